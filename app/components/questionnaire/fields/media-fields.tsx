// The media family: a YouTube video to confirm watching, and pictures (a carousel or a grid) that may be
// chosen from, one or several.
import { Trans } from 'react-i18next';
import { Play } from 'lucide-react';
import { cn } from '~/components/ui/cn';
import type { ElementOfType } from '~/engine';
import { fieldName } from '~/answer-form/form-answers';
import { choice, controlId, FieldChrome, Label, list, PrintButton, record, type Field } from './field-chrome';
import { useFieldTexts, useTextLangs } from './shown-text';

/** The 11-character id of a YouTube link in watch, embed or short-link form (workflow-builder.md §5), if any. */
export function youtubeVideoId(element: Pick<ElementOfType<'youtube-video'>, 'videoID' | 'videoURL'>): string | undefined {
  // a stored id is taken as the builder checked it; only its characters are checked here, as it goes into a URL
  if (element.videoID && /^[A-Za-z0-9_-]+$/.test(element.videoID)) return element.videoID;
  const m = /(?:[?&]v=|\/embed\/|youtu\.be\/|\/shorts\/)([A-Za-z0-9_-]{11})/.exec(element.videoURL ?? '');
  return m?.[1];
}

export function VideoField(field: Field<ElementOfType<'youtube-video'>>) {
  const { element, uid, hydrated } = field;
  const watched = record(field.value).watched === true;
  const videoId = youtubeVideoId(element);
  const t = useFieldTexts();
  const title = element.label ?? t('fields.video');
  const lang = useTextLangs(element);
  return (
    <FieldChrome field={field}>
      <p className="font-medium" id={controlId(uid, 'title')} {...(element.label ? lang('label') : {})}>
        {title}
      </p>
      {!videoId ? (
        <p className="mt-2 flex aspect-video w-full max-w-md items-center justify-center rounded-lg border border-line bg-canvas text-muted">
          {t('fields.videoSoon')}
        </p>
      ) : hydrated ? (
        // privacy-enhanced mode: YouTube sets no cookie until the person plays the video
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}`}
          title={title}
          {...(element.label ? lang('label') : {})}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="mt-2 aspect-video w-full max-w-md rounded-lg border-0 bg-black"
        />
      ) : (
        // without JavaScript the embedded player would not play: the video opens on YouTube instead
        <>
          <a
            href={`https://www.youtube.com/watch?v=${videoId}`}
            target="_blank"
            rel="noreferrer"
            className="mt-2 flex aspect-video w-full max-w-md items-center justify-center rounded-lg bg-brand text-white no-underline"
          >
            <Play aria-hidden="true" className="size-12" />
            <span className="sr-only">{t('fields.watchNamed', { title })}</span>
          </a>
          <a href={`https://www.youtube.com/watch?v=${videoId}`} target="_blank" rel="noreferrer" className="mt-1 inline-block text-sm text-brand underline">
            {t('fields.watch')}
          </a>
        </>
      )}
      <label className={cn(choice, 'mt-2')}>
        <input
          type="checkbox"
          id={controlId(uid)}
          name={fieldName(uid)}
          value="watched"
          defaultChecked={watched}
          className="size-5 accent-brand"
          {...field.common}
        />{' '}
        {t('fields.watched')}
      </label>
    </FieldChrome>
  );
}

export function ImagesField(field: Field<ElementOfType<'embedded-image'>>) {
  const { element, uid } = field;
  const t = useFieldTexts();
  const lang = useTextLangs(element);
  const selected = list(field.value);
  const selectable = element.interactionType !== 'none';
  const carousel = element.variant === 'image-carousel';
  const figures = element.images.map((image) => (
    <li key={image.name} className={cn('shrink-0 snap-center', carousel ? 'w-[85%] sm:w-72' : '')}>
      <figure className="rounded-lg border border-line bg-white p-2">
        <img src={image.url} alt={image.title} {...lang(`images.${image.name}.title`)} className="aspect-[4/3] w-full rounded object-cover" loading="lazy" />
        <figcaption className="mt-1 text-sm">
          <span className="font-medium" {...lang(`images.${image.name}.title`)}>
            {image.title}
          </span>
          {image.description ? (
            <span className="block text-muted" {...lang(`images.${image.name}.description`)}>
              {image.description}
            </span>
          ) : null}
        </figcaption>
        {selectable ? (
          <label className={cn(choice, 'mt-2')}>
            <input
              type={element.interactionType === 'multi-select' ? 'checkbox' : 'radio'}
              name={fieldName(uid)}
              value={image.name}
              defaultChecked={selected.includes(image.name)}
              className="size-5 accent-brand"
              {...field.common}
            />
            <Trans t={t} i18nKey="fields.chooseImage" values={{ title: image.title }} components={{ name: <span {...lang(`images.${image.name}.title`)} /> }} />
          </label>
        ) : null}
      </figure>
    </li>
  ));
  return (
    <FieldChrome field={field}>
      <fieldset>
        <Label element={element} as="legend" />
        {carousel ? <p className="text-sm text-muted">{t('fields.scrollPictures')}</p> : null}
        <ul
          className={cn(
            'mt-2',
            carousel ? 'flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2' : 'grid gap-3 sm:grid-cols-2',
          )}
          tabIndex={carousel ? 0 : undefined}
          aria-label={carousel ? t('fields.carousel', { name: element.label ?? t('fields.pictures') }) : undefined}
        >
          {figures}
        </ul>
        {field.printHref ? <PrintButton href={field.printHref} label={t('fields.printPictures')} /> : null}
      </fieldset>
    </FieldChrome>
  );
}
