import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readTemplatePdf } from './read-template.ts';

async function pdfOf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([612, 792]);
  return pdf.save();
}

describe('reading an uploaded template', () => {
  it('a PDF gives its page count and page sizes', async () => {
    expect(await readTemplatePdf(await pdfOf(2))).toEqual({
      ok: true,
      pageCount: 2,
      pageSizes: [
        { width: 612, height: 792 },
        { width: 612, height: 792 },
      ],
    });
  });

  it('a file without a PDF header is not a PDF', async () => {
    expect(await readTemplatePdf(new TextEncoder().encode('hello'))).toMatchObject({ ok: false, problem: 'not-pdf' });
  });

  it('a PDF cut short is corrupt', async () => {
    const bytes = await pdfOf(3);
    const reading = await readTemplatePdf(bytes.subarray(0, 400));
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(['corrupt', 'no-pages']).toContain(reading.problem);
  });
});

describe('reading an uploaded page image', () => {
  it('a PNG gives its size; a file with a PNG signature but no image is corrupt; text is no image', async () => {
    const { readTemplateImage } = await import('./read-template.ts');
    const { readFileSync } = await import('node:fs');
    const png = new Uint8Array(
      readFileSync(new URL('../../../templates/workflows/pdf/court-seal.png', import.meta.url)),
    );
    expect(await readTemplateImage(png)).toMatchObject({ ok: true, format: 'png' });
    expect(await readTemplateImage(png.subarray(0, 40))).toMatchObject({ ok: false, problem: 'corrupt' });
    expect(await readTemplateImage(new TextEncoder().encode('GIF89a'))).toMatchObject({
      ok: false,
      problem: 'not-image',
    });
  });
});
