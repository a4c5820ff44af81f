// checkWorkflow(): the logic checks that catch an author's mistakes before anyone sees them (issue 20):
// conditions that can never be true or are always true, elements (required or not) that can never be shown,
// tests of deleted or later questions, cycles, and comparisons an answer type does not have. Each finding
// has a JSON pointer, a severity, a code and a plain sentence. Where the reasoning cannot decide (a search
// past its budget, a question whose answers cannot be split exactly), it says nothing.
import { todayIso } from '../answers/dates.ts';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { buildAt, conditionSites, displayFormula, makeUnit, ownDisplayFormula, pageBreakIndex, scopeOf, valueAt } from './analysis.ts';
import { describeTest } from './describe.ts';
import { finding } from './finding.ts';
import type { Finding } from './finding.ts';
import { FormulaBuilder, PARTICIPATING_KEY, atomsOf } from './formula.ts';
import type { Formula, Item } from './formula.ts';
import { capital, checkCycles, checkLaterQuestions, checkQuestionReferences } from './structure.ts';

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

function outcome(unit: ReturnType<typeof makeUnit>, formula: Formula, target: boolean): boolean | undefined {
  if (formula.op === 'const') return formula.value === target;
  const result = unit.search(formula, target);
  return result.kind === 'found' ? true : result.kind === 'impossible' ? false : undefined;
}

/** Elements that no answers can show, found by restricting, round by round, questions never shown to 'unanswered'. */
function neverShownElements(definition: WorkflowDefinition, elements: FormElement[], today: string): Set<string> {
  const scope = scopeOf(definition);
  let neverShown = new Set<string>();
  for (let round = 0; round < 4; round++) {
    const next = new Set<string>();
    elements.forEach((element, i) => {
      const builder = new FormulaBuilder(scope);
      const formula = displayFormula(builder, definition, i);
      if (outcome(makeUnit(builder, { today, neverShown }), formula, true) === false) next.add(element.uid);
    });
    if (next.size === neverShown.size) return next;
    neverShown = next;
  }
  return neverShown;
}

function verdictFindings(verdicts: Map<Item, ConditionVerdict>, item: Item, owner: string, neverShown: Set<string>, scope: ReturnType<typeof scopeOf>, builder: FormulaBuilder): Finding[] {
  const out: Finding[] = [];
  for (const child of item.children) out.push(...verdictFindings(verdicts, child, owner, neverShown, scope, builder));
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
    const test = verdict.test ?? '';
    const title = atom?.element?.title;
    const reason =
      atom && atom.key !== PARTICIPATING_KEY && neverShown.has(atom.key)
        ? `: "${title}" can never be shown, so it is never answered`
        : never
          ? `: no answer "${title ?? ''}" accepts passes it`
          : '';
    out.push(
      never
        ? finding('condition-never-true', item.pointer, `In ${owner}, the test "${test}" can never be true${reason}.`)
        : finding('condition-always-true', item.pointer, `In ${owner}, the test "${test}" is always true${reason}, so it decides nothing.`),
    );
    return out;
  }
  out.push(
    never
      ? finding('condition-never-true', item.pointer, `${capital(owner)}${nodeName(item)} can never be true: its tests contradict each other.`)
      : finding('condition-always-true', item.pointer, `${capital(owner)}${nodeName(item)} is always true: whatever the answers, it holds, so its tests decide nothing.`),
  );
  return out;
}

const NAMES = new WeakMap<Item, string>();
const nodeName = (item: Item) => (NAMES.has(item) ? ` (node "${NAMES.get(item)}")` : '');

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

  const neverShown = neverShownElements(definition, elements, today);
  const conditions: ConditionVerdict[] = [];
  for (const site of conditionSites(definition)) {
    const builder = new FormulaBuilder(scope);
    const root = buildAt(builder, definition, site.pointer);
    const unit = makeUnit(builder, { today, neverShown });
    const verdicts = new Map<Item, ConditionVerdict>();
    const judge = (item: Item) => {
      for (const child of item.children) judge(child);
      const value = valueAt(definition, item.pointer);
      if (item.kind === 'node' && isRecord(value) && typeof value.name === 'string' && value.name.trim() !== '') NAMES.set(item, value.name.trim());
      const verdict: ConditionVerdict = {
        pointer: item.pointer,
        owner: site.owner,
        kind: item.kind,
        ...(item.kind === 'question' && isRecord(value) ? { test: describeTest(value as never, scope.elementsByUid) } : {}),
        canBeTrue: outcome(unit, item.formula, true),
        canBeFalse: outcome(unit, item.formula, false),
      };
      verdicts.set(item, verdict);
      if (!item.fromLibrary) conditions.push(verdict);
    };
    judge(root);
    findings.push(...verdictFindings(verdicts, root, site.owner, neverShown, scope, builder));
  }

  elements.forEach((element, i) => {
    if (!neverShown.has(element.uid) || element.visible === false) return;
    const builder = new FormulaBuilder(scope);
    const own = ownDisplayFormula(builder, definition, i);
    const ownNever = outcome(makeUnit(builder, { today, neverShown }), own, true) === false;
    const page = pageBreakIndex(definition, i);
    const pageElement = page >= 0 && page !== i ? elements[page] : undefined;
    const required = element.required === true;
    const at = `/elements/${i}`;
    if (ownNever) {
      const why = element.displayLogic?.hideByDefault ? 'its display logic (hidden by default) never lets it show' : 'its display logic and rules never let it show';
      if (element.type === 'page-break') {
        const onPage = elements.slice(i + 1).findIndex((e) => e.type === 'page-break');
        const count = onPage === -1 ? elements.length - i - 1 : onPage;
        findings.push(finding('element-never-shown', at, `The page "${element.label ?? element.title}" can never be shown, nor its ${count} element${count === 1 ? '' : 's'}: ${why}.`));
      } else if (required) findings.push(finding('required-element-never-shown', at, `"${element.title}" is required but can never be shown: ${why}, so nobody can answer it.`));
      else findings.push(finding('element-never-shown', at, `"${element.title}" can never be shown: ${why}.`));
    } else if (required && pageElement)
      findings.push(finding('required-element-never-shown', at, `"${element.title}" is required but can never be shown: its page "${pageElement.label ?? pageElement.title}" never shows.`));
  });

  const seen = new Set<string>();
  const unique = findings.filter((f) => {
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
