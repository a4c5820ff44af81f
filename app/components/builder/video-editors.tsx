// A youtube-video element's details (workflow-builder.md §7): once its link is accepted, the server is asked for the
// video's title and thumbnail, which it reads from YouTube only when a key is set; otherwise the author is told to
// write the label, and may upload a thumbnail here (kept in the file storage like an embedded image).
import { useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { inputClass, smallButtonClass } from './attribute-controls';
import { postMedia } from './element-media';
import { acceptedImageName, IMAGE_ACCEPT, IMAGE_MESSAGES } from './images-editor';

export type VideoDetailsPatch = { label?: string; img?: string };

/** Asks for a video's details; answers the attributes to set, or the message to show. */
export async function lookUpVideo(formId: string | null, uid: string, link: string, currentLabel: string | undefined): Promise<{ patch: VideoDetailsPatch; note: string }> {
  const body = new FormData();
  body.set('intent', 'video-details');
  body.set('uid', uid);
  body.set('link', link);
  const answer = await postMedia(formId, body);
  if (!answer.ok) return { patch: {}, note: answer.message };
  if (answer.kind !== 'video') return { patch: {}, note: '' };
  // the author's own label is kept; a new element's placeholder label is replaced by the video's title
  const keepLabel = currentLabel && currentLabel.trim() !== '' && !/^New youtube video$/i.test(currentLabel);
  const patch: VideoDetailsPatch = { ...(keepLabel || !answer.title ? {} : { label: answer.title }), ...(answer.thumbnail ? { img: answer.thumbnail.url } : {}) };
  return { patch, note: `Found “${answer.title}”${answer.channelTitle ? ` by ${answer.channelTitle}` : ''}.` };
}

export function ThumbnailInput({ id, formId, uid, value, onChange, problems }: { id: string; formId: string | null; uid: string; value: unknown; onChange: (url: string | undefined) => void; problems: string[] }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const url = typeof value === 'string' && value !== '' ? value : undefined;
  async function upload() {
    const file = fileInput.current?.files?.[0];
    if (!file) return setMessage(IMAGE_MESSAGES.nothingChosen);
    if (!acceptedImageName(file.name)) {
      if (fileInput.current) fileInput.current.value = '';
      return setMessage(IMAGE_MESSAGES.notAccepted);
    }
    const body = new FormData();
    body.set('intent', 'upload-image');
    body.set('elementType', 'youtube-video');
    body.set('uid', uid);
    body.set('file', file);
    setSending(true);
    const answer = await postMedia(formId, body);
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
      <legend className="text-sm font-medium">Thumbnail</legend>
      {url ? <img src={url} alt="The video's thumbnail" className="aspect-video w-40 rounded object-cover" /> : <p className="text-sm text-muted">No thumbnail.</p>}
      <label htmlFor={id} className="text-sm">
        Thumbnail file (PNG, GIF or JPEG, up to 5 MB)
      </label>
      <input id={id} ref={fileInput} type="file" accept={IMAGE_ACCEPT} className={`${inputClass} text-sm`} />
      {[...problems, ...(message ? [message] : [])].map((m) => (
        <p key={m} role="alert" className="text-sm text-danger">
          {m}
        </p>
      ))}
      <div className="flex gap-2">
        <Button type="button" variant="secondary" disabled={sending} onClick={() => void upload()}>
          {sending ? 'Uploading…' : 'Upload Thumbnail'}
        </Button>
        {url ? (
          <button type="button" className={`${smallButtonClass} text-danger`} onClick={() => onChange(undefined)}>
            Remove thumbnail
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
