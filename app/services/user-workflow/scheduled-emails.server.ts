// The scheduled e-mails of end-user-journey.md §9, through the e-mail module's scheduling (sendEmail with a send
// day: a row with status 'scheduled' and a send_email job that runs at the start of that day):
// - 'completion-follow-up', 30 days after the form was completed (both signed, or the unilateral petitioner), to
//   each spouse; cancelled when the form is no longer completed (a restart, an outdated-form update);
// - 'incomplete-reminder', 7 days after the last change of a form not yet completed, to its owner; every change
//   moves it (one scheduled reminder per form), completing the form cancels it.
// When each is scheduled or cancelled is the step machine's decision (its 'email.schedule' and 'email.cancel'
// effects, carried out in carry-out.server.ts); an answer saved only moves the reminder (moveReminder).
// Cancelling removes the job and the row that was never sent: nothing of it remains to arrive out of date.
import { sql, type QueryCreator } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Queryable } from '../../db.server';
import { SEND_EMAIL_TASK, sendEmail } from '../email.server';
import { effectContextFromEnv, type EffectContext } from './effect-context.server';
import { readSpouses } from '../../../lib/documents/spouses.server';
import { calendarDayOf, startOfCalendarDay } from '../../utils/calendar-day';
import { userWorkflowParticipants } from './participants.server';
import type { FollowUpEmailKind } from '../../../templates/emails/follow-up';

export const COMPLETION_FOLLOW_UP_DAYS = 30;
export const INCOMPLETE_REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ScheduleOptions {
  now?: Date;
  context?: EffectContext;
}

async function scheduled(tx: Queryable, userWorkflowId: string, template: FollowUpEmailKind) {
  return tx.selectFrom('emails').select(['id', 'send_on']).where('user_workflow_id', '=', userWorkflowId).where('template', '=', template).where('status', '=', 'scheduled').execute();
}

/** Cancels the e-mails of this kind not yet sent for the form: their jobs are removed, then their rows. */
export async function cancelScheduledEmails(tx: Queryable, userWorkflowId: string, template: FollowUpEmailKind): Promise<number> {
  const rows = await scheduled(tx, userWorkflowId, template);
  for (const row of rows) await sql`select graphile_worker.remove_job(${`email:${row.id}`})`.execute(tx);
  if (rows.length) await tx.deleteFrom('emails').where('id', 'in', rows.map((r) => r.id)).execute();
  return rows.length;
}

async function target(tx: Queryable, userWorkflowId: string) {
  return tx.selectFrom('user_workflows').select(['id', 'name', 'owner_id', 'published_workflow_id', 'collaborate']).where('id', '=', userWorkflowId).executeTakeFirstOrThrow();
}

async function schedule(tx: Queryable, userWorkflowId: string, kind: FollowUpEmailKind, to: { name: string; email: string; page: string }, workflowName: string, when: { sendOn: Date; now: Date }, context: EffectContext) {
  // a type one person completes alone is worded without divorce (ADR 028)
  const { onePerson } = await userWorkflowParticipants(tx, userWorkflowId);
  const data = { workflowName, url: `${context.origin}${to.page}`, ...(onePerson ? { onePerson } : {}) };
  await sendEmail(tx, { to: { name: to.name, email: to.email }, template: kind, data, userWorkflowId, sendOn: when.sendOn }, { ...context.email, now: when.now });
}

/** Schedules the e-mail of this kind from `now`, replacing one scheduled before (the machine's 'email.schedule'). */
export function scheduleEmail(tx: Queryable, userWorkflowId: string, kind: FollowUpEmailKind, options: ScheduleOptions = {}): Promise<void> {
  return kind === 'completion-follow-up' ? scheduleCompletionFollowUp(tx, userWorkflowId, options) : scheduleReminder(tx, userWorkflowId, options);
}

/** The 30-day completion e-mail to each spouse, replacing one scheduled before. */
async function scheduleCompletionFollowUp(tx: Queryable, userWorkflowId: string, options: ScheduleOptions): Promise<void> {
  const context = options.context ?? effectContextFromEnv();
  const now = options.now ?? new Date();
  const workflow = await target(tx, userWorkflowId);
  await cancelScheduledEmails(tx, userWorkflowId, 'completion-follow-up');
  const spouses = await readSpouses(tx, workflow);
  const shared = await tx.selectFrom('sharing_entries').select(['email', 'name']).where('user_workflow_id', '=', userWorkflowId).orderBy('id').limit(1).executeTakeFirst();
  const sendOn = new Date(now.getTime() + COMPLETION_FOLLOW_UP_DAYS * DAY_MS);
  if (spouses.petitioner.email) await schedule(tx, userWorkflowId, 'completion-follow-up', { name: spouses.petitioner.name, email: spouses.petitioner.email, page: `/legal-form-guide/divorce-forms/${userWorkflowId}` }, workflow.name, { sendOn, now }, context);
  if (workflow.collaborate && shared) await schedule(tx, userWorkflowId, 'completion-follow-up', { name: shared.name.trim() || spouses.respondent.name, email: shared.email, page: `/respondent-guide/${userWorkflowId}` }, workflow.name, { sendOn, now }, context);
}

/** The reminder's send day for a change at `now`: 7 days later, as a calendar day of the app's time zone. */
function reminderDay(options: ScheduleOptions): { day: string; sendOn: Date; now: Date; context: EffectContext } {
  const context = options.context ?? effectContextFromEnv();
  const now = options.now ?? new Date();
  const sendOn = new Date(now.getTime() + INCOMPLETE_REMINDER_DAYS * DAY_MS);
  return { day: calendarDayOf(sendOn, context.email.timeZone), sendOn, now, context };
}

/** Moves these reminder rows' jobs (the same key) to the start of `day`. */
async function moveReminderJobs(tx: Queryable, emailIds: string[], day: string, context: EffectContext) {
  for (const id of emailIds)
    await sql`select graphile_worker.add_job(${SEND_EMAIL_TASK}, json_build_object('emailId', ${id}::text), run_at => ${startOfCalendarDay(day, context.email.timeZone).toISOString()}::timestamptz, job_key => ${`email:${id}`})`.execute(tx);
}

/** The 7-day reminder of a form not completed, to its owner: the one scheduled moves to the new day, else one is scheduled. */
async function scheduleReminder(tx: Queryable, userWorkflowId: string, options: ScheduleOptions): Promise<void> {
  const { day, sendOn, now, context } = reminderDay(options);
  const [existing, ...extra] = await scheduled(tx, userWorkflowId, 'incomplete-reminder');
  if (existing && extra.length === 0) {
    if (existing.send_on === day) return;
    // the same reminder, moved: its row takes the new day and its job (same key) the new time
    await tx.updateTable('emails').set({ send_on: day }).where('id', '=', existing.id).execute();
    await moveReminderJobs(tx, [existing.id], day, context);
    return;
  }
  await cancelScheduledEmails(tx, userWorkflowId, 'incomplete-reminder');
  const workflow = await target(tx, userWorkflowId);
  const owner = await tx.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', workflow.owner_id).executeTakeFirstOrThrow();
  const name = `${owner.first_name} ${owner.last_name}`.trim() || owner.email;
  await schedule(tx, userWorkflowId, 'incomplete-reminder', { name, email: owner.email, page: `/legal-form-guide/divorce-forms/${userWorkflowId}` }, workflow.name, { sendOn, now }, context);
}

/**
 * An answer saved is a change: the form's scheduled reminder, if it has one, moves to 7 days from now. It neither
 * schedules nor cancels (the machine does, on step changes). `statement` is the move as a data-modifying statement
 * returning the ids of the rows it moved, so that the answers' save can run it inside its own write (one round trip
 * fewer per autosave); `moveJobs` then moves the jobs of the rows it returned (none when the day was right already).
 */
export function reminderMove(userWorkflowId: string, options: ScheduleOptions = {}) {
  const { day, context } = reminderDay(options);
  return {
    day,
    statement: (tx: QueryCreator<DB>) => reminderMoveStatement(tx, userWorkflowId, day),
    moveJobs: (tx: Queryable, movedIds: readonly string[]) => moveReminderJobs(tx, [...movedIds], day, context),
  };
}

/** The move of the form's scheduled reminder to `day`, returning the ids of the rows it moved (none when it was on that day). */
export function reminderMoveStatement(tx: QueryCreator<DB>, userWorkflowId: string, day: string) {
  return tx
    .updateTable('emails')
    .set({ send_on: day })
    .where('user_workflow_id', '=', userWorkflowId)
    .where('template', '=', 'incomplete-reminder')
    .where('status', '=', 'scheduled')
    .where('send_on', '!=', day)
    .returning('id');
}

/** The reminder's move on its own (one query when the day is already right). */
export async function moveReminder(tx: Queryable, userWorkflowId: string, options: ScheduleOptions = {}): Promise<void> {
  const move = reminderMove(userWorkflowId, options);
  const moved = await move.statement(tx).execute();
  await move.moveJobs(tx, moved.map((r) => r.id));
}
