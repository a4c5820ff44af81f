// The checks of fill actions that need the templates themselves: a fill action naming a field its template lacks is an
// error, and so is a question whose answers the field cannot take (a choice that is none of a radio group's or a
// list's options, a printed answer longer than the field's maximum length); a required field of a form the document
// fills that no fill action fills is a warning, and so is a free-text answer that may be cut to the field's length.
// Used by `accord validate`, the builder's checks and publishing (which pass the fields they read from each upload).
import type { Action, Document } from '../definition/documents.ts';
import type { FormElement } from '../definition/elements.ts';
import { engineText, englishOf, type EngineText, type EngineTextCode, type EngineTextValue } from '../definition/engine-text.ts';
import { pointer } from '../definition/problem.ts';
import { readFormFields, type FormField } from './form-fields.ts';
import { AnswerShapeError, formatAnswer, type FieldInfo } from './format.ts';
import type { AssetLoader } from './render.ts';

export interface FillIssue {
  pointer: string;
  message: string;
  /** The message by code and values, for an app to say in the author's language. */
  text: EngineText;
  severity: 'error' | 'warning';
}

type Said = Pick<FillIssue, 'severity' | 'message' | 'text'>;

function said(severity: FillIssue['severity'], code: EngineTextCode, values: Record<string, EngineTextValue>): Said {
  const text = engineText(code, values);
  return { severity, message: englishOf(text), text };
}

/** The fields of a template file, or the message why they cannot be read. */
export type TemplateFields = (file: string) => Promise<FormField[] | string>;

/** Reads each template's fields once through an asset loader (the CLI's files, a bundle). */
export function templateFieldsFrom(loadAsset: AssetLoader): TemplateFields {
  const cache = new Map<string, Promise<FormField[] | string>>();
  return (file) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = loadAsset(file)
        .then(readFormFields)
        .then((reading) => (reading.ok ? reading.fields : reading.message))
        .catch((error: Error) => `the template "${file}" could not be read: ${error.message}`);
      cache.set(file, entry);
    }
    return entry;
  };
}

const norm = (value: string) => value.trim().toLowerCase();
const quoted = (values: string[]) => values.map((v) => `"${v}"`).join(', ');

/** Dates whose printed forms are the longest in every format (the longest month name, a two-digit day). */
const LONGEST_DATES = ['2026-09-30', '2026-12-31', '2026-11-23'];

/** The answers a question can print as that are the longest, when its kind bounds them; undefined for free text. */
function longestPrinted(question: FormElement): string[] | undefined {
  const print = (value: unknown) => {
    try {
      return formatAnswer(question as FieldInfo, value);
    } catch (error) {
      if (error instanceof AnswerShapeError) return '';
      throw error;
    }
  };
  switch (question.type) {
    case 'single-select':
    case 'multi-select':
      return question.options.map(print);
    case 'date-picker':
      return LONGEST_DATES.map(print);
    case 'number-input':
      // the builder's defaults are -100 and 100 (workflow-builder.md §3)
      return [question.lowerBound ?? -100, question.upperBound ?? 100].map(print);
    default:
      return undefined;
  }
}

/** What the field cannot take of the question's answers: errors when every answer is known, a warning for free text. */
function valueIssues(action: Action, field: FormField, question: FormElement | undefined, document: string): Said[] {
  if (!question) return [];
  const what = { document, action: action.title || action.uid, field: field.name, question: question.title };
  const options = question.type === 'single-select' || question.type === 'multi-select' ? question.options : undefined;
  if (field.kind === 'radio' || field.kind === 'list' || (field.kind === 'dropdown' && !field.editable)) {
    if (!options) return [];
    const missing = options.filter((o) => !field.options.some((f) => f === o || norm(f) === norm(o)));
    if (!missing.length) return [];
    return [said('error', 'fill-options-not-choices', { ...what, missing: quoted(missing), count: missing.length, choices: quoted(field.options) })];
  }
  if (field.kind === 'checkbox') {
    if (!options || action.whenAnswer === undefined || options.some((o) => norm(o) === norm(action.whenAnswer!))) return [];
    return [said('error', 'fill-checkbox-answer', { ...what, answer: action.whenAnswer, options: quoted(options) })];
  }
  if (field.kind !== 'text' || field.maxLength === undefined) return [];
  const max = field.maxLength;
  const printed = longestPrinted(question);
  if (!printed) return [said('warning', 'fill-may-be-cut', { ...what, max })];
  const tooLong = [...new Set(printed.filter((p) => p.length > max))];
  if (!tooLong.length) return [];
  return [said('error', 'fill-too-long', { ...what, max, examples: quoted(tooLong.slice(0, 3)), longest: Math.max(...tooLong.map((t) => t.length)) })];
}

/**
 * The fill actions' issues: fields the templates lack, answers the fields cannot take (with the workflow's
 * `elements`, the questions the actions name), required fields no question fills.
 */
export async function checkFormFills(documents: Document[], fieldsOf: TemplateFields, elements: readonly FormElement[] = []): Promise<FillIssue[]> {
  const questions = new Map(elements.map((e) => [e.uid, e]));
  const issues: FillIssue[] = [];
  for (const [d, document] of documents.entries()) {
    const filled = new Map<string, Set<string>>();
    for (const [r, rule] of (document.rules ?? []).entries())
      for (const [a, action] of (rule.actions ?? []).entries()) {
        if (action.type !== 'fill-field') continue;
        const at = pointer('documents', d, 'rules', r, 'actions', a);
        const page = document.pages[(action.location?.page ?? 0) - 1];
        if (!page) continue; // the location checks name a page the document lacks
        if (page.source.kind !== 'pdf') {
          issues.push({ pointer: `${at}/location/page`, ...said('error', 'fill-not-a-pdf-page', { document: document.name, action: action.title || action.uid, page: action.location.page }) });
          continue;
        }
        const fields = await fieldsOf(page.source.file);
        if (typeof fields === 'string') {
          issues.push({ pointer: at, ...said('error', 'fill-template-problem', { document: document.name, problem: fields }) });
          continue;
        }
        const field = action.field ? fields.find((f) => f.name === action.field) : undefined;
        if (!field) {
          issues.push({ pointer: `${at}/field`, ...said('error', 'fill-field-missing', { document: document.name, action: action.title || action.uid, field: action.field ?? '', file: page.source.file }) });
          continue;
        }
        const question = action.question ? questions.get(action.question) : undefined;
        for (const issue of valueIssues(action, field, question, document.name)) issues.push({ pointer: `${at}/question`, ...issue });
        const names = filled.get(page.source.file) ?? new Set<string>();
        names.add(field.name);
        filled.set(page.source.file, names);
      }
    for (const [file, names] of filled) {
      const fields = await fieldsOf(file);
      if (typeof fields === 'string') continue;
      for (const field of fields)
        if (field.required && !names.has(field.name))
          issues.push({ pointer: pointer('documents', d), ...said('warning', 'fill-required-unfilled', { document: document.name, field: field.name }) });
    }
  }
  return issues;
}
