// A drawn signature checked wherever it is posted (the questionnaire's signature answer, a dialog's signature, the
// form-data upload, the signing step): the data URL decoded and the PNG read through to its last pixel row, so
// that nothing the final document could not print is ever stored. Only a real image of a sane size passes.
import { inflateSync, crc32 } from 'node:zlib';
import { MIN_SIGNATURE_LENGTH } from '../../engine.server';

/** far beyond any drawing on the pad (a few tens of kilobytes), short of a request body's limit */
export const MAX_DRAWN_LENGTH = 1_500_000;
/** a pad is a few hundred pixels a side, times a phone's pixel ratio; a 'signature' beyond this is no drawing */
const MAX_SIDE = 6000;
const MAX_PIXELS = 12_000_000;
const MIN_WIDTH = 60;
const MIN_HEIGHT = 20;

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** bits per pixel's samples by colour type: greyscale, RGB, palette, grey + alpha, RGBA */
const SAMPLES: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};
// Adam7's seven passes: start and step across, start and step down
const ADAM7 = [
  [0, 8, 0, 8],
  [4, 8, 0, 8],
  [0, 4, 4, 8],
  [2, 4, 0, 4],
  [0, 2, 2, 4],
  [1, 2, 0, 2],
  [0, 1, 1, 2],
] as const;

/** why a drawing is refused: the key of its message in the form's signing texts (signingTexts), which name its document */
export type DrawnSignatureRefusal = 'tooSmall' | 'unreadable';

export type DrawnSignatureReading = { png: Buffer; width: number; height: number } | { refused: DrawnSignatureRefusal };

/** The bytes a PNG's image data inflate to: a filter byte and the packed samples of every row (of every pass). */
function expectedDataLength(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce((sum, [x0, dx, y0, dy]) => sum + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)), 0);
}

/** The PNG's size when it is one whole, undamaged image; undefined otherwise. */
function readPng(png: Buffer): { width: number; height: number } | undefined {
  if (png.length < 8 + 25 + 12 || !png.subarray(0, 8).equals(PNG_MAGIC)) return undefined;
  let at = 8;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | undefined;
  const data: Buffer[] = [];
  let palette = false;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > png.length) return undefined;
    const body = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length)) return undefined;
    at += 12 + length;
    if (!header && type !== 'IHDR') return undefined;
    if (type === 'IHDR') {
      if (header || length !== 13) return undefined;
      const [width, height, depth, colour, compression, filter, interlace] = [body.readUInt32BE(0), body.readUInt32BE(4), body[8]!, body[9]!, body[10]!, body[11]!, body[12]!];
      const kind = SAMPLES[colour];
      if (!kind?.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return undefined;
      header = { width, height, bitsPerPixel: kind.samples * depth, interlaced: interlace === 1 };
      if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) return undefined;
      palette = colour === 3;
    } else if (type === 'PLTE') palette = false;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') {
      if (at !== png.length || data.length === 0 || palette) return undefined;
      let inflated: Buffer;
      try {
        inflated = inflateSync(Buffer.concat(data), { maxOutputLength: MAX_PIXELS * 8 + MAX_SIDE * 8 });
      } catch {
        return undefined;
      }
      const h = header!;
      if (inflated.length !== expectedDataLength(h.width, h.height, h.bitsPerPixel, h.interlaced)) return undefined;
      return { width: h.width, height: h.height };
    }
  }
  return undefined;
}

/**
 * A drawn signature as posted (a PNG data URL): its image when it is a real drawing of a sane size; otherwise why not,
 * as the key of the message to show the signer in their form's words. Under 5000 characters is the spec's 'more text'
 * rule ('Please sign your stipulation with more text' in a divorce).
 */
export function readDrawnSignature(dataUrl: string): DrawnSignatureReading {
  if (dataUrl.length < MIN_SIGNATURE_LENGTH || dataUrl.includes('undefined')) return { refused: 'tooSmall' };
  const match = dataUrl.length <= MAX_DRAWN_LENGTH ? PNG_DATA_URL.exec(dataUrl) : null;
  if (!match) return { refused: 'unreadable' };
  const png = Buffer.from(match[1]!, 'base64');
  const image = readPng(png);
  if (!image) return { refused: 'unreadable' };
  if (image.width < MIN_WIDTH || image.height < MIN_HEIGHT) return { refused: 'tooSmall' };
  return { png, ...image };
}
