// What a formula reference names: an element by title, or an item-table column as `TITLE.column`.
import type { FormElement, ItemTableElement } from '../definition/elements.ts';

export type ReferenceTarget =
  { element: FormElement; column?: undefined } | { element: ItemTableElement; column: string };

export function resolveReferenceTarget(
  elements: readonly FormElement[],
  reference: string,
): ReferenceTarget | undefined {
  const exact = elements.find((e) => e.title === reference);
  if (exact) return { element: exact };
  const dot = reference.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const title = reference.slice(0, dot);
  const column = reference.slice(dot + 1);
  const table = elements.find((e): e is ItemTableElement => e.title === title && e.type === 'item-table');
  if (!table || !Array.isArray(table.headers) || !table.headers.some((h) => h.value === column)) return undefined;
  return { element: table, column };
}
