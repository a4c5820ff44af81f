import { describe, expect, it } from 'vitest';
import { enabledEvents } from './enabled-events.ts';
import { persistUserWorkflow, restoreUserWorkflow, sendEvent, startUserWorkflow, startUserWorkflowEmitting } from './user-workflow-actor.ts';
import type { UserWorkflowActor } from './user-workflow-actor.ts';
import { STEP_MESSAGES } from './messages.ts';
import { answersEditable, level2PaymentOpen, spouseHoldsForm, stepsOf } from './steps.ts';

const signature = { image: 'data:image/png;base64,' + 'A'.repeat(6000) };
const at = '2026-01-10T10:00:00.000Z';

function collaborativeAtStep(step: 1 | 2 | 3 | 4 | 5 | 6 | 7): UserWorkflowActor {
  const actor = startUserWorkflow({ collaborate: true, paidLevel1: true });
  const go = (event: Parameters<typeof sendEvent>[1]) => expect(sendEvent(actor, event).accepted).toBe(true);
  if (step >= 2) go({ type: 'PROCEED_TO_SHARE', missingRequired: 0 });
  if (step >= 3) go({ type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: 'sam@example.com' });
  if (step >= 4) go({ type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0 });
  if (step >= 5) go({ type: 'PAYMENT_COMPLETED', level: 2 });
  if (step >= 6) go({ type: 'SUBMIT_SIGNATURE', confirmed: true, signature, at });
  if (step >= 7) go({ type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature, at });
  expect(stepsOf(actor.getSnapshot()).step).toBe(step);
  return actor;
}

describe('the user workflow step machine', () => {
  it('lets answers be changed at step 1 and, to answer the spouse, at step 3 once they sent it back, also after a restore and after going back to the questionnaire', () => {
    const editable = ([1, 2, 3, 4, 5, 6, 7] as const).map((step) => answersEditable(collaborativeAtStep(step).getSnapshot()));
    // step 3 right after the invite: the spouse holds the form
    expect(editable).toEqual([true, false, false, false, false, false, false]);
    const restored = restoreUserWorkflow(persistUserWorkflow(collaborativeAtStep(1)), { collaborate: true, paidLevel1: true });
    expect(answersEditable(restored.getSnapshot())).toBe(true);
    const atStep2 = collaborativeAtStep(2);
    expect(sendEvent(atStep2, { type: 'BACK_TO_QUESTIONNAIRE', confirmed: true }).accepted).toBe(true);
    expect(answersEditable(atStep2.getSnapshot())).toBe(true);
  });

  it("keeps the petitioner's answers read-only while the spouse holds the form: from the invite until they send it back, and again after Finish Replying", () => {
    const actor = collaborativeAtStep(3);
    expect(spouseHoldsForm(actor.getSnapshot())).toBe(true);
    expect(answersEditable(actor.getSnapshot())).toBe(false);
    // erasing the answers for a newer version is refused as well
    expect(sendEvent(actor, { type: 'UPDATE_OUTDATED_FORM', confirmed: true }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'RESPONDENT_SEND_BACK' }).accepted).toBe(true);
    expect(answersEditable(actor.getSnapshot())).toBe(true);
    expect(sendEvent(actor, { type: 'FINISH_REPLYING' }).accepted).toBe(true);
    expect(answersEditable(actor.getSnapshot())).toBe(false);
    expect(sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0 }).steps.step).toBe(4);
    expect(answersEditable(actor.getSnapshot())).toBe(false);
    const restored = restoreUserWorkflow(persistUserWorkflow(collaborativeAtStep(3)), { collaborate: true, paidLevel1: true });
    expect(answersEditable(restored.getSnapshot())).toBe(false);
  });

  it('voids the agreement and both signatures when the answers change under them, and sends the spouse back to review', () => {
    const actor = collaborativeAtStep(7);
    expect(sendEvent(actor, { type: 'ANSWERS_CHANGED' }).accepted).toBe(false);
    // an administrator takes the form back to the questionnaire, where its answers may change again
    expect(sendEvent(actor, { type: 'GO_TO_STEP', step: 1, admin: true }).steps).toMatchObject({ step: 1 });
    const voided = sendEvent(actor, { type: 'ANSWERS_CHANGED' });
    expect(voided.accepted).toBe(true);
    expect(voided.steps).toMatchObject({ step: 1, respondentWaiting: true });
    expect(voided.emitted).toEqual(expect.arrayContaining([{ type: 'signatures.supersede' }, { type: 'sharing.update', agreedWithSpouse: false }]));
    expect(actor.getSnapshot().context).toMatchObject({ spouseAgreed: false, petitionerSigned: false, respondentSigned: false });
    // nothing stands any more: a further change voids nothing
    expect(sendEvent(actor, { type: 'ANSWERS_CHANGED' }).accepted).toBe(false);
    // the spouse agrees again only once the form is shared with them again
    expect(sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0 }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }).steps.step).toBe(2);
    const shared = sendEvent(actor, { type: 'SEND_SHARE_INVITE', confirmed: true });
    expect(shared.emitted).toContainEqual({ type: 'answers.snapshot', passedTo: 'respondent' });
    expect(sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0 }).steps).toMatchObject({ step: 4, respondentStep: 2 });
  });

  it('a change of answers under a standing agreement keeps the petitioner where they are and sends a spouse who had agreed back to review', () => {
    const actor = collaborativeAtStep(4);
    // both regions moved by an administrator: the petitioner to the questionnaire, the spouse still past agreeing
    expect(sendEvent(actor, { type: 'GO_TO_STEP', step: 1, admin: true }).accepted).toBe(true);
    expect(sendEvent(actor, { type: 'RESPONDENT_GO_TO_STEP', step: 2, admin: true }).accepted).toBe(true);
    expect(stepsOf(actor.getSnapshot())).toMatchObject({ step: 1, respondentStep: 2 });
    expect(sendEvent(actor, { type: 'ANSWERS_CHANGED' }).steps).toMatchObject({ step: 1, respondentStep: 1, respondentWaiting: true });
    expect(actor.getSnapshot().context.spouseAgreed).toBe(false);
  });

  it('opens the final payment at step 4 only, on both paths', () => {
    const open = ([1, 2, 3, 4, 5, 6, 7] as const).map((step) => level2PaymentOpen(collaborativeAtStep(step).getSnapshot()));
    expect(open).toEqual([false, false, false, true, false, false, false]);
    const unilateral = startUserWorkflow({ collaborate: false, paidLevel1: true });
    expect(level2PaymentOpen(unilateral.getSnapshot())).toBe(false);
    expect(sendEvent(unilateral, { type: 'PROCEED', missingRequired: 0 }).steps.step).toBe(4);
    expect(level2PaymentOpen(unilateral.getSnapshot())).toBe(true);
  });

  it('starts a collaborative petitioner at step 1 with nothing shared', () => {
    const actor = startUserWorkflow();
    expect(stepsOf(actor.getSnapshot())).toEqual({ step: 1, respondentStep: null, respondentWaiting: true, completed: false });
  });

  it('keeps a petitioner who has not paid level 1 on step 1', () => {
    const actor = startUserWorkflow({ collaborate: true });
    expect(sendEvent(actor, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }).accepted).toBe(false);
    sendEvent(actor, { type: 'PAYMENT_COMPLETED', level: 1 });
    expect(sendEvent(actor, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }).steps.step).toBe(2);
  });

  it('treats an administrator as having paid', () => {
    const actor = startUserWorkflow({ collaborate: true });
    expect(sendEvent(actor, { type: 'PROCEED_TO_SHARE', missingRequired: 0, admin: true }).steps.step).toBe(2);
  });

  it('lets missing required fields through to step 3 only after Proceed Anyway', () => {
    const actor = startUserWorkflow({ collaborate: true, paidLevel1: true });
    expect(sendEvent(actor, { type: 'PROCEED_TO_SHARE', missingRequired: 2 }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'PROCEED_TO_SHARE', missingRequired: 2, proceedAnyway: true }).steps.step).toBe(2);
    expect(sendEvent(actor, { type: 'SEND_SHARE_INVITE', confirmed: true }).steps.step).toBe(3);
    expect(sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 2 }).accepted).toBe(
      false,
    );
  });

  it('goes back from step 2 to the questionnaire after a confirm', () => {
    const actor = collaborativeAtStep(2);
    expect(sendEvent(actor, { type: 'BACK_TO_QUESTIONNAIRE', confirmed: false }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'BACK_TO_QUESTIONNAIRE', confirmed: true }).steps.step).toBe(1);
  });

  it('shares the questionnaire only with the checkbox ticked, sets respondent step 1 and says so', () => {
    const actor = collaborativeAtStep(2);
    expect(sendEvent(actor, { type: 'SEND_SHARE_INVITE', confirmed: false }).accepted).toBe(false);
    const result = sendEvent(actor, { type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: 'sam@example.com' });
    expect(result.steps).toEqual({ step: 3, respondentStep: 1, respondentWaiting: false, completed: false });
    expect(result.emitted).toContainEqual({ type: 'notice', text: STEP_MESSAGES.shared });
    expect(result.emitted).toContainEqual({ type: 'email', template: 'invite', to: 'respondent' });
  });

  it('refuses a share invite to a malformed spouse e-mail', () => {
    const actor = collaborativeAtStep(2);
    expect(sendEvent(actor, { type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: 'not-an-email' }).accepted).toBe(
      false,
    );
  });

  it('moves both parties when the respondent agrees with the terms accepted and nothing missing', () => {
    const actor = collaborativeAtStep(3);
    expect(sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: false, missingRequired: 0 }).accepted).toBe(
      false,
    );
    expect(
      sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: false }).accepted,
    ).toBe(false);
    const result = sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0 });
    expect(result.steps).toMatchObject({ step: 4, respondentStep: 2, respondentWaiting: true, completed: false });
    expect(result.emitted).toContainEqual({ type: 'notice', text: STEP_MESSAGES.respondentAgreed });
    expect(actor.getSnapshot().context.spouseAgreed).toBe(true);
  });

  it('locks the respondent in waiting after a send back until the petitioner finishes replying', () => {
    const actor = collaborativeAtStep(3);
    const sentBack = sendEvent(actor, { type: 'RESPONDENT_SEND_BACK' });
    expect(sentBack.emitted).toContainEqual({ type: 'notice', text: STEP_MESSAGES.waitingForSpouse });
    expect(sentBack.steps.respondentWaiting).toBe(true);
    expect(enabledEvents(actor.getSnapshot())).not.toContain('RESPONDENT_AGREE');
    const replied = sendEvent(actor, { type: 'FINISH_REPLYING' });
    expect(replied.accepted).toBe(true);
    expect(replied.steps).toMatchObject({ step: 3, respondentStep: 1, respondentWaiting: false, completed: false });
    expect(sendEvent(actor, { type: 'FINISH_REPLYING' }).accepted).toBe(false);
  });

  it('sends the form back for spousal review from step 3 once the petitioner holds it again, never while the spouse holds it', () => {
    const actor = collaborativeAtStep(3);
    // right after the invite the spouse holds the form: the answers are read-only, there is nothing new to send
    expect(sendEvent(actor, { type: 'SEND_BACK_FOR_SPOUSAL_REVIEW' }).accepted).toBe(false);
    expect(enabledEvents(actor.getSnapshot())).not.toContain('SEND_BACK_FOR_SPOUSAL_REVIEW');
    expect(sendEvent(actor, { type: 'RESPONDENT_SEND_BACK' }).accepted).toBe(true);
    const result = sendEvent(actor, { type: 'SEND_BACK_FOR_SPOUSAL_REVIEW' });
    expect(result.accepted).toBe(true);
    expect(spouseHoldsForm(actor.getSnapshot())).toBe(true);
    expect(result.steps.step).toBe(3);
    expect(result.emitted).toContainEqual({ type: 'email', template: 'share', to: 'respondent' });
    expect(result.emitted).toContainEqual({ type: 'sharing.update', commentsDisabled: false });
  });

  it('redirects to payment at step 4 without a level 2 payment and moves to step 5 with one', () => {
    const actor = collaborativeAtStep(4);
    const redirected = sendEvent(actor, { type: 'CONTINUE' });
    expect(redirected.steps.step).toBe(4);
    expect(redirected.emitted).toContainEqual({ type: 'redirect', to: 'payment', level: 2 });
    const paid = sendEvent(actor, { type: 'PAYMENT_COMPLETED', level: 2 });
    expect(paid.steps.step).toBe(5);
    expect(paid.emitted).toContainEqual({ type: 'documents.generate', which: 'stipulation' });
  });

  it('needs a confirmed signature of at least 5000 characters to submit at step 5', () => {
    const actor = collaborativeAtStep(5);
    expect(
      sendEvent(actor, { type: 'SUBMIT_SIGNATURE', confirmed: true, signature: { image: 'short' } }).accepted,
    ).toBe(false);
    expect(sendEvent(actor, { type: 'SUBMIT_SIGNATURE', confirmed: false, signature }).accepted).toBe(false);
    expect(enabledEvents(actor.getSnapshot(), { signature })).toContain('SUBMIT_SIGNATURE');
    expect(enabledEvents(actor.getSnapshot(), { signature: null })).not.toContain('SUBMIT_SIGNATURE');
    const result = sendEvent(actor, { type: 'SUBMIT_SIGNATURE', confirmed: true, signature, at });
    expect(result.steps).toMatchObject({ step: 6, respondentStep: 2, respondentWaiting: false, completed: false });
    expect(actor.getSnapshot().context.signatureRequestSentAt).toBe(at);
    expect(result.emitted).toContainEqual({ type: 'email', template: 'sign', to: 'respondent' });
  });

  it('blocks a fourth spouse notification for a day after the third, except for admins', () => {
    const actor = collaborativeAtStep(6);
    for (let i = 0; i < 3; i++)
      expect(sendEvent(actor, { type: 'NOTIFY_SPOUSE', at: '2026-01-11T10:00:00.000Z' }).accepted).toBe(true);
    expect(sendEvent(actor, { type: 'NOTIFY_SPOUSE', at: '2026-01-11T20:00:00.000Z' }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'NOTIFY_SPOUSE', at: '2026-01-11T20:00:00.000Z', admin: true }).accepted).toBe(
      true,
    );
    expect(sendEvent(actor, { type: 'NOTIFY_SPOUSE', at: '2026-01-12T10:00:01.000Z' }).accepted).toBe(true);
  });

  it('completes both parties when the respondent signs after the petitioner', () => {
    const actor = collaborativeAtStep(6);
    const result = sendEvent(actor, { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature, at });
    expect(result.steps).toMatchObject({ step: 7, respondentStep: 3 });
    expect(result.emitted).toContainEqual({ type: 'email', template: 'completed', to: 'both' });
    expect(result.emitted).toContainEqual({ type: 'email', template: 'signed', to: 'petitioner' });
    expect(sendEvent(actor, { type: 'DOWNLOAD' }).emitted).toContainEqual({
      type: 'documents.generate',
      which: 'final',
    });
  });

  it('does not let the respondent sign before the petitioner unless an admin does it', () => {
    const actor = collaborativeAtStep(4);
    expect(sendEvent(actor, { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature }).accepted).toBe(false);
    expect(
      sendEvent(actor, { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature, admin: true }).steps
        .respondentStep,
    ).toBe(3);
  });

  it('returns both parties to step 3 and review when the respondent restarts, and e-mails a disagreement', () => {
    const actor = collaborativeAtStep(6);
    const result = sendEvent(actor, { type: 'RESPONDENT_RESTART', confirmed: true });
    expect(result.steps).toMatchObject({ step: 3, respondentStep: 1 });
    expect(result.emitted).toContainEqual({ type: 'email', template: 'disagreement', to: 'petitioner' });
    expect(actor.getSnapshot().context).toMatchObject({ spouseAgreed: false, petitionerSigned: false });
  });

  it('restarts the petitioner at step 1 with the respondent step 1, tells the invited spouse, and clears sharing after a confirm', () => {
    const actor = collaborativeAtStep(5);
    expect(sendEvent(actor, { type: 'RESTART', confirmed: false }).accepted).toBe(false);
    const result = sendEvent(actor, { type: 'RESTART', confirmed: true });
    expect(result.steps).toEqual({ step: 1, respondentStep: 1, respondentWaiting: true, completed: false });
    // the e-mail before the reset, which deletes the sharing entry it is addressed by; back at step 1, the reminder
    expect(result.emitted).toEqual([
      { type: 'email', template: 'restarted', to: 'invited' }, { type: 'sharing.reset' }, { type: 'signatures.supersede' },
      { type: 'email.schedule', kind: 'incomplete-reminder' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ spouseAgreed: false, petitionerSigned: false, respondentSigned: false });
    // nothing to restart from step 1
    expect(sendEvent(actor, { type: 'RESTART', confirmed: true }).accepted).toBe(false);
  });

  it("lets only an administrator reset a form, after a confirm, to step 1 with nothing shared, from any step, keeping what was paid", () => {
    const actor = collaborativeAtStep(6);
    expect(sendEvent(actor, { type: 'ADMIN_RESET', confirmed: true }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'ADMIN_RESET', confirmed: false, admin: true }).accepted).toBe(false);
    const result = sendEvent(actor, { type: 'ADMIN_RESET', confirmed: true, admin: true, by: 'Ada Admin' });
    expect(result.steps).toEqual({ step: 1, respondentStep: null, respondentWaiting: true, completed: false });
    // back at step 1, the form's reminder is scheduled from now
    expect(result.emitted).toEqual([{ type: 'sharing.reset' }, { type: 'signatures.supersede' }, { type: 'email.schedule', kind: 'incomplete-reminder' }]);
    expect(actor.getSnapshot().context).toMatchObject({ spouseAgreed: false, petitionerSigned: false, respondentSigned: false, paidLevel1: true, paidLevel2: true });
    // a form already at the start can be reset too (its sharing may be what is stuck), and goes on as usual after
    expect(sendEvent(startUserWorkflow({ paidLevel1: true }), { type: 'ADMIN_RESET', confirmed: true, admin: true }).accepted).toBe(true);
    expect(sendEvent(actor, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }).steps.step).toBe(2);
    expect(enabledEvents(actor.getSnapshot(), { admin: true })).toContain('ADMIN_RESET');
    expect(enabledEvents(actor.getSnapshot())).not.toContain('ADMIN_RESET');
  });

  it('resets an outdated form to step 1 and asks for a rebuild', () => {
    const actor = collaborativeAtStep(4);
    const result = sendEvent(actor, { type: 'UPDATE_OUTDATED_FORM', confirmed: true });
    expect(result.steps.step).toBe(1);
    expect(result.emitted).toContainEqual({ type: 'workflow.rebuild' });
  });

  it('schedules the reminder of a form begun and at each step change, trades it for the 30-day follow-up on completion, and cancels that when the form leaves step 7', () => {
    const reminder = { type: 'email.schedule', kind: 'incomplete-reminder' };
    const scheduled = (emitted: { type: string }[]) => emitted.filter((e) => e.type === 'email.schedule' || e.type === 'email.cancel');
    expect(startUserWorkflowEmitting({ paidLevel1: true }).emitted).toEqual([reminder]);
    // a restored machine is not begun again: nothing is emitted by restoring it
    const restored = restoreUserWorkflow(persistUserWorkflow(collaborativeAtStep(2)), { collaborate: true, paidLevel1: true });
    expect(scheduled(sendEvent(restored, { type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: 'sam@example.com' }).emitted)).toEqual([reminder]);
    // an event that changes no step schedules nothing
    expect(scheduled(sendEvent(restored, { type: 'RESPONDENT_SEND_BACK' }).emitted)).toEqual([]);

    const actor = collaborativeAtStep(6);
    const completed = sendEvent(actor, { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature, at });
    expect(completed.steps.completed).toBe(true);
    expect(scheduled(completed.emitted)).toEqual([{ type: 'email.cancel', kind: 'incomplete-reminder' }, { type: 'email.schedule', kind: 'completion-follow-up' }]);
    expect(scheduled(sendEvent(actor, { type: 'DOWNLOAD' }).emitted)).toEqual([]);
    const restarted = sendEvent(actor, { type: 'RESTART', confirmed: true });
    expect(restarted.steps.completed).toBe(false);
    expect(scheduled(restarted.emitted)).toEqual([{ type: 'email.cancel', kind: 'completion-follow-up' }, reminder]);
  });

  it('lets an admin move to any step from 1 to 7 and ignores a step above 7', () => {
    const actor = startUserWorkflow();
    expect(sendEvent(actor, { type: 'GO_TO_STEP', step: 6 }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'GO_TO_STEP', step: 6, admin: true }).steps.step).toBe(6);
    expect(sendEvent(actor, { type: 'GO_TO_STEP', step: 8, admin: true }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'RESPONDENT_GO_TO_STEP', step: 2, admin: true }).steps.respondentStep).toBe(2);
    // each control moves only the side it names
    expect(stepsOf(actor.getSnapshot())).toMatchObject({ step: 6, respondentStep: 2 });
    expect(sendEvent(actor, { type: 'GO_TO_STEP', step: 3, admin: true }).steps).toMatchObject({ step: 3, respondentStep: 2 });
    expect(sendEvent(actor, { type: 'RESPONDENT_GO_TO_STEP', step: 1, admin: true }).steps).toMatchObject({ step: 3, respondentStep: 1 });
    expect(enabledEvents(actor.getSnapshot(), { admin: true })).toContain('GO_TO_STEP');
    expect(enabledEvents(actor.getSnapshot())).not.toContain('GO_TO_STEP');
  });

  it('takes the unilateral path 1, 4, 5, 7', () => {
    const actor = startUserWorkflow({ collaborate: false, paidLevel1: true });
    expect(sendEvent(actor, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'PROCEED', missingRequired: 1 }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'PROCEED', missingRequired: 0 }).steps.step).toBe(4);
    expect(sendEvent(actor, { type: 'PAYMENT_COMPLETED', level: 2 }).steps.step).toBe(5);
    expect(sendEvent(actor, { type: 'SUBMIT_SIGNATURE', confirmed: true, signature }).accepted).toBe(false);
    const done = sendEvent(actor, { type: 'PROCEED', missingRequired: 0 });
    expect(done.steps.step).toBe(7);
    expect(done.emitted).toContainEqual({ type: 'documents.generate', which: 'final' });
  });

  it('skips payment on the unilateral path when level 2 is already paid', () => {
    const actor = startUserWorkflow({ collaborate: false, paidLevel1: true, paidLevel2: true });
    expect(sendEvent(actor, { type: 'PROCEED', missingRequired: 0 }).steps.step).toBe(5);
  });

  it('lists the events possible now for the buttons', () => {
    const actor = collaborativeAtStep(3);
    expect(enabledEvents(actor.getSnapshot())).toEqual(
      expect.arrayContaining([
        'PAYMENT_COMPLETED',
        'RESTART',
        'RESPONDENT_AGREE',
        'RESPONDENT_SEND_BACK',
      ]),
    );
    expect(enabledEvents(actor.getSnapshot())).not.toContain('SUBMIT_SIGNATURE');
    expect(enabledEvents(actor.getSnapshot(), { missingRequired: 1 })).not.toContain('RESPONDENT_AGREE');
  });

  it('serializes its snapshot to JSON and continues from the restored snapshot', () => {
    const actor = collaborativeAtStep(5);
    const stored = JSON.parse(JSON.stringify(persistUserWorkflow(actor)));
    const restored = restoreUserWorkflow(stored);
    expect(stepsOf(restored.getSnapshot())).toEqual(stepsOf(actor.getSnapshot()));
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    expect(sendEvent(restored, { type: 'SUBMIT_SIGNATURE', confirmed: true, signature }).steps.step).toBe(6);
  });

  it('lets the petitioner agree at step 3 only once the spouse has agreed and nothing is missing', () => {
    const actor = collaborativeAtStep(3);
    expect(sendEvent(actor, { type: 'AGREE', missingRequired: 0 }).accepted).toBe(false);
    sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0 });
    sendEvent(actor, { type: 'GO_TO_STEP', step: 3, admin: true });
    expect(sendEvent(actor, { type: 'AGREE', missingRequired: 1 }).accepted).toBe(false);
    expect(sendEvent(actor, { type: 'AGREE', missingRequired: 0 }).steps.step).toBe(4);
  });

  it('lets the respondent download the final documents at respondent step 3', () => {
    const actor = collaborativeAtStep(7);
    expect(sendEvent(actor, { type: 'RESPONDENT_DOWNLOAD' }).emitted).toEqual([{ type: 'documents.generate', which: 'final' }]);
    expect(sendEvent(startUserWorkflow(), { type: 'RESPONDENT_DOWNLOAD' }).accepted).toBe(false);
  });

  it('names the event and the state when it refuses an event', () => {
    const actor = startUserWorkflow();
    expect(sendEvent(actor, { type: 'AGREE', missingRequired: 0 }).refusal).toMatch(
      /AGREE.*petitioner step1, respondent notShared/,
    );
  });

  it("mirrors the spouse's send-back, the petitioner's reply, the agreement and its withdrawal for the sharing entries", () => {
    const actor = collaborativeAtStep(3);
    expect(sendEvent(actor, { type: 'RESPONDENT_SEND_BACK', access: true }).emitted).toContainEqual({ type: 'sharing.update', commentsDisabled: true, confirmation: 'sent-back' });
    expect(sendEvent(actor, { type: 'FINISH_REPLYING' }).emitted).toContainEqual({ type: 'sharing.update', commentsDisabled: false });
    const agreed = sendEvent(actor, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: true });
    expect(agreed.emitted).toContainEqual({ type: 'sharing.update', agreedWithSpouse: true, confirmation: 'agreed' });
    expect(agreed.emitted).toContainEqual({ type: 'email', template: 'agreed', to: 'petitioner' });
    const withdrawn = sendEvent(actor, { type: 'RESPONDENT_RESTART', confirmed: true });
    expect(withdrawn.emitted).toContainEqual({ type: 'sharing.update', agreedWithSpouse: false, confirmation: 'withdrawn' });
    expect(withdrawn.steps).toMatchObject({ step: 3, respondentStep: 1 });
  });
});
