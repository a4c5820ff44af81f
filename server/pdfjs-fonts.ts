// pdf.js's standard fonts, served from the installed pdfjs-dist: a PDF that names Times or Helvetica without
// embedding it (a court form made with pdf-lib's standard fonts) is drawn with these in the builder, instead of a
// warning on every page and the browser's nearest font.
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { PDFJS_STANDARD_FONTS_PATH } from '../app/utils/pdfjs-assets';

const require = createRequire(import.meta.url);

export const STANDARD_FONTS_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

/** Mounts the fonts at PDFJS_STANDARD_FONTS_PATH: they change only with pdfjs-dist, so they are cached for a year. */
export function serveStandardFonts(app: express.Express) {
  app.use(
    PDFJS_STANDARD_FONTS_PATH.replace(/\/$/, ''),
    express.static(STANDARD_FONTS_DIR, { immutable: true, maxAge: '1y', index: false, dotfiles: 'deny', redirect: false }),
  );
}
