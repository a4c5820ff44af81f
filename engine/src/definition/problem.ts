// A problem found in a workflow definition: where (a JSON pointer into the definition) and what, as a code with values
// (for an app to say in the author's language) and in English (for the CLI).
import { engineText, englishOf, type EngineText, type EngineTextCode, type EngineTextValue } from './engine-text.ts';

export interface WorkflowProblem {
  /** RFC 6901 pointer into the definition, '' for the whole document. */
  pointer: string;
  message: string;
  text: EngineText;
}

export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** A problem at `at`, said by its code and values; its message is the English. */
export function problem(at: string, code: EngineTextCode, values: Record<string, EngineTextValue> = {}): WorkflowProblem {
  const text = engineText(code, values);
  return { pointer: at, message: englishOf(text), text };
}
