// Library rules hold no library node (workflow-builder.md §5), and library references form no cycle.
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { records, text, walkNodes } from './walk.ts';

export function checkNoLibraryInsideLibrary(definition: Record<string, unknown>): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  for (const [rule, r] of records(definition.displayLogicLibrary))
    for (const visited of walkNodes(rule.root, pointer('displayLogicLibrary', r, 'root')))
      if (visited.node.kind === 'library')
        problems.push(problem(visited.pointer, 'library-rule-uses-library', { name: text(rule.name) ?? r }));
  return problems;
}

export function checkLibraryCycles(definition: Record<string, unknown>): WorkflowProblem[] {
  const rules = records(definition.displayLogicLibrary);
  const edges = new Map<string, string[]>();
  const at = new Map<string, string>();
  for (const [rule, r] of rules) {
    const uid = text(rule.uid);
    if (uid === undefined) continue;
    at.set(uid, pointer('displayLogicLibrary', r));
    edges.set(
      uid,
      walkNodes(rule.root, '')
        .map((v) => text(v.node.libraryUid))
        .filter((u): u is string => u !== undefined),
    );
  }
  const problems: WorkflowProblem[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (uid: string, path: string[]): void => {
    if (state.get(uid) === 'done') return;
    if (state.get(uid) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(uid)), uid];
      problems.push(problem(at.get(uid) ?? '', 'library-cycle', { cycle: cycle.join(' -> ') }));
      return;
    }
    state.set(uid, 'visiting');
    for (const next of edges.get(uid) ?? []) if (edges.has(next)) visit(next, [...path, uid]);
    state.set(uid, 'done');
  };
  for (const uid of edges.keys()) visit(uid, []);
  return problems;
}
