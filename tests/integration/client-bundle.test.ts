// What a phone downloads: the built browser assets must not carry server-only libraries (the PDF renderer, the
// schema validator, the database driver), which one wrong import from '@accord/engine' once pulled into the
// questionnaire's page (550 KB gzipped instead of 38 KB).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const ASSETS = path.resolve('build/client/assets');
/** the largest page chunk may be this big, gzipped */
const CHUNK_BUDGET_BYTES = 150 * 1024;
/**
 * Names that only appear in the bundled code of server-side libraries, as whole words: pdf-lib's messages name
 * `PDFDocument`, while pdf.js, which the builder's documents step loads in the browser on purpose, names only
 * `PDFDocumentProxy` and `PDFDocumentLoadingTask`.
 */
const SERVER_ONLY_MARKERS = ['fontkit', 'pdf-lib', 'PDFDocument', 'ajv-formats', 'pg-protocol', 'kysely'];
const asWord = (marker: string) => new RegExp(`(?<![\\w-])${marker.replace(/[-]/g, '\\-')}(?![\\w-])`);

const scripts = readdirSync(ASSETS)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, code: readFileSync(path.join(ASSETS, name), 'utf8') }));

describe('the browser bundle', () => {
  it('has been built', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(SERVER_ONLY_MARKERS)('carries no server-only code (%s)', (marker) => {
    expect(scripts.filter((s) => asWord(marker).test(s.code)).map((s) => s.name)).toEqual([]);
  });

  it(`keeps every chunk under ${CHUNK_BUDGET_BYTES / 1024} KB gzipped`, () => {
    const over = scripts.map((s) => ({ name: s.name, gzipped: gzipSync(s.code).byteLength })).filter((s) => s.gzipped > CHUNK_BUDGET_BYTES);
    expect(over).toEqual([]);
  });
});
