// Migration 0022 (emails' user workflow id): emails.form_id held the user workflow of step, reminder and payment
// e-mails and the builder form of 'collaborate' and 'stakeholder' e-mails; the user workflows move to their own
// column, the forms stay, and down puts them back together.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabase } from './support/migration-database';

describe('migration 0022_emails_user_workflow_id', () => {
  it("moves a user workflow's id to user_workflow_id, keeps a builder form's in form_id, and restores form_id on down", async () => {
    const { db, migrator } = await migrationDatabase();
    expect((await migrator.migrateTo('0020_workflow_type_participants')).error).toBeUndefined();
    const insert = (subject: string, template: string | null, formId: string | null) =>
      sql`insert into emails (to_name, to_email, from_address, subject, message, template, form_id, send_on)
          values ('Robin', 'robin@example.com', 'a@b.c', ${subject}, ${template === null ? 'Hello' : null}, ${template}, ${formId}, current_date)`.execute(db);
    await insert('invite', 'invite', 'uw-1');
    await insert('reminder', 'incomplete-reminder', 'uw-1');
    await insert('receipt', 'final-payment', 'uw-2');
    await insert('collaborate', 'collaborate', 'form-1');
    await insert('stakeholder', 'stakeholder', 'form-2');
    await insert('by hand', null, null);
    const rows = async (columns: string) => (await sql.raw(`select subject, ${columns} from emails order by subject`).execute(db)).rows;

    expect((await migrator.migrateTo('0022_emails_user_workflow_id')).error).toBeUndefined();
    expect(await rows('form_id, user_workflow_id')).toEqual([
      { subject: 'by hand', form_id: null, user_workflow_id: null },
      { subject: 'collaborate', form_id: 'form-1', user_workflow_id: null },
      { subject: 'invite', form_id: null, user_workflow_id: 'uw-1' },
      { subject: 'receipt', form_id: null, user_workflow_id: 'uw-2' },
      { subject: 'reminder', form_id: null, user_workflow_id: 'uw-1' },
      { subject: 'stakeholder', form_id: 'form-2', user_workflow_id: null },
    ]);

    expect((await migrator.migrateTo('0020_workflow_type_participants')).error).toBeUndefined();
    expect(await rows('form_id')).toEqual([
      { subject: 'by hand', form_id: null },
      { subject: 'collaborate', form_id: 'form-1' },
      { subject: 'invite', form_id: 'uw-1' },
      { subject: 'receipt', form_id: 'uw-2' },
      { subject: 'reminder', form_id: 'uw-1' },
      { subject: 'stakeholder', form_id: 'form-2' },
    ]);
  });
});
