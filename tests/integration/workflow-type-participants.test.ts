// Workflow types other than divorce (issue 29 item 6, ADR 028) against a real PostgreSQL: a type records how many
// people take part and what the other party is called; the setup stepper of a one-person type asks neither how
// people take part nor about children; the visitor home lists the types people can start, each a way into sign-up;
// sign-up for a one-person type asks for no spouse and stores none.
import { beforeAll, describe, expect, it } from 'vitest';
import { createQuestionChallenge } from '../../app/services/accounts/captcha.server';
import { signUp, type AccountContext, type SignUpInput } from '../../app/services/accounts/account-service.server';
import { findWorkflowType, saveWorkflowType } from '../../app/services/admin/reference-data.server';
import { referenceSchemas } from '../../app/services/admin/reference-data-forms';
import { parseWithZod } from '@conform-to/zod/v4';
import { findActiveWorkflowType } from '../../app/services/guide/guide-lookup.server';
import { invitedBy } from '../../app/services/respondent/invitation.server';
import { resolveSetupStep } from '../../app/services/guide/setup-stepper.server';
import { loadVisitorHome } from '../../app/services/visitor-home.server';
import { englishAccounts, englishAdmin } from '../../i18n/english';
import { accountSchemas } from '../../app/utils/account-forms';

const { createUserAloneSchema, createUserSchema } = accountSchemas(englishAccounts());
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { readSpouses } from '../../lib/documents/spouses.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { createUser } from '../../db/users';
import { createForm } from '../../app/services/builder/forms.server';
import { newFormDefinition } from '../../app/services/builder/definition';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
const context: AccountContext = {
  ip: '203.0.113.9',
  origin: 'https://accord.example',
  env: { MAIL_FROM: 'Accord <no-reply@accord.local>', APP_TIME_ZONE: 'America/Denver', MAILCHIMP_API_KEY: undefined, MAILCHIMP_LIST_ID: undefined },
};
const costs = { collaborative: { paywall1: 0, paywall2: 0 }, unilateral: { paywall1: 10, paywall2: 20 } };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

async function publishNameChange(typeTitle: string) {
  const owner = await createUser(database.db, testUserInput({ label: 'type-owner', role: 'admin-global' }));
  const formId = await createForm(database.db, { id: owner.id, email: `type-owner-${owner.id}@example.com`, role: 'admin-global', firstName: 'Ada', lastName: 'Admin' }, { ...newFormDefinition(typeTitle), type: typeTitle, state: 'Utah' });
  await database.db
    .insertInto('published_workflows')
    .values({ id: `pw-${typeTitle.replace(/\W/g, '')}`, form_id: formId, version: '1.0.0', name: `Utah ${typeTitle}`, state: 'Utah', type: typeTitle, children_option: 'N/A', use_counties: false, counties: '[]', collaborate: false, definition: JSON.stringify({ name: typeTitle, elements: [] }), published_at: new Date() })
    .execute();
}

describe('a workflow type for one person', () => {
  it('keeps who takes part and what the other party is called; an existing type stays two people with a spouse', async () => {
    const saved = await saveWorkflowType(database.db, undefined, { title: 'Name Change', states: ['Utah'], active: true, costs, participants: 1, otherParty: '' });
    if (!saved.ok) throw new Error(saved.refusal);
    expect(await findWorkflowType(database.db, saved.id)).toMatchObject({ participants: 1, otherParty: 'spouse' });
    const lease = await saveWorkflowType(database.db, undefined, { title: 'Lease Termination', states: ['Utah'], active: true, costs, participants: 2, otherParty: 'landlord' });
    if (!lease.ok) throw new Error(lease.refusal);
    expect(await findActiveWorkflowType(database.db, 'Lease Termination')).toEqual({ title: 'Lease Termination', onePerson: false, otherParty: 'landlord', otherPartyEs: '' });
    expect(await findActiveWorkflowType(database.db, 'Divorce')).toEqual({ title: 'Divorce', onePerson: false, otherParty: 'spouse', otherPartyEs: 'cónyuge' });
  });

  it("keeps the other party's Spanish name (migration 0027): written on Workflow Types, 'cónyuge' for a spouse, refused when not a word", async () => {
    const saved = await saveWorkflowType(database.db, undefined, { title: 'Lease Ending', states: ['Utah'], active: true, costs, participants: 2, otherParty: 'landlord', otherPartyEs: ' arrendador ' });
    if (!saved.ok) throw new Error(saved.refusal);
    expect(await findWorkflowType(database.db, saved.id)).toMatchObject({ otherParty: 'landlord', otherPartyEs: 'arrendador' });
    expect(await findActiveWorkflowType(database.db, 'Lease Ending')).toMatchObject({ otherPartyEs: 'arrendador' });
    // a spouse left without a Spanish name is a cónyuge; a type seeded before the column (the divorce) is too
    const spouse = await saveWorkflowType(database.db, undefined, { title: 'Separation', states: ['Utah'], active: true, costs, participants: 2, otherParty: 'spouse' });
    if (!spouse.ok) throw new Error(spouse.refusal);
    expect(await findWorkflowType(database.db, spouse.id)).toMatchObject({ otherPartyEs: 'cónyuge' });
    // the page's action refuses a name that is not words, beside its field, in the type's dialog
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: 'save', title: 'Lease Ending 2', states: 'Utah', collaborativePaywall1: '0', collaborativePaywall2: '0', unilateralPaywall1: '0', unilateralPaywall2: '0', active: 'Yes', participants: 'Two', otherParty: 'landlord', otherPartyEs: '<b>x</b>' })) form.append(k, v);
    const submission = parseWithZod(form, { schema: referenceSchemas(englishAdmin()).workflowTypeSchema });
    expect(submission.status).toBe('error');
    expect(submission.reply().error?.otherPartyEs).toEqual(["Write the other party's Spanish name with letters, spaces, apostrophes or hyphens only"]);
  });

  it('the setup stepper goes from the type to the county and the jurisdiction, unilateral, without children', async () => {
    await publishNameChange('Name Change');
    expect(await resolveSetupStep(database.db, { state: 'Utah', type: 'Name Change' })).toMatchObject({ step: 5, onePerson: true, choice: { participating: 'unilateral' } });
    expect(await resolveSetupStep(database.db, { state: 'Utah', type: 'Name Change', county: 'any' })).toMatchObject({ step: 7, workflow: { id: 'pw-NameChange' } });
    // the divorce type asks as the spec says
    expect(await resolveSetupStep(database.db, { state: 'Utah', type: 'Divorce' })).toMatchObject({ step: 3 });
  });

  it('the visitor home lists the types people can start, and says which one is done alone', async () => {
    const home = await loadVisitorHome(database.db);
    expect(home.types).toEqual(expect.arrayContaining([{ title: 'Divorce', onePerson: false }, { title: 'Name Change', onePerson: true }]));
    // a type with nothing published is not offered
    expect(home.types.map((t) => t.title)).not.toContain('Lease Termination');
  });

  it('sign-up for it asks for no spouse and stores none; without a type sign-up still asks for the spouse', async () => {
    const challenge = await createQuestionChallenge(database.db);
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(challenge.question)!;
    const form = {
      email: 'alone-1@example.com',
      password: 'Juniper-Lantern-41',
      firstName: 'Jordan',
      lastName: 'Rivera',
      dateOfBirth: '04/12/1986',
      phoneNumber: '801-555-0199',
      addressStreet1: '12 Canyon Road',
      addressCity: 'Ogden',
      addressState: 'Utah',
      addressZipCode: '84401',
      acceptTerms: 'on',
      type: 'Name Change',
      captchaChallenge: challenge.token,
      captchaAnswer: String(words.indexOf(a!) + words.indexOf(b!)),
    };
    expect(createUserSchema.safeParse(form).success).toBe(false);
    const parsed = createUserAloneSchema.safeParse(form);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(await signUp(database.db, parsed.data as SignUpInput, context)).toMatchObject({ kind: 'created' });
    const user = await database.db.selectFrom('users').select(['is_petitioner', 'petitioner_data', 'respondent_data']).where('email', '=', form.email).executeTakeFirstOrThrow();
    expect(user).toEqual({ is_petitioner: true, petitioner_data: null, respondent_data: null });
  });
});

describe("a two-person type's other party with no name in the questionnaire", () => {
  it("is called as the type names them ('Your landlord', never 'Your spouse'), and marked unnamed so no link carries it as a name", async () => {
    const saved = await saveWorkflowType(database.db, undefined, { title: 'Lease Unnamed', states: ['Utah'], active: false, costs, participants: 2, otherParty: 'landlord' });
    if (!saved.ok) throw new Error(saved.refusal);
    const owner = await createUser(database.db, testUserInput({ label: 'unnamed-landlord-owner' }));
    const sample = SAMPLE_WORKFLOWS[0]!;
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: sample.publishedId, ownerId: owner.id });
    await database.db.updateTable('user_workflows').set({ type: 'Lease Unnamed' }).where('id', '=', id).execute();
    const row = { id, owner_id: owner.id, published_workflow_id: sample.publishedId };
    expect((await readSpouses(database.db, row)).respondent).toEqual({ name: 'Your landlord', email: null, unnamed: true });
    // a divorce keeps the spec's fallback
    await database.db.updateTable('user_workflows').set({ type: 'Divorce' }).where('id', '=', id).execute();
    expect((await readSpouses(database.db, row)).respondent).toEqual({ name: 'Your spouse', email: null, unnamed: true });
  });
});

describe("the invited person's sign-up (ADR 028)", () => {
  it('learns who invited them only from a real invitation: the type and the owner, by name', async () => {
    const saved = await saveWorkflowType(database.db, undefined, { title: 'Lease Invited', states: ['Utah'], active: false, costs, participants: 2, otherParty: 'landlord' });
    if (!saved.ok) throw new Error(saved.refusal);
    const owner = await createUser(database.db, { ...testUserInput({ label: 'inviting-tenant' }), firstName: 'Avery', lastName: 'Quinn' });
    const sample = SAMPLE_WORKFLOWS[0]!;
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: sample.publishedId, ownerId: owner.id });
    await database.db.updateTable('user_workflows').set({ type: 'Lease Invited' }).where('id', '=', id).execute();
    await database.db.insertInto('sharing_entries').values({ user_workflow_id: id, email: 'landlord-invited@example.com', name: 'Morgan Pike', review_type: 'comment', created_by: owner.id }).execute();

    expect(await invitedBy(database.db, id, 'landlord-invited@example.com')).toEqual({ otherParty: 'landlord', otherPartyEs: '', ownerName: 'Avery Quinn' });
    // an address the owner did not invite, or a made-up form, learns nothing
    expect(await invitedBy(database.db, id, 'someone-else@example.com')).toBeUndefined();
    expect(await invitedBy(database.db, 'NoSuchWorkflow0000000', 'landlord-invited@example.com')).toBeUndefined();
    expect(await invitedBy(database.db, '../etc', 'landlord-invited@example.com')).toBeUndefined();
  });
});
