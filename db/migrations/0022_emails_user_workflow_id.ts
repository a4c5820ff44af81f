// emails.form_id held two things: the user workflow an e-mail is about (the step, reminder and payment e-mails) and,
// for the builder's 'collaborate' and 'stakeholder' e-mails, the form being built (issue 28 item 8). The user workflow
// gets its own column, user_workflow_id; form_id keeps only builder forms. The two builder templates are the only
// e-mails that ever named a form, so every other row's id moves.
import { sql, type Kysely } from 'kysely';

const BUILDER_TEMPLATES = sql`('collaborate', 'stakeholder')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emails').addColumn('user_workflow_id', 'text').execute();
  await sql`update emails set user_workflow_id = form_id, form_id = null
    where form_id is not null and (template is null or template not in ${BUILDER_TEMPLATES})`.execute(db);
  await db.schema.createIndex('emails_user_workflow_id').on('emails').column('user_workflow_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update emails set form_id = user_workflow_id where user_workflow_id is not null`.execute(db);
  await db.schema.dropIndex('emails_user_workflow_id').execute();
  await db.schema.alterTable('emails').dropColumn('user_workflow_id').execute();
}
