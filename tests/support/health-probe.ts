// Stands for the app's /healthz: a server answered on this thread, the one the app's requests run on, asked every
// 50 ms while some work runs. A thread blocked by the work shows as a slow answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HealthProbe {
  /** The answers' times in ms while `work` runs, in the order they came. */
  answersWhile(work: Promise<unknown>): Promise<number[]>;
  /** How many answers came back before `work` settled: a thread blocked by the work answers none until it ends. */
  answeredBeforeSettled(work: Promise<unknown>): Promise<number>;
  close(): Promise<void>;
}

export async function startHealthProbe(): Promise<HealthProbe> {
  const server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
  return {
    async answersWhile(work) {
      let done = false;
      const times: number[] = [];
      const asking = (async () => {
        while (!done) {
          const started = performance.now();
          await (await fetch(url)).text();
          times.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await work.finally(() => {
        done = true;
      });
      await asking;
      return times;
    },
    async answeredBeforeSettled(work) {
      let settled = false;
      let answered = 0;
      const asking = (async () => {
        while (!settled) {
          await (await fetch(url)).text();
          if (!settled) answered++;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await work.finally(() => {
        settled = true;
      });
      await asking;
      return answered;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
