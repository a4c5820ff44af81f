// User workflows: a person's copy of a published workflow. Starting one (the payment issue calls this at
// level-1 success; an admin, who counts as having paid, starts one directly; tests use it as a fixture),
// reading one for its owner, and moving its step only through the engine's step machine, whose effects (e-mails,
// documents, the outdated-form rebuild, the audit trail) are carried out in the same transaction.
import { inTransaction, type Database, type Queryable } from '../../db.server';
import {
  initialMachineSnapshot,
  sendUserWorkflowEvent,
  type UserWorkflowEvent,
} from '../../engine.server';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
import { statementByShape } from '../../../db/statements-by-shape';
import { carryOut, carryOutStart, type CarriedOut } from './carry-out.server';
import { effectContextFromEnv, type EffectContext } from './effect-context.server';
import { EFFECT_TARGET_COLUMNS } from './effect-target';
import { newerPublishedVersion, writeProfilePrefill } from './rebuild-workflow.server';
import { newWorkflowId } from './ids.server';
import { machineInput } from './machine-input.server';

export { newerPublishedVersion };

export interface StartUserWorkflowInput {
  publishedWorkflowId: string;
  ownerId: string;
  county?: string | null;
  /** the participating mode chosen in the guide; defaults to the published workflow's flag */
  collaborate?: boolean;
  /** ids are random; a caller may pass one (tests, imports) */
  id?: string;
}

/** Starts a user workflow from a published version: new id, owner, creation date, PET_* prefill, files copied. */
export async function startUserWorkflow(db: Database, input: StartUserWorkflowInput): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    const published = await tx
      .selectFrom('published_workflows')
      .select(['id', 'form_id', 'name', 'state', 'type', 'children_option', 'collaborate'])
      .where('id', '=', input.publishedWorkflowId)
      .executeTakeFirst();
    if (!published) throw new Error(`published workflow ${input.publishedWorkflowId} does not exist`);
    const id = input.id ?? newWorkflowId();
    const collaborate = input.collaborate ?? published.collaborate;
    const { snapshot, steps, emitted } = initialMachineSnapshot({ collaborate, paidLevel1: true, paidLevel2: false });
    await tx
      .insertInto('user_workflows')
      .values({
        id,
        published_workflow_id: published.id,
        form_id: published.form_id,
        owner_id: input.ownerId,
        name: published.name,
        state: published.state,
        type: published.type,
        county: input.county ?? null,
        children_option: published.children_option,
        collaborate,
        step: steps.step,
        respondent_step: steps.respondentStep,
        machine_snapshot: JSON.stringify(snapshot),
      })
      .execute();
    await writeProfilePrefill(tx, id, published.id, input.ownerId);
    await copyPublishedFiles(tx, published, id);
    // a form begun is a change: its first step schedules the 7-day reminder
    await carryOutStart(tx, id, emitted, effectContextFromEnv());
    return { id };
  });
}

/**
 * The published version's files (templates, images) copied under the user workflow, so later form edits never change
 * them. A version published through Publish has its own copy (published-workflows/{id}); versions seeded or
 * published before that read the form's files.
 */
async function copyPublishedFiles(tx: Queryable, published: { id: string; form_id: string }, userWorkflowId: string) {
  const storage = new PostgresFileStorage(tx);
  const own = fileKey('published-workflows', published.id);
  const prefix = (await storage.list(own)).length > 0 ? own : fileKey('forms', published.form_id);
  for (const info of await storage.list(prefix)) {
    const rest = info.key.slice(prefix.length + 1).split('/');
    const file = await storage.get(fileKey(...prefix.split('/'), ...rest));
    if (file) await storage.put(fileKey('user-workflows', userWorkflowId, ...rest), file.stream, { mediaType: info.mediaType });
  }
}

/**
 * A user workflow with its owner's e-mail. `forUpdate`: its row (not the owner's) is locked until the end of the
 * transaction `db` is, for a save that reads it under its lock once (the autosave's guard).
 */
export async function findUserWorkflow(db: Queryable, id: string, { forUpdate = false } = {}) {
  const { rows } = await (forUpdate ? userWorkflowLocked : userWorkflowById).execute(db, { id });
  return rows[0];
}

/** A user workflow with its owner's e-mail (findUserWorkflow), compiled once: it runs on every page of a form and every autosave. */
const userWorkflowQuery = (db: Queryable, id: string) =>
  db
    .selectFrom('user_workflows')
    .innerJoin('users', 'users.id', 'user_workflows.owner_id')
    .select([
      'user_workflows.id',
      'user_workflows.published_workflow_id',
      'user_workflows.form_id',
      'user_workflows.owner_id',
      'user_workflows.name',
      'user_workflows.state',
      'user_workflows.county',
      'user_workflows.collaborate',
      'user_workflows.step',
      'user_workflows.respondent_step',
      'user_workflows.machine_snapshot',
      'user_workflows.created_at',
      'users.email as owner_email',
    ])
    .where('user_workflows.id', '=', id);
const userWorkflowById = statementByShape((db: Queryable, v: { id: string }) => userWorkflowQuery(db, v.id));
const userWorkflowLocked = statementByShape((db: Queryable, v: { id: string }) => userWorkflowQuery(db, v.id).forUpdate('user_workflows'));

export type UserWorkflowRow = NonNullable<Awaited<ReturnType<typeof findUserWorkflow>>>;

export { machineInput };

export interface StepEventOptions {
  /** who sent the event, for the audit trail; null (the default) when the system did */
  actorId?: string | null;
  /** e-mail settings and link origin; the app's settings by default */
  context?: EffectContext;
}

/**
 * Sends a step event, persists the machine's new snapshot with its step numbers and carries out what the machine
 * emitted (carryOut), all in one transaction that locks the row (nothing else writes step or respondent_step).
 * An accepted event answers with what the route does next: a redirect, notices for a flash.
 */
export async function applyStepEvent(db: Database, userWorkflowId: string, event: UserWorkflowEvent, options: StepEventOptions = {}) {
  return inTransaction(db, async (tx) => {
    const row = await tx
      .selectFrom('user_workflows')
      .select([...EFFECT_TARGET_COLUMNS, 'collaborate', 'machine_snapshot'])
      .where('id', '=', userWorkflowId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const result = sendUserWorkflowEvent(row.machine_snapshot, machineInput(row), event);
    if (!result.accepted) return { ...result, carriedOut: undefined };
    await tx
      .updateTable('user_workflows')
      .set({ machine_snapshot: JSON.stringify(result.snapshot), step: result.steps.step, respondent_step: result.steps.respondentStep, modified_at: new Date() })
      .where('id', '=', userWorkflowId)
      .execute();
    const context = options.context ?? effectContextFromEnv();
    const carriedOut: CarriedOut = await carryOut(tx, row, { event, effects: result.emitted, steps: result.steps }, options.actorId ?? null, context);
    return { ...result, carriedOut };
  });
}

/**
 * 'Update' of an outdated form: the engine's UPDATE_OUTDATED_FORM resets the steps and the sharing and emits
 * the rebuild (carried out by carryOut): the answers are erased and the user workflow points at the newest
 * published version, with the profile prefill written again.
 */
export async function updateOutdatedUserWorkflow(db: Database, userWorkflowId: string, actorId: string, admin: boolean) {
  return inTransaction(db, async (tx) => {
    const row = await tx.selectFrom('user_workflows').select(['form_id', 'published_workflow_id']).where('id', '=', userWorkflowId).forUpdate().executeTakeFirstOrThrow();
    if (!(await newerPublishedVersion(tx, row))) return { updated: false as const };
    const result = await applyStepEvent(tx, userWorkflowId, { type: 'UPDATE_OUTDATED_FORM', confirmed: true, admin }, { actorId });
    if (!result.accepted) return { updated: false as const, refusal: result.refusal };
    return { updated: true as const };
  });
}

/** The owner's user workflows, newest first (home routing and the profile's documents). */
export async function listUserWorkflows(db: Queryable, ownerId: string) {
  return db
    .selectFrom('user_workflows')
    .select(['id', 'name', 'state', 'step', 'created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .execute();
}
