// Names that mean one thing: payments.form_id held a published workflow for level 1 and a user workflow for
// level 2, while form_id means the builder's form everywhere else. Payments get explicit foreign keys instead:
// published_workflow_id (what level 1 bought) and user_workflow_id (the user workflow a level-2 payment is for,
// or the one a level-1 payment started). Every existing row is kept and filled from form_id. A deleted user
// workflow sets user_workflow_id to null and a deleted published workflow (a state removed from a workflow
// type) sets published_workflow_id to null, and a deleted account sets user_id to null (its user workflows go
// with it): the payment itself stays for accounting.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('published_workflow_id', 'text').execute();
  await sql`update payments set published_workflow_id = form_id where level = 1 and form_id in (select id from published_workflows)`.execute(db);
  await sql`update payments set user_workflow_id = form_id where level = 2 and form_id in (select id from user_workflows)`.execute(db);
  // user_workflow_id had no foreign key before: ids of user workflows deleted since then are cleared first
  await sql`update payments set user_workflow_id = null where user_workflow_id is not null and user_workflow_id not in (select id from user_workflows)`.execute(db);
  await sql`alter table payments add constraint payments_published_workflow_fk foreign key (published_workflow_id) references published_workflows (id) on delete set null`.execute(db);
  await sql`alter table payments add constraint payments_user_workflow_fk foreign key (user_workflow_id) references user_workflows (id) on delete set null`.execute(db);
  await sql`drop index payments_one_completed_per_level`.execute(db);
  // nobody pays a level twice: level 1 once per published workflow, level 2 once per user workflow
  await sql`create unique index payments_one_completed_level_1 on payments (user_id, published_workflow_id) where status = 'completed' and level = 1`.execute(db);
  await sql`create unique index payments_one_completed_level_2 on payments (user_id, user_workflow_id) where status = 'completed' and level = 2`.execute(db);
  await db.schema.alterTable('payments').dropColumn('form_id').execute();
  await sql`alter table payments drop constraint payments_user_id_fkey, alter column user_id drop not null`.execute(db);
  await sql`alter table payments add constraint payments_user_id_fkey foreign key (user_id) references users (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // before, an account's payments were deleted with it
  await sql`delete from payments where user_id is null`.execute(db);
  await sql`alter table payments drop constraint payments_user_id_fkey, alter column user_id set not null`.execute(db);
  await sql`alter table payments add constraint payments_user_id_fkey foreign key (user_id) references users (id) on delete cascade`.execute(db);
  await db.schema.alterTable('payments').addColumn('form_id', 'text').execute();
  // a row whose workflow was deleted since keeps an empty form_id: the id it had is gone with the workflow
  await sql`update payments set form_id = coalesce(case when level = 1 then published_workflow_id else user_workflow_id end, '')`.execute(db);
  await sql`alter table payments alter column form_id set not null`.execute(db);
  await sql`drop index payments_one_completed_level_1`.execute(db);
  await sql`drop index payments_one_completed_level_2`.execute(db);
  await sql`create unique index payments_one_completed_per_level on payments (user_id, form_id, level) where status = 'completed'`.execute(db);
  await sql`alter table payments drop constraint payments_user_workflow_fk`.execute(db);
  await db.schema.alterTable('payments').dropColumn('published_workflow_id').execute();
}
