// Test support: rasterizes PDF pages with poppler's pdftoppm and compares them with committed reference
// PNGs (8-bit greyscale, decoded here with zlib so no image library is needed). A missing reference fails the
// comparison: writing it from the rendering under test would let any rendering pass, so a new reference is only
// written when asked for with UPDATE_GOLDEN=1 (and then looked at before it is committed).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

export interface Grey {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Decodes a non-interlaced 8-bit greyscale or RGB PNG (what pdftoppm writes) into grey levels. */
export function decodeGreyPng(bytes: Uint8Array): Grey {
  const buf = Buffer.from(bytes);
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 1;
  const idat: Buffer[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      channels = data[9] === 2 ? 3 : data[9] === 0 ? 1 : 0;
      if (data[8] !== 8 || channels === 0 || data[12] !== 0) throw new Error('only 8-bit greyscale or RGB non-interlaced PNGs are supported');
    } else if (type === 'IDAT') idat.push(data);
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const line = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const v = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= channels ? (line[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (line[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= channels && y > 0 ? (line[(y - 1) * stride + i - channels] ?? 0) : 0;
      let out = v;
      if (filter === 1) out = v + a;
      else if (filter === 2) out = v + b;
      else if (filter === 3) out = v + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        out = v + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      line[y * stride + i] = out & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    let sum = 0;
    for (let k = 0; k < channels; k++) sum += line[i * channels + k] ?? 0;
    pixels[i] = Math.round(sum / channels);
  }
  return { width, height, pixels };
}

/** PNG bytes of one page at a resolution, greyscale. */
export function rasterizePage(pdf: Uint8Array, page: number, dpi = 40): Uint8Array {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-png-'));
  const file = path.join(dir, 'in.pdf');
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-gray', '-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')]);
  return readFileSync(path.join(dir, 'page.png'));
}

/** Share of pixels whose grey level differs by more than 48 (0..1). */
export function pixelDifference(a: Grey, b: Grey): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i++) if (Math.abs((a.pixels[i] ?? 0) - (b.pixels[i] ?? 0)) > 48) differing++;
  return differing / a.pixels.length;
}

/** Whether this run was asked to (re)write the reference images from what it renders. */
export const updatingReferences = (): boolean => process.env.UPDATE_GOLDEN === '1';

/**
 * Share of pixels (0..1) by which a rendered page differs from its reference image file. Throws when the file
 * is missing, unless `update` (UPDATE_GOLDEN=1 by default), which first writes the rendered page as the reference.
 */
export function differenceFromReference(png: Uint8Array, referenceFile: string, update = updatingReferences()): number {
  if (update) writeFileSync(referenceFile, png);
  else if (!existsSync(referenceFile)) {
    throw new Error(`The reference image ${referenceFile} is missing. Run the test with UPDATE_GOLDEN=1 to write it from this rendering, look at it, and commit it.`);
  }
  return pixelDifference(decodeGreyPng(png), decodeGreyPng(readFileSync(referenceFile)));
}
