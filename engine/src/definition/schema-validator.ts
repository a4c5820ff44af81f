// Validates a definition against workflowSchema with ajv and turns ajv's errors into plain problems.
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { workflowSchema } from './workflow-schema.ts';
import type { WorkflowProblem } from './problem.ts';

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!compiled) {
    // strictTypes off: the if/then branches constrain properties whose type the parent leaves open.
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    compiled = ajv.compile(workflowSchema);
  }
  return compiled;
}

function describe(error: ErrorObject): WorkflowProblem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer: error.instancePath, message: `Missing required property '${String(params.missingProperty)}'.` };
    case 'additionalProperties':
      return { pointer: error.instancePath, message: `Unknown property '${String(params.additionalProperty)}'.` };
    case 'unevaluatedProperties':
      return { pointer: error.instancePath, message: `Unknown property '${String(params.unevaluatedProperty)}'.` };
    case 'enum':
      return {
        pointer: error.instancePath,
        message: `Must be one of: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`,
      };
    case 'false schema':
      return { pointer: error.instancePath, message: 'This property is not allowed here.' };
    default:
      return { pointer: error.instancePath, message: `${(error.message ?? 'is invalid').replace(/^must/, 'Must')}.` };
  }
}

/** Schema problems, without ajv's bookkeeping errors (a failed if/then, anyOf summaries). */
export function schemaProblems(definition: unknown): WorkflowProblem[] {
  const validate = validator();
  if (validate(definition)) return [];
  const seen = new Set<string>();
  const problems: WorkflowProblem[] = [];
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'if' || error.keyword === 'allOf') continue;
    const problem = describe(error);
    const key = problem.pointer + '\u0000' + problem.message;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
