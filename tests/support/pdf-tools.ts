// Reads PDFs with Debian's poppler-utils and qpdf, as a court clerk's tools would: pdfsig for the seal (it exits
// 0 whatever it finds, so its text is what counts), qpdf --check for the structure, pdftotext for the words.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(bytes: Uint8Array, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accord-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await writeFile(file, bytes);
    return await read(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** pdfsig's report (stdout and stderr together). */
export function pdfsig(bytes: Uint8Array, args: string[] = []): Promise<string> {
  return withFile(bytes, async (file) => {
    const { stdout, stderr } = await run('pdfsig', [...args, file]).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
    return `${stdout}${stderr}`;
  });
}

/** qpdf --check's verdict: ok with its report, or not with the errors. */
export function qpdfCheck(bytes: Uint8Array): Promise<{ ok: boolean; report: string }> {
  return withFile(bytes, async (file) => {
    try {
      const { stdout } = await run('qpdf', ['--check', file]);
      return { ok: true, report: stdout };
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; code?: number };
      // exit 3: warnings only, the file is still readable
      return { ok: e.code === 3, report: `${e.stdout ?? ''}${e.stderr ?? ''}` };
    }
  });
}

export function pdfToText(bytes: Uint8Array): Promise<string> {
  return withFile(bytes, async (file) => (await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout);
}
