// Errors as logs, error reports and job records may keep them, with no answer in them (issue 30 item 11). A
// database error carries the row it refused in `detail` ('Failing row contains (…)', 'Key (…)=(…)') and `where`, and
// a data exception (SQLSTATE class 22) or a JSON SyntaxError quotes the input in its message ('invalid input syntax
// for type integer: "…"', '"…" is not valid JSON'): those parts are dropped, the rest (name, code, constraint,
// table, column, stack frames) stays so whoever reads the log can still find the fault.

const QUOTED = /"(?:[^"\\]|\\.)*"/g;

interface DatabaseErrorFields {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

function isDatabaseError(error: Error): error is Error & DatabaseErrorFields {
  const { code, severity } = error as Partial<DatabaseErrorFields>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** The message with any echoed input taken out. */
function safeMessage(error: Error): string {
  if (isDatabaseError(error)) {
    // class 22 (data exception) quotes the value; other classes quote only names, which are worth keeping
    const message = error.code.startsWith('22') ? error.message.replace(QUOTED, '"…"') : error.message;
    const where = [error.table && `table ${error.table}`, error.column && `column ${error.column}`, error.constraint && `constraint ${error.constraint}`].filter(Boolean).join(', ');
    return `${message} (SQLSTATE ${error.code}${where ? `, ${where}` : ''})`;
  }
  if (error instanceof SyntaxError) return error.message.replace(QUOTED, '"…"');
  return error.message;
}

/** The stack's frames, without its first line (which repeats the message). */
function framesOf(error: Error): string {
  const stack = error.stack ?? '';
  const at = stack.indexOf('\n    at ');
  return at === -1 ? '' : stack.slice(at);
}

/** A plain Error with the same name and frames, safe to log, report or store. */
export function safeError(error: unknown): Error {
  const original = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'a value that is not an Error was thrown');
  const safe = new Error(safeMessage(original));
  safe.name = original.name;
  safe.stack = `${original.name}: ${safe.message}${framesOf(original)}`;
  return safe;
}

/** The text a log line gets: the safe message and the stack's frames. */
export function safeErrorText(error: unknown): string {
  return safeError(error).stack ?? safeError(error).message;
}
