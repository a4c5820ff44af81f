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

/** A template file that passed the upload's checks: where it goes under the form, and what it holds. */
export type CheckedTemplateFile =
  | { ok: true; kind: 'pdf'; folder: 'pdf'; extension: '.pdf'; mediaType: 'application/pdf'; pageCount: number }
  | { ok: true; kind: 'image'; folder: 'images'; extension: '.png' | '.jpg'; mediaType: 'image/png' | 'image/jpeg'; pageCount: 1 }
  | { ok: false; message: string };

/**
 * The checks of a template file, whatever brought it (an upload, a bundle's Import, a stage bundle): an accepted
 * name, the 50 MB limit, not empty, and its content: a PDF read in a worker thread within the parse limits (a PDF
 * bomb stopped the whole app while it was parsed on the request thread), a PNG or JPEG read as one.
 */
export async function checkTemplateFile(upload: { name: string; bytes: Uint8Array }, limits: PdfParseLimits = pdfParseLimits()): Promise<CheckedTemplateFile> {
  const extension = extensionOf(upload.name);
  if (!(ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return { ok: false, message: ACCEPTED_FILES_MESSAGE };
  if (upload.bytes.byteLength > MAX_TEMPLATE_BYTES) return { ok: false, message: TOO_LARGE_TEMPLATE_MESSAGE };
  if (upload.bytes.byteLength === 0) return { ok: false, message: 'This file is empty. Please choose the file again.' };
  if (extension === '.pdf') {
    const reading = await readPdfSafely(upload.bytes, limits);
    if (!reading.ok) return { ok: false, message: reading.problem === 'too-demanding' ? tooDemandingMessage(limits) : PDF_PROBLEMS[reading.problem] };
    return { ok: true, kind: 'pdf', folder: 'pdf', extension: '.pdf', mediaType: 'application/pdf', pageCount: reading.pageCount };
  }
  // the builder page turns a GIF into a PNG before sending it (pdf-lib embeds PNG and JPEG only)
  const image = await readTemplateImage(upload.bytes);
  if (!image.ok) return { ok: false, message: image.problem === 'not-image' ? ACCEPTED_FILES_MESSAGE : IMAGE_DAMAGED };
  return image.format === 'png'
    ? { ok: true, kind: 'image', folder: 'images', extension: '.png', mediaType: 'image/png', pageCount: 1 }
    : { ok: true, kind: 'image', folder: 'images', extension: '.jpg', mediaType: 'image/jpeg', pageCount: 1 };
}

/** Checks and stores one uploaded file for a form the caller has already checked the user may edit. */
export async function storeTemplateUpload(
  db: Queryable,
  formId: string,
  upload: { name: string; bytes: Uint8Array },
  limits: PdfParseLimits = pdfParseLimits(),
): Promise<TemplateUpload> {
  const checked = await checkTemplateFile(upload, limits);
  if (!checked.ok) return checked;
  const stem = pageNameStem(upload.name);
  const name = contentName(stem.toLowerCase(), upload.bytes, checked.extension);
  await new PostgresFileStorage(db).put(fileKey('forms', formId, checked.folder, name), upload.bytes, { mediaType: checked.mediaType });
  return { ok: true, ref: `${checked.folder}/${name}`, kind: checked.kind, pageCount: checked.pageCount, stem };
}

/** A file of the form (a template PDF or page image) by its reference in the definition, or undefined. */
export async function readFormFile(db: Queryable, formId: string, ref: string): Promise<StoredFile | undefined> {
  const key = parseFileKey(`forms/${formId}/${ref}`);
  return key ? new PostgresFileStorage(db).get(key) : undefined;
}
