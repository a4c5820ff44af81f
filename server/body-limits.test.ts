import { readFileSync } from 'node:fs';
import type express from 'express';
import { describe, expect, it } from 'vitest';
import { bodyLimit, bodyLimitFor, DEFAULT_BODY_LIMIT } from './body-limits';

/** What the middleware answers for a POST of `bytes` to `path`: 'next' when it lets the body through. */
function answer(path: string, bytes: number): number | 'next' {
  let status: number | 'next' = 'next';
  const res = { status: (code: number) => ((status = code), res), set: () => res, type: () => res, send: () => res } as unknown as express.Response;
  bodyLimit({ path, headers: { 'content-length': String(bytes) } } as unknown as express.Request, res, () => undefined);
  return status;
}

describe('the body limits of the builder\'s routes that post a whole workflow definition', () => {
  // the Utah sample's definition four times over: a large workflow, well past a plain form's 256 KB
  const sample = JSON.stringify(JSON.parse(readFileSync(new URL('../templates/workflows/utah-divorce-with-children.json', import.meta.url), 'utf8')));
  const large = Buffer.byteLength(`definition=${encodeURIComponent(sample.repeat(4))}`);

  it('Export, Save and the preview take a large workflow, and refuse over 5 MB with a message', () => {
    expect(large).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    for (const path of ['/manage-workflows/f1/export', '/manage-workflows/f1/edit', '/manage-workflows/f1/edit.data', '/manage-workflows/f1/render']) {
      expect(answer(path, large)).toBe('next');
      expect(answer(path, 5 * 1024 * 1024 + 1)).toBe(413);
      expect(bodyLimitFor(path).what).toMatch(/workflow .*can be up to 5 MB\./);
    }
  });

  it('the Import of a bundle with its files keeps its own 64 MB', () => {
    expect(bodyLimitFor('/manage-workflows/f1/import')).toMatchObject({ bytes: 64 * 1024 * 1024, what: 'A workflow bundle can be up to 64 MB.' });
  });
});
