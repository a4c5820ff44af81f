// Comments cannot grow without bound (issue 30 item 7): the spec's count stays (1000 characters of text after the
// markup is stripped), and beside it a stored comment holds at most 10 KB of markup and a spouse writes at most 20
// comments on one answer in each round, each refused with its own message and nothing of it stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyStepEvent } from '../../app/services/user-workflow/user-workflows.server';
import { savePageComment } from '../../app/services/comments/page-comments.server';
import { saveFieldComment } from '../../app/services/comments/field-comments.server';
import { COMMENT_LIMIT, COMMENT_MARKUP_LIMIT, COMMENT_MESSAGES, FIELD_COMMENTS_PER_ROUND } from '../../app/services/comments/comment-text';
import { seedGuide } from '../../db/seed-guide';
import { uidOf } from '../support/utah-with-children';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { SHARING_CONTEXT, sharedForm, type Shared } from './support/shared-form';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

const spouseFirstName = uidOf('RES_FN');

const pageComment = (form: Shared, body: string) =>
  savePageComment(database.db, { userWorkflowId: form.id, pageUid: form.pageUids[0]!, author: { role: 'respondent', userId: form.spouse.id, name: 'Sam' }, body, right: 'write', pageUids: form.pageUids });

const fieldComment = (form: Shared, body: string) =>
  saveFieldComment(database.db, {
    userWorkflowId: form.id,
    fieldUid: spouseFirstName,
    author: { email: form.spouse.email, userId: form.spouse.id, name: 'Sam Spouse' },
    reviewType: 'comment',
    right: 'write',
    fieldUids: [spouseFirstName],
    body,
  });

const storedFieldComments = (form: Shared) => database.db.selectFrom('field_comments').select('body').where('user_workflow_id', '=', form.id).execute();

describe('a comment’s markup', () => {
  // the probe's shape: one visible character in about 50 KB of empty tags
  const emptyTags = `<p>${'<strong></strong>'.repeat(3000)}a</p>`;
  // 500 characters of text, each in two tags: 13.5 KB stored
  const dense = '<strong><em>a</em></strong>'.repeat(500);

  it('over 10 KB is refused on a page comment and on a field comment, each with the markup’s own message', async () => {
    const form = await sharedForm(database.db);
    expect(await pageComment(form, emptyTags)).toEqual({ kind: 'refused', message: COMMENT_MESSAGES.markup, status: 400 });
    expect(await pageComment(form, dense)).toEqual({ kind: 'refused', message: COMMENT_MESSAGES.markup, status: 400 });
    expect(await fieldComment(form, emptyTags)).toEqual({ kind: 'refused', message: COMMENT_MESSAGES.markup, status: 400 });
    expect(await database.db.selectFrom('spouse_comments').select('id').where('user_workflow_id', '=', form.id).execute()).toEqual([]);
    expect(await storedFieldComments(form)).toEqual([]);
  });

  it('within 10 KB is kept, and the text count is still the spec’s 1000 after stripping markup', async () => {
    const form = await sharedForm(database.db);
    const thousandInTags = '<strong>aaaaaaaaaa</strong>'.repeat(COMMENT_LIMIT / 10);
    expect(thousandInTags.length).toBeLessThan(COMMENT_MARKUP_LIMIT);
    expect(await pageComment(form, thousandInTags)).toMatchObject({ kind: 'saved' });
    expect(await fieldComment(form, thousandInTags)).toMatchObject({ kind: 'saved' });
    expect(await fieldComment(form, `${thousandInTags}b`)).toEqual({ kind: 'refused', message: COMMENT_MESSAGES.limit, status: 400 });
  });
});

describe('a spouse’s comments on one answer', () => {
  it('stop at 20 in a round, even posted all at once, and start again in the next round', async () => {
    const form = await sharedForm(database.db);
    const results = await Promise.all(Array.from({ length: FIELD_COMMENTS_PER_ROUND + 5 }, (_, i) => fieldComment(form, `Comment ${i + 1}`)));
    expect(results.filter((r) => r.kind === 'saved')).toHaveLength(FIELD_COMMENTS_PER_ROUND);
    expect(results.filter((r) => r.kind === 'refused')).toEqual(Array.from({ length: 5 }, () => ({ kind: 'refused', message: COMMENT_MESSAGES.perRound, status: 400 })));
    expect(await storedFieldComments(form)).toHaveLength(FIELD_COMMENTS_PER_ROUND);

    // the spouse sends the form back and the owner replies: the next round has room for 20 more
    const step = (event: Parameters<typeof applyStepEvent>[2], actorId: string) => applyStepEvent(database.db, form.id, event, { actorId, context: SHARING_CONTEXT });
    expect(await step({ type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id)).toMatchObject({ accepted: true });
    expect(await step({ type: 'FINISH_REPLYING' }, form.owner.id)).toMatchObject({ accepted: true });
    expect(await fieldComment(form, 'A new round')).toMatchObject({ kind: 'saved' });
    expect(await storedFieldComments(form)).toHaveLength(FIELD_COMMENTS_PER_ROUND + 1);
  });
});
