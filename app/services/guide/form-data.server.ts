// Download and upload of a user workflow's form data as JSON (admins, and everyone outside production):
// answers keyed by field uid. An upload is matched to fields by uid and saved like any other change.
import type { UserWorkflowRow } from '../user-workflow/user-workflows.server';
import { getDb, type Database } from '../../db.server';
import { elementTypeInfo, hasAnswerInput, type FormElement } from '../../engine.server';
import { sameAnswer, untouchedValue } from '../../answer-form/form-answers';
import { AnswersClosedError, engineForPublished, loadAnswers, saveAnswers, type AnswerChange } from '../user-workflow/answers.server';
import type { EffectContext } from '../user-workflow/effect-context.server';
import { isTooLarge } from '../upload-handler.server';
import { parseFileKey } from '../../../lib/file-storage.server';
import { readDrawnSignature } from '../signing/drawn-signature.server';
import { holdsMaskedNumber, isMaskedSocialSecurityNumber, isSocialSecurityNumber, withNumbersMasked, withStoredNumbers } from '../user-workflow/personal-data';

/** The form data as a file: Social Security numbers masked (personal-data.ts), every other answer as stored. */
export async function exportFormData(workflow: UserWorkflowRow, db: Database = getDb()) {
  const answers = await loadAnswers(db, workflow.id);
  const engine = await engineForPublished(db, workflow.published_workflow_id);
  const fields: Record<string, unknown> = {};
  for (const [uid, a] of Object.entries(withNumbersMasked(answers, engine.elementsByUid))) fields[uid] = a.value;
  return { userWorkflowId: workflow.id, publishedWorkflowId: workflow.published_workflow_id, name: workflow.name, exportedAt: new Date().toISOString(), fields };
}

export const FORM_DATA_MESSAGES = {
  missing: 'Choose a JSON file of form data to upload.',
  tooLarge: 'This file is larger than 10 MB. Please choose a smaller file.',
  notJsonType: 'The form data must be a JSON file (application/json or text/json).',
  malformed: 'The file is not valid JSON. Choose a file downloaded with "Download form data".',
  noFields: 'The file has no fields object keyed by field uid. Choose a file downloaded with "Download form data".',
} as const;

/**
 * One uploaded answer as the element's answer type (so a hand-edited file cannot store a shape the page or the
 * engine cannot read); undefined to skip it: answerless elements, and files or signatures stored elsewhere.
 */
export function importedValue(element: FormElement, value: unknown, userWorkflowId: string): { value: unknown } | undefined {
  if (!hasAnswerInput(element)) return undefined;
  // a downloaded file holds the number masked: the stored number stays
  if (isSocialSecurityNumber(element) && isMaskedSocialSecurityNumber(value)) return undefined;
  const input = elementTypeInfo(element.type)?.answerInput;
  if (input === 'upload' || input === 'signature') {
    if (value === null) return { value: null };
    const ref = (value as { storageRef?: unknown } | undefined)?.storageRef;
    // a key of this user workflow's own files, and one `fileKey` could have built (no '..' climbing out of it)
    const own = typeof ref === 'string' && ref.startsWith(`user-workflows/${userWorkflowId}/`) && parseFileKey(ref) !== undefined;
    const image = (value as { image?: unknown } | undefined)?.image;
    // a drawing is kept only when it is a real image the documents can print
    const drawn = element.type === 'signature-pad' && typeof image === 'string' && 'png' in readDrawnSignature(image);
    return typeof value === 'object' && (own || drawn) ? { value } : undefined;
  }
  return { value: untouchedValue(element, value) };
}

export async function importFormData(
  userId: string,
  workflow: UserWorkflowRow,
  file: FormDataEntryValue | null,
  db: Database = getDb(),
  context?: EffectContext,
): Promise<{ saved: number; refused: Record<string, string> } | { error: string }> {
  if (!(file instanceof File) || (file.size === 0 && !isTooLarge(file))) return { error: FORM_DATA_MESSAGES.missing };
  if (isTooLarge(file)) return { error: FORM_DATA_MESSAGES.tooLarge };
  if (!['application/json', 'text/json', ''].includes(file.type) && !file.name.endsWith('.json')) return { error: FORM_DATA_MESSAGES.notJsonType };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return { error: FORM_DATA_MESSAGES.malformed };
  }
  const fields = typeof parsed === 'object' && parsed !== null && 'fields' in parsed ? (parsed as { fields: unknown }).fields : parsed;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return { error: FORM_DATA_MESSAGES.noFields };
  const engine = await engineForPublished(db, workflow.published_workflow_id);
  const current = await loadAnswers(db, workflow.id);
  const changes: AnswerChange[] = [];
  for (const [uid, value] of Object.entries(fields as Record<string, unknown>)) {
    const element = engine.elementsByUid.get(uid);
    // a dialog window's number comes masked in a downloaded file: the stored one stays in its place
    const kept = element && holdsMaskedNumber(element, value) ? withStoredNumbers(element, value, current[uid]?.value) : value;
    const imported = element ? importedValue(element, kept, workflow.id) : undefined;
    // an answer the page would show the same (a birth date in another spelling) is no change
    if (!element || !imported || sameAnswer(imported.value, untouchedValue(element, current[uid]?.value ?? null))) continue;
    changes.push({ uid, baseVersion: current[uid]?.version ?? 0, value: imported.value });
  }
  try {
    const outcome = await saveAnswers(db, { userWorkflowId: workflow.id, userId, changes, ...(context ? { context } : {}) });
    return { saved: outcome.saved.length, refused: outcome.refused };
  } catch (error) {
    if (error instanceof AnswersClosedError) return { error: error.message };
    throw error;
  }
}
