// compile(): turns a workflow definition into closures once, so that evaluate() runs no interpreter.
// It assumes a definition that passed validateWorkflow, but never throws on anything else: malformed
// parts are left out (an unknown question never holds, an unparsable formula computes nothing).
import type { Document } from '../definition/documents.ts';
import { isAnswerableType, isRequirableType, takesAnswer } from '../definition/element-registry.ts';
import type { DisplayLogicLibraryRule } from '../definition/display-logic.ts';
import type { FormElement } from '../definition/elements.ts';
import type { Rule, WorkflowDefinition } from '../definition/workflow.ts';
import { compileJsonLogic } from '../logic/compile-json-logic.ts';
import type { VarResolver } from '../logic/compile-json-logic.ts';
import { TestTable } from '../logic/slot-tests.ts';
import { answerUidsRead, conditionToJsonLogic, nodeToJsonLogic } from '../logic/to-json-logic.ts';
import type { JsonLogic, TranslationScope } from '../logic/to-json-logic.ts';
import type {
  CompiledDisplayRule,
  CompiledDocument,
  CompiledElement,
  CompiledPage,
  CompiledRuleEntry,
  CompiledWorkflow,
  RuleKind,
} from './compiled-workflow.ts';
import { parseFormula } from './formula.ts';
import type { Resolve } from './formula.ts';
import { resolveReferenceTarget } from './formula-references.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v.filter(isRecord) as T[]) : []);
const RULE_KINDS: readonly string[] = ['Display Logic', 'Action Logic', 'Sharing Logic'];

/** The json-logic of one element's display: its tree, inverted when hideByDefault. */
export function elementDisplayJsonLogic(element: FormElement, scope: TranslationScope): JsonLogic | undefined {
  const logic = element.displayLogic;
  if (!isRecord(logic) || !isRecord(logic.root)) return undefined;
  const shows = nodeToJsonLogic(logic.root, scope);
  return logic.hideByDefault === true ? (typeof shows === 'boolean' ? !shows : { '!': shows }) : shows;
}

function safeCompile(logic: JsonLogic, resolveVar?: VarResolver, tests?: TestTable) {
  try {
    return compileJsonLogic(logic, { resolveVar, tests });
  } catch {
    return () => false;
  }
}

/**
 * Reads `a.<uid>` (and `a.<uid>.key...`) from the evaluation's answer slots, an array indexed by
 * element position, instead of walking an object keyed by uid: same value, no hash lookup.
 */
export function slotResolver(indexByUid: ReadonlyMap<string, number>): VarResolver {
  return (path) => {
    if (!path.startsWith('a.')) return undefined;
    const [uid, ...rest] = path.slice(2).split('.');
    const index = uid === undefined ? undefined : indexByUid.get(uid);
    if (index === undefined) return undefined;
    if (rest.length === 0) return { slot: index };
    return (data) => {
      let current = (data as { s: readonly unknown[] }).s[index];
      for (const key of rest) {
        if (current === null || current === undefined) return null;
        current = (current as Record<string, unknown>)[key];
      }
      return current === undefined ? null : current;
    };
  };
}

function compileFormula(
  element: FormElement,
  elements: FormElement[],
  indexByUid: ReadonlyMap<string, number>,
): Pick<CompiledElement, 'formula' | 'formulaResolve'> & { reads: string[] } {
  if (element.type !== 'computed-property' || typeof element.formula !== 'string') return { reads: [] };
  let parsed;
  try {
    parsed = parseFormula(element.formula);
  } catch {
    return { reads: [] };
  }
  const readers = new Map<string, (slots: readonly unknown[]) => number | undefined>();
  const reads: string[] = [];
  for (const reference of parsed.references) {
    const target = resolveReferenceTarget(elements, reference);
    if (!target) continue;
    const uid = target.element.uid;
    const index = indexByUid.get(uid);
    if (index === undefined) continue;
    reads.push(uid);
    const column = target.column;
    readers.set(
      reference,
      column === undefined
        ? (slots) => {
            const v = slots[index];
            return typeof v === 'number' ? v : Array.isArray(v) ? v.length : undefined;
          }
        : (slots) => {
            const rows = slots[index];
            if (!Array.isArray(rows)) return undefined;
            let sum = 0;
            for (const row of rows) {
              const cell = isRecord(row) ? row[column] : undefined;
              if (typeof cell === 'number') sum += cell;
            }
            return sum;
          },
    );
  }
  return {
    reads,
    formula: parsed.evaluate,
    formulaResolve:
      (slots): Resolve =>
      (reference) =>
        readers.get(reference)?.(slots),
  };
}

/** Orders element indexes so that each comes after those it reads; members of a cycle keep their order. */
function dependencyOrder(deps: number[][]): { order: number[]; cyclic: boolean } {
  const n = deps.length;
  const remaining = deps.map((d) => d.length);
  const dependents: number[][] = Array.from({ length: n }, () => []);
  deps.forEach((d, i) => d.forEach((j) => dependents[j]!.push(i)));
  const order: number[] = [];
  let cyclic = false;
  const done = new Uint8Array(n);
  // Take the earliest ready element each time: the questionnaire order wherever logic allows.
  let progressed = true;
  let next = 0;
  while (order.length < n && progressed) {
    progressed = false;
    for (let i = next; i < n; i++) {
      if (done[i] || remaining[i]! > 0) continue;
      done[i] = 1;
      order.push(i);
      for (const k of dependents[i]!) remaining[k]!--;
      progressed = true;
      // Restart from the smallest index that may have become ready.
      let smallest = i + 1;
      for (const k of dependents[i]!) if (!done[k] && remaining[k] === 0 && k < smallest) smallest = k;
      next = Math.min(smallest, i + 1);
      break;
    }
    if (!progressed && order.length < n) {
      // A cycle (invalid, reported by validateWorkflow): release its first member.
      const stuck = remaining.findIndex((r, i) => !done[i] && r > 0);
      if (stuck >= 0) {
        cyclic = true;
        remaining[stuck] = 0;
        next = 0;
        progressed = true;
      }
    }
  }
  return { order, cyclic };
}

function ruleEntry(
  rule: Rule,
  documentUid: string,
  scope: TranslationScope,
  resolveVar: VarResolver,
  tests: TestTable,
): CompiledRuleEntry | undefined {
  if (!RULE_KINDS.includes(String(rule.type)) || typeof rule.uid !== 'string') return undefined;
  const logic = conditionToJsonLogic(rule, scope);
  const entry: CompiledRuleEntry = {
    uid: rule.uid,
    name: typeof rule.name === 'string' ? rule.name : rule.uid,
    type: rule.type as RuleKind,
    order: typeof rule.order === 'number' ? rule.order : 0,
    documentUid,
    logic,
    holds: safeCompile(logic, resolveVar, tests),
    actionIds: list<{ uid?: unknown }>(rule.actions)
      .map((a) => a.uid)
      .filter((u): u is string => typeof u === 'string'),
  };
  if (rule.type === 'Sharing Logic') {
    const limit = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
    entry.shareLimits = {
      readOnly: limit(rule.readOnlyShareLimit),
      comment: limit(rule.commentShareLimit),
      edit: limit(rule.editShareLimit),
    };
  }
  return entry;
}

/** Compiles a workflow definition for evaluate(). Call once per published version and reuse. */
export function compile(definition: WorkflowDefinition): CompiledWorkflow {
  const source: Record<string, unknown> = isRecord(definition) ? definition : {};
  const elements = list<FormElement>(source.elements).filter(
    (e) => typeof e.uid === 'string' && typeof e.type === 'string',
  );
  const elementsByUid = new Map<string, FormElement>();
  for (const e of elements) if (!elementsByUid.has(e.uid)) elementsByUid.set(e.uid, e);
  const libraryByUid = new Map<string, DisplayLogicLibraryRule>();
  for (const r of list<DisplayLogicLibraryRule>(source.displayLogicLibrary))
    if (typeof r.uid === 'string') libraryByUid.set(r.uid, r);
  const scope: TranslationScope = { elementsByUid, libraryByUid };
  const indexByUid = new Map<string, number>();
  elements.forEach((e, i) => {
    if (!indexByUid.has(e.uid)) indexByUid.set(e.uid, i);
  });
  const resolveVar = slotResolver(indexByUid);
  const tests = new TestTable();

  const documents: CompiledDocument[] = [];
  const displayRulesByElement = new Map<string, { rule: CompiledDisplayRule; reads: Set<string> }[]>();
  let sharingRule: CompiledRuleEntry | undefined;
  for (const document of list<Document>(source.documents)) {
    if (typeof document.uid !== 'string') continue;
    const logic = conditionToJsonLogic(
      isRecord(document.displayLogic) ? (document.displayLogic as never) : undefined,
      scope,
    );
    const rules: CompiledRuleEntry[] = [];
    for (const rule of list<Rule>(document.rules)) {
      const entry = ruleEntry(rule, document.uid, scope, resolveVar, tests);
      if (!entry) continue;
      rules.push(entry);
      if (entry.type === 'Sharing Logic') sharingRule ??= entry;
      if (entry.type === 'Display Logic' && Array.isArray(rule.displayLogicQuestions)) {
        const reads = answerUidsRead(entry.logic);
        const compiled: CompiledDisplayRule = {
          ruleUid: entry.uid,
          holds: entry.holds,
          whenNotHolding: rule.displayLogicQuestionsDefault === 'show' ? 'show' : 'hide',
        };
        for (const uid of rule.displayLogicQuestions)
          if (typeof uid === 'string')
            displayRulesByElement.set(uid, [...(displayRulesByElement.get(uid) ?? []), { rule: compiled, reads }]);
      }
    }
    rules.sort((a, b) => a.order - b.order);
    documents.push({
      uid: document.uid,
      name: typeof document.name === 'string' ? document.name : document.uid,
      logic,
      included: safeCompile(logic, resolveVar, tests),
      rules,
    });
  }
  documents.sort((a, b) => {
    const order = (uid: string) => list<Document>(source.documents).find((d) => d.uid === uid)?.order ?? 0;
    return order(a.uid) - order(b.uid);
  });

  const pages: CompiledPage[] = [];
  let pageBreakIndex = 0;
  const deps: number[][] = [];
  // an element whose logic reads its own answer is a cycle of one: ordering ignores it, but it is not settled
  let readsItself = false;
  const compiledElements: CompiledElement[] = elements.map((element, index) => {
    if (element.type === 'page-break') {
      pageBreakIndex = index;
      pages.push({
        uid: element.uid,
        title: element.title,
        label: element.label,
        index: pages.length,
        elementIndex: index,
      });
    }
    const logic = elementDisplayJsonLogic(element, scope);
    const rules = displayRulesByElement.get(element.uid) ?? [];
    const formula = compileFormula(element, elements, indexByUid);
    const reads = new Set<string>(formula.reads);
    if (logic !== undefined) answerUidsRead(logic, reads);
    for (const r of rules) for (const uid of r.reads) reads.add(uid);
    if (element.type === 'grouped-options' && typeof element.groupingQuestion === 'string')
      reads.add(element.groupingQuestion);
    const mine = new Set<number>();
    for (const uid of reads) {
      const j = indexByUid.get(uid);
      if (j === index) readsItself = true;
      else if (j !== undefined) mine.add(j);
    }
    if (pageBreakIndex !== index && elements[pageBreakIndex]?.type === 'page-break') mine.add(pageBreakIndex);
    deps.push([...mine]);
    const compiled: CompiledElement = {
      element,
      index,
      pageBreakIndex,
      pageIndex: pages.length - 1,
      answerable: isAnswerableType(element.type),
      requirable: isRequirableType(element.type),
      // the registry says which variants take an answer (a read-only table, an image without interaction do not)
      mustAnswer: element.required === true && isRequirableType(element.type) && takesAnswer(element),
      displayRules: rules.map((r) => r.rule),
      formula: formula.formula,
      formulaResolve: formula.formulaResolve,
    };
    if (logic !== undefined) {
      compiled.logic = logic;
      compiled.visibleWhen = safeCompile(logic, resolveVar, tests);
    }
    if (element.type === 'grouped-options' && typeof element.groupingQuestion === 'string')
      compiled.groupingIndex = indexByUid.get(element.groupingQuestion);
    return compiled;
  });

  const { order, cyclic } = dependencyOrder(deps);
  return {
    definition,
    elements: compiledElements,
    order,
    cyclic: cyclic || readsItself,
    testCount: tests.size,
    testsBySlot: compiledElements.map((_, i) => tests.bySlot.get(i) ?? []),
    pages,
    documents,
    sharingRule,
  };
}
