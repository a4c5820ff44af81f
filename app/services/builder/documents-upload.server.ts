// A template page upload of the builder's documents step (workflow-builder.md §2 step 4, §5, §9): a PDF is kept as
// it is, its vector pages used for rendering and drawn in the browser by pdf.js; a PNG or JPEG becomes a letter
// page. The content is checked, not the name; the file is stored under the form (`forms/{id}/...`), which is what
// cloning copies and what a user workflow copies when it starts (copyFormFiles).
import type { Queryable } from '../../../db/client';
import {
  contentName,
  fileKey,
  parseFileKey,
  PostgresFileStorage,
  type StoredFile,
} from '../../../lib/file-storage.server';
import { readTemplateImage, type TemplateProblem } from '../../engine.server';
import { pdfParseLimits, readPdfSafely, tooDemandingMessage, type PdfParseLimits } from '../../../lib/pdf-sandbox.server';
import {
  ACCEPTED_FILES_MESSAGE,
  ACCEPTED_UPLOAD_EXTENSIONS,
  MAX_TEMPLATE_BYTES,
  pageNameStem,
  TOO_LARGE_TEMPLATE_MESSAGE,
} from './documents';

export type TemplateUpload =
  { ok: true; ref: string; kind: 'pdf' | 'image'; pageCount: number; stem: string } | { ok: false; message: string };

const PDF_PROBLEMS: Record<TemplateProblem, string> = {
  'not-pdf': 'This file is not a PDF, although its name ends in .pdf. Please upload the court form as a PDF.',
  encrypted:
    'This PDF is protected with a password or encryption, so its pages cannot be used. Please upload an unprotected copy.',
  corrupt: 'This PDF could not be read: it seems damaged. Please save or download it again and upload the new copy.',
  'no-pages': 'This PDF has no pages that can be read. Please upload the court form again.',
};

const IMAGE_DAMAGED =
  'This image could not be read: it seems damaged. Please save it again as PNG or JPEG and upload it.';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Checks and stores one uploaded file for a form the caller has already checked the user may edit. */
export async function storeTemplateUpload(
  db: Queryable,
  formId: string,
  upload: { name: string; bytes: Uint8Array },
  limits: PdfParseLimits = pdfParseLimits(),
): Promise<TemplateUpload> {
  const extension = extensionOf(upload.name);
  if (!(ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return { ok: false, message: ACCEPTED_FILES_MESSAGE };
  if (upload.bytes.byteLength > MAX_TEMPLATE_BYTES) return { ok: false, message: TOO_LARGE_TEMPLATE_MESSAGE };
  if (upload.bytes.byteLength === 0) return { ok: false, message: 'This file is empty. Please choose the file again.' };
  const stem = pageNameStem(upload.name);
  const storage = new PostgresFileStorage(db);

  if (extension === '.pdf') {
    // read in a worker thread within the limits: a PDF bomb stopped the whole app while it was parsed here
    const reading = await readPdfSafely(upload.bytes, limits);
    if (!reading.ok) return { ok: false, message: reading.problem === 'too-demanding' ? tooDemandingMessage(limits) : PDF_PROBLEMS[reading.problem] };
    const name = contentName(stem.toLowerCase(), upload.bytes, '.pdf');
    await storage.put(fileKey('forms', formId, 'pdf', name), upload.bytes, { mediaType: 'application/pdf' });
    return { ok: true, ref: `pdf/${name}`, kind: 'pdf', pageCount: reading.pageCount, stem };
  }

  // the builder page turns a GIF into a PNG before sending it (pdf-lib embeds PNG and JPEG only)
  const image = await readTemplateImage(upload.bytes);
  if (!image.ok) return { ok: false, message: image.problem === 'not-image' ? ACCEPTED_FILES_MESSAGE : IMAGE_DAMAGED };
  const name = contentName(stem.toLowerCase(), upload.bytes, image.format === 'png' ? '.png' : '.jpg');
  await storage.put(fileKey('forms', formId, 'images', name), upload.bytes, {
    mediaType: image.format === 'png' ? 'image/png' : 'image/jpeg',
  });
  return { ok: true, ref: `images/${name}`, kind: 'image', pageCount: 1, stem };
}

/** A file of the form (a template PDF or page image) by its reference in the definition, or undefined. */
export async function readFormFile(db: Queryable, formId: string, ref: string): Promise<StoredFile | undefined> {
  const key = parseFileKey(`forms/${formId}/${ref}`);
  return key ? new PostgresFileStorage(db).get(key) : undefined;
}
