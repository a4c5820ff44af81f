// Reading a workflow from an imported JSON file: what `npx accord validate` reads, the definition as exported.
// The engine checks it properly on save; here only what the builder needs to show it.
import type { WorkflowDefinition } from '~/engine';

export type ImportedWorkflow = { ok: true; definition: WorkflowDefinition } | { ok: false; message: string };

export function readImportedWorkflow(text: string): ImportedWorkflow {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `This file is not JSON, so it cannot be imported: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, message: 'This file is not a workflow: it must hold one JSON object.' };
  const candidate = parsed as Partial<WorkflowDefinition>;
  if (!Array.isArray(candidate.elements) || candidate.elements.some((e) => !e || typeof e !== 'object' || typeof (e as { uid?: unknown }).uid !== 'string'))
    return { ok: false, message: 'This file is not a workflow: it needs a list of elements, each with a uid.' };
  if (candidate.elements[0]?.type !== 'page-break') return { ok: false, message: 'This file is not a workflow the builder can open: its first element must be a page-break.' };
  return { ok: true, definition: parsed as WorkflowDefinition };
}
