// A youtube-video element's details (workflow-builder.md §7): once its link is accepted, the server is asked for the
// video's title and thumbnail, which it reads from YouTube only when a key is set; otherwise the author is told to
// write the label, and may upload a thumbnail here (kept in the file storage like an embedded image).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { inputClass, smallButtonClass } from './attribute-controls';
import { postMedia } from './element-media';
import { acceptedImageName, IMAGE_ACCEPT } from './images-editor';

export type VideoDetailsPatch = { label?: string; img?: string };
/** What the lookup found (said by the page in its words), or the server's message (already in them), or nothing. */
export type VideoNote = { title: string; channel?: string } | { message: string };

/** Asks for a video's details; answers the attributes to set, and what to tell the author. */
export async function lookUpVideo(formId: string | null, uid: string, link: string, currentLabel: string | undefined, t: Parameters<typeof postMedia>[2]): Promise<{ patch: VideoDetailsPatch; note: VideoNote | null }> {
  const body = new FormData();
  body.set('intent', 'video-details');
  body.set('uid', uid);
  body.set('link', link);
  const answer = await postMedia(formId, body, t);
  if (!answer.ok) return { patch: {}, note: { message: answer.message } };
  if (answer.kind !== 'video') return { patch: {}, note: null };
  // the author's own label is kept; a new element's placeholder label is replaced by the video's title
  const keepLabel = currentLabel && currentLabel.trim() !== '' && !/^New youtube video$/i.test(currentLabel);
  const patch: VideoDetailsPatch = { ...(keepLabel || !answer.title ? {} : { label: answer.title }), ...(answer.thumbnail ? { img: answer.thumbnail.url } : {}) };
  return { patch, note: { title: answer.title, ...(answer.channelTitle ? { channel: answer.channelTitle } : {}) } };
}

export function ThumbnailInput({ id, formId, uid, value, onChange, problems }: { id: string; formId: string | null; uid: string; value: unknown; onChange: (url: string | undefined) => void; problems: string[] }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { t } = useTranslation('builder');
  const url = typeof value === 'string' && value !== '' ? value : undefined;
  async function upload() {
    const file = fileInput.current?.files?.[0];
    if (!file) return setMessage(t('editors.images.nothingChosen'));
    if (!acceptedImageName(file.name)) {
      if (fileInput.current) fileInput.current.value = '';
      return setMessage(t('editors.images.notAccepted'));
    }
    const body = new FormData();
    body.set('intent', 'upload-image');
    body.set('elementType', 'youtube-video');
    body.set('uid', uid);
    body.set('file', file);
    setSending(true);
    const answer = await postMedia(formId, body, t);
    setSending(false);
    if (!answer.ok) return setMessage(answer.message);
    if (answer.kind === 'image') {
      setMessage(null);
      onChange(answer.url);
      if (fileInput.current) fileInput.current.value = '';
    }
  }
  return (
    <fieldset className="grid gap-1 rounded-md border border-line p-2">
      <legend className="text-sm font-medium">{t('editors.video.thumbnail')}</legend>
      {url ? <img src={url} alt={t('editors.video.thumbnailAlt')} className="aspect-video w-40 rounded object-cover" /> : <p className="text-sm text-muted">{t('editors.video.none')}</p>}
      <label htmlFor={id} className="text-sm">
        {t('editors.video.file')}
      </label>
      <input id={id} ref={fileInput} type="file" accept={IMAGE_ACCEPT} className={`${inputClass} text-sm`} />
      {[...problems, ...(message ? [message] : [])].map((m) => (
        <p key={m} role="alert" className="text-sm text-danger">
          {m}
        </p>
      ))}
      <div className="flex gap-2">
        <Button type="button" variant="secondary" disabled={sending} onClick={() => void upload()}>
          {sending ? t('editors.video.uploading') : t('editors.video.upload')}
        </Button>
        {url ? (
          <button type="button" className={`${smallButtonClass} text-danger`} onClick={() => onChange(undefined)}>
            {t('editors.video.remove')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
