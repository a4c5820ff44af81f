import { describe, expect, it } from 'vitest';
import { imageMediaType } from './profile-photo.server';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageMediaType', () => {
  it('tells a PNG, a JPEG, a GIF and a WebP image from their first bytes', () => {
    expect(imageMediaType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageMediaType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageMediaType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(imageMediaType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses a page or a script named like an image', () => {
    expect(imageMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(imageMediaType(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(imageMediaType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(imageMediaType(new Uint8Array())).toBeUndefined();
  });
});
