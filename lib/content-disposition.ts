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

export interface FileHeaderOptions {
  mediaType: string;
  /** bytes, when known before sending (Content-Length) */
  size?: number;
  /** the name the browser shows or saves the file under */
  fileName?: string;
  /** 'attachment' saves the file, 'inline' shows it in the browser */
  disposition?: 'inline' | 'attachment';
  cacheControl: string;
  /** for content a person supplied: nothing in it may run or load (default-src 'none') */
  contentSecurityPolicy?: string;
}

/**
 * The headers of a file a route sends back: its type, never sniffed by the browser; its length; its name through
 * `contentDisposition`; how long it may be kept; and, for content people supplied, a policy under which it cannot run.
 */
export function fileHeaders(file: FileHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': file.mediaType };
  if (file.size !== undefined) headers['Content-Length'] = String(file.size);
  if (file.fileName !== undefined) headers['Content-Disposition'] = contentDisposition(file.fileName, file.disposition);
  else if (file.disposition) headers['Content-Disposition'] = file.disposition;
  headers['Cache-Control'] = file.cacheControl;
  headers['X-Content-Type-Options'] = 'nosniff';
  if (file.contentSecurityPolicy) headers['Content-Security-Policy'] = file.contentSecurityPolicy;
  return headers;
}
