// Node-only loaders for the renderer: fonts from engine/fonts and assets from a folder. Kept out of the
// pdf index so the browser bundle never imports node:fs; the browser passes `urlFontLoader` instead.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FontLoader } from './fonts.ts';
import { cachedFontLoader } from './fonts.ts';
import type { AssetLoader } from './render.ts';

export const ENGINE_FONTS_DIR = fileURLToPath(new URL('../../fonts/', import.meta.url));

/** Reads engine/fonts/<file> once per process. */
export function nodeFontLoader(dir: string = ENGINE_FONTS_DIR): FontLoader {
  return cachedFontLoader(async (fileName) => new Uint8Array(await readFile(path.join(dir, path.basename(fileName)))));
}

/** Reads assets by path relative to baseDir; a reference that leaves baseDir is refused. */
export function fileAssetLoader(baseDir: string): AssetLoader {
  const root = path.resolve(baseDir);
  return async (ref) => {
    const file = path.resolve(root, ref);
    if (file !== root && !file.startsWith(root + path.sep)) throw new Error(`asset "${ref}" is outside ${root}`);
    try {
      return new Uint8Array(await readFile(file));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new Error(code === 'ENOENT' ? `no such file ${path.relative(process.cwd(), file) || file}` : (error as Error).message);
    }
  };
}
