// One clean answer model per element type. Raw answers (from a form post, JSON or the database) are
// read into these by readAnswer; the engine's logic only ever sees these shapes.
import type { ItemTableRow } from '../definition/elements.ts';

/** text-input-short and text-input-long: whitespace-collapsed and trimmed. */
export type TextAnswer = string;
export type NumberAnswer = number;
/** single-select, state-select, grouped-options (select variant), embedded-image single-select. */
export type ChoiceAnswer = string;
/** multi-select and embedded-image multi-select. */
export type ChoicesAnswer = string[];
/** date-picker: YYYY-MM-DD (a month picker stores the first of the month). */
export type SingleDateAnswer = string;
export type MultipleDatesAnswer = string[];
export interface DateRangeAnswer {
  start: string;
  end: string;
}
export type DateAnswer = SingleDateAnswer | MultipleDatesAnswer | DateRangeAnswer;

export interface FileAnswer {
  name: string;
  url?: string;
  storageRef?: string;
  mediaType?: string;
}

export interface SignatureAnswer {
  signed: boolean;
  /** A data URL of the drawn signature (over 5000 characters), or a typed name when JavaScript is off. */
  image?: string;
  /** Where a stored signature image lives. */
  url?: string;
  /** The name as typed, for a typed signature (its image is stored at url). */
  typedName?: string;
  dateStamp?: string;
}

export interface VideoAnswer {
  watched: boolean;
}

export type ItemTableAnswer = ItemTableRow[];

export interface DialogAnswer {
  buttonClicked?: string;
  /** Keyed by dialog field uid: text, or a signature for a signature-pad field. */
  fields: Record<string, string | SignatureAnswer>;
}

/** child-support-calculator: the figures entered, by input name. */
export type ChildSupportAnswer = Record<string, number>;

export type AnswerValue =
  | TextAnswer
  | NumberAnswer
  | ChoicesAnswer
  | DateRangeAnswer
  | FileAnswer
  | SignatureAnswer
  | VideoAnswer
  | ItemTableAnswer
  | DialogAnswer
  | ChildSupportAnswer;

/** Answers as given to the engine: keyed by element uid, any JSON value. */
export type RawAnswers = Readonly<Record<string, unknown>>;

/** Answers after reading: only answered, valid values, keyed by element uid. */
export type Answers = Record<string, AnswerValue>;
