// The form fields of a workflow's template PDFs (issue 34), read off the request thread within the PDF limits (the
// same reading thread as uploads): what step 4 draws on its pages and maps to questions, and what the builder's
// checks hold fill actions against.
import { buffer } from 'node:stream/consumers';
import type { Queryable } from '../../../db/client';
import { checkFormFills, type FillIssue, type FormField, type WorkflowDefinition } from '../../engine.server';
import { pdfParseLimits, readPdfSafely, tooDemandingMessage, type PdfParseLimits } from '../../../lib/pdf-sandbox.server';
import { readFormFile } from './documents-upload.server';

export type TemplateFieldsAnswer =
  | { ok: true; fields: FormField[]; warnings: string[]; pageSizes: { width: number; height: number }[] }
  | { ok: false; message: string };

export const NO_SUCH_TEMPLATE_MESSAGE = 'This template file is not stored with the workflow any more. Upload it again.';

/** The fields of one stored template file of the form (an empty list for a PDF without a form, or an image). */
export async function templateFields(db: Queryable, formId: string, ref: string, limits: PdfParseLimits = pdfParseLimits()): Promise<TemplateFieldsAnswer> {
  if (!ref.startsWith('pdf/')) return { ok: true, fields: [], warnings: [], pageSizes: [] };
  const file = await readFormFile(db, formId, ref);
  if (!file) return { ok: false, message: NO_SUCH_TEMPLATE_MESSAGE };
  const reading = await readPdfSafely(new Uint8Array(await buffer(file.stream)), limits);
  if (!reading.ok) return { ok: false, message: reading.problem === 'too-demanding' ? tooDemandingMessage(limits) : `This PDF could not be read (${reading.detail}).` };
  if (!reading.form) return { ok: true, fields: [], warnings: [], pageSizes: reading.pageSizes };
  if (!reading.form.ok) return { ok: false, message: reading.form.message };
  return { ok: true, fields: reading.form.fields, warnings: reading.form.warnings, pageSizes: reading.pageSizes };
}

/**
 * The builder's and publishing's checks of fill actions: a field the template lacks or an answer the field cannot take
 * (errors), a required field no question fills or a free-text answer that may be cut (warnings).
 */
export function formFillIssues(db: Queryable, formId: string, definition: Pick<WorkflowDefinition, 'documents' | 'elements'>): Promise<FillIssue[]> {
  const cache = new Map<string, Promise<FormField[] | string>>();
  return checkFormFills(definition.documents ?? [], (file) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = templateFields(db, formId, file).then((answer) => (answer.ok ? answer.fields : answer.message));
      cache.set(file, entry);
    }
    return entry;
  }, definition.elements);
}
