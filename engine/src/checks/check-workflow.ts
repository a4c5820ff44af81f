// checkWorkflow(): the logic checks that catch an author's mistakes before anyone sees them (issue 20):
// conditions that can never be true or are always true, elements (required or not) that can never be shown,
// tests of deleted or later questions, cycles, and comparisons an answer type does not have. Each finding
// has a JSON pointer, a severity, a code and a plain sentence. Where the reasoning cannot decide (a search
// past its budget, a question whose answers cannot be split exactly), it says nothing.
import { todayIso } from '../answers/dates.ts';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { buildAt, conditionSites, displayFormula, makeUnit, ownDisplayFormula, pageBreakIndex, scopeOf } from './analysis.ts';
import type { Site, Unit } from './analysis.ts';
import type { AnswerSpace } from './answer-space.ts';
import { atomValuesOf, evaluatePartial } from './search.ts';
import { engineText, englishPart, type EngineText } from '../definition/engine-text.ts';
import { describeTestText } from './describe.ts';
import { finding } from './finding.ts';
import type { Finding } from './finding.ts';
import { FormulaBuilder, PARTICIPATING_KEY, atomsOf } from './formula.ts';
import type { Formula, Item } from './formula.ts';
import { checkCycles, checkLaterQuestions, checkQuestionReferences, unfinishedTestPointers } from './structure.ts';

/** What the checks know of one condition: whether some answers make it true, and some false (undefined: not decided). */
export interface ConditionVerdict {
  pointer: string;
  /** What it belongs to, in words ('the display logic of "X"'). */
  owner: string;
  kind: Item['kind'];
  /** For a question test: the test in words. */
  test?: string;
  canBeTrue: boolean | undefined;
  canBeFalse: boolean | undefined;
}

export interface WorkflowCheck {
  findings: Finding[];
  errors: number;
  warnings: number;
  /** Every condition, node and question test of the workflow (library rules once, at the rule). */
  conditions: ConditionVerdict[];
  /** Elements no answers can show. */
  neverShownUids: string[];
}

export interface CheckOptions {
  /** The day date validators count from; today by default. */
  today?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

function outcome(unit: ReturnType<typeof makeUnit>, formula: Formula, target: boolean): boolean | undefined {
  if (formula.op === 'const') return formula.value === target;
  const result = unit.search(formula, target);
  return result.kind === 'found' ? true : result.kind === 'impossible' ? false : undefined;
}

/** Elements that no answers can show, found by restricting, round by round, questions never shown to 'unanswered'. */
function neverShownElements(definition: WorkflowDefinition, elements: FormElement[], today: string, spaces: Map<string, AnswerSpace>, known: ReadonlyMap<number, boolean>): Set<string> {
  const scope = scopeOf(definition);
  const neverShown = new Set<string>();
  const reads = new Map<number, Set<string>>();
  let pending = elements.map((_, i) => i);
  for (let round = 0; round < 4 && pending.length; round++) {
    const found: string[] = [];
    for (const i of pending) {
      if (neverShown.has(elements[i]!.uid)) continue;
      // in the first round, what the sites' verdicts already say (there is nothing never shown to restrict yet)
      const shortcut = round === 0 ? known.get(i) : undefined;
      if (shortcut !== undefined) {
        if (!shortcut) found.push(elements[i]!.uid);
        reads.set(i, keysOfDisplay(definition, i, scope));
        continue;
      }
      const builder = new FormulaBuilder(scope);
      const formula = displayFormula(builder, definition, i);
      reads.set(i, new Set(builder.atoms.map((a) => a.key)));
      if (outcome(makeUnit(builder, { today, neverShown, spaces }), formula, true) === false) found.push(elements[i]!.uid);
    }
    if (found.length === 0) break;
    for (const uid of found) neverShown.add(uid);
    // only an element whose display reads a question newly found never shown can change
    pending = [...reads].filter(([i, keys]) => !neverShown.has(elements[i]!.uid) && found.some((uid) => keys.has(uid))).map(([i]) => i);
  }
  return neverShown;
}

function keysOfDisplay(definition: WorkflowDefinition, index: number, scope: ReturnType<typeof scopeOf>): Set<string> {
  const builder = new FormulaBuilder(scope);
  displayFormula(builder, definition, index);
  return new Set(builder.atoms.map((a) => a.key));
}

/** Every item of a site: whether some answers make it true, and some false. One search's answers settle many items. */
function judgeSite(root: Item, unit: Unit): Map<Item, { canBeTrue: boolean | undefined; canBeFalse: boolean | undefined }> {
  const items: Item[] = [];
  const collect = (item: Item) => {
    items.push(item);
    item.children.forEach(collect);
  };
  collect(root);
  const verdicts = new Map(items.map((item) => [item, { canBeTrue: undefined as boolean | undefined, canBeFalse: undefined as boolean | undefined }]));
  const settle = (values: Int8Array) => {
    for (const item of items) {
      const verdict = verdicts.get(item)!;
      if (verdict.canBeTrue && verdict.canBeFalse) continue;
      const value = evaluatePartial(item.formula, values);
      if (value === 1) verdict.canBeTrue = true;
      else if (value === 0) verdict.canBeFalse = true;
    }
  };
  for (const item of items)
    for (const target of [true, false]) {
      const verdict = verdicts.get(item)!;
      if ((target ? verdict.canBeTrue : verdict.canBeFalse) !== undefined) continue;
      if (item.formula.op === 'const') {
        verdict.canBeTrue = item.formula.value;
        verdict.canBeFalse = !item.formula.value;
        continue;
      }
      const result = unit.search(item.formula, target);
      if (result.kind === 'found') settle(atomValuesOf(result.choice, unit.context));
      else if (result.kind === 'impossible') {
        if (target) verdict.canBeTrue = false;
        else verdict.canBeFalse = false;
      } else if (target) verdict.canBeTrue = undefined;
    }
  return verdicts;
}

function verdictFindings(verdicts: Map<Item, ConditionVerdict>, tests: Map<Item, EngineText>, item: Item, owner: EngineText, neverShown: Set<string>, builder: FormulaBuilder): Finding[] {
  const out: Finding[] = [];
  for (const child of item.children) out.push(...verdictFindings(verdicts, tests, child, owner, neverShown, builder));
  if (item.fromLibrary) return out;
  const verdict = verdicts.get(item)!;
  const never = verdict.canBeTrue === false;
  const always = verdict.canBeFalse === false;
  if (!never && !always) return out;
  if (atomsOf(item.formula).size === 0 && item.formula.op !== 'const') return out;
  if (item.formula.op === 'const' && item.kind !== 'question') return out;
  if (item.kind === 'question' && item.formula.op === 'const') return out; // a deleted question: reported as such
  if (always && item.explicitAlways) return out;
  const decidedChild = item.children.some((c) => {
    const v = verdicts.get(c);
    return v !== undefined && (v.canBeTrue === false || (v.canBeFalse === false && !c.explicitAlways));
  });
  if (decidedChild) return out;
  if (item.kind === 'question') {
    const atom = item.formula.op === 'atom' ? builder.atoms[item.formula.atom] : undefined;
    const test = tests.get(item) ?? '';
    const title = atom?.element?.title;
    const reason =
      atom && atom.key !== PARTICIPATING_KEY && neverShown.has(atom.key)
        ? engineText('reason-never-shown', { title: String(title) })
        : never
          ? engineText('reason-no-answer', { title: title ?? '' })
          : '';
    out.push(
      never
        ? finding('condition-never-true', item.pointer, engineText('test-never-true', { owner, test, reason }))
        : finding('condition-always-true', item.pointer, engineText('test-always-true', { owner, test, reason })),
    );
    return out;
  }
  out.push(
    never
      ? finding('condition-never-true', item.pointer, engineText('condition-never-true', { owner, node: nodeName(item) }))
      : finding('condition-always-true', item.pointer, engineText('condition-always-true', { owner, node: nodeName(item) })),
  );
  return out;
}

const NAMES = new WeakMap<Item, string>();
const nodeName = (item: Item) => (NAMES.has(item) ? engineText('node-name', { name: NAMES.get(item)! }) : '');

/** Runs every logic check on a definition; never throws. */
export function checkWorkflow(definition: WorkflowDefinition, options: CheckOptions = {}): WorkflowCheck {
  const empty: WorkflowCheck = { findings: [], errors: 0, warnings: 0, conditions: [], neverShownUids: [] };
  if (!isRecord(definition) || !Array.isArray(definition.elements)) return empty;
  try {
    return runChecks(definition, options.today ?? todayIso());
  } catch {
    // a definition too malformed to reason about: validateWorkflow reports what is wrong with it
    return empty;
  }
}

function runChecks(definition: WorkflowDefinition, today: string): WorkflowCheck {
  const scope = scopeOf(definition);
  const elements = definition.elements.filter(isRecord) as FormElement[];
  const findings: Finding[] = [
    ...checkQuestionReferences(definition, scope.elementsByUid),
    ...checkLaterQuestions(definition, scope.elementsByUid),
    ...checkCycles(definition),
  ];

  const spaces = new Map<string, AnswerSpace>();
  const sites = conditionSites(definition);
  const judge = (site: Site, neverShown: ReadonlySet<string>) => {
    const builder = new FormulaBuilder(scope);
    const root = buildAt(builder, definition, site.pointer);
    return { site, builder, root, judged: judgeSite(root, makeUnit(builder, { today, neverShown, spaces })) };
  };
  let judgedSites = sites.map((site) => judge(site, new Set()));
  // an element with display logic but no rules on it nor logic on its page shows exactly when its logic lets it
  const known = new Map<number, boolean>();
  const ruled = new Set(records(definition.documents).flatMap((d) => records(d.rules).flatMap((r) => (r.type === 'Display Logic' && Array.isArray(r.displayLogicQuestions) ? r.displayLogicQuestions : []))));
  for (const { site, root, judged } of judgedSites) {
    const i = site.elementIndex;
    if (i === undefined || ruled.has(elements[i]!.uid)) continue;
    const page = pageBreakIndex(definition, i);
    if (page !== i && page >= 0 && (elements[page]!.displayLogic || ruled.has(elements[page]!.uid))) continue;
    const verdict = judged.get(root)!;
    const can = elements[i]!.displayLogic?.hideByDefault === true ? verdict.canBeFalse : verdict.canBeTrue;
    if (can !== undefined) known.set(i, can);
  }
  for (let i = 0; i < elements.length; i++) if (!elements[i]!.displayLogic && !ruled.has(elements[i]!.uid) && pageBreakIndex(definition, i) === i) known.set(i, true);
  const neverShown = neverShownElements(definition, elements, today, spaces, known);
  // conditions reading a question never shown see it unanswered: judge them again
  if (neverShown.size)
    judgedSites = judgedSites.map((entry) =>
      entry.builder.atoms.some((a) => neverShown.has(a.key)) ? judge(entry.site, neverShown) : entry,
    );
  const conditions: ConditionVerdict[] = [];
  for (const { site, builder, root, judged } of judgedSites) {
    const verdicts = new Map<Item, ConditionVerdict>();
    const tests = new Map<Item, EngineText>();
    for (const [item, judgement] of judged) {
      const value = item.source;
      if (item.kind === 'node' && isRecord(value) && typeof value.name === 'string' && value.name.trim() !== '') NAMES.set(item, value.name.trim());
      const test = item.kind === 'question' && isRecord(value) ? describeTestText(value as never, scope.elementsByUid) : undefined;
      if (test) tests.set(item, test);
      const verdict: ConditionVerdict = {
        pointer: item.pointer,
        owner: englishPart(site.owner),
        kind: item.kind,
        ...(test ? { test: englishPart(test) } : {}),
        ...judgement,
      };
      verdicts.set(item, verdict);
      if (!item.fromLibrary) conditions.push(verdict);
    }
    findings.push(...verdictFindings(verdicts, tests, root, site.owner, neverShown, builder));
  }

  elements.forEach((element, i) => {
    if (!neverShown.has(element.uid) || element.visible === false) return;
    const builder = new FormulaBuilder(scope);
    const own = ownDisplayFormula(builder, definition, i);
    const ownNever = outcome(makeUnit(builder, { today, neverShown, spaces }), own, true) === false;
    const page = pageBreakIndex(definition, i);
    const pageElement = page >= 0 && page !== i ? elements[page] : undefined;
    const required = element.required === true;
    const at = `/elements/${i}`;
    if (ownNever) {
      const why = engineText(element.displayLogic?.hideByDefault ? 'why-hidden-by-default' : 'why-logic-and-rules');
      if (element.type === 'page-break') {
        const onPage = elements.slice(i + 1).findIndex((e) => e.type === 'page-break');
        const count = onPage === -1 ? elements.length - i - 1 : onPage;
        findings.push(finding('element-never-shown', at, engineText('page-never-shown', { title: element.label ?? element.title, count, why })));
      } else if (required) findings.push(finding('required-element-never-shown', at, engineText('required-never-shown', { title: element.title, why })));
      else findings.push(finding('element-never-shown', at, engineText('element-never-shown', { title: element.title, why })));
    } else if (required && pageElement)
      findings.push(finding('required-element-never-shown', at, engineText('required-page-never-shown', { title: element.title, page: pageElement.label ?? pageElement.title })));
  });

  // a test being written is reported as unfinished, not as a condition that can never (or always) be true
  const unfinished = unfinishedTestPointers(definition);
  const seen = new Set<string>();
  const unique = findings.filter((f) => {
    if ((f.code === 'condition-never-true' || f.code === 'condition-always-true') && unfinished.has(f.pointer)) return false;
    const key = `${f.code} ${f.pointer}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    findings: unique,
    errors: unique.filter((f) => f.severity === 'error').length,
    warnings: unique.filter((f) => f.severity === 'warning').length,
    conditions,
    neverShownUids: elements.filter((e) => neverShown.has(e.uid)).map((e) => e.uid),
  };
}
