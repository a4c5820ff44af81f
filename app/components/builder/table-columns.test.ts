import { describe, expect, it } from 'vitest';
import { englishBuilder } from '../../../i18n/english-builder';
import { cellProblem, columnValue, newColumn, newColumnProblem, type NewColumn, type TableHeader } from './table-columns';

const t = englishBuilder();
/** The problems as the builder says them in English. */
const columnSaid = (column: NewColumn) => {
  const problem = newColumnProblem(column);
  return problem && t(`editors.table.${problem}`);
};
const cellSaid = (header: TableHeader, value: string | number | undefined) => {
  const found = cellProblem(header, value);
  return found && t(`editors.table.${found.problem}`, found.values);
};

describe("an item table's columns in the builder", () => {
  it("a new column needs a header and an alignment: 'Please enter a header and alignment for this new column'", () => {
    expect(columnSaid({ text: '', align: 'start', variant: 'text', options: [] })).toBe('Please enter a header and alignment for this new column');
    expect(columnSaid({ text: 'Debt', align: '', variant: 'text', options: [] })).toBe('Please enter a header and alignment for this new column');
    expect(columnSaid({ text: 'Debt', align: 'end', variant: 'money', options: [] })).toBeNull();
  });

  it("a drop-down column needs options: 'Please enter some options for this dropdown'", () => {
    expect(columnSaid({ text: 'Kind', align: 'start', variant: 'select', options: ['  '] })).toBe('Please enter some options for this dropdown');
    expect(columnSaid({ text: 'Kind', align: 'start', variant: 'select', options: ['Car'] })).toBeNull();
  });

  it("a column's key comes from its header and is unique in the table", () => {
    const headers = [{ text: 'Amount owed', value: 'amount-owed', align: 'end' as const, variant: 'money' as const }];
    expect(columnValue('Amount owed', headers)).toBe('amount-owed-2');
    expect(columnValue('Creditor name', headers)).toBe('creditor-name');
    expect(columnValue('???', headers)).toBe('column');
    expect(newColumn({ text: ' Kind ', align: 'center', variant: 'select', options: ['Car', ' '] }, headers)).toEqual({ text: 'Kind', value: 'kind', align: 'center', variant: 'select', options: ['Car'] });
  });

  it('every cell of a read-only row is required, and money is $1 to $100,000 unless the column says more', () => {
    const money = { text: 'Value', value: 'value', align: 'end' as const, variant: 'money' as const };
    expect(cellSaid({ ...money, variant: 'text' }, '  ')).toBe('Required');
    expect(cellSaid(money, undefined)).toBe('Required');
    expect(cellSaid(money, 0)).toBe('Must be between $1 and $100,000');
    expect(cellSaid(money, 100001)).toBe('Must be between $1 and $100,000');
    expect(cellSaid(money, 100000)).toBeNull();
    expect(cellSaid({ ...money, upperBound: 2000000 }, 1500000)).toBeNull();
  });
});
