// The documents Accord draws are tagged PDFs (issue 32, item 9): a structure tree of headings, paragraphs and figures
// in reading order whose marked content is drawn on the pages, read back as a screen reader's PDF reader does; and the
// same elements are the documents' reading, the text the signing step shows.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { RichTextNode } from '../definition/documents.ts';
import { decisionsFromPlan, renderDocuments } from './render.ts';
import { PdfStructure, readPdfStructure } from './structure.ts';
import { flowDocument, pdfText, sampleInput } from './test-fixtures.ts';

function pdfinfo(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'accord-pdf-')), 'out.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdfinfo', [file], { encoding: 'utf8' });
}

const text = (value: string): RichTextNode => ({ type: 'text', text: value });
const long = 'Each party shall keep the personal property now in his or her possession, free of any claim of the other. '.repeat(6);
const terms: RichTextNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [text('Stipulation and Agreement')] },
    { type: 'paragraph', content: [text('The parties agree to the terms below.')] },
    { type: 'heading', attrs: { level: 2 }, content: [text('Property')] },
    ...Array.from({ length: 12 }, (_, i): RichTextNode => ({ type: 'paragraph', content: [text(`${i + 1}. ${long}`)] })),
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('The house goes to **PET_NAME**.')] }] }] },
  ],
};
const flowing = flowDocument({
  uid: 'acttext1',
  title: 'Terms',
  type: 'text-editor',
  location: { page: 1 },
  fontSize: 12,
  savedData: { text: terms },
  blocks: [{ uid: 'blkpet', name: 'PET_NAME', type: 'question-input', value: 'qpetname' }],
  laterPageCaption: 'Smith v. Smith',
});

describe('a tagged PDF', async () => {
  const result = await renderDocuments(sampleInput({ documents: [flowing], answers: { qpetname: 'Zoë Ångström-Núñez' }, decisions: decisionsFromPlan({}) }));

  it("is tagged as pdfinfo reads it, in English, with headings and paragraphs in reading order under one Document", async () => {
    expect(pdfinfo(result.bytes)).toMatch(/^Tagged:\s+yes$/m);
    expect(result.pageCount).toBeGreaterThan(1);
    const structure = await readPdfStructure(result.bytes);
    expect(structure).toMatchObject({ marked: true, lang: 'en-US', problems: [] });
    expect(structure.kinds).toEqual(['H1', 'P', 'H2', ...Array.from({ length: 12 }, () => 'P'), 'P']);
  });

  it('keeps the running header and page numbers out of the structure, as artifacts', async () => {
    expect(pdfText(result.bytes)).toContain('Page 2 of');
    const pages = (await PDFDocument.load(result.bytes)).getPages();
    expect(pages.length).toBeGreaterThan(1);
    const reading = result.reading.flatMap((d) => d.blocks.map((b) => b.text)).join('\n');
    expect(reading).not.toContain('Smith v. Smith');
    expect(reading).not.toMatch(/Page \d of/);
  });

  it('reads as the text placed on the PDF: each block, the answers filled in, in the order pdftotext finds them', () => {
    const blocks = result.reading.flatMap((d) => d.blocks);
    expect(result.reading.map((d) => d.name)).toEqual(['Flow']);
    expect(blocks.slice(0, 3)).toEqual([
      { kind: 'H1', text: 'Stipulation and Agreement' },
      { kind: 'P', text: 'The parties agree to the terms below.' },
      { kind: 'H2', text: 'Property' },
    ]);
    expect(blocks.at(-1)).toEqual({ kind: 'P', text: '\u2022 The house goes to Zoë Ångström-Núñez.' });
    // a paragraph that goes on over a page break reads on past the next page's running header
    const printed = pdfText(result.bytes).replace(/\s+/g, '').replace(/Smithv\.SmithPage\d+of\d+/g, '');
    let from = 0;
    for (const block of blocks) {
      const at = printed.indexOf(block.text.replace(/\s+/g, ''), from);
      expect(at, block.text).toBeGreaterThanOrEqual(from);
      from = at;
    }
  });

  it('takes up an existing tree again: a page added later is tagged after what is there', async () => {
    const pdf = await PDFDocument.load(result.bytes);
    const page = pdf.addPage();
    const structure = PdfStructure.of(pdf);
    structure.element('H1').wrap(page, () => page.drawText('Certificate of Signing', { x: 50, y: 700 }));
    const reread = await readPdfStructure(await pdf.save());
    expect(reread.problems).toEqual([]);
    expect(reread.kinds.slice(-2)).toEqual(['P', 'H1']);
  });

  it("finds what is wrong in a PDF that is not tagged, or whose structure and pages disagree", async () => {
    const plain = await PDFDocument.create();
    plain.addPage().drawText('Hello');
    expect(await readPdfStructure(await plain.save())).toMatchObject({ marked: false, problems: ['no StructTreeRoot'] });
    const unmarked = await PDFDocument.create();
    const page = unmarked.addPage();
    PdfStructure.of(unmarked).element('P');
    page.drawText('drawn outside any sequence');
    expect((await readPdfStructure(await unmarked.save())).problems).toEqual(['element 0 (P) marks no content']);
  });
});

describe('the sample documents, drawn on templates', () => {
  it('tag every answer, mark and picture Accord draws, each led back by the ParentTree', async () => {
    const result = await renderDocuments(sampleInput({ decisions: decisionsFromPlan({}) }));
    const structure = await readPdfStructure(result.bytes);
    expect(structure.problems).toEqual([]);
    const blocks = result.reading.flatMap((d) => d.blocks);
    expect(structure.kinds).toEqual(blocks.map((b) => b.kind));
    expect(blocks).toContainEqual({ kind: 'P', text: 'Zoë Ångström-Núñez' });
    expect(blocks).toContainEqual({ kind: 'Figure', text: "The petitioner's signature" });
  });
});
