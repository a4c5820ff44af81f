import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('sends a plain name as it is', () => {
    expect(contentDisposition('scan.png')).toBe(`inline; filename="scan.png"; filename*=UTF-8''scan.png`);
  });

  it('keeps quotes, ; and = out of the quoted name and sends the exact name as filename*', () => {
    const header = contentDisposition('my "best";v=2.png');
    expect(header).toBe(`inline; filename="my _best__v=2.png"; filename*=UTF-8''my%20%22best%22%3Bv%3D2.png`);
  });

  it('encodes non-ASCII names as UTF-8 and drops control characters, so the header is always valid', () => {
    const header = contentDisposition('décret 離婚\r\n.pdf', 'attachment');
    expect(header).toBe(`attachment; filename="d_cret __.pdf"; filename*=UTF-8''d%C3%A9cret%20%E9%9B%A2%E5%A9%9A.pdf`);
    expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow();
  });
});
