// An embedded-image element's pictures (workflow-builder.md §3 imageRefs, §5 'Image upload'): each with its title
// (required: 'Required') and description, moved up or down or removed; a new one uploaded from the author's computer
// or copied from a link the server checks to exist. A file of another type is refused before it is sent (§5: 'Please
// only upload accepted files', the upload aborted). A PDF is turned into a PNG of its first page in the browser and
// sent as that picture (§5 'PDFs are converted to PNG first'). Removed pictures leave the file storage on the next save.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElementOfType } from '~/engine';
import { Button } from '~/components/ui/button';
import { inputClass, ItemButtons, Problems } from './attribute-controls';
import { postMedia } from './element-media';
import { isPdfName, pdfFirstPageAsPng } from './pdf-to-png';

type Image = ElementOfType<'embedded-image'>['images'][number];

/** §9's upload types that make a picture: a PDF becomes a PNG of its first page before it is sent */
export const IMAGE_ACCEPT = '.png,.gif,.jpeg,.jpg,.pdf';
export function acceptedImageName(fileName: string): boolean {
  return IMAGE_ACCEPT.split(',').some((extension) => fileName.toLowerCase().endsWith(extension));
}

export function ImagesEditor({
  id,
  formId,
  uid,
  images,
  onChange,
  problems,
}: {
  id: string;
  formId: string | null;
  uid: string;
  images: readonly Image[];
  /** key: typing in one box is one change of the history; null for a change of its own (add, move, remove) */
  onChange: (images: Image[], key: string | null) => void;
  problems: string[];
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [link, setLink] = useState('');
  const [messages, setMessages] = useState<{ title?: string; file?: string; note?: string }>({});
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('builder');
  const set = (index: number, patch: Partial<Image>) =>
    onChange(
      images.map((image, i) => (i === index ? (Object.fromEntries(Object.entries({ ...image, ...patch }).filter(([, v]) => v !== undefined)) as unknown as Image) : image)),
      `${index}.${Object.keys(patch).join()}`,
    );

  async function add() {
    const file = fileInput.current?.files?.[0];
    const next: typeof messages = {};
    if (title.trim() === '') next.title = t('editors.images.required');
    if (!file && link.trim() === '') next.file = t('editors.images.nothingChosen');
    else if (file && !acceptedImageName(file.name)) {
      next.file = t('editors.images.notAccepted');
      if (fileInput.current) fileInput.current.value = '';
    }
    setMessages(next);
    if (next.title || next.file) return;
    const body = new FormData();
    body.set('elementType', 'embedded-image');
    body.set('uid', uid);
    setSending(true);
    let note: string | undefined;
    if (file) {
      let picture = file;
      if (isPdfName(file.name)) {
        const converted = await pdfFirstPageAsPng(file).catch(() => null);
        if (!converted) {
          setSending(false);
          return setMessages({ file: t('editors.images.pdfUnreadable') });
        }
        picture = converted.file;
        if (converted.pageCount > 1) note = t('editors.images.pdfFirstPage', { count: converted.pageCount });
      }
      body.set('intent', 'upload-image');
      body.set('file', picture);
    } else {
      body.set('intent', 'image-link');
      body.set('link', link.trim());
    }
    const answer = await postMedia(formId, body, t);
    setSending(false);
    if (!answer.ok) return setMessages({ file: answer.message });
    if (answer.kind !== 'image') return;
    if (images.some((image) => image.name === answer.name)) return setMessages({ file: t('editors.images.already') });
    setMessages(note ? { note } : {});
    onChange([...images, { name: answer.name, url: answer.url, title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}) }], null);
    setTitle('');
    setDescription('');
    setLink('');
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <fieldset className="grid gap-3 rounded-md border border-line p-2" aria-describedby={problems.length ? `${id}-problem` : undefined}>
      <legend className="text-sm font-medium">{t('editors.images.pictures')}</legend>
      <Problems id={`${id}-problem`} messages={problems} />
      {images.length === 0 ? <p className="text-sm text-muted">{t('editors.images.none')}</p> : null}
      <ol className="grid gap-2" aria-label={t('editors.images.pictures')}>
        {images.map((image, index) => (
          <li key={image.name} className="grid gap-2 rounded-md border border-line p-2 sm:grid-cols-[6rem_1fr]">
            <img src={image.url} alt="" className="aspect-[4/3] w-24 rounded object-cover" />
            <div className="grid gap-1">
              <label htmlFor={`${id}-${index}-title`} className="text-sm font-medium">
                {t('editors.images.title', { number: index + 1 })}
              </label>
              <input
                id={`${id}-${index}-title`}
                className={inputClass}
                value={image.title}
                aria-invalid={image.title.trim() === '' ? true : undefined}
                onChange={(e) => set(index, { title: e.target.value })}
              />
              {image.title.trim() === '' ? <p className="text-sm text-danger">{t('editors.images.required')}</p> : null}
              <label htmlFor={`${id}-${index}-description`} className="text-sm font-medium">
                {t('editors.images.description', { number: index + 1 })}
              </label>
              <input id={`${id}-${index}-description`} className={inputClass} value={image.description ?? ''} onChange={(e) => set(index, { description: e.target.value || undefined })} />
              <ItemButtons list={images} index={index} kind="picture" onChange={onChange} />
            </div>
          </li>
        ))}
      </ol>
      <div className="grid gap-1 rounded-md bg-canvas p-2">
        <p className="text-sm font-medium">{t('editors.images.addHeading')}</p>
        <label htmlFor={`${id}-new-title`} className="text-sm">
          {t('editors.images.newTitle')}
        </label>
        <input id={`${id}-new-title`} className={inputClass} value={title} aria-invalid={messages.title ? true : undefined} onChange={(e) => setTitle(e.target.value)} />
        {messages.title ? <p className="text-sm text-danger">{messages.title}</p> : null}
        <label htmlFor={`${id}-new-description`} className="text-sm">
          {t('editors.images.newDescription')}
        </label>
        <input id={`${id}-new-description`} className={inputClass} value={description} onChange={(e) => setDescription(e.target.value)} />
        <label htmlFor={`${id}-new-file`} className="text-sm">
          {t('editors.images.file')}
        </label>
        <input id={`${id}-new-file`} ref={fileInput} type="file" accept={IMAGE_ACCEPT} className="text-sm" aria-invalid={messages.file ? true : undefined} />
        <label htmlFor={`${id}-new-link`} className="text-sm">
          {t('editors.images.link')}
        </label>
        <input id={`${id}-new-link`} type="url" className={inputClass} value={link} placeholder="https://" onChange={(e) => setLink(e.target.value)} />
        {messages.file ? (
          <p role="alert" className="text-sm text-danger">
            {messages.file}
          </p>
        ) : null}
        {messages.note ? (
          <p role="status" className="text-sm">
            {messages.note}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="secondary" disabled={sending} onClick={() => void add()}>
            {sending ? t('editors.images.adding') : t('editors.images.add')}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
