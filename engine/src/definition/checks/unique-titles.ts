// Element titles are unique in a workflow, and dialog-field titles unique within their dialog.
import { ENGINE_TEXTS } from '../engine-text.ts';
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { records, text } from './walk.ts';
import type { Json } from './walk.ts';

export const UNIQUE_TITLE_MESSAGE = ENGINE_TEXTS['title-not-unique'];

function flagDuplicates(items: [Json, number][], at: (index: number) => string): WorkflowProblem[] {
  const byTitle = new Map<string, number[]>();
  for (const [item, index] of items) {
    const title = text(item.title);
    if (title === undefined) continue;
    byTitle.set(title, [...(byTitle.get(title) ?? []), index]);
  }
  const problems: WorkflowProblem[] = [];
  for (const indexes of byTitle.values())
    if (indexes.length > 1)
      for (const index of indexes) problems.push(problem(at(index), 'title-not-unique'));
  return problems;
}

export function checkUniqueTitles(definition: Json): WorkflowProblem[] {
  const elements = records(definition.elements);
  const problems = flagDuplicates(elements, (i) => pointer('elements', i, 'title'));
  for (const [element, e] of elements)
    problems.push(
      ...flagDuplicates(records(element.dialogFields), (i) => pointer('elements', e, 'dialogFields', i, 'title')),
    );
  return problems.sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
}

/** Element and dialog-field uids are unique too: answers are keyed by them. */
export function checkUniqueUids(definition: Json): WorkflowProblem[] {
  const seen = new Map<string, string>();
  const problems: WorkflowProblem[] = [];
  const visit = (uid: unknown, at: string) => {
    if (typeof uid !== 'string') return;
    const first = seen.get(uid);
    if (first !== undefined) problems.push(problem(at, 'uid-not-unique', { uid, first }));
    else seen.set(uid, at);
  };
  for (const [element, e] of records(definition.elements)) {
    visit(element.uid, pointer('elements', e, 'uid'));
    for (const [field, f] of records(element.dialogFields))
      visit(field.uid, pointer('elements', e, 'dialogFields', f, 'uid'));
  }
  return problems;
}
