// Fits text into an action's box: wrap at the box width, then shrink the font until every line fits
// the box height; at the smallest size the text is cut with an ellipsis. Text never leaves its box.
import type { EmbeddedFont } from './fonts.ts';

export const LINE_HEIGHT = 1.15;
export const MIN_FONT_SIZE = 4;

export interface FittedText {
  size: number;
  lines: string[];
  lineHeight: number;
  /** Distance from the box top to the first baseline. */
  ascent: number;
  truncated: boolean;
}

/** Breaks one paragraph into lines no wider than maxWidth; words longer than a line are cut. */
export function wrapParagraph(text: string, font: EmbeddedFont, size: number, maxWidth: number): string[] {
  const words = text.split(/ +/).filter((w, i, all) => w !== '' || all.length === 1);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.width(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (font.width(word, size) <= maxWidth) {
      line = word;
      continue;
    }
    // A word wider than the box: cut it by characters.
    let chunk = '';
    for (const ch of word) {
      if (chunk && font.width(chunk + ch, size) > maxWidth) {
        lines.push(chunk);
        chunk = ch;
      } else {
        chunk += ch;
      }
    }
    line = chunk;
  }
  lines.push(line);
  return lines;
}

export function wrapText(text: string, font: EmbeddedFont, size: number, maxWidth: number): string[] {
  return text.split('\n').flatMap((p) => wrapParagraph(p, font, size, maxWidth));
}

function blockHeight(font: EmbeddedFont, size: number, lineCount: number): number {
  return font.font.heightAtSize(size) + (lineCount - 1) * size * LINE_HEIGHT;
}

export function fitText(text: string, font: EmbeddedFont, preferredSize: number, width: number, height: number): FittedText {
  const ellipsis = font.has(0x2026) ? '\u2026' : '...';
  let size = Math.max(preferredSize, MIN_FONT_SIZE);
  for (;;) {
    const lines = wrapText(text, font, size, width);
    if (blockHeight(font, size, lines.length) <= height || size <= MIN_FONT_SIZE) {
      const fitted: FittedText = {
        size,
        lines,
        lineHeight: size * LINE_HEIGHT,
        ascent: font.font.heightAtSize(size, { descender: false }),
        truncated: false,
      };
      if (blockHeight(font, size, lines.length) <= height) return fitted;
      return truncate(fitted, font, width, height, ellipsis);
    }
    size = Math.max(MIN_FONT_SIZE, Math.round((size - 0.5) * 2) / 2);
  }
}

function truncate(fitted: FittedText, font: EmbeddedFont, width: number, height: number, ellipsis: string): FittedText {
  let { size } = fitted;
  // A box lower than one line of the smallest size: shrink to the box itself.
  if (blockHeight(font, size, 1) > height) size = Math.max(0.5, height / (font.font.heightAtSize(1) || 1));
  const lines = wrapText(fitted.lines.join(' '), font, size, width);
  const room = Math.max(1, Math.floor((height - font.font.heightAtSize(size)) / (size * LINE_HEIGHT)) + 1);
  const kept = lines.slice(0, room);
  let last = kept[kept.length - 1] ?? '';
  while (last && font.width(last + ellipsis, size) > width) last = last.slice(0, -1).trimEnd();
  kept[kept.length - 1] = last + ellipsis;
  return {
    size,
    lines: kept,
    lineHeight: size * LINE_HEIGHT,
    ascent: font.font.heightAtSize(size, { descender: false }),
    truncated: true,
  };
}
