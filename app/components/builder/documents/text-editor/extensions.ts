// Tiptap's schema for the text-editor action: the nodes and marks the engine's rich text has (paragraphs,
// headings, bullet and numbered lists, hard breaks; bold, italic, underline; alignment), the dynamic-block tag
// node, the paragraphs' auto-numbering level with its label drawn beside the paragraph, and the builder's
// undo and redo on the keyboard (the draft's history, not a second one inside the editor).
import { Extension, InputRule, Node, type Extensions } from '@tiptap/core';
import TextAlign from '@tiptap/extension-text-align';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import { autoNumberLabel, type AutoNumberingLevel } from '~/engine';
import { NUMBERING_ATTR, TAG_NODE } from './tiptap-mapping';
import { tagOf } from './text-editor-operations';

export const DynamicTag = Node.create({
  name: TAG_NODE,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  // before the bold mark's '**text**' rule: a typed '**TAG**' is a tag, not bold text
  priority: 1000,
  addAttributes() {
    return {
      tag: { default: '', parseHTML: (el) => el.getAttribute('data-tag') ?? '', renderHTML: (a) => ({ 'data-tag': a.tag as string }) },
      closing: {
        default: false,
        parseHTML: (el) => el.getAttribute('data-closing') === 'true',
        renderHTML: (a) => ({ 'data-closing': String(a.closing) }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-tag]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', HTMLAttributes, `**${node.attrs.closing ? '/' : ''}${String(node.attrs.tag)}**`];
  },
  renderText({ node }) {
    return `**${node.attrs.closing ? '/' : ''}${String(node.attrs.tag)}**`;
  },
  addInputRules() {
    const type = this.type;
    return [
      // (not nodeInputRule: it keeps the text before its first group, here the closing tag's slash)
      new InputRule({
        find: /\*\*(\/?)([A-Z0-9_]+)\*\*$/,
        handler: ({ state, range, match }) => {
          const marks = state.doc.resolve(range.from).marks();
          state.tr.replaceWith(range.from, range.to, type.create({ tag: match[2], closing: match[1] === '/' }, null, marks));
        },
      }),
    ];
  },
});

/** Each numbered paragraph's label ('IV.'), counted as the renderer counts: a level resets the deeper ones. */
export function numberingLabels(doc: PmNode, levels: readonly AutoNumberingLevel[]): Map<number, string> {
  const index = new Map(levels.map((l, i) => [tagOf(l), i]));
  const counters = levels.map(() => 0);
  const labels = new Map<number, string>();
  const count = (tag: unknown, pos: number) => {
    const i = typeof tag === 'string' ? index.get(tag) : undefined;
    if (i === undefined) return;
    counters[i] = (counters[i] ?? 0) + 1;
    for (let j = i + 1; j < counters.length; j++) counters[j] = 0;
    labels.set(pos, `${autoNumberLabel(levels[i]!.type, counters[i]!)}.`);
  };
  doc.descendants((node, pos) => {
    if (node.type.name === 'paragraph' && node.attrs[NUMBERING_ATTR]) count(node.attrs[NUMBERING_ATTR], pos);
    if (node.type.name === TAG_NODE && !node.attrs.closing) count(node.attrs.tag, pos);
    return true;
  });
  return labels;
}

export interface NumberingOptions {
  levels: () => readonly AutoNumberingLevel[];
}

const numberingKey = new PluginKey('numbering');

export const Numbering = Extension.create<NumberingOptions>({
  name: 'numbering',
  addOptions() {
    return { levels: () => [] };
  },
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph'],
        attributes: {
          [NUMBERING_ATTR]: {
            default: null,
            parseHTML: (el) => el.getAttribute('data-numbering'),
            renderHTML: (a) => (a[NUMBERING_ATTR] ? { 'data-numbering': a[NUMBERING_ATTR] as string } : {}),
          },
        },
      },
    ];
  },
  addProseMirrorPlugins() {
    const levels = this.options.levels;
    return [
      new Plugin({
        key: numberingKey,
        props: {
          decorations(state) {
            const found: Decoration[] = [];
            for (const [pos, label] of numberingLabels(state.doc, levels())) {
              const node = state.doc.nodeAt(pos);
              if (node?.type.name !== 'paragraph') continue;
              found.push(
                Decoration.widget(
                  pos + 1,
                  () => {
                    const span = document.createElement('span');
                    span.className = 'numbering-label';
                    span.style.fontWeight = '600';
                    span.style.userSelect = 'none';
                    span.textContent = `${label} `;
                    span.contentEditable = 'false';
                    return span;
                  },
                  { side: -1, key: `${pos}-${label}` },
                ),
              );
            }
            return DecorationSet.create(state.doc, found);
          },
        },
      }),
    ];
  },
});

export interface HistoryKeysOptions {
  undo: () => void;
  redo: () => void;
}

/** Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) in the editor step through the builder's history. */
export const HistoryKeys = Extension.create<HistoryKeysOptions>({
  name: 'builderHistoryKeys',
  addOptions() {
    return { undo: () => {}, redo: () => {} };
  },
  addKeyboardShortcuts() {
    const run = (f: () => void) => () => {
      f();
      return true;
    };
    return { 'Mod-z': run(this.options.undo), 'Mod-y': run(this.options.redo), 'Shift-Mod-z': run(this.options.redo) };
  },
});

/** The engine's nodes and marks, nothing more: the renderer would not print the others. */
export function textEditorExtensions(options: Partial<NumberingOptions & HistoryKeysOptions> = {}): Extensions {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: false,
      undoRedo: false,
      heading: { levels: [1, 2, 3] },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
    DynamicTag,
    Numbering.configure(options.levels ? { levels: options.levels } : {}),
    HistoryKeys.configure({ undo: options.undo ?? (() => {}), redo: options.redo ?? (() => {}) }),
  ];
}
