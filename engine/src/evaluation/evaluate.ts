// evaluate(): one pass over a compiled workflow for one set of answers. Elements are visited in
// dependency order; an element hidden by display logic has its answer removed before anything later
// reads it, so logic that depends on a hidden answer sees it cleared, as the questionnaire does.
import type { AnswerValue, Answers } from '../answers/answer-types.ts';
import { todayIso } from '../answers/dates.ts';
import { MESSAGES } from '../answers/messages.ts';
import { readAnswer } from '../answers/read-answer.ts';
import type { AnswerMessage, AnswerReading } from '../answers/read-answer.ts';
import type { FormElement } from '../definition/elements.ts';
import { isAnswerableType, isRequirableType } from '../definition/element-types.ts';
import { truthy } from '../logic/truthy.ts';
import type { CompiledWorkflow } from './compiled-workflow.ts';
import { DEFAULT_SHARING_LIMITS } from './evaluation.ts';
import type { ComputedValue, Evaluation, EvaluationContext, FieldMessage, MissingRequiredPage, SharingLimits } from './evaluation.ts';
import { formatNumber } from './format-number.ts';

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

/** Reads an answer; an element too malformed to read (validateWorkflow reports it) takes no answer. */
function safeRead(element: FormElement, value: unknown, today: string): AnswerReading {
  try {
    return readAnswer(element, value, { today });
  } catch {
    return { messages: [] };
  }
}

export function evaluate(compiled: CompiledWorkflow, rawAnswers: Readonly<Record<string, unknown>> = EMPTY, context: EvaluationContext = {}): Evaluation {
  const raw = typeof rawAnswers === 'object' && rawAnswers !== null ? rawAnswers : EMPTY;
  const today = typeof context.today === 'string' ? context.today : todayIso();
  const collaborate = typeof context.collaborate === 'boolean' ? context.collaborate : compiled.definition?.collaborate !== false;
  const showAll = context.showAll === true;
  const elements = compiled.elements;
  const n = elements.length;

  // The answers logic reads: clean values only, keyed by uid; a hidden element's entry is set undefined.
  const a: Record<string, AnswerValue | undefined> = {};
  const data = { a, c: { collaborate } };
  const readMessages: (AnswerMessage[] | undefined)[] = new Array(n);
  const hasRaw = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const element = elements[i]!.element;
    if (!isAnswerableType(element.type)) continue;
    // An element never answered starts from its default (an answer cleared on purpose stays empty).
    const value = raw[element.uid] === undefined && 'default' in element ? element.default : raw[element.uid];
    if (value === undefined || value === null) continue;
    const reading = safeRead(element, value, today);
    if (reading.value !== undefined) a[element.uid] = reading.value;
    else if (reading.messages.length) readMessages[i] = reading.messages;
    const stored = raw[element.uid];
    // Only a stored, non-empty answer needs clearing when its element is hidden.
    if (stored !== undefined && stored !== null && stored !== '' && !(Array.isArray(stored) && stored.length === 0)) hasRaw[i] = 1;
  }

  const visible = new Uint8Array(n);
  const computed: Record<string, ComputedValue> = {};
  const groupedOptions: Record<string, string[]> = {};
  for (const i of compiled.order) {
    const entry = elements[i]!;
    const element = entry.element;
    let shown = true;
    if (!showAll) {
      if (entry.pageBreakIndex !== i && !visible[entry.pageBreakIndex]) shown = false;
      else if (entry.visibleWhen && !truthy(entry.visibleWhen(data))) shown = false;
      else
        for (const rule of entry.displayRules) {
          const holds = truthy(rule.holds(data));
          // A Display Logic rule flips its elements from their default while it holds.
          if (rule.whenNotHolding === 'hide' ? !holds : holds) {
            shown = false;
            break;
          }
        }
    }
    if (!shown) {
      if (a[element.uid] !== undefined) a[element.uid] = undefined;
      continue;
    }
    visible[i] = 1;
    if (element.type === 'computed-property' && entry.formula && entry.formulaResolve) {
      const value = entry.formula(entry.formulaResolve(a));
      if (value !== null) a[element.uid] = value;
      computed[element.uid] = { value, text: formatNumber(value, element.prefix, element.suffix) };
    } else if (element.type === 'grouped-options') {
      const group = a[element.groupingQuestion];
      const options = typeof group === 'string' && element.groupingOptions && Array.isArray(element.groupingOptions[group]) ? element.groupingOptions[group]! : [];
      groupedOptions[element.uid] = options;
      const chosen = a[element.uid];
      if (typeof chosen === 'string' && !options.includes(chosen)) {
        a[element.uid] = undefined;
        readMessages[i] = [{ message: MESSAGES.unknownOption }];
      }
    }
  }

  const visibleElementUids: string[] = [];
  const hiddenElementUids: string[] = [];
  const visiblePageUids: string[] = [];
  const answersToClear: string[] = [];
  const answers: Answers = {};
  const messages: FieldMessage[] = [];
  const missingByPage = new Map<number, MissingRequiredPage>();
  let missingRequiredCount = 0;
  const pageOf = (i: number): MissingRequiredPage => {
    const breakIndex = elements[i]!.pageBreakIndex;
    const pageIndex = compiled.pages.findIndex((p) => p.elementIndex === breakIndex);
    let page = missingByPage.get(pageIndex);
    if (!page) {
      const pageElement = elements[breakIndex]?.element;
      page = { pageUid: pageElement?.uid ?? '', pageTitle: pageElement?.title ?? '', pageIndex: Math.max(0, pageIndex), fields: [] };
      if (pageElement?.label !== undefined) page.pageLabel = pageElement.label;
      missingByPage.set(pageIndex, page);
    }
    return page;
  };
  for (let i = 0; i < n; i++) {
    const element = elements[i]!.element;
    if (!visible[i]) {
      hiddenElementUids.push(element.uid);
      if (hasRaw[i]) answersToClear.push(element.uid);
      continue;
    }
    const value = a[element.uid];
    if (element.type === 'page-break') visiblePageUids.push(element.uid);
    if (element.visible === false) continue;
    visibleElementUids.push(element.uid);
    if (value !== undefined && isAnswerableType(element.type)) answers[element.uid] = value;
    for (const m of readMessages[i] ?? []) messages.push({ uid: element.uid, title: element.title, ...m });
    if (element.required === true && isRequirableType(element.type) && value === undefined) {
      if (element.type === 'item-table' && element.variant === 'read-only') continue;
      // A required field with an invalid value is missing too; its own message explains why.
      const invalid = readMessages[i]?.[0]?.message;
      const message = invalid ?? (element.type === 'item-table' ? MESSAGES.atLeastOneRow : MESSAGES.required);
      if (!invalid) messages.push({ uid: element.uid, title: element.title, message });
      pageOf(i).fields.push({ uid: element.uid, title: element.title, ...(element.label !== undefined ? { label: element.label } : {}), message });
      missingRequiredCount++;
    }
  }

  const visibleDocumentIds: string[] = [];
  const activeRuleIds: string[] = [];
  const activeActionIds: string[] = [];
  let sharingLimits: SharingLimits = DEFAULT_SHARING_LIMITS;
  for (const document of compiled.documents) {
    const included = truthy(document.included(data));
    if (included) visibleDocumentIds.push(document.uid);
    for (const rule of document.rules) {
      if (!truthy(rule.holds(data))) continue;
      activeRuleIds.push(rule.uid);
      if (rule.type === 'Action Logic' && included) activeActionIds.push(...rule.actionIds);
      if (rule.type === 'Sharing Logic' && rule === compiled.sharingRule && rule.shareLimits)
        sharingLimits = {
          readOnly: rule.shareLimits.readOnly ?? DEFAULT_SHARING_LIMITS.readOnly,
          comment: rule.shareLimits.comment ?? DEFAULT_SHARING_LIMITS.comment,
          edit: rule.shareLimits.edit ?? DEFAULT_SHARING_LIMITS.edit,
        };
    }
  }

  return {
    visibleElementUids,
    hiddenElementUids,
    visiblePageUids,
    answers,
    answersToClear,
    missingRequired: [...missingByPage.values()].sort((x, y) => x.pageIndex - y.pageIndex),
    missingRequiredCount,
    messages,
    computed,
    groupedOptions,
    visibleDocumentIds,
    activeRuleIds,
    activeActionIds,
    sharingLimits: { ...sharingLimits },
  };
}
