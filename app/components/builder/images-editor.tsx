// An embedded-image element's pictures (workflow-builder.md §3 imageRefs, §5 'Image upload'): each with its title
// (required: 'Required') and description, moved up or down or removed; a new one uploaded from the author's computer
// or copied from a link the server checks to exist. A file of another type is refused before it is sent (§5: 'Please
// only upload accepted files', the upload aborted). A PDF is turned into a PNG of its first page in the browser and
// sent as that picture (§5 'PDFs are converted to PNG first'). Removed pictures leave the file storage on the next save.
import { useRef, useState } from 'react';
import type { ElementOfType } from '~/engine';
import { Button } from '~/components/ui/button';
import { inputClass, ItemButtons, Problems } from './attribute-controls';
import { postMedia } from './element-media';
import { isPdfName, pdfFirstPageAsPng } from './pdf-to-png';

type Image = ElementOfType<'embedded-image'>['images'][number];

/** §9's upload types that make a picture: a PDF becomes a PNG of its first page before it is sent */
export const IMAGE_ACCEPT = '.png,.gif,.jpeg,.jpg,.pdf';
export const IMAGE_MESSAGES = {
  required: 'Required',
  notAccepted: 'Please only upload accepted files',
  nothingChosen: 'Choose a picture file, or enter a link to one.',
  already: 'This picture is in the list already.',
  pdfUnreadable: 'This PDF could not be read. If it has a password, remove it; or save its page as a PNG and upload that.',
  pdfFirstPage: (pages: number) => `This PDF has ${pages} pages; its first page was added as the picture.`,
} as const;

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
  const set = (index: number, patch: Partial<Image>) =>
    onChange(
      images.map((image, i) => (i === index ? (Object.fromEntries(Object.entries({ ...image, ...patch }).filter(([, v]) => v !== undefined)) as unknown as Image) : image)),
      `${index}.${Object.keys(patch).join()}`,
    );

  async function add() {
    const file = fileInput.current?.files?.[0];
    const next: typeof messages = {};
    if (title.trim() === '') next.title = IMAGE_MESSAGES.required;
    if (!file && link.trim() === '') next.file = IMAGE_MESSAGES.nothingChosen;
    else if (file && !acceptedImageName(file.name)) {
      next.file = IMAGE_MESSAGES.notAccepted;
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
          return setMessages({ file: IMAGE_MESSAGES.pdfUnreadable });
        }
        picture = converted.file;
        if (converted.pageCount > 1) note = IMAGE_MESSAGES.pdfFirstPage(converted.pageCount);
      }
      body.set('intent', 'upload-image');
      body.set('file', picture);
    } else {
      body.set('intent', 'image-link');
      body.set('link', link.trim());
    }
    const answer = await postMedia(formId, body);
    setSending(false);
    if (!answer.ok) return setMessages({ file: answer.message });
    if (answer.kind !== 'image') return;
    if (images.some((image) => image.name === answer.name)) return setMessages({ file: IMAGE_MESSAGES.already });
    setMessages(note ? { note } : {});
    onChange([...images, { name: answer.name, url: answer.url, title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}) }], null);
    setTitle('');
    setDescription('');
    setLink('');
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <fieldset className="grid gap-3 rounded-md border border-line p-2" aria-describedby={problems.length ? `${id}-problem` : undefined}>
      <legend className="text-sm font-medium">Pictures</legend>
      <Problems id={`${id}-problem`} messages={problems} />
      {images.length === 0 ? <p className="text-sm text-muted">No pictures yet.</p> : null}
      <ol className="grid gap-2" aria-label="Pictures">
        {images.map((image, index) => (
          <li key={image.name} className="grid gap-2 rounded-md border border-line p-2 sm:grid-cols-[6rem_1fr]">
            <img src={image.url} alt="" className="aspect-[4/3] w-24 rounded object-cover" />
            <div className="grid gap-1">
              <label htmlFor={`${id}-${index}-title`} className="text-sm font-medium">
                {`Picture ${index + 1} title`}
              </label>
              <input
                id={`${id}-${index}-title`}
                className={inputClass}
                value={image.title}
                aria-invalid={image.title.trim() === '' ? true : undefined}
                onChange={(e) => set(index, { title: e.target.value })}
              />
              {image.title.trim() === '' ? <p className="text-sm text-danger">{IMAGE_MESSAGES.required}</p> : null}
              <label htmlFor={`${id}-${index}-description`} className="text-sm font-medium">
                {`Picture ${index + 1} description`}
              </label>
              <input id={`${id}-${index}-description`} className={inputClass} value={image.description ?? ''} onChange={(e) => set(index, { description: e.target.value || undefined })} />
              <ItemButtons list={images} index={index} name="picture" words={['up', 'down']} onChange={onChange} />
            </div>
          </li>
        ))}
      </ol>
      <div className="grid gap-1 rounded-md bg-canvas p-2">
        <p className="text-sm font-medium">Add a picture</p>
        <label htmlFor={`${id}-new-title`} className="text-sm">
          New picture title
        </label>
        <input id={`${id}-new-title`} className={inputClass} value={title} aria-invalid={messages.title ? true : undefined} onChange={(e) => setTitle(e.target.value)} />
        {messages.title ? <p className="text-sm text-danger">{messages.title}</p> : null}
        <label htmlFor={`${id}-new-description`} className="text-sm">
          New picture description
        </label>
        <input id={`${id}-new-description`} className={inputClass} value={description} onChange={(e) => setDescription(e.target.value)} />
        <label htmlFor={`${id}-new-file`} className="text-sm">
          Picture file (PNG, GIF, JPEG or PDF, up to 5 MB; a PDF&rsquo;s first page becomes the picture)
        </label>
        <input id={`${id}-new-file`} ref={fileInput} type="file" accept={IMAGE_ACCEPT} className="text-sm" aria-invalid={messages.file ? true : undefined} />
        <label htmlFor={`${id}-new-link`} className="text-sm">
          Or a link to a picture
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
            {sending ? 'Adding…' : 'Add Picture'}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
