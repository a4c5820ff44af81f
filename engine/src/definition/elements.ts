// Form elements (workflow-builder.md §3 "Form element"): the attributes every element has, and the
// attributes of each of the 21 types. Answers live apart (answers/), keyed by element uid.
import type { DateValidator, DialogFieldType, TextValidator } from './element-types.ts';
import type { ElementDisplayLogic } from './display-logic.ts';
import type { ElementTranslations } from './translation-types.ts';

export type Align = 'center' | 'left' | 'right';

export interface HelpData {
  text?: string;
  /** A YouTube link in watch, embed or short-link form. */
  youtubeLink?: string;
}

/** Attributes common to every element. The page is the nearest page-break before the element. */
export interface ElementBase {
  /** 12 characters in the builder; any id of letters, digits, '_' and '-' is accepted. */
  uid: string;
  /** The admin title, unique in the workflow (e.g. PET_FN). */
  title: string;
  /** What the end user reads. For a computed-property it holds the formula's caption. */
  label?: string;
  name?: string;
  required?: boolean;
  placeholder?: string;
  spaceAfter?: number;
  align?: Align;
  /** False hides the element from end users whatever its display logic (computed values, helpers). */
  visible?: boolean;
  helpData?: HelpData;
  moveToSelection?: boolean;
  heading?: string;
  text?: string;
  img?: string;
  displayLogic?: ElementDisplayLogic;
  /** The element's texts in other languages (ADR 035); English ones are the attributes above. */
  translations?: ElementTranslations;
}

export interface SingleSelectElement extends ElementBase {
  type: 'single-select';
  variant?: 'radio' | 'drop-down' | 'slider';
  options: string[];
  default?: string;
  optionToAdd?: string;
}

export interface StateSelectElement extends ElementBase {
  type: 'state-select';
  variant?: 'radio' | 'drop-down' | 'slider';
  /** Defaults to the US states and the District of Columbia. */
  options?: string[];
  default?: string;
}

export interface MultiSelectElement extends ElementBase {
  type: 'multi-select';
  variant?: 'checkboxes' | 'drop-down';
  options: string[];
  default?: string[];
  /** How rule questions on this element match by default: any or all of the chosen options. */
  match?: 'any' | 'all';
  optionToAdd?: string;
}

export interface NumberInputElement extends ElementBase {
  type: 'number-input';
  prefix?: string;
  suffix?: string;
  /** Defaults -100 and 100 (workflow-builder.md §3). */
  lowerBound?: number;
  upperBound?: number;
  useCommas?: boolean;
  commaValue?: string;
  default?: number;
}

export interface TextInputShortElement extends ElementBase {
  type: 'text-input-short';
  validator?: TextValidator;
  default?: string;
}

export interface TextInputLongElement extends ElementBase {
  type: 'text-input-long';
  default?: string;
}

export interface SignaturePadElement extends ElementBase {
  type: 'signature-pad';
  /** Which spouse signs here (petitioner and respondent are signature roles). */
  signer?: 'petitioner' | 'respondent';
}

export interface FileInputElement extends ElementBase {
  type: 'file-input';
  /** Accepted extensions, lowercase with the dot; defaults to .png .gif .jpeg .jpg .pdf. */
  accept?: string[];
}

export interface PageBreakElement extends ElementBase {
  type: 'page-break';
  pageNumber?: number;
}

export interface HeadingElement extends ElementBase {
  type: 'heading';
}
export interface SubheadingElement extends ElementBase {
  type: 'subheading';
}
export interface ParagraphElement extends ElementBase {
  type: 'paragraph';
}
export interface LabelElement extends ElementBase {
  type: 'label';
}

export interface YoutubeVideoElement extends ElementBase {
  type: 'youtube-video';
  videoURL?: string;
  videoID?: string;
  embed?: string;
}

export interface DatePickerElement extends ElementBase {
  type: 'date-picker';
  variant?: 'single-date' | 'multiple-dates' | 'date-range';
  /** Display format, default 'MMMM Do, YYYY'. */
  format?: string;
  monthPicker?: boolean;
  /** YYYY-MM-DD; the earliest accepted date is 1900-01-01. */
  minDate?: string;
  maxDate?: string;
  validator?: DateValidator;
  default?: string;
}

export interface DialogField {
  uid: string;
  type: DialogFieldType;
  /** Normalised: spaces to hyphens, uppercased; unique within the dialog. */
  title: string;
  label?: string;
  required?: boolean;
  placeholder?: string;
}

export interface DialogWindowElement extends ElementBase {
  type: 'dialog-window';
  /** Button labels; the clicked one is the answer's buttonClicked. */
  buttons?: string[];
  dialogFields: DialogField[];
}

export interface ComputedPropertyElement extends ElementBase {
  type: 'computed-property';
  prefix?: string;
  suffix?: string;
  /** Safe arithmetic over answers, e.g. `{GROSS_INCOME} * 12 - {DEBTS.amount}` (see evaluation/formula.ts). */
  formula: string;
}

export interface GroupedOptionsElement extends ElementBase {
  type: 'grouped-options';
  /** Uid of a single-select or state-select question whose answer picks the group. */
  groupingQuestion: string;
  groupingVariant: 'text' | 'select';
  /** Options per answer of the grouping question. */
  groupingOptions: Record<string, string[]>;
  optionToAdd?: string;
}

export interface ItemTableHeader {
  text: string;
  value: string;
  align: 'start' | 'center' | 'end';
  divider?: boolean;
  sortable?: boolean;
  writeable?: boolean;
  /** 'date' is ours, not the spec's: a column of dates read with the date picker's rules and messages. */
  variant: 'text' | 'select' | 'number' | 'money' | 'date';
  options?: string[];
  /**
   * Money columns only: a higher limit than the spec's $100,000 for amounts that often exceed it (a home's
   * equity, a mortgage). Without it the spec's table rule holds: 1 to 100000.
   */
  upperBound?: number;
}

export type ItemTableCell = string | number;
export type ItemTableRow = Record<string, ItemTableCell>;

export interface ItemTableElement extends ElementBase {
  type: 'item-table';
  variant: 'read-only' | 'user-input-allowed';
  headers: ItemTableHeader[];
  headerToAdd?: string;
  inputRowsLimit?: number;
  readOnlyRows?: ItemTableRow[];
}

export interface EmbeddedImage {
  name: string;
  url: string;
  title: string;
  description?: string;
}

export interface EmbeddedImageElement extends ElementBase {
  type: 'embedded-image';
  variant: 'image-carousel' | 'image-static';
  /** Static images only. */
  alignment?: Align;
  interactionType: 'none' | 'single-select' | 'multi-select';
  images: EmbeddedImage[];
}

export interface ChildSupportCalculatorElement extends ElementBase {
  type: 'child-support-calculator';
  /** The state whose child support logic applies; defaults to the workflow's state. */
  state?: string;
}

export type FormElement =
  | SingleSelectElement
  | StateSelectElement
  | MultiSelectElement
  | NumberInputElement
  | TextInputShortElement
  | TextInputLongElement
  | SignaturePadElement
  | FileInputElement
  | PageBreakElement
  | HeadingElement
  | SubheadingElement
  | ParagraphElement
  | YoutubeVideoElement
  | DatePickerElement
  | DialogWindowElement
  | ComputedPropertyElement
  | GroupedOptionsElement
  | LabelElement
  | ItemTableElement
  | EmbeddedImageElement
  | ChildSupportCalculatorElement;

export type ElementOfType<T extends FormElement['type']> = Extract<FormElement, { type: T }>;
