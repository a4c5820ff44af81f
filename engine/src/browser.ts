// What the browser needs from the engine (the questionnaire's live display logic, the builder's
// preview, the step buttons): evaluation, answers and the step machine. Validation (ajv compiles
// schemas with `new Function`) and PDF rendering stay on the server.
export { compile } from './evaluation/compile.ts';
export { US_STATES } from './definition/element-types.ts';
export { evaluate } from './evaluation/evaluate.ts';
export { DEFAULT_SHARING_LIMITS } from './evaluation/evaluation.ts';
export type {
  Evaluation,
  EvaluationContext,
  FieldMessage,
  MissingRequiredPage,
  ComputedValue,
  SharingLimits,
} from './evaluation/evaluation.ts';
export type { CompiledWorkflow } from './evaluation/compiled-workflow.ts';
export { readAnswer, isAnswered } from './answers/read-answer.ts';
export { emptyAnswer } from './answers/empty-answer.ts';
export { collapseWhitespace } from './answers/text.ts';
export { MESSAGES } from './answers/messages.ts';
export { userWorkflowMachine } from './machines/user-workflow-machine.ts';
export { stepsOf } from './machines/steps.ts';
export { PETITIONER_STEPS, RESPONDENT_STEPS, petitionerStepsShown } from './machines/step-order.ts';
export { enabledEvents } from './machines/enabled-events.ts';
export {
  startUserWorkflow,
  restoreUserWorkflow,
  persistUserWorkflow,
  sendEvent,
} from './machines/user-workflow-actor.ts';
export { STEP_MESSAGES } from './machines/messages.ts';
export type { WorkflowDefinition } from './definition/workflow.ts';
export type { FormElement } from './definition/elements.ts';
