import { describe, expect, it } from 'vitest';
import { AnswerShapeError, autoNumberLabel, finalFileName, formatAnswer, formatDate, formatMoney, toRoman } from './format.ts';

describe('answer formatting', () => {
  it('formats a date in each of the builder formats', () => {
    expect(formatDate('2024-03-01', 'YYYY-MM-DD')).toBe('2024-03-01');
    expect(formatDate('2024-03-01', 'MM-DD-YYYY')).toBe('03-01-2024');
    expect(formatDate('2024-03-01', 'Month Day Year')).toBe('March 1, 2024');
    expect(formatDate('2024-03-01', 'this **th day of Month 20**')).toBe('this 1st day of March, 2024');
    expect(formatDate('2024-03-22', 'this **th day of Month 20**')).toBe('this 22nd day of March, 2024');
    expect(formatDate('2024-03-13')).toBe('March 13th, 2024');
  });

  it('falls back to the long month format when the date format is invalid', () => {
    expect(formatDate('2024-12-03', 'nonsense')).toBe('December 3rd, 2024');
    expect(formatDate('2024-12-03', '')).toBe('December 3rd, 2024');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatDate('2023-02-30')).toThrow(AnswerShapeError);
    expect(() => formatDate(42)).toThrow(AnswerShapeError);
  });

  it('prints money en-US with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatAnswer({ uid: 'a', type: 'number-input', prefix: '$' }, '1000')).toBe('$1,000.00');
    expect(formatAnswer({ uid: 'a', type: 'number-input', useCommas: true, suffix: 'miles' }, 12000)).toBe('12,000 miles');
  });

  it('joins a multi-select answer and prints item-table rows one per line', () => {
    expect(formatAnswer({ uid: 'm', type: 'multi-select' }, ['Car', { label: 'House' }])).toBe('Car, House');
    const table = { uid: 't', type: 'item-table', headers: [{ text: 'Item', value: 'item' }, { text: 'Value', value: 'value', variant: 'money' }] };
    expect(formatAnswer(table, [{ item: 'Car', value: 9500 }, { item: 'Boat', value: '120.5' }])).toBe('Item: Car; Value: $9,500.00\nItem: Boat; Value: $120.50');
  });

  it('formats multiple dates and a date range', () => {
    const field = { uid: 'd', type: 'date-picker', format: 'MM-DD-YYYY' };
    expect(formatAnswer(field, ['2024-01-02', '2024-01-03'])).toBe('01-02-2024, 01-03-2024');
    expect(formatAnswer(field, { start: '2024-01-02', end: '2024-02-03' })).toBe('01-02-2024 to 02-03-2024');
  });

  it('rejects an answer of the wrong shape instead of printing [object Object]', () => {
    expect(() => formatAnswer({ uid: 'm', type: 'multi-select' }, 'Car')).toThrow(/expected a list/);
    expect(() => formatAnswer({ uid: 't', type: 'text-input-short' }, { a: 1 })).toThrow(/expected text/);
    expect(() => formatAnswer({ uid: 'n', type: 'number-input' }, 'twelve')).toThrow(/expected a number/);
  });

  it('prints a table date, like every date on a court document, as MM/DD/YYYY', () => {
    const children = { uid: 'c', type: 'item-table', headers: [{ text: 'Name', value: 'name' }, { text: 'Birth date', value: 'birthDate', variant: 'date' }] };
    expect(formatAnswer(children, [{ name: 'Emma Doe', birthDate: '2014-03-14' }])).toBe('Name: Emma Doe; Birth date: 03/14/2014');
    // the column's typing hint is not printed
    const hinted = { ...children, headers: [{ text: 'Birth date (MM/DD/YYYY)', value: 'birthDate', variant: 'date' }] };
    expect(formatAnswer(hinted, [{ birthDate: '2014-03-14' }])).toBe('Birth date: 03/14/2014');
  });

  it("prints a dialog's answer as the text of its fields, not [object Object]", () => {
    const dialog = { uid: 'd', type: 'dialog-window' };
    expect(formatAnswer(dialog, { buttonClicked: 'Use this address', fields: { a: '55 Elm Street', b: 'Ogden' } })).toBe('55 Elm Street, Ogden');
  });

  it('prints nothing for an unanswered question', () => {
    expect(formatAnswer({ uid: 'x', type: 'text-input-short' }, undefined)).toBe('');
  });
});

describe('auto-numbering labels', () => {
  it('numbers with each of the five styles', () => {
    expect([1, 4, 9, 14, 40].map(toRoman)).toEqual(['I', 'IV', 'IX', 'XIV', 'XL']);
    expect(autoNumberLabel('Numbers', 12)).toBe('12');
    expect(autoNumberLabel('Uppercase Letters', 28)).toBe('AB');
    expect(autoNumberLabel('Lowercase Letters', 3)).toBe('c');
    expect(autoNumberLabel('Uppercase Roman Numerals', 1994)).toBe('MCMXCIV');
    expect(autoNumberLabel('Lowercase Roman Numerals', 7)).toBe('vii');
  });
});

describe('final file name', () => {
  it('joins product name, both spouses and the date as MMDDYYYY', () => {
    expect(finalFileName({ productName: 'Accord', petitionerName: 'Zoë Øster', respondentName: "John O'Neil", date: new Date(2024, 0, 5) })).toBe(
      'Accord_Zoe_Oster_John_O_Neil_01052024.pdf',
    );
  });
});
