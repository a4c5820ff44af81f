// Flowing rich text names each font once per page: pdf-lib's drawText added a font resource (a new random name, kept
// by pdf-lib for the life of the process) for every string drawn, which made long documents large and slow.
import { PDFContext, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import type { RichTextNode } from '../definition/documents.ts';
import fontkit from '@pdf-lib/fontkit';
import { FontSet } from './fonts.ts';
import { nodeFontLoader } from './node.ts';
import { decisionsFromPlan, renderDocuments } from './render.ts';
import { flowDocument, sampleInput } from './test-fixtures.ts';

function flow(paragraphs: number) {
  const content: RichTextNode[] = [];
  for (let i = 0; i < paragraphs; i++)
    content.push({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Terms ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'Each party shall keep the personal property now in his or her possession. '.repeat(3), ...(i % 2 ? { marks: [{ type: 'underline' }] } : {}) },
      ],
    });
  return flowDocument({ uid: 'acttext1', title: 'Terms', type: 'text-editor', location: { page: 1 }, fontSize: 12, savedData: { text: { type: 'doc', content } }, laterPageCaption: 'Decree' });
}

describe('flowing rich text', () => {
  it('names each font it uses once per page, however many lines the page has', async () => {
    const result = await renderDocuments(sampleInput({ documents: [flow(60)], decisions: decisionsFromPlan({}) }));
    const pdf = await PDFDocument.load(result.bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(3);
    for (const page of pdf.getPages()) {
      const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
      // regular and bold; the pages after the first also carry the caption in the regular font
      expect(fonts?.keys().length).toBeLessThanOrEqual(2);
    }
  });

  it("compresses its pages without pdf-lib's flateStream, whose buffers (about 270 KB a stream) raised a long flow's peak memory", async () => {
    const flateStreams = vi.spyOn(PDFContext.prototype, 'flateStream');
    try {
      const streamsFor = async (paragraphs: number) => {
        flateStreams.mockClear();
        const result = await renderDocuments(sampleInput({ documents: [flow(paragraphs)], decisions: decisionsFromPlan({}) }));
        return { pages: result.pageCount, streams: flateStreams.mock.calls.length };
      };
      const short = await streamsFor(10);
      const long = await streamsFor(120);
      expect(long.pages).toBeGreaterThan(short.pages + 5);
      // what is left is pdf-lib's own (the fonts embedded), as many for a long flow as for a short one
      expect(long.streams).toBe(short.streams);
    } finally {
      flateStreams.mockRestore();
    }
  });
});

describe('a font of the PDF', () => {
  it('encodes text as pdf-lib encodes it, character by character from its cache', async () => {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const font = await new FontSet(pdf, nodeFontLoader()).get(undefined, 'Regular');
    for (const text of ['Zoë Ångström-Núñez', 'the same words, the same words', 'a\u{1F600}b', ''])
      expect(font.encode(text)).toBe(font.font.encodeText(text).toString());
  });
});
