// Names that mean one thing (issue 28 item 8): payment_log.form_id held the published workflow bought at level 1
// and the user workflow paid for at level 2, while form_id means the builder's form everywhere else. The log gets
// the two ids it is about instead, on every row: published_workflow_id (the spec's 'formId (parent form)': the
// published workflow bought, or the one the user workflow paid for was made from) and user_workflow_id (the user
// workflow paid for, or the one a level-1 payment started). Existing rows are kept and filled from form_id by
// their level; the other id is looked up where it still exists. No foreign keys: the log is kept for accounting,
// so an id stays readable after its workflow is deleted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_log').addColumn('published_workflow_id', 'text').addColumn('user_workflow_id', 'text').execute();
  await sql`update payment_log set published_workflow_id = form_id where level = 1`.execute(db);
  await sql`update payment_log set user_workflow_id = form_id where level <> 1`.execute(db);
  // a level-1 payment's user workflow is on its payment; a level-2 user workflow names what it was made from
  await sql`update payment_log l set user_workflow_id = p.user_workflow_id from payments p
    where l.level = 1 and p.provider_order_id = l.provider_order_id`.execute(db);
  await sql`update payment_log l set published_workflow_id = w.published_workflow_id from user_workflows w
    where l.level <> 1 and w.id = l.user_workflow_id`.execute(db);
  // what was paid for is always known; the other id only where its row still existed when this ran
  await sql`alter table payment_log
    add constraint payment_log_level_1_names_published_workflow check (level <> 1 or published_workflow_id is not null),
    add constraint payment_log_level_2_names_user_workflow check (level <> 2 or user_workflow_id is not null)`.execute(db);
  await db.schema.alterTable('payment_log').dropColumn('form_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_log').addColumn('form_id', 'text').execute();
  await sql`update payment_log set form_id = case when level = 1 then published_workflow_id else user_workflow_id end`.execute(db);
  await sql`alter table payment_log alter column form_id set not null`.execute(db);
  await db.schema.alterTable('payment_log').dropColumn('published_workflow_id').dropColumn('user_workflow_id').execute();
}
