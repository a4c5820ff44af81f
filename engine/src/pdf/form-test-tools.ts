// Test helpers for filled forms (Node only, poppler): the words inside a field's rectangle (pdftotext -bbox) and the
// ink inside it (pdftoppm), and a render of the pdf-lib form fixture with fill actions beside placed actions.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Action, Document } from '../definition/documents.ts';
import type { FieldRect } from './form-fields.ts';
import { fileAssetLoader, nodeFontLoader } from './node.ts';
import { decisionsFromPlan, type RenderInput } from './render.ts';

export const FORMS_DIR = fileURLToPath(new URL('./__fixtures__/forms/', import.meta.url));
export const formFixture = (name: string) => new Uint8Array(readFileSync(path.join(FORMS_DIR, name)));

function tempFile(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'accord-form-')), 'form.pdf');
  writeFileSync(file, bytes);
  return file;
}

/** Words of a page whose centre lies inside the rectangle (PDF points, lower-left origin), in reading order. */
export function wordsInRect(bytes: Uint8Array, page: number, rect: FieldRect): string[] {
  const file = tempFile(bytes);
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
  const height = Number(/<page width="[\d.]+" height="([\d.]+)"/.exec(html)?.[1] ?? 792);
  const words: string[] = [];
  for (const m of html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g)) {
    const cx = (Number(m[1]) + Number(m[3])) / 2;
    const cy = height - (Number(m[2]) + Number(m[4])) / 2;
    if (cx >= rect.x && cx <= rect.x + rect.width && cy >= rect.y && cy <= rect.y + rect.height)
      words.push((m[5] ?? '').replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"'));
  }
  return words;
}

/** Dark pixels inside the rectangle, inset by `inset` points (to leave a box's border out), rendered at 72 dpi in grey. */
export function inkInRect(bytes: Uint8Array, page: number, rect: FieldRect, inset = 2.5): number {
  const file = tempFile(bytes);
  const out = file.replace(/\.pdf$/, '');
  const size = execFileSync('pdfinfo', ['-f', String(page), '-l', String(page), file], { encoding: 'utf8' });
  const height = Number(/Page\s+\d+ size:\s+[\d.]+ x ([\d.]+)/.exec(size)?.[1] ?? 792);
  const x = Math.round(rect.x + inset);
  const y = Math.round(height - (rect.y + rect.height) + inset);
  const w = Math.max(1, Math.round(rect.width - 2 * inset));
  const h = Math.max(1, Math.round(rect.height - 2 * inset));
  execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', String(page), '-l', String(page), '-singlefile', '-x', String(x), '-y', String(y), '-W', String(w), '-H', String(h), file, out]);
  const pgm = readFileSync(`${out}.pgm`);
  // P5 header: "P5\n<w> <h>\n<max>\n"
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  const start = header ? header[0].length : 0;
  let dark = 0;
  for (let i = start; i < pgm.length; i++) if ((pgm[i] as number) < 128) dark++;
  return dark;
}

/** What poppler says on stderr while reading every page's text: nothing, for a well-formed file. */
export function popplerComplaints(bytes: Uint8Array): string {
  const run = spawnSync('pdftotext', [tempFile(bytes), '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  return run.stderr;
}

/** The catalog and annotations of a PDF as qpdf shows them: whether any AcroForm or widget is left. */
export function formLeftovers(bytes: Uint8Array): { acroForm: boolean; widgets: number } {
  const file = tempFile(bytes);
  // every object uncompressed, out of object streams, as text
  const text = execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, '-'], { maxBuffer: 64 * 1024 * 1024 }).toString('latin1');
  return { acroForm: /\/AcroForm\b/.test(text), widgets: (text.match(/\/Subtype\s*\/Widget\b/g) ?? []).length };
}

export const FORM_QUESTIONS = {
  name: 'qformname001',
  caseNumber: 'qformcase001',
  income: 'qformincome1',
  married: 'qformmarried',
  children: 'qformkids001',
  residence: 'qformresid01',
  county: 'qformcounty1',
  relief: 'qformrelief1',
} as const;

const fill = (uid: string, page: number, field: string, question: string, extra: Partial<Action> = {}): Action => ({
  uid,
  type: 'fill-field',
  location: { page },
  field,
  question,
  ...extra,
});

/** A two-page document of the pdf-lib form: fill actions for most fields, beside a placed text and a signature image. */
export function formDocument(file = 'pdf-lib-form.pdf'): Document {
  const q = FORM_QUESTIONS;
  return {
    uid: 'doc-form',
    type: 'pdf',
    name: 'Petition',
    order: 1,
    pages: [
      { name: 'PETITION 1', source: { kind: 'pdf', file, page: 1 } },
      { name: 'PETITION 2', source: { kind: 'pdf', file, page: 2 } },
    ],
    rules: [
      {
        uid: 'rule-form',
        name: 'Always',
        type: 'Action Logic',
        order: 1,
        conditional: 'always',
        actions: [
          fill('f-name', 1, 'Petitioner.Name', q.name),
          fill('f-case', 1, 'CaseNumber', q.caseNumber),
          fill('f-income', 1, 'MonthlyIncome', q.income),
          fill('f-married', 1, 'DateOfMarriage', q.married),
          fill('f-kids', 1, 'HasChildren', q.children),
          fill('f-resid', 1, 'Residence', q.residence),
          fill('f-county', 1, 'County', q.county),
          fill('f-relief', 1, 'Relief', q.relief),
          { uid: 'placed-text', type: 'text-static', location: { page: 1, startX: 60, startY: 5, width: 35, height: 5 }, staticText: 'PLACED BESIDE', fontSize: 12 },
          // the signature image over the form's signature field (x 150..370, y 600..640 on page 2)
          { uid: 'placed-sig', type: 'pet-signature-img', location: { page: 2, startX: 24.5, startY: 23.6, width: 36, height: 7.5 } },
        ],
      },
    ],
  };
}

export function formAnswers(): Record<string, unknown> {
  const q = FORM_QUESTIONS;
  return {
    [q.name]: 'Łucja Đorđević',
    [q.caseNumber]: 'DR123456',
    [q.income]: 4600,
    [q.married]: '2012-06-01',
    [q.children]: ['Yes'],
    [q.residence]: 'County',
    [q.county]: 'Pima',
    [q.relief]: ['Divorce', 'Support'],
  };
}

export function formRenderInput(overrides: Partial<RenderInput> = {}): RenderInput {
  const q = FORM_QUESTIONS;
  return {
    documents: [formDocument()],
    answers: formAnswers(),
    fields: [
      { uid: q.name, type: 'text-input-short' },
      { uid: q.caseNumber, type: 'text-input-short' },
      { uid: q.income, type: 'number-input', prefix: '$', useCommas: true },
      { uid: q.married, type: 'date-picker', format: 'MM/DD/YYYY' },
      { uid: q.children, type: 'multi-select' },
      { uid: q.residence, type: 'single-select' },
      { uid: q.county, type: 'single-select' },
      { uid: q.relief, type: 'multi-select' },
    ],
    decisions: decisionsFromPlan({}),
    loadAsset: fileAssetLoader(FORMS_DIR),
    loadFont: nodeFontLoader(),
    now: new Date('2026-11-27T12:00:00Z'),
    ...overrides,
  };
}
