// Reads uploaded PDFs off the request thread (issue 30, item 2): a PDF whose streams inflate to a gigabyte, or whose
// page tree holds millions of references, stopped the whole app while pdf-lib parsed it. Each PDF is read in a worker
// thread with a heap limit, watched for the memory its buffers take (inflated streams live outside the heap, which
// `resourceLimits` does not count) and for time; past either limit the thread is stopped and the PDF refused.
// One PDF is read at a time, so the process's memory growth during a read is that read's.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TemplateReading } from '@accord/engine';
import { getEnv, type Env } from './env.server';

export interface PdfParseLimits {
  memoryMb: number;
  seconds: number;
}

/** The limits from the settings (PDF_PARSE_MEMORY_MB, PDF_PARSE_SECONDS). */
export function pdfParseLimits(env: Env = getEnv()): PdfParseLimits {
  return { memoryMb: env.PDF_PARSE_MEMORY_MB, seconds: env.PDF_PARSE_SECONDS };
}

export type SandboxedReading = TemplateReading | { ok: false; problem: 'too-demanding'; detail: string };

/** The person's words for a PDF that was stopped. */
export function tooDemandingMessage(limits: PdfParseLimits): string {
  return `This PDF needs more than this server allows to read it (${limits.memoryMb} MB of memory, ${limits.seconds} seconds). Please save it again from a PDF program (for example with "Print to PDF") and upload that copy.`;
}

/**
 * The worker script: beside this file in the sources (lib/pdf-sandbox-worker.mjs, through tsx) and in the compiled
 * server (build/server/pdf-sandbox-worker.mjs, bundled beside build/server/index.mjs); the app's build runs from
 * build/server/assets/server-build-*.js, one folder below the compiled one, or reaches the sources' when the
 * compiled one is missing.
 */
function workerScript(): URL {
  const candidates = ['./pdf-sandbox-worker.mjs', '../pdf-sandbox-worker.mjs', '../../lib/pdf-sandbox-worker.mjs', '../../../lib/pdf-sandbox-worker.mjs'];
  for (const candidate of candidates) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  throw new Error('lib/pdf-sandbox-worker.mjs is missing: PDFs cannot be read safely');
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs one read after the previous one has finished. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const WATCH_EVERY_MS = 20;

interface ReadingThread {
  worker: Worker;
  ready: Promise<boolean>;
  memoryMb: number;
}

/** A thread kept between reads, so a read does not wait for the thread to load pdf-lib; a stopped one is replaced. */
let warm: ReadingThread | undefined;

function startThread(memoryMb: number): ReadingThread {
  const worker = new Worker(workerScript(), {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.ceil(memoryMb / 4)) },
    stdout: false,
    stderr: false,
  });
  // the process may end while the thread waits for work
  worker.unref();
  const ready = new Promise<boolean>((resolve) => {
    worker.once('message', (message) => resolve(message === 'ready'));
    worker.once('error', () => resolve(false));
    worker.once('exit', () => resolve(false));
  });
  const thread = { worker, ready, memoryMb };
  worker.once('exit', () => {
    if (warm === thread) warm = undefined;
  });
  return thread;
}

function threadFor(limits: PdfParseLimits): ReadingThread {
  if (warm && warm.memoryMb !== limits.memoryMb) {
    void warm.worker.terminate();
    warm = undefined;
  }
  warm ??= startThread(limits.memoryMb);
  return warm;
}

async function readInWorker(bytes: Uint8Array, limits: PdfParseLimits): Promise<SandboxedReading> {
  const thread = threadFor(limits);
  if (!(await thread.ready)) {
    warm = undefined;
    return { ok: false, problem: 'corrupt', detail: 'the PDF reading thread could not start' };
  }
  const { worker } = thread;
  return new Promise((resolve) => {
    const limitBytes = limits.memoryMb * 1024 * 1024;
    const baseline = process.memoryUsage.rss();
    const finish = (reading: SandboxedReading, keepThread: boolean) => {
      clearInterval(watch);
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (!keepThread) {
        if (warm === thread) warm = undefined;
        void worker.terminate();
      }
      resolve(reading);
    };
    const stop = (detail: string) => finish({ ok: false, problem: 'too-demanding', detail }, false);
    const onMessage = (message: unknown) => finish(message as TemplateReading, true);
    const onError = (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? stop(`more than ${limits.memoryMb} MB of memory`) : finish({ ok: false, problem: 'corrupt', detail: error.message }, false);
    const onExit = () => stop('the reading thread stopped');
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > limitBytes) stop(`more than ${limits.memoryMb} MB of memory`);
    }, WATCH_EVERY_MS);
    const timer = setTimeout(() => stop(`more than ${limits.seconds} seconds`), limits.seconds * 1000);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const copy = new Uint8Array(bytes);
    worker.postMessage(copy.buffer, [copy.buffer]);
  });
}

/** Starts the reading thread ahead of the first upload, so that upload does not wait for it to load pdf-lib. */
export async function warmPdfReader(limits: PdfParseLimits = pdfParseLimits()): Promise<void> {
  await threadFor(limits).ready;
}

/** Reads a PDF as rendering will, in a worker thread within the limits. */
export function readPdfSafely(bytes: Uint8Array, limits: PdfParseLimits = pdfParseLimits()): Promise<SandboxedReading> {
  return oneAtATime(() => readInWorker(bytes, limits));
}

/** PDFs already read within the limits, by SHA-256, so a template is checked once per process and not per render. */
const readable = new Map<string, true>();
const READABLE_KEPT = 500;

/**
 * An asset loader for the renderer that lets a PDF through only once it was read safely, so a template stored before
 * this check (or copied into a user workflow) cannot stop the app when the preview or a document job renders it.
 */
export function safePdfAssetLoader(loadAsset: (ref: string) => Promise<Uint8Array>, limits: PdfParseLimits = pdfParseLimits()): (ref: string) => Promise<Uint8Array> {
  return async (ref) => {
    const bytes = await loadAsset(ref);
    const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
    if (!head.includes('%PDF-')) return bytes;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (readable.has(sha256)) return bytes;
    const reading = await readPdfSafely(bytes, limits);
    if (!reading.ok && reading.problem === 'too-demanding') throw new Error(`the PDF needs ${reading.detail} to read, over this server's limit`);
    if (readable.size >= READABLE_KEPT) readable.delete(readable.keys().next().value!);
    // a PDF that is merely damaged goes on to the renderer, which names the problem as it always has
    if (reading.ok) readable.set(sha256, true);
    return bytes;
  };
}
