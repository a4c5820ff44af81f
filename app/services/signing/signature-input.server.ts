// Reading a signature from the signing form (end-user-journey.md §5): a drawn one arrives as a PNG data URL that
// the signature pad wrote into a hidden input (JavaScript), a typed one as the full name (works without it). The
// drawing is decoded and checked (drawn-signature.server.ts); a typed name needs enough letters to be a name.
import { isTypedSignatureLongEnough } from '../../engine.server';
import { readDrawnSignature } from './drawn-signature.server';
import { MAX_TYPED_NAME_LENGTH, SIGNING_TEXTS, type SigningTexts } from './signing-texts';

export type SignatureInput = { method: 'drawn'; dataUrl: string; png: Buffer } | { method: 'typed'; typedName: string };

export const SIGNATURE_FIELDS = { image: 'signature-image', typed: 'signature-typed', documentSha256: 'document-sha256', confirm: 'confirm' } as const;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The signature posted, or the refusal in the form's words (`texts`: a divorce's are the spec's, SIGNING_TEXTS). */
export function readSignatureInput(form: FormData, texts: SigningTexts = SIGNING_TEXTS): { ok: SignatureInput } | { error: string } {
  const image = text(form.get(SIGNATURE_FIELDS.image)).trim();
  const typed = text(form.get(SIGNATURE_FIELDS.typed)).replace(/\s+/g, ' ').trim();
  if (image !== '') {
    const drawn = readDrawnSignature(image);
    if ('refused' in drawn) return { error: texts[drawn.refused] };
    return { ok: { method: 'drawn', dataUrl: image, png: drawn.png } };
  }
  if (typed !== '') {
    if (typed.length > MAX_TYPED_NAME_LENGTH || !isTypedSignatureLongEnough(typed)) return { error: texts.typedTooShort };
    return { ok: { method: 'typed', typedName: typed } };
  }
  return { error: texts.noSignature };
}

/** The signature as the step machine's guard reads it (validSignature). */
export function machineSignature(input: SignatureInput): Record<string, unknown> {
  return input.method === 'drawn' ? { signed: true, image: input.dataUrl } : { signed: true, typedName: input.typedName };
}
