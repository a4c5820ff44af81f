// The worker thread of lib/pdf-sandbox.server.ts: reads one PDF at a time with the engine's readTemplatePdf and posts
// what it found. The thread is stopped from outside when it takes too long or too much memory.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { readTemplatePdf } = await import('@accord/engine');

parentPort.on('message', async (bytes) => {
  try {
    parentPort.postMessage(await readTemplatePdf(new Uint8Array(bytes)));
  } catch (error) {
    parentPort.postMessage({ ok: false, problem: 'corrupt', detail: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage('ready');
