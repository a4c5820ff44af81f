// The answers as stored, one row per field, and the engine of the published version they answer: read by the save
// (answers.server.ts) and by the step effects (rounds, sharing, the rebuild), which must not depend on the save.
import type { Queryable } from '../../db.server';
import { statementByShape } from '../../../db/statements-by-shape';
import { publishedWorkflowEngine, type PublishedWorkflowEngine } from '../../engine.server';

export interface StoredAnswer {
  value: unknown;
  version: number;
  updatedAt: Date;
}

export async function loadAnswers(db: Queryable, userWorkflowId: string): Promise<Record<string, StoredAnswer>> {
  const { rows } = await answersOf.execute(db, { userWorkflowId });
  const answers: Record<string, StoredAnswer> = {};
  for (const row of rows) answers[row.field_uid] = { value: row.value, version: row.version, updatedAt: row.updated_at };
  return answers;
}

/** A user workflow's stored answers (loadAnswers), compiled once: every page of a form and every autosave reads them. */
const answersOf = statementByShape((db: Queryable, v: { userWorkflowId: string }) =>
  db.selectFrom('answers').select(['field_uid', 'value', 'version', 'updated_at']).where('user_workflow_id', '=', v.userWorkflowId),
);

export function rawAnswers(answers: Record<string, StoredAnswer>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [uid, answer] of Object.entries(answers)) raw[uid] = answer.value;
  return raw;
}

export async function engineForPublished(db: Queryable, publishedWorkflowId: string): Promise<PublishedWorkflowEngine> {
  return publishedWorkflowEngine(publishedWorkflowId, async () => {
    const row = await db.selectFrom('published_workflows').select('definition').where('id', '=', publishedWorkflowId).executeTakeFirstOrThrow();
    return row.definition;
  });
}
