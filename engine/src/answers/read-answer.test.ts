import { describe, expect, it } from 'vitest';
import type { FormElement } from '../definition/elements.ts';
import { emptyAnswer } from './empty-answer.ts';
import { answerOverLimit, readAnswer } from './read-answer.ts';
import { ELEMENT_TYPE_REGISTRY } from '../definition/element-registry.ts';
import { ELEMENT_TYPES, type ElementType } from '../definition/element-types.ts';

const today = '2026-01-15';
const read = (element: FormElement, raw: unknown) => readAnswer(element, raw, { today });
const msg = (element: FormElement, raw: unknown) => read(element, raw).messages.map((m) => m.message);
const el = <T extends FormElement = FormElement>(e: Record<string, unknown>): T =>
  ({ uid: 'u', title: 'T', ...e }) as T;

describe('text answers', () => {
  const short = el<FormElement>({ type: 'text-input-short' });
  it('are whitespace-collapsed and trimmed', () => {
    expect(read(short, '  Jane \n\t Doe  ').value).toBe('Jane Doe');
    expect(read(el({ type: 'text-input-long' }), ' a\n\nb ').value).toBe('a b');
  });
  it('count as unanswered when blank', () => expect(read(short, '   ')).toEqual({ messages: [] }));
  it('a short text of 1,000 characters counts and one of 1,001 is refused as too long', () => {
    expect(read(short, 'a'.repeat(1000)).value).toHaveLength(1000);
    expect(read(short, 'a'.repeat(1001))).toEqual({
      messages: [{ code: 'tooLong', message: 'Please shorten this answer to at most 1,000 characters.', values: { limit: 1000 } }],
    });
  });
  it('a long text of 20,000 characters counts and a 10 MB one is refused as too long', () => {
    const long = el<FormElement>({ type: 'text-input-long' });
    expect(read(long, 'a'.repeat(20000)).value).toHaveLength(20000);
    expect(read(long, 'a'.repeat(10 * 1024 * 1024)).messages.map((m) => m.code)).toEqual(['tooLong']);
  });
  it('the length limit counts the text after its whitespace is collapsed', () =>
    expect(read(short, `${'a'.repeat(998)}${' '.repeat(5000)}b`).value).toHaveLength(1000));

  const cases: [string, string, string | undefined][] = [
    ['email', 'jane@example.com', undefined],
    ['email', 'jane@example', 'Invalid e-mail.'],
    ['phone', '801-555-0134', undefined],
    ['phone', '(801) 555-0134', 'Invalid phone number. Example: ###-###-####'],
    ['phone', '555-0134', 'Please enter a valid 10-digit US phone number.'],
    ['ssn', '123-45-6789', undefined],
    ['ssn', '123-456-789', 'Invalid social security number. Example: ###-##-####'],
    ['time', '9:30 am', undefined],
    ['time', '13:30', 'Invalid time entry. Example: hh:mm am/pm'],
    ['zip', '84101', undefined],
    ['zip', '8410', 'Please enter a valid 5-digit ZIP code.'],
    ['numbers', '0042', undefined],
    ['numbers', '42a', 'Must include only numbers.'],
  ];
  for (const [validator, input, message] of cases)
    it(`with the ${validator} validator ${message ? `refuse "${input}": ${message}` : `accept "${input}"`}`, () => {
      const element = el<FormElement>({ type: 'text-input-short', validator: validator as never });
      expect(msg(element, input)).toEqual(message ? [message] : []);
      expect(read(element, input).value === undefined).toBe(message !== undefined);
    });
});

describe('number answers', () => {
  const n = el<FormElement>({ type: 'number-input' });
  it('read numbers, typed numbers and thousands commas', () => {
    expect(read(n, 42).value).toBe(42);
    expect(read(el({ type: 'number-input', upperBound: 5000 }), ' 1,250.5 ').value).toBe(1250.5);
  });
  it('refuse letters with the numbers-only message', () =>
    expect(msg(n, '12a')).toEqual(['Must include only numbers.']));
  it('keep to the default bounds -100 to 100', () =>
    expect(msg(n, 101)).toEqual(['Please enter a range between -100 and 100']));
  it('keep to custom bounds', () =>
    expect(msg(el({ type: 'number-input', lowerBound: 1, upperBound: 15 }), 0)).toEqual([
      'Please enter a range between 1 and 15',
    ]));
  it('name the bounds as values, so the app can say the range in the person\'s language', () =>
    expect(read(el({ type: 'number-input', lowerBound: 1, upperBound: 15 }), 0).messages).toEqual([
      { code: 'range', message: 'Please enter a range between 1 and 15', values: { low: 1, high: 15 } },
    ]));
});

describe('select answers', () => {
  it('single select keeps a listed option and refuses others', () => {
    const one = el<FormElement>({ type: 'single-select', options: ['A', 'B'] });
    expect(read(one, 'B').value).toBe('B');
    expect(msg(one, 'Z')).toEqual(['Please choose one of the listed options.']);
  });
  it('state select defaults to the US states', () => {
    expect(read(el({ type: 'state-select' }), 'Utah').value).toBe('Utah');
    expect(read(el({ type: 'state-select' }), 'Narnia').value).toBeUndefined();
  });
  it('multi-select deduplicates and takes a single string as a list', () => {
    const many = el<FormElement>({ type: 'multi-select', options: ['A', 'B'] });
    expect(read(many, ['A', 'A', 'B']).value).toEqual(['A', 'B']);
    expect(read(many, 'A').value).toEqual(['A']);
    expect(read(many, []).value).toBeUndefined();
  });
  it('embedded images select by image name, and take no answer without interaction', () => {
    const images = [{ name: 'a', url: 'a.png', title: 'A' }];
    expect(
      read(el({ type: 'embedded-image', variant: 'image-static', interactionType: 'single-select', images }), 'a')
        .value,
    ).toBe('a');
    expect(
      read(el({ type: 'embedded-image', variant: 'image-static', interactionType: 'multi-select', images }), ['a'])
        .value,
    ).toEqual(['a']);
    expect(
      read(el({ type: 'embedded-image', variant: 'image-static', interactionType: 'none', images }), 'a').value,
    ).toBeUndefined();
  });
});

describe('date answers', () => {
  const single = el<FormElement>({ type: 'date-picker' });
  it('read MM/DD/YYYY and YYYY-MM-DD into YYYY-MM-DD', () => {
    expect(read(single, '3/7/2020').value).toBe('2020-03-07');
    expect(read(single, '2020-03-07').value).toBe('2020-03-07');
  });
  it('refuse other shapes with the format message', () =>
    expect(msg(single, '2020/03/07')).toEqual(['Invalid date format. Example MM/DD/YYYY']));
  it('know leap years', () => {
    expect(read(single, '2020-02-29').value).toBe('2020-02-29');
    expect(read(single, '02/29/2000').value).toBe('2000-02-29');
    expect(msg(single, '2019-02-29')).toEqual(['Please enter a proper date value']);
    expect(msg(single, '1900-02-29')).toEqual(['Please enter a proper date value']);
  });
  it('refuse impossible dates, dates before 1900 and dates outside min and max', () => {
    expect(msg(single, '02/30/2020')).toEqual(['Please enter a proper date value']);
    expect(msg(single, '12/31/1899')).toEqual(['Please enter a proper date value']);
    expect(msg(el({ type: 'date-picker', maxDate: '2020-01-01' }), '2020-01-02')).toEqual([
      'Please enter a proper date value',
    ]);
  });
  it('check the adult validator at 18 years to the day', () => {
    const adult = el<FormElement>({ type: 'date-picker', validator: 'adult' });
    expect(read(adult, '2008-01-15').value).toBe('2008-01-15');
    expect(msg(adult, '2008-01-16')).toEqual(['Sorry, date of birth must be over 18 to file for divorce.']);
  });
  it('check the child validator under 18', () => {
    const child = el<FormElement>({ type: 'date-picker', validator: 'child' });
    expect(read(child, '2015-06-01').value).toBe('2015-06-01');
    expect(msg(child, '2000-01-01')).toEqual(['The date of birth must be of a child under 18.']);
  });
  it('read a month picker value as the first of the month', () =>
    expect(read(el({ type: 'date-picker', monthPicker: true }), '04/2021').value).toBe('2021-04-01'));
  it('read multiple dates sorted without duplicates', () =>
    expect(
      read(el({ type: 'date-picker', variant: 'multiple-dates' }), ['2021-05-01', '01/02/2021', '2021-05-01']).value,
    ).toEqual(['2021-01-02', '2021-05-01']));
  it('read a range and refuse one that ends before it starts', () => {
    const range = el<FormElement>({ type: 'date-picker', variant: 'date-range' });
    expect(read(range, { start: '2021-01-01', end: '2021-02-01' }).value).toEqual({
      start: '2021-01-01',
      end: '2021-02-01',
    });
    expect(read(range, ['2021-01-01', '2021-02-01']).value).toEqual({ start: '2021-01-01', end: '2021-02-01' });
    expect(msg(range, { start: '2021-03-01', end: '2021-02-01' })).toEqual(['Please enter a proper date value']);
  });
});

describe("the spouse's e-mail", () => {
  const spouse = el<FormElement>({ type: 'text-input-short', title: 'RES_EADD', validator: 'email' });
  const withOwner = (raw: unknown, title = 'RES_EADD') =>
    readAnswer({ ...spouse, title } as FormElement, raw, { today, ownerEmail: 'Robin@Example.com' });
  it("is refused when it is the owner's own, whatever its case, with the spec's message", () =>
    expect(withOwner(' robin@example.COM ')).toEqual({
      messages: [{ code: 'spouseEmailIsOwn', message: "Sorry, your email cannot match your spouse's" }],
    }));
  it("counts when it differs, and another field may hold the owner's e-mail", () => {
    expect(withOwner('sam@example.com').value).toBe('sam@example.com');
    expect(withOwner('robin@example.com', 'PET_EADD').value).toBe('robin@example.com');
    expect(read(spouse, 'robin@example.com').value).toBe('robin@example.com');
  });
});

describe('file, signature and video answers', () => {
  it('files of accepted types count; others are refused with the upload message', () => {
    const file = el<FormElement>({ type: 'file-input' });
    expect(read(file, { name: 'scan.PDF', url: 'files/1' }).value).toEqual({ name: 'scan.PDF', url: 'files/1' });
    expect(msg(file, { name: 'scan.docx' })).toEqual(['Please only upload valid file formats']);
    expect(read(el({ type: 'file-input', accept: ['.docx'] }), { name: 'scan.docx' }).value).toEqual({
      name: 'scan.docx',
    });
  });
  it('a drawn signature needs at least 5000 characters and no "undefined"', () => {
    const sig = el<FormElement>({ type: 'signature-pad' });
    expect(read(sig, { image: 'x'.repeat(5000) }).value).toEqual({ signed: true, image: 'x'.repeat(5000) });
    expect(msg(sig, { image: 'x'.repeat(4999) })).toEqual(['Please sign your stipulation with more text']);
    expect(msg(sig, { image: 'undefined' + 'x'.repeat(5000) })).toEqual([
      'Please sign your stipulation with more text',
    ]);
    expect(read(sig, { url: 'files/sig.png' }).value).toEqual({ signed: true, url: 'files/sig.png' });
  });
  it('a typed signature of one letter is refused like one with too little ink; two letters or more sign', () => {
    const sig = el<FormElement>({ type: 'signature-pad' });
    expect(msg(sig, { url: 'files/sig.svg', typedName: 'J' })).toEqual(['Please sign your stipulation with more text']);
    expect(msg(sig, { url: 'files/sig.svg', typedName: 'J.' })).toEqual(['Please sign your stipulation with more text']);
    expect(read(sig, { url: 'files/sig.svg', typedName: 'Al' }).value).toEqual({ signed: true, url: 'files/sig.svg', typedName: 'Al' });
    expect(read(sig, { url: 'files/sig.svg', typedName: 'Zoë Ó' }).value).toMatchObject({ signed: true });
  });
  it('a video counts once watched', () => {
    const video = el<FormElement>({ type: 'youtube-video' });
    expect(read(video, { watched: true }).value).toEqual({ watched: true });
    expect(read(video, true).value).toEqual({ watched: true });
    expect(read(video, { watched: false }).value).toBeUndefined();
  });
});

describe('item-table, dialog and calculator answers', () => {
  const table = el<FormElement>({
    type: 'item-table',
    variant: 'user-input-allowed',
    inputRowsLimit: 2,
    headers: [
      { text: 'Item', value: 'item', align: 'start', variant: 'text' },
      { text: 'Count', value: 'count', align: 'end', variant: 'number' },
      { text: 'Value', value: 'value', align: 'end', variant: 'money' },
      { text: 'To', value: 'to', align: 'center', variant: 'select', options: ['Petitioner', 'Respondent'] },
    ],
  });
  it('reads rows with every column filled', () => {
    expect(read(table, [{ item: ' Sofa ', count: '2', value: '1,200', to: 'Petitioner' }]).value).toEqual([
      { item: 'Sofa', count: 2, value: 1200, to: 'Petitioner' },
    ]);
  });
  it('flags each empty cell, non-number, money outside 1 to 100000, unknown option and extra row', () => {
    const reading = read(table, [
      { item: '', count: 'two', value: 0, to: 'Both' },
      { item: 'a', count: 1, value: 100001, to: 'Respondent' },
      { item: 'b', count: 1, value: 5, to: 'Respondent' },
    ]);
    expect(reading.value).toBeUndefined();
    expect(reading.messages).toEqual([
      { code: 'required', message: 'Required', row: 1, column: 'item' },
      { code: 'numbersOnly', message: 'Must include only numbers.', row: 1, column: 'count' },
      { code: 'range', message: 'Please enter a range between 1 and 100000', values: { low: 1, high: 100000 }, row: 1, column: 'value' },
      { code: 'unknownOption', message: 'Please choose one of the listed options.', row: 1, column: 'to' },
      { code: 'range', message: 'Please enter a range between 1 and 100000', values: { low: 1, high: 100000 }, row: 2, column: 'value' },
      { code: 'rowLimit', message: 'You can enter at most 2 rows.', values: { limit: 2 } },
    ]);
  });
  it("a date column takes the date picker's rules and messages: an impossible date is refused, a real one kept as YYYY-MM-DD", () => {
    const children = el<FormElement>({
      type: 'item-table',
      variant: 'user-input-allowed',
      headers: [{ text: 'Birth date', value: 'born', align: 'start', variant: 'date' }],
    });
    expect(read(children, [{ born: '3/5/2015' }]).value).toEqual([{ born: '2015-03-05' }]);
    expect(read(children, [{ born: '2015-03-05' }]).value).toEqual([{ born: '2015-03-05' }]);
    expect(read(children, [{ born: '13/40/2015' }, { born: '02/30/2016' }, { born: 'soon' }, { born: '' }]).messages).toEqual([
      { code: 'properDate', message: 'Please enter a proper date value', row: 1, column: 'born' },
      { code: 'properDate', message: 'Please enter a proper date value', row: 2, column: 'born' },
      { code: 'dateFormat', message: 'Invalid date format. Example MM/DD/YYYY', row: 3, column: 'born' },
      { code: 'required', message: 'Required', row: 4, column: 'born' },
    ]);
  });
  it('a money column with its own upper bound takes amounts above $100,000 up to it; without one the table rule holds', () => {
    const homes = el<FormElement>({
      type: 'item-table',
      variant: 'user-input-allowed',
      headers: [
        { text: 'Equity', value: 'equity', align: 'end', variant: 'money', upperBound: 10_000_000 },
        { text: 'Other', value: 'other', align: 'end', variant: 'money' },
      ],
    });
    expect(read(homes, [{ equity: '1,250,000', other: '100000' }]).value).toEqual([{ equity: 1_250_000, other: 100_000 }]);
    expect(read(homes, [{ equity: '10000001', other: '100001' }]).messages).toEqual([
      { code: 'range', message: 'Please enter a range between 1 and 10000000', values: { low: 1, high: 10000000 }, row: 1, column: 'equity' },
      { code: 'range', message: 'Please enter a range between 1 and 100000', values: { low: 1, high: 100000 }, row: 1, column: 'other' },
    ]);
  });
  it('a read-only table takes no answer', () =>
    expect(read({ ...table, variant: 'read-only' } as FormElement, [{ item: 'x' }]).value).toBeUndefined());

  const dialog = el<FormElement>({
    type: 'dialog-window',
    buttons: ['OK'],
    dialogFields: [
      { uid: 'd1', type: 'text-input-short', title: 'NAME', required: true },
      { uid: 'd2', type: 'signature-pad', title: 'SIGN' },
    ],
  });
  it('a dialog counts when its required fields are filled, by uid or title', () => {
    expect(read(dialog, { buttonClicked: 'OK', fields: { d1: '  Ann  ' } }).value).toEqual({
      buttonClicked: 'OK',
      fields: { d1: 'Ann' },
    });
    expect(read(dialog, { fields: { NAME: 'Ann' } }).value).toEqual({ fields: { d1: 'Ann' } });
    expect(read(dialog, { buttonClicked: 'OK', fields: {} }).value).toBeUndefined();
    expect(read(dialog, { fields: { d1: 'Ann', d2: { image: 'short' } } }).messages).toEqual([
      { code: 'signatureTooShort', message: 'Please sign your stipulation with more text', column: 'd2' },
    ]);
  });
  it('a dialog text field and an item-table text cell are refused when longer than their type allows', () => {
    const tooLong = { code: 'tooLong', message: 'Please shorten this answer to at most 1,000 characters.', values: { limit: 1000 } };
    expect(read(dialog, { fields: { d1: 'a'.repeat(1001) } }).messages).toEqual([{ ...tooLong, column: 'd1' }]);
    expect(read(table, [{ item: 'a'.repeat(1001), count: 1, value: 5, to: 'Ann' }]).messages).toContainEqual({
      ...tooLong,
      row: 1,
      column: 'item',
    });
  });
  it('the child support calculator keeps numeric figures', () => {
    const calc = el<FormElement>({ type: 'child-support-calculator' });
    expect(read(calc, { income: '4,000', children: 2 }).value).toEqual({ income: 4000, children: 2 });
    expect(msg(calc, { income: 'lots' })).toEqual(['Must include only numbers.']);
  });
  it('elements without answers read nothing', () =>
    expect(read(el({ type: 'heading' }), 'x')).toEqual({ messages: [] }));
  it('an element of a type the engine does not know reads nothing', () =>
    expect(read(el({ type: 'tax-form' }), 'x')).toEqual({ messages: [] }));
});

describe('clearing', () => {
  it('resets each type to its empty value', () => {
    expect(emptyAnswer(el({ type: 'text-input-long' }))).toBe('');
    expect(emptyAnswer(el({ type: 'multi-select', options: [] }))).toEqual([]);
    expect(emptyAnswer(el({ type: 'item-table', variant: 'user-input-allowed', headers: [] }))).toEqual([]);
    expect(emptyAnswer(el({ type: 'date-picker', variant: 'multiple-dates' }))).toEqual([]);
    expect(emptyAnswer(el({ type: 'date-picker' }))).toBeNull();
    expect(emptyAnswer(el({ type: 'signature-pad' }))).toBeNull();
  });
});

describe('answers larger than their type may store (issue 30 item 6)', () => {
  const limitOf = (type: ElementType) => ELEMENT_TYPE_REGISTRY[type].answerLimit;
  it('every type has a limit, and a type that holds no answer may store none', () => {
    for (const type of ELEMENT_TYPES) {
      expect(limitOf(type), type).toBeGreaterThanOrEqual(0);
      expect(limitOf(type) > 0, type).toBe(ELEMENT_TYPE_REGISTRY[type].answer !== null);
    }
  });
  it('a value one character over its type’s limit is refused, and one at the limit is not', () => {
    for (const type of ELEMENT_TYPES) {
      const element = el({ type });
      const over = 'x'.repeat(Math.max(0, limitOf(type) - 1)); // as JSON, with its two quotes: one character over
      expect(answerOverLimit(element, over), type).toMatchObject({ code: type.startsWith('text-input') ? 'tooLong' : 'tooLarge' });
      if (limitOf(type) > 2) expect(answerOverLimit(element, ['x'.repeat(limitOf(type) - 4)]), type).toBeUndefined();
    }
  });
  it('an 11 MB short text of spaces is refused before its whitespace is collapsed', () => {
    expect(answerOverLimit(el({ type: 'text-input-short' }), `a${' '.repeat(11 * 1024 * 1024)}`)).toEqual({
      code: 'tooLong',
      message: 'Please shorten this answer to at most 1,000 characters.',
      values: { limit: 1000 },
    });
  });
  it('a text of 1,001 characters, a table’s text cell and a dialog’s text field of 1,001 are refused; 1,000 are not', () => {
    expect(answerOverLimit(el({ type: 'text-input-short' }), 'a'.repeat(1000))).toBeUndefined();
    expect(answerOverLimit(el({ type: 'text-input-short' }), 'a'.repeat(1001))?.code).toBe('tooLong');
    const table = el({ type: 'item-table', variant: 'input', headers: [{ value: 'item', text: 'Item', variant: 'text' }] });
    expect(answerOverLimit(table, [{ item: 'a'.repeat(1001) }])?.code).toBe('tooLong');
    expect(answerOverLimit(table, [{ item: 'a'.repeat(1000) }])).toBeUndefined();
    const dialog = el({ type: 'dialog-window', dialogFields: [{ uid: 'd1', title: 'D1', type: 'text-input-short' }] });
    expect(answerOverLimit(dialog, { fields: { d1: 'a'.repeat(1001) } })?.code).toBe('tooLong');
  });
  it('a choice of 6,000 characters says how large an answer may be', () => {
    expect(answerOverLimit(el({ type: 'single-select', options: ['Yes'] }), 'a'.repeat(6000))?.message).toBe(
      'This answer is too large to save (at most 5,000 characters), so it was not saved. Please shorten it.',
    );
  });
});
