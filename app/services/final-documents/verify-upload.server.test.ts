import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { streamUploadedFile, UploadSlots } from './verify-upload.server';

const BOUNDARY = '----accordTestBoundary';
const MB = 1024 * 1024;

/** A multipart body sent a megabyte at a time, made as it is read, so the test never holds the whole file. */
function streamedUpload(fileMb: number, options: { fileName?: string; cutAfterMb?: number } = {}) {
  const hash = createHash('sha256');
  let sent = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="${options.fileName ?? 'final.pdf'}"\r\nContent-Type: application/pdf\r\n\r\n`));
    },
    pull(controller) {
      if (options.cutAfterMb !== undefined && sent === options.cutAfterMb) return controller.close();
      if (sent === fileMb) {
        controller.enqueue(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
        return controller.close();
      }
      const chunk = Buffer.alloc(MB, sent % 251);
      if (sent === 0) chunk.write('%PDF-1.7\n');
      hash.update(chunk);
      sent += 1;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  const request = new Request('http://accord.test/verify', { method: 'POST', body, headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, duplex: 'half' } as RequestInit);
  return { request, sha256: () => hash.digest('hex') };
}

describe('a /verify upload read as it streams', () => {
  it('a 50 MB file is hashed as it arrives, and memory grows by far less than the file', async () => {
    const upload = streamedUpload(50);
    const before = process.memoryUsage();
    let peak = 0;
    const watch = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.arrayBuffers + now.heapUsed - before.arrayBuffers - before.heapUsed);
    }, 5);
    const read = await streamUploadedFile(upload.request, 'document', 50 * MB);
    clearInterval(watch);
    expect(read).toMatchObject({ kind: 'file', size: 50 * MB, sha256: upload.sha256() });
    if (read.kind === 'file') expect(read.head.subarray(0, 5).toString()).toBe('%PDF-');
    expect(peak / MB).toBeLessThan(25);
  });

  it('a file over the limit, a body cut short and a body with no file each get their own answer, never an exception', async () => {
    expect(await streamUploadedFile(streamedUpload(3).request, 'document', 2 * MB)).toEqual({ kind: 'too-large' });
    expect(await streamUploadedFile(streamedUpload(3, { cutAfterMb: 1 }).request, 'document', 50 * MB)).toEqual({ kind: 'malformed' });
    expect(await streamUploadedFile(new Request('http://accord.test/verify', { method: 'POST', body: new URLSearchParams({ document: 'x' }) }), 'document', MB)).toEqual({ kind: 'no-file' });
    const wrongBoundary = new Request('http://accord.test/verify', { method: 'POST', body: 'garbage', headers: { 'Content-Type': 'multipart/form-data' } });
    expect(await streamUploadedFile(wrongBoundary, 'document', MB)).toEqual({ kind: 'malformed' });
  });

  it("a file whose name holds ';' and '=' is read like any other", async () => {
    const upload = streamedUpload(1, { fileName: 'final;version=2.pdf' });
    expect(await streamUploadedFile(upload.request, 'document', MB)).toMatchObject({ kind: 'file', sha256: upload.sha256() });
  });
});

describe('upload slots', () => {
  it('four reads at once are allowed, a fifth is refused until one ends', () => {
    const slots = new UploadSlots();
    const taken = Array.from({ length: 4 }, () => slots.take(4));
    expect(taken.every(Boolean)).toBe(true);
    expect(slots.take(4)).toBeUndefined();
    taken[0]!();
    taken[0]!();
    const again = slots.take(4);
    expect(again).toBeDefined();
    expect(slots.take(4)).toBeUndefined();
  });
});
