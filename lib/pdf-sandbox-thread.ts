// The worker thread of lib/pdf-sandbox.server.ts: reads one PDF at a time with the engine's readTemplatePdf and posts
// what it found. The thread is stopped from outside when it takes too long or too much memory. The compiled server
// runs it bundled (build/server/pdf-sandbox-worker.mjs, scripts/build-server.mjs); the sources run it through
// lib/pdf-sandbox-worker.mjs, which loads it with tsx.
import { parentPort } from 'node:worker_threads';
import { readTemplatePdf } from '@accord/engine';

const port = parentPort!;
port.on('message', async (bytes: ArrayBuffer) => {
  try {
    port.postMessage(await readTemplatePdf(new Uint8Array(bytes)));
  } catch (error) {
    port.postMessage({ ok: false, problem: 'corrupt', detail: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage('ready');
