// Comments, reviews and rounds against a real PostgreSQL (issue 17): the page comments' rules (1000 characters of
// text, not markup; no script ever rendered; no empty comment; who may write), the 'edit' reviewer's proposals and
// the owner's accept and decline through the versioned save, and the changes between two rounds for every element
// type of the engine's registry that holds a value.
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserWorkflowEvent } from '@accord/engine';
import { ELEMENT_TYPE_REGISTRY, ELEMENT_TYPES, takesAnswer, type FormElement } from '../../app/engine';
import { loadAnswers, saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { findSharingEntry } from '../../app/services/user-workflow/sharing-entries.server';
import { commentingFacts, commentRight, loadPageComments, savePageComment, setSpouseCommenting, type CommentRight } from '../../app/services/comments/page-comments.server';
import { COMMENT_LIMIT, COMMENT_MESSAGES } from '../../app/services/comments/comment-text';
import { acceptReview, declineReview, listPendingReviews, proposeChanges, REVIEW_MESSAGES } from '../../app/services/reviews/field-reviews.server';
import { handleOwnerPanelIntent, handleRespondentPanelIntent, loadOwnerPanels, loadRespondentPanels } from '../../app/services/comments/questionnaire-panels.server';
import { FIELD_COMMENT_MESSAGES } from '../../app/services/comments/field-comments.server';
import { changesSinceLastSeen, currentRound } from '../../app/services/user-workflow/answer-rounds.server';
import { engineForPublished } from '../../app/services/user-workflow/answers.server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { publishEditSharingSample } from '../support/edit-sharing-workflow';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import { questionnaireTexts } from '../../i18n/questionnaire-texts';
import { newPerson as newPersonIn, SHARING_CONTEXT, sharedForm as sharedFormIn, type Shared } from './support/shared-form';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const context = SHARING_CONTEXT;

let database: TestDatabase;

const sample = () => readSampleWorkflow(SAMPLE.file);
function uidOf(title: string): string {
  const element = sample().elements.find((e) => e.title === title);
  if (!element) throw new Error(`the sample workflow has no element titled ${title}`);
  return element.uid;
}

const newPerson = (label: string, isPetitioner = true) => newPersonIn(database.db, label, isPetitioner);
const sharedForm = (...args: SharedFormArgs) => sharedFormIn(database.db, ...args);
type SharedFormArgs = Parameters<typeof sharedFormIn> extends [unknown, ...infer Rest] ? Rest : never;

const step = (form: Shared, event: UserWorkflowEvent, actorId = form.owner.id) => applyStepEvent(database.db, form.id, event, { actorId, context });

async function rightOf(form: Shared, role: 'petitioner' | 'respondent'): Promise<CommentRight> {
  const workflow = (await findUserWorkflow(database.db, form.id))!;
  const entry = role === 'respondent' ? await findSharingEntry(database.db, form.id, form.spouse.email) : undefined;
  return commentRight(commentingFacts(workflow, role, entry));
}

async function comment(form: Shared, role: 'petitioner' | 'respondent', body: string, page = 0) {
  const person = role === 'petitioner' ? form.owner : form.spouse;
  return savePageComment(database.db, {
    userWorkflowId: form.id,
    pageUid: form.pageUids[page]!,
    author: { role, userId: person.id, name: person.firstName },
    body,
    right: await rightOf(form, role),
    pageUids: form.pageUids,
  });
}

const view = (form: Shared, role: 'petitioner' | 'respondent', page = 0, markRead = true) =>
  rightOf(form, role).then((right) => loadPageComments(database.db, { userWorkflowId: form.id, pageUid: form.pageUids[page]!, role, right, markRead }));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  await publishEditSharingSample(database.db);
});

describe('page comments', () => {
  it('the 1000-character rule counts the text, not the markup around it', async () => {
    const form = await sharedForm();
    const thousand = 'a'.repeat(COMMENT_LIMIT);
    expect(await comment(form, 'respondent', `<p><strong>${thousand}</strong></p>`)).toEqual({ kind: 'saved', message: COMMENT_MESSAGES.saved });
    expect((await view(form, 'respondent')).draftLength).toBe(COMMENT_LIMIT);
    expect(await comment(form, 'respondent', `<p>${thousand}b</p>`)).toEqual({ kind: 'refused', message: 'Character limit exceded!', status: 400 });
    // an entity is one character: 1000 ampersands fit
    expect(await comment(form, 'respondent', '&amp;'.repeat(COMMENT_LIMIT))).toMatchObject({ kind: 'saved' });
    // what was kept is the last saved comment, never the refused one
    expect((await view(form, 'respondent')).draft).toBe('&'.repeat(COMMENT_LIMIT));
  });

  it('a script in a comment is never stored nor rendered', async () => {
    const form = await sharedForm();
    await comment(form, 'respondent', '<p onclick="alert(1)">Fine<script>alert("x")</script><img src=x onerror=alert(2)></p>');
    const stored = await database.db.selectFrom('spouse_comments').select('body').where('user_workflow_id', '=', form.id).executeTakeFirstOrThrow();
    expect(stored.body).toBe('<p>Fine</p>');
    // even a row written around the service is sanitized on the way out
    await database.db.updateTable('spouse_comments').set({ body: '<p>Hi</p><script>alert(1)</script>' }).where('user_workflow_id', '=', form.id).execute();
    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);
    const history = (await view(form, 'petitioner')).history;
    expect(history.map((h) => h.html)).toEqual(['<p>Hi</p>']);
    expect(JSON.stringify(history)).not.toContain('script');
  });

  it('an empty comment is not saved, and emptying a draft removes it', async () => {
    const form = await sharedForm();
    expect(await comment(form, 'respondent', '  <p> </p>  ')).toEqual({ kind: 'refused', message: COMMENT_MESSAGES.empty, status: 400 });
    await comment(form, 'respondent', 'Please check the dates');
    expect(await comment(form, 'respondent', '')).toEqual({ kind: 'removed', message: COMMENT_MESSAGES.removed });
    expect(await database.db.selectFrom('spouse_comments').select('id').where('user_workflow_id', '=', form.id).execute()).toEqual([]);
  });

  it('a read-only reviewer, a spouse whose commenting the owner turned off, and a spouse waiting for the reply cannot comment', async () => {
    const readOnly = await sharedForm('read-only');
    expect(await comment(readOnly, 'respondent', 'Hello')).toEqual({ kind: 'refused', message: COMMENT_MESSAGES.closed, status: 403 });

    const form = await sharedForm();
    const entry = (await findSharingEntry(database.db, form.id, form.spouse.email))!;
    expect(await setSpouseCommenting(database.db, { userWorkflowId: form.id, entryId: entry.id, enabled: false })).toBe(true);
    expect(await comment(form, 'respondent', 'Hello')).toMatchObject({ kind: 'refused', status: 403 });
    await setSpouseCommenting(database.db, { userWorkflowId: form.id, entryId: entry.id, enabled: true });
    expect(await comment(form, 'respondent', 'Hello')).toMatchObject({ kind: 'saved' });
    // another form's entry is not this owner's to switch
    const other = await sharedForm();
    expect(await setSpouseCommenting(database.db, { userWorkflowId: other.id, entryId: entry.id, enabled: false })).toBe(false);

    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);
    expect(await comment(form, 'respondent', 'More')).toMatchObject({ kind: 'refused', status: 403 });
  });

  it('the petitioner has no comments on step 1', async () => {
    const owner = await newPerson('comments-step1');
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId: owner.id });
    const workflow = (await findUserWorkflow(database.db, id))!;
    expect(commentRight(commentingFacts(workflow, 'petitioner'))).toBe('none');
  });

  it('one comment per page per round: a draft reaches the other spouse when the form passes on, counted unread until shown', async () => {
    const form = await sharedForm();
    await comment(form, 'respondent', 'First thought', 0);
    await comment(form, 'respondent', 'Second thought', 0);
    await comment(form, 'respondent', 'About page two', 1);
    // not sent yet: the petitioner sees nothing of the draft
    expect((await view(form, 'petitioner', 0)).history).toEqual([]);
    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);

    const before = await view(form, 'petitioner', 0, false);
    expect(before.unreadByPage).toEqual({ [form.pageUids[0]!]: 1, [form.pageUids[1]!]: 1 });
    const shown = await view(form, 'petitioner', 0);
    expect(shown.history.map((h) => [h.authorRole, h.html, h.unread])).toEqual([['respondent', 'Second thought', true]]);
    expect((await view(form, 'petitioner', 0, false)).unreadTotal).toBe(1);

    // the petitioner replies on page one, and the spouse reads it after Finish Replying
    expect(await comment(form, 'petitioner', 'Done, I changed it')).toMatchObject({ kind: 'saved' });
    await step(form, { type: 'FINISH_REPLYING' });
    const spouseView = await view(form, 'respondent', 0);
    expect(spouseView.draft).toBe('');
    expect(spouseView.history.map((h) => [h.authorRole, h.mine, h.html])).toEqual([
      ['respondent', true, 'Second thought'],
      ['petitioner', false, 'Done, I changed it'],
    ]);
  });
});

/** The page that holds the spouse's first name, as the guides' pagePosition gives it. */
async function spousePage(form: Shared) {
  const engine = await engineForPublished(database.db, SAMPLE.publishedId);
  const page = engine.pages.find((p) => p.elements.some((e) => e.uid === uidOf('RES_FN')))!;
  return { pageUid: page.uid, pageUids: form.pageUids, fieldUids: page.elements.filter((e) => takesAnswer(e)).map((e) => e.uid), elements: page.elements };
}

/** The spouse posts a comment on one field from the respondent guide, as its page's form does. */
async function commentOnField(form: Shared, field: string, text: string) {
  const { elements, ...position } = await spousePage(form);
  const workflow = (await findUserWorkflow(database.db, form.id))!;
  const entry = await findSharingEntry(database.db, form.id, form.spouse.email);
  const posted = new FormData();
  posted.set('intent', 'save-field-comment');
  posted.set('field', field);
  posted.set('fieldComment', text);
  return handleRespondentPanelIntent(database.db, 'save-field-comment', { user: form.spouse, workflow, entry, form: posted, position, pageElements: elements });
}

async function ownerFieldComments(form: Shared) {
  const { elements: _elements, ...position } = await spousePage(form);
  const panels = await loadOwnerPanels(database.db, (await findUserWorkflow(database.db, form.id))!, position, { id: form.owner.id, admin: false });
  return panels!.fieldComments;
}

describe('field comments', () => {
  it("a spouse with 'comment' or 'edit' access comments on a field, and the owner reads it in that field's Comments panel with its author and time, marked new once", async () => {
    for (const reviewType of ['comment', 'edit'] as const) {
      const form = await sharedForm(reviewType);
      const first = uidOf('RES_FN');
      expect(await commentOnField(form, first, 'My legal name is Samuel.')).toEqual({ kind: 'done', message: FIELD_COMMENT_MESSAGES.saved, field: first });
      expect(await commentOnField(form, first, 'And it has no middle name.')).toMatchObject({ kind: 'done' });
      const shown = await ownerFieldComments(form);
      expect(Object.keys(shown)).toEqual([first]);
      expect(shown[first]!.map((c) => [c.authorEmail, c.authorName, c.html, c.unread])).toEqual([
        [form.spouse.email, `${form.spouse.firstName} ${form.spouse.lastName}`, 'My legal name is Samuel.', true],
        [form.spouse.email, `${form.spouse.firstName} ${form.spouse.lastName}`, 'And it has no middle name.', true],
      ]);
      expect(Date.now() - Date.parse(shown[first]![0]!.at)).toBeLessThan(60_000);
      // shown once: read from then on
      expect((await ownerFieldComments(form))[first]!.map((c) => c.unread)).toEqual([false, false]);
      // the spouse sees their own under the field
      const workflow = (await findUserWorkflow(database.db, form.id))!;
      const { elements: _e, ...position } = await spousePage(form);
      const spouseView = await loadRespondentPanels(database.db, workflow, await findSharingEntry(database.db, form.id, form.spouse.email), { ...position, pageUid: position.pageUid });
      expect(spouseView?.mayCommentOnFields).toBe(true);
      expect(spouseView?.fieldComments[first]).toHaveLength(2);
    }
  });

  it("a spouse with 'read-only' access cannot comment on a field: the server refuses and stores nothing", async () => {
    const form = await sharedForm('read-only');
    expect(await commentOnField(form, uidOf('RES_FN'), 'Hello')).toEqual({ kind: 'refused', message: FIELD_COMMENT_MESSAGES.readOnly, status: 403, typed: 'Hello', field: uidOf('RES_FN') });
    expect(await database.db.selectFrom('field_comments').select('id').where('user_workflow_id', '=', form.id).execute()).toEqual([]);
    const { elements: _e, ...position } = await spousePage(form);
    const view = await loadRespondentPanels(database.db, (await findUserWorkflow(database.db, form.id))!, await findSharingEntry(database.db, form.id, form.spouse.email), position);
    expect(view?.mayCommentOnFields).toBe(false);
  });

  it('a field comment follows the page comments’ limits: 1000 characters of text, not markup; never empty; never a script', async () => {
    const form = await sharedForm();
    const first = uidOf('RES_FN');
    expect(await commentOnField(form, first, `<p><strong>${'a'.repeat(COMMENT_LIMIT)}</strong></p>`)).toMatchObject({ kind: 'done' });
    expect(await commentOnField(form, first, 'a'.repeat(COMMENT_LIMIT + 1))).toMatchObject({ kind: 'refused', message: 'Character limit exceded!', status: 400 });
    expect(await commentOnField(form, first, ' <p> </p> ')).toMatchObject({ kind: 'refused', message: FIELD_COMMENT_MESSAGES.empty, status: 400 });
    await commentOnField(form, first, '<p onclick="alert(1)">Fine<script>alert("x")</script></p>');
    const bodies = (await ownerFieldComments(form))[first]!.map((c) => c.html);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe('<p>Fine</p>');
  });

  it('a field comment is refused for a field not on the page, after the spouse sent the form back, and from the owner', async () => {
    const form = await sharedForm();
    expect(await commentOnField(form, 'noSuchField0', 'Hello')).toMatchObject({ kind: 'refused', message: FIELD_COMMENT_MESSAGES.unknownField, status: 400 });
    expect(await commentOnField(form, uidOf('PET_FN'), 'Hello')).toMatchObject({ kind: 'refused', status: 400 });
    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);
    expect(await commentOnField(form, uidOf('RES_FN'), 'Hello')).toMatchObject({ kind: 'refused', message: FIELD_COMMENT_MESSAGES.closed, status: 403 });
    const posted = new FormData();
    posted.set('field', uidOf('RES_FN'));
    posted.set('fieldComment', 'Mine');
    const { elements: _e, ...position } = await spousePage(form);
    expect(await handleOwnerPanelIntent(database.db, 'save-field-comment', { user: form.owner, workflow: (await findUserWorkflow(database.db, form.id))!, form: posted, position })).toMatchObject({ kind: 'refused', status: 400 });
    expect(await database.db.selectFrom('field_comments').select('id').where('user_workflow_id', '=', form.id).execute()).toEqual([]);
  });
});

describe('reviews', () => {
  it('a proposal, its refusals and the owner’s decision are said in the page’s language, English when none is given', async () => {
    const spanish = questionnaireTexts('es');
    const { elements, ...position } = await spousePage(await sharedForm('comment'));
    const propose = async (form: Shared, texts?: typeof spanish) => {
      const posted = new FormData();
      posted.set(versionName(uidOf('RES_FN')), '1');
      posted.set(fieldName(uidOf('RES_FN')), 'Samuel');
      const workflow = (await findUserWorkflow(database.db, form.id))!;
      const entry = await findSharingEntry(database.db, form.id, form.spouse.email);
      return handleRespondentPanelIntent(database.db, 'propose-changes', { user: form.spouse, workflow, entry, form: posted, position, pageElements: elements, ...(texts ? { texts } : {}) });
    };
    const commenter = await sharedForm('comment');
    expect(await propose(commenter, spanish)).toEqual({ kind: 'refused', status: 403, message: 'Usted puede leer este formulario y comentarlo, pero solo una persona revisora con permiso para editar puede proponer cambios.' });
    expect(await propose(commenter)).toEqual({ kind: 'refused', status: 403, message: REVIEW_MESSAGES.notEditor });
    const editor = await sharedForm('edit');
    expect(await propose(editor, spanish)).toEqual({ kind: 'done', message: 'Se envió 1 cambio a su cónyuge como propuesta.' });
    expect(await propose(editor)).toEqual({ kind: 'done', message: REVIEW_MESSAGES.proposed(1) });
    // the owner declines a proposal that is no longer there
    const posted = new FormData();
    posted.set('field', uidOf('RES_LN'));
    posted.set('reviewer', editor.spouse.email);
    const owner = { user: editor.owner, workflow: (await findUserWorkflow(database.db, editor.id))!, form: posted, position };
    expect(await handleOwnerPanelIntent(database.db, 'decline-review', { ...owner, texts: spanish })).toEqual({ kind: 'refused', status: 404, message: 'Esta propuesta ya no está: ya se aceptó o se rechazó.' });
    expect(await handleOwnerPanelIntent(database.db, 'decline-review', owner)).toEqual({ kind: 'refused', status: 404, message: REVIEW_MESSAGES.gone });
  });


  it('a reviewer without edit access cannot propose a change', async () => {
    const form = await sharedForm('comment');
    const outcome = await proposeChanges(database.db, { userWorkflowId: form.id, reviewer: { email: form.spouse.email, userId: form.spouse.id, name: 'Sam' }, reviewType: 'comment', reviewing: true, changes: [{ uid: uidOf('RES_FN'), baseVersion: 1, value: 'Samuel' }] });
    expect(outcome).toEqual({ kind: 'refused', message: REVIEW_MESSAGES.notEditor, status: 403 });
    expect(await listPendingReviews(database.db, { id: form.id, published_workflow_id: SAMPLE.publishedId })).toEqual([]);
  });

  it("an edit reviewer's changes wait as reviews; the owner accepts one (the answer changes, the field's reviews go) and declines the other", async () => {
    const form = await sharedForm('edit');
    const first = uidOf('RES_FN');
    const last = uidOf('RES_LN');
    const reviewer = { email: form.spouse.email, userId: form.spouse.id, name: 'Sam' };
    const proposed = await proposeChanges(database.db, { userWorkflowId: form.id, reviewer, reviewType: 'edit', reviewing: true, changes: [{ uid: first, baseVersion: 0, value: 'Samantha' }, { uid: last, baseVersion: 0, value: 'Jones' }] });
    expect(proposed).toMatchObject({ kind: 'proposed', count: 2 });
    // nothing applied
    const answers = await loadAnswers(database.db, form.id);
    expect([answers[first]?.value, answers[last]?.value]).toEqual(['Sam', 'Spouse']);
    const pending = await listPendingReviews(database.db, { id: form.id, published_workflow_id: SAMPLE.publishedId });
    expect(pending.map((p) => [p.fieldUid, p.currentText, p.proposedText])).toEqual([
      [first, 'Sam', 'Samantha'],
      [last, 'Spouse', 'Jones'],
    ]);
    // the petitioner answers on step 3 while the review waits
    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);
    expect(await acceptReview(database.db, { userWorkflowId: form.id, fieldUid: first, reviewerEmail: form.spouse.email, ownerId: form.owner.id, seenVersion: pending[0]!.currentVersion })).toEqual({ kind: 'done', message: REVIEW_MESSAGES.accepted });
    expect((await loadAnswers(database.db, form.id))[first]?.value).toBe('Samantha');
    expect(await declineReview(database.db, { userWorkflowId: form.id, fieldUid: last, reviewerEmail: form.spouse.email })).toEqual({ kind: 'done', message: REVIEW_MESSAGES.declined });
    expect((await loadAnswers(database.db, form.id))[last]?.value).toBe('Spouse');
    expect(await listPendingReviews(database.db, { id: form.id, published_workflow_id: SAMPLE.publishedId })).toEqual([]);
  });

  it('an accept based on an answer that changed since the owner looked is refused, and nothing is lost', async () => {
    const form = await sharedForm('edit');
    const first = uidOf('RES_FN');
    await proposeChanges(database.db, { userWorkflowId: form.id, reviewer: { email: form.spouse.email, userId: form.spouse.id, name: 'Sam' }, reviewType: 'edit', reviewing: true, changes: [{ uid: first, baseVersion: 1, value: 'Samantha' }] });
    // the answers are the owner's to change once the spouse sends the form back (ADR 010)
    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);
    const [seen] = await listPendingReviews(database.db, { id: form.id, published_workflow_id: SAMPLE.publishedId });
    expect(seen).toMatchObject({ currentText: 'Sam', proposedText: 'Samantha', currentVersion: 1 });
    // the owner changes the answer in another tab
    await saveAnswers(database.db, { userWorkflowId: form.id, userId: form.owner.id, changes: [{ uid: first, baseVersion: 1, value: 'Sammy' }] });
    expect(await acceptReview(database.db, { userWorkflowId: form.id, fieldUid: first, reviewerEmail: form.spouse.email, ownerId: form.owner.id, seenVersion: seen!.currentVersion })).toEqual({ kind: 'refused', message: REVIEW_MESSAGES.stale, status: 409 });
    expect((await loadAnswers(database.db, form.id))[first]).toMatchObject({ value: 'Sammy', version: 2 });
    // the proposal is still there to decide on again
    expect(await listPendingReviews(database.db, { id: form.id, published_workflow_id: SAMPLE.publishedId })).toMatchObject([{ currentText: 'Sammy', proposedText: 'Samantha', currentVersion: 2 }]);
  });
});

describe("an admin reading someone's questionnaire (issue 30, second round)", () => {
  it("changes nothing of the owner's read state: the spouse's comments stay unread and the round unseen until the owner looks", async () => {
    const form = await sharedForm('comment');
    const { elements: _elements, ...position } = await spousePage(form);
    const owner = { id: form.owner.id, admin: false };
    const admin = { id: (await newPerson('admin-reader')).id, admin: true };
    const panels = async (viewer: { id: string; admin: boolean }) => (await loadOwnerPanels(database.db, (await findUserWorkflow(database.db, form.id))!, position, viewer))!;
    // the owner's look at the shared round, then the spouse comments on the page and on a field, an answer changes, and the form comes back
    await panels(owner);
    const first = uidOf('RES_FN');
    expect(await commentOnField(form, first, 'My legal name is Samuel.')).toMatchObject({ kind: 'done' });
    expect(
      await savePageComment(database.db, { userWorkflowId: form.id, pageUid: position.pageUid, author: { role: 'respondent', userId: form.spouse.id, name: form.spouse.firstName }, body: 'Please look at my name.', right: await rightOf(form, 'respondent'), pageUids: form.pageUids }),
    ).toMatchObject({ kind: 'saved' });
    await writeAnswersDirectly(form.id, { [first]: 'Samuel' }, 5);
    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);
    const roundSeen = () => database.db.selectFrom('answer_round_views').select(['seen_round', 'previous_round']).where('user_workflow_id', '=', form.id).where('viewer_role', '=', 'petitioner').executeTakeFirstOrThrow();
    const seenBefore = await roundSeen();

    // the admin reads the page twice: shown what the owner would be shown, and nothing of the owner's state moves
    for (let look = 0; look < 2; look++) {
      const read = await panels(admin);
      expect(read.fieldComments[first]!.map((c) => c.unread)).toEqual([true]);
      expect(read.comments.history.map((h) => [h.html, h.unread])).toEqual([['Please look at my name.', true]]);
      expect(read.changes?.pages.flatMap((p) => p.fields).map((f) => f.uid)).toContain(first);
    }
    expect(await roundSeen()).toEqual(seenBefore);
    expect(await database.db.selectFrom('field_comments').select('read_at').where('user_workflow_id', '=', form.id).execute()).toEqual([{ read_at: null }]);
    expect(await database.db.selectFrom('spouse_comments').select('read_at').where('user_workflow_id', '=', form.id).where('author_role', '=', 'respondent').execute()).toEqual([{ read_at: null }]);

    // the owner's own look shows them new and what changed, and marks them read and the round seen
    const own = await panels(owner);
    expect(own.fieldComments[first]!.map((c) => c.unread)).toEqual([true]);
    expect(own.comments.history.map((h) => h.unread)).toEqual([true]);
    expect(own.changes?.pages.flatMap((p) => p.fields).map((f) => f.uid)).toContain(first);
    expect((await roundSeen()).seen_round).toBeGreaterThan(seenBefore.seen_round);
    const again = await panels(owner);
    expect([again.fieldComments[first]!.map((c) => c.unread), again.comments.history.map((h) => h.unread)]).toEqual([[false], [false]]);
  });
});

// One value before and after per answer shape, and how each must read in the changes view.
const SHAPE_CHANGES = {
  text: { before: 'the old words', after: 'the new words', beforeText: 'the old words', afterText: 'the new words' },
  number: { before: 3, after: 4, beforeText: '3', afterText: '4' },
  choice: { before: 'Alpha', after: 'Beta', beforeText: 'Alpha', afterText: 'Beta' },
  choices: { before: ['Alpha'], after: ['Alpha', 'Beta'], beforeText: 'Alpha', afterText: 'Alpha, Beta' },
  date: { before: '2020-01-02', after: '2021-03-04', beforeText: '2020-01-02', afterText: '2021-03-04' },
  file: { before: { name: 'old.pdf' }, after: { name: 'new.pdf' }, beforeText: 'old.pdf', afterText: 'new.pdf' },
  signature: { before: { signed: false }, after: { signed: true, typedName: 'Sam Spouse' }, beforeText: 'Not signed', afterText: 'Signed as Sam Spouse' },
  video: { before: { watched: false }, after: { watched: true }, beforeText: 'Not watched', afterText: 'Watched' },
  rows: { before: [{ item: 'Car', value: 1 }], after: [{ item: 'Car', value: 2 }], beforeText: 'Row 1: Car | 1', afterText: 'Row 1: Car | 2' },
  dialog: { before: { fields: {} }, after: { buttonClicked: 'Yes', fields: {} }, beforeText: '', afterText: 'Chose Yes' },
  figures: { before: { income: 1 }, after: { income: 2 }, beforeText: 'income: 1', afterText: 'income: 2' },
} as const;

/** The sample with a last page holding the answerable types it lacks, so every type of the registry is there. */
async function publishEveryType(): Promise<string> {
  const definition = sample();
  const extra: FormElement[] = [
    { uid: 'everyTypePage', type: 'page-break', title: 'PAGE_EVERY_TYPE', label: 'Every type' } as FormElement,
    { uid: 'everyTypeVideo', type: 'youtube-video', title: 'EVERY_VIDEO', label: 'A video', videoURL: 'https://www.youtube.com/embed/x', videoID: 'accordDemo1', embed: '' } as unknown as FormElement,
    { uid: 'everyTypeImage', type: 'embedded-image', title: 'EVERY_IMAGE', label: 'Pick one', variant: 'image-static', alignment: 'center', interactionType: 'single-select', images: [{ name: 'a', url: 'a.png', title: 'A', description: '' }] } as unknown as FormElement,
  ];
  const present = new Set(definition.elements.map((e) => e.type));
  const publishedId = 'pubEveryElementType0';
  await publishWorkflow(database.db, { formId: 'formEveryElementType', publishedId, definition: { ...definition, elements: [...definition.elements, ...extra.filter((e) => e.type === 'page-break' || !present.has(e.type))] } });
  return publishedId;
}

async function writeAnswersDirectly(userWorkflowId: string, values: Record<string, unknown>, version: number) {
  // written around the save on purpose: the display logic would clear answers of fields hidden by others
  for (const [uid, value] of Object.entries(values))
    await database.db
      .insertInto('answers')
      .values({ user_workflow_id: userWorkflowId, field_uid: uid, value: JSON.stringify(value), version })
      .onConflict((oc) => oc.columns(['user_workflow_id', 'field_uid']).doUpdateSet({ value: JSON.stringify(value), version }))
      .execute();
}

describe('rounds and what changed', () => {
  it('each pass between the spouses is a round: share, send back and finish replying', async () => {
    const form = await sharedForm();
    expect(await currentRound(database.db, form.id)).toBe(1);
    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);
    expect(await currentRound(database.db, form.id)).toBe(2);
    await step(form, { type: 'FINISH_REPLYING' });
    const rounds = await database.db.selectFrom('answer_rounds').select(['round', 'passed_to', 'event']).where('user_workflow_id', '=', form.id).orderBy('round').execute();
    expect(rounds).toEqual([
      { round: 1, passed_to: 'respondent', event: 'SEND_SHARE_INVITE' },
      { round: 2, passed_to: 'petitioner', event: 'RESPONDENT_SEND_BACK' },
      { round: 3, passed_to: 'respondent', event: 'FINISH_REPLYING' },
    ]);
  });

  it('the changes between two rounds are computed right for every element type that holds a value', async () => {
    const publishedId = await publishEveryType();
    const engine = await engineForPublished(database.db, publishedId);
    const answerable = ELEMENT_TYPES.filter((type) => ELEMENT_TYPE_REGISTRY[type].answer !== null);
    // one element per answerable type, each taking an answer (a read-only table or a display grouping does not)
    const chosen = answerable.map((type) => {
      const element = engine.definition.elements.find((e) => e.type === type && takesAnswer(e) && !['RES_EADD', 'RES_FN', 'RES_LN'].includes(e.title));
      if (!element) throw new Error(`no element of type ${type} that takes an answer in the test workflow`);
      return { element, shape: SHAPE_CHANGES[ELEMENT_TYPE_REGISTRY[type].answer!] };
    });
    const form = await sharedForm('comment', publishedId, (id) => writeAnswersDirectly(id, Object.fromEntries(chosen.map((c) => [c.element.uid, c.shape.before])), 1));
    // the spouse's first look: no earlier round to compare with
    expect(await changesSinceLastSeen(database.db, { id: form.id, published_workflow_id: publishedId }, 'respondent')).toBeNull();
    await step(form, { type: 'RESPONDENT_SEND_BACK', access: true }, form.spouse.id);
    await writeAnswersDirectly(form.id, Object.fromEntries(chosen.map((c) => [c.element.uid, c.shape.after])), 2);
    await step(form, { type: 'FINISH_REPLYING' });

    const changes = await changesSinceLastSeen(database.db, { id: form.id, published_workflow_id: publishedId }, 'respondent');
    expect(changes).toMatchObject({ from: 1, to: 3 });
    const fields = changes!.pages.flatMap((p) => p.fields);
    expect(fields.map((f) => f.uid).sort()).toEqual(chosen.map((c) => c.element.uid).sort());
    for (const { element, shape } of chosen) {
      const field = fields.find((f) => f.uid === element.uid)!;
      expect({ type: field.type, before: field.before, after: field.after }).toEqual({ type: element.type, before: shape.beforeText, after: shape.afterText });
      // the word parts rebuild both texts
      expect(field.words.filter((w) => w.kind !== 'added').map((w) => w.text).join('')).toBe(shape.beforeText);
      expect(field.words.filter((w) => w.kind !== 'removed').map((w) => w.text).join('')).toBe(shape.afterText);
    }
    const text = fields.find((f) => f.type === 'text-input-short')!;
    expect(text.words).toEqual([
      { text: 'the ', kind: 'same' },
      { text: 'old', kind: 'removed' },
      { text: 'new', kind: 'added' },
      { text: ' words', kind: 'same' },
    ]);
    // each page listed holds only changed fields, and the notice stays for the round on a second look
    expect(await changesSinceLastSeen(database.db, { id: form.id, published_workflow_id: publishedId }, 'respondent')).toEqual(changes);
  });
});
