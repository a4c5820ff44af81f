import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawnSignaturePng } from '../../../tests/support/signatures';
import { readDrawnSignature } from './drawn-signature.server';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The same PNG with its header's size changed and the header's checksum made right again. */
function withSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

describe('a drawn signature as posted', () => {
  it('a drawing from the pad is read through: a 600 x 180 PNG', () => {
    expect(readDrawnSignature(dataUrl(drawnSignaturePng()))).toMatchObject({ width: 600, height: 180 });
  });

  it("PNG magic bytes followed by junk are refused with 'could not be read', not stored for the documents to fail on", () => {
    const junk = Buffer.concat([drawnSignaturePng().subarray(0, 8), Buffer.alloc(9000, 0x41)]);
    expect(readDrawnSignature(dataUrl(junk))).toEqual({ refused: 'unreadable' });
  });

  it('a drawing damaged on the way (one byte of its image data changed, or cut short) is refused', () => {
    const png = drawnSignaturePng();
    const flipped = Buffer.from(png);
    flipped[200] = flipped[200]! ^ 0xff;
    expect(readDrawnSignature(dataUrl(flipped))).toEqual({ refused: 'unreadable' });
    expect(readDrawnSignature(dataUrl(png.subarray(0, png.length - 40)))).toEqual({ refused: 'unreadable' });
  });

  it('a header claiming another size than the pixels it holds, or a size no pad draws, is refused', () => {
    const png = drawnSignaturePng();
    expect(readDrawnSignature(dataUrl(withSize(png, 601, 180)))).toEqual({ refused: 'unreadable' });
    expect(readDrawnSignature(dataUrl(withSize(png, 100_000, 100_000)))).toEqual({ refused: 'unreadable' });
  });

  it('another kind of image, or under 5000 characters, is refused, as unreadable or as too small', () => {
    expect(readDrawnSignature(`data:image/jpeg;base64,${'/9j/'.padEnd(8000, 'A')}`)).toEqual({ refused: 'unreadable' });
    expect(readDrawnSignature(`data:image/png;base64,${'A'.repeat(4000)}`)).toEqual({ refused: 'tooSmall' });
  });
});
