// A drawn signature as the signature pad makes one: a real greyscale PNG of noisy strokes, encoded with Node's zlib,
// as a data URL well over the 5000-character rule.
import { deflateSync } from 'node:zlib';

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 600 x 180 grey PNG with noisy strokes (noise keeps it from compressing below the 5000-character rule). */
export function drawnSignaturePng(seed = 7): Buffer {
  const width = 600;
  const height = 180;
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const raw = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  for (let x = 20; x < width - 20; x++) {
    const y = Math.round(90 + 50 * Math.sin(x / 23) * Math.cos(x / 71) + (random() - 0.5) * 8);
    for (let t = -2; t <= 2; t++) {
      const row = Math.min(height - 1, Math.max(0, y + t));
      raw[row * (width + 1) + 1 + x] = Math.floor(random() * 60);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export function drawnSignatureDataUrl(seed = 7): string {
  return `data:image/png;base64,${drawnSignaturePng(seed).toString('base64')}`;
}
