import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DynamicBlock, RichTextNode } from '../definition/documents.ts';
import { FontSet, type EmbeddedFont, type FontStyle } from './fonts.ts';
import { nodeFontLoader } from './node.ts';
import { checkBlocks, expandRichText, flowParagraphs, type DrawOp, type FlowParagraph } from './rich-text.ts';
import { fitText } from './text-box.ts';

const p = (text: string): RichTextNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });
const textOf = (paras: FlowParagraph[]) => paras.map((x) => (x.kind === 'text' ? `${x.marker ? `${x.marker} ` : ''}${x.runs.map((r) => r.text).join('')}` : '[image]'));

let fonts: Map<FontStyle, EmbeddedFont>;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const set = new FontSet(pdf, nodeFontLoader());
  fonts = new Map();
  for (const style of ['Regular', 'Bold', 'Italic', 'BoldItalic'] as const) fonts.set(style, await set.get('Times New Roman', style));
});

describe('the Block Checker', () => {
  it('reports tags in the text that match no block or level', () => {
    const blocks: DynamicBlock[] = [{ uid: 'b1', name: 'Petitioner Name', type: 'question-input' }];
    const result = checkBlocks(doc(p('Between **PETITIONER_NAME** and **RESPONDENT_NAME**, **LEVEL_1** **/PETITIONER_NAME**')), blocks, [
      { uid: 'l1', name: 'Level 1', type: 'Numbers' },
    ]);
    expect(result.unknownTags).toEqual(['RESPONDENT_NAME']);
  });
});

describe('rich text expansion', () => {
  const resolve = (block: DynamicBlock) =>
    block.type === 'static-block' ? { kind: 'static' as const, shown: block.uid === 'shown', text: block.value ?? '' } : { kind: 'text' as const, text: `<${block.name}>` };

  it('replaces question blocks with their content and keeps the surrounding marks', () => {
    const node: RichTextNode = { type: 'paragraph', content: [{ type: 'text', text: 'Name: **NAME**.', marks: [{ type: 'bold' }] }] };
    const [para] = expandRichText(doc(node), [{ uid: 'q', name: 'name', type: 'question-input' }], [], resolve);
    expect(para?.kind === 'text' && para.runs).toEqual([
      { text: 'Name: ', bold: true, italic: false, underline: false },
      { text: '<name>', bold: true, italic: false, underline: false },
      { text: '.', bold: true, italic: false, underline: false },
    ]);
  });

  it('shows the content area of a static block only when its condition holds', () => {
    const blocks: DynamicBlock[] = [
      { uid: 'shown', name: 'Kids', type: 'static-block' },
      { uid: 'hidden', name: 'Alimony', type: 'static-block' },
      { uid: 'inline', name: 'Inline', type: 'static-block', value: 'never printed' },
    ];
    const out = expandRichText(
      doc(p('**KIDS**'), p('Custody clause.'), p('**/KIDS**'), p('**ALIMONY**'), p('Alimony clause.'), p('**/ALIMONY**'), p('End **INLINE**here.')),
      blocks,
      [],
      resolve,
    );
    expect(textOf(out)).toEqual(['Custody clause.', 'End here.']);
  });

  it('numbers nested levels and restarts a deeper level after a higher one', () => {
    const levels = [
      { uid: 'a', name: 'Article', type: 'Uppercase Roman Numerals' as const },
      { uid: 'b', name: 'Section', type: 'Numbers' as const },
      { uid: 'c', name: 'Clause', type: 'Lowercase Letters' as const },
    ];
    const out = expandRichText(
      doc(p('**ARTICLE** One'), p('**SECTION** a'), p('**CLAUSE** x'), p('**CLAUSE** y'), p('**SECTION** b'), p('**ARTICLE** Two'), p('**SECTION** c')),
      [],
      levels,
      resolve,
    );
    expect(textOf(out)).toEqual(['I.  One', '1.  a', 'a.  x', 'b.  y', '2.  b', 'II.  Two', '1.  c']);
    expect(out.map((x) => (x.kind === 'text' ? x.indent : -1))).toEqual([0, 18, 36, 36, 18, 0, 18]);
  });

  it('marks bullet and ordered list items', () => {
    const list = (type: string, items: string[]): RichTextNode => ({ type, content: items.map((t) => ({ type: 'listItem', content: [p(t)] })) });
    const out = expandRichText(doc(list('bulletList', ['a']), list('orderedList', ['b', 'c'])), [], [], resolve);
    expect(textOf(out)).toEqual(['\u2022 a', '1. b', '2. c']);
  });
});

describe('rich text flow', () => {
  const box = { left: 72, right: 540, top: 720, bottom: 72 };
  const paragraphs = (n: number): FlowParagraph[] =>
    Array.from({ length: n }, (_, i) => ({
      kind: 'text' as const,
      align: 'left' as const,
      scale: 1,
      indent: 0,
      runs: [{ text: `Paragraph ${i} `.concat('lorem ipsum dolor sit amet '.repeat(12)), bold: i % 3 === 0, italic: false, underline: false }],
    }));

  it('flows across as many pages as the text needs and keeps every line inside the margins', () => {
    const pages = flowParagraphs(paragraphs(120), { get: (s) => fonts.get(s) as EmbeddedFont }, 12, box, box, () => undefined);
    expect(pages.length).toBeGreaterThan(5);
    for (const ops of pages) {
      for (const op of ops) {
        if (op.kind !== 'text') continue;
        expect(op.x).toBeGreaterThanOrEqual(box.left - 0.01);
        expect(op.x + op.font.width(op.text, op.size)).toBeLessThanOrEqual(box.right + 0.01);
        expect(op.y).toBeGreaterThanOrEqual(box.bottom);
        expect(op.y).toBeLessThanOrEqual(box.top);
      }
    }
  });

  it('justified text reaches the right margin on every line but the last of its paragraph', () => {
    const get = { get: (s: FontStyle) => fonts.get(s) as EmbeddedFont };
    const para: FlowParagraph = { ...(paragraphs(1)[0] as FlowParagraph & { kind: 'text' }), align: 'justify' };
    const [ops] = flowParagraphs([para], get, 12, box, box, () => undefined);
    const lines = new Map<number, { left: number; right: number }>();
    for (const op of ops ?? []) {
      if (op.kind !== 'text') continue;
      const line = lines.get(op.y) ?? { left: Infinity, right: -Infinity };
      line.left = Math.min(line.left, op.x);
      line.right = Math.max(line.right, op.x + op.font.width(op.text, op.size));
      lines.set(op.y, line);
    }
    const ordered = [...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, line]) => line);
    expect(ordered.length).toBeGreaterThan(2);
    for (const line of ordered.slice(0, -1)) {
      expect(line.left).toBeCloseTo(box.left, 1);
      expect(line.right).toBeCloseTo(box.right, 1);
    }
    expect(ordered.at(-1)!.right).toBeLessThan(box.right - 20);
  });

  it('hands each page over as soon as it is full, the same pages it returns when asked for all at once', () => {
    const get = { get: (s: FontStyle) => fonts.get(s) as EmbeddedFont };
    const whole = flowParagraphs(paragraphs(120), get, 12, box, box, () => undefined);
    const handed: DrawOp[][] = [];
    const left = flowParagraphs(paragraphs(120), get, 12, box, box, () => undefined, (ops, index) => {
      expect(index).toBe(handed.length);
      handed.push(ops);
    });
    expect(handed).toEqual(whole);
    expect(left).toEqual(whole.map(() => []));
  });

  it('takes about twice the pages for twice the text (linear flow)', () => {
    const get = { get: (s: FontStyle) => fonts.get(s) as EmbeddedFont };
    const a = flowParagraphs(paragraphs(100), get, 12, box, box, () => undefined).length;
    const b = flowParagraphs(paragraphs(200), get, 12, box, box, () => undefined).length;
    expect(Math.abs(b - 2 * a)).toBeLessThanOrEqual(1);
  });
});

describe('text in a box', () => {
  it('wraps, then shrinks until the text fits, and cuts with an ellipsis only at the smallest size', () => {
    const font = fonts.get('Regular') as EmbeddedFont;
    const short = fitText('Jane Doe', font, 12, 200, 20);
    expect(short).toMatchObject({ size: 12, lines: ['Jane Doe'], truncated: false });
    const long = 'word '.repeat(60).trim();
    const shrunk = fitText(long, font, 12, 100, 60);
    expect(shrunk.size).toBeLessThan(12);
    expect(shrunk.truncated).toBe(false);
    for (const line of shrunk.lines) expect(font.width(line, shrunk.size)).toBeLessThanOrEqual(100);
    expect(font.font.heightAtSize(shrunk.size) + (shrunk.lines.length - 1) * shrunk.lineHeight).toBeLessThanOrEqual(60);
    const cut = fitText('word '.repeat(2000), font, 12, 50, 10);
    expect(cut.truncated).toBe(true);
    expect(cut.lines.at(-1)?.endsWith('\u2026')).toBe(true);
  });
});
