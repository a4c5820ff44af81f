// Everything wrong with a definition in one list, for the builder, publishing and `accord validate`: the
// validation problems (schema and builder rules, always errors) and the logic checks' findings, without saying
// the same thing twice at one pointer.
import type { WorkflowProblem } from '../definition/problem.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { checkWorkflow } from './check-workflow.ts';
import type { CheckOptions } from './check-workflow.ts';
import type { Finding } from './finding.ts';

/** A validation problem has no code of the checks: it is an error that names its own rule. */
export type WorkflowIssue = WorkflowProblem & { severity: 'error' | 'warning'; code?: Finding['code'] };

/** Adds the logic findings to validation problems, dropping a finding where a problem already points. */
export function mergeFindings(problems: WorkflowProblem[], findings: Finding[]): WorkflowIssue[] {
  const pointed = new Set(problems.map((p) => p.pointer));
  return [...problems.map((p) => ({ ...p, severity: 'error' as const })), ...findings.filter((f) => !pointed.has(f.pointer))];
}

/** The findings of checkWorkflow for a definition that may not even be valid. */
export function logicFindings(definition: unknown, options?: CheckOptions): Finding[] {
  return checkWorkflow(definition as WorkflowDefinition, options).findings;
}

/** Whether a definition may be published: no validation problem and no error among the findings. */
export function blocksPublishing(issues: readonly { severity: 'error' | 'warning' }[]): boolean {
  return issues.some((i) => i.severity === 'error');
}
