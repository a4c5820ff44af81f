// A problem found in a workflow definition: where (a JSON pointer into the definition) and what.

export interface WorkflowProblem {
  /** RFC 6901 pointer into the definition, '' for the whole document. */
  pointer: string;
  message: string;
}

export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
