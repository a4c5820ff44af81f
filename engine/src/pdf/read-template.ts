// Reads an uploaded PDF the way rendering will load it as a template, so an upload the renderer could not use is
// refused when it is made, not when someone's documents are rendered: the same header, encryption and page checks.
import { PDFDocument } from 'pdf-lib';
import { type FormReading, readFormFields } from './form-fields.ts';

export type TemplateProblem = 'not-pdf' | 'encrypted' | 'corrupt' | 'no-pages';

export type TemplateReading =
  | {
      ok: true;
      pageCount: number;
      pageSizes: { width: number; height: number }[];
      /** The form's fields (a fillable PDF), or why they cannot be used; absent when the PDF has no form. */
      form?: FormReading;
    }
  | { ok: false; problem: TemplateProblem; detail: string };

export async function readTemplatePdf(bytes: Uint8Array): Promise<TemplateReading> {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!head.includes('%PDF-')) return { ok: false, problem: 'not-pdf', detail: 'no %PDF- header' };
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    return { ok: false, problem: /encrypt/i.test(message) ? 'encrypted' : 'corrupt', detail: message };
  }
  let pages;
  try {
    pages = pdf.getPages();
  } catch (error) {
    return { ok: false, problem: 'corrupt', detail: (error as Error).message ?? String(error) };
  }
  if (pages.length === 0) return { ok: false, problem: 'no-pages', detail: 'no readable page' };
  // a copy of one page proves the page tree holds real pages, as rendering will copy them
  try {
    await PDFDocument.create().then((copy) => copy.copyPages(pdf, [0]));
  } catch (error) {
    return { ok: false, problem: 'corrupt', detail: (error as Error).message ?? String(error) };
  }
  const pageSizes = pages.map((page) => page.getSize());
  const form = await readFormFields(pdf);
  const hasForm = !form.ok || form.fields.length > 0;
  return { ok: true, pageCount: pages.length, pageSizes, ...(hasForm ? { form } : {}) };
}

export type ImageReading =
  | { ok: true; format: 'png' | 'jpeg'; width: number; height: number }
  | { ok: false; problem: 'not-image' | 'corrupt'; detail: string };

/** An uploaded page image, read as rendering will embed it: PNG or JPEG (pdf-lib embeds no other kind). */
export async function readTemplateImage(bytes: Uint8Array): Promise<ImageReading> {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!png && !jpeg) return { ok: false, problem: 'not-image', detail: 'neither a PNG nor a JPEG signature' };
  try {
    const pdf = await PDFDocument.create();
    const image = png ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    return { ok: true, format: png ? 'png' : 'jpeg', width: image.width, height: image.height };
  } catch (error) {
    return { ok: false, problem: 'corrupt', detail: (error as Error).message ?? String(error) };
  }
}
