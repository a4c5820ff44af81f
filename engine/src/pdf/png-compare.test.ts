import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { differenceFromReference } from './png-compare.ts';

const REFERENCE_DIR = fileURLToPath(new URL('./__reference__/', import.meta.url));
const page1 = readFileSync(path.join(REFERENCE_DIR, 'sample-page-1.png'));
const page2 = readFileSync(path.join(REFERENCE_DIR, 'sample-page-2.png'));
const emptyFolder = () => mkdtempSync(path.join(tmpdir(), 'accord-golden-'));

describe('comparing a rendered page with its reference image', () => {
  it('fails when the reference image is missing, and does not write one', () => {
    const reference = path.join(emptyFolder(), 'page.png');
    expect(() => differenceFromReference(page1, reference, false)).toThrow(/reference image .*page\.png is missing.*UPDATE_GOLDEN=1/);
    expect(existsSync(reference)).toBe(false);
  });

  it('writes the rendered page as the reference only when asked to update', () => {
    const reference = path.join(emptyFolder(), 'page.png');
    expect(differenceFromReference(page1, reference, true)).toBe(0);
    expect(readFileSync(reference).equals(page1)).toBe(true);
  });

  it('measures the difference from an existing reference without changing it', () => {
    const reference = path.join(REFERENCE_DIR, 'sample-page-2.png');
    expect(differenceFromReference(page2, reference, false)).toBe(0);
    expect(differenceFromReference(page1, reference, false)).toBeGreaterThan(0.01);
    expect(readFileSync(reference).equals(page2)).toBe(true);
  });
});
