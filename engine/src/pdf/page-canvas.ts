// The text and underlines of flowing rich text, written as one compressed content stream per page. pdf-lib's own
// drawText adds a font resource under a new random name at every call (a 200-page flow made tens of thousands, and
// pdf-lib keeps every name it ever made for the life of the process) and holds each operator as a tree of objects
// until the PDF is saved; here each font gets one name per page and the operators are written as text at once, the
// same operators drawText writes (pdf-lib's drawLinesOfText and drawLine), so the page looks exactly the same.
// The stream is compressed with Node's zlib rather than pdf-lib's flateStream (pako, in JavaScript): pako makes about
// 270 KB of buffers for each stream it compresses (its window, hash chains and pending output), which a 200-page flow
// made 200 times over and the process held until the garbage collector came round, raising its peak memory; zlib
// works in native memory freed when each call returns, and writes the same FlateDecode (zlib) format.
import { deflateSync } from 'node:zlib';
import { cleanText, lineSplit, numberToString, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { EmbeddedFont } from './fonts.ts';

/** pdf-lib's default line height of a page, which its drawText sets for text with line breaks. */
const PAGE_LINE_HEIGHT = 24;

const n = numberToString;
const rgb = (color: RGB) => `${n(color.red)} ${n(color.green)} ${n(color.blue)}`;

export class PageCanvas {
  private content = '';
  private readonly fontKeys = new Map<PDFFont, string>();

  constructor(private readonly page: PDFPage) {}

  /** As page.drawText(text, { x, y, size, font, color }) draws it. */
  text(text: string, options: { x: number; y: number; size: number; font: EmbeddedFont; color: RGB }): void {
    const { font } = options.font;
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref).toString();
      this.fontKeys.set(font, key);
    }
    let shown = '';
    for (const line of lineSplit(cleanText(text))) shown += `${options.font.encode(line)} Tj\nT*\n`;
    this.content += `q\nBT\n${rgb(options.color)} rg\n${key} ${n(options.size)} Tf\n${PAGE_LINE_HEIGHT} TL\n1 0 0 1 ${n(options.x)} ${n(options.y)} Tm\n${shown}ET\nQ\n`;
  }

  /** As page.drawLine(options) draws it. */
  line(options: { start: { x: number; y: number }; end: { x: number; y: number }; thickness: number; color: RGB }): void {
    const { start, end } = options;
    this.content += `q\n${rgb(options.color)} RG\n${n(options.thickness)} w\n[] 0 d\n${n(start.x)} ${n(start.y)} m\n${n(start.x)} ${n(start.y)} m\n${n(end.x)} ${n(end.y)} l\nS\nQ\n`;
  }

  /** Opens or closes a marked-content sequence (a structure element's, or an artifact's) around what follows. */
  mark(operators: string): void {
    this.content += operators;
  }

  /** Adds what was drawn to the page, after what the page shows so far. */
  finish(): void {
    if (!this.content) return;
    const context = this.page.doc.context;
    const compressed = deflateSync(this.content);
    this.page.node.addContentStream(context.register(context.stream(compressed, { Filter: 'FlateDecode' })));
    this.content = '';
  }
}
