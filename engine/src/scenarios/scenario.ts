// A scenario: answers (by element title or uid), step-machine events, and what must result. Workflow
// authors keep scenarios beside a workflow and run them with `accord test`, without browser or database.
import type { EvaluationContext, SharingLimits } from '../evaluation/evaluation.ts';
import type { UserWorkflowEmitted, UserWorkflowEvent } from '../machines/events.ts';
import type { UserWorkflowInput } from '../machines/user-workflow-machine.ts';

/** An event as written in a scenario: missingRequired is filled in from the evaluation when absent. */
export type ScenarioEvent = (UserWorkflowEvent | (Omit<UserWorkflowEvent, 'missingRequired'> & { type: string })) & {
  /** 'refused' when the event must not be possible at that point. */
  expect?: 'accepted' | 'refused';
};

export interface ScenarioExpectations {
  /** Elements that must be visible / hidden (titles or uids). */
  visible?: string[];
  hidden?: string[];
  /** Exactly the visible required fields still unanswered (titles), in any order. */
  missing?: string[];
  /** Messages that must be shown, by field title; [] asserts the field has no message. */
  messages?: Record<string, string[]>;
  /** Hidden elements whose answers must be cleared. */
  cleared?: string[];
  computed?: Record<string, number | null>;
  groupedOptions?: Record<string, string[]>;
  /** Exactly the documents included (names or uids). */
  documents?: string[];
  /** Actions that must be active / inactive (uids or titles). */
  actions?: string[];
  inactiveActions?: string[];
  sharingLimits?: Partial<SharingLimits>;
  step?: number;
  respondentStep?: number | null;
  /** Emitted effects that must appear among everything the events emitted. */
  emitted?: Partial<UserWorkflowEmitted>[];
  /**
   * Strings that must occur in the text of the documents rendered from the scenario's answers (line breaks and
   * spacing do not count), e.g. 'gross monthly income of $4,600.00' or 'County: Salt Lake'.
   */
  printed?: string[];
  /** Strings that must not occur in that text, e.g. 'County: ____' or '**INCOME**'. */
  absent?: string[];
}

/** Typed signatures for the rendered documents: the signer's name and when they signed (YYYY-MM-DD). */
export interface ScenarioSignatures {
  petitioner?: { name: string; signedAt?: string };
  respondent?: { name: string; signedAt?: string };
}

export interface Scenario {
  name: string;
  /** Merged over the file's baseAnswers unless useBaseAnswers is false. */
  answers?: Record<string, unknown>;
  useBaseAnswers?: boolean;
  context?: EvaluationContext;
  machine?: UserWorkflowInput;
  events?: ScenarioEvent[];
  /** Signatures the documents print when the scenario checks printed or absent strings. */
  signatures?: ScenarioSignatures;
  expect: ScenarioExpectations;
}

/** A scenario file: the workflow it tests (a path relative to the file) and its scenarios. */
export interface ScenarioFile {
  workflow: string;
  /** Answers every scenario starts from (e.g. a complete, valid questionnaire). */
  baseAnswers?: Record<string, unknown>;
  scenarios: Scenario[];
  /**
   * Questions answered on purpose in no document, by title, each with the reason (an e-mail address used for the
   * invitation, a note to the person): document coverage names every other answered question no document prints.
   */
  notPrinted?: Record<string, string>;
}

export interface ScenarioResult {
  name: string;
  passed: boolean;
  failures: string[];
  /** The uids evaluation kept an answer for (visible and valid): what document coverage counts as answered. */
  answered: string[];
}
