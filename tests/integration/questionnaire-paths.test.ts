// The step rule behind 'Proceed Anyway', against a real PostgreSQL: with required fields unanswered a
// petitioner may go on to share (step 2) and to review (step 3), and no further.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../app/services/accounts/users.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/guide/user-workflows.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let ownerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  ({ id: ownerId } = await createUser(database.db, {
    email: 'proceed@example.com',
    password: 'Maple-Kettle-77',
    firstName: 'Robin',
    lastName: 'Tester',
    dateOfBirth: '1980-02-29',
    phoneNumber: '801-555-0100',
    addressStreet1: '1 Test Way',
    addressCity: 'Provo',
    addressState: 'Utah',
    addressZipCode: '84601',
    permissionToContact: false,
    verified: true,
    termsAccepted: true,
  }));
});

describe('leaving step 1 with required fields unanswered', () => {
  it('is refused without Proceed Anyway, and with it reaches step 3 but not step 4', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId });
    expect((await applyStepEvent(database.db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 5 })).accepted).toBe(false);
    expect((await applyStepEvent(database.db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 5, proceedAnyway: true })).steps.step).toBe(2);
    expect((await applyStepEvent(database.db, id, { type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: 'sam@example.com' })).steps.step).toBe(3);
    expect((await applyStepEvent(database.db, id, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 5 })).accepted).toBe(false);
    expect((await applyStepEvent(database.db, id, { type: 'GO_TO_STEP', step: 4 })).accepted).toBe(false);
    expect((await findUserWorkflow(database.db, id))?.step).toBe(3);
  });
});
