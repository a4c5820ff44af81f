// The one assembly of the engine's render for a workflow's documents: the answers read through the workflow's
// logic, the documents to draw, signatures and file naming, the fonts, and the caller's stored files. The worker
// renders a user workflow's documents with it (user-workflow-documents.server.ts), the builder its live preview
// (app/services/builder/documents-preview.server.ts); only where the files come from and the answers differ.
import { planWorkflowRender, renderDocuments, type RenderInput, type RenderResult, type WorkflowDefinition } from '@accord/engine';
import { nodeFontLoader } from '@accord/engine/node';

const fonts = nodeFontLoader();

/** The workflow's display logic could not be applied to the answers (a broken condition in a draft). */
export class WorkflowLogicError extends Error {
  override name = 'WorkflowLogicError';
}

export interface WorkflowRender {
  definition: WorkflowDefinition;
  /** answers by element uid, as saved: the workflow's logic drops the hidden ones */
  answers: Record<string, unknown>;
  collaborate?: boolean;
  /** only these documents (by uid); otherwise every document whose display logic holds */
  onlyDocuments?: string[];
  /** the builder's preview: the documents asked for are drawn whatever their display logic, and this rule whatever its condition */
  preview?: { ruleUid?: string };
  signatures?: RenderInput['signatures'];
  naming?: RenderInput['naming'];
  now?: Date;
  loadAsset: RenderInput['loadAsset'];
}

export async function renderWorkflow(request: WorkflowRender): Promise<RenderResult> {
  let plan;
  try {
    plan = planWorkflowRender(request.definition, request.answers, request.collaborate === undefined ? {} : { collaborate: request.collaborate });
  } catch (error) {
    throw new WorkflowLogicError((error as Error).message, { cause: error });
  }
  const { preview } = request;
  return renderDocuments({
    documents: request.definition.documents ?? [],
    answers: plan.answers,
    fields: plan.fields,
    decisions: preview
      ? {
          includesDocument: () => true,
          appliesRule: (document, rule) => rule.uid === preview.ruleUid || plan.decisions.appliesRule(document, rule),
          showsBlock: plan.decisions.showsBlock,
        }
      : plan.decisions,
    signatures: request.signatures,
    onlyDocuments: request.onlyDocuments,
    naming: request.naming,
    now: request.now,
    loadFont: fonts,
    loadAsset: request.loadAsset,
  });
}
