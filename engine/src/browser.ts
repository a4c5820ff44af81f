// What the browser needs from the engine (the questionnaire's live display logic and fields, the builder's
// preview, the step buttons): evaluation, answers, the element-type registry and the step machine.
// Validation (ajv compiles schemas with `new Function`) and PDF rendering stay on the server.
export { compile } from './evaluation/compile.ts';
export { ELEMENT_TYPES, US_STATES, DIALOG_FIELD_TYPES } from './definition/element-types.ts';
// the builder's element cards list every attribute of a type from its schema
export { elementTypeSchemas, elementBaseProperties } from './definition/element-schema.ts';
export {
  ELEMENT_TYPE_REGISTRY,
  ELEMENT_DEFAULTS,
  TEXT_ANSWER_LIMITS,
  elementTypeInfo,
  isRequirableType,
  isAnswerableType,
  takesAnswer,
  hasAnswerInput,
} from './definition/element-registry.ts';
export type { ElementTypeInfo, ElementFamily, AnswerShape, AnswerInput } from './definition/element-registry.ts';
export { evaluate } from './evaluation/evaluate.ts';
// the questionnaire shows a workflow's texts in the person's language; the builder edits and counts them
export { LANGUAGES, TRANSLATED_LANGUAGES, elementTexts, workflowTexts, missingTranslations, offeredIn, workflowLanguage, localizeElement, localizeWorkflow, choiceLabel, shownInEnglish, textKind } from './definition/translations.ts';
export type { Language, TranslatedLanguage, ElementTranslation, TranslatableText, TextKind } from './definition/translations.ts';
// the builder's processed file says what a workflow without documents prints
export { NO_DOCUMENTS_TEXT } from './pdf/no-documents.ts';
// the builder shows the logic checks' findings as the author edits (step 3's panel and markers)
export { checkWorkflow } from './checks/check-workflow.ts';
export { choiceOptions } from './checks/answer-space.ts';
export type { WorkflowCheck, ConditionVerdict } from './checks/check-workflow.ts';
export { FINDING_SEVERITY } from './checks/finding.ts';
export type { Finding, FindingCode, FindingSeverity } from './checks/finding.ts';
export { ENGINE_TEXTS, ENGINE_TEXT_CODES, capitalized, englishOf } from './definition/engine-text.ts';
export type { EngineText, EngineTextCode, EngineTextValue } from './definition/engine-text.ts';
export { COMPARISONS_BY_ELEMENT_TYPE } from './definition/element-registry.ts';
export { CONDITIONALS, LOGICAL_OPERATORS, PARTICIPATING_COMPARISONS } from './definition/conditions.ts';
export type { Conditional, LogicalOperator, Comparison, QuestionCondition } from './definition/conditions.ts';
export { DISPLAY_LOGIC_MAX_DEPTH } from './definition/display-logic.ts';
export type { DisplayLogicNode, ExpressionNode, CompoundNode, LibraryNode, ElementDisplayLogic, DisplayLogicLibraryRule } from './definition/display-logic.ts';
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
export { readAnswer, isAnswered, ANSWER_READERS, moneyUpperBound } from './answers/read-answer.ts';
export { emptyAnswer, EMPTY_ANSWERS } from './answers/empty-answer.ts';
export { collapseWhitespace } from './answers/text.ts';
export { MESSAGES } from './answers/messages.ts';
export type { MessageCode, CodedMessage } from './answers/messages.ts';
export { userWorkflowMachine } from './machines/user-workflow-machine.ts';
export { stepsOf } from './machines/steps.ts';
export { PETITIONER_STEPS, RESPONDENT_STEPS, petitionerStepShownFor, petitionerStepsShown } from './machines/step-order.ts';
export { enabledEvents } from './machines/enabled-events.ts';
export {
  startUserWorkflow,
  restoreUserWorkflow,
  persistUserWorkflow,
  sendEvent,
} from './machines/user-workflow-actor.ts';
export { STEP_MESSAGES } from './machines/messages.ts';
export type { WorkflowDefinition } from './definition/workflow.ts';
export type { ElementType, DialogFieldType } from './definition/element-types.ts';
export type { FormElement, ElementOfType, DialogField } from './definition/elements.ts';
// the builder's documents, placement and text editor: the document model's names, limits and messages
export {
  ACTION_TYPES,
  MARK_SIZES,
  FONT_FAMILIES,
  TEXT_DECORATIONS,
  TEXT_COLORS,
  TEXT_ALIGNS,
  SIGNATURE_DATE_FORMATS,
  BLOCK_TYPES,
  AUTO_NUMBERING_TYPES,
  RULE_TYPES,
  DOCUMENT_CHILDREN_OPTIONS,
  blockTag,
} from './definition/documents.ts';
export type {
  Action,
  ActionLocation,
  ActionType,
  AutoNumberingLevel,
  AutoNumberingType,
  BlockType,
  ConditionFields,
  Document,
  DocumentChildrenOption,
  DocumentPage,
  DocumentRule,
  DynamicBlock,
  Margins,
  MarkSize,
  PageSource,
  RichTextNode,
  RuleType,
  SignatureDateFormat,
} from './definition/documents.ts';
export { signedDocumentChoice, SIGNED_DOCUMENT_SETTING } from './definition/signed-document.ts';
export { UNIQUE_PAGE_NAME_MESSAGE } from './definition/checks/unique-page-names.ts';
export { HORIZONTAL_MESSAGE, VERTICAL_MESSAGE } from './definition/checks/action-locations.ts';
// the builder's text editor: its tags as the renderer reads them, the Block Checker and the numbering labels
export { TAG_PATTERN, checkBlocks } from './pdf/rich-text.ts';
export { autoNumberLabel } from './pdf/format.ts';
// drafting questions from a fillable PDF's fields and mapping fields to questions (the builder's step 4)
export { draftFromFields, fieldTitle, readableName, suggestedKind, kindAgrees, fillAction, MONEY_BOUNDS } from './pdf/draft.ts';
export type { Draft, DraftKind, DraftOptions } from './pdf/draft.ts';
export type { FormField, FormFieldKind, FormWidget, FieldRect } from './pdf/form-fields.ts';
