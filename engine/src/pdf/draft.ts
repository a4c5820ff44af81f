// Drafts questions from a fillable PDF's fields (issue 34): one question per field or radio group, of the element
// type its kind suggests, titled from its tooltip or its name made readable, required when the field is, and one
// fill action per field bound to its question. The builder adds the draft to a workflow; `accord draft` writes it as
// a workflow of its own. Browser-safe: it only reads the fields already listed.
import type { Action, Document, DocumentRule } from '../definition/documents.ts';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import type { FormField } from './form-fields.ts';

/** Money is a number from 0 to $99,999,999: the number input's default -100 to 100 would refuse $4,600. */
export const MONEY_BOUNDS = { lower: 0, upper: 99_999_999 } as const;

const MONEY_NAME = /(amount|income|salary|wages?|dollars?|payment|balance|price|cost|\$)/i;
const DATE_NAME = /(^|[^a-z])(date|dob)([^a-z]|$)|date(?=[A-Z_\d]|$)|^date|birth/i;

/** A field's name made readable: 'Petitioner.Name' -> 'Petitioner name', 'DateOfMarriage' -> 'Date of marriage'. */
export function readableName(name: string): string {
  const words = name
    .replace(/\[\d+\]/g, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[._\-\s]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const text = words.map((w, i) => (i === 0 ? w : /^[A-Z\d]+$/.test(w) && w.length > 1 ? w : w.toLowerCase())).join(' ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : name;
}

/** The title a field's question gets: its tooltip, else its name made readable. */
export function fieldTitle(field: FormField): string {
  return (field.tooltip?.replace(/\s+/g, ' ').trim() || readableName(field.name)).slice(0, 200);
}

export type DraftKind = 'text-input-short' | 'text-input-long' | 'date-picker' | 'number-input' | 'money' | 'single-select' | 'multi-select';

/** The question kind a field suggests; undefined for what a question does not fill (buttons, signatures, read-only). */
export function suggestedKind(field: FormField): DraftKind | undefined {
  if (field.readOnly) return undefined;
  switch (field.kind) {
    case 'text': {
      if (field.multiline) return 'text-input-long';
      const words = `${field.name} ${field.tooltip ?? ''}`;
      if (field.format === 'date' || (!field.format && DATE_NAME.test(words))) return 'date-picker';
      if (field.format === 'money' || (!field.format && MONEY_NAME.test(words))) return 'money';
      if (field.format === 'number') return 'number-input';
      return 'text-input-short';
    }
    case 'radio':
    case 'dropdown':
      return 'single-select';
    case 'list':
    case 'checkbox':
      return 'multi-select';
    default:
      return undefined;
  }
}

/** Element types a field's fill can take an answer from (for the mapping table's kind agreement). */
export function kindAgrees(field: FormField, elementType: string): boolean {
  const kind = suggestedKind(field);
  if (!kind) return false;
  if (field.kind === 'text') return ['text-input-short', 'text-input-long', 'date-picker', 'number-input', 'single-select', 'state-select', 'computed-property'].includes(elementType);
  if (field.kind === 'checkbox') return ['multi-select', 'single-select'].includes(elementType);
  return elementType === 'single-select' || elementType === 'multi-select' || elementType === 'state-select';
}

function questionFor(field: FormField, kind: DraftKind, uid: string, title: string): FormElement {
  const base = { uid, title, label: title, ...(field.required ? { required: true } : {}) };
  switch (kind) {
    case 'money':
      return { ...base, type: 'number-input', prefix: '$', useCommas: true, lowerBound: MONEY_BOUNDS.lower, upperBound: MONEY_BOUNDS.upper };
    case 'number-input':
      return { ...base, type: 'number-input', useCommas: true, lowerBound: MONEY_BOUNDS.lower, upperBound: MONEY_BOUNDS.upper };
    case 'date-picker':
      return { ...base, type: 'date-picker', variant: 'single-date', format: 'MM/DD/YYYY' };
    case 'single-select':
      return { ...base, type: 'single-select', variant: field.kind === 'radio' ? 'radio' : 'drop-down', options: field.options };
    case 'multi-select':
      return { ...base, type: 'multi-select', variant: 'checkboxes', options: field.kind === 'checkbox' ? [title] : field.options };
    case 'text-input-long':
      return { ...base, type: 'text-input-long' };
    case 'text-input-short':
      return { ...base, type: 'text-input-short' };
  }
}

export interface DraftOptions {
  /** The template file the document's pages come from. */
  file: string;
  pageCount: number;
  documentName: string;
  /** Page names already taken in the workflow (uppercase, unique workflow-wide). */
  takenPageNames?: Iterable<string>;
  /** Element titles already taken in the workflow. */
  takenTitles?: Iterable<string>;
  /** A new unique id of 12 characters (the builder's own; sequential by default). */
  newUid?: () => string;
  /** 0-based order of the new document. */
  order?: number;
}

export interface Draft {
  /** A page-break per form page with fields, then the questions of its fields. */
  elements: FormElement[];
  document: Document;
  /** Fields left out, with why (buttons, signatures, read-only fields). */
  skipped: { field: string; reason: string }[];
}

function sequentialUids(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${String(++n).padStart(12 - prefix.length, '0')}`;
}

function uniqueName(wanted: string, taken: Set<string>, fold = (s: string) => s): string {
  let name = wanted;
  for (let n = 2; taken.has(fold(name)); n++) name = `${wanted} (${n})`;
  taken.add(fold(name));
  return name;
}

/** The fill action of one field bound to a question. */
export function fillAction(field: FormField, question: string, uid: string, title: string, whenAnswer?: string): Action {
  const page = field.widgets.find((w) => w.page !== null)?.page ?? 1;
  return { uid, title, type: 'fill-field', location: { page }, field: field.name, question, ...(whenAnswer !== undefined ? { whenAnswer } : {}) };
}

/** Questions and a document that fills the form's fields with their answers. */
export function draftFromFields(fields: FormField[], options: DraftOptions): Draft {
  const newUid = options.newUid ?? sequentialUids('f');
  const titles = new Set(options.takenTitles ?? []);
  const pageNames = new Set([...(options.takenPageNames ?? [])].map((n) => n.toUpperCase()));
  const base = options.documentName.toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'FORM';
  const pages = Array.from({ length: options.pageCount }, (_, i) => ({
    uid: newUid(),
    name: uniqueName(`${base}-${i + 1}`, pageNames, (s) => s.toUpperCase()),
    source: { kind: 'pdf' as const, file: options.file, page: i + 1 },
  }));
  const elements: FormElement[] = [];
  const actions: Action[] = [];
  const skipped: Draft['skipped'] = [];
  const byPage = [...fields].sort((a, b) => firstPage(a) - firstPage(b));
  let currentPage = 0;
  for (const field of byPage) {
    const kind = suggestedKind(field);
    if (!kind) {
      skipped.push({ field: field.name, reason: field.readOnly ? 'read-only' : field.kind === 'signature' ? 'a signature field (place a signature action over it)' : 'a button' });
      continue;
    }
    // a field on no page goes with the page before it
    const page = firstPage(field) === Number.MAX_SAFE_INTEGER ? currentPage || 1 : firstPage(field);
    if (page !== currentPage) {
      currentPage = page;
      const title = uniqueName(`${base} page ${page}`.toUpperCase().replace(/\s+/g, '_'), titles);
      elements.push({ uid: newUid(), type: 'page-break', title, label: `${options.documentName}, page ${page}` });
    }
    const title = uniqueName(fieldTitle(field), titles);
    const question = questionFor(field, kind, newUid(), title);
    elements.push(question);
    actions.push(fillAction(field, question.uid, newUid(), title, field.kind === 'checkbox' ? title : undefined));
  }
  const rule: DocumentRule = { uid: newUid(), name: 'Form fields', type: 'Action Logic', order: 1, conditional: 'always', actions };
  const document: Document = { uid: newUid(), type: 'pdf', name: options.documentName, order: options.order ?? 0, pages, rules: [rule] };
  return { elements, document, skipped };
}

function firstPage(field: FormField): number {
  return field.widgets.find((w) => w.page !== null)?.page ?? Number.MAX_SAFE_INTEGER;
}

/** A whole workflow around the draft: what `accord draft` writes beside a copy of the form. */
export function draftWorkflow(fields: FormField[], options: DraftOptions & { name?: string; state?: string }): WorkflowDefinition {
  const draft = draftFromFields(fields, options);
  const elements = draft.elements[0]?.type === 'page-break' ? draft.elements : [{ uid: 'fpage0000001', type: 'page-break' as const, title: 'PAGE_1', label: 'Page 1' }, ...draft.elements];
  return {
    name: options.name ?? options.documentName,
    state: options.state ?? 'Arizona',
    type: 'Divorce',
    childrenOptions: 'both',
    useCounties: false,
    counties: [],
    collaborate: false,
    version: '0.1.0',
    elements,
    documents: [draft.document],
  };
}
