// Migration 0024 (payment log workflow ids): payment_log.form_id, a published workflow at level 1 and a user
// workflow at level 2, becomes published_workflow_id and user_workflow_id on every row; the other id of an old row
// is found where it still exists, ids of deleted workflows stay readable, and down restores form_id. A database
// that already ran a later number (0025) runs 0024 when it arrives.
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/index';
import { migrationDatabase, SEEDED_PUBLISHED_WORKFLOW as PUBLISHED, seedPeopleWithUserWorkflows } from './support/migration-database';

const BEFORE = '0022_emails_user_workflow_id';
const MIGRATION = '0024_payment_log_workflow_ids';

describe(`migration ${MIGRATION}`, () => {
  it("names both workflows of every logged payment, keeps deleted workflows' ids, and restores form_id on down", async () => {
    const database = await migrationDatabase();
    const { db, migrator } = database;
    const [payer] = await seedPeopleWithUserWorkflows(database, ['payer'], 2);
    const userId = payer!.userId;
    const [workflow, gone] = payer!.userWorkflowIds as [string, string];
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const log = (order: string, level: number, formId: string) =>
      sql`insert into payment_log (user_id, form_id, level, amount_cents, provider_order_id) values (${userId}, ${formId}, ${level}, 4900, ${order})`.execute(db);
    await log('L1-DONE', 1, PUBLISHED);
    // a level-1 payment logged whose payment row is not there (nothing to find its user workflow by)
    await log('L1-ALONE', 1, PUBLISHED);
    await log('L2-DONE', 2, workflow);
    await log('L2-GONE', 2, gone);
    await sql`insert into payments (provider, provider_order_id, user_id, published_workflow_id, user_workflow_id, level, variant, price_cents, discount_cents, amount_cents, status)
      values ('sandbox', 'L1-DONE', ${userId}, ${PUBLISHED}, ${workflow}, 1, 'collaborative', 4900, 0, 4900, 'completed')`.execute(db);
    await sql`delete from user_workflows where id = ${gone}`.execute(db);

    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const ids = async () =>
      (await sql<{ provider_order_id: string; level: number; published_workflow_id: string | null; user_workflow_id: string | null }>`
        select provider_order_id, level, published_workflow_id, user_workflow_id from payment_log order by provider_order_id`.execute(db)).rows;
    expect(await ids()).toEqual([
      { provider_order_id: 'L1-ALONE', level: 1, published_workflow_id: PUBLISHED, user_workflow_id: null },
      { provider_order_id: 'L1-DONE', level: 1, published_workflow_id: PUBLISHED, user_workflow_id: workflow },
      { provider_order_id: 'L2-DONE', level: 2, published_workflow_id: PUBLISHED, user_workflow_id: workflow },
      { provider_order_id: 'L2-GONE', level: 2, published_workflow_id: null, user_workflow_id: gone },
    ]);
    const formId = await sql`select column_name from information_schema.columns where table_name = 'payment_log' and column_name = 'form_id'`.execute(db);
    expect(formId.rows).toEqual([]);
    // what a row paid for is always named
    await expect(sql`insert into payment_log (user_id, level, amount_cents, provider_order_id, user_workflow_id) values (${userId}, 1, 0, 'L1-NONE', ${workflow})`.execute(db)).rejects.toThrow(/payment_log_level_1_names_published_workflow/);
    await expect(sql`insert into payment_log (user_id, level, amount_cents, provider_order_id, published_workflow_id) values (${userId}, 2, 0, 'L2-NONE', ${PUBLISHED})`.execute(db)).rejects.toThrow(/payment_log_level_2_names_user_workflow/);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const restored = await sql<{ provider_order_id: string; form_id: string }>`select provider_order_id, form_id from payment_log order by provider_order_id`.execute(db);
    expect(restored.rows).toEqual([
      { provider_order_id: 'L1-ALONE', form_id: PUBLISHED },
      { provider_order_id: 'L1-DONE', form_id: PUBLISHED },
      { provider_order_id: 'L2-DONE', form_id: workflow },
      { provider_order_id: 'L2-GONE', form_id: gone },
    ]);
  });

  it('is run on a database that already ran every later migration', async () => {
    const { db, pool } = await migrationDatabase();
    const { [MIGRATION]: _arrivesLater, ...before } = migrations;
    const earlier = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(earlier.error).toBeUndefined();
    expect(earlier.results?.some((r) => r.migrationName > MIGRATION)).toBe(true);

    expect(await migrateToLatest(db, pool)).toEqual([MIGRATION]);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'payment_log' and column_name like '%workflow_id' order by column_name`.execute(db);
    expect(columns.rows.map((c) => c.column_name)).toEqual(['published_workflow_id', 'user_workflow_id']);
  });
});
