// A finding of the logic checks: where (a JSON pointer into the definition), how bad, which check, and a
// plain sentence for the author, by code with values and in English. Errors block publishing; warnings are listed.
import { englishOf, type EngineText } from '../definition/engine-text.ts';

export type FindingSeverity = 'error' | 'warning';

export const FINDING_CODES = [
  'condition-never-true',
  'condition-always-true',
  'element-never-shown',
  'required-element-never-shown',
  'deleted-question',
  'later-question',
  'computed-cycle',
  'display-logic-cycle',
  'comparison-not-for-type',
  'unfinished-test',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

/** Each check's severity: one place, so the builder, the CLI and publishing agree. */
export const FINDING_SEVERITY = {
  'condition-never-true': 'error',
  'condition-always-true': 'warning',
  'element-never-shown': 'warning',
  'required-element-never-shown': 'error',
  'deleted-question': 'error',
  'later-question': 'warning',
  'computed-cycle': 'error',
  'display-logic-cycle': 'error',
  'comparison-not-for-type': 'error',
  'unfinished-test': 'error',
} as const satisfies Record<FindingCode, FindingSeverity>;

export interface Finding {
  /** RFC 6901 pointer into the definition. */
  pointer: string;
  severity: FindingSeverity;
  code: FindingCode;
  message: string;
  /** The sentence by code and values, for an app to say in the author's language. */
  text: EngineText;
}

export function finding(code: FindingCode, pointer: string, text: EngineText): Finding {
  return { pointer, severity: FINDING_SEVERITY[code], code, message: englishOf(text), text };
}
