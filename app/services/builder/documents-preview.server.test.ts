import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, FormElement, WorkflowDefinition } from '~/engine';
import { renderDocumentPreview, SAMPLE_IMAGE, sampleAnswers } from './documents-preview.server';

const run = promisify(execFile);

const elements = [
  { uid: 'page00000001', type: 'page-break', title: 'PAGE_1', label: 'Page 1' },
  { uid: 'name00000001', type: 'text-input-short', title: 'PETITIONER_NAME', label: 'Your name' },
  { uid: 'photo0000001', type: 'file-input', title: 'PHOTO', label: 'A photo' },
  { uid: 'sign00000001', type: 'signature-pad', title: 'SIGN', label: 'Sign here' },
] as FormElement[];

const box = (startY: number) => ({ page: 1, startX: 10, startY, width: 60, height: 8 });
const actions: Action[] = [
  { uid: 'act000000001', type: 'text-from-question', question: 'name00000001', location: box(10) },
  { uid: 'act000000002', type: 'pet-signature-img', location: box(20) },
  { uid: 'act000000003', type: 'resp-signature-img', location: box(30) },
  { uid: 'act000000004', type: 'pet-signature-date', location: box(40) },
  {
    uid: 'act000000005',
    type: 'custom-image',
    variant: 'image-from-survey',
    question: 'photo0000001',
    location: box(50),
  },
];

const definition = {
  name: 'Preview',
  elements,
  documents: [
    {
      uid: 'document0001',
      type: 'pdf',
      name: 'Petition',
      order: 1,
      pages: [{ name: 'PETITION_1', source: { kind: 'blank' } }],
      rules: [{ uid: 'rule00000001', name: 'Rule 1', type: 'Action Logic', order: 1, actions }],
    },
  ],
} as unknown as WorkflowDefinition;

describe('the builder preview', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'accord-preview-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('answers a picture question with the sample card and a text question with its title', () => {
    const answers = sampleAnswers(definition);
    expect(answers).toMatchObject({
      name00000001: 'PETITIONER_NAME',
      photo0000001: { name: 'sample.png', url: SAMPLE_IMAGE },
      sign00000001: { url: SAMPLE_IMAGE },
    });
    expect(Buffer.from(SAMPLE_IMAGE.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers a number question inside its bounds, so conditions on it read an answer', () => {
    const numbers = [
      { uid: 'kids00000001', type: 'number-input', title: 'KIDS', label: 'Children' },
      { uid: 'debt00000001', type: 'number-input', title: 'DEBT', label: 'Debt', lowerBound: 0, upperBound: 10000 },
      { uid: 'tiny00000001', type: 'number-input', title: 'TINY', label: 'Tiny', lowerBound: -5, upperBound: 3 },
    ] as FormElement[];
    const answers = sampleAnswers({ ...definition, elements: [...elements, ...numbers] });
    expect([answers.kids00000001, answers.debt00000001, answers.tiny00000001]).toEqual([100, 1234, 3]);
  });

  it('answers a choice with its first option and a date with a fixed day; a select without options, a group, a table and display types get no stand-in', () => {
    const more = [
      { uid: 'pick00000001', type: 'single-select', title: 'PICK', options: ['Yes', 'No'] },
      { uid: 'many00000001', type: 'multi-select', title: 'MANY', options: ['A', 'B'] },
      { uid: 'when00000001', type: 'date-picker', title: 'WHEN' },
      { uid: 'none00000001', type: 'single-select', title: 'NONE', options: [] },
      { uid: 'grup00000001', type: 'grouped-options', title: 'GROUP', groupingVariant: 'select', groupingOptions: { g: ['x'] } },
      { uid: 'tabl00000001', type: 'item-table', title: 'TABLE', variant: 'user-input-allowed', headers: [] },
      { uid: 'head00000001', type: 'heading', title: 'HEAD' },
      { uid: 'odd000000001', type: 'tax-form', title: 'ODD' },
    ] as unknown as FormElement[];
    const answers = sampleAnswers({ ...definition, elements: more });
    expect(answers).toEqual({ pick00000001: 'Yes', many00000001: ['A'], when00000001: '2025-01-15' });
  });

  it('prints both sample signatures, the signing date, the sample picture and the answers typed in over the samples', async () => {
    const preview = await renderDocumentPreview(
      { definition, documentUid: 'document0001', answers: { name00000001: 'Jordan Example' } },
      () => Promise.reject(new Error('a blank page reads no file')),
    );
    expect(preview.ok && preview.warnings).toEqual([]);
    if (!preview.ok) return;
    const file = path.join(folder, 'preview.pdf');
    await writeFile(file, preview.bytes);
    const text = (await run('pdftotext', [file, '-'])).stdout;
    expect(text).toContain('Jordan Example');
    expect(text).toContain('Sample Petitioner');
    expect(text).toContain('Sample Respondent');
    expect(text).toContain('01/15/2025');
    // the picture: one image drawn on the page
    const images = (await run('pdfimages', ['-list', file])).stdout.trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
  });
});
