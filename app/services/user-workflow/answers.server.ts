// Saving answers: one row per (user workflow, field) with a version. A change based on an older version than
// the stored one is refused (the newer value is returned to show), changes to different fields never touch
// each other, and after every save the engine decides visibility and hidden answers are cleared, all in one
// transaction that holds the user workflow's row lock so evaluations of one workflow never interleave.
import { sql, type Transaction } from 'kysely';
import {
  answerOverLimit,
  emptyAnswer,
  evaluateAnswers,
  isAnswered,
  PETITIONER_STEPS,
  userWorkflowAnswersEditable,
  type Evaluation,
  type PublishedWorkflowEngine,
} from '../../engine.server';
import { engineForPublished, loadAnswers, rawAnswers, type StoredAnswer } from './stored-answers.server';
import { reminderMove, reminderMoveStatement } from './scheduled-emails.server';
import { coveringHashes, voidWhatOtherAnswersCover } from './covered-answers.server';
import { machineInput } from './machine-input.server';
import type { EffectContext } from './effect-context.server';
import { userWorkflowParticipants } from './participants.server';
import { petitionerWords, SPOUSE_WORDS } from './other-party-words';
import { isEmptyRaw, sameAnswer } from '../../answer-form/form-answers';
import type { Database, Queryable } from '../../db.server';
import type { DB } from '../../../db/schema';
import { parseFileKey, PostgresFileStorage, type FileKey } from '../../../lib/file-storage.server';
import { statementByShape } from '../../../db/statements-by-shape';


export { engineForPublished, loadAnswers, rawAnswers, type StoredAnswer };

export interface AnswerChange {
  uid: string;
  /** the version the person's page or tab last saw (0: never answered) */
  baseVersion: number;
  value: unknown;
  /** the file the value points to (an upload, a typed signature), stored only if the change is saved */
  file?: PendingFile;
}

/** A file under a key that names its content, so a new one never overwrites the one an answer points to. */
export interface PendingFile {
  key: FileKey;
  content: Uint8Array;
  mediaType: string;
}

export interface AnswerConflict {
  uid: string;
  /** what the person tried to save, kept so that none of their words is lost */
  attempted: unknown;
  current: unknown;
  currentVersion: number;
}

export interface SaveOutcome {
  saved: { uid: string; version: number }[];
  conflicts: AnswerConflict[];
  /** field uid -> why the change was not written (larger than its type allows); the stored answer stays */
  refused: Record<string, string>;
  cleared: { uid: string; version: number }[];
  versions: Record<string, number>;
  /** the values written (saved and cleared), by field uid */
  values: Record<string, unknown>;
  evaluation: Evaluation;
  /** the change voided the spouse's agreement or a signature given on the answers before it (covered-answers.server.ts) */
  voided: boolean;
}

export const STALE_ANSWER_MESSAGE =
  'This answer was changed in another tab or by another person while you were editing. The newer answer is shown; your text is kept below so you can use it again.';

export class UserWorkflowNotFoundError extends Error {}

/** While the spouse holds the form (step 3 from the invite or Finish Replying until they send it back or agree). */
export const ANSWERS_READ_ONLY_WHILE_SPOUSE_REVIEWS = SPOUSE_WORDS.readOnlyRefusal;

/**
 * A save the step machine does not allow: the petitioner has moved past the questionnaire (issue 14, item 18), or
 * is on step 3 while the spouse holds the form (issue 29, item 3).
 */
export class AnswersClosedError extends Error {
  /** `otherParty`: who holds the form on step 3, as the workflow type names them (ADR 028) */
  constructor(readonly step: number, otherParty = 'spouse') {
    const title = PETITIONER_STEPS.find((s) => s.step === step)?.title;
    super(
      step === 3
        ? petitionerWords(otherParty).readOnlyRefusal
        : `Your answers can no longer be changed here: you have moved on to step ${step}${title ? ` (${title})` : ''}. This change was not saved.`,
    );
  }
}

function storageRefOf(value: unknown): string | undefined {
  const ref = (value as { storageRef?: unknown } | null | undefined)?.storageRef;
  return typeof ref === 'string' ? ref : undefined;
}

/**
 * What the caller's route guard has already loaded about the user workflow (its owner's e-mail, and the engine of its
 * published version when the caller built it): the save uses it instead of reading it again, as long as the row
 * locked for the save still points to the same published version (a rebuild to a newer version may have moved it).
 */
export interface LoadedForSave {
  publishedWorkflowId: string;
  ownerEmail: string;
  engine?: PublishedWorkflowEngine;
  /**
   * The user workflow's row as the caller read it FOR UPDATE in the transaction it passes as `db` (the autosave's
   * guard, permissions.server.ts): the save takes no lock and reads no row of its own, and runs in that transaction.
   */
  locked?: LockedUserWorkflow;
}

/** What the save reads from the user workflow's row under its lock. */
export interface LockedUserWorkflow {
  published_workflow_id: string;
  collaborate: boolean;
  machine_snapshot: unknown;
  owner_id: string;
}

/** Applies the changes that are based on the current version, then clears what the engine hides. */
export async function saveAnswers(
  db: Database,
  input: { userWorkflowId: string; userId: string; changes: AnswerChange[]; loaded?: LoadedForSave; context?: EffectContext },
): Promise<SaveOutcome> {
  const locked = input.loaded?.locked;
  if (locked) {
    // one statement fewer per autosave: the guard's read of the row was the lock (a transaction of the caller's)
    if (!db.isTransaction) throw new Error('a save given a locked user workflow runs in the transaction that locked it');
    return saveUnderLock(db as Transaction<DB>, input, locked);
  }
  return db.transaction().execute(async (tx) => {
    const workflow = await tx
      .selectFrom('user_workflows')
      .select(['published_workflow_id', 'collaborate', 'machine_snapshot', 'owner_id'])
      .where('id', '=', input.userWorkflowId)
      .forUpdate()
      .executeTakeFirst();
    if (!workflow) throw new UserWorkflowNotFoundError(`user workflow ${input.userWorkflowId} does not exist`);
    return saveUnderLock(tx, input, workflow);
  });
}

type SaveInput = Parameters<typeof saveAnswers>[1];

/** The save itself, in the transaction that holds the user workflow's row lock (`workflow` read under it). */
interface AnswerRow {
  user_workflow_id: string;
  field_uid: string;
  value: string;
  answered: boolean;
  version: number;
  updated_by: string;
  updated_at: Date;
}

/**
 * A save's one statement (saveUnderLock says what it does), compiled once per number of answers it writes: building
 * and compiling it was 6% of the app's CPU in the autosave phase of `bench:questionnaire`.
 */
export const saveStatement = statementByShape((db: Queryable, v: { userWorkflowId: string; reminderDay: string; rows: AnswerRow[]; modifiedAt: Date }) =>
  db
    .with('moved_reminder', (qb) => reminderMoveStatement(qb, v.userWorkflowId, v.reminderDay))
    .with('covering', (qb) => coveringHashes(qb, v.userWorkflowId))
    .with('written', (qb) =>
      qb
        .insertInto('answers')
        .values(v.rows)
        .onConflict((oc) =>
          oc.columns(['user_workflow_id', 'field_uid']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            answered: eb.ref('excluded.answered'),
            version: eb.ref('excluded.version'),
            updated_by: eb.ref('excluded.updated_by'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning('field_uid'),
    )
    .updateTable('user_workflows')
    .set({ modified_at: v.modifiedAt })
    .where('id', '=', v.userWorkflowId)
    .returning([
      sql<string[] | null>`(select array_agg(id::text) from moved_reminder)`.as('moved_reminder'),
      sql<(string | null)[] | null>`(select array_agg(sha256) from covering)`.as('covering'),
    ]),
);

async function saveUnderLock(tx: Transaction<DB>, input: SaveInput, workflow: LockedUserWorkflow): Promise<SaveOutcome> {
  const loaded = input.loaded?.publishedWorkflowId === workflow.published_workflow_id ? input.loaded : undefined;
  const ownerEmail = loaded ? loaded.ownerEmail : (await tx.selectFrom('users').select('email').where('id', '=', workflow.owner_id).executeTakeFirst())?.email;
  const context = { collaborate: workflow.collaborate, ...(ownerEmail ? { ownerEmail } : {}) };
  // asked under the row lock, so a step change cannot slip between this check and the write
  const { editable, steps } = userWorkflowAnswersEditable(workflow.machine_snapshot, machineInput(workflow));
  const engine = loaded?.engine ?? (await engineForPublished(tx, workflow.published_workflow_id));
  const stored = await loadAnswers(tx, input.userWorkflowId);
  const raw = rawAnswers(stored);
  const outcome: Omit<SaveOutcome, 'evaluation' | 'versions' | 'values' | 'voided'> = { saved: [], conflicts: [], refused: {}, cleared: [] };
  const writes: { uid: string; value: unknown; version: number }[] = [];
  const storage = new PostgresFileStorage(tx);
  const ownFiles = `user-workflows/${input.userWorkflowId}/`;

  for (const change of input.changes) {
    const element = engine.elementsByUid.get(change.uid);
    if (!element) continue;
    const current = stored[change.uid];
    const currentVersion = current?.version ?? 0;
    if (sameAnswer(current?.value, change.value)) continue;
    if (!editable) throw new AnswersClosedError(steps.step, steps.step === 3 ? (await userWorkflowParticipants(tx, input.userWorkflowId)).otherParty : undefined);
    // every way in (a page, an autosave, an accepted proposal, a form-data upload) meets the same limits here
    const overLimit = answerOverLimit(element, change.value);
    if (overLimit) {
      outcome.refused[change.uid] = overLimit.message;
      continue;
    }
    if (change.baseVersion !== currentVersion) {
      outcome.conflicts.push({ uid: change.uid, attempted: change.value, current: current?.value ?? null, currentVersion });
      continue;
    }
    // the file is stored in the same transaction as the answer that points to it, and the one it replaces removed
    if (change.file) await storage.put(change.file.key, change.file.content, { mediaType: change.file.mediaType });
    const replacedRef = storageRefOf(current?.value);
    const replacedKey = replacedRef?.startsWith(ownFiles) && replacedRef !== storageRefOf(change.value) ? parseFileKey(replacedRef) : undefined;
    if (replacedKey) await storage.delete(replacedKey);
    writes.push({ uid: change.uid, value: change.value, version: currentVersion + 1 });
    raw[change.uid] = change.value;
  }

  const evaluation = evaluateAnswers(engine, raw, context);
  const written = new Map(writes.map((w) => [w.uid, w]));
  for (const uid of evaluation.answersToClear) {
    const element = engine.elementsByUid.get(uid)!;
    const empty = emptyAnswer(element);
    const base = written.get(uid)?.version ?? stored[uid]?.version ?? 0;
    written.set(uid, { uid, value: empty, version: base + 1 });
    raw[uid] = empty;
    outcome.cleared.push({ uid, version: base + 1 });
  }

  let voided = false;
  const rows: AnswerRow[] = [...written.values()].map((w) => {
    const element = engine.elementsByUid.get(w.uid)!;
    return {
      user_workflow_id: input.userWorkflowId,
      field_uid: w.uid,
      value: JSON.stringify(w.value ?? null),
      answered: !isEmptyRaw(w.value) && isAnswered(element, w.value),
      version: w.version,
      updated_by: input.userId,
      updated_at: new Date(),
    };
  });
  if (rows.length) {
    // an answer saved is a change: the form's 7-day reminder moves (the machine schedules and cancels it). The
    // answers, the workflow's modification time and the reminder's day are written in one statement (the move was
    // a round trip of its own on every autosave); the reminder's job moves only when its day did. The same
    // statement reads what a standing agreement or signature covers (covered-answers.server.ts): it runs after
    // the row lock, so an agreement given before the lock was taken is seen.
    // the e-mails a save causes (the reminder's new day, the voided agreement's) link where the caller's do
    const reminder = reminderMove(input.userWorkflowId, input.context ? { context: input.context } : {});
    const [updated] = (await saveStatement.execute(tx, { userWorkflowId: input.userWorkflowId, reminderDay: reminder.day, rows, modifiedAt: new Date() })).rows;
    // the row is locked by this transaction: it is there
    if (!updated) throw new Error(`user workflow ${input.userWorkflowId} vanished under its lock`);
    await reminder.moveJobs(tx, updated.moved_reminder ?? []);
    voided = await voidWhatOtherAnswersCover(tx, {
      userWorkflowId: input.userWorkflowId,
      actorId: input.userId,
      covering: updated.covering ?? [],
      answers: raw,
      publishedWorkflowId: workflow.published_workflow_id,
      ...(input.context ? { context: input.context } : {}),
    });
  }
  for (const w of writes) if (!outcome.cleared.some((c) => c.uid === w.uid)) outcome.saved.push({ uid: w.uid, version: w.version });

  const versions: Record<string, number> = {};
  for (const [uid, answer] of Object.entries(stored)) versions[uid] = answer.version;
  for (const w of written.values()) versions[w.uid] = w.version;
  // A cleared answer is evaluated as cleared, so that the result the page shows matches what is stored. The engine
  // already evaluates a hidden element as unanswered, so unless the logic reads in a circle the stored answers
  // evaluate the same with nothing left to clear (engine/src/evaluation/evaluate.property.test.ts): no second
  // evaluation then.
  const settled = !engine.compiled.cyclic;
  const finalEvaluation = !outcome.cleared.length ? evaluation : settled ? { ...evaluation, answersToClear: [] } : evaluateAnswers(engine, raw, context);
  const values = Object.fromEntries([...written.values()].map((w) => [w.uid, w.value]));
  return { ...outcome, versions, values, evaluation: finalEvaluation, voided };
}
