// Computed-property formulas parse, refer to existing elements, and do not depend on themselves.
import { FormulaError, parseFormula } from '../../evaluation/formula.ts';
import { resolveReferenceTarget } from '../../evaluation/formula-references.ts';
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { records, text } from './walk.ts';
import type { Json } from './walk.ts';

export function checkFormulas(definition: Json): WorkflowProblem[] {
  const elements = records(definition.elements).map(([e]) => e);
  const problems: WorkflowProblem[] = [];
  const dependsOn = new Map<string, string[]>();
  const at = new Map<string, string>();
  for (const [element, e] of records(definition.elements)) {
    if (element.type !== 'computed-property' || typeof element.formula !== 'string') continue;
    const title = text(element.title) ?? String(e);
    const where = pointer('elements', e, 'formula');
    try {
      const parsed = parseFormula(element.formula);
      const deps: string[] = [];
      for (const ref of parsed.references) {
        const target = resolveReferenceTarget(elements as never, ref);
        if (!target)
          problems.push(problem(where, 'formula-unknown-reference', { title, reference: `{${ref}}` }));
        else if (target.element.type === 'computed-property') deps.push(target.element.title);
      }
      dependsOn.set(title, deps);
      at.set(title, where);
    } catch (error) {
      if (error instanceof FormulaError)
        problems.push(problem(where, 'formula-error', { title, problem: error.message }));
      else throw error;
    }
  }
  const state = new Map<string, number>();
  const visit = (title: string, path: string[]): void => {
    if (state.get(title) === 2) return;
    if (state.get(title) === 1) {
      problems.push(problem(at.get(title) ?? '', 'formula-cycle', { cycle: [...path.slice(path.indexOf(title)), title].join(' -> ') }));
      return;
    }
    state.set(title, 1);
    for (const dep of dependsOn.get(title) ?? []) visit(dep, [...path, title]);
    state.set(title, 2);
  };
  for (const title of dependsOn.keys()) visit(title, []);
  return problems;
}
