// The public surface of Accord's workflow engine: every exported name is listed here explicitly.
export const ENGINE_VERSION = '0.1.0';

// Workflow definitions
export { ELEMENT_TYPES, DIALOG_FIELD_TYPES, TEXT_VALIDATORS, DATE_VALIDATORS, US_STATES } from './definition/element-types.ts';
export {
  ELEMENT_TYPE_REGISTRY,
  ELEMENT_DEFAULTS,
  TEXT_ANSWER_LIMITS,
  REQUIRABLE_ELEMENT_TYPES,
  ANSWERABLE_ELEMENT_TYPES,
  elementTypeInfo,
  isRequirableType,
  isAnswerableType,
  takesAnswer,
  hasAnswerInput,
  COMPARISONS_BY_ELEMENT_TYPE,
} from './definition/element-registry.ts';
export type {
  ElementTypeInfo,
  ElementFamily,
  AnswerShape,
  AnswerInput,
  RequirableElementType,
  AnswerableElementType,
} from './definition/element-registry.ts';
export type {
  ElementType,
  DialogFieldType,
  TextValidator,
  DateValidator,
} from './definition/element-types.ts';
export type {
  FormElement,
  ElementOfType,
  ElementBase,
  HelpData,
  Align,
  SingleSelectElement,
  StateSelectElement,
  MultiSelectElement,
  NumberInputElement,
  TextInputShortElement,
  TextInputLongElement,
  SignaturePadElement,
  FileInputElement,
  PageBreakElement,
  HeadingElement,
  SubheadingElement,
  ParagraphElement,
  LabelElement,
  YoutubeVideoElement,
  DatePickerElement,
  DialogField,
  DialogWindowElement,
  ComputedPropertyElement,
  GroupedOptionsElement,
  ItemTableHeader,
  ItemTableCell,
  ItemTableRow,
  ItemTableElement,
  EmbeddedImage,
  EmbeddedImageElement,
  ChildSupportCalculatorElement,
} from './definition/elements.ts';
export {
  CONDITIONALS,
  LOGICAL_OPERATORS,
  COMPARISONS,
  PARTICIPATING_COMPARISONS,
  questionConditionSchema,
  conditionSchema,
} from './definition/conditions.ts';
export type {
  Conditional,
  LogicalOperator,
  Comparison,
  QuestionCondition,
  Condition,
} from './definition/conditions.ts';
export { DISPLAY_LOGIC_MAX_DEPTH } from './definition/display-logic.ts';
export type {
  DisplayLogicNode,
  ExpressionNode,
  CompoundNode,
  LibraryNode,
  ElementDisplayLogic,
  DisplayLogicLibraryRule,
} from './definition/display-logic.ts';
export { CHILDREN_OPTIONS } from './definition/workflow.ts';
export type {
  WorkflowDefinition,
  WorkflowMetadata,
  ChildrenOption,
  Rule,
  RuleCondition,
  DocumentDisplayLogic,
} from './definition/workflow.ts';
export { workflowSchema, ruleConditionSchema } from './definition/workflow-schema.ts';
export { elementSchema } from './definition/element-schema.ts';
// a document's parts, for code that writes workflows (templates/workflows/) without reaching into engine/src
export type { Action, AutoNumberingLevel, Document, DocumentRule, DynamicBlock, RichTextNode, SignatureDateFormat } from './definition/documents.ts';
export { SIGNATURE_DATE_FORMATS } from './definition/documents.ts';
export { validateWorkflow, isValidWorkflow } from './definition/validate-workflow.ts';
// Bilingual definitions (ADR 035)
export {
  LANGUAGES,
  TRANSLATED_LANGUAGES,
  elementChoices,
  elementTexts,
  workflowTexts,
  missingTranslations,
  offeredIn,
  workflowLanguage,
  localizeElement,
  localizeWorkflow,
  choiceLabel,
  shownInEnglish,
  textKind,
} from './definition/translations.ts';
export type {
  Language,
  TranslatedLanguage,
  ElementTranslation,
  ElementTranslations,
  WorkflowLanguage,
  WorkflowTranslation,
  TranslatableText,
  TextKind,
} from './definition/translations.ts';
export { signedDocumentChoice, findSignedDocument, signedDocumentProblem, signedDocumentProblemText, SIGNED_DOCUMENT_SETTING } from './definition/signed-document.ts';
export type { SignedDocumentChoice } from './definition/signed-document.ts';
export type { WorkflowValidation } from './definition/validate-workflow.ts';
export type { WorkflowProblem } from './definition/problem.ts';
export { UNIQUE_TITLE_MESSAGE } from './definition/checks/unique-titles.ts';
export { UNIQUE_PAGE_NAME_MESSAGE } from './definition/checks/unique-page-names.ts';
export { HORIZONTAL_MESSAGE, VERTICAL_MESSAGE } from './definition/checks/action-locations.ts';

// Logic checks (issue 20): findings beyond validation, shown in the builder and refused at publishing
export { checkWorkflow } from './checks/check-workflow.ts';
export type { WorkflowCheck, ConditionVerdict, CheckOptions } from './checks/check-workflow.ts';
export { FINDING_CODES, FINDING_SEVERITY } from './checks/finding.ts';
export type { Finding, FindingCode, FindingSeverity } from './checks/finding.ts';
export { ENGINE_TEXTS, ENGINE_TEXT_CODES, capitalized, englishOf } from './definition/engine-text.ts';
export type { EngineText, EngineTextCode, EngineTextValue } from './definition/engine-text.ts';
export { mergeFindings, blocksPublishing } from './checks/workflow-problems.ts';
export type { WorkflowIssue } from './checks/workflow-problems.ts';

// Answers
export type {
  AnswerValue,
  Answers,
  RawAnswers,
  TextAnswer,
  NumberAnswer,
  ChoiceAnswer,
  ChoicesAnswer,
  DateAnswer,
  SingleDateAnswer,
  MultipleDatesAnswer,
  DateRangeAnswer,
  FileAnswer,
  SignatureAnswer,
  VideoAnswer,
  ItemTableAnswer,
  DialogAnswer,
  ChildSupportAnswer,
} from './answers/answer-types.ts';
export {
  readAnswer,
  answerOverLimit,
  ANSWER_READERS,
  isAnswered,
  readSignature,
  readNumber,
  DEFAULT_FILE_TYPES,
  DEFAULT_NUMBER_BOUNDS,
  MONEY_BOUNDS,
  MIN_SIGNATURE_LENGTH,
  MIN_TYPED_SIGNATURE_LETTERS,
  isTypedSignatureLongEnough,
  moneyUpperBound,
} from './answers/read-answer.ts';
export type { AnswerReading, AnswerMessage, ReadOptions } from './answers/read-answer.ts';
export { emptyAnswer, EMPTY_ANSWERS } from './answers/empty-answer.ts';
// the logic checks' answer space per element type, for the registry's type test
export { ANSWER_SPACE_RULES } from './checks/answer-space.ts';
export { collapseWhitespace, textValidatorMessage } from './answers/text.ts';
export { readDate, isIsoDate, todayIso, EARLIEST_DATE } from './answers/dates.ts';
export { MESSAGES, rangeMessage, rowLimitMessage, tooLargeMessage, tooLongMessage } from './answers/messages.ts';
export type { MessageCode, CodedMessage } from './answers/messages.ts';

// Logic
export { compileJsonLogic, JsonLogicCompileError } from './logic/compile-json-logic.ts';
export type { CompiledRule } from './logic/compile-json-logic.ts';
export { customOperations, CUSTOM_OPERATION_NAMES } from './logic/operations.ts';
export { referenceJsonLogic, applyReference } from './logic/reference.ts';
export { questionToJsonLogic, conditionToJsonLogic, nodeToJsonLogic } from './logic/to-json-logic.ts';
export type { JsonLogic } from './logic/to-json-logic.ts';
export { truthy } from './logic/truthy.ts';

// Compilation and evaluation
export { compile, elementDisplayJsonLogic } from './evaluation/compile.ts';
export type {
  CompiledWorkflow,
  CompiledElement,
  CompiledDocument,
  CompiledRuleEntry,
  CompiledPage,
} from './evaluation/compiled-workflow.ts';
export { evaluate } from './evaluation/evaluate.ts';
export { DEFAULT_SHARING_LIMITS } from './evaluation/evaluation.ts';
export type {
  Evaluation,
  EvaluationContext,
  FieldMessage,
  MissingRequiredPage,
  MissingRequiredField,
  ComputedValue,
  SharingLimits,
} from './evaluation/evaluation.ts';
export { parseFormula, FormulaError } from './evaluation/formula.ts';
export type { ParsedFormula } from './evaluation/formula.ts';

// Step machines
export { userWorkflowMachine, userWorkflowSetup, NOTIFY_SPOUSE_LIMIT } from './machines/user-workflow-machine.ts';
export type { UserWorkflowContext, UserWorkflowInput, UserWorkflowMachine, UserWorkflowTag } from './machines/user-workflow-machine.ts';
export { USER_WORKFLOW_EVENT_TYPES } from './machines/events.ts';
export type {
  UserWorkflowEvent,
  UserWorkflowEventType,
  UserWorkflowEmitted,
  UserWorkflowEffect,
  UserWorkflowEffectType,
  EmailRecipient,
  DocumentSet,
  EmailTemplate,
  ScheduledEmailKind,
  SpouseConfirmation,
} from './machines/events.ts';
export { STEP_MESSAGES } from './machines/messages.ts';
export { answersEditable, level2PaymentOpen, spouseHoldsForm, stepsOf } from './machines/steps.ts';
export type { UserWorkflowSnapshot, UserWorkflowSteps } from './machines/steps.ts';
export { PETITIONER_STEPS, RESPONDENT_STEPS, petitionerStepShownFor, petitionerStepsShown } from './machines/step-order.ts';
export type { GuideStep } from './machines/step-order.ts';
export { enabledEvents, candidateEvents } from './machines/enabled-events.ts';
export type { EventFacts } from './machines/enabled-events.ts';
export {
  startUserWorkflow,
  startUserWorkflowEmitting,
  restoreUserWorkflow,
  persistUserWorkflow,
  sendEvent,
  userWorkflowInput,
} from './machines/user-workflow-actor.ts';
export type { UserWorkflowActor, PersistedUserWorkflow, SendResult } from './machines/user-workflow-actor.ts';

// Scenarios (accord test)
export { runScenario } from './scenarios/run-scenario.ts';
export type {
  Scenario,
  ScenarioFile,
  ScenarioEvent,
  ScenarioExpectations,
  ScenarioResult,
} from './scenarios/scenario.ts';

// PDF rendering (the Node font and asset loaders are at '@accord/engine/node')
export {
  renderDocuments,
  decisionsFromPlan,
  RenderError,
  formatWarning,
  urlFontLoader,
  cachedFontLoader,
  fontFileName,
  checkBlocks,
  expandRichText,
  formatAnswer,
  ANSWER_FORMATS,
  formatDate,
  formatMoney,
  finalFileName,
  autoNumberLabel,
  DEFAULT_DATE_FORMAT,
  LETTER,
  PAGE_SCALE,
  SIGNATURE_DATE_PLACEHOLDER,
  readTemplatePdf,
  readTemplateImage,
  readFormFields,
  listFormFields,
  fieldsOnPage,
  FORM_MESSAGES,
  FORM_FIELD_KINDS,
  MAX_FORM_FIELDS,
  FormFiller,
  flattenForm,
  checkFormFills,
  templateFieldsFrom,
  draftFromFields,
  draftWorkflow,
  PdfStructure,
  StructureElement,
  PAGINATION_ARTIFACT,
  drawArtifact,
  readPdfStructure,
} from './pdf/index.ts';
export type {
  AssetLoader,
  RenderDecisions,
  RenderInput,
  RenderResult,
  RenderedDocument,
  SignatureEvidence,
  RenderWarning,
  RenderLocation,
  FontLoader,
  FieldInfo,
  TemplateProblem,
  TemplateReading,
  FormField,
  FormFieldKind,
  FormReading,
  FormProblem,
  FormWidget,
  FieldRect,
  FieldFill,
  FillIssue,
  TemplateFields,
  DocumentReading,
  MarkedSequence,
  ReadingBlock,
  StructureKind,
  StructureReading,
} from './pdf/index.ts';
export { planWorkflowRender } from './pdf/decide.ts';
