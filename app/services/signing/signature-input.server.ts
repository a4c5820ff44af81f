// Reading a signature from the signing form (end-user-journey.md §5): a drawn one arrives as a PNG data URL that
// the signature pad wrote into a hidden input (JavaScript), a typed one as the full name (works without it). The
// 5000-character rule is the drawn image's; a typed name needs enough letters to be a name.
import { isTypedSignatureLongEnough, MIN_SIGNATURE_LENGTH } from '../../engine.server';
import { MAX_TYPED_NAME_LENGTH, SIGNING_TEXTS } from './signing-texts';

export type SignatureInput = { method: 'drawn'; dataUrl: string; png: Buffer } | { method: 'typed'; typedName: string };

export const SIGNATURE_FIELDS = { image: 'signature-image', typed: 'signature-typed', documentSha256: 'document-sha256', confirm: 'confirm' } as const;

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** far beyond any drawing on the pad (a few tens of kilobytes), short of a request body's limit */
const MAX_DRAWN_LENGTH = 1_500_000;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

export function readSignatureInput(form: FormData): { ok: SignatureInput } | { error: string } {
  const image = text(form.get(SIGNATURE_FIELDS.image)).trim();
  const typed = text(form.get(SIGNATURE_FIELDS.typed)).replace(/\s+/g, ' ').trim();
  if (image !== '') {
    if (image.length < MIN_SIGNATURE_LENGTH || image.includes('undefined')) return { error: SIGNING_TEXTS.tooSmall };
    const match = image.length <= MAX_DRAWN_LENGTH ? PNG_DATA_URL.exec(image) : null;
    const png = match ? Buffer.from(match[1]!, 'base64') : undefined;
    if (!png || !PNG_MAGIC.every((byte, i) => png[i] === byte)) return { error: SIGNING_TEXTS.tooSmall };
    return { ok: { method: 'drawn', dataUrl: image, png } };
  }
  if (typed !== '') {
    if (typed.length > MAX_TYPED_NAME_LENGTH || !isTypedSignatureLongEnough(typed)) return { error: SIGNING_TEXTS.typedTooShort };
    return { ok: { method: 'typed', typedName: typed } };
  }
  return { error: SIGNING_TEXTS.noSignature };
}

/** The signature as the step machine's guard reads it (validSignature). */
export function machineSignature(input: SignatureInput): Record<string, unknown> {
  return input.method === 'drawn' ? { signed: true, image: input.dataUrl } : { signed: true, typedName: input.typedName };
}
