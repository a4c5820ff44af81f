// The checks of fill actions that need the templates themselves: a fill action naming a field its template lacks is an
// error; a required field of a form the document fills that no fill action fills is a warning. Used by `accord
// validate` and the builder's checks (which pass the fields they already read from each upload).
import type { Document } from '../definition/documents.ts';
import { pointer } from '../definition/problem.ts';
import { readFormFields, type FormField } from './form-fields.ts';
import type { AssetLoader } from './render.ts';

export interface FillIssue {
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
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

export async function checkFormFills(documents: Document[], fieldsOf: TemplateFields): Promise<FillIssue[]> {
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
          issues.push({ pointer: `${at}/location/page`, severity: 'error', message: `In document "${document.name}": the action "${action.title || action.uid}" fills a form field on page ${action.location.page}, which is not a page of an uploaded PDF.` });
          continue;
        }
        const fields = await fieldsOf(page.source.file);
        if (typeof fields === 'string') {
          issues.push({ pointer: at, severity: 'error', message: `In document "${document.name}": ${fields}` });
          continue;
        }
        if (!action.field || !fields.some((f) => f.name === action.field)) {
          issues.push({ pointer: `${at}/field`, severity: 'error', message: `In document "${document.name}": the action "${action.title || action.uid}" fills the field "${action.field ?? ''}", which the template ${page.source.file} does not have.` });
          continue;
        }
        const names = filled.get(page.source.file) ?? new Set<string>();
        names.add(action.field);
        filled.set(page.source.file, names);
      }
    for (const [file, names] of filled) {
      const fields = await fieldsOf(file);
      if (typeof fields === 'string') continue;
      for (const field of fields)
        if (field.required && !names.has(field.name))
          issues.push({ pointer: pointer('documents', d), severity: 'warning', message: `In document "${document.name}": the form's required field "${field.name}" is filled by no question.` });
    }
  }
  return issues;
}
