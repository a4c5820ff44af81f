import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDocuments } from './render.ts';
import { readWords, sampleInput } from './test-fixtures.ts';

/** The font names poppler's pdffonts reads from a PDF. */
function fontNames(bytes: Uint8Array): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'accord-pdf-')), 'out.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

describe('a typed signature', () => {
  it('is drawn as the signer\'s name, in the handwriting font, where the drawn image would go', async () => {
    const result = await renderDocuments(sampleInput({ signatures: { petitioner: { typedName: '  Zoë   Quillfeather-Núñez ', signedAt: '2024-03-15' } } }));
    const words = readWords(result.bytes).map((w) => w.text);
    expect(words).toContain('Zoë');
    expect(words).toContain('Quillfeather-Núñez');
    expect(fontNames(result.bytes).some((name) => name.includes('DancingScript'))).toBe(true);
  });

  it('gives way to a drawn image when the signer drew one', async () => {
    const withImage = sampleInput();
    const image = withImage.signatures?.petitioner?.image;
    const result = await renderDocuments(sampleInput({ signatures: { petitioner: { image, typedName: 'Zoë Quillfeather-Núñez', signedAt: '2024-03-15' } } }));
    expect(readWords(result.bytes).map((w) => w.text)).not.toContain('Quillfeather-Núñez');
    expect(fontNames(result.bytes).some((name) => name.includes('DancingScript'))).toBe(false);
  });
});
