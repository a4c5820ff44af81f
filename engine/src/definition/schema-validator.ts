// Validates a definition against workflowSchema with ajv and turns ajv's errors into plain problems.
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { workflowSchema } from './workflow-schema.ts';
import { problem, type WorkflowProblem } from './problem.ts';

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!compiled) {
    // strictTypes off: the if/then branches constrain properties whose type the parent leaves open.
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    compiled = ajv.compile(workflowSchema);
  }
  return compiled;
}

/** ajv's own English for a keyword the texts say by code, checked against what ajv wrote (else said as ajv wrote it). */
function known(error: ErrorObject): WorkflowProblem | undefined {
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'type':
      return problem(at, 'schema-type', { type: String(params.type) });
    case 'minLength':
      return problem(at, 'schema-min-length', { limit: Number(params.limit) });
    case 'maxLength':
      return problem(at, 'schema-max-length', { limit: Number(params.limit) });
    case 'minItems':
      return problem(at, 'schema-min-items', { limit: Number(params.limit) });
    case 'maxItems':
      return problem(at, 'schema-max-items', { limit: Number(params.limit) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return problem(at, 'schema-limit', { comparison: String(params.comparison), limit: Number(params.limit) });
    case 'pattern':
      return problem(at, 'schema-pattern', { pattern: String(params.pattern) });
    default:
      return undefined;
  }
}

function describe(error: ErrorObject): WorkflowProblem {
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return problem(at, 'schema-required', { name: String(params.missingProperty) });
    case 'additionalProperties':
      return problem(at, 'schema-unknown-property', { name: String(params.additionalProperty) });
    case 'unevaluatedProperties':
      return problem(at, 'schema-unknown-property', { name: String(params.unevaluatedProperty) });
    case 'enum':
      return problem(at, 'schema-one-of', { values: (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ') });
    case 'false schema':
      return problem(at, 'schema-not-allowed');
    default: {
      const english = `${(error.message ?? 'is invalid').replace(/^must/, 'Must')}.`;
      const said = known(error);
      return said?.message === english ? said : problem(at, 'schema-other', { problem: english.slice(0, -1) });
    }
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
