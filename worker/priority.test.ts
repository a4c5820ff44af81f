// A worker process lowers the CPU priority of every one of its threads (issue 33, sealing under load). Run in a
// child process so the test runner keeps its own priority.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Lowers a fresh Node process's priority to `nice` and gives what it answered and each of its threads' nice values. */
async function lowered(nice: number, startAt = 0) {
  const script = `
    import os from 'node:os';
    import { readdirSync, readFileSync } from 'node:fs';
    import { lowerProcessPriority } from './worker/priority.ts';
    if (${startAt} > 0) os.setPriority(${startAt});
    // a thread of libuv's pool started before the call
    await new Promise((resolve) => import('node:crypto').then((c) => c.pbkdf2('a', 'b', 1, 8, 'sha256', resolve)));
    const answer = lowerProcessPriority(${nice});
    const threads = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync('/proc/self/task/' + tid + '/stat', 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    console.log(JSON.stringify({ answer, threads }));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
  return JSON.parse(stdout) as { answer: { nice: number } | { refused: string }; threads: number[] };
}

describe('lowerProcessPriority', () => {
  it('sets every thread of the process to the nice value asked for, not only the main thread', async () => {
    const { answer, threads } = await lowered(10);
    expect(answer).toEqual({ nice: 10 });
    expect(threads.length).toBeGreaterThan(1);
    expect(new Set(threads)).toEqual(new Set([10]));
  });

  it('never raises a priority already lower than asked', async () => {
    const { answer, threads } = await lowered(5, 12);
    expect(answer).toEqual({ nice: 12 });
    expect(threads[0]).toBe(12);
  });
});
