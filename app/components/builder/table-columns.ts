// An item table's columns and read-only rows as the builder checks them (workflow-builder.md §3 'Header', §5: 'Please
// enter a header and alignment for this new column', 'Please enter some options for this dropdown', every column of
// a row required, money 1 to 100000). A problem is named by its key in builder:editors.table; the page says it.
import { ELEMENT_DEFAULTS, moneyUpperBound, type ElementOfType } from '~/engine';

export type TableHeader = ElementOfType<'item-table'>['headers'][number];
export type TableRow = NonNullable<ElementOfType<'item-table'>['readOnlyRows']>[number];

export const COLUMN_ALIGNS = ['start', 'center', 'end'] as const;
export const COLUMN_VARIANTS = ['text', 'select', 'number', 'money', 'date'] as const;

/** A new column's problem (builder:editors.table.newColumn / options). */
export type NewColumnProblem = 'newColumn' | 'options';
/** A read-only cell's problem, with the values its message names. */
export type CellProblem = { problem: 'required'; values?: undefined } | { problem: 'between'; values: { lower: string; upper: string } };

export interface NewColumn {
  text: string;
  align: string;
  variant: TableHeader['variant'];
  options: string[];
}

/** The problem a new column has, or null when it can be added. */
export function newColumnProblem(column: NewColumn): NewColumnProblem | null {
  if (column.text.trim() === '' || !(COLUMN_ALIGNS as readonly string[]).includes(column.align)) return 'newColumn';
  if (column.variant === 'select' && column.options.filter((o) => o.trim() !== '').length === 0) return 'options';
  return null;
}

/** A column's key in the rows (what answers are stored under): its header in lower case words, unique in the table. */
export function columnValue(text: string, headers: readonly TableHeader[]): string {
  const base = text.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'column';
  const taken = new Set(headers.map((h) => h.value));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function newColumn(column: NewColumn, headers: readonly TableHeader[]): TableHeader {
  const options = column.options.map((o) => o.trim()).filter(Boolean);
  return {
    text: column.text.trim(),
    value: columnValue(column.text, headers),
    align: column.align as TableHeader['align'],
    variant: column.variant,
    ...(column.variant === 'select' ? { options } : {}),
  };
}

/** The problem a read-only row's cell has, or null: every column is required, money within its bounds (§5). */
export function cellProblem(header: TableHeader, value: string | number | undefined): CellProblem | null {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return { problem: 'required' };
  if (header.variant === 'money') {
    const upper = moneyUpperBound(header);
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n) || n < ELEMENT_DEFAULTS.moneyBounds.lower || n > upper)
      return { problem: 'between', values: { lower: ELEMENT_DEFAULTS.moneyBounds.lower.toLocaleString('en-US'), upper: upper.toLocaleString('en-US') } };
  }
  return null;
}
