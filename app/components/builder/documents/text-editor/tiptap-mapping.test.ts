import { getSchema } from '@tiptap/core';
import { Node as PmNode } from '@tiptap/pm/model';
import fc from 'fast-check';
import { expandRichText } from '~/engine.server';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AUTO_NUMBERING_TYPES, type AutoNumberingLevel, type RichTextNode, type WorkflowDefinition } from '~/engine';
import { numberingLabels, textEditorExtensions } from './extensions';
import { NUMBERING_ATTR, TAG_NODE, toEngine, toTiptap } from './tiptap-mapping';

const schema = getSchema(textEditorExtensions());
const LEVELS = new Set(['ARTICLE', 'SECTION']);

/** Through Tiptap's real schema, as the editor loads and hands back a document. */
const throughEditor = (doc: RichTextNode) => PmNode.fromJSON(schema, doc).toJSON() as RichTextNode;
const roundTrip = (doc: RichTextNode, levels = LEVELS) => toEngine(throughEditor(toTiptap(doc, levels)));

const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const text = (value: string, ...marks: string[]): RichTextNode =>
  marks.length ? { type: 'text', text: value, marks: marks.map((type) => ({ type })) } : { type: 'text', text: value };
const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });

describe('the Tiptap mapping of the text-editor action', () => {
  it.each([['bold'], ['italic'], ['underline'], ['bold', 'italic', 'underline']])('keeps the %s mark both ways', (...marks) => {
    const stored = doc(paragraph(text('plain '), text('marked', ...marks), text(' plain')));
    expect(roundTrip(stored)).toEqual(stored);
  });

  it('keeps headings, lists, hard breaks and alignment both ways', () => {
    const stored = doc(
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('Terms')] },
      { type: 'paragraph', attrs: { textAlign: 'justify' }, content: [text('one'), { type: 'hardBreak' }, text('two')] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('a'))] }] },
      { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [paragraph(text('b', 'italic'))] }] },
    );
    expect(roundTrip(stored)).toEqual(stored);
  });

  it.each([
    ['an answer block', 'Married on **MARRIAGE_DATE**.'],
    ['a block alone', '**PETITIONER_NAME**'],
    ['two blocks side by side', '**A****B** and **C_2**'],
    ['a static block with its content area', '**CHILDREN_CLAUSE**Custody is shared.**/CHILDREN_CLAUSE**'],
  ])('turns %s into tag nodes and back into the same text', (_, written) => {
    const stored = doc(paragraph(text(written)));
    const tiptap = toTiptap(stored, LEVELS);
    const tags = tiptap.content![0]!.content!.filter((n) => n.type === TAG_NODE);
    expect(tags.length).toBe(written.match(/\*\*\/?[A-Z0-9_]+\*\*/g)!.length);
    expect(written).toContain(`**${tags[0]!.attrs!.closing ? '/' : ''}${String(tags[0]!.attrs!.tag)}**`);
    expect(roundTrip(stored)).toEqual(stored);
  });

  it('keeps the marks of the text a tag was written in', () => {
    const stored = doc(paragraph(text('Signed by **PET_SIGNATURE** today', 'bold', 'underline')));
    const tag = toTiptap(stored, LEVELS).content![0]!.content![1]!;
    expect(tag).toEqual({ type: TAG_NODE, attrs: { tag: 'PET_SIGNATURE', closing: false }, marks: [{ type: 'bold' }, { type: 'underline' }] });
    expect(roundTrip(stored)).toEqual(stored);
  });

  it('makes a level tag opening a paragraph the paragraph numbering, and writes it back', () => {
    const stored = doc(
      paragraph(text('**ARTICLE** Property', 'bold')),
      paragraph(text('**SECTION** Each keeps **NAME**.')),
      paragraph(text('**SECTION** ')),
      paragraph(text('Not a level: **CLAUSE** here')),
    );
    const tiptap = toTiptap(stored, LEVELS);
    expect(tiptap.content!.map((p) => p.attrs?.[NUMBERING_ATTR])).toEqual(['ARTICLE', 'SECTION', 'SECTION', undefined]);
    expect(tiptap.content![0]!.content).toEqual([text('Property', 'bold')]);
    expect(roundTrip(stored)).toEqual(stored);
  });

  it.each(AUTO_NUMBERING_TYPES.map((type) => [type]))('numbers paragraphs of a %s level as the renderer does', (type) => {
    const levels: AutoNumberingLevel[] = [
      { uid: 'lvl001', name: 'Article', tag: 'ARTICLE', type },
      { uid: 'lvl002', name: 'Section', tag: 'SECTION', type: 'Numbers' },
    ];
    const stored = doc(
      paragraph(text('**ARTICLE** One')),
      paragraph(text('**SECTION** a')),
      paragraph(text('**SECTION** b')),
      paragraph(text('**ARTICLE** Two')),
      paragraph(text('**SECTION** c')),
    );
    const node = PmNode.fromJSON(schema, toTiptap(stored, LEVELS));
    const labels = [...numberingLabels(node, levels).values()];
    const first = { Numbers: '1', 'Uppercase Letters': 'A', 'Lowercase Letters': 'a', 'Uppercase Roman Numerals': 'I', 'Lowercase Roman Numerals': 'i' }[type];
    const second = { Numbers: '2', 'Uppercase Letters': 'B', 'Lowercase Letters': 'b', 'Uppercase Roman Numerals': 'II', 'Lowercase Roman Numerals': 'ii' }[type];
    expect(labels).toEqual([`${first}.`, '1.', '2.', `${second}.`, '1.']);
    expect(roundTrip(stored)).toEqual(stored);
  });

  it('writes the editor document in normal form: no null attributes, no empty text, neighbours joined', () => {
    const fromEditor: RichTextNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { textAlign: null, [NUMBERING_ATTR]: 'SECTION' },
          content: [text('a'), text(''), text('b'), { type: TAG_NODE, attrs: { tag: 'X', closing: true } }],
        },
        { type: 'paragraph', attrs: { textAlign: null, [NUMBERING_ATTR]: null } },
      ],
    };
    expect(toEngine(fromEditor)).toEqual(doc(paragraph(text('**SECTION** ab**/X**')), { type: 'paragraph' }));
  });

  it('gives an empty action one empty paragraph to type in', () => {
    expect(throughEditor(toTiptap(undefined, LEVELS))).toMatchObject({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

// ---- generated documents: engine -> Tiptap (through its schema) -> engine is the identity ----

const TAGS = ['ARTICLE', 'SECTION', 'NAME', 'CLAUSE', 'PET_SIGNATURE'];
const word = fc.oneof(
  fc.constantFrom('the', 'party', 'keeps', ' ', '  ', ', ', '*', '**', 'É', 'x1'),
  fc.constantFrom(...TAGS).map((t) => `**${t}**`),
  fc.constantFrom(...TAGS).map((t) => `**/${t}**`),
);
const marks = fc.subarray(['bold', 'italic', 'underline']);
const segment = fc.oneof(
  { weight: 5, arbitrary: fc.record({ text: fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join('')), marks }) },
  { weight: 1, arbitrary: fc.constant({ hardBreak: true as const }) },
);

/** Inline content in normal form: neighbouring texts of the same marks joined. */
function inline(segments: ({ text: string; marks: string[] } | { hardBreak: true })[], lead: string | null): RichTextNode[] {
  const out: RichTextNode[] = [];
  const all = lead ? [{ text: `**${lead}** `, marks: [] as string[] }, ...segments] : segments;
  for (const s of all) {
    if ('hardBreak' in s) {
      out.push({ type: 'hardBreak' });
      continue;
    }
    const before = out[out.length - 1];
    const node = text(s.text, ...s.marks);
    if (before?.type === 'text' && JSON.stringify(before.marks ?? []) === JSON.stringify(node.marks ?? []))
      out[out.length - 1] = { ...before, text: `${before.text}${s.text}` };
    else out.push(node);
  }
  return out;
}

const align = fc.option(fc.constantFrom('left', 'center', 'right', 'justify'), { nil: undefined });
const paragraphArb = fc
  .record({ segments: fc.array(segment, { maxLength: 5 }), lead: fc.option(fc.constantFrom('ARTICLE', 'SECTION', 'NAME'), { nil: null }), align })
  .map(({ segments, lead, align: a }): RichTextNode => {
    const content = inline(segments, lead);
    return { type: 'paragraph', ...(a ? { attrs: { textAlign: a } } : {}), ...(content.length ? { content } : {}) };
  });
const headingArb = fc
  .record({ level: fc.constantFrom(1, 2, 3), segments: fc.array(segment, { minLength: 1, maxLength: 3 }) })
  .map(({ level, segments }): RichTextNode => {
    const content = inline(segments, null);
    return { type: 'heading', attrs: { level }, ...(content.length ? { content } : {}) };
  });
const listArb = fc
  .record({ ordered: fc.boolean(), start: fc.integer({ min: 1, max: 9 }), items: fc.array(paragraphArb, { minLength: 1, maxLength: 3 }) })
  .map(({ ordered, start, items }): RichTextNode => ({
    type: ordered ? 'orderedList' : 'bulletList',
    ...(ordered ? { attrs: { start } } : {}),
    content: items.map((p) => ({ type: 'listItem', content: [p] })),
  }));
const docArb = fc.array(fc.oneof({ weight: 4, arbitrary: paragraphArb }, headingArb, listArb), { minLength: 1, maxLength: 6 }).map((content) => doc(...content));

describe('the Tiptap mapping on generated documents', () => {
  it('engine -> Tiptap -> engine is the identity', () => {
    fc.assert(
      fc.property(docArb, (stored) => {
        expect(roundTrip(stored)).toEqual(stored);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the Tiptap mapping on the sample stipulation', () => {
  it('gives back a text the renderer lays out the same, paragraph for paragraph', async () => {
    const workflow = JSON.parse(await readFile('templates/workflows/utah-divorce-with-children.json', 'utf8')) as WorkflowDefinition;
    const actions = (workflow.documents ?? []).flatMap((d) => (d.rules ?? []).flatMap((r) => r.actions ?? [])).filter((a) => a.type === 'text-editor');
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) {
      const levels = action.autoNumberingLevels ?? [];
      const tags = new Set(levels.map((l) => l.tag ?? l.name));
      const back = roundTrip(action.savedData!.text!, tags);
      const lay = (text: RichTextNode) =>
        expandRichText(text, action.blocks ?? [], levels, (block) =>
          block.type === 'static-block' ? { kind: 'static', shown: true, text: block.value ?? '' } : { kind: 'text', text: `<${block.name}>` },
        );
      expect(lay(back)).toEqual(lay(action.savedData!.text!));
      // the editor shows the sample's numbered paragraphs as numbered
      expect(JSON.stringify(toTiptap(action.savedData!.text!, tags))).toContain(`"${NUMBERING_ATTR}":"SECTION"`);
    }
  });
});
