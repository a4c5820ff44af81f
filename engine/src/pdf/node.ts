// Node-only loaders for the renderer: fonts from engine/fonts and assets from a folder. Kept out of the
// pdf index so the browser bundle never imports node:fs; the browser passes `urlFontLoader` instead.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FontLoader } from './fonts.ts';
import { cachedFontLoader } from './fonts.ts';
import type { AssetLoader } from './render.ts';

/**
 * engine/fonts, found from this file in the engine's sources, or through the installed @accord/engine package when
 * this code was bundled into another file (the app's server build, build/server/index.js, where '../../fonts/' from
 * the bundle is not the engine's folder and every text action failed to render).
 */
export const ENGINE_FONTS_DIR = enginePath('fonts');

function enginePath(folder: string): string {
  const besideSources = fileURLToPath(new URL(`../../${folder}/`, import.meta.url));
  if (existsSync(besideSources)) return besideSources;
  const entry = createRequire(import.meta.url).resolve('@accord/engine');
  return path.join(path.dirname(entry), '..', folder) + path.sep;
}

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
