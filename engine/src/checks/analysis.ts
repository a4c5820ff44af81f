// The condition analysis shared by the checks and by scenario generation: every place that holds a condition
// (a site), the formula of an element's display, and 'units' (a formula builder with the answer spaces of the
// questions its atoms test) in which formulas are searched.
import { engineText, type EngineText } from '../definition/engine-text.ts';
import type { DisplayLogicNode } from '../definition/display-logic.ts';
import type { FormElement } from '../definition/elements.ts';
import { pointer } from '../definition/problem.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { answerSpace } from './answer-space.ts';
import type { AnswerSpace } from './answer-space.ts';
import { type FormulaBuilder, TRUE, combine, not } from './formula.ts';
import type { Atom, Formula, FormulaScope, Item } from './formula.ts';
import { questionDomain, search } from './search.ts';
import type { QuestionDomain, SearchContext, SearchResult } from './search.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

export interface AnalysisOptions {
  today: string;
  /** Elements that can never be shown: conditions always find them unanswered. */
  neverShown?: ReadonlySet<string>;
  /** Answer spaces already worked out in this run, by question and the tests made on it. */
  spaces?: Map<string, AnswerSpace>;
}

export function scopeOf(definition: WorkflowDefinition): FormulaScope {
  const elementsByUid = new Map<string, FormElement>();
  for (const e of records(definition.elements) as unknown as FormElement[]) if (typeof e.uid === 'string' && !elementsByUid.has(e.uid)) elementsByUid.set(e.uid, e);
  const libraryByUid = new Map<string, NonNullable<WorkflowDefinition['displayLogicLibrary']>[number]>();
  for (const r of records(definition.displayLogicLibrary) as unknown as NonNullable<WorkflowDefinition['displayLogicLibrary']>)
    if (typeof r.uid === 'string') libraryByUid.set(r.uid, r);
  return { elementsByUid, libraryByUid };
}

/** A condition's home: where it is and what it belongs to, in words. */
export interface Site {
  pointer: string;
  owner: EngineText;
  /** The element whose display it decides, for element display logic. */
  elementIndex?: number;
}

export function conditionSites(definition: WorkflowDefinition): Site[] {
  const sites: Site[] = [];
  records(definition.elements).forEach((element, i) => {
    if (isRecord(element.displayLogic) && isRecord(element.displayLogic.root))
      sites.push({ pointer: pointer('elements', i, 'displayLogic', 'root'), owner: engineText('owner-the-element-logic', { title: String(element.title) }), elementIndex: i });
  });
  records(definition.displayLogicLibrary).forEach((rule, i) => {
    if (isRecord(rule.root)) sites.push({ pointer: pointer('displayLogicLibrary', i, 'root'), owner: engineText('owner-the-library-rule', { name: String(rule.name) }) });
  });
  records(definition.documents).forEach((document, d) => {
    const name = String(document.name ?? d);
    if (isRecord(document.displayLogic)) sites.push({ pointer: pointer('documents', d, 'displayLogic'), owner: engineText('owner-the-document-logic', { name }) });
    records(document.rules).forEach((rule, r) => {
      sites.push({ pointer: pointer('documents', d, 'rules', r), owner: engineText('owner-the-document-rule', { rule: String(rule.name ?? r + 1), document: name }) });
      records(rule.actions).forEach((action, a) =>
        records(action.blocks).forEach((block, b) => {
          // only a static block's condition decides anything (whether its content shows); an answer, signature or
          // log block always prints, so its condition, 'always' or none, is not a condition to check or cover
          if (block.type !== 'static-block') return;
          sites.push({ pointer: pointer('documents', d, 'rules', r, 'actions', a, 'blocks', b), owner: engineText('owner-the-block', { block: String(block.name ?? b + 1), rule: String(rule.name ?? r + 1) }) });
        }),
      );
    });
  });
  return sites;
}

export function valueAt(definition: unknown, at: string): unknown {
  let current: unknown = definition;
  for (const raw of at.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

const NODE_SITE = /^\/(elements\/\d+\/displayLogic\/root|displayLogicLibrary\/\d+\/root)(\/|$)/;

/** Builds the item (node, question test or condition) at a pointer into the definition. */
export function buildAt(builder: FormulaBuilder, definition: WorkflowDefinition, at: string): Item {
  const value = valueAt(definition, at);
  if (/\/questions\/\d+$/.test(at)) return builder.question((isRecord(value) ? value : {}) as never, at);
  if (NODE_SITE.test(at)) return builder.node(value as DisplayLogicNode, at);
  return builder.condition(isRecord(value) ? (value as never) : undefined, at);
}

/** Display Logic rules that decide element `uid`: while a rule holds its elements take the other state. */
function rulesFormula(builder: FormulaBuilder, definition: WorkflowDefinition, uid: string): Formula {
  const parts: Formula[] = [];
  records(definition.documents).forEach((document, d) =>
    records(document.rules).forEach((rule, r) => {
      if (rule.type !== 'Display Logic' || !Array.isArray(rule.displayLogicQuestions) || !rule.displayLogicQuestions.includes(uid)) return;
      const holds = builder.condition(rule as never, pointer('documents', d, 'rules', r)).formula;
      parts.push(rule.displayLogicQuestionsDefault === 'show' ? not(holds) : holds);
    }),
  );
  return combine('and', parts);
}

/** Whether the element shows by its own display logic and the Display Logic rules (not its page). */
export function ownDisplayFormula(builder: FormulaBuilder, definition: WorkflowDefinition, index: number): Formula {
  const element = records(definition.elements)[index];
  if (!element) return TRUE;
  const parts: Formula[] = [];
  const logic = element.displayLogic;
  if (isRecord(logic) && isRecord(logic.root)) {
    const shows = builder.node(logic.root as unknown as DisplayLogicNode, pointer('elements', index, 'displayLogic', 'root')).formula;
    parts.push(logic.hideByDefault === true ? not(shows) : shows);
  }
  parts.push(rulesFormula(builder, definition, String(element.uid)));
  return combine('and', parts);
}

/** The index of the page-break that starts the element's page (its own for a page-break). */
export function pageBreakIndex(definition: WorkflowDefinition, index: number): number {
  const elements = records(definition.elements);
  for (let i = index; i >= 0; i--) if (elements[i]?.type === 'page-break') return i;
  return -1;
}

/** Whether the element shows at all: its page shows, and its own logic and rules let it. */
export function displayFormula(builder: FormulaBuilder, definition: WorkflowDefinition, index: number): Formula {
  const page = pageBreakIndex(definition, index);
  const own = ownDisplayFormula(builder, definition, index);
  return page >= 0 && page !== index ? combine('and', [ownDisplayFormula(builder, definition, page), own]) : own;
}

/** A builder's atoms with the answer spaces of their questions, ready to search. */
export interface Unit {
  builder: FormulaBuilder;
  context: SearchContext;
  search(formula: Formula, target: boolean): SearchResult;
}

export function makeUnit(builder: FormulaBuilder, options: AnalysisOptions): Unit {
  const byKey = new Map<string, Atom[]>();
  for (const atom of builder.atoms) {
    const list = byKey.get(atom.key);
    if (list) list.push(atom);
    else byKey.set(atom.key, [atom]);
  }
  const domainsByKey = new Map<string, QuestionDomain | undefined>();
  for (const [key, atoms] of byKey) {
    const element = atoms[0]!.element;
    const onlyUnanswered = element !== undefined && options.neverShown?.has(key) === true;
    const id = `${key}\u0000${onlyUnanswered}\u0000${JSON.stringify(atoms.map((a) => a.condition))}`;
    let space = options.spaces?.get(id);
    if (space === undefined) {
      space = answerSpace(key, element, atoms, { today: options.today, onlyUnanswered });
      options.spaces?.set(id, space);
    }
    domainsByKey.set(key, questionDomain(key, atoms, space));
  }
  const context: SearchContext = { atomCount: builder.atoms.length, domainsByKey, atomKey: (atom) => builder.atoms[atom]!.key };
  return { builder, context, search: (formula, target) => search(formula, target, context) };
}
