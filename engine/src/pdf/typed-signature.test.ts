import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDocuments } from './render.ts';
import { pageText, readWords, sampleInput } from './test-fixtures.ts';

/** The font names poppler's pdffonts reads from a PDF (from one page when given). */
function fontNames(bytes: Uint8Array, page?: number): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'accord-pdf-')), 'out.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [...(page ? ['-f', String(page), '-l', String(page)] : []), file], { encoding: 'utf8' })
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

describe('a typed signature inside flowing text', () => {
  // The sample stipulation's terms (a text-editor action on its first page) hold **PET_SIGNATURE** and
  // **RESP_SIGNATURE**; its second page has the signature boxes.
  const stipulation = { onlyDocuments: ['docstipulat0'] };
  const typed = {
    petitioner: { typedName: 'Zoë Quillfeather-Núñez', signedAt: '2024-03-15T17:15:03Z', signedAtText: 'Signed 03/15/2024 10:15:03 AM MDT (UTC-06:00)' },
    respondent: { typedName: 'François Øster', signedAt: '2024-03-16T09:00:00Z', signedAtText: 'Signed 03/16/2024 03:00:00 AM MDT (UTC-06:00)' },
  };

  it('is the name in the handwriting font on the terms\' page, not /s/ in the body font, with its signing time under it', async () => {
    const result = await renderDocuments(sampleInput({ ...stipulation, signatures: typed }));
    // the terms flow onto a second page, the last of the text editor's (before the template's signature page)
    const termsPage = result.documents[0]!.firstPage + result.documents[0]!.pageCount - 2;
    const words = readWords(result.bytes).filter((w) => w.page === termsPage);
    const name = words.find((w) => w.text === 'Quillfeather-Núñez')!;
    expect(name).toBeDefined();
    expect(fontNames(result.bytes, termsPage).some((font) => font.includes('DancingScript'))).toBe(true);
    const text = pageText(result.bytes, termsPage);
    expect(text).not.toContain('/s/');
    expect(text).toContain('François Øster');
    // 'Petitioner:' is kept with the signature it introduces
    expect(words.some((w) => w.text === 'Petitioner:' && w.y < name.y)).toBe(true);
    const time = words.find((w) => w.text === '10:15:03')!;
    expect(time).toBeDefined();
    expect(time.y).toBeGreaterThan(name.y); // under the name (top-left origin)
    expect(text).toMatch(/Signed 03\/15\/2024 10:15:03 AM MDT \(UTC-06:00\)/);
  });

  it('leaves the terms\' page without the handwriting font when both spouses drew', async () => {
    const result = await renderDocuments(sampleInput({ ...stipulation }));
    const termsPage = result.documents[0]!.firstPage + result.documents[0]!.pageCount - 2;
    expect(fontNames(result.bytes, termsPage).some((name) => name.includes('DancingScript'))).toBe(false);
  });
});

