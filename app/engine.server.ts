// Where the app's server modules meet the workflow engine: compiled workflows cached by published version
// (published versions are immutable, so the cache never goes stale), evaluation with the app's context,
// and the user workflow's step machine (restored from its stored snapshot, driven only by events).
import {
  answersEditable,
  compile,
  emptyAnswer,
  enabledEvents,
  evaluate,
  level2PaymentOpen,
  persistUserWorkflow,
  restoreUserWorkflow,
  sendEvent,
  startUserWorkflowEmitting as startMachine,
  stepsOf,
  userWorkflowInput,
  validateWorkflow,
  checkWorkflow,
  mergeFindings,
  blocksPublishing,
  localizeWorkflow,
  workflowLanguage,
  type Language,
  type WorkflowIssue,
  type CompiledWorkflow,
  type Evaluation,
  type EventFacts,
  type FormElement,
  type PersistedUserWorkflow,
  type SendResult,
  type UserWorkflowEvent,
  type UserWorkflowEmitted,
  type UserWorkflowEventType,
  type UserWorkflowSteps,
  type WorkflowDefinition,
} from '@accord/engine';

export type { Evaluation, FormElement, UserWorkflowEvent, UserWorkflowEventType, WorkflowDefinition, PersistedUserWorkflow, UserWorkflowSteps };
export type { UserWorkflowEffect, UserWorkflowEffectType, UserWorkflowEmitted, DocumentSet, ScheduledEmailKind, SpouseConfirmation } from '@accord/engine';
export { validateWorkflow, emptyAnswer, blocksPublishing };
// the builder's documents step checks an uploaded template as rendering will read it
export { readTemplatePdf, readTemplateImage, DEFAULT_NUMBER_BOUNDS } from '@accord/engine';
export { findSignedDocument, signedDocumentChoice, signedDocumentProblem, signedDocumentProblemText } from '@accord/engine';
// the engine's findings by code, said by the app from its catalogue (app/i18n/engine-texts.ts)
export { englishOf } from '@accord/engine';
export type { EngineText } from '@accord/engine';
// fill actions are checked against the fields of the templates they fill (issue 34)
export { checkFormFills, readFormFields } from '@accord/engine';
// bilingual definitions (ADR 035): publishing lists what is missing; the guide reads a version in the person's language
export { missingTranslations, offeredIn, workflowLanguage, localizeWorkflow, textKind, shownInEnglish, choiceLabel } from '@accord/engine';
export type { Language, TranslatableText, CodedMessage } from '@accord/engine';
export type { Document, DocumentReading, FillIssue, FormField, ReadingBlock } from '@accord/engine';
// the builder's live preview renders the current document as the worker renders a user workflow's
export { renderDocuments, planWorkflowRender, RenderError, formatWarning, expandRichText } from '@accord/engine';
export { nodeFontLoader } from '@accord/engine/node';
export type { TemplateProblem, RenderInput, ElementOfType, ElementType } from '@accord/engine';
export type { WorkflowIssue };

/**
 * Everything wrong with a definition: validateWorkflow's problems (errors) and the logic checks' findings (errors
 * and warnings, issue 20). The builder shows them on save; publishing refuses a definition while
 * blocksPublishing(workflowProblems(definition)) holds.
 */
export function workflowProblems(definition: WorkflowDefinition): WorkflowIssue[] {
  return mergeFindings(validateWorkflow(definition).problems, checkWorkflow(definition).findings);
}
// What the app's server modules read of the engine besides the above: app/ imports the engine only here and
// through the isomorphic ~/engine (eslint.config.js refuses other paths).
export { ELEMENT_DEFAULTS, MESSAGES, rangeMessage, rowLimitMessage, tooLargeMessage, tooLongMessage, hasAnswerInput, answerOverLimit, elementTypeInfo, isAnswered, isTypedSignatureLongEnough, PETITIONER_STEPS, RESPONDENT_STEPS, MIN_SIGNATURE_LENGTH, NOTIFY_SPOUSE_LIMIT, STEP_MESSAGES } from '@accord/engine';
export type { FieldMessage, MessageCode, AnswerInput } from '@accord/engine';

export interface PublishedWorkflowEngine {
  definition: WorkflowDefinition;
  compiled: CompiledWorkflow;
  elementsByUid: Map<string, FormElement>;
  /** page-break uid and the elements after it, in questionnaire order */
  pages: { uid: string; title: string; label?: string; elements: FormElement[] }[];
}

const cache = new Map<string, PublishedWorkflowEngine>();
const CACHE_LIMIT = 200;

/** The compiled engine view of one published version; `load` reads its definition only on a cache miss. */
export async function publishedWorkflowEngine(publishedWorkflowId: string, load: () => Promise<unknown>): Promise<PublishedWorkflowEngine> {
  const hit = cache.get(publishedWorkflowId);
  if (hit) return hit;
  const definition = (await load()) as WorkflowDefinition;
  const built = buildEngine(definition);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(publishedWorkflowId, built);
  return built;
}

export function buildEngine(definition: WorkflowDefinition): PublishedWorkflowEngine {
  const compiled = compile(definition);
  const elementsByUid = new Map<string, FormElement>();
  const pages: PublishedWorkflowEngine['pages'] = [];
  for (const element of definition.elements) {
    elementsByUid.set(element.uid, element);
    if (element.type === 'page-break' || pages.length === 0) {
      pages.push({ uid: element.uid, title: element.title, label: element.label, elements: [] });
      if (element.type === 'page-break') continue;
    }
    pages[pages.length - 1]!.elements.push(element);
  }
  return { definition, compiled, elementsByUid, pages };
}

const readings = new WeakMap<PublishedWorkflowEngine, PublishedWorkflowEngine>();

/**
 * The published version as a person reading `language` sees it (ADR 035): its Spanish texts when the version is
 * offered in Spanish and the person reads Spanish, otherwise the version itself. Options and rules are the same, so
 * it decides exactly as the English one; cached beside it.
 */
export function engineInLanguage(engine: PublishedWorkflowEngine, language: string | undefined): { engine: PublishedWorkflowEngine; language: Language; reviewed: boolean } {
  const reading = workflowLanguage(engine.definition, language);
  if (reading === 'en') return { engine, language: 'en', reviewed: true };
  let localized = readings.get(engine);
  if (!localized) readings.set(engine, (localized = buildEngine(localizeWorkflow(engine.definition, reading))));
  return { engine: localized, language: reading, reviewed: engine.definition.languages?.[reading]?.reviewed === true };
}

/** `ownerEmail`: the user workflow owner's, which the spouse's e-mail answer may not repeat. */
export function evaluateAnswers(engine: PublishedWorkflowEngine, answers: Record<string, unknown>, options: { collaborate: boolean; ownerEmail?: string }): Evaluation {
  return evaluate(engine.compiled, answers, { collaborate: options.collaborate, ...(options.ownerEmail ? { ownerEmail: options.ownerEmail } : {}) });
}

export interface MachineInput {
  collaborate: boolean;
  paidLevel1: boolean;
  paidLevel2: boolean;
}

/** A new user workflow's step machine: step 1, respondent not yet shared; and what its first state emitted. */
export function initialMachineSnapshot(input: MachineInput): { snapshot: PersistedUserWorkflow; steps: UserWorkflowSteps; emitted: UserWorkflowEmitted[] } {
  const { actor, emitted } = startMachine(userWorkflowInput({ collaborate: input.collaborate }, { level1: input.paidLevel1, level2: input.paidLevel2 }));
  const result = { snapshot: persistUserWorkflow(actor), steps: stepsOf(actor.getSnapshot()), emitted };
  actor.stop();
  return result;
}

/** Restores the stored step machine, lets `work` read it or send it an event, and stops it whatever happens. */
function withRestoredActor<T>(stored: unknown, input: MachineInput, work: (actor: ReturnType<typeof restoreUserWorkflow>) => T): T {
  const actor = restoreUserWorkflow(stored, userWorkflowInput({ collaborate: input.collaborate }, { level1: input.paidLevel1, level2: input.paidLevel2 }));
  try {
    return work(actor);
  } finally {
    actor.stop();
  }
}

/** Sends one event to a stored machine; the caller persists `snapshot` and `steps` with the answers. */
export function sendUserWorkflowEvent(
  stored: unknown,
  input: MachineInput,
  event: UserWorkflowEvent,
): SendResult & { snapshot: PersistedUserWorkflow } {
  return withRestoredActor(stored, input, (actor) => {
    const result = sendEvent(actor, event);
    return { ...result, snapshot: persistUserWorkflow(actor) };
  });
}

/** Where the spouses stand with each other: the spouse agreed; the respondent sent the form back (comments locked). */
export interface SharingState {
  spouseAgreed: boolean;
  commentsDisabled: boolean;
}

/**
 * Which step events the buttons may offer now, and where the spouses stand; `asked`: concrete events the caller also
 * wants to know about (as canSendUserWorkflowEvent answers), in `possible` in the same order, so that a page asks the
 * stored machine once (restoring it was 2% of the questionnaire page's server CPU each time).
 */
export function userWorkflowEnabledEvents(
  stored: unknown,
  input: MachineInput,
  facts: EventFacts,
  asked: readonly UserWorkflowEvent[] = [],
): { enabled: UserWorkflowEventType[]; steps: UserWorkflowSteps; sharing: SharingState; answersEditable: boolean; possible: boolean[] } {
  return withRestoredActor(stored, input, (actor) => {
    const snapshot = actor.getSnapshot();
    const { spouseAgreed, commentsDisabled } = snapshot.context;
    return {
      enabled: enabledEvents(snapshot, facts),
      steps: stepsOf(snapshot),
      sharing: { spouseAgreed, commentsDisabled },
      answersEditable: answersEditable(snapshot),
      possible: asked.map((event) => snapshot.can(event)),
    };
  });
}

/** Whether the stored machine lets the petitioner change answers now, and the steps it is at (for the message). */
export function userWorkflowAnswersEditable(stored: unknown, input: MachineInput): { editable: boolean; steps: UserWorkflowSteps } {
  return withRestoredActor(stored, input, (actor) => {
    const snapshot = actor.getSnapshot();
    return { editable: answersEditable(snapshot), steps: stepsOf(snapshot) };
  });
}

/** Whether the stored machine is where the final (level 2) payment is taken, and the steps it is at. */
export function userWorkflowLevel2PaymentOpen(stored: unknown, input: MachineInput): { open: boolean; steps: UserWorkflowSteps } {
  return withRestoredActor(stored, input, (actor) => {
    const snapshot = actor.getSnapshot();
    return { open: level2PaymentOpen(snapshot), steps: stepsOf(snapshot) };
  });
}

/** Whether one concrete event (e.g. GO_TO_STEP 3) is possible now. */
export function canSendUserWorkflowEvent(stored: unknown, input: MachineInput, event: UserWorkflowEvent): boolean {
  return withRestoredActor(stored, input, (actor) => actor.getSnapshot().can(event));
}

/** Where the signatures stand in the stored machine: who signed, when the spouse was asked, the notify counter. */
export interface SigningState {
  petitionerSigned: boolean;
  respondentSigned: boolean;
  signatureRequestSentAt: string | null;
  respondentSignedAt: string | null;
  spouseNotifications: { count: number; blockedSince: string | null };
}

export function userWorkflowSigningState(stored: unknown, input: MachineInput): SigningState {
  return withRestoredActor(stored, input, (actor) => {
    const { petitionerSigned, respondentSigned, signatureRequestSentAt, respondentSignedAt, spouseNotifications } = actor.getSnapshot().context;
    return { petitionerSigned, respondentSigned, signatureRequestSentAt, respondentSignedAt, spouseNotifications };
  });
}
