// The document part of a workflow definition: documents, their template pages, Action Logic rules and
// their actions, dynamic blocks and auto-numbering levels, as TypeScript types and a JSON Schema fragment.
// The workflow schema composes `documentSchema`; the PDF renderer reads these types.
//
// Coordinates follow the builder's page scale: x from 0 (left) to 100 (right), y from 0 (top) to 120
// (bottom) on a US letter page (8.5 x 11 in). Margins of a text-editor action are in inches.
// Conditions (a rule's or a static block's `conditional`, `operator`, `questions`) and a document's
// `displayLogic` are compiled and evaluated by the engine core; this fragment leaves their inner shape
// to the workflow schema and only requires them to be objects.

export const ACTION_TYPES = [
  'add-x',
  'add-check-mark',
  'text-static',
  'text-from-question',
  'text-editor',
  'custom-image',
  'signature-pad',
  'pet-signature-date',
  'resp-signature-date',
  'pet-signature-img',
  'resp-signature-img',
  'fill-field',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const MARK_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type MarkSize = (typeof MARK_SIZES)[number];

export const FONT_FAMILIES = ['Calibri', 'Times New Roman', 'Arial', 'Helvetica'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const TEXT_DECORATIONS = ['bold', 'italic', 'underlined'] as const;
export type TextDecoration = (typeof TEXT_DECORATIONS)[number];

// prettier-ignore
export const TEXT_COLORS = [
  'black', 'white', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'light-grey', 'grey', 'dark-grey',
] as const;
export type TextColor = (typeof TEXT_COLORS)[number];

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

/** How a signature date prints (workflow-builder.md §9's four formats); MM/DD/YYYY, the placeholder's shape, by default. */
export const SIGNATURE_DATE_FORMATS = [
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'MM-DD-YYYY',
  'Month Day Year',
  'this **th day of Month 20**',
] as const;
export type SignatureDateFormat = (typeof SIGNATURE_DATE_FORMATS)[number];
export type TextAlign = (typeof TEXT_ALIGNS)[number];

// prettier-ignore
export const BLOCK_TYPES = [
  'question-input', 'image-input', 'static-block', 'log-data',
  'pet-signature-date', 'resp-signature-date', 'pet-signature-img', 'resp-signature-img',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const AUTO_NUMBERING_TYPES = [
  'Numbers',
  'Uppercase Letters',
  'Lowercase Letters',
  'Uppercase Roman Numerals',
  'Lowercase Roman Numerals',
] as const;
export type AutoNumberingType = (typeof AUTO_NUMBERING_TYPES)[number];

export const RULE_TYPES = ['Display Logic', 'Action Logic', 'Sharing Logic'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** Margins of a text-editor action, in inches. */
export interface Margins {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ActionLocation {
  /** 1-based page number within the document. */
  page: number;
  /** Top-left corner of a mark (add-x, add-check-mark). */
  x?: number;
  y?: number;
  /** Box of text, image and signature actions. */
  startX?: number;
  startY?: number;
  width?: number;
  height?: number;
}

/** A condition as the engine core compiles it (if/else/always, and/or/x-or/not, rule questions). */
export interface ConditionFields {
  conditional?: 'if' | 'else' | 'always';
  condition?: unknown;
  operator?: string;
  questions?: unknown[];
}

export interface DynamicBlock extends ConditionFields {
  uid: string;
  name: string;
  type: BlockType;
  /** Derived from the name: uppercase, spaces to underscores (see `blockTag`). Written `**TAG**` in text. */
  tag?: string;
  tagName?: string;
  /** question-input and image-input: the question uid; static-block: the content when no closing tag; log-data: the log key. */
  value?: string;
}

export interface AutoNumberingLevel {
  uid: string;
  name: string;
  type: AutoNumberingType;
  tag?: string;
}

/** ProseMirror / tiptap JSON: a node with optional children, text, marks and attributes. */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

export interface Action {
  uid: string;
  title?: string;
  type: ActionType;
  location: ActionLocation;
  size?: MarkSize;
  fontSize?: number;
  fontFamily?: FontFamily;
  textDecoration?: TextDecoration[];
  textColor?: TextColor;
  textAlign?: TextAlign;
  /** text-from-question, custom-image (image-from-survey), signature-pad: the question uid. */
  question?: string;
  staticText?: string;
  variant?: 'image-from-survey' | 'image-from-upload';
  /** custom-image with image-from-upload: an asset reference resolved by the asset loader. */
  image?: string;
  pageIsBlank?: boolean;
  savedData?: { text?: RichTextNode };
  blocks?: DynamicBlock[];
  autoNumberingLevels?: AutoNumberingLevel[];
  firstPageMargins?: Margins;
  laterPageMargins?: Margins;
  /**
   * text-editor: the caption at the top of each page the text flows onto (the case and the document, as court
   * rules want on every page), with the text's block tags filled in; 'Page N of M' follows it.
   */
  laterPageCaption?: string;
  /** pet-signature-date and resp-signature-date: how the date prints (MM/DD/YYYY when absent). */
  dateFormat?: SignatureDateFormat;
  /**
   * fill-field: the fully qualified name of the template's own form field the answer to `question` fills (on the
   * template page `location.page` shows; every widget of the field gets the value).
   */
  field?: string;
  /** fill-field on a check box: checked when the answer is (or includes) this value; absent: when it is yes/non-empty. */
  whenAnswer?: string;
}

export interface DocumentRule extends ConditionFields {
  uid: string;
  name: string;
  type: RuleType;
  /** 1-based. */
  order: number;
  actions?: Action[];
  autoNumberingLevels?: AutoNumberingLevel[];
  [key: string]: unknown;
}

/** A template page: a page of an uploaded PDF (kept as vector), an image on a letter page, or blank. */
export type PageSource =
  | { kind: 'pdf'; file: string; page: number }
  | { kind: 'image'; file: string }
  | { kind: 'blank' };

export interface DocumentPage {
  uid?: string;
  /** Uppercase, unique among all template pages of the workflow, case-insensitive. */
  name: string;
  source: PageSource;
}

export interface Document {
  uid: string;
  type: 'pdf';
  name: string;
  order: number;
  pages: DocumentPage[];
  rules?: DocumentRule[];
  /** Document-level display logic: when it does not hold, the whole document is left out. */
  displayLogic?: ConditionFields & Record<string, unknown>;
  /** Which families the template is for ('both' when absent): what the builder's children filter narrows by. */
  childrenOption?: DocumentChildrenOption;
  /**
   * The document people review and sign at step 5 (ADR 027): exactly one document of a workflow is marked. A stored
   * definition that marks none falls back to the spec's name rule (§9: the name contains 'stipulation').
   */
  signedDocument?: boolean;
}

export const DOCUMENT_CHILDREN_OPTIONS = ['both', 'with', 'without'] as const;
export type DocumentChildrenOption = (typeof DOCUMENT_CHILDREN_OPTIONS)[number];

const marginsSchema = {
  type: 'object',
  required: ['top', 'bottom', 'left', 'right'],
  properties: {
    top: { type: 'number', minimum: 0, maximum: 5 },
    bottom: { type: 'number', minimum: 0, maximum: 5 },
    left: { type: 'number', minimum: 0, maximum: 4 },
    right: { type: 'number', minimum: 0, maximum: 4 },
  },
  additionalProperties: false,
} as const;

// The rich text is checked at its root only (no $id/$ref, so the fragment can be composed any number of
// times into one ajv schema); the renderer reports malformed inner nodes by action.
const richTextNodeSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string' },
    attrs: { type: 'object' },
    text: { type: 'string' },
    content: { type: 'array', items: { type: 'object', required: ['type'] } },
  },
} as const;

export const dynamicBlockSchema = {
  type: 'object',
  required: ['uid', 'name', 'type'],
  properties: {
    uid: { type: 'string', minLength: 1 },
    name: { type: 'string', minLength: 1 },
    type: { enum: BLOCK_TYPES },
    tag: { type: 'string', pattern: '^[A-Z0-9_]+$' },
    tagName: { type: 'string' },
    value: { type: 'string' },
    conditional: { enum: ['if', 'else', 'always'] },
    operator: { type: 'string' },
    questions: { type: 'array' },
  },
} as const;

export const autoNumberingLevelSchema = {
  type: 'object',
  required: ['uid', 'name', 'type'],
  properties: {
    uid: { type: 'string', minLength: 1 },
    name: { type: 'string', minLength: 1 },
    type: { enum: AUTO_NUMBERING_TYPES },
    tag: { type: 'string', pattern: '^[A-Z0-9_]+$' },
  },
} as const;

export const actionSchema = {
  type: 'object',
  required: ['uid', 'type', 'location'],
  properties: {
    uid: { type: 'string', minLength: 1 },
    title: { type: 'string' },
    type: { enum: ACTION_TYPES },
    location: {
      type: 'object',
      required: ['page'],
      properties: {
        page: { type: 'integer', minimum: 1 },
        x: { type: 'number', minimum: 0, maximum: 100 },
        y: { type: 'number', minimum: 0, maximum: 120 },
        startX: { type: 'number', minimum: 0, maximum: 100 },
        startY: { type: 'number', minimum: 0, maximum: 120 },
        width: { type: 'number', minimum: 0, maximum: 100 },
        height: { type: 'number', minimum: 0, maximum: 120 },
      },
    },
    size: { enum: MARK_SIZES },
    fontSize: { type: 'number', exclusiveMinimum: 0, maximum: 144 },
    fontFamily: { enum: FONT_FAMILIES },
    textDecoration: { type: 'array', items: { enum: TEXT_DECORATIONS }, uniqueItems: true },
    textColor: { enum: TEXT_COLORS },
    dateFormat: { enum: SIGNATURE_DATE_FORMATS },
    textAlign: { enum: TEXT_ALIGNS },
    question: { type: 'string' },
    staticText: { type: 'string' },
    variant: { enum: ['image-from-survey', 'image-from-upload'] },
    image: { type: 'string' },
    pageIsBlank: { type: 'boolean' },
    savedData: { type: 'object', properties: { text: richTextNodeSchema } },
    blocks: { type: 'array', items: dynamicBlockSchema },
    autoNumberingLevels: { type: 'array', items: autoNumberingLevelSchema },
    firstPageMargins: marginsSchema,
    laterPageMargins: marginsSchema,
    laterPageCaption: { type: 'string', maxLength: 500 },
    field: { type: 'string', minLength: 1 },
    whenAnswer: { type: 'string' },
  },
  if: { properties: { type: { const: 'fill-field' } }, required: ['type'] },
  then: { required: ['field', 'question'] },
} as const;

export const documentRuleSchema = {
  type: 'object',
  required: ['uid', 'name', 'type', 'order'],
  properties: {
    uid: { type: 'string', minLength: 1 },
    name: { type: 'string' },
    type: { enum: RULE_TYPES },
    order: { type: 'integer', minimum: 1 },
    conditional: { enum: ['if', 'else', 'always'] },
    operator: { type: 'string' },
    questions: { type: 'array' },
    actions: { type: 'array', items: actionSchema },
    autoNumberingLevels: { type: 'array', items: autoNumberingLevelSchema },
  },
} as const;

export const documentPageSchema = {
  type: 'object',
  required: ['name', 'source'],
  properties: {
    uid: { type: 'string' },
    name: { type: 'string', minLength: 1 },
    source: {
      oneOf: [
        {
          type: 'object',
          required: ['kind', 'file', 'page'],
          properties: { kind: { const: 'pdf' }, file: { type: 'string', minLength: 1 }, page: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
        {
          type: 'object',
          required: ['kind', 'file'],
          properties: { kind: { const: 'image' }, file: { type: 'string', minLength: 1 } },
          additionalProperties: false,
        },
        {
          type: 'object',
          required: ['kind'],
          properties: { kind: { const: 'blank' } },
          additionalProperties: false,
        },
      ],
    },
  },
} as const;

export const documentSchema = {
  type: 'object',
  required: ['uid', 'type', 'name', 'order', 'pages'],
  properties: {
    uid: { type: 'string', minLength: 1 },
    type: { const: 'pdf' },
    name: { type: 'string', minLength: 1 },
    order: { type: 'integer', minimum: 0 },
    pages: { type: 'array', items: documentPageSchema },
    rules: { type: 'array', items: documentRuleSchema },
    displayLogic: { type: 'object' },
    childrenOption: { enum: DOCUMENT_CHILDREN_OPTIONS },
    signedDocument: { type: 'boolean' },
  },
} as const;

/** A block's or level's tag: its name uppercased, spaces turned into underscores. */
export function blockTag(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '_')
    .replace(/[^A-Z0-9_]/g, '');
}
