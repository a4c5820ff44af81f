// The one way into the workflow engine for modules that run on both sides (components, the form reader):
// the engine's browser entry, which holds no server-only code (ajv, pdf-lib, Node modules), so it is the same
// in the server render and in the client bundle. A `.client` module would be empty in the server render (a
// past bug crashed pages that way). Server modules use ~/engine.server; eslint.config.js refuses other paths.
export {
  compile,
  evaluate,
  ELEMENT_TYPES,
  US_STATES,
  DIALOG_FIELD_TYPES,
  elementTypeSchemas,
  elementBaseProperties,
  ELEMENT_TYPE_REGISTRY,
  ELEMENT_DEFAULTS,
  TEXT_ANSWER_LIMITS,
  elementTypeInfo,
  takesAnswer,
  answeredOnQuestionnaire,
  PETITIONER_STEPS,
  RESPONDENT_STEPS,
  petitionerStepShownFor,
  petitionerStepsShown,
  moneyUpperBound,
} from '@accord/engine/browser';
export type {
  CompiledWorkflow,
  ElementFamily,
  ElementOfType,
  ElementType,
  DialogField,
  DialogFieldType,
  Evaluation,
  FieldMessage,
  FormElement,
  MessageCode,
  WorkflowDefinition,
} from '@accord/engine/browser';
