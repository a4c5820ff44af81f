// The PDF renderer's public surface (browser-safe; Node loaders live in ./node.ts).
export {
  renderDocuments,
  decisionsFromPlan,
  LETTER,
  PAGE_SCALE,
  MARK_SIZE_POINTS,
  TEXT_COLORS_RGB,
  SIGNATURE_DATE_PLACEHOLDER,
  NO_DOCUMENTS_TEXT,
} from './render.ts';
export type { AssetLoader, RenderDecisions, RenderInput, RenderResult, RenderedDocument, SignatureEvidence } from './render.ts';
export { RenderError, formatWarning } from './errors.ts';
export { PdfStructure, StructureElement, PAGINATION_ARTIFACT, drawArtifact, readPdfStructure } from './structure.ts';
export type { DocumentReading, MarkedSequence, ReadingBlock, StructureKind, StructureReading } from './structure.ts';
export type { RenderErrorCode, RenderLocation, RenderWarning } from './errors.ts';
export { urlFontLoader, cachedFontLoader, fontFileName } from './fonts.ts';
export type { FontLoader, FontStyle } from './fonts.ts';
export { checkBlocks, expandRichText, TAG_PATTERN } from './rich-text.ts';
export { formatAnswer, ANSWER_FORMATS, formatDate, formatMoney, finalFileName, autoNumberLabel, DEFAULT_DATE_FORMAT } from './format.ts';
export type { FieldInfo } from './format.ts';
export { readTemplatePdf, readTemplateImage } from './read-template.ts';
export type { ImageReading, TemplateProblem, TemplateReading } from './read-template.ts';
export { readFormFields, listFormFields, fieldsOnPage, FORM_MESSAGES, FORM_FIELD_KINDS, MAX_FORM_FIELDS } from './form-fields.ts';
export type { FormField, FormFieldKind, FormReading, FormProblem, FormWidget, FieldRect } from './form-fields.ts';
export { FormFiller, flattenForm } from './fill-form.ts';
export type { FieldFill } from './fill-form.ts';
export { checkFormFills, templateFieldsFrom } from './fill-checks.ts';
export type { FillIssue, TemplateFields } from './fill-checks.ts';
export { draftFromFields, draftWorkflow, fieldTitle, readableName, suggestedKind, kindAgrees, fillAction, MONEY_BOUNDS } from './draft.ts';
export type { Draft, DraftKind, DraftOptions } from './draft.ts';
