// The engine's messages as the questionnaire page carries them to its fields, with the engine's stable code,
// so the page picks messages out by kind instead of comparing their text. Isomorphic: the server renders them
// after a save, and the browser from its own live evaluation, so a corrected answer loses its message at once.
import type { FieldMessage, FormElement, MessageCode } from '../engine';

export interface PageMessage {
  code: MessageCode;
  text: string;
  /** Item tables: the 1-based row the message is about. */
  row?: number;
}

/** The codes that say a required field is still empty: a table's is 'at least one row', every other type's 'Required'. */
const EMPTY_REQUIRED: ReadonlySet<MessageCode> = new Set<MessageCode>(['required', 'atLeastOneRow']);

/**
 * The texts a field shows. A required field's 'Required' (a required table's 'You must enter at least one row')
 * waits until the person reviews the page or is sent to the field from the Required Fields list: an empty field is
 * the normal state of a half-filled form. An empty cell of a row being entered is shown at once, like every other
 * message.
 */
export function shownMessages(messages: readonly PageMessage[], showRequired: boolean): string[] {
  const held = (m: PageMessage) => !showRequired && EMPTY_REQUIRED.has(m.code) && m.row === undefined;
  return messages.filter((m) => !held(m)).map((m) => m.text);
}

/** The engine's messages about the given elements, by uid; a table cell's or dialog field's names its row and column. */
export function pageMessages(messages: readonly FieldMessage[], elements: readonly FormElement[]): Record<string, PageMessage[]> {
  const byUid = new Map(elements.map((e) => [e.uid, e]));
  const out: Record<string, PageMessage[]> = {};
  for (const m of messages) {
    const element = byUid.get(m.uid);
    if (!element) continue;
    const column = m.column ? columnLabel(element, m.column) : '';
    const where = m.row !== undefined ? `Row ${m.row}${column ? `, ${column}` : ''}: ` : column ? `${column}: ` : '';
    (out[m.uid] ??= []).push({ code: m.code, text: `${where}${m.message}`, ...(m.row !== undefined ? { row: m.row } : {}) });
  }
  return out;
}

function columnLabel(element: FormElement, column: string): string {
  if (element.type === 'item-table') return element.headers.find((h) => h.value === column)?.text ?? column;
  if (element.type === 'dialog-window') return element.dialogFields.find((f) => f.uid === column)?.label ?? column;
  return column;
}

/**
 * How many fields show a message that is not a held-back 'Required': answers that were saved as typed but need
 * attention (a saved invalid value is kept, so nothing is lost, and the person is told it needs fixing).
 */
export function fieldsNeedingAttention(messages: Record<string, readonly PageMessage[]>, uids: Iterable<string>): number {
  let count = 0;
  for (const uid of uids) if (shownMessages(messages[uid] ?? [], false).length > 0) count++;
  return count;
}

/** The heading of the list of answers that need attention, under the page's questions. */
export const ATTENTION_LIST_TITLE = 'Answers that need attention';

/**
 * The save status: what was saved and, when some answers were kept with a message, that they need attention. The
 * status names the list of links to them (questionnaire-form's AttentionList), as GOV.UK's error summary does.
 */
export function savedStatus(saved: string, needingAttention: number): string {
  if (needingAttention === 0) return saved;
  const which = needingAttention === 1 ? '1 answer needs' : `${needingAttention} answers need`;
  return `${saved}, as typed. ${which} attention: see ‘${ATTENTION_LIST_TITLE}’ below.`;
}
