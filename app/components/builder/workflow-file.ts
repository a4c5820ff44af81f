// Reading a workflow from an imported JSON file: what `npx accord validate` reads, a bundle as exported (its
// definition) or a bare definition. The engine checks it properly on save; here only what the builder needs to show it.
// A refusal is named by its reason (`builder:importRefusals.*`), which the builder says in the author's language.
import type { TFunction } from 'i18next';
import type { WorkflowDefinition } from '~/engine';
import { definitionInFile } from '~/services/publishing/workflow-bundle';

export type ImportRefusal = 'notJson' | 'notObject' | 'noElements' | 'firstNotPageBreak' | 'bundleNotSaved' | 'bundleTooLarge' | 'serverBusy' | 'unreachable';

export type ImportedWorkflow =
  | { ok: true; definition: WorkflowDefinition }
  | { ok: false; refusal: ImportRefusal; problem?: string }
  // the import route's refusal, said by the server in the author's language
  | { ok: false; message: string };

/** Why an import was refused, in the words of `t` (the builder's). */
export function importRefusalText(t: TFunction<'builder'>, refused: Exclude<ImportedWorkflow, { ok: true }>): string {
  return 'refusal' in refused ? t(`importRefusals.${refused.refusal}`, { problem: refused.problem ?? '' }) : refused.message;
}

export function readImportedWorkflow(text: string): ImportedWorkflow {
  let parsed: unknown;
  try {
    parsed = definitionInFile(JSON.parse(text));
  } catch (error) {
    return { ok: false, refusal: 'notJson', problem: error instanceof Error ? error.message : String(error) };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, refusal: 'notObject' };
  const candidate = parsed as Partial<WorkflowDefinition>;
  if (!Array.isArray(candidate.elements) || candidate.elements.some((e) => !e || typeof e !== 'object' || typeof (e as { uid?: unknown }).uid !== 'string'))
    return { ok: false, refusal: 'noElements' };
  if (candidate.elements[0]?.type !== 'page-break') return { ok: false, refusal: 'firstNotPageBreak' };
  return { ok: true, definition: withFormulasOutOfLabels(parsed as WorkflowDefinition) };
}

/**
 * §3 holds a computed property's formula in its label. The engine keeps it in `formula` and shows the label as its
 * caption (ADR 013), so a file in the spec's shape, a computed property with a label and no formula, has its label
 * taken as the formula and its title as the caption.
 */
export function withFormulasOutOfLabels(definition: WorkflowDefinition): WorkflowDefinition {
  const specShaped = (e: WorkflowDefinition['elements'][number]) => e.type === 'computed-property' && typeof (e as { formula?: unknown }).formula !== 'string' && typeof e.label === 'string';
  if (!definition.elements.some(specShaped)) return definition;
  return {
    ...definition,
    elements: definition.elements.map((e) => (specShaped(e) ? ({ ...e, formula: e.label, label: e.title } as typeof e) : e)),
  };
}

/**
 * Sends a bundle with files to the form's import route (routes/manage-workflows.$id.import.ts), which stores its
 * files under this form and answers the definition to edit. A form never saved has nowhere to keep files yet.
 */
export async function importBundle(formId: string | null, file: File): Promise<ImportedWorkflow> {
  if (!formId) return { ok: false, refusal: 'bundleNotSaved' };
  const body = new FormData();
  body.set('bundle', file);
  try {
    const response = await fetch(`/manage-workflows/${formId}/import`, { method: 'POST', body, headers: { Accept: 'application/json' } });
    const answer = (await response.json().catch(() => null)) as { ok: true; definition: unknown } | { ok: false; message: string } | null;
    if (!answer || typeof answer !== 'object') return { ok: false, refusal: response.status === 413 ? 'bundleTooLarge' : 'serverBusy' };
    if (!answer.ok) return answer;
    return readImportedWorkflow(JSON.stringify(answer.definition));
  } catch {
    return { ok: false, refusal: 'unreachable' };
  }
}
