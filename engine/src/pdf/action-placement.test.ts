// Where a placed action prints, beyond the sample documents: a text-editor clause inside the box its author
// dragged (workflow-builder.md §4: the dragged rectangle, the margins only when there is none), and a
// signature date in the format its author chose (§9's four formats, MM/DD/YYYY by default).
import { describe, expect, it } from 'vitest';
import type { Action, Document } from '../definition/documents.ts';
import { renderDocuments } from './render.ts';
import { readWords, sampleInput } from './test-fixtures.ts';

const LONG_CLAUSE = 'The parties agree that each keeps the property in their own name at the date of filing. '.repeat(3);

function oneBlankPage(actions: Action[]): Document {
  return {
    uid: 'docplaced001',
    type: 'pdf',
    name: 'Placed',
    order: 1,
    pages: [{ name: 'PLACED_1', source: { kind: 'blank' } }],
    rules: [{ uid: 'ruleplaced01', name: 'Always', type: 'Action Logic', order: 1, conditional: 'always', actions }],
  };
}

function clause(location: Action['location']): Action {
  return {
    uid: 'actclause001',
    title: 'Property clause',
    type: 'text-editor',
    location,
    fontSize: 10,
    firstPageMargins: { top: 1, bottom: 1, left: 1, right: 1 },
    laterPageMargins: { top: 1, bottom: 1, left: 1, right: 1 },
    savedData: { text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: LONG_CLAUSE }] }] } },
  };
}

async function wordsOf(actions: Action[]) {
  const result = await renderDocuments(sampleInput({ documents: [oneBlankPage(actions)] }));
  return readWords(result.bytes).filter((w) => w.page === 1);
}

describe('a text-editor action', () => {
  it('flows its text inside the rectangle the author dragged', async () => {
    const box = { startX: 50, startY: 60, width: 40, height: 30 };
    const words = await wordsOf([clause({ page: 1, ...box })]);
    expect(words.length).toBeGreaterThan(20);
    expect(Math.min(...words.map((w) => w.x))).toBeCloseTo(box.startX, 0);
    expect(Math.min(...words.map((w) => w.y))).toBeGreaterThanOrEqual(box.startY - 0.5);
    expect(Math.min(...words.map((w) => w.y))).toBeLessThan(box.startY + 3);
    // the words wrap at the box's right edge: none starts beyond it
    for (const w of words) expect(w.x).toBeLessThan(box.startX + box.width);
  });

  it('follows the first-page margins when no rectangle was dragged', async () => {
    const words = await wordsOf([clause({ page: 1 })]);
    // one inch of 8.5 is 11.8 units of 100
    expect(Math.min(...words.map((w) => w.x))).toBeCloseTo(100 / 8.5, 0);
  });
});

describe('a signature date', () => {
  const dated = (dateFormat?: Action['dateFormat']): Action => ({
    uid: 'actdate00001',
    title: 'Petitioner date',
    type: 'pet-signature-date',
    location: { page: 1, startX: 10, startY: 10, width: 60, height: 5 },
    fontSize: 12,
    ...(dateFormat ? { dateFormat } : {}),
  });
  const printed = async (dateFormat?: Action['dateFormat']) =>
    (await wordsOf([dated(dateFormat)])).map((w) => w.text).join(' ');

  it('prints MM/DD/YYYY unless the author chose another of the four formats', async () => {
    // the sample petitioner signed on 2024-03-15
    expect(await printed()).toBe('03/15/2024');
    expect(await printed('YYYY-MM-DD')).toBe('2024-03-15');
    expect(await printed('MM-DD-YYYY')).toBe('03-15-2024');
    expect(await printed('Month Day Year')).toBe('March 15, 2024');
    expect(await printed('this **th day of Month 20**')).toBe('this 15th day of March, 2024');
  });
});
