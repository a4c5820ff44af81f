// The Content-Disposition header for a file sent back to the person who uploaded it: any name a browser can send
// (quotes, ';', non-ASCII) arrives intact through RFC 6266's filename* (RFC 5987 UTF-8 encoding), with a plain
// ASCII filename beside it for clients that read only that.

export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'inline'): string {
  // eslint-disable-next-line no-control-regex
  const name = fileName.replace(/[\u0000-\u001f\u007f]/g, '') || 'file';
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
