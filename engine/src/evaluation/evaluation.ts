// What evaluate() reports for one user workflow's answers.
import type { Answers } from '../answers/answer-types.ts';
import type { MessageCode } from '../answers/messages.ts';

export interface EvaluationContext {
  /** The user workflow's participating mode; defaults to the definition's collaborate flag. */
  collaborate?: boolean;
  /** YYYY-MM-DD, for the age validators; defaults to the local date. */
  today?: string;
  /** The builder's 'Display All Form Elements' override: every element shows and nothing is cleared. */
  showAll?: boolean;
  /** The user workflow owner's e-mail: the spouse's e-mail (RES_EADD) may not be the same. */
  ownerEmail?: string;
}

export interface FieldMessage {
  uid: string;
  title: string;
  /** Stable, to pick messages out by kind; the message's text may change with the spec. */
  code: MessageCode;
  message: string;
  /** The numbers the message names (a range's low and high, a limit), to say it in another language by code. */
  values?: Readonly<Record<string, number>>;
  /** Item tables: the 1-based row and the column value; dialogs: the dialog field uid. */
  row?: number;
  column?: string;
}

export interface MissingRequiredField {
  uid: string;
  title: string;
  label?: string;
  message: string;
}

/** One page of the Required Fields list. */
export interface MissingRequiredPage {
  pageUid: string;
  pageTitle: string;
  pageLabel?: string;
  /** 0-based tab index. */
  pageIndex: number;
  fields: MissingRequiredField[];
}

export interface ComputedValue {
  value: number | null;
  /** Formatted for display: prefix, en-US digits with commas, suffix. */
  text: string;
}

export interface SharingLimits {
  readOnly: number;
  comment: number;
  edit: number;
}

export interface Evaluation {
  /** Elements an end user sees, in questionnaire order. */
  visibleElementUids: string[];
  /** Elements hidden by display logic (their answers are cleared). */
  hiddenElementUids: string[];
  visiblePageUids: string[];
  /** The clean answers of visible elements: what documents and conditions use. */
  answers: Answers;
  /** Hidden elements that still hold an answer: the caller resets them (emptyAnswer) and saves. */
  answersToClear: string[];
  /** Visible required fields still unanswered, by page, for the Required Fields list. */
  missingRequired: MissingRequiredPage[];
  missingRequiredCount: number;
  /** Validation messages of visible fields, including 'Required' for unanswered required ones. */
  messages: FieldMessage[];
  computed: Record<string, ComputedValue>;
  /** grouped-options elements: the options that apply to the grouping question's answer. */
  groupedOptions: Record<string, string[]>;
  /** Documents whose display logic holds, in document order. */
  visibleDocumentIds: string[];
  /** Rules that hold (Display, Action and Sharing Logic), in document then rule order. */
  activeRuleIds: string[];
  /** Actions of the Action Logic rules that hold, in included documents, in rule order. */
  activeActionIds: string[];
  /** From the Sharing Logic rule when it holds, else the defaults read-only 1, comment 1, edit 0. */
  sharingLimits: SharingLimits;
}

export const DEFAULT_SHARING_LIMITS: SharingLimits = { readOnly: 1, comment: 1, edit: 0 };
