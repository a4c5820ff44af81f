// Small workflow definitions for the engine's own tests.
import type { Document } from '../definition/documents.ts';
import type { DisplayLogicNode, ElementDisplayLogic } from '../definition/display-logic.ts';
import type { QuestionCondition } from '../definition/conditions.ts';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';

export function workflow(elements: FormElement[], extra: Partial<WorkflowDefinition> = {}): WorkflowDefinition {
  return {
    name: 'Test workflow',
    state: 'Utah',
    type: 'Divorce',
    childrenOptions: 'both',
    useCounties: false,
    counties: [],
    collaborate: true,
    version: '0.1.0',
    elements: [{ uid: 'page1', type: 'page-break', title: 'PAGE_1', label: 'Page 1' }, ...elements],
    ...extra,
  };
}

let nodes = 0;
export function expression(
  questions: QuestionCondition[],
  operator: 'and' | 'or' | 'not' | 'x-or' = 'and',
  conditional: 'if' | 'else' | 'always' = 'if',
): DisplayLogicNode {
  return { uid: `n${++nodes}`, kind: 'expression', conditional, operator, questions };
}

export function showWhen(root: DisplayLogicNode, hideByDefault = false): { displayLogic: ElementDisplayLogic } {
  return { displayLogic: { hideByDefault, root } };
}

export function document(uid: string, extra: Partial<Document> = {}): Document {
  return {
    uid,
    type: 'pdf',
    name: `Document ${uid}`,
    order: 0,
    pages: [{ name: `${uid.toUpperCase()}-P1`, source: { kind: 'blank' } }],
    ...extra,
  };
}
