// Migration 0007 (payment workflow ids): payments.form_id, a published workflow at level 1 and a user workflow at
// level 2, becomes published_workflow_id and user_workflow_id with foreign keys; every existing row is kept, a
// deleted workflow or account leaves its payments with a null id, and down restores form_id.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabase, SEEDED_PUBLISHED_WORKFLOW as PUBLISHED, seedPeopleWithUserWorkflows } from './support/migration-database';

interface PaymentIds {
  provider_order_id: string;
  user_id: string | null;
  published_workflow_id: string | null;
  user_workflow_id: string | null;
  status: string;
}

describe('migration 0007_payment_workflow_ids', () => {
  it('fills the explicit workflow ids from form_id, keeps payments whose workflow or account is deleted, and restores form_id on down', async () => {
    const database = await migrationDatabase();
    const { db, migrator } = database;
    // the guide's seed and today's services write today's tables: seed and start the user workflows at the latest
    // schema, then step back to before 0007
    const [payerRow, leavingRow] = await seedPeopleWithUserWorkflows(database, ['payer', 'leaving'], 2);
    const payer = payerRow!.userId;
    const leaving = leavingRow!.userId;
    const [workflow, gone] = payerRow!.userWorkflowIds as [string, string];
    expect((await migrator.migrateTo('0006_audit_events')).error).toBeUndefined();
    const insert = (order: string, userId: string, formId: string, level: number, status: string, userWorkflowId: string | null) =>
      sql`insert into payments (provider, provider_order_id, user_id, form_id, level, variant, price_cents, discount_cents, amount_cents, status, user_workflow_id)
          values ('sandbox', ${order}, ${userId}, ${formId}, ${level}, 'collaborative', 4900, 0, 4900, ${status}, ${userWorkflowId})`.execute(db);
    await insert('L1-DONE', payer, PUBLISHED, 1, 'completed', workflow);
    await insert('L1-OPEN', leaving, PUBLISHED, 1, 'created', null);
    await insert('L2-OPEN', payer, workflow, 2, 'created', null);
    await insert('L2-DONE', payer, workflow, 2, 'completed', workflow);
    await insert('L2-GONE', payer, gone, 2, 'completed', gone);
    // before the foreign key, a deleted user workflow left its id behind
    await sql`delete from user_workflows where id = ${gone}`.execute(db);

    expect((await migrator.migrateTo('0007_payment_workflow_ids')).error).toBeUndefined();
    const ids = async () =>
      (await sql<PaymentIds>`select provider_order_id, user_id, published_workflow_id, user_workflow_id, status from payments order by provider_order_id`.execute(db)).rows;
    expect(await ids()).toEqual([
      { provider_order_id: 'L1-DONE', user_id: payer, published_workflow_id: PUBLISHED, user_workflow_id: workflow, status: 'completed' },
      { provider_order_id: 'L1-OPEN', user_id: leaving, published_workflow_id: PUBLISHED, user_workflow_id: null, status: 'created' },
      { provider_order_id: 'L2-DONE', user_id: payer, published_workflow_id: null, user_workflow_id: workflow, status: 'completed' },
      { provider_order_id: 'L2-GONE', user_id: payer, published_workflow_id: null, user_workflow_id: null, status: 'completed' },
      { provider_order_id: 'L2-OPEN', user_id: payer, published_workflow_id: null, user_workflow_id: workflow, status: 'created' },
    ]);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'payments' and column_name = 'form_id'`.execute(db);
    expect(columns.rows).toEqual([]);
    // a level is paid once: a second completed level-2 payment for the same user workflow is refused
    await expect(sql`update payments set status = 'completed' where provider_order_id = 'L2-OPEN'`.execute(db)).rejects.toThrow(/payments_one_completed_level_2/);
    // the workflow points at a row that exists, and a deleted account leaves its payment for accounting
    await expect(sql`update payments set user_workflow_id = 'noSuchWorkflow000000' where provider_order_id = 'L2-OPEN'`.execute(db)).rejects.toThrow(/payments_user_workflow_fk/);
    await sql`delete from users where id = ${leaving}`.execute(db);
    expect((await ids()).find((p) => p.provider_order_id === 'L1-OPEN')).toMatchObject({ user_id: null, published_workflow_id: PUBLISHED });

    expect((await migrator.migrateTo('0006_audit_events')).error).toBeUndefined();
    const restored = await sql<{ provider_order_id: string; form_id: string }>`select provider_order_id, form_id from payments order by provider_order_id`.execute(db);
    expect(restored.rows).toEqual([
      { provider_order_id: 'L1-DONE', form_id: PUBLISHED },
      { provider_order_id: 'L2-DONE', form_id: workflow },
      { provider_order_id: 'L2-GONE', form_id: '' },
      { provider_order_id: 'L2-OPEN', form_id: workflow },
    ]);
  });
});
