// The text-editor action's rich-text editor (Tiptap): marks, headings, lists and alignment the renderer prints,
// dynamic blocks inserted as tags (typed '**TAG**' or picked from the list), and auto-numbering levels applied to
// paragraphs. Every change is handed back as the engine's rich text; a change of the draft from outside (undo,
// redo, a renamed block) is loaded back into the editor.
import { NodeViewWrapper, ReactNodeViewRenderer, EditorContent, useEditor, type Editor, type NodeViewProps } from '@tiptap/react';
import { AlignCenter, AlignJustify, AlignLeft, AlignRight } from 'lucide-react';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoNumberingLevel, DynamicBlock, RichTextNode } from '~/engine';
import { DynamicTag, textEditorExtensions } from './extensions';
import { tagOf } from './text-editor-operations';
import { NUMBERING_ATTR, TAG_NODE, toEngine, toTiptap } from './tiptap-mapping';

interface TagInfo {
  name: string;
  kind: 'block' | 'level';
  block?: DynamicBlock;
}

const TagsContext = createContext<Map<string, TagInfo>>(new Map());

/** A tag in the text, shown by its block's name; a tag without a block is marked as such. */
function TagChip({ node, selected }: NodeViewProps) {
  const tags = useContext(TagsContext);
  const tag = String(node.attrs.tag);
  const closing = Boolean(node.attrs.closing);
  const info = tags.get(tag);
  const { t } = useTranslation('documents');
  const label = !info ? `**${closing ? '/' : ''}${tag}**` : closing ? t('textEditor.endOf', { name: info.name }) : info.kind === 'level' ? t('textEditor.numberingOf', { name: info.name }) : info.name;
  return (
    <NodeViewWrapper
      as="span"
      data-tag-chip={tag}
      title={info ? `**${closing ? '/' : ''}${tag}**` : t('textEditor.noBlock')}
      className={`mx-0.5 inline-block rounded px-1.5 text-[0.85em] font-semibold leading-snug ${info ? 'bg-brand-soft text-brand-strong' : 'bg-red-50 text-danger ring-1 ring-danger'} ${selected ? 'ring-2 ring-brand' : ''}`}
    >
      {closing ? '⟧ ' : info?.block?.type === 'static-block' ? '⟦ ' : ''}
      {label}
    </NodeViewWrapper>
  );
}

const ALIGN_ICONS = { left: AlignLeft, center: AlignCenter, right: AlignRight, justify: AlignJustify };

const toolClass = (active: boolean) =>
  `min-h-9 min-w-9 rounded border px-2 text-sm ${active ? 'border-brand bg-brand-soft font-semibold' : 'border-line bg-white'}`;
const selectClass = 'min-h-9 rounded border border-line bg-white px-2 text-sm';

function Tool({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={active} className={toolClass(Boolean(active))} onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
      {children}
    </button>
  );
}

/** What the toolbar shows: re-read on every selection or content change. */
function useToolbarState(editor: Editor | null) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!editor) return;
    const tick = () => setTick((n) => n + 1);
    editor.on('transaction', tick);
    return () => {
      editor.off('transaction', tick);
    };
  }, [editor]);
}

function Toolbar({ editor, blocks, levels }: { editor: Editor; blocks: DynamicBlock[]; levels: AutoNumberingLevel[] }) {
  useToolbarState(editor);
  const { t } = useTranslation('documents');
  const [picked, setPicked] = useState('');
  const chain = () => editor.chain().focus();
  const styleValue = editor.isActive('heading', { level: 1 }) ? 'h1' : editor.isActive('heading', { level: 2 }) ? 'h2' : editor.isActive('heading', { level: 3 }) ? 'h3' : 'p';
  const numbering = editor.isActive('paragraph') ? String(editor.getAttributes('paragraph')[NUMBERING_ATTR] ?? '') : '';
  const choice = picked || (blocks[0] ? tagOf(blocks[0]) : '');
  const pickedBlock = blocks.find((b) => tagOf(b) === choice);
  const insertTag = () => {
    if (!choice) return;
    const tag = (closing: boolean) => ({ type: TAG_NODE, attrs: { tag: choice, closing } });
    if (pickedBlock?.type === 'static-block') {
      // a Conditional Display wraps the selection (or an empty content area) between its opening and closing tags
      const { from, to } = editor.state.selection;
      chain().insertContentAt(to, tag(true)).insertContentAt(from, tag(false)).run();
    } else chain().insertContent(tag(false)).run();
  };
  return (
    <div role="toolbar" aria-label={t('textEditor.toolbar')} className="flex flex-wrap items-center gap-1 border-b border-line bg-canvas p-2">
      <label className="flex items-center gap-1 text-sm">
        <span className="sr-only">{t('textEditor.paragraphStyle')}</span>
        <select
          aria-label={t('textEditor.paragraphStyle')}
          className={selectClass}
          value={styleValue}
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'p') chain().setParagraph().run();
            else chain().setHeading({ level: Number(v.slice(1)) as 1 | 2 | 3 }).run();
          }}
        >
          <option value="p">{t('textEditor.paragraph')}</option>
          <option value="h1">{t('textEditor.heading', { level: 1 })}</option>
          <option value="h2">{t('textEditor.heading', { level: 2 })}</option>
          <option value="h3">{t('textEditor.heading', { level: 3 })}</option>
        </select>
      </label>
      <Tool label={t('textEditor.bold')} active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label={t('textEditor.italic')} active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}>
        <i>I</i>
      </Tool>
      <Tool label={t('textEditor.underline')} active={editor.isActive('underline')} onClick={() => chain().toggleUnderline().run()}>
        <u>U</u>
      </Tool>
      <Tool label={t('textEditor.bulletList')} active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()}>
        {t('textEditor.bulletListShown')}
      </Tool>
      <Tool label={t('textEditor.numberedList')} active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()}>
        {t('textEditor.numberedListShown')}
      </Tool>
      {(['left', 'center', 'right', 'justify'] as const).map((a) => (
        <Tool key={a} label={t(`textEditor.align.${a}`)} active={editor.isActive({ textAlign: a })} onClick={() => chain().setTextAlign(a).run()}>
          {(() => {
            const Icon = ALIGN_ICONS[a];
            return <Icon aria-hidden="true" className="mx-auto size-4" />;
          })()}
        </Tool>
      ))}
      <label className="flex items-center gap-1 text-sm">
        {t('textEditor.numbering')}
        <select
          aria-label={t('textEditor.numberingLevel')}
          className={selectClass}
          value={numbering}
          disabled={!editor.isActive('paragraph')}
          onChange={(e) => chain().updateAttributes('paragraph', { [NUMBERING_ATTR]: e.target.value || null }).run()}
        >
          <option value="">{t('textEditor.none')}</option>
          {levels.map((l) => (
            <option key={l.uid} value={tagOf(l)}>{t('textEditor.levelChoice', { name: l.name, style: t(`textEditor.styles.${l.type}`) })}</option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1 text-sm">
        {t('textEditor.block')}
        <select aria-label={t('textEditor.blockToInsert')} className={selectClass} value={choice} onChange={(e) => setPicked(e.target.value)} disabled={blocks.length === 0}>
          {blocks.length === 0 ? <option value="">{t('textEditor.noBlocks')}</option> : null}
          {blocks.map((b) => (
            <option key={b.uid} value={tagOf(b)}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <Tool label={t('textEditor.insertTag')} onClick={insertTag}>
        {pickedBlock?.type === 'static-block' ? t('textEditor.wrap') : t('textEditor.insert')}
      </Tool>
    </div>
  );
}

export function RichTextEditor({
  text,
  blocks,
  levels,
  onChange,
  onUndo,
  onRedo,
}: {
  text: RichTextNode | undefined;
  blocks: DynamicBlock[];
  levels: AutoNumberingLevel[];
  onChange: (text: RichTextNode) => void;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const { t } = useTranslation('documents');
  const levelTags = useMemo(() => new Set(levels.map(tagOf)), [levels]);
  // what the editor's callbacks read: the latest props, kept up to date after each render
  const [latest] = useState(() => ({ levels, onChange, onUndo, onRedo }));
  useEffect(() => {
    Object.assign(latest, { levels, onChange, onUndo, onRedo });
  }, [latest, levels, onChange, onUndo, onRedo]);
  /**
   * Texts handed out that the draft has not shown back yet: while typing, the draft can come back one keystroke
   * behind the editor, which is not a change from outside. Any other text (undo, redo, a renamed block) is.
   */
  const pending = useRef<(RichTextNode | undefined)[]>([text]);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      ...textEditorExtensions({
        levels: () => latest.levels,
        undo: () => latest.onUndo(),
        redo: () => latest.onRedo(),
      }).filter((e) => e.name !== TAG_NODE),
      DynamicTag.extend({ addNodeView: () => ReactNodeViewRenderer(TagChip, { as: 'span' }) }),
    ],
    content: toTiptap(text, levelTags),
    editorProps: {
      attributes: {
        'aria-label': t('textEditor.clauseText'),
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'text-editor-content min-h-64 px-4 py-3 font-serif leading-relaxed focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = toEngine(e.getJSON() as RichTextNode);
      pending.current.push(next);
      latest.onChange(next);
    },
  });

  useEffect(() => {
    if (!editor) return;
    const behind = pending.current.indexOf(text);
    if (behind >= 0) {
      pending.current = pending.current.slice(behind + 1);
      return;
    }
    pending.current = [];
    const { from } = editor.state.selection;
    editor.commands.setContent(toTiptap(text, levelTags), { emitUpdate: false });
    const end = editor.state.doc.content.size;
    editor.commands.setTextSelection(Math.min(from, Math.max(1, end - 1)));
  }, [editor, text, levelTags]);

  // the numbering labels depend on the levels: redraw them when the levels change
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta('levels', levels));
  }, [editor, levels]);

  const tags = useMemo(() => {
    const map = new Map<string, TagInfo>();
    for (const l of levels) map.set(tagOf(l), { name: l.name, kind: 'level' });
    for (const b of blocks) map.set(tagOf(b), { name: b.name, kind: 'block', block: b });
    return map;
  }, [blocks, levels]);

  return (
    <TagsContext.Provider value={tags}>
      <div className="rounded-lg border border-line bg-white">
        {editor ? <Toolbar editor={editor} blocks={blocks} levels={levels} /> : null}
        <EditorContent editor={editor} />
      </div>
    </TagsContext.Provider>
  );
}
