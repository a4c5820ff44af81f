// What step 3 (Display Logic) does to a definition, as pure functions the reducer runs (so every edit can be
// undone): new nodes and tests, completeness (workflow-builder.md §5), the element list's filters, and the
// library's add, rename and remove with where each rule is used.
import { COMPARISONS_BY_ELEMENT_TYPE, DISPLAY_LOGIC_MAX_DEPTH, takesAnswer } from '~/engine';
import type { Comparison, CompoundNode, DisplayLogicLibraryRule, DisplayLogicNode, ExpressionNode, FormElement, QuestionCondition, WorkflowDefinition } from '~/engine';
import { randomId } from '~/services/builder/definition';

export const PARTICIPATING = '#participating';
export const PARTICIPATING_OPTIONS: readonly Comparison[] = ['collaborating', 'unilateral'];

export function newExpression(): ExpressionNode {
  return { uid: randomId(12), kind: 'expression', conditional: 'if', operator: 'and', questions: [{ comparison: 'answered' } as QuestionCondition] };
}

export function newCompound(children: DisplayLogicNode[] = [newExpression()]): CompoundNode {
  return { uid: randomId(12), kind: 'compound', conditional: 'if', operator: 'and', children };
}

/** The comparisons a test on this question may use (§9, from the engine's registry); the participating mode's two. */
export function comparisonsFor(question: FormElement | undefined, participating: boolean): readonly Comparison[] {
  if (participating) return PARTICIPATING_OPTIONS;
  return question ? COMPARISONS_BY_ELEMENT_TYPE[question.type] : [];
}

/** Elements a condition may test: those whose type has comparisons. */
export function testableQuestions(definition: WorkflowDefinition): FormElement[] {
  return definition.elements.filter((e) => COMPARISONS_BY_ELEMENT_TYPE[e.type]?.length);
}

/** Elements whose answer a document can print (a question or a computed value): no heading, paragraph or page break. */
export function printableQuestions(definition: WorkflowDefinition): FormElement[] {
  return definition.elements.filter((e) => takesAnswer(e) || e.type === 'computed-property');
}

const NEEDS_VALUE: readonly Comparison[] = ['greater-than', 'equal-to', 'less-than', 'after', 'before'];
const NEEDS_ANSWER: readonly Comparison[] = ['is', 'is-not', 'any', 'all', 'contains'];

/** A test is complete with its question (or the participating mode), its comparison and what it compares with. */
export function testComplete(test: QuestionCondition): boolean {
  if (PARTICIPATING_OPTIONS.includes(test.comparison)) return true;
  if (!test.questionUid) return false;
  if (NEEDS_VALUE.includes(test.comparison)) return test.value !== undefined && test.value !== '';
  if (test.comparison === 'between') return test.lowerLimit !== undefined && test.lowerLimit !== '' && test.upperLimit !== undefined && test.upperLimit !== '';
  if (NEEDS_ANSWER.includes(test.comparison)) return Array.isArray(test.answer) ? test.answer.length > 0 : typeof test.answer === 'string' && test.answer !== '';
  return true;
}

/** §5: complete when 'always', or with its conditional and operator set and every test (and child) complete. */
export function nodeComplete(node: DisplayLogicNode, library: readonly DisplayLogicLibraryRule[] = []): boolean {
  if (node.conditional === 'always') return true;
  switch (node.kind) {
    case 'expression':
      return Boolean(node.operator) && node.questions.length > 0 && node.questions.every(testComplete);
    case 'compound':
      return Boolean(node.operator) && node.children.length > 0 && node.children.every((c) => nodeComplete(c, library));
    case 'library':
      return library.some((r) => r.uid === node.libraryUid);
  }
}

export type LogicStatus = 'none' | 'complete' | 'incomplete';

export function logicStatus(element: FormElement, library: readonly DisplayLogicLibraryRule[]): LogicStatus {
  if (!element.displayLogic) return 'none';
  return nodeComplete(element.displayLogic.root, library) ? 'complete' : 'incomplete';
}

export interface ElementFilter {
  search: string;
  status: 'all' | 'incomplete' | 'completed';
  /** page index, or -1 for every page */
  page: number;
}

/** §2 Step 3: search shows above 10 elements, filters from 3 characters, matches title or type. */
export const SEARCH_SHOWN_ABOVE = 10;
export const SEARCH_MIN_LENGTH = 3;

export interface ListedElement {
  element: FormElement;
  number: number;
  page: number;
  status: LogicStatus;
}

export function listElements(definition: WorkflowDefinition, filter: ElementFilter): ListedElement[] {
  const library = definition.displayLogicLibrary ?? [];
  let page = -1;
  const all = definition.elements.map((element, index) => {
    if (element.type === 'page-break') page++;
    return { element, number: index + 1, page: Math.max(0, page), status: logicStatus(element, library) };
  });
  const term = filter.search.trim().toLowerCase();
  return all.filter(
    (e) =>
      (all.length <= SEARCH_SHOWN_ABOVE || term.length < SEARCH_MIN_LENGTH || e.element.title.toLowerCase().includes(term) || e.element.type.includes(term)) &&
      (filter.status === 'all' || (filter.status === 'completed' ? e.status === 'complete' : e.status === 'incomplete')) &&
      (filter.page < 0 || e.page === filter.page),
  );
}

/** Sets (or removes, with undefined) an element's display logic. */
export function setDisplayLogic(definition: WorkflowDefinition, uid: string, logic: FormElement['displayLogic'] | undefined): WorkflowDefinition {
  return {
    ...definition,
    elements: definition.elements.map((e) => {
      if (e.uid !== uid) return e;
      const { displayLogic: _old, ...rest } = e;
      return (logic ? { ...rest, displayLogic: logic } : rest) as FormElement;
    }),
  };
}

export function newLibraryRule(name: string): DisplayLogicLibraryRule {
  return { uid: randomId(12), name, root: newCompound() };
}

export function addLibraryRule(definition: WorkflowDefinition, rule: DisplayLogicLibraryRule): WorkflowDefinition {
  return { ...definition, displayLogicLibrary: [...(definition.displayLogicLibrary ?? []), rule] };
}

export function updateLibraryRule(definition: WorkflowDefinition, uid: string, change: (rule: DisplayLogicLibraryRule) => DisplayLogicLibraryRule): WorkflowDefinition {
  return { ...definition, displayLogicLibrary: (definition.displayLogicLibrary ?? []).map((r) => (r.uid === uid ? change(r) : r)) };
}

function usesLibrary(node: DisplayLogicNode | undefined, uid: string): boolean {
  if (!node) return false;
  if (node.kind === 'library') return node.libraryUid === uid;
  return node.kind === 'compound' && node.children.some((c) => usesLibrary(c, uid));
}

/** The titles of the elements whose display logic uses the library rule. */
export function libraryRuleUsedBy(definition: WorkflowDefinition, uid: string): string[] {
  return definition.elements.filter((e) => usesLibrary(e.displayLogic?.root, uid)).map((e) => e.title);
}

export function removeLibraryRule(definition: WorkflowDefinition, uid: string): WorkflowDefinition {
  return { ...definition, displayLogicLibrary: (definition.displayLogicLibrary ?? []).filter((r) => r.uid !== uid) };
}

/** Whether a compound may be added as a child of a node at `depth` (1 for the root): not at the last level (§5). */
export function mayAddCompound(depth: number): boolean {
  return depth + 1 < DISPLAY_LOGIC_MAX_DEPTH;
}

/** The findings about the part at `at` (a JSON pointer) or inside it: '/elements/1' is not '/elements/10'. */
export function findingsAt<F extends { pointer: string }>(findings: readonly F[], at: string): F[] {
  return findings.filter((f) => f.pointer === at || f.pointer.startsWith(`${at}/`));
}
