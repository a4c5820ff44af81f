import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFJS_STANDARD_FONTS_PATH } from '../app/utils/pdfjs-assets';
import { serveStandardFonts, STANDARD_FONTS_DIR } from './pdfjs-fonts';

describe("pdf.js's standard fonts", () => {
  let server: ReturnType<express.Express['listen']>;
  let base = '';
  beforeAll(async () => {
    const app = express();
    serveStandardFonts(app);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('are served where the builder tells pdf.js to look (standardFontDataUrl), cached, and nothing else is', async () => {
    const answer = await fetch(`${base}${PDFJS_STANDARD_FONTS_PATH}FoxitSerif.pfb`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/immutable/);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(readFileSync(path.join(STANDARD_FONTS_DIR, 'FoxitSerif.pfb')));
    expect((await fetch(`${base}${PDFJS_STANDARD_FONTS_PATH}..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}${PDFJS_STANDARD_FONTS_PATH}`)).status).toBe(404);
  });
});
