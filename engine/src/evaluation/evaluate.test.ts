import { describe, expect, it } from 'vitest';
import type { QuestionCondition } from '../definition/conditions.ts';
import type { FormElement } from '../definition/elements.ts';
import { document, expression, showWhen, workflow } from '../testing/fixtures.ts';
import { compile } from './compile.ts';
import { evaluate } from './evaluate.ts';

const questions: FormElement[] = [
  { uid: 'num', type: 'number-input', title: 'NUM', lowerBound: 0, upperBound: 1000 },
  { uid: 'txt', type: 'text-input-short', title: 'TXT' },
  { uid: 'file', type: 'file-input', title: 'FILE' },
  { uid: 'video', type: 'youtube-video', title: 'VIDEO' },
  { uid: 'date', type: 'date-picker', title: 'DATE', variant: 'single-date' },
  { uid: 'dates', type: 'date-picker', title: 'DATES', variant: 'multiple-dates' },
  { uid: 'range', type: 'date-picker', title: 'RANGE', variant: 'date-range' },
  { uid: 'sig', type: 'signature-pad', title: 'SIG' },
  { uid: 'one', type: 'single-select', title: 'ONE', options: ['A', 'B', 'C'] },
  { uid: 'many', type: 'multi-select', title: 'MANY', options: ['A', 'B', 'C'] },
  {
    uid: 'img',
    type: 'embedded-image',
    title: 'IMG',
    variant: 'image-carousel',
    interactionType: 'multi-select',
    images: [
      { name: 'x', url: 'x.png', title: 'X' },
      { name: 'y', url: 'y.png', title: 'Y' },
    ],
  },
  { uid: 'dlg', type: 'dialog-window', title: 'DLG', buttons: ['Yes', 'No'], dialogFields: [] },
];

/** Whether a target element shows under one question condition with these answers. */
function shows(condition: QuestionCondition, answers: Record<string, unknown>, collaborate = true): boolean {
  const target: FormElement = { uid: 'target', type: 'label', title: 'TARGET', ...showWhen(expression([condition])) };
  const result = evaluate(compile(workflow([...questions, target])), answers, { collaborate, today: '2026-01-15' });
  return result.visibleElementUids.includes('target');
}

const signature = { image: 'data:image/png;base64,' + 'A'.repeat(5000) };

describe('every comparison of the builder', () => {
  const cases: [string, QuestionCondition, Record<string, unknown>, boolean][] = [
    [
      'number greater-than holds above the value',
      { questionUid: 'num', comparison: 'greater-than', value: 5 },
      { num: 6 },
      true,
    ],
    [
      'number greater-than fails at the value',
      { questionUid: 'num', comparison: 'greater-than', value: 5 },
      { num: 5 },
      false,
    ],
    [
      'number equal-to reads typed numbers with commas',
      { questionUid: 'num', comparison: 'equal-to', value: 1000 },
      { num: '1,000' },
      true,
    ],
    [
      'number less-than holds below the value',
      { questionUid: 'num', comparison: 'less-than', value: 5 },
      { num: 4 },
      true,
    ],
    ['number less-than fails without an answer', { questionUid: 'num', comparison: 'less-than', value: 5 }, {}, false],
    [
      'number between includes its limits',
      { questionUid: 'num', comparison: 'between', lowerLimit: 2, upperLimit: 4 },
      { num: 4 },
      true,
    ],
    [
      'number between excludes outside values',
      { questionUid: 'num', comparison: 'between', lowerLimit: 2, upperLimit: 4 },
      { num: 5 },
      false,
    ],
    ['text answered holds for text', { questionUid: 'txt', comparison: 'answered' }, { txt: 'x' }, true],
    ['text answered fails for blanks', { questionUid: 'txt', comparison: 'answered' }, { txt: '   ' }, false],
    ['text not-answered holds without text', { questionUid: 'txt', comparison: 'not-answered' }, {}, true],
    [
      'text contains ignores case',
      { questionUid: 'txt', comparison: 'contains', answer: 'SMITH' },
      { txt: 'Ann Smith' },
      true,
    ],
    [
      'file uploaded holds for an accepted file',
      { questionUid: 'file', comparison: 'uploaded' },
      { file: { name: 'a.pdf', url: 'u' } },
      true,
    ],
    [
      'file uploaded fails for a refused file type',
      { questionUid: 'file', comparison: 'uploaded' },
      { file: { name: 'a.exe' } },
      false,
    ],
    ['file not-uploaded holds without a file', { questionUid: 'file', comparison: 'not-uploaded' }, {}, true],
    [
      'video after-watch holds once watched',
      { questionUid: 'video', comparison: 'after-watch' },
      { video: { watched: true } },
      true,
    ],
    [
      'video before-watch holds before watching',
      { questionUid: 'video', comparison: 'before-watch' },
      { video: { watched: false } },
      true,
    ],
    [
      'date after holds for a later date',
      { questionUid: 'date', comparison: 'after', value: '2020-01-01' },
      { date: '01/02/2020' },
      true,
    ],
    [
      'date after fails on the same day',
      { questionUid: 'date', comparison: 'after', value: '2020-01-02' },
      { date: '2020-01-02' },
      false,
    ],
    [
      'date equal-to holds on the same day',
      { questionUid: 'date', comparison: 'equal-to', value: '2020-01-02' },
      { date: '01/02/2020' },
      true,
    ],
    [
      'date before holds for an earlier date',
      { questionUid: 'date', comparison: 'before', value: '2020-01-02' },
      { date: '2019-12-31' },
      true,
    ],
    [
      'date between includes its limits',
      { questionUid: 'date', comparison: 'between', lowerLimit: '2020-01-01', upperLimit: '2020-12-31' },
      { date: '2020-12-31' },
      true,
    ],
    [
      'date after on multiple dates needs every date after',
      { questionUid: 'dates', comparison: 'after', value: '2020-01-01' },
      { dates: ['2020-05-01', '2019-05-01'] },
      false,
    ],
    [
      'date between on a range needs both ends inside',
      { questionUid: 'range', comparison: 'between', lowerLimit: '2020-01-01', upperLimit: '2020-12-31' },
      { range: { start: '2020-02-01', end: '2020-03-01' } },
      true,
    ],
    [
      'date between on a range fails when one end is outside',
      { questionUid: 'range', comparison: 'between', lowerLimit: '2020-01-01', upperLimit: '2020-12-31' },
      { range: { start: '2020-02-01', end: '2021-03-01' } },
      false,
    ],
    [
      'signature signed holds for a long enough drawing',
      { questionUid: 'sig', comparison: 'signed' },
      { sig: signature },
      true,
    ],
    [
      'signature signed fails for a short drawing',
      { questionUid: 'sig', comparison: 'signed' },
      { sig: { image: 'abc' } },
      false,
    ],
    ['signature not-signed holds without a signature', { questionUid: 'sig', comparison: 'not-signed' }, {}, true],
    ['participating collaborating holds in collaborative mode', { comparison: 'collaborating' }, {}, true],
    ['participating unilateral fails in collaborative mode', { comparison: 'unilateral' }, {}, false],
    [
      'single select is holds for the option',
      { questionUid: 'one', comparison: 'is', answer: 'B' },
      { one: 'B' },
      true,
    ],
    [
      'single select is holds for any of several options',
      { questionUid: 'one', comparison: 'is', answer: ['A', 'C'] },
      { one: 'C' },
      true,
    ],
    [
      'single select is-not holds for another option',
      { questionUid: 'one', comparison: 'is-not', answer: 'B' },
      { one: 'A' },
      true,
    ],
    [
      'multi-select any holds when one option is chosen',
      { questionUid: 'many', comparison: 'any', answer: ['A', 'C'] },
      { many: ['C'] },
      true,
    ],
    [
      'multi-select any fails when none is chosen',
      { questionUid: 'many', comparison: 'any', answer: ['A', 'C'] },
      { many: ['B'] },
      false,
    ],
    [
      'multi-select all holds when every option is chosen',
      { questionUid: 'many', comparison: 'all', answer: ['A', 'C'] },
      { many: ['C', 'B', 'A'] },
      true,
    ],
    [
      'multi-select all fails when one is missing',
      { questionUid: 'many', comparison: 'all', answer: ['A', 'C'] },
      { many: ['A'] },
      false,
    ],
    [
      'embedded-image multi selection any holds',
      { questionUid: 'img', comparison: 'any', answer: ['y'] },
      { img: ['y'] },
      true,
    ],
    [
      'dialog button is holds for the clicked button',
      { questionUid: 'dlg', comparison: 'is', answer: 'Yes' },
      { dlg: { buttonClicked: 'Yes', fields: {} } },
      true,
    ],
  ];
  for (const [title, condition, answers, expected] of cases)
    it(title, () => expect(shows(condition, answers)).toBe(expected));

  it('participating unilateral holds in unilateral mode', () => {
    expect(shows({ comparison: 'unilateral' }, {}, false)).toBe(true);
    expect(shows({ comparison: 'collaborating' }, {}, false)).toBe(false);
  });
});

describe('combining conditions', () => {
  const gt = (v: number): QuestionCondition => ({ questionUid: 'num', comparison: 'greater-than', value: v });
  const visibleWith = (root: Parameters<typeof showWhen>[0], num: number, hideByDefault = false) => {
    const target: FormElement = { uid: 'target', type: 'label', title: 'TARGET', ...showWhen(root, hideByDefault) };
    return evaluate(compile(workflow([questions[0]!, target])), { num }).visibleElementUids.includes('target');
  };

  it('and needs every question, or needs one, not needs none, x-or needs exactly one', () => {
    expect([
      visibleWith(expression([gt(1), gt(5)], 'and'), 3),
      visibleWith(expression([gt(1), gt(5)], 'and'), 6),
    ]).toEqual([false, true]);
    expect([
      visibleWith(expression([gt(1), gt(5)], 'or'), 0),
      visibleWith(expression([gt(1), gt(5)], 'or'), 3),
    ]).toEqual([false, true]);
    expect([
      visibleWith(expression([gt(1), gt(5)], 'not'), 0),
      visibleWith(expression([gt(1), gt(5)], 'not'), 3),
    ]).toEqual([true, false]);
    expect([
      visibleWith(expression([gt(1), gt(5)], 'x-or'), 3),
      visibleWith(expression([gt(1), gt(5)], 'x-or'), 6),
    ]).toEqual([true, false]);
  });

  it('else inverts the test and always ignores it', () => {
    expect(visibleWith(expression([gt(5)], 'and', 'else'), 3)).toBe(true);
    expect(visibleWith(expression([gt(5)], 'and', 'else'), 6)).toBe(false);
    expect(visibleWith(expression([gt(5)], 'and', 'always'), 3)).toBe(true);
  });

  it('hide-by-default inverts the element logic', () => {
    expect(visibleWith(expression([gt(5)]), 6, true)).toBe(false);
    expect(visibleWith(expression([gt(5)]), 3, true)).toBe(true);
  });

  it('negate inverts a node and compound nodes nest', () => {
    const nestedOr = {
      uid: 'c',
      kind: 'compound' as const,
      conditional: 'if' as const,
      operator: 'or' as const,
      children: [expression([gt(100)]), { ...expression([gt(5)]), negate: true }],
    };
    expect(visibleWith(nestedOr, 3)).toBe(true);
    expect(visibleWith(nestedOr, 50)).toBe(false);
    expect(visibleWith(nestedOr, 150)).toBe(true);
  });

  it('library references reuse a named rule', () => {
    const target: FormElement = {
      uid: 'target',
      type: 'label',
      title: 'TARGET',
      ...showWhen({ uid: 'l', kind: 'library', conditional: 'if', libraryUid: 'big' }),
    };
    const compiled = compile(
      workflow([questions[0]!, target], {
        displayLogicLibrary: [
          {
            uid: 'big',
            name: 'Big number',
            root: { uid: 'r', kind: 'compound', conditional: 'if', operator: 'and', children: [expression([gt(10)])] },
          },
        ],
      }),
    );
    expect(evaluate(compiled, { num: 11 }).visibleElementUids).toContain('target');
    expect(evaluate(compiled, { num: 9 }).visibleElementUids).not.toContain('target');
  });
});

describe('evaluate', () => {
  it('clears a hidden answer before later logic reads it, in a chain', () => {
    const compiled = compile(
      workflow([
        { uid: 'a', type: 'single-select', title: 'A', options: ['Yes', 'No'] },
        {
          uid: 'b',
          type: 'single-select',
          title: 'B',
          options: ['Yes', 'No'],
          ...showWhen(expression([{ questionUid: 'a', comparison: 'is', answer: 'Yes' }])),
        },
        {
          uid: 'c',
          type: 'text-input-short',
          title: 'C',
          ...showWhen(expression([{ questionUid: 'b', comparison: 'is', answer: 'Yes' }])),
        },
      ]),
    );
    const result = evaluate(compiled, { a: 'No', b: 'Yes', c: 'text' });
    expect(result.hiddenElementUids).toEqual(['b', 'c']);
    expect(result.answersToClear).toEqual(['b', 'c']);
    expect(result.answers).toEqual({ a: 'No' });
  });

  it('evaluates logic that reads a later element after that element', () => {
    const compiled = compile(
      workflow([
        {
          uid: 'early',
          type: 'label',
          title: 'EARLY',
          ...showWhen(expression([{ questionUid: 'late', comparison: 'answered' }])),
        },
        { uid: 'gate', type: 'single-select', title: 'GATE', options: ['Yes', 'No'] },
        {
          uid: 'late',
          type: 'text-input-short',
          title: 'LATE',
          ...showWhen(expression([{ questionUid: 'gate', comparison: 'is', answer: 'Yes' }])),
        },
      ]),
    );
    expect(evaluate(compiled, { gate: 'No', late: 'x' }).visibleElementUids).not.toContain('early');
    expect(evaluate(compiled, { gate: 'Yes', late: 'x' }).visibleElementUids).toContain('early');
  });

  it('hides every element of a hidden page', () => {
    const compiled = compile(
      workflow([
        { uid: 'q', type: 'single-select', title: 'Q', options: ['Yes', 'No'] },
        {
          uid: 'p2',
          type: 'page-break',
          title: 'PAGE_2',
          ...showWhen(expression([{ questionUid: 'q', comparison: 'is', answer: 'Yes' }])),
        },
        { uid: 'r', type: 'text-input-short', title: 'R', required: true },
      ]),
    );
    const hidden = evaluate(compiled, { q: 'No', r: 'x' });
    expect(hidden.hiddenElementUids).toEqual(['p2', 'r']);
    expect(hidden.visiblePageUids).toEqual(['page1']);
    expect(hidden.answersToClear).toEqual(['r']);
    expect(evaluate(compiled, { q: 'Yes' }).missingRequired).toEqual([
      { pageUid: 'p2', pageTitle: 'PAGE_2', pageIndex: 1, fields: [{ uid: 'r', title: 'R', message: 'Required' }] },
    ]);
  });

  it('lists only visible required fields as missing, by page', () => {
    const compiled = compile(
      workflow([
        { uid: 'a', type: 'text-input-short', title: 'A', required: true, label: 'First' },
        {
          uid: 'b',
          type: 'text-input-short',
          title: 'B',
          required: true,
          ...showWhen(expression([{ questionUid: 'a', comparison: 'answered' }])),
        },
        { uid: 't', type: 'item-table', title: 'T', variant: 'read-only', headers: [], required: true },
        {
          uid: 'u',
          type: 'item-table',
          title: 'U',
          variant: 'user-input-allowed',
          headers: [{ text: 'x', value: 'x', align: 'start', variant: 'text' }],
          required: true,
        },
        { uid: 'h', type: 'heading', title: 'H', required: true },
      ]),
    );
    const result = evaluate(compiled, {});
    expect(result.missingRequired).toEqual([
      {
        pageUid: 'page1',
        pageTitle: 'PAGE_1',
        pageLabel: 'Page 1',
        pageIndex: 0,
        fields: [
          { uid: 'a', title: 'A', label: 'First', message: 'Required' },
          { uid: 'u', title: 'U', message: 'You must enter at least one row' },
        ],
      },
    ]);
    expect(result.missingRequiredCount).toBe(2);
  });

  it('never counts a required element as missing in a variant that takes no answer (the registry decides: an image without interaction)', () => {
    const images = [{ name: 'a', url: 'a.png', title: 'A' }];
    const compiled = compile(
      workflow([
        { uid: 'still', type: 'embedded-image', title: 'Still', variant: 'image-static', interactionType: 'none', images, required: true },
        { uid: 'pick', type: 'embedded-image', title: 'Pick', variant: 'image-static', interactionType: 'single-select', images, required: true },
      ] as FormElement[]),
    );
    expect(compiled.elements.filter((e) => e.element.type === 'embedded-image').map((e) => [e.element.uid, e.mustAnswer])).toEqual([
      ['still', false],
      ['pick', true],
    ]);
    expect(evaluate(compiled, {}).missingRequired.flatMap((page) => page.fields.map((f) => f.uid))).toEqual(['pick']);
  });

  it('starts an unanswered element from its default but not one cleared on purpose', () => {
    const compiled = compile(
      workflow([{ uid: 's', type: 'state-select', title: 'S', default: 'Utah', required: true }]),
    );
    expect(evaluate(compiled, {}).answers).toEqual({ s: 'Utah' });
    expect(evaluate(compiled, { s: null }).missingRequiredCount).toBe(1);
  });

  it('computes formulas over answers, tables and other computed values, with prefix and suffix', () => {
    const compiled = compile(
      workflow([
        { uid: 'n', type: 'number-input', title: 'N', upperBound: 100000 },
        {
          uid: 't',
          type: 'item-table',
          title: 'T',
          variant: 'user-input-allowed',
          headers: [{ text: 'Amount', value: 'amount', align: 'end', variant: 'money' }],
        },
        { uid: 'c2', type: 'computed-property', title: 'C2', formula: '{C1} / 2', suffix: ' per spouse', prefix: '$' },
        { uid: 'c1', type: 'computed-property', title: 'C1', formula: '{N} + {T.amount}' },
      ]),
    );
    const result = evaluate(compiled, { n: '1,000', t: [{ amount: '2,500.50' }, { amount: 499.5 }] });
    expect(result.computed).toEqual({
      c1: { value: 4000, text: '4,000' },
      c2: { value: 2000, text: '$2,000 per spouse' },
    });
  });

  it('offers the grouped options of the grouping answer', () => {
    const compiled = compile(
      workflow([
        { uid: 'st', type: 'state-select', title: 'ST' },
        {
          uid: 'g',
          type: 'grouped-options',
          title: 'G',
          groupingQuestion: 'st',
          groupingVariant: 'select',
          groupingOptions: { Utah: ['Salt Lake', 'Provo'], Idaho: ['Boise'] },
        },
      ]),
    );
    expect(evaluate(compiled, { st: 'Idaho' }).groupedOptions).toEqual({ g: ['Boise'] });
    expect(evaluate(compiled, {}).groupedOptions).toEqual({ g: [] });
    expect(evaluate(compiled, { st: 'Utah', g: 'Boise' }).messages).toEqual([
      { uid: 'g', title: 'G', code: 'unknownOption', message: 'Please choose one of the listed options.' },
    ]);
  });

  it('shows every element and clears nothing with the Display All override', () => {
    const compiled = compile(
      workflow([
        { uid: 'x', type: 'text-input-short', title: 'X', ...showWhen(expression([{ comparison: 'unilateral' }])) },
      ]),
    );
    expect(evaluate(compiled, { x: 'a' }).answersToClear).toEqual(['x']);
    expect(evaluate(compiled, { x: 'a' }, { showAll: true })).toMatchObject({
      answersToClear: [],
      visibleElementUids: ['page1', 'x'],
    });
  });

  it('keeps an element with visible false out of the questionnaire without clearing it', () => {
    const compiled = compile(
      workflow([{ uid: 'c', type: 'computed-property', title: 'C', formula: '2 * 21', visible: false }]),
    );
    const result = evaluate(compiled, {});
    expect(result.visibleElementUids).toEqual(['page1']);
    expect(result.computed).toEqual({ c: { value: 42, text: '42' } });
  });
});

describe('documents and rules', () => {
  const q: FormElement = { uid: 'q', type: 'single-select', title: 'Q', options: ['Yes', 'No'] };
  const target: FormElement = { uid: 't', type: 'text-input-short', title: 'T' };
  const isYes = [{ questionUid: 'q', comparison: 'is' as const, answer: 'Yes' }];
  const compiled = compile(
    workflow([q, target], {
      documents: [
        document('petition', {
          order: 0,
          rules: [
            {
              uid: 'mark',
              name: 'Mark yes',
              type: 'Action Logic',
              order: 1,
              conditional: 'if',
              operator: 'and',
              questions: isYes,
              actions: [{ uid: 'x1', type: 'add-x', location: { page: 1, x: 10, y: 10 } }],
            },
            {
              uid: 'always',
              name: 'Name',
              type: 'Action Logic',
              order: 2,
              conditional: 'always',
              actions: [
                { uid: 'n1', type: 'text-static', location: { page: 1, startX: 5, startY: 5, width: 20, height: 5 } },
              ],
            },
            {
              uid: 'show-t',
              name: 'Show T',
              type: 'Display Logic',
              order: 3,
              conditional: 'if',
              operator: 'and',
              questions: isYes,
              displayLogicQuestions: ['t'],
            },
            {
              uid: 'share',
              name: 'Share',
              type: 'Sharing Logic',
              order: 4,
              conditional: 'if',
              operator: 'and',
              questions: isYes,
              readOnlyShareLimit: 2,
              editShareLimit: 1,
            },
          ],
        }),
        document('waiver', {
          order: 1,
          displayLogic: { conditional: 'else', operator: 'and', questions: isYes },
          rules: [
            {
              uid: 'w',
              name: 'W',
              type: 'Action Logic',
              order: 1,
              conditional: 'always',
              actions: [{ uid: 'w1', type: 'add-check-mark', location: { page: 1, x: 1, y: 1 } }],
            },
          ],
        }),
      ],
    }),
  );

  it('includes documents whose display logic holds and the actions of the Action Logic rules that hold', () => {
    const yes = evaluate(compiled, { q: 'Yes' });
    expect(yes.visibleDocumentIds).toEqual(['petition']);
    expect(yes.activeActionIds).toEqual(['x1', 'n1']);
    const no = evaluate(compiled, { q: 'No' });
    expect(no.visibleDocumentIds).toEqual(['petition', 'waiver']);
    expect(no.activeActionIds).toEqual(['n1', 'w1']);
    expect(no.activeRuleIds).toEqual(['always', 'w']);
  });

  it('lets a Display Logic rule show its questions only while it holds', () => {
    expect(evaluate(compiled, { q: 'No', t: 'x' })).toMatchObject({ hiddenElementUids: ['t'], answersToClear: ['t'] });
    expect(evaluate(compiled, { q: 'Yes' }).visibleElementUids).toContain('t');
  });

  it('takes share limits from the Sharing Logic rule when it holds, else read-only 1, comment 1, edit 0', () => {
    expect(evaluate(compiled, { q: 'Yes' }).sharingLimits).toEqual({ readOnly: 2, comment: 1, edit: 1 });
    expect(evaluate(compiled, { q: 'No' }).sharingLimits).toEqual({ readOnly: 1, comment: 1, edit: 0 });
  });
});
