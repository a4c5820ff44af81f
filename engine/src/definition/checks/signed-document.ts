// A workflow with documents has exactly one that people sign at step 5 (ADR 027): marked in step 4, or, in a
// definition that marks none, named like 'stipulation' (workflow-builder.md §9's rule).
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { signedDocumentChoice, signedDocumentProblemText } from '../signed-document.ts';
import { isRecord } from './walk.ts';

export function checkSignedDocument(definition: Record<string, unknown>): WorkflowProblem[] {
  const documents = Array.isArray(definition.documents) ? definition.documents.filter(isRecord) : [];
  // a workflow without documents yet is a draft being built: it has nothing to sign, and nothing to refuse here
  if (documents.length === 0) return [];
  const said = signedDocumentProblemText(documents);
  if (!said) return [];
  const choice = signedDocumentChoice(documents);
  const at = 'indexes' in choice ? pointer('documents', choice.indexes[1]!, 'signedDocument') : pointer('documents');
  return [problem(at, said.code, said.values)];
}
