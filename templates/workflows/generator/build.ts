// A small DSL for authoring sample workflows in TypeScript: deterministic uids from titles (so that
// documents and Action Logic rules added later keep pointing at the same questions) and helpers for
// display logic.
import { createHash } from 'node:crypto';
import type {
  Comparison,
  DisplayLogicNode,
  ElementDisplayLogic,
  FormElement,
  LogicalOperator,
  QuestionCondition,
} from '@accord/engine';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 12-character uid derived from a namespace and a title. */
export function uidFor(namespace: string, title: string): string {
  const digest = createHash('sha256').update(`${namespace}\u0000${title}`).digest();
  let uid = '';
  for (let i = 0; i < 12; i++) uid += ALPHABET[digest[i]! % ALPHABET.length];
  return uid;
}

type Extra = Omit<QuestionCondition, 'questionUid' | 'comparison'>;
type ElementInput<T extends FormElement['type']> = Omit<Extract<FormElement, { type: T }>, 'uid' | 'type' | 'title'>;

export class WorkflowBuilder {
  readonly elements: FormElement[] = [];
  private nodeCount = 0;
  constructor(readonly namespace: string) {}

  uid(title: string): string {
    return uidFor(this.namespace, title);
  }

  add<T extends FormElement['type']>(type: T, title: string, attributes: ElementInput<T>): this {
    this.elements.push({ uid: this.uid(title), type, title, ...attributes } as unknown as FormElement);
    return this;
  }

  page(title: string, label: string, attributes: Partial<ElementInput<'page-break'>> = {}): this {
    return this.add('page-break', title, { label, ...attributes });
  }

  /** A question test on the element with this title. */
  q(title: string, comparison: Comparison, extra: Extra = {}): QuestionCondition {
    if (comparison === 'collaborating' || comparison === 'unilateral') return { comparison };
    return { questionUid: this.uid(title), comparison, ...extra };
  }

  /** A test on the participating mode (collaborating or unilateral). */
  mode(comparison: 'collaborating' | 'unilateral'): QuestionCondition {
    return { comparison };
  }

  private nodeUid(): string {
    return uidFor(this.namespace, `node-${++this.nodeCount}`);
  }

  expression(operator: LogicalOperator, questions: QuestionCondition[], name?: string): DisplayLogicNode {
    return {
      uid: this.nodeUid(),
      kind: 'expression',
      conditional: 'if',
      operator,
      questions,
      ...(name ? { name } : {}),
    };
  }

  compound(
    operator: LogicalOperator,
    children: DisplayLogicNode[],
    name?: string,
  ): DisplayLogicNode & { kind: 'compound' } {
    return { uid: this.nodeUid(), kind: 'compound', conditional: 'if', operator, children, ...(name ? { name } : {}) };
  }

  library(libraryUid: string): DisplayLogicNode {
    return { uid: this.nodeUid(), kind: 'library', conditional: 'if', libraryUid };
  }

  /** Shows the element when every question holds. */
  showWhen(...questions: QuestionCondition[]): { displayLogic: ElementDisplayLogic } {
    return { displayLogic: { hideByDefault: false, root: this.expression('and', questions) } };
  }

  showWhenAny(...questions: QuestionCondition[]): { displayLogic: ElementDisplayLogic } {
    return { displayLogic: { hideByDefault: false, root: this.expression('or', questions) } };
  }

  showWhenNode(root: DisplayLogicNode, hideByDefault = false): { displayLogic: ElementDisplayLogic } {
    return { displayLogic: { hideByDefault, root } };
  }
}

export const YES_NO = ['Yes', 'No'];
