// The SHA-256 of the answers a spouse agreed to when signing, stored with the signature as evidence
// (signatures.answers_sha256). Anyone holding the same answers can compute it again, so its form is fixed:
//
//   canonical JSON of { "answers": { <field uid>: <stored value>, ... }, "publishedWorkflowId": <id> }
//
// - every answer row of the user workflow, by field uid, with its value exactly as stored (answers.value);
// - object keys sorted by UTF-16 code unit order (JavaScript's default sort), at every depth;
// - arrays keep their order; no whitespace; strings and numbers as JSON.stringify writes them;
// - the UTF-8 bytes of that text are hashed; the hash is written as 64 lowercase hex digits.
//
// The published workflow's id names the questions the answers belong to (its versions never change).
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client';

/** JSON with object keys sorted at every depth, no whitespace: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The canonical text of a user workflow's answers (see the top of this file). */
export async function canonicalAnswers(db: Queryable, userWorkflowId: string): Promise<string> {
  const workflow = await db.selectFrom('user_workflows').select('published_workflow_id').where('id', '=', userWorkflowId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('answers').select(['field_uid', 'value']).where('user_workflow_id', '=', userWorkflowId).execute();
  return canonicalAnswersOf(Object.fromEntries(rows.map((r) => [r.field_uid, r.value])), workflow.published_workflow_id);
}

/**
 * The same text from answers already in hand, by field uid, each as read from answers.value (or the value written
 * there: it goes through JSON as the column does, so what the column would give back is hashed).
 */
export function canonicalAnswersOf(answers: Record<string, unknown>, publishedWorkflowId: string): string {
  const asStored = Object.fromEntries(Object.entries(answers).map(([uid, value]) => [uid, JSON.parse(JSON.stringify(value ?? null)) as unknown]));
  return canonicalJson({ answers: asStored, publishedWorkflowId });
}

export async function canonicalAnswersSha256(db: Queryable, userWorkflowId: string): Promise<string> {
  return sha256Hex(await canonicalAnswers(db, userWorkflowId));
}
