// The text-editor action's rich text between the engine's stored model and Tiptap's document, both ways.
//
// The engine stores ProseMirror JSON whose text holds the tags as written: `**TAG**` for a dynamic block or an
// auto-numbering level, `**/TAG**` closing a static block's content area (engine/src/pdf/rich-text.ts). In the
// editor a tag is an inline atom node (`dynamicTag`, showing the block's name) carrying the marks of the text it
// sat in, and a level tag that opens a paragraph ('**SECTION** text') is the paragraph's `numbering` attribute.
// Going back, tags become text again, neighbouring text of the same marks is joined and the numbering tag is
// written back at the paragraph's start. The stored model never changes shape: what the renderer reads is what
// the author wrote.
//
// Documents are compared in their normal form, as ProseMirror produces them: no empty text, no empty marks or
// attrs, no attribute set to null (Tiptap's defaults), and neighbouring text nodes of different marks.
import type { RichTextNode } from '~/engine';

export const TAG_NODE = 'dynamicTag';
export const NUMBERING_ATTR = 'numbering';

type Mark = NonNullable<RichTextNode['marks']>[number];

const TAG = /\*\*(\/?)([A-Z0-9_]+)\*\*/g;
const LEADING_TAG = /^\*\*([A-Z0-9_]+)\*\* /;

const sameMarks = (a: Mark[] | undefined, b: Mark[] | undefined) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

function withMarks(node: RichTextNode, marks: Mark[] | undefined): RichTextNode {
  return marks && marks.length ? { ...node, marks } : node;
}

/** Attributes without nulls; undefined when none are left. */
function cleanAttrs(attrs: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!attrs) return undefined;
  const kept = Object.entries(attrs).filter(([, v]) => v !== null && v !== undefined);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

function node(type: string, attrs: Record<string, unknown> | undefined, rest: Omit<RichTextNode, 'type' | 'attrs'>): RichTextNode {
  const out: RichTextNode = { type };
  const a = cleanAttrs(attrs);
  if (a) out.attrs = a;
  if (rest.text !== undefined) out.text = rest.text;
  if (rest.content && rest.content.length) out.content = rest.content;
  if (rest.marks && rest.marks.length) out.marks = rest.marks;
  return out;
}

/** One engine text node split into text and tag nodes, marks kept on each. */
function splitText(text: RichTextNode): RichTextNode[] {
  const value = text.text ?? '';
  const out: RichTextNode[] = [];
  let last = 0;
  for (const m of value.matchAll(TAG)) {
    const start = m.index ?? 0;
    if (start > last) out.push(withMarks({ type: 'text', text: value.slice(last, start) }, text.marks));
    out.push(withMarks({ type: TAG_NODE, attrs: { tag: m[2], closing: m[1] === '/' } }, text.marks));
    last = start + m[0].length;
  }
  if (last < value.length) out.push(withMarks({ type: 'text', text: value.slice(last) }, text.marks));
  return out;
}

/** Engine rich text -> Tiptap JSON. `levelTags` are the tags of the action's auto-numbering levels. */
export function toTiptap(doc: RichTextNode | undefined, levelTags: ReadonlySet<string>): RichTextNode {
  if (!doc) return { type: 'doc', content: [{ type: 'paragraph' }] };
  const walk = (n: RichTextNode): RichTextNode => {
    if (n.type === 'text') return n;
    let content = n.content;
    let attrs = n.attrs;
    if (n.type === 'paragraph' && content?.[0]?.type === 'text') {
      const first = content[0];
      const m = LEADING_TAG.exec(first.text ?? '');
      if (m && levelTags.has(m[1]!)) {
        const rest = (first.text ?? '').slice(m[0].length);
        if (rest) {
          attrs = { ...attrs, [NUMBERING_ATTR]: m[1] };
          content = [{ ...first, text: rest }, ...content.slice(1)];
        } else if (content.length === 1 && !first.marks?.length) {
          attrs = { ...attrs, [NUMBERING_ATTR]: m[1] };
          content = [];
        }
      }
    }
    const children = content?.flatMap((c) => (c.type === 'text' ? splitText(c) : [walk(c)]));
    const out: RichTextNode = { ...n, content: children };
    if (attrs) out.attrs = attrs;
    if (!children?.length) delete out.content;
    return out;
  };
  return walk(doc);
}

/** Tiptap JSON -> engine rich text, in normal form. */
export function toEngine(doc: RichTextNode): RichTextNode {
  const walk = (n: RichTextNode): RichTextNode => {
    if (n.type === 'text') return node('text', n.attrs, { text: n.text ?? '', marks: n.marks });
    const { [NUMBERING_ATTR]: numbering, ...attrs } = n.attrs ?? {};
    const inline: RichTextNode[] = [];
    for (const child of n.content ?? []) {
      const piece =
        child.type === TAG_NODE
          ? node('text', undefined, { text: `**${child.attrs?.closing ? '/' : ''}${String(child.attrs?.tag ?? '')}**`, marks: child.marks })
          : walk(child);
      if (piece.type === 'text' && !piece.text) continue;
      const before = inline[inline.length - 1];
      if (piece.type === 'text' && before?.type === 'text' && sameMarks(before.marks, piece.marks))
        inline[inline.length - 1] = { ...before, text: `${before.text ?? ''}${piece.text ?? ''}` };
      else inline.push(piece);
    }
    if (typeof numbering === 'string' && numbering) {
      const prefix = `**${numbering}** `;
      const first = inline[0];
      if (first?.type === 'text') inline[0] = { ...first, text: `${prefix}${first.text ?? ''}` };
      else inline.unshift({ type: 'text', text: prefix });
    }
    return node(n.type, attrs, { content: inline, marks: n.marks });
  };
  return walk(doc);
}
