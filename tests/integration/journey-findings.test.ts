// What the whole-journey walks found besides the blockers (issue 29, item 9), against a real PostgreSQL: the
// spouse's Send Back e-mails the petitioner, as the petitioner's page promises; the spouse's guide shows the
// child support calculator's information as the petitioner's questionnaire does.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import {
  applyStepEvent,
  findUserWorkflow,
  startUserWorkflow,
} from '../../app/services/user-workflow/user-workflows.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { deliverEmail } from '../../lib/email-delivery.server';
import { createMailTransport } from '../../lib/mail-transport.server';
import { getMailboxMessage, listMailbox } from '../../app/services/mailbox.server';
import { testUserInput } from '../support/test-users';
import { pageOf, uidOf } from '../support/utah-with-children';
import { loadRespondentGuide } from '../../app/services/respondent/respondent-guide.server';
import { visitAsSpouse } from './support/spouse-visit';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const context: EffectContext = {
  email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' },
  origin: 'https://accord.test',
};
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

async function person(label: string, isPetitioner: boolean) {
  const input = testUserInput({ label });
  const { id } = await createUser(database.db, { ...input, isPetitioner });
  return { id, ...input };
}

/** A Utah form with children shared with the spouse: petitioner step 3, respondent step 1. */
async function shared() {
  const owner = await person('findings-owner', true);
  const spouse = await person('findings-spouse', false);
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId: owner.id });
  await saveAnswers(database.db, {
    userWorkflowId: id,
    userId: owner.id,
    changes: [
      { uid: uidOf('RES_EADD'), baseVersion: 0, value: spouse.email },
      { uid: uidOf('RES_FN'), baseVersion: 0, value: spouse.firstName },
      { uid: uidOf('RES_LN'), baseVersion: 0, value: spouse.lastName },
    ],
  });
  await applyStepEvent(
    database.db,
    id,
    { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true },
    { actorId: owner.id, context },
  );
  expect(
    await inviteSpouse(database.db, {
      workflow: (await findUserWorkflow(database.db, id))!,
      actorId: owner.id,
      admin: false,
      confirmed: true,
      reviewType: 'comment',
      context,
    }),
  ).toMatchObject({ kind: 'invited' });
  return { owner, spouse, id };
}

describe("the spouse's Send Back", () => {
  it('e-mails the petitioner: the e-mail names the spouse and the form and links to the questionnaire', async () => {
    const { owner, spouse, id } = await shared();
    expect(
      (
        await applyStepEvent(
          database.db,
          id,
          { type: 'RESPONDENT_SEND_BACK', access: true },
          { actorId: spouse.id, context },
        )
      ).accepted,
    ).toBe(true);

    const sent = await database.db
      .selectFrom('emails')
      .select(['id', 'to_email', 'subject'])
      .where('user_workflow_id', '=', id)
      .where('template', '=', 'sent-back')
      .execute();
    expect(sent).toEqual([
      {
        id: expect.any(String),
        to_email: owner.email,
        subject: expect.stringMatching(
          new RegExp(`^${spouse.firstName} ${spouse.lastName} sent ".*" back to you with comments$`),
        ),
      },
    ]);
    await deliverEmail(database.db, sent[0]!.id, {
      transport: createMailTransport(undefined),
      supportEmail: 'help@accord.test',
    });
    const inbox = await listMailbox(database.db, 1000);
    const message = await getMailboxMessage(
      database.db,
      inbox.find((m) => m.to_email === owner.email && m.subject === sent[0]!.subject)!.id,
    );
    expect(message?.text).toContain('Please read their comments');
    expect(message?.text).toContain(`https://accord.test/legal-form-guide/divorce-forms/${id}`);
  });
});

describe("the spouse's guide", () => {
  it("on the child support page has Utah's calculator, as the petitioner's questionnaire has, not 'not available yet'", async () => {
    const { spouse, id } = await shared();
    const page = pageOf('CHILD_SUPPORT_CALC');
    const guide = await loadRespondentGuide(
      database.db,
      await visitAsSpouse(database, spouse.id, id),
      new URL(`http://app/respondent-guide/${id}?page=${page}`),
    );
    expect(guide.page.elements.map((e) => e.element.uid)).toContain(uidOf('CHILD_SUPPORT_CALC'));
    expect(guide.page.childSupportInfo).toMatchObject({
      Utah: { hyperlink: expect.stringMatching(/^https:\/\//), website: expect.any(String) },
    });
  });
});
