// A person deletes their own account (issue 30 item 11, docs/decisions/030-account-deletion.md): what goes and what
// stays, for a petitioner whose form is shared and for the spouse it is shared with; a wrong password deletes nothing.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteOwnAccount, previewAccountDeletion, SPOUSE_LEFT_EVENT } from '../../app/services/admin/account-deletion.server';
import { beginPayment } from '../../app/services/payments/payments.server';
import { SandboxPaymentProvider } from '../../app/services/payments/sandbox-provider.server';
import { calendarToday } from '../../app/services/payments/coupons.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { TEST_PASSWORD } from '../support/test-users';
import { newPerson, sharedForm } from './support/shared-form';
import { itReadsBackTheAuditTrail } from './support/audit-trail';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
const context = { env: { MAIL_FROM: 'Accord <no-reply@accord.test>', APP_TIME_ZONE: 'America/Denver' } };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

const count = async (table: string, column: string, value: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(database.db)).rows[0]!.n);
const emailsTo = (email: string) => database.db.selectFrom('emails').select(['subject', 'message']).where('to_email', '=', email).execute();

describe('deleting one\'s own account', () => {
  it('as a petitioner: a wrong password deletes nothing; then the forms, answers, files and sharing go, the spouse is told, and the payment stays without the account', async () => {
    const { owner, spouse, id } = await sharedForm(database.db);
    const storage = new PostgresFileStorage(database.db);
    await storage.put(fileKey('user-workflows', id, 'uploads', 'marriage.pdf'), new Uint8Array([1, 2, 3]), { mediaType: 'application/pdf' });
    await storage.put(fileKey('users', owner.id, 'profile-photo'), new Uint8Array([4, 5, 6]), { mediaType: 'image/png' });
    const begun = await beginPayment(
      database.db,
      new SandboxPaymentProvider(),
      { userId: owner.id, publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, level: 1, variant: 'collaborative', origin: 'http://app.test' },
      { defaultFrom: 'a@b.c', timeZone: 'America/Denver', today: calendarToday('America/Denver') },
    );
    expect(begun.kind).toBe('redirect');
    // a sealed document's record, which /verify reads by hash: it outlives the form (migration 0016)
    await database.db
      .insertInto('sealed_documents')
      .values({ id: `sealed-${id}`, user_workflow_id: id, verification_code: `V${id.slice(0, 8)}`, sha256: 'a'.repeat(64), size: 3, file_key: `user-workflows/${id}/documents/final.pdf`, file_name: 'final.pdf', form_name: 'Divorce', signers: JSON.stringify([]), timestamped: false })
      .execute();

    const preview = await previewAccountDeletion(database.db, owner.id);
    expect(preview).toMatchObject({ administrator: false, ownForms: [{ id, sharedWith: [spouse.email] }], sharedWithMe: [], payments: 1 });

    expect(await deleteOwnAccount(database.db, owner.id, 'not the password', context)).toBe('wrong-password');
    expect(await count('users', 'id', owner.id)).toBe(1);
    expect(await count('answers', 'user_workflow_id', id)).toBeGreaterThan(0);

    expect(await deleteOwnAccount(database.db, owner.id, TEST_PASSWORD, context)).toBe('deleted');
    expect(await count('users', 'id', owner.id)).toBe(0);
    expect(await count('sessions', 'user_id', owner.id)).toBe(0);
    expect(await count('user_workflows', 'owner_id', owner.id)).toBe(0);
    expect(await count('answers', 'user_workflow_id', id)).toBe(0);
    expect(await count('sharing_entries', 'user_workflow_id', id)).toBe(0);
    expect(await storage.list(fileKey('user-workflows', id))).toEqual([]);
    expect(await storage.list(fileKey('users', owner.id))).toEqual([]);
    // the spouse is told the form is withdrawn; their own account stays
    expect(await emailsTo(spouse.email)).toEqual(expect.arrayContaining([expect.objectContaining({ subject: expect.stringContaining('has withdrawn the form') })]));
    expect(await count('users', 'id', spouse.id)).toBe(1);
    // the person is told; nothing else addressed to them is kept
    expect((await emailsTo(owner.email)).map((e) => e.subject)).toEqual(['Your Accord account is deleted']);
    // the payment stays for accounting, with neither the account nor the form
    const payment = await database.db.selectFrom('payments').selectAll().where('provider_order_id', '=', begun.kind === 'redirect' ? begun.orderId! : '').executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ user_id: null, user_workflow_id: null, level: 1 });
    expect(payment.amount_cents).toBeGreaterThan(0);
    expect(await count('sealed_documents', 'id', `sealed-${id}`)).toBe(1);
  });

  it('as the spouse: they leave the form, which stays the petitioner\'s with its answers, and the petitioner is told', async () => {
    const { owner, spouse, id } = await sharedForm(database.db);
    const answersBefore = await count('answers', 'user_workflow_id', id);
    const preview = await previewAccountDeletion(database.db, spouse.id);
    expect(preview).toMatchObject({ ownForms: [], sharedWithMe: [{ id, petitioner: `${owner.firstName} ${owner.lastName}` }], payments: 0 });

    expect(await deleteOwnAccount(database.db, spouse.id, TEST_PASSWORD, context)).toBe('deleted');
    expect(await count('users', 'id', spouse.id)).toBe(0);
    expect(await count('user_workflows', 'id', id)).toBe(1);
    expect(await count('answers', 'user_workflow_id', id)).toBe(answersBefore);
    // nobody who signs up with the spouse's address later finds the form shared with them
    expect(await count('sharing_entries', 'email', spouse.email)).toBe(0);
    expect(await emailsTo(owner.email)).toEqual(expect.arrayContaining([expect.objectContaining({ subject: expect.stringContaining('has left the form') })]));
    const trail = await database.db.selectFrom('audit_events').select(['type', 'actor_id']).where('user_workflow_id', '=', id).execute();
    expect(trail).toEqual(expect.arrayContaining([{ type: SPOUSE_LEFT_EVENT, actor_id: spouse.id }]));
  });

  it('an administrator is refused with a message and nothing is deleted', async () => {
    const admin = await newPerson(database.db, 'deleting-admin');
    await database.db.updateTable('users').set({ role: 'admin-global' }).where('id', '=', admin.id).execute();
    expect((await previewAccountDeletion(database.db, admin.id)).administrator).toBe(true);
    expect(await deleteOwnAccount(database.db, admin.id, TEST_PASSWORD, context)).toBe('administrator');
    expect(await count('users', 'id', admin.id)).toBe(1);
  });

  itReadsBackTheAuditTrail(() => database.db, 'account-deletion.test.ts');
});
