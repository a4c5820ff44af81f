// evaluate(): one pass over a compiled workflow for one set of answers, in four phases (each a small
// function, so that V8 optimizes each): read the answers, decide visibility in dependency order (an
// element hidden by display logic has its answer removed before anything later reads it, as the
// questionnaire clears it), collect what the questionnaire shows, and apply the document rules.
import type { AnswerValue, Answers } from '../answers/answer-types.ts';
import { todayIso } from '../answers/dates.ts';
import { coded } from '../answers/messages.ts';
import { readAnswer } from '../answers/read-answer.ts';
import type { AnswerMessage, AnswerReading, ReadOptions } from '../answers/read-answer.ts';
import type { CompiledElement } from './compiled-workflow.ts';
import { truthy } from '../logic/truthy.ts';
import type { CompiledWorkflow } from './compiled-workflow.ts';
import { DEFAULT_SHARING_LIMITS } from './evaluation.ts';
import type {
  ComputedValue,
  Evaluation,
  EvaluationContext,
  FieldMessage,
  MissingRequiredPage,
  SharingLimits,
} from './evaluation.ts';
import { formatNumber } from './format-number.ts';

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});
const NO_READING: AnswerReading = { messages: [] };

/** The state of one evaluation, shared by the phases. */
interface Run {
  compiled: CompiledWorkflow;
  /** Clean answers by element position (undefined: unanswered, invalid or hidden). Conditions read it. */
  s: (AnswerValue | undefined)[];
  data: { s: (AnswerValue | undefined)[]; c: { collaborate: boolean }; t: Int8Array };
  readMessages: (AnswerMessage[] | undefined)[];
  /** 1 where a non-empty answer is stored (it must be cleared if the element is hidden). */
  stored: Uint8Array;
  visible: Uint8Array;
  computed: Record<string, ComputedValue>;
  groupedOptions: Record<string, string[]>;
}

/** Reads an answer, reusing the last reading when the raw answer is the same value or object. */
function read(entry: CompiledElement, value: unknown, options: ReadOptions): AnswerReading {
  const { today, ownerEmail } = options;
  const last = entry.lastRead;
  if (last && last.raw === value && last.today === today && last.ownerEmail === ownerEmail) return last.reading;
  let reading: AnswerReading;
  try {
    reading = readAnswer(entry.element, value, options);
  } catch {
    // An element too malformed to read (validateWorkflow reports it) takes no answer.
    reading = NO_READING;
  }
  entry.lastRead = { raw: value, today, ownerEmail, reading };
  return reading;
}

function readAnswers(run: Run, raw: Readonly<Record<string, unknown>>, options: ReadOptions): void {
  const elements = run.compiled.elements;
  for (let i = 0; i < elements.length; i++) {
    const entry = elements[i]!;
    if (!entry.answerable) continue;
    const element = entry.element;
    const stored = raw[element.uid];
    // An element never answered starts from its default (an answer cleared on purpose stays empty).
    const value = stored === undefined && 'default' in element ? element.default : stored;
    if (value === undefined || value === null) continue;
    const reading = read(entry, value, options);
    if (reading.value !== undefined) run.s[i] = reading.value;
    else if (reading.messages.length) run.readMessages[i] = reading.messages;
    if (stored !== undefined && stored !== null && stored !== '' && !(Array.isArray(stored) && stored.length === 0))
      run.stored[i] = 1;
  }
}

/** Sets an answer slot during visibility, forgetting the results of the tests that read it. */
function setSlot(run: Run, i: number, value: AnswerValue | undefined): void {
  if (run.s[i] === value) return;
  run.s[i] = value;
  const ids = run.compiled.testsBySlot[i];
  if (ids === undefined) return;
  const t = run.data.t;
  for (let k = 0; k < ids.length; k++) t[ids[k]!] = 0;
}

function shows(run: Run, entry: CompiledElement, i: number): boolean {
  if (entry.pageBreakIndex !== i && run.visible[entry.pageBreakIndex] === 0) return false;
  if (entry.visibleWhen !== undefined && !truthy(entry.visibleWhen(run.data))) return false;
  const rules = entry.displayRules;
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    const holds = truthy(rule.holds(run.data));
    // A Display Logic rule flips its elements from their default while it holds.
    if (rule.whenNotHolding === 'hide' ? !holds : holds) return false;
  }
  return true;
}

function decideVisibility(run: Run, showAll: boolean): void {
  const { compiled, s, visible } = run;
  const order = compiled.order;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const entry = compiled.elements[i]!;
    if (!showAll && !shows(run, entry, i)) {
      setSlot(run, i, undefined);
      continue;
    }
    visible[i] = 1;
    const element = entry.element;
    if (element.type === 'computed-property') {
      if (!entry.formula || !entry.formulaResolve) continue;
      const value = entry.formula(entry.formulaResolve(s));
      if (value !== null) setSlot(run, i, value);
      run.computed[element.uid] = { value, text: formatNumber(value, element.prefix, element.suffix) };
    } else if (element.type === 'grouped-options') {
      const group = entry.groupingIndex === undefined ? undefined : s[entry.groupingIndex];
      const groups = element.groupingOptions;
      const options =
        typeof group === 'string' && typeof groups === 'object' && groups !== null && Array.isArray(groups[group])
          ? groups[group]!
          : [];
      run.groupedOptions[element.uid] = options;
      const chosen = s[i];
      if (typeof chosen === 'string' && !options.includes(chosen)) {
        setSlot(run, i, undefined);
        run.readMessages[i] = [coded('unknownOption')];
      }
    }
  }
}

type Collected = Pick<
  Evaluation,
  | 'visibleElementUids'
  | 'hiddenElementUids'
  | 'visiblePageUids'
  | 'answers'
  | 'answersToClear'
  | 'messages'
  | 'missingRequired'
  | 'missingRequiredCount'
>;

function collect(run: Run): Collected {
  const { compiled, s, visible, readMessages } = run;
  const out: Collected = {
    visibleElementUids: [],
    hiddenElementUids: [],
    visiblePageUids: [],
    answers: {},
    answersToClear: [],
    messages: [],
    missingRequired: [],
    missingRequiredCount: 0,
  };
  const answers: Answers = out.answers;
  const messages: FieldMessage[] = out.messages;
  const byPage = new Map<number, MissingRequiredPage>();
  for (let i = 0; i < compiled.elements.length; i++) {
    const entry = compiled.elements[i]!;
    const element = entry.element;
    if (!visible[i]) {
      out.hiddenElementUids.push(element.uid);
      if (run.stored[i]) out.answersToClear.push(element.uid);
      continue;
    }
    if (element.type === 'page-break') out.visiblePageUids.push(element.uid);
    if (element.visible === false) continue;
    out.visibleElementUids.push(element.uid);
    const value = s[i];
    if (value !== undefined && entry.answerable) answers[element.uid] = value;
    const own = readMessages[i];
    if (own !== undefined) for (const m of own) messages.push({ uid: element.uid, title: element.title, ...m });
    if (value !== undefined || !entry.mustAnswer) continue;
    // A required field with an invalid value is missing too; its own message explains why.
    const missing = coded(element.type === 'item-table' ? 'atLeastOneRow' : 'required');
    const message = own?.[0]?.message ?? missing.message;
    if (!own) messages.push({ uid: element.uid, title: element.title, ...missing });
    let page = byPage.get(entry.pageIndex);
    if (!page) {
      const pageElement = compiled.elements[entry.pageBreakIndex]?.element;
      page = {
        pageUid: pageElement?.uid ?? '',
        pageTitle: pageElement?.title ?? '',
        pageIndex: Math.max(0, entry.pageIndex),
        fields: [],
      };
      if (pageElement?.label !== undefined) page.pageLabel = pageElement.label;
      byPage.set(entry.pageIndex, page);
      out.missingRequired.push(page);
    }
    page.fields.push({
      uid: element.uid,
      title: element.title,
      ...(element.label !== undefined ? { label: element.label } : {}),
      message,
    });
    out.missingRequiredCount++;
  }
  return out;
}

type RuleOutcome = Pick<Evaluation, 'visibleDocumentIds' | 'activeRuleIds' | 'activeActionIds' | 'sharingLimits'>;

function applyDocumentRules(run: Run): RuleOutcome {
  const out: RuleOutcome = {
    visibleDocumentIds: [],
    activeRuleIds: [],
    activeActionIds: [],
    sharingLimits: { ...DEFAULT_SHARING_LIMITS },
  };
  for (const document of run.compiled.documents) {
    const included = truthy(document.included(run.data));
    if (included) out.visibleDocumentIds.push(document.uid);
    for (const rule of document.rules) {
      if (!truthy(rule.holds(run.data))) continue;
      out.activeRuleIds.push(rule.uid);
      if (rule.type === 'Action Logic' && included) out.activeActionIds.push(...rule.actionIds);
      if (rule.type === 'Sharing Logic' && rule === run.compiled.sharingRule && rule.shareLimits) {
        const limits: SharingLimits = {
          readOnly: rule.shareLimits.readOnly ?? DEFAULT_SHARING_LIMITS.readOnly,
          comment: rule.shareLimits.comment ?? DEFAULT_SHARING_LIMITS.comment,
          edit: rule.shareLimits.edit ?? DEFAULT_SHARING_LIMITS.edit,
        };
        out.sharingLimits = limits;
      }
    }
  }
  return out;
}

/** Evaluates answers (keyed by element uid, raw or clean) against a compiled workflow. */
export function evaluate(
  compiled: CompiledWorkflow,
  rawAnswers: Readonly<Record<string, unknown>> = EMPTY,
  context: EvaluationContext = {},
): Evaluation {
  const raw = typeof rawAnswers === 'object' && rawAnswers !== null ? rawAnswers : EMPTY;
  const ctx: EvaluationContext = typeof context === 'object' && context !== null ? context : {};
  const today = typeof ctx.today === 'string' ? ctx.today : todayIso();
  const collaborate =
    typeof ctx.collaborate === 'boolean' ? ctx.collaborate : compiled.definition?.collaborate !== false;
  const n = compiled.elements.length;
  // Packed, not holey (`new Array(n)` stays holey even once filled, and writing at index 500 of an
  // empty array makes it a dictionary): both are read once per element.
  const s: (AnswerValue | undefined)[] = [];
  const readMessages: (AnswerMessage[] | undefined)[] = [];
  for (let i = 0; i < n; i++) {
    s.push(undefined);
    readMessages.push(undefined);
  }
  const run: Run = {
    compiled,
    s,
    data: { s, c: { collaborate }, t: new Int8Array(compiled.testCount) },
    readMessages,
    stored: new Uint8Array(n),
    visible: new Uint8Array(n),
    computed: {},
    groupedOptions: {},
  };
  readAnswers(run, raw, { today, ...(typeof ctx.ownerEmail === 'string' && ctx.ownerEmail !== '' ? { ownerEmail: ctx.ownerEmail } : {}) });
  decideVisibility(run, ctx.showAll === true);
  const collected = collect(run);
  const rules = applyDocumentRules(run);
  return {
    ...collected,
    missingRequired: collected.missingRequired.sort((x, y) => x.pageIndex - y.pageIndex),
    computed: run.computed,
    groupedOptions: run.groupedOptions,
    ...rules,
  };
}
