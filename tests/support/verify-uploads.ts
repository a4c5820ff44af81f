// Parallel large uploads to the public /verify page, as issue 30 item 3's probe sent them (32 anonymous 50 MB PDFs),
// while the app process's resident memory is sampled. The bodies are written from one reused megabyte, so the
// sender holds almost nothing and what grows is the app's own memory. Linux: the app's memory is read from /proc.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const MB = 1024 * 1024;
const BOUNDARY = '----accord-verify-upload';

/** The app process's resident memory in MB (VmRSS). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`process ${pid} reports no VmRSS`);
  return Number(line.replace(/\D+/g, '')) / 1024;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/**
 * POSTs a multipart body with one `document` file of `megabytes` (a PDF header, then filler), written as the socket
 * takes it, with its Content-Length as a browser sends it. An app that answers before reading it all (a 503) may
 * close the connection under the rest: the answer it sent is what counts.
 */
function postUpload(baseUrl: string, megabytes: number, seed: number): Promise<Answer> {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="large-${seed}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`, 'latin1');
  const pdfHeader = Buffer.from(`%PDF-1.7\n%${seed}\n`, 'latin1');
  const filler = Buffer.alloc(MB, 0x20 + (seed % 64));
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1');
  // the file is exactly `megabytes`: 50 is the largest /verify reads (MAX_VERIFY_BYTES)
  const fileBytes = megabytes * MB;
  const url = new URL('/verify', baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      headers: { Origin: baseUrl, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': head.length + fileBytes + tail.length },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: (response.headers['retry-after'] as string | undefined) ?? null, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    let left = fileBytes - pdfHeader.length;
    const write = () => {
      while (left > 0) {
        const chunk = left >= MB ? filler : filler.subarray(0, left);
        left -= chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end(tail);
    };
    request.write(head);
    request.write(pdfHeader);
    write();
  });
}

export interface VerifyRun {
  statuses: number[];
  /** what 503 answers said in Retry-After */
  retryAfter: (string | null)[];
  /** the pages answered with a status other than 200 */
  refusals: string[];
  beforeMb: number;
  peakMb: number;
}

/** Sends `count` uploads of `megabytes` at once to `baseUrl`/verify and samples the app's memory every 20 ms meanwhile. */
export async function parallelVerifyUploads(baseUrl: string, appPid: number, { count, megabytes }: { count: number; megabytes: number }): Promise<VerifyRun> {
  const beforeMb = residentMb(appPid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(appPid))), 20);
  try {
    const responses = await Promise.all(Array.from({ length: count }, (_, i) => postUpload(baseUrl, megabytes, i)));
    peakMb = Math.max(peakMb, residentMb(appPid));
    return {
      statuses: responses.map((r) => r.status),
      retryAfter: responses.map((r) => r.retryAfter),
      refusals: responses.filter((r) => r.status !== 200).map((r) => r.text),
      beforeMb,
      peakMb,
    };
  } finally {
    clearInterval(sampler);
  }
}
