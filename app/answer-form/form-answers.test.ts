import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, type FormElement } from '../engine';
import {
  POSTED_ANSWER_READERS,
  UNTOUCHED_VALUES,
  answerFingerprint,
  readPostedAnswer,
  untouchedValue,
} from './form-answers';

const el = (e: Record<string, unknown>) => ({ uid: 'u', title: 'T', ...e }) as FormElement;
const posted = (entries: [string, string][]) => {
  const form = new URLSearchParams([['v.u', '1'], ...entries]);
  return {
    get: (name: string) => form.get(name) ?? undefined,
    getAll: (name: string) => form.getAll(name),
    has: (name: string) => form.has(name),
  };
};

describe('a questionnaire answer posted through the form', () => {
  it('has a reader and an untouched value for every element type', () => {
    expect(Object.keys(POSTED_ANSWER_READERS).sort()).toEqual([...ELEMENT_TYPES].sort());
    expect(Object.keys(UNTOUCHED_VALUES).sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  it('reads a text collapsed, a number trimmed and a multi-select without empty choices', () => {
    expect(readPostedAnswer(el({ type: 'text-input-long' }), posted([['a.u', '  a \n b ']]))).toEqual({
      kind: 'value',
      value: 'a b',
    });
    expect(readPostedAnswer(el({ type: 'number-input' }), posted([['a.u', ' 12 ']]))).toEqual({
      kind: 'value',
      value: '12',
    });
    expect(
      readPostedAnswer(
        el({ type: 'multi-select', options: [] }),
        posted([
          ['a.u', 'A'],
          ['a.u', ''],
        ]),
      ),
    ).toEqual({ kind: 'value', value: ['A'] });
  });

  it('leaves uploads, signatures, display-only types and types it does not know to their own handling', () => {
    for (const type of [
      'file-input',
      'signature-pad',
      'heading',
      'computed-property',
      'child-support-calculator',
      'tax-form',
    ])
      expect(readPostedAnswer(el({ type }), posted([['a.u', 'x']]))).toEqual({ kind: 'absent' });
  });

  it('posts back, untouched, the same answer the page rendered for a date range and an item table', () => {
    const range = el({ type: 'date-picker', variant: 'date-range' });
    const stored = { start: '2020-01-02', end: '2020-02-03' };
    const read = readPostedAnswer(
      range,
      posted([
        ['a.u.start', '2020-01-02'],
        ['a.u.end', '2020-02-03'],
      ]),
    );
    expect(read.kind === 'value' && answerFingerprint(read.value)).toBe(
      answerFingerprint(untouchedValue(range, stored)),
    );
    const table = el({
      type: 'item-table',
      variant: 'user-input-allowed',
      headers: [{ text: 'A', value: 'a', align: 'start', variant: 'text' }],
    });
    const rows = readPostedAnswer(
      table,
      posted([
        ['a.u.rows', '2'],
        ['a.u.0.a', ' x '],
        ['a.u.1.a', ''],
      ]),
    );
    expect(rows).toEqual({ kind: 'value', value: [{ a: 'x' }] });
    expect(untouchedValue(table, [{ a: 'x' }, { a: '' }])).toEqual([{ a: 'x' }]);
  });
});
