// Fonts for rendered documents: the four font families of the builder mapped to metric-compatible open
// fonts (Carlito for Calibri, Tinos for Times New Roman, Arimo for Arial and Helvetica), loaded through an
// injected loader so the same code runs in Node (files in engine/fonts) and in the browser (by URL).
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { FontFamily } from '../definition/documents.ts';

export type FontStyle = 'Regular' | 'Bold' | 'Italic' | 'BoldItalic';

/** Returns the bytes of a TTF file of engine/fonts, e.g. 'Tinos-Bold.ttf'. */
export type FontLoader = (fileName: string) => Promise<Uint8Array>;

const FAMILY_FILES: Record<FontFamily, string> = {
  Calibri: 'Carlito',
  'Times New Roman': 'Tinos',
  Arial: 'Arimo',
  Helvetica: 'Arimo',
};

export const DEFAULT_FONT_FAMILY: FontFamily = 'Times New Roman';

/**
 * The handwriting font a typed signature is drawn in, on the page (CSS) and in the PDF: Dancing Script
 * (SIL OFL 1.1, engine/fonts/LICENSE-dancing-script.txt), a script face that reads as a signature and covers Latin.
 */
export const HANDWRITING_FONT_FILE = 'DancingScript-Regular.ttf';

export function fontFileName(family: FontFamily, style: FontStyle): string {
  return `${FAMILY_FILES[family] ?? FAMILY_FILES[DEFAULT_FONT_FAMILY]}-${style}.ttf`;
}

export function fontStyle(bold: boolean, italic: boolean): FontStyle {
  if (bold && italic) return 'BoldItalic';
  if (bold) return 'Bold';
  if (italic) return 'Italic';
  return 'Regular';
}

/** The browser's loader: fetches engine/fonts files published under baseUrl. */
export function urlFontLoader(baseUrl: string, fetchImpl: typeof fetch = fetch): FontLoader {
  return async (fileName) => {
    const url = `${baseUrl.replace(/\/$/, '')}/${fileName}`;
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`font ${fileName} could not be loaded from ${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}

export interface EmbeddedFont {
  font: PDFFont;
  file: string;
  /** Code points the font has glyphs for. */
  has(codePoint: number): boolean;
  /** Width of text at a size, cached per string. */
  width(text: string, size: number): number;
  /**
   * The text as the hex string a PDF shows it with (`<...>`), as font.encodeText gives it, built from a cache per
   * character: the glyphs need no shaping (withoutShaping), so each character encodes the same wherever it stands,
   * and pdf-lib's encodeText made a string per glyph of every line drawn (most of a long flow's garbage).
   */
  encode(text: string): string;
}

/**
 * The fonts of one output PDF, embedded on first use (subset at save) and shared by every action.
 * Font bytes are cached across renders by the loader wrapper `cachedFontLoader`.
 */
export class FontSet {
  private readonly embedded = new Map<string, Promise<EmbeddedFont>>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly load: FontLoader,
  ) {}

  get(family: FontFamily | undefined, style: FontStyle): Promise<EmbeddedFont> {
    return this.file(fontFileName(family ?? DEFAULT_FONT_FAMILY, style));
  }

  /** The handwriting font of typed signatures. */
  handwriting(): Promise<EmbeddedFont> {
    return this.file(HANDWRITING_FONT_FILE);
  }

  private file(file: string): Promise<EmbeddedFont> {
    let entry = this.embedded.get(file);
    if (!entry) {
      entry = this.embed(file);
      this.embedded.set(file, entry);
    }
    return entry;
  }

  private async embed(file: string): Promise<EmbeddedFont> {
    let bytes: Uint8Array;
    try {
      bytes = await this.load(file);
    } catch (error) {
      throw new Error(`font ${file} could not be loaded: ${(error as Error).message}`);
    }
    const font = await this.pdf.embedFont(bytes, { subset: true });
    withoutShaping(font, file);
    const charset = new Set(font.getCharacterSet());
    const widths = new Map<string, number>();
    const hexes = new Map<number, string>();
    return {
      font,
      file,
      has: (cp) => charset.has(cp),
      encode: (text) => {
        let hex = '';
        for (let i = 0; i < text.length; i++) {
          const cp = text.codePointAt(i)!;
          if (cp > 0xffff) i++; // the second half of a surrogate pair
          let h = hexes.get(cp);
          if (h === undefined) {
            // encoding the character once also includes its glyph in the font's subset
            h = font.encodeText(String.fromCodePoint(cp)).toString().slice(1, -1);
            hexes.set(cp, h);
          }
          hex += h;
        }
        return `<${hex}>`;
      },
      width: (text, size) => {
        let w = widths.get(text);
        if (w === undefined) {
          w = font.widthOfTextAtSize(text, 1000);
          widths.set(text, w);
        }
        return (w * size) / 1000;
      },
    };
  }
}

interface FontkitGlyph {
  id: number;
  advanceWidth: number;
}
interface FontkitFont {
  layout(text: string, features?: unknown): { glyphs: FontkitGlyph[] };
  glyphForCodePoint(codePoint: number): FontkitGlyph;
}

/**
 * Replaces fontkit's OpenType shaping (GSUB/GPOS lookups, 80% of the render time in profiles) by a
 * plain code point to glyph mapping with a per-font cache. Legal text in Latin script needs neither
 * ligatures nor kerning, and measured widths and drawn glyphs stay identical because pdf-lib measures
 * and encodes through the same `layout`.
 */
function withoutShaping(font: PDFFont, file: string): void {
  const fk = (font as unknown as { embedder?: { font?: FontkitFont } }).embedder?.font;
  if (!fk || typeof fk.glyphForCodePoint !== 'function') throw new Error(`font ${file}: unexpected pdf-lib embedder`);
  const glyphs = new Map<number, FontkitGlyph>();
  fk.layout = (text: string) => {
    const out: FontkitGlyph[] = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0x3f;
      let glyph = glyphs.get(cp);
      if (!glyph) {
        glyph = fk.glyphForCodePoint(cp);
        glyphs.set(cp, glyph);
      }
      out.push(glyph);
    }
    return { glyphs: out };
  };
}

/** Keeps font bytes in memory so that repeated renders read each file once. */
export function cachedFontLoader(load: FontLoader): FontLoader {
  const cache = new Map<string, Promise<Uint8Array>>();
  return (fileName) => {
    let bytes = cache.get(fileName);
    if (!bytes) {
      bytes = load(fileName);
      bytes.catch(() => cache.delete(fileName));
      cache.set(fileName, bytes);
    }
    return bytes;
  };
}

/**
 * Replaces characters the font has no glyph for with '?' (the defined fallback) and reports them.
 * Control characters become spaces; text is NFC-normalised first so composed accents are found.
 */
export function sanitizeText(text: string, font: EmbeddedFont): { text: string; missing: string[] } {
  // most text needs no change: say so without building it again character by character
  const normalized = text.normalize('NFC');
  if (isClean(normalized, font)) return { text: normalized, missing: [] };
  const missing: string[] = [];
  let out = '';
  for (const ch of normalized) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    if (cp < 0x20 || cp === 0x7f) {
      out += ' ';
    } else if (font.has(cp)) {
      out += ch;
    } else {
      missing.push(`U+${cp.toString(16).toUpperCase().padStart(4, '0')}`);
      out += '?';
    }
  }
  return { text: out, missing };
}

function isClean(text: string, font: EmbeddedFont): boolean {
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) i++;
    if (cp < 0x20 || cp === 0x7f || !font.has(cp)) return false;
  }
  return true;
}
