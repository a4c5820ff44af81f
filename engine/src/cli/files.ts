// Reading workflow, answer and scenario files for the CLI (the only part of the engine that touches disk).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AssetLoader } from '../pdf/render.ts';
import { fileAssetLoader } from '../pdf/node.ts';

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

/** The builder's export: the definition with its template files (app/services/publishing/stage.server.ts). */
export const WORKFLOW_BUNDLE_FORMAT = 'accord-workflow-bundle/1';

interface BundleFile {
  path: string;
  sha256: string;
  base64: string;
}

/**
 * A workflow file as the CLI reads it: a definition with its template files beside it, or a bundle exported from the
 * builder, whose files are inside it. Either way, the definition and where its assets come from.
 */
export async function readWorkflow(file: string): Promise<{ definition: unknown; loadAsset: AssetLoader }> {
  const content = await readJson(file);
  const record = content as { format?: unknown; form?: { definition?: unknown }; files?: unknown };
  if (record === null || typeof record !== 'object' || record.format !== WORKFLOW_BUNDLE_FORMAT)
    return { definition: content, loadAsset: fileAssetLoader(path.dirname(file)) };
  if (!record.form || typeof record.form !== 'object' || !Array.isArray(record.files))
    throw new FileError(`${file} is an ${WORKFLOW_BUNDLE_FORMAT} without its "form" or "files": export it from the builder again.`);
  const files = new Map<string, Uint8Array>();
  for (const entry of record.files as BundleFile[]) {
    const bytes = new Uint8Array(Buffer.from(String(entry.base64), 'base64'));
    if (createHash('sha256').update(bytes).digest('hex') !== entry.sha256)
      throw new FileError(`${file}: the file "${entry.path}" inside the bundle does not match its SHA-256; the bundle is damaged, export it again.`);
    files.set(entry.path, bytes);
  }
  const loadAsset: AssetLoader = async (ref) => {
    const bytes = files.get(ref);
    if (!bytes) throw new Error(`no file "${ref}" in the bundle ${path.basename(file)}`);
    return bytes;
  };
  return { definition: record.form.definition, loadAsset };
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
