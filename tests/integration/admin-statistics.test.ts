// Statistics against a real PostgreSQL (administration-platform.md §2.11): the rules for days, verified, signed,
// completed and the default date on fixtures, and the funnel's numbers in the server-drawn SVG equal to counts
// taken by SQL on the same fixtures.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { FunnelChart } from '../../app/components/admin/charts';
import { completionsPerWeek, DEFAULT_STATISTICS_DATE, funnelOf, FUNNEL_STAGES, loadStatisticsRows, paymentEventCounts, readStatisticsFilter, statisticsCsv } from '../../app/services/admin/statistics.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00Z');
let database: TestDatabase;
const emails: Record<string, string> = {};

/** A fixture's user workflow at a step. Fixtures only: the app itself changes steps through the step machine. */
async function workflowAt(ownerId: string, step: number, collaborate: boolean, modifiedAt: Date) {
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId });
  await database.db.updateTable('user_workflows').set({ step, collaborate, modified_at: modifiedAt }).where('id', '=', id).execute();
  return id;
}

async function person(label: string, options: { verified?: boolean; lastSignIn?: Date | null; createdAt?: Date } = {}) {
  const input = testUserInput({ label, verified: options.verified ?? true });
  const { id } = await createUser(database.db, input);
  await database.db
    .updateTable('users')
    .set({ last_sign_in_at: options.lastSignIn ?? null, ...(options.createdAt ? { created_at: options.createdAt } : {}) } as never)
    .where('id', '=', id)
    .execute();
  emails[label] = input.email;
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  await person('fresh', { verified: false, lastSignIn: null });
  // not verified by e-mail, but signed in after the account was created: counts as verified (§2.11)
  await person('signedin', { verified: false, createdAt: new Date(now.getTime() - 10 * DAY), lastSignIn: new Date(now.getTime() - 2.5 * DAY) });
  const starter = await person('starter', { lastSignIn: new Date(now.getTime() - DAY) });
  await workflowAt(starter, 1, true, now);
  const sharer = await person('sharer', { lastSignIn: now });
  await workflowAt(sharer, 3, true, now);
  const payer = await person('payer', { lastSignIn: now });
  const payerWorkflow = await workflowAt(payer, 5, true, now);
  // a completed level 1 payment and the analytics events the payment flow records with it
  const payment = await database.db
    .insertInto('payments')
    .values({ provider: 'sandbox', provider_order_id: `stats-${Date.now()}`, user_id: payer, level: 1, variant: 'collaborative', price_cents: 4900, discount_cents: 0, amount_cents: 4900, status: 'completed', user_workflow_id: payerWorkflow, completed_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('payment_events')
    .values([
      { user_id: payer, name: 'payment_1', payment_id: payment.id, amount_cents: 4900 },
      { user_id: payer, name: 'conversion', payment_id: payment.id, amount_cents: 4900 },
    ])
    .execute();
  const solo = await person('solo', { lastSignIn: now });
  await workflowAt(solo, 7, false, new Date(now.getTime() - 8 * DAY));
  const together = await person('together', { lastSignIn: now });
  const togetherWorkflow = await workflowAt(together, 7, true, new Date(now.getTime() - DAY));
  // the spouse signed two days ago; a signature a restart superseded does not count
  const signature = (id: string, signedAt: Date, supersededAt: Date | null) => ({
    id, user_workflow_id: togetherWorkflow, role: 'respondent' as const, signer_email: 'spouse@example.com', signer_name: 'Sam Spouse', method: 'typed' as const, typed_name: 'Sam Spouse',
    signed_at: signedAt, document_sha256: 'a'.repeat(64), answers_sha256: 'b'.repeat(64), consent_text: 'I agree', superseded_at: supersededAt,
  });
  await database.db.insertInto('signatures').values([signature(`sig-${Date.now()}-1`, new Date(now.getTime() - 2 * DAY), null), signature(`sig-${Date.now()}-2`, new Date(now.getTime() - 0.5 * DAY), new Date(now.getTime() - 0.4 * DAY))]).execute();
  await createUser(database.db, testUserInput({ label: 'admin', role: 'admin-global' }));
});

describe('statistics rows', () => {
  it('count days since the last sign-in rounded up, and default a missing one to 07/01/2023', async () => {
    const rows = await loadStatisticsRows(database.db, {}, now);
    const row = (label: string) => rows.find((r) => r.email === emails[label])!;
    expect(row('signedin').totalDays).toBe(3);
    expect(row('starter').totalDays).toBe(1);
    expect(row('fresh').totalDays).toBe(Math.ceil((now.getTime() - DEFAULT_STATISTICS_DATE.getTime()) / DAY));
  });

  it('mark verified by e-mail or by a sign-in after creation; completed and signed at step 7 with the modified date', async () => {
    const rows = await loadStatisticsRows(database.db, {}, now);
    const row = (label: string) => rows.find((r) => r.email === emails[label])!;
    expect(row('fresh').verified).toBe(false);
    expect(row('signedin').verified).toBe(true);
    expect(row('solo').completed?.toISOString()).toBe(new Date(now.getTime() - 8 * DAY).toISOString());
    expect(row('solo').signed?.toISOString()).toBe(new Date(now.getTime() - 8 * DAY).toISOString());
    // a collaborative form is signed on the spouse's e-signature stamp, completed on its step 7
    expect(row('together').signed?.toISOString()).toBe(new Date(now.getTime() - 2 * DAY).toISOString());
    expect(row('together').completed?.toISOString()).toBe(new Date(now.getTime() - DAY).toISOString());
    expect(row('payer')).toMatchObject({ completed: null, signed: null, step: 5, collaborate: true, workflowType: 'Divorce', userType: 'petitioner' });
    expect(rows.some((r) => r.email.startsWith('admin-'))).toBe(false);
  });

  it("carry the spouse's e-mail from sign-up and the first completed payment of each level with its date (A2.69)", async () => {
    await database.db
      .updateTable('users')
      .set({ petitioner_data: JSON.stringify({ respondent_email: 'sam.spouse@example.com', respondent_first_name: 'Sam', respondent_last_name: 'Spouse' }) })
      .where('email', '=', emails.payer!)
      .execute();
    const payerRow = (await loadStatisticsRows(database.db, {}, now)).find((r) => r.email === emails.payer)!;
    expect(payerRow).toMatchObject({ spouseEmail: 'sam.spouse@example.com', paymentDate2: null });
    expect(payerRow.paymentDate1?.toISOString()).toBe(now.toISOString());
    // a level 2 payment of the payer's form, a day later, is its payment_date_2
    const payer = await database.db.selectFrom('users').select('id').where('email', '=', emails.payer!).executeTakeFirstOrThrow();
    const form = await database.db.selectFrom('user_workflows').select('id').where('owner_id', '=', payer.id).executeTakeFirstOrThrow();
    const later = new Date(now.getTime() + DAY);
    await database.db
      .insertInto('payments')
      .values({ provider: 'sandbox', provider_order_id: `stats-l2-${Date.now()}`, user_id: payer.id, level: 2, variant: 'collaborative', price_cents: 15000, discount_cents: 0, amount_cents: 15000, status: 'completed', user_workflow_id: form.id, completed_at: later })
      .execute();
    const paid = (await loadStatisticsRows(database.db, {}, now)).find((r) => r.email === emails.payer)!;
    expect(paid.paymentDate2?.toISOString()).toBe(later.toISOString());
    expect(statisticsCsv([paid], (d) => d.toISOString().slice(0, 10)).split('\r\n')[1]).toContain(',sam.spouse@example.com,');
  });

  it('filter from the default date 07/01/2023 and by creation date range', async () => {
    const { filter, form } = readStatisticsFilter(new URL('http://x/statistics'), 'America/Denver');
    expect(form.from).toBe('07/01/2023');
    expect((await loadStatisticsRows(database.db, filter, now)).length).toBe(7);
    const { filter: none, errors } = readStatisticsFilter(new URL('http://x/statistics?from=13/45/2020'), 'America/Denver');
    expect(errors).toEqual([{ field: 'from', value: '13/45/2020' }]);
    expect(none.from).toBeUndefined();
    const { filter: recent } = readStatisticsFilter(new URL(`http://x/statistics?from=01/01/2099`), 'America/Denver');
    expect(await loadStatisticsRows(database.db, recent, now)).toEqual([]);
  });

  it('the CSV has a header and a row per user workflow, and a cell that would run as a formula is quoted', () => {
    const csv = statisticsCsv(
      [{ email: '=cmd@x.com', name: 'A', totalDays: 1, signed: null, completed: null, spouseEmail: '', userType: 'petitioner', verified: true, workflow: 'W, 1', step: 1, workflowType: 'Divorce', collaborate: true, paymentDate1: null, paymentDate2: null }],
      () => '01/01/2026',
    );
    expect(csv.split('\r\n')[0]).toBe('email,totalDays,signed,completed,spouse_email,userType,verified,workflow,step,workflowType,collaborate,payment_date_1,payment_date_2');
    expect(csv.split('\r\n')[1]).toBe(`'=cmd@x.com,1,,,,petitioner,yes,"W, 1",1,Divorce,yes,,`);
  });
});

describe('payment events', () => {
  it('count payment_1, payment_2 and conversion of the accounts in the filter', async () => {
    expect(await paymentEventCounts(database.db, {})).toEqual({ payment_1: 1, payment_2: 0, conversion: 1 });
    const { filter } = readStatisticsFilter(new URL('http://x/statistics?from=01/01/2099'), 'America/Denver');
    expect(await paymentEventCounts(database.db, filter)).toEqual({ payment_1: 0, payment_2: 0, conversion: 0 });
  });
});

describe('the funnel chart', () => {
  it("the SVG's numbers equal counts taken by SQL on the same fixtures", async () => {
    const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(database.db)).rows[0]!.n);
    const basic = sql`u.role = 'user-basic'`;
    const expected = {
      Accounts: await count(sql<{ n: string }>`select count(*) as n from users u where ${basic}`),
      Verified: await count(sql<{ n: string }>`select count(*) as n from users u where ${basic} and (u.email_verified_at is not null or coalesce(u.last_sign_in_at, '2023-07-01') > u.created_at)`),
      'Level 1': await count(sql<{ n: string }>`select count(distinct u.id) as n from users u join user_workflows w on w.owner_id = u.id where ${basic}`),
      Shared: await count(sql<{ n: string }>`select count(distinct u.id) as n from users u join user_workflows w on w.owner_id = u.id where ${basic} and w.collaborate and w.step >= 3`),
      Agreed: await count(sql<{ n: string }>`select count(distinct u.id) as n from users u join user_workflows w on w.owner_id = u.id where ${basic} and w.step >= 4`),
      'Level 2': await count(sql<{ n: string }>`select count(distinct u.id) as n from users u join user_workflows w on w.owner_id = u.id where ${basic} and w.step >= 5`),
      Signed: await count(sql<{ n: string }>`select count(distinct u.id) as n from users u join user_workflows w on w.owner_id = u.id where ${basic} and w.step >= 7`),
      Completed: await count(sql<{ n: string }>`select count(distinct u.id) as n from users u join user_workflows w on w.owner_id = u.id where ${basic} and w.step = 7`),
    };
    // the fixtures as built above: 7 people, 'fresh' unverified, 5 with a form, 3 collaborative past sharing,
    // 3 past the review (one solo), 3 past level 2, 2 signed and completed
    expect(Object.values(expected)).toEqual([7, 6, 5, 3, 3, 3, 2, 2]);
    const funnel = funnelOf(await loadStatisticsRows(database.db, {}, now));
    const svg = renderToStaticMarkup(createElement(FunnelChart, { stages: FUNNEL_STAGES.map((s) => ({ key: s, label: s, count: funnel[s] })), title: 'Funnel' }));
    const drawn = Object.fromEntries([...svg.matchAll(/data-stage="([^"]+)".*?data-count="">(\d+)</g)].map((m) => [m[1], Number(m[2])]));
    expect(drawn).toEqual(expected);
  });

  it('completions are counted in the week they happened, empty weeks shown as 0', async () => {
    const weeks = completionsPerWeek(await loadStatisticsRows(database.db, {}, now), now);
    expect(weeks).toHaveLength(12);
    // 'now' is a Friday: 1 day ago is this week, 8 days ago the week before
    expect(weeks.slice(-3).map((w) => w.count)).toEqual([0, 1, 1]);
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(2);
  });
});
