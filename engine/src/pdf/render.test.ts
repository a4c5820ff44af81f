import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Document } from '../definition/documents.ts';
import { RenderError } from './errors.ts';
import { decodeGreyPng, differenceFromReference, pixelDifference, rasterizePage } from './png-compare.ts';
import { decisionsFromPlan, NO_DOCUMENTS_TEXT, renderDocuments, type RenderInput } from './render.ts';
import { pageText, pdfText, QUESTIONS, qpdfCheck, readWords, sampleAnswers, sampleInput, SAMPLES_DIR, type Word } from './test-fixtures.ts';

const REFERENCE_DIR = fileURLToPath(new URL('./__reference__/', import.meta.url));

// With the sample answers (children: Yes, ground: irreconcilable) every rule holds but these two.
const RULES_NOT_HOLDING = ['Children: no', 'Ground: separation'];
function planned(overrides: Partial<RenderInput> = {}): RenderInput {
  const input = sampleInput(overrides);
  const rules = input.documents.flatMap((d) => d.rules ?? []).filter((r) => !RULES_NOT_HOLDING.includes(r.name));
  return { ...input, decisions: decisionsFromPlan({ rules: rules.map((r) => r.uid) }), ...overrides };
}

function near(words: Word[], page: number, text: string): Word | undefined {
  return words.find((w) => w.page === page && w.text === text);
}

describe('renderDocuments with the sample workflow documents', async () => {
  const result = await renderDocuments(planned());
  const words = readWords(result.bytes);

  it('writes one PDF that qpdf accepts, with both documents in order and the final file name as title', async () => {
    expect(qpdfCheck(result.bytes).ok).toBe(true);
    expect(result.documents.map((d) => [d.name, d.firstPage, d.pageCount])).toEqual([
      ['Petition for Divorce', 1, 3],
      ['Stipulation and Agreement', 4, 3],
    ]);
    expect(result.fileName).toBe('Accord_Zoe_Angstrom_Nunez_Francois_Oster_03152024.pdf');
    const loaded = await PDFDocument.load(result.bytes);
    expect(loaded.getTitle()).toBe('Accord_Zoe_Angstrom_Nunez_Francois_Oster_03152024');
    expect(result.warnings).toEqual([]);
  });

  it('prints each answer on its page near the position of its action, accented names included', () => {
    const expectAt = (page: number, text: string, x: number, y: number) => {
      const word = near(words, page, text);
      expect(word, `"${text}" on page ${page}`).toBeDefined();
      expect(Math.abs((word?.x ?? -99) - x)).toBeLessThan(1.5);
      expect(Math.abs((word?.y ?? -99) - y)).toBeLessThan(2);
    };
    expectAt(1, 'Zoë', 8, 28);
    expectAt(1, 'Ångström-Núñez', 12.6, 28);
    expectAt(1, 'François', 8, 37);
    expectAt(1, 'June', 8, 46);
    expectAt(2, '$52,340.50', 8, 16);
    expectAt(2, '03/15/2024', 56, 84);
    expect(near(words, 3, 'NOTICE')).toBeDefined();
    expect(near(words, 3, 'François')?.y).toBeGreaterThan(17);
  });

  it('leaves the respondent date as the MM/DD/YYYY placeholder until the respondent signs', () => {
    expect(words.filter((w) => w.page === 6 && w.text === 'MM/DD/YYYY')).toHaveLength(1);
    expect(near(words, 6, '03/15/2024')).toBeDefined();
  });

  it('flows the rich text with blocks replaced, the children clause shown and numbered levels', () => {
    const page4 = words.filter((w) => w.page === 4).map((w) => w.text);
    expect(page4).toContain('Zoë');
    expect(page4).toContain('$52,340.50.');
    expect(page4).toContain('I.');
    expect(page4).toContain('II.');
    expect(page4).toContain('custody');
    const joined = words.filter((w) => w.page === 4 || w.page === 5).map((w) => w.text).join(' ');
    expect(joined).not.toMatch(/\*\*/);
    expect(joined).toContain('generated 03/15/2024.');
    // The text starts below the 2.4 inch first-page margin and stays within 1 inch of the sides.
    for (const w of words.filter((x) => x.page === 4 && x.y > 24 && x.y < 112)) {
      expect(w.x).toBeGreaterThanOrEqual(100 / 8.5 - 0.2);
      expect(w.y).toBeLessThanOrEqual(120 - 120 / 11 + 0.5);
    }
    expect(Math.min(...words.filter((w) => w.page === 4 && w.text === 'Terms').map((w) => w.y))).toBeGreaterThan(25);
  });

  it('draws only the marks whose rules hold', async () => {
    const noKids = await renderDocuments(planned({ answers: { ...sampleAnswers(), [QUESTIONS.hasChildren]: 'No' } }));
    const input = planned();
    const rules = input.documents.flatMap((d) => d.rules ?? []);
    const decideNo = decisionsFromPlan({ rules: rules.filter((r) => r.name !== 'Children: yes' && r.name !== 'Ground: separation').map((r) => r.uid) });
    const flipped = await renderDocuments({ ...input, decisions: decideNo });
    expect(noKids.pageCount).toBe(result.pageCount);
    // Ink inside a checkbox, in the builder's scale: the Yes box at x 10, the No box at x 24, y 69.
    const ink = (bytes: Uint8Array, x: number) => {
      const page = decodeGreyPng(rasterizePage(bytes, 1, 72));
      let dark = 0;
      for (let py = Math.round(((69 - 0.1) / 120) * page.height); py < Math.round((70.6 / 120) * page.height); py++)
        for (let px = Math.round(((x + 0.3) / 100) * page.width); px < Math.round(((x + 1.5) / 100) * page.width); px++)
          if ((page.pixels[py * page.width + px] ?? 255) < 128) dark++;
      return dark;
    };
    const [yesMarked, noEmpty, yesEmpty, noMarked] = [ink(result.bytes, 10), ink(result.bytes, 24), ink(flipped.bytes, 10), ink(flipped.bytes, 24)];
    expect(yesMarked).toBeGreaterThan(yesEmpty + 10);
    expect(noMarked).toBeGreaterThan(noEmpty + 10);
  });

  it('shows a static block only when its condition holds', async () => {
    const input = planned();
    const hidden = await renderDocuments({
      ...input,
      decisions: { ...input.decisions, showsBlock: (_d, _a, block) => block.name !== 'Children Clause' },
    });
    expect(words.some((w) => w.text === 'custody')).toBe(true);
    expect(readWords(hidden.bytes).some((w) => w.text === 'custody')).toBe(false);
  });

  it('leaves out a document whose display logic does not hold', async () => {
    const input = planned();
    const only = await renderDocuments({ ...input, decisions: { ...input.decisions, includesDocument: (d) => d.name.toLowerCase().includes('stipulation') } });
    expect(only.documents.map((d) => d.name)).toEqual(['Stipulation and Agreement']);
    expect(readWords(only.bytes).some((w) => w.text === 'PETITION')).toBe(false);
  });

  it('keeps template pages as vector pages (the template text is extractable)', () => {
    expect(near(words, 1, 'PETITION')).toBeDefined();
    expect(near(words, 6, 'SIGNATURES')).toBeDefined();
  });

  it.each([1, 2, 4])('page %i looks like its committed reference image', (page) => {
    const diff = differenceFromReference(rasterizePage(result.bytes, page), path.join(REFERENCE_DIR, `sample-page-${page}.png`));
    expect(diff).toBeLessThan(0.01);
  });

  it('tells a page that differs from the reference (the comparison can fail)', () => {
    const png = decodeGreyPng(rasterizePage(result.bytes, 1));
    const other = decodeGreyPng(readFileSync(path.join(REFERENCE_DIR, 'sample-page-2.png')));
    expect(pixelDifference(png, other)).toBeGreaterThan(0.01);
  });
});

describe('bad input', () => {
  const withTemplate = (bytes: Uint8Array, file = 'broken.pdf'): RenderInput => {
    const dir = mkdtempSync(path.join(tmpdir(), 'accord-bad-'));
    writeFileSync(path.join(dir, file), bytes);
    const document: Document = {
      uid: 'docbad000000',
      type: 'pdf',
      name: 'Broken Petition',
      order: 1,
      pages: [{ name: 'BROKEN_1', source: { kind: 'pdf', file, page: 1 } }],
    };
    return sampleInput({ documents: [document], loadAsset: async (ref) => readFileSync(path.join(dir, ref)) });
  };

  it('names the document and page of a corrupt template', async () => {
    const real = readFileSync(path.join(SAMPLES_DIR, 'pdf/petition.pdf'));
    const corrupt = new Uint8Array(real.subarray(0, 400));
    await expect(renderDocuments(withTemplate(corrupt))).rejects.toThrow(/document "Broken Petition", page 1 \(BROKEN_1\): template "broken.pdf" is a corrupt PDF/);
  });

  it('names the document and page of a file that is not a PDF', async () => {
    await expect(renderDocuments(withTemplate(new TextEncoder().encode('hello, not a pdf')))).rejects.toThrow(
      /document "Broken Petition", page 1 \(BROKEN_1\): template "broken.pdf" is not a PDF/,
    );
  });

  it('refuses an encrypted template with a clear message', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'accord-enc-'));
    const out = path.join(dir, 'enc.pdf');
    execFileSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', path.join(SAMPLES_DIR, 'pdf/petition.pdf'), out]);
    const error = await renderDocuments(withTemplate(readFileSync(out))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).code).toBe('TEMPLATE_ENCRYPTED');
    expect((error as Error).message).toMatch(/page 1 \(BROKEN_1\).*encrypted/);
  });

  it('names the page a template does not have', async () => {
    const input = withTemplate(readFileSync(path.join(SAMPLES_DIR, 'pdf/stipulation.pdf')));
    const doc = input.documents[0] as Document;
    doc.pages = [{ name: 'BROKEN_9', source: { kind: 'pdf', file: 'broken.pdf', page: 9 } }];
    await expect(renderDocuments(input)).rejects.toThrow(/page 1 \(BROKEN_9\): template "broken.pdf" has 2 page\(s\), page 9 was asked for/);
  });

  it('names the action of an image that is not an image, and of a missing asset', async () => {
    const input = planned();
    const petition = input.documents[0] as Document;
    const seal = petition.rules?.flatMap((r) => r.actions ?? []).find((a) => a.title === 'Court seal');
    if (!seal) throw new Error('fixture has no seal');
    seal.image = 'not-an-image.txt';
    const loadAsset = input.loadAsset;
    input.loadAsset = async (ref) => (ref === 'not-an-image.txt' ? new TextEncoder().encode('plain words') : loadAsset(ref));
    await expect(renderDocuments(input)).rejects.toThrow(/document "Petition for Divorce", page 2 \(PETITION_2\), action "Court seal": the image "not-an-image.txt" is not a PNG or JPEG image or a PDF/);
    seal.image = 'pdf/nowhere.png';
    await expect(renderDocuments(input)).rejects.toThrow(/action "Court seal": the image "pdf\/nowhere.png" could not be loaded: no such file/);
  });

  it("puts the text editor's caption, its blocks filled in, at the top of each page the text flows onto", async () => {
    const input = planned();
    const terms = input.documents.flatMap((d) => d.rules ?? []).flatMap((r) => r.actions ?? []).find((a) => a.type === 'text-editor');
    if (!terms) throw new Error('fixture has no text editor');
    terms.laterPageCaption = 'Stipulation of **PETITIONER_NAME** and **RESPONDENT_NAME**';
    const result = await renderDocuments(input);
    const stipulation = result.documents.find((d) => d.name === 'Stipulation and Agreement')!;
    expect(stipulation.pageCount).toBeGreaterThan(1);
    const page = (n: number) => pageText(result.bytes, n).replace(/\s+/g, ' ');
    // the first page has the template's own caption; the page the text flowed onto gets this one
    expect(page(stipulation.firstPage)).not.toContain('Stipulation of');
    expect(page(stipulation.firstPage + 1)).toContain('Stipulation of Zoë Ångström-Núñez and François Øster Page 2 of 2');
  });

  it('embeds an uploaded PDF: its first page where the image goes, its other pages after, in a box and in flowing text', async () => {
    const upload = await PDFDocument.create();
    for (const words of ['CERTIFICATE OF MARRIAGE', 'SECOND PAGE OF THE CERTIFICATE']) {
      const page = upload.addPage([612, 792]);
      page.drawText(words, { x: 72, y: 700, size: 24, font: await upload.embedFont('Helvetica') });
    }
    const bytes = await upload.save();
    const answers = { ...sampleAnswers(), [QUESTIONS.exhibit]: { name: 'certificate.pdf', url: 'uploads/certificate.pdf' } };
    const base = planned({ answers });
    const input: RenderInput = { ...base, loadAsset: async (ref) => (ref === 'uploads/certificate.pdf' ? bytes : base.loadAsset(ref)) };
    const result = await renderDocuments(input);
    expect(result.warnings).toEqual([]);
    const text = pdfText(result.bytes);
    // once in the petition's exhibit box, once in the stipulation's exhibit block: each with its second page after
    expect(text.match(/CERTIFICATE OF MARRIAGE/g)).toHaveLength(2);
    expect(text.match(/SECOND PAGE OF THE CERTIFICATE/g)).toHaveLength(2);
    expect(result.pageCount).toBe(8);
  });

  it('leaves out an uploaded PDF it cannot read with a warning, and draws the rest', async () => {
    const answers = { ...sampleAnswers(), [QUESTIONS.exhibit]: { name: 'certificate.pdf', url: 'uploads/certificate.pdf' } };
    const base = planned({ answers });
    const input: RenderInput = { ...base, loadAsset: async (ref) => (ref === 'uploads/certificate.pdf' ? new TextEncoder().encode('%PDF-1.7 broken') : base.loadAsset(ref)) };
    const result = await renderDocuments(input);
    expect(result.warnings.map((w) => w.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^the uploaded image "uploads\/certificate.pdf" is a PDF that could not be read/)]));
    expect(result.documents.map((d) => d.name)).toEqual(['Petition for Divorce', 'Stipulation and Agreement']);
    expect(pdfText(result.bytes)).toContain('NOTICE TO RESPONDENT');
  });

  it('leaves an answer of the wrong shape blank with a warning naming the action, or fails in strict mode', async () => {
    const answers = { ...sampleAnswers(), [QUESTIONS.assets]: 'a car', [QUESTIONS.marriageDate]: 'yesterday' };
    const result = await renderDocuments(planned({ answers }));
    expect(result.warnings.map((w) => `${w.page} ${w.action}: ${w.message}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2 Property list: answer to "Property" left blank: expected a list of rows/),
        expect.stringMatching(/^1 Date of marriage: answer to "Date of marriage" left blank: expected a date/),
      ]),
    );
    await expect(renderDocuments(planned({ answers, strict: true }))).rejects.toThrow(/action "Date of marriage"/);
  });

  it('prints a glyph the font lacks as "?" and says which', async () => {
    const result = await renderDocuments(planned({ answers: { ...sampleAnswers(), [QUESTIONS.marriageCity]: 'Tōkyō 東京' } }));
    const warning = result.warnings.find((w) => w.action === 'Place of marriage');
    expect(warning?.message).toMatch(/Arimo-Regular.ttf has no glyph for U\+6771, U\+4EAC; printed as '\?'/);
    expect(readWords(result.bytes).some((w) => w.text === 'Tōkyō')).toBe(true);
  });

  it('never lets a long answer spill out of its box', async () => {
    const long = 'The parties have irreconcilable differences that make the marriage impossible to continue. '.repeat(30);
    const result = await renderDocuments(planned({ answers: { ...sampleAnswers(), [QUESTIONS.groundsDetail]: long } }));
    const box = { x: 8, y: 94, width: 84, height: 8 };
    const inside = readWords(result.bytes).filter((w) => w.page === 1 && w.y > 90 && w.y < 112);
    expect(inside.length).toBeGreaterThan(20);
    for (const w of inside) {
      expect(w.y).toBeLessThanOrEqual(box.y + box.height);
      expect(w.x).toBeLessThanOrEqual(box.x + box.width);
    }
  });
});

describe('a workflow without documents', () => {
  it('renders one page that says so in the words the builder shows (workflow-builder.md §8 No documents)', async () => {
    const result = await renderDocuments(planned({ documents: [] }));
    expect(result.documents).toEqual([]);
    expect((await PDFDocument.load(result.bytes)).getPageCount()).toBe(1);
    const text = readWords(result.bytes).map((w) => w.text).join(' ');
    expect(text).toBe(NO_DOCUMENTS_TEXT);
  });
});
