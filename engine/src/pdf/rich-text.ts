// Rich text of a text-editor action (ProseMirror / tiptap JSON) turned into laid-out lines: dynamic
// blocks replaced by their content, auto-numbering levels numbered, lists and headings, then flowed
// across as many pages as the text needs within the first-page and later-page margins.
import type { AutoNumberingLevel, DynamicBlock, RichTextNode } from '../definition/documents.ts';
import { blockTag } from '../definition/documents.ts';
import type { EmbeddedFont, FontStyle } from './fonts.ts';
import { fontStyle } from './fonts.ts';
import { autoNumberLabel } from './format.ts';
import { LINE_HEIGHT } from './text-box.ts';

// `**TAG**` opens (or is) a block; `**` + `/TAG**` (slash before the tag) closes a static block content area.
export const TAG_PATTERN = /\*\*(\/?)([A-Z0-9_]+)\*\*/g;

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

export interface ImageRef {
  /** Identifies the image for the renderer (a block uid plus source). */
  key: string;
  maxHeight: number;
  /** What the image shows, in words: the tagged PDF's alternate text and the document's reading. */
  alt?: string;
}

export type FlowParagraph =
  | {
      kind: 'text';
      runs: Run[];
      align: 'left' | 'center' | 'right' | 'justify';
      /** Font size factor (headings). */
      scale: number;
      /** A heading's level (1 to 3), for the tagged PDF's structure and the document's reading. */
      heading?: 1 | 2 | 3;
      /** Left indent in points. */
      indent: number;
      marker?: string;
    }
  | { kind: 'image'; image: ImageRef; align: 'left' | 'center' | 'right' | 'justify'; indent: number; caption?: string }
  /** A typed signature: the signer's name on a line of its own, in the handwriting font, a caption under it. */
  | { kind: 'typed-signature'; name: string; align: 'left' | 'center' | 'right' | 'justify'; indent: number; caption?: string };

/**
 * What a block turns into; decided by the renderer (answers, signatures, conditions). A signature (drawn image or
 * typed name) may carry a caption, the signing time, printed small under it.
 */
export type BlockContent =
  | { kind: 'text'; text: string }
  | { kind: 'image'; image: ImageRef | undefined; caption?: string }
  | { kind: 'typed-signature'; name: string; caption?: string }
  | { kind: 'static'; shown: boolean; text: string };

export type BlockResolver = (block: DynamicBlock) => BlockContent;

function tagOf(item: { tag?: string; name: string }): string {
  return item.tag && item.tag.trim() ? item.tag.trim() : blockTag(item.name);
}

function collectText(node: RichTextNode | undefined, out: string[]): void {
  if (!node) return;
  if (typeof node.text === 'string') out.push(node.text);
  for (const child of node.content ?? []) collectText(child, out);
}

/** A block that prints a question's answer (question-input, image-input) naming a question the workflow lacks. */
export interface BlockWithoutQuestion {
  tag: string;
  name: string;
  questionUid: string;
}

/**
 * The Block Checker: tags written in the text that match no defined block or auto-numbering level, and, given the
 * workflow's element uids, the blocks whose source question does not exist (they would print nothing, or their
 * raw tag once the block is removed).
 */
export function checkBlocks(
  text: RichTextNode | string | undefined,
  blocks: DynamicBlock[] = [],
  levels: AutoNumberingLevel[] = [],
  questionUids?: ReadonlySet<string>,
): { unknownTags: string[]; blocksWithoutQuestion: BlockWithoutQuestion[] } {
  const known = new Set([...blocks.map(tagOf), ...levels.map(tagOf)]);
  const parts: string[] = [];
  if (typeof text === 'string') parts.push(text);
  else collectText(text, parts);
  const unknown = new Set<string>();
  for (const part of parts) {
    for (const m of part.matchAll(TAG_PATTERN)) {
      const tag = m[2] ?? '';
      if (!known.has(tag)) unknown.add(tag);
    }
  }
  const blocksWithoutQuestion: BlockWithoutQuestion[] = [];
  if (questionUids)
    for (const block of blocks) {
      if (block.type !== 'question-input' && block.type !== 'image-input') continue;
      const questionUid = block.value;
      if (questionUid && !questionUids.has(questionUid)) blocksWithoutQuestion.push({ tag: tagOf(block), name: block.name, questionUid });
    }
  return { unknownTags: [...unknown], blocksWithoutQuestion };
}

const LIST_INDENT = 18;

function alignOf(node: RichTextNode): 'left' | 'center' | 'right' | 'justify' {
  const a = node.attrs?.textAlign;
  return a === 'center' || a === 'right' || a === 'justify' ? a : 'left';
}

/** Expands the rich text into paragraphs with blocks replaced and numbering applied. */
export function expandRichText(
  doc: RichTextNode | undefined,
  blocks: DynamicBlock[],
  levels: AutoNumberingLevel[],
  resolve: BlockResolver,
): FlowParagraph[] {
  const blocksByTag = new Map(blocks.map((b) => [tagOf(b), b]));
  const levelIndex = new Map(levels.map((l, i) => [tagOf(l), i]));
  const counters = levels.map(() => 0);
  const closers = new Set<string>();
  {
    const parts: string[] = [];
    collectText(doc, parts);
    for (const part of parts) for (const m of part.matchAll(TAG_PATTERN)) if (m[1] === '/') closers.add(m[2] ?? '');
  }
  const suppress: string[] = [];
  const out: FlowParagraph[] = [];

  const textBlock = (node: RichTextNode, indent: number, marker: string | undefined, scale: number, forceBold: boolean, heading?: 1 | 2 | 3) => {
    const align = alignOf(node);
    let runs: Run[] = [];
    let hadContent = false;
    let keptContent = false;
    let numberMarker: string | undefined;
    let numberIndent = 0;
    const push = (text: string, run: Omit<Run, 'text'>) => {
      if (!text) return;
      runs.push({ text, ...run });
      keptContent = true;
    };
    const flush = (final: boolean) => {
      const empty = runs.every((r) => r.text.trim() === '');
      if (!empty || (final && !hadContent) || numberMarker) {
        out.push({ kind: 'text', runs, align, scale, indent: indent + numberIndent, marker: numberMarker ?? marker, ...(heading ? { heading } : {}) });
        marker = undefined;
        numberMarker = undefined;
      }
      runs = [];
    };
    for (const child of node.content ?? []) {
      if (child.type === 'hardBreak') {
        if (!suppress.length) push('\n', { bold: forceBold, italic: false, underline: false });
        continue;
      }
      if (typeof child.text !== 'string') continue;
      hadContent = true;
      const marks = new Set((child.marks ?? []).map((m) => m.type));
      const style = { bold: forceBold || marks.has('bold'), italic: marks.has('italic'), underline: marks.has('underline') };
      let last = 0;
      for (const m of child.text.matchAll(TAG_PATTERN)) {
        const start = m.index ?? 0;
        if (!suppress.length) push(child.text.slice(last, start), style);
        last = start + m[0].length;
        const closing = m[1] === '/';
        const tag = m[2] ?? '';
        if (suppress.length) {
          if (closing && suppress[suppress.length - 1] === tag) suppress.pop();
          else if (!closing && closers.has(tag) && blocksByTag.get(tag)?.type === 'static-block') suppress.push(tag);
          continue;
        }
        if (closing) continue;
        const level = levelIndex.get(tag);
        if (level !== undefined) {
          counters[level] = (counters[level] ?? 0) + 1;
          for (let i = level + 1; i < counters.length; i++) counters[i] = 0;
          const def = levels[level];
          if (def) numberMarker = `${autoNumberLabel(def.type, counters[level] ?? 1)}.`;
          numberIndent = level * LIST_INDENT;
          continue;
        }
        const block = blocksByTag.get(tag);
        if (!block) {
          push(m[0], style); // unknown tags stay visible; checkBlocks reports them
          continue;
        }
        const content = resolve(block);
        if (content.kind === 'text') push(content.text, style);
        else if (content.kind === 'static') {
          if (closers.has(tag)) {
            if (!content.shown) suppress.push(tag);
          } else if (content.shown) push(content.text, style);
        } else if (content.kind === 'typed-signature') {
          flush(false);
          out.push({ kind: 'typed-signature', name: content.name, align, indent, ...(content.caption ? { caption: content.caption } : {}) });
        } else if (content.image) {
          flush(false);
          out.push({ kind: 'image', image: content.image, align, indent, ...(content.caption ? { caption: content.caption } : {}) });
        }
      }
      if (!suppress.length) push(child.text.slice(last), style);
    }
    if (keptContent || !hadContent || numberMarker) flush(true);
  };

  const walk = (node: RichTextNode, indent: number, marker: string | undefined): void => {
    switch (node.type) {
      case 'paragraph':
        textBlock(node, indent, marker, 1, false);
        return;
      case 'heading': {
        const level = Number(node.attrs?.level ?? 1);
        textBlock(node, indent, marker, level <= 1 ? 1.5 : level === 2 ? 1.3 : 1.15, true, level <= 1 ? 1 : level === 2 ? 2 : 3);
        return;
      }
      case 'bulletList':
      case 'orderedList': {
        let n = Number(node.attrs?.start ?? 1);
        for (const item of node.content ?? []) {
          const itemMarker = node.type === 'bulletList' ? '\u2022' : `${n++}.`;
          let first = true;
          for (const child of item.content ?? []) {
            walk(child, indent + LIST_INDENT, first ? itemMarker : undefined);
            first = false;
          }
        }
        return;
      }
      default:
        for (const child of node.content ?? []) walk(child, indent, marker);
    }
  };
  if (doc) walk(doc, 0, undefined);
  return out;
}

export interface FlowFonts {
  get(style: FontStyle): EmbeddedFont;
  /** The handwriting font of typed signatures (the regular font when not given). */
  handwriting?: EmbeddedFont;
}

/** A typed signature in flowing text is drawn this many times the text's size, less if the line is narrower. */
export const TYPED_SIGNATURE_SCALE = 2;
/** The caption under a signature (its signing time), relative to the text's size. */
export const SIGNATURE_CAPTION_SCALE = 0.7;

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** What flowing text draws; `block` is the index of the paragraph it belongs to (its structure element). */
export type DrawOp =
  | { kind: 'text'; x: number; y: number; text: string; font: EmbeddedFont; size: number; underline: boolean; block: number }
  | { kind: 'image'; x: number; y: number; width: number; height: number; image: ImageRef; block: number };

export interface ImageSizer {
  (image: ImageRef): { width: number; height: number } | undefined;
}

interface Piece {
  text: string;
  font: EmbeddedFont;
  underline: boolean;
  space: boolean;
  width: number;
  newline?: boolean;
}

/**
 * Lays the paragraphs out from the top of the first box; when a line does not fit, continues on a new
 * page (laterBox). Returns the draw operations of each page, first page first. Linear in the text.
 * `onPage`, when given, gets each page's operations as soon as the page is full (and the page returned is then
 * empty): a long text is drawn page by page instead of holding every page's operations until the end.
 */
export function flowParagraphs(
  paragraphs: FlowParagraph[],
  fonts: FlowFonts,
  baseSize: number,
  firstBox: Box,
  laterBox: Box,
  sizeImage: ImageSizer,
  onPage?: (ops: DrawOp[], index: number) => void,
): DrawOp[][] {
  const pages: DrawOp[][] = [[]];
  let box = firstBox;
  let y = box.top;
  let current = pages[0] as DrawOp[];
  const pageDone = () => {
    if (!onPage) return;
    onPage(current, pages.length - 1);
    pages[pages.length - 1] = [];
  };
  const newPage = () => {
    pageDone();
    current = [];
    pages.push(current);
    box = laterBox;
    y = box.top;
  };
  const contentWidth = () => box.right - box.left;

  const xFor = (align: string, indent: number, width: number) =>
    align === 'center' ? box.left + (contentWidth() - width) / 2 : align === 'right' ? box.right - width : box.left + indent;
  /** The paragraph being laid out: what its operations belong to. */
  let block = -1;
  /** The small lines under a signature, wrapped to the line's width, kept on the signature's page when they fit. */
  const caption = (text: string | undefined, align: string, indent: number) => {
    if (!text) return;
    const font = fonts.get('Regular');
    const size = baseSize * SIGNATURE_CAPTION_SCALE;
    const ascent = font.font.heightAtSize(size, { descender: false });
    for (const line of wrapWords(text, font, size, Math.max(size, contentWidth() - indent))) {
      if (y - size * LINE_HEIGHT < box.bottom && y < box.top) newPage();
      const width = font.width(line, size);
      current.push({ kind: 'text', x: xFor(align, indent, width), y: y - ascent, text: line, font, size, underline: false, block });
      y -= size * LINE_HEIGHT;
    }
  };

  // A one-line paragraph just before a signature or picture ('Petitioner:') is its label: when the signature
  // moves to a new page, the label goes with it.
  let label: { ops: DrawOp[]; page: DrawOp[]; top: number } | undefined;
  const breakKeepingLabel = () => {
    const kept = label && label.page === current && label.top > y ? label : undefined;
    if (kept) current.splice(current.length - kept.ops.length, kept.ops.length);
    const shift = kept ? kept.top - y : 0;
    newPage();
    if (!kept) return;
    const dy = box.top - kept.top;
    for (const op of kept.ops) current.push({ ...op, y: op.y + dy });
    y = box.top - shift;
  };

  for (const para of paragraphs) {
    block += 1;
    const top = y;
    const opsBefore = current.length;
    const pageBefore = current;
    if (para.kind === 'typed-signature') {
      const font = fonts.handwriting ?? fonts.get('Regular');
      const size = Math.max(baseSize, Math.min(baseSize * TYPED_SIGNATURE_SCALE, (contentWidth() - para.indent) / Math.max(1e-6, font.width(para.name, 1))));
      const ascent = font.font.heightAtSize(size, { descender: false });
      const height = font.font.heightAtSize(size);
      const captionHeight = para.caption ? baseSize * SIGNATURE_CAPTION_SCALE * LINE_HEIGHT : 0;
      if (y - height - captionHeight < box.bottom && y < box.top) breakKeepingLabel();
      const width = font.width(para.name, size);
      current.push({ kind: 'text', x: xFor(para.align, para.indent, width), y: y - ascent, text: para.name, font, size, underline: false, block });
      y -= height + size * 0.12; // script capitals and descenders reach past the font's box
      caption(para.caption, para.align, para.indent);
      y -= baseSize * 0.35;
      label = undefined;
      continue;
    }
    if (para.kind === 'image') {
      const natural = sizeImage(para.image);
      if (!natural) {
        label = undefined;
        continue;
      }
      const maxW = Math.max(1, contentWidth() - para.indent);
      const scale = Math.min(1, maxW / natural.width, para.image.maxHeight / natural.height, (box.top - box.bottom) / natural.height);
      const width = natural.width * scale;
      const height = natural.height * scale;
      if (y - height < box.bottom && y < box.top) breakKeepingLabel();
      current.push({ kind: 'image', x: xFor(para.align, para.indent, width), y: y - height, width, height, image: para.image, block });
      y -= height;
      caption(para.caption, para.align, para.indent);
      y -= baseSize * 0.35;
      label = undefined;
      continue;
    }
    const size = baseSize * para.scale;
    const pieces: Piece[] = [];
    for (const run of para.runs) {
      const font = fonts.get(fontStyle(run.bold, run.italic));
      for (const part of run.text.split(/( +|\n)/)) {
        if (!part) continue;
        if (part === '\n') pieces.push({ text: '', font, underline: false, space: false, width: 0, newline: true });
        else pieces.push({ text: part, font, underline: run.underline, space: part.startsWith(' '), width: font.width(part, size) });
      }
    }
    const regular = fonts.get('Regular');
    const lineHeight = size * LINE_HEIGHT;
    const ascent = regular.font.heightAtSize(size, { descender: false });
    const descent = regular.font.heightAtSize(size) - ascent;
    const markerGap = para.marker ? Math.max(LIST_INDENT, regular.width(para.marker, size) + size * 0.5) : 0;
    const textLeftOffset = para.indent + markerGap;
    let first = true;
    let i = 0;
    do {
      const maxWidth = Math.max(size, contentWidth() - textLeftOffset);
      const line: Piece[] = [];
      let width = 0;
      let endedByNewline = false;
      while (i < pieces.length) {
        const p = pieces[i] as Piece;
        if (p.newline) {
          i++;
          endedByNewline = true;
          break;
        }
        if (p.space && line.length === 0) {
          i++;
          continue;
        }
        if (width + p.width <= maxWidth || (line.length === 0 && !p.space && p.width <= maxWidth)) {
          line.push(p);
          width += p.width;
          i++;
          continue;
        }
        if (p.space) {
          i++;
          break;
        }
        if (line.length === 0) {
          // A word longer than the line: cut it by characters.
          let cut = '';
          for (const ch of p.text) {
            if (cut && p.font.width(cut + ch, size) > maxWidth) break;
            cut += ch;
          }
          const rest = p.text.slice(cut.length);
          line.push({ ...p, text: cut, width: p.font.width(cut, size) });
          width += line[0]?.width ?? 0;
          pieces[i] = { ...p, text: rest, width: p.font.width(rest, size) };
        }
        break;
      }
      while (line.length && line[line.length - 1]?.space) width -= line.pop()?.width ?? 0;
      if (y - ascent - descent < box.bottom && y < box.top) newPage();
      const baseline = y - ascent;
      const left = box.left + textLeftOffset;
      let x = para.align === 'center' ? left + (maxWidth - width) / 2 : para.align === 'right' ? left + maxWidth - width : left;
      // Justified text spreads a line's spare width over its word gaps; the paragraph's last line and a line
      // ended by a hard break stay left-aligned, as in a word processor.
      const gaps = para.align === 'justify' && !endedByNewline && i < pieces.length ? line.filter((piece, n) => n > 0 && piece.space).length : 0;
      const gapExtra = gaps > 0 ? (maxWidth - width) / gaps : 0;
      if (first && para.marker) current.push({ kind: 'text', x: box.left + para.indent, y: baseline, text: para.marker, font: regular, size, underline: false, block });
      // Consecutive pieces in one font and decoration are drawn as one string.
      let k = 0;
      while (k < line.length) {
        const start = line[k] as Piece;
        if (gapExtra && k > 0 && start.space) x += gapExtra;
        let text = start.text;
        let w = start.width;
        k++;
        while (k < line.length && line[k]?.font === start.font && line[k]?.underline === start.underline && !(gapExtra && line[k]?.space)) {
          text += line[k]?.text ?? '';
          w += line[k]?.width ?? 0;
          k++;
        }
        current.push({ kind: 'text', x, y: baseline, text, font: start.font, size, underline: start.underline, block });
        x += w;
      }
      y -= lineHeight;
      first = false;
    } while (i < pieces.length);
    y -= size * 0.35;
    const lines = current === pageBefore ? current.slice(opsBefore) : [];
    label = lines.length > 0 && new Set(lines.map((op) => op.y)).size === 1 ? { ops: lines, page: current, top } : undefined;
  }
  pageDone();
  return pages;
}

/** Splits text into lines no wider than `width` at spaces (a longer word stands alone on its line). */
function wrapWords(text: string, font: EmbeddedFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.width(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
