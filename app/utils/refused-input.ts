// Whether an action's answer refuses the input: the test the error summary's 'Error: ' title rests on, shared by the
// server (which marks the request) and the browser.

/**
 * A Conform result with errors on any field, or an explicit `errorSummary` list. An error of the whole form alone
 * (Conform's '' key) keeps the form's own message box and is not a refusal of a field.
 */
export function refusesInput(actionData: unknown): boolean {
  if (!actionData || typeof actionData !== 'object') return false;
  const answer = actionData as { result?: { status?: string; error?: Record<string, unknown> }; errorSummary?: unknown[] };
  if (Array.isArray(answer.errorSummary) && answer.errorSummary.length > 0) return true;
  const error = answer.result?.error;
  return answer.result?.status === 'error' && !!error && Object.entries(error).some(([name, e]) => name !== '' && Array.isArray(e) && e.length > 0);
}
