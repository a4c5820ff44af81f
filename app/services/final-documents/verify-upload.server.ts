// The /verify upload read as it arrives (issue 30, item 3): 32 parallel 50 MB uploads held every byte in memory
// (891 MB to 4,198 MB) and some answered 500. The file is hashed while it streams and nothing of it is kept but its
// first kilobyte (to see that it is a PDF): the page needs only its SHA-256. At most VERIFY_CONCURRENCY uploads are
// read at once per process; the others are told to try again shortly (503 with Retry-After).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';

export type StreamedUpload =
  | { kind: 'file'; sha256: string; size: number; head: Buffer }
  | { kind: 'no-file' }
  | { kind: 'too-large' }
  | { kind: 'malformed' };

const HEAD_BYTES = 1024;

/** Reads the multipart body's `field` file, hashing it as it streams; other fields and files are skipped. */
export function streamUploadedFile(request: Request, field: string, maxBytes: number): Promise<StreamedUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!request.body || !/^multipart\/form-data/i.test(type)) return Promise.resolve({ kind: 'no-file' });
  return new Promise((resolve) => {
    let outcome: StreamedUpload = { kind: 'no-file' };
    let settled = false;
    const settle = (value: StreamedUpload) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': type }, limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 4096 } });
    } catch {
      return settle({ kind: 'malformed' });
    }
    parser.on('file', (name, stream) => {
      if (name !== field) return stream.resume();
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
        size += chunk.byteLength;
        hash.update(chunk);
      });
      // the file's own stream reports a body cut short as well as the parser does
      stream.on('error', () => settle({ kind: 'malformed' }));
      stream.on('end', () => {
        if (size > maxBytes) outcome = { kind: 'too-large' };
        else outcome = size === 0 ? { kind: 'no-file' } : { kind: 'file', sha256: hash.digest('hex'), size, head: Buffer.concat(head) };
      });
    });
    // a body cut short, or one whose parts are not well formed
    parser.on('error', () => settle({ kind: 'malformed' }));
    parser.on('close', () => settle(outcome));
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    body.on('error', () => settle({ kind: 'malformed' }));
    body.pipe(parser);
  });
}

/** Counts the reads under way in this process; `take` answers a release, or undefined when all slots are taken. */
export class UploadSlots {
  private inUse = 0;
  take(limit: number): (() => void) | undefined {
    if (this.inUse >= limit) return undefined;
    this.inUse += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inUse -= 1;
    };
  }
}

export const verifySlots = new UploadSlots();

/** Seconds a refused upload is told to wait before trying again. */
export const VERIFY_RETRY_AFTER_SECONDS = 10;
