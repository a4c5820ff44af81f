// A small DSL for authoring sample workflows in TypeScript: deterministic uids from titles (so that
// documents and Action Logic rules added later keep pointing at the same questions) and helpers for
// display logic.
import { createHash } from 'node:crypto';
import { elementTexts } from '@accord/engine';
import type {
  Comparison,
  DisplayLogicNode,
  ElementDisplayLogic,
  ElementTranslation,
  FormElement,
  LogicalOperator,
  QuestionCondition,
  WorkflowDefinition,
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

/** One element's Spanish texts from a table keyed by English text; each English text the table lacks goes to `missing`. */
function spanishOf(element: FormElement, table: Readonly<Record<string, string>>, missing: string[]): ElementTranslation | undefined {
  const es: Record<string, unknown> = {};
  const map = (name: string) => (es[name] ??= {}) as Record<string, unknown>;
  for (const text of elementTexts(element, 'es')) {
    const spanish = table[text.english];
    if (spanish === undefined) {
      missing.push(`${element.title} ${text.part}: ${text.english}`);
      continue;
    }
    const [kind, key, sub] = text.part.split('.');
    // an option's key is its English text, which may hold dots ('Expanded (30-3-35.1)')
    if (kind === 'options' || kind === 'headers') map(kind)[text.part.slice(kind.length + 1)] = spanish;
    else if (kind === 'fields' || kind === 'images') ((map(kind)[key!] ??= {}) as Record<string, string>)[sub!] = spanish;
    else es[kind!] = spanish;
  }
  return Object.keys(es).length ? (es as ElementTranslation) : undefined;
}

/**
 * The definition offered in Spanish (ADR 035) with every text a person reads taken from `table` (keyed by the
 * English text), not yet reviewed. Throws naming each text the table lacks, so a sample never ships half-translated.
 */
export function offeredInSpanish(definition: WorkflowDefinition, table: Readonly<Record<string, string>>): WorkflowDefinition {
  const missing: string[] = [];
  const own = (english: string | undefined) => {
    if (english === undefined) return undefined;
    if (table[english] === undefined) missing.push(`the workflow: ${english}`);
    return table[english];
  };
  const name = own(definition.name);
  const description = own(definition.description);
  const elements = definition.elements.map((element) => {
    const es = spanishOf(element, table, missing);
    return es ? ({ ...element, translations: { ...element.translations, es } } as FormElement) : element;
  });
  if (missing.length) throw new Error(`${definition.name}: ${missing.length} texts have no Spanish:\n${missing.join('\n')}`);
  return {
    ...definition,
    languages: { ...definition.languages, es: { offered: true, reviewed: false } },
    translations: { ...definition.translations, es: { ...(name ? { name } : {}), ...(description ? { description } : {}) } },
    elements,
  };
}
