// Reading workflow, answer and scenario files for the CLI (the only part of the engine that touches disk).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export class FileError extends Error {
  override name = 'FileError';
}

export async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new FileError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}. Check the path.`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FileError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The files matching `suffix` under each path (a file is taken as given), sorted. */
export async function collectFiles(paths: string[], suffix: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (p: string): Promise<void> => {
    const info = await stat(p).catch(() => undefined);
    if (!info) throw new FileError(`${p} does not exist.`);
    if (info.isFile()) {
      found.push(p);
      return;
    }
    for (const entry of (await readdir(p, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(p, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith(suffix)) found.push(full);
    }
  };
  for (const p of paths) await walk(p);
  return found;
}
