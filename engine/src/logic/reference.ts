// json-logic-js with Accord's custom operations: the reference interpreter the compiled closures must
// agree with (see compile-json-logic.property.test.ts), and what the benchmark compares against.
import jsonLogic from 'json-logic-js';
import { customOperations } from './operations.ts';

let registered = false;

/** json-logic-js, with the custom operations registered once. */
export function referenceJsonLogic(): typeof jsonLogic {
  if (!registered) {
    for (const [name, operation] of Object.entries(customOperations))
      jsonLogic.add_operation(name, operation as (...args: unknown[]) => unknown);
    registered = true;
  }
  return jsonLogic;
}

/** Applies a rule with json-logic-js, interpreting it on every call. */
export function applyReference(rule: unknown, data: unknown): unknown {
  return referenceJsonLogic().apply(rule as never, data);
}
