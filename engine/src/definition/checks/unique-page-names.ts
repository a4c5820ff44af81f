// Template page names are unique among all pages of all documents, compared case-insensitively.
import { ENGINE_TEXTS } from '../engine-text.ts';
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { records, text } from './walk.ts';

export const UNIQUE_PAGE_NAME_MESSAGE = ENGINE_TEXTS['page-name-not-unique'];

export function checkUniquePageNames(definition: Record<string, unknown>): WorkflowProblem[] {
  const byName = new Map<string, string[]>();
  for (const [document, d] of records(definition.documents))
    for (const [page, p] of records(document.pages)) {
      const name = text(page.name);
      if (name === undefined) continue;
      const key = name.trim().toUpperCase();
      byName.set(key, [...(byName.get(key) ?? []), pointer('documents', d, 'pages', p, 'name')]);
    }
  const problems: WorkflowProblem[] = [];
  for (const pointers of byName.values())
    if (pointers.length > 1)
      for (const at of pointers) problems.push(problem(at, 'page-name-not-unique'));
  return problems;
}
