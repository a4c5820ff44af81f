// Download and upload of a user workflow's form data as JSON (admins, and everyone outside production):
// answers keyed by field uid. An upload is matched to fields by uid and saved like any other change.
import type { UserWorkflowRow } from './user-workflows.server';
import { getDb } from '../../db.server';
import { engineForPublished, loadAnswers, saveAnswers } from './answers.server';

export async function exportFormData(workflow: UserWorkflowRow) {
  const answers = await loadAnswers(getDb(), workflow.id);
  const fields: Record<string, unknown> = {};
  for (const [uid, a] of Object.entries(answers)) fields[uid] = a.value;
  return { userWorkflowId: workflow.id, publishedWorkflowId: workflow.published_workflow_id, name: workflow.name, exportedAt: new Date().toISOString(), fields };
}

export async function importFormData(userId: string, workflow: UserWorkflowRow, file: FormDataEntryValue | null): Promise<{ saved: number } | { error: string }> {
  if (!(file instanceof File) || file.size === 0) return { error: 'Choose a JSON file of form data to upload.' };
  if (!['application/json', 'text/json', ''].includes(file.type) && !file.name.endsWith('.json')) return { error: 'The form data must be a JSON file (application/json or text/json).' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return { error: 'The file is not valid JSON.' };
  }
  const fields = typeof parsed === 'object' && parsed !== null && 'fields' in parsed ? (parsed as { fields: unknown }).fields : parsed;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return { error: 'The file has no fields object keyed by field uid.' };
  const db = getDb();
  const engine = await engineForPublished(db, workflow.published_workflow_id);
  const current = await loadAnswers(db, workflow.id);
  const changes = Object.entries(fields as Record<string, unknown>)
    .filter(([uid]) => engine.elementsByUid.has(uid))
    .map(([uid, value]) => ({ uid, baseVersion: current[uid]?.version ?? 0, value }));
  const outcome = await saveAnswers(db, { userWorkflowId: workflow.id, userId, changes });
  return { saved: outcome.saved.length };
}
