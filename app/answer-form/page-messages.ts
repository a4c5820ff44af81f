// The engine's messages as the questionnaire page carries them to its fields, with the engine's stable code,
// so the page picks messages out by kind instead of comparing their text. Isomorphic: the server renders them
// after a save, and the browser from its own live evaluation, so a corrected answer loses its message at once.
import type { TFunction } from 'i18next';
import type { CodedMessage, FieldMessage, FormElement, MessageCode } from '../engine';

/** The questionnaire catalogue's texts in the page's language (react-i18next's `t`, or `requestTexts` on the server). */
export type QuestionnaireTexts = TFunction<'questionnaire'>;

export interface PageMessage {
  code: MessageCode;
  /** The engine's English, with the row and column named: what a reader without a catalogue (a log, a test) sees. */
  text: string;
  /** The numbers the message names (a range's bounds, a limit), to say it in the person's language. */
  values?: Readonly<Record<string, number>>;
  /** Item tables: the 1-based row the message is about. */
  row?: number;
  /** Item tables: the column's value; dialogs: the dialog field's uid. Named by its label where it is shown. */
  column?: string;
}

/** The codes that say a required field is still empty: a table's is 'at least one row', every other type's 'Required'. */
const EMPTY_REQUIRED: ReadonlySet<MessageCode> = new Set<MessageCode>(['required', 'atLeastOneRow']);

/**
 * The texts a field shows, each said by `say` (the page's language; the engine's English by default). A required
 * field's 'Required' (a required table's 'You must enter at least one row') waits until the person reviews the page
 * or is sent to the field from the Required Fields list: an empty field is the normal state of a half-filled form. An
 * empty cell of a row being entered is shown at once, like every other message.
 */
export function shownMessages(messages: readonly PageMessage[], showRequired: boolean, say: (m: PageMessage) => string = (m) => m.text): string[] {
  const held = (m: PageMessage) => !showRequired && EMPTY_REQUIRED.has(m.code) && m.row === undefined;
  return messages.filter((m) => !held(m)).map(say);
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
    (out[m.uid] ??= []).push({
      code: m.code,
      text: `${where}${m.message}`,
      ...(m.values ? { values: m.values } : {}),
      ...(m.row !== undefined ? { row: m.row } : {}),
      ...(m.column ? { column: m.column } : {}),
    });
  }
  return out;
}

/**
 * A coded message in the page's language. Its numbers read as the engine's English writes them in every language (ADR
 * 037): a limit with US thousands separators, a range's bounds as the spec has them, without.
 */
export function codedText(t: QuestionnaireTexts, message: Pick<CodedMessage, 'code' | 'values'>): string {
  const number = (n: number) => (message.code === 'range' ? String(n) : n.toLocaleString('en-US'));
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, n]) => [name, number(n)]));
  // a row limit is a plural: i18next picks 'row' or 'rows' by the count
  const count = message.code === 'rowLimit' ? { count: message.values?.limit ?? 0 } : {};
  return t(`messages.${message.code}` as 'messages.required', { ...values, ...count });
}

/**
 * A field's message in the page's language, its row and column named (the column by its label in `element`, which is
 * the definition as the person reads it, ADR 035).
 */
export function messageText(t: QuestionnaireTexts, message: PageMessage, element?: FormElement): string {
  const text = codedText(t, message);
  const column = message.column ? (element ? columnLabel(element, message.column) : message.column) : '';
  if (message.row !== undefined) return column ? t('messages.at.rowColumn', { row: message.row, column, message: text }) : t('messages.at.row', { row: message.row, message: text });
  return column ? t('messages.at.column', { column, message: text }) : text;
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

/**
 * The save status: what was saved and, when some answers were kept with a message, that they need attention. The
 * status names the list of links to them (questionnaire-form's AttentionList), as GOV.UK's error summary does.
 */
export function savedStatus(t: QuestionnaireTexts, saved: string, needingAttention: number): string {
  if (needingAttention === 0) return saved;
  return t('form.status.needAttention', { saved, count: needingAttention, list: t('form.attentionTitle') });
}
