// A worker process runs below the app's CPU priority (issue 33, sealing under load): rendering and sealing a final
// document is a second or more of CPU, and on a machine the app shares with its workers the pages must go first.
// Linux keeps a nice value per thread and os.setPriority(0, …) sets the calling thread's only, so every thread of the
// process (Node's main thread, libuv's pool, V8's helpers) is lowered; threads started later inherit it.
import os from 'node:os';
import { readdirSync } from 'node:fs';

/** The process's threads (Linux), or just the process itself elsewhere. */
function threadsOfThisProcess(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number).filter((tid) => tid > 0);
  } catch {
    return [process.pid];
  }
}

/**
 * Lowers this process's CPU priority to `nice` (0 to 19; higher is lower priority); never raises it, which would
 * need privileges. Returns the priority it runs at, or an error message when the system refused.
 */
export function lowerProcessPriority(nice: number): { nice: number } | { refused: string } {
  for (const tid of threadsOfThisProcess()) {
    try {
      if (os.getPriority(tid) < nice) os.setPriority(tid, nice);
    } catch (error) {
      // a thread that ended meanwhile needs nothing
      if ((error as NodeJS.ErrnoException).code === 'ESRCH' || (error as { info?: { code?: string } }).info?.code === 'ESRCH') continue;
      return { refused: error instanceof Error ? error.message : String(error) };
    }
  }
  return { nice: os.getPriority() };
}
