import { describe, expect, it } from 'vitest';
import { contentDisposition, fileHeaders } from './content-disposition';

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

describe('fileHeaders', () => {
  it('a download carries its type, length and name, is never sniffed and is kept as long as it says', () => {
    expect(fileHeaders({ mediaType: 'application/pdf', size: 1234, fileName: 'décret.pdf', disposition: 'attachment', cacheControl: 'private, no-store' })).toEqual({
      'Content-Type': 'application/pdf',
      'Content-Length': '1234',
      'Content-Disposition': `attachment; filename="d_cret.pdf"; filename*=UTF-8''d%C3%A9cret.pdf`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('a file a person supplied, shown without a name, gets the policy under which nothing in it runs', () => {
    expect(fileHeaders({ mediaType: 'image/png', disposition: 'inline', cacheControl: 'private, no-store', contentSecurityPolicy: "default-src 'none'" })).toEqual({
      'Content-Type': 'image/png',
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
});
