// Shared by the renderer's tests and the benchmark: the sample documents with a set of fields, answers
// and signatures, and helpers that read a PDF back with poppler (pdftotext -bbox) and qpdf. The templates
// come from the engine's own fixtures (src/testing), written once per process to a temporary folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleDocuments, type SampleQuestions } from '../testing/sample-documents.ts';
import { writeSampleTemplateFolder } from '../testing/sample-templates.ts';
import type { Action, Document } from '../definition/documents.ts';
import type { FieldInfo } from './format.ts';
import { fileAssetLoader, nodeFontLoader } from './node.ts';
import type { RenderInput } from './render.ts';
import { decisionsFromPlan } from './render.ts';

/** A folder laid out like a sample workflow's: the sample templates and images under `pdf/`. */
export const SAMPLES_DIR = await writeSampleTemplateFolder();

export const QUESTIONS: SampleQuestions = {
  petitionerName: 'qpetname0001',
  respondentName: 'qrespname001',
  marriageDate: 'qmarried0001',
  marriageCity: 'qcity0000001',
  county: 'qcounty00001',
  hasChildren: 'qchildren001',
  grounds: 'qgrounds0001',
  groundsDetail: 'qgroundtext1',
  income: 'qincome00001',
  assets: 'qassets00001',
  exhibit: 'qexhibit0001',
  witnessSignature: 'qwitness0001',
};

export const FIELDS: FieldInfo[] = [
  { uid: QUESTIONS.petitionerName, type: 'text-input-short', title: 'Petitioner name' },
  { uid: QUESTIONS.respondentName, type: 'text-input-short', title: 'Respondent name' },
  { uid: QUESTIONS.marriageDate, type: 'date-picker', title: 'Date of marriage', format: 'MMMM Do, YYYY' },
  { uid: QUESTIONS.marriageCity, type: 'text-input-short', title: 'Place of marriage' },
  { uid: QUESTIONS.county, type: 'single-select', title: 'County' },
  { uid: QUESTIONS.hasChildren, type: 'single-select', title: 'Children' },
  { uid: QUESTIONS.grounds, type: 'multi-select', title: 'Grounds' },
  { uid: QUESTIONS.groundsDetail, type: 'text-input-long', title: 'Grounds in detail' },
  { uid: QUESTIONS.income, type: 'number-input', title: 'Income', prefix: '$' },
  {
    uid: QUESTIONS.assets,
    type: 'item-table',
    title: 'Property',
    headers: [
      { text: 'Item', value: 'item', variant: 'text' },
      { text: 'Value', value: 'value', variant: 'money' },
    ],
  },
  { uid: QUESTIONS.exhibit, type: 'file-input', title: 'Exhibit' },
  { uid: QUESTIONS.witnessSignature, type: 'signature-pad', title: 'Witness signature' },
];

export function sampleAnswers(): Record<string, unknown> {
  return {
    [QUESTIONS.petitionerName]: 'Zoë Ångström-Núñez',
    [QUESTIONS.respondentName]: 'François Øster',
    [QUESTIONS.marriageDate]: '2012-06-01',
    [QUESTIONS.marriageCity]: 'Salt Lake City',
    [QUESTIONS.county]: 'Salt Lake',
    [QUESTIONS.hasChildren]: 'Yes',
    [QUESTIONS.grounds]: ['Irreconcilable differences'],
    [QUESTIONS.groundsDetail]: 'The parties have grown apart and agree that the marriage cannot be saved.',
    [QUESTIONS.income]: 52340.5,
    [QUESTIONS.assets]: [
      { item: 'Car', value: 12000 },
      { item: 'Savings account', value: 3450.75 },
    ],
    [QUESTIONS.exhibit]: { name: 'photo.png', file: 'pdf/sample-upload.png' },
    [QUESTIONS.witnessSignature]: { img: 'pdf/sample-signature-respondent.png', signed: true },
  };
}

export function sampleInput(overrides: Partial<RenderInput> = {}): RenderInput {
  return {
    documents: sampleDocuments(QUESTIONS),
    answers: sampleAnswers(),
    fields: FIELDS,
    signatures: {
      petitioner: { image: readFileSync(path.join(SAMPLES_DIR, 'pdf/sample-signature-petitioner.png')), signedAt: '2024-03-15' },
    },
    // The sample answers make every rule and block apply except 'Children: no' and the separation ground.
    decisions: decisionsFromPlan({ rules: undefined }),
    loadAsset: fileAssetLoader(SAMPLES_DIR),
    loadFont: nodeFontLoader(),
    naming: { productName: 'Accord', petitionerName: 'Zoë Ångström-Núñez', respondentName: 'François Øster', date: new Date(2024, 2, 15) },
    now: new Date('2024-03-15T12:00:00Z'),
    ...overrides,
  };
}

export interface Word {
  page: number;
  text: string;
  /** In the builder's page scale (100 x 120), top-left origin. */
  x: number;
  y: number;
}

/** Every word of a PDF with its page and position, read back by poppler's pdftotext -bbox. */
export function readWords(bytes: Uint8Array): Word[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-pdf-'));
  const file = path.join(dir, 'out.pdf');
  writeFileSync(file, bytes);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const words: Word[] = [];
  let page = 0;
  let pw = 612;
  let ph = 792;
  for (const line of html.split('\n')) {
    const pm = /<page width="([\d.]+)" height="([\d.]+)"/.exec(line);
    if (pm) {
      page++;
      pw = Number(pm[1]);
      ph = Number(pm[2]);
      continue;
    }
    const wm = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">(.*)<\/word>/.exec(line);
    if (wm) {
      const text = (wm[3] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
      words.push({ page, text, x: (Number(wm[1]) / pw) * 100, y: (Number(wm[2]) / ph) * 120 });
    }
  }
  return words;
}

/** The text of one page, laid out (pdftotext -layout). */
export function pageText(bytes: Uint8Array, page: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-pdf-'));
  const file = path.join(dir, 'out.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
}

/** Runs qpdf --check; returns its exit status and output. */
export function qpdfCheck(bytes: Uint8Array): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-pdf-'));
  const file = path.join(dir, 'out.pdf');
  writeFileSync(file, bytes);
  try {
    return { ok: true, output: execFileSync('qpdf', ['--check', file], { encoding: 'utf8' }) };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** The text of the whole PDF in reading order (pdftotext), lines joined by newlines. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-pdf-'));
  const file = path.join(dir, 'out.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** A document of one blank page carrying one text-editor action, whose text flows onto as many pages as it needs. */
export function flowDocument(action: Action): Document {
  return {
    uid: 'docflow00000',
    type: 'pdf',
    name: 'Flow',
    order: 1,
    pages: [{ name: 'FLOW_1', source: { kind: 'blank' } }],
    rules: [{ uid: 'ruleflow0000', name: 'All', type: 'Action Logic', order: 1, conditional: 'always', actions: [action] }],
  };
}
