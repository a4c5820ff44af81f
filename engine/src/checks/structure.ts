// The checks that read the shape of the logic rather than its truth: tests of deleted questions, display
// logic that waits on a later question, comparisons an answer type does not have, and cycles through
// display logic and computed properties.
import { PARTICIPATING_COMPARISONS } from '../definition/conditions.ts';
import { elementTypeInfo } from '../definition/element-registry.ts';
import type { FormElement } from '../definition/elements.ts';
import { pointer } from '../definition/problem.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { parseFormula } from '../evaluation/formula.ts';
import { resolveReferenceTarget } from '../evaluation/formula-references.ts';
import { conditionSites, valueAt } from './analysis.ts';
import { engineText } from '../definition/engine-text.ts';
import { finding } from './finding.ts';
import type { Finding } from './finding.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);
const isParticipating = (c: Record<string, unknown>) => (PARTICIPATING_COMPARISONS as readonly unknown[]).includes(c.comparison);

interface FoundQuestion {
  condition: Record<string, unknown>;
  pointer: string;
}

/** The question tests under a node or condition, through compound children (not into library rules). */
export function questionsUnder(value: unknown, at: string, out: FoundQuestion[] = []): FoundQuestion[] {
  if (!isRecord(value)) return out;
  if (Array.isArray(value.questions)) value.questions.forEach((q, i) => isRecord(q) && out.push({ condition: q, pointer: `${at}/questions/${i}` }));
  if (Array.isArray(value.children)) value.children.forEach((child, i) => questionsUnder(child, `${at}/children/${i}`, out));
  return out;
}

function libraryNodesUnder(value: unknown, at: string, out: { libraryUid: string; pointer: string }[] = []) {
  if (!isRecord(value)) return out;
  if (value.kind === 'library' && typeof value.libraryUid === 'string') out.push({ libraryUid: value.libraryUid, pointer: at });
  if (Array.isArray(value.children)) value.children.forEach((child, i) => libraryNodesUnder(child, `${at}/children/${i}`, out));
  return out;
}

const NEEDS_VALUE: readonly unknown[] = ['greater-than', 'equal-to', 'less-than', 'after', 'before'];
const NEEDS_ANSWER: readonly unknown[] = ['is', 'is-not', 'any', 'all', 'contains'];
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * What a test still lacks while its author is writing it (workflow-builder.md §5: a test is complete with its
 * question, its comparison and what it compares with), or undefined when it has everything.
 */
export function unfinishedPart(condition: Record<string, unknown>): 'question' | 'comparison' | 'value' | undefined {
  if (isParticipating(condition)) return undefined;
  if (blank(condition.questionUid)) return 'question';
  if (blank(condition.comparison)) return 'comparison';
  if (NEEDS_VALUE.includes(condition.comparison) && blank(condition.value)) return 'value';
  if (condition.comparison === 'between' && (blank(condition.lowerLimit) || blank(condition.upperLimit))) return 'value';
  if (NEEDS_ANSWER.includes(condition.comparison) && blank(condition.answer)) return 'value';
  return undefined;
}

/** The pointers of every unfinished test: the truth checks leave them to the 'unfinished' finding. */
export function unfinishedTestPointers(definition: WorkflowDefinition): Set<string> {
  const out = new Set<string>();
  for (const site of conditionSites(definition))
    for (const { condition, pointer: at } of questionsUnder(valueAt(definition, site.pointer), site.pointer))
      if (unfinishedPart(condition)) out.add(at);
  return out;
}

export function checkQuestionReferences(definition: WorkflowDefinition, elementsByUid: ReadonlyMap<string, FormElement>): Finding[] {
  const findings: Finding[] = [];
  for (const site of conditionSites(definition)) {
    for (const { condition, pointer: at } of questionsUnder(valueAt(definition, site.pointer), site.pointer)) {
      if (isParticipating(condition)) continue;
      const missing = unfinishedPart(condition);
      if (missing === 'question') {
        findings.push(finding('unfinished-test', at, engineText('unfinished-test-question', { owner: site.owner })));
        continue;
      }
      const uid = String(condition.questionUid);
      const element = elementsByUid.get(uid);
      if (element && missing) {
        findings.push(
          finding(
            'unfinished-test',
            at,
            engineText(missing === 'comparison' ? 'unfinished-test-comparison' : 'unfinished-test-value', { owner: site.owner, title: element.title }),
          ),
        );
        continue;
      }
      if (!element) {
        findings.push(finding('deleted-question', `${at}/questionUid`, engineText('deleted-question-test', { owner: site.owner, uid })));
        continue;
      }
      const allowed = elementTypeInfo(element.type)?.comparisons ?? [];
      if (!allowed.includes(condition.comparison as never))
        findings.push(
          finding(
            'comparison-not-for-type',
            `${at}/comparison`,
            allowed.length
              ? engineText('comparison-not-for-type', { owner: site.owner, title: element.title, type: element.type, comparison: String(condition.comparison), allowed: allowed.join(', ') })
              : engineText('comparison-not-for-type-none', { owner: site.owner, title: element.title, type: element.type, comparison: String(condition.comparison) }),
          ),
        );
    }
  }
  records(definition.documents).forEach((document, d) =>
    records(document.rules).forEach((rule, r) => {
      const ruleName = engineText('owner-the-document-rule', { rule: String(rule.name ?? r + 1), document: String(document.name ?? d) });
      (Array.isArray(rule.displayLogicQuestions) ? rule.displayLogicQuestions : []).forEach((uid, i) => {
        if (typeof uid === 'string' && !elementsByUid.has(uid))
          findings.push(finding('deleted-question', pointer('documents', d, 'rules', r, 'displayLogicQuestions', i), engineText('deleted-question-rule', { rule: ruleName, uid })));
      });
      records(rule.actions).forEach((action, a) => {
        if (typeof action.question === 'string' && action.question !== '' && !elementsByUid.has(action.question))
          findings.push(finding('deleted-question', pointer('documents', d, 'rules', r, 'actions', a, 'question'), engineText('deleted-question-action', { rule: ruleName, action: String(action.title ?? a + 1), uid: action.question })));
        records(action.blocks).forEach((block, b) => {
          if ((block.type === 'question-input' || block.type === 'image-input') && typeof block.value === 'string' && block.value !== '' && !elementsByUid.has(block.value))
            findings.push(finding('deleted-question', pointer('documents', d, 'rules', r, 'actions', a, 'blocks', b, 'value'), engineText('deleted-question-block', { rule: ruleName, block: String(block.name ?? b + 1), uid: block.value })));
        });
      });
    }),
  );
  return findings;
}

/** Element display logic that depends on a question placed after the element: it would change behind the person. */
export function checkLaterQuestions(definition: WorkflowDefinition, elementsByUid: ReadonlyMap<string, FormElement>): Finding[] {
  const findings: Finding[] = [];
  const elements = records(definition.elements);
  const position = new Map<string, number>();
  elements.forEach((e, i) => typeof e.uid === 'string' && !position.has(e.uid) && position.set(e.uid, i));
  const library = new Map(records(definition.displayLogicLibrary).map((rule, i) => [String(rule.uid), { rule, i }]));
  elements.forEach((element, index) => {
    if (!isRecord(element.displayLogic)) return;
    const root = pointer('elements', index, 'displayLogic', 'root');
    const later = (condition: Record<string, unknown>) => {
      const at = position.get(String(condition.questionUid));
      return !isParticipating(condition) && at !== undefined && at > index;
    };
    const where = (uid: unknown) => elementsByUid.get(String(uid))?.title ?? String(uid);
    for (const { condition, pointer: at } of questionsUnder(element.displayLogic.root, root))
      if (later(condition))
        findings.push(finding('later-question', `${at}/questionUid`, engineText('later-question', { title: String(element.title), question: where(condition.questionUid) })));
    for (const node of libraryNodesUnder(element.displayLogic.root, root)) {
      const entry = library.get(node.libraryUid);
      if (!entry) continue;
      const tests = questionsUnder(entry.rule.root, '').filter((q) => later(q.condition));
      if (tests.length)
        findings.push(
          finding('later-question', node.pointer, engineText('later-question-library', { title: String(element.title), rule: String(entry.rule.name), questions: tests.map((t) => `"${where(t.condition.questionUid)}"`).join(', ') })),
        );
    }
  });
  return findings;
}

/** Cycles through display logic, grouping questions and formulas (formula-only cycles are validateWorkflow's). */
export function checkCycles(definition: WorkflowDefinition): Finding[] {
  const elements = records(definition.elements) as unknown as FormElement[];
  const index = new Map<string, number>();
  elements.forEach((e, i) => !index.has(e.uid) && index.set(e.uid, i));
  const library = new Map(records(definition.displayLogicLibrary).map((rule) => [String(rule.uid), rule]));
  const edges: { to: number; formula: boolean }[][] = elements.map(() => []);
  const add = (from: number, uid: unknown, formula: boolean) => {
    const to = index.get(String(uid));
    if (to !== undefined && !edges[from]!.some((e) => e.to === to && e.formula === formula)) edges[from]!.push({ to, formula });
  };
  elements.forEach((element, i) => {
    const root = isRecord(element.displayLogic) ? element.displayLogic.root : undefined;
    for (const { condition } of questionsUnder(root, '')) add(i, condition.questionUid, false);
    for (const node of libraryNodesUnder(root, '')) for (const { condition } of questionsUnder(library.get(node.libraryUid)?.root, '')) add(i, condition.questionUid, false);
    if (element.type === 'grouped-options') add(i, element.groupingQuestion, false);
    if (element.type === 'computed-property' && typeof element.formula === 'string') {
      try {
        for (const reference of parseFormula(element.formula).references) add(i, resolveReferenceTarget(elements, reference)?.element.uid, true);
      } catch {
        // an unparsable formula is validateWorkflow's to report
      }
    }
  });
  records(definition.documents).forEach((document) =>
    records(document.rules).forEach((rule) => {
      if (rule.type !== 'Display Logic' || !Array.isArray(rule.displayLogicQuestions)) return;
      const reads = questionsUnder(rule, '').map((q) => q.condition.questionUid);
      for (const target of rule.displayLogicQuestions) {
        const from = index.get(String(target));
        if (from !== undefined) for (const uid of reads) add(from, uid, false);
      }
    }),
  );

  // Tarjan's strongly connected components
  const order = new Array<number>(elements.length).fill(-1);
  const low = new Array<number>(elements.length).fill(0);
  const onStack = new Array<boolean>(elements.length).fill(false);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  const connect = (v: number) => {
    order[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = true;
    for (const { to } of edges[v]!) {
      if (order[to] === -1) {
        connect(to);
        low[v] = Math.min(low[v]!, low[to]!);
      } else if (onStack[to]) low[v] = Math.min(low[v]!, order[to]!);
    }
    if (low[v] === order[v]) {
      const component: number[] = [];
      let w: number;
      do {
        w = stack.pop()!;
        onStack[w] = false;
        component.push(w);
      } while (w !== v);
      components.push(component);
    }
  };
  for (let v = 0; v < elements.length; v++) if (order[v] === -1) connect(v);

  const findings: Finding[] = [];
  for (const component of components) {
    const members = new Set(component);
    const inner = component.flatMap((v) => edges[v]!.filter((e) => members.has(e.to)));
    if (inner.length === 0 || inner.every((e) => e.formula)) continue;
    const first = Math.min(...component);
    const path = cyclePath(first, members, edges);
    const names = path.map((i) => `"${elements[i]!.title}"`).join(' → ');
    const computed = component.some((i) => elements[i]!.type === 'computed-property');
    const element = elements[first]!;
    const at = isRecord(element.displayLogic) ? pointer('elements', first, 'displayLogic') : element.type === 'computed-property' ? pointer('elements', first, 'formula') : pointer('elements', first);
    findings.push(
      computed
        ? finding('computed-cycle', at, engineText('computed-cycle', { names }))
        : finding('display-logic-cycle', at, engineText('display-logic-cycle', { names })),
    );
  }
  return findings;
}

function cyclePath(start: number, members: Set<number>, edges: { to: number }[][]): number[] {
  const seen = new Set<number>();
  const walk = (v: number, path: number[]): number[] | undefined => {
    for (const { to } of edges[v]!) {
      if (to === start) return [...path, start];
      if (members.has(to) && !seen.has(to)) {
        seen.add(to);
        const found = walk(to, [...path, to]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(start, [start]) ?? [start, start];
}

