import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { WORKFLOW_STEP_KINDS, workflowStepButton, workflowStepSubject, type WorkflowStepEmailKind } from './workflow-step';

const data = { workflowName: 'Utah Divorce With Children', fromName: 'Robin Tester', url: 'https://accord.test/respondent-guide/abc' };
const kinds = WORKFLOW_STEP_KINDS;

describe('the step e-mails', () => {
  it.each(kinds)("'%s' greets the reader, names the form and the other spouse, and links to the next page", async (kind) => {
    const { html, text } = await renderEmail(kind, 'Sam Spouse', data, 'help@accord.test');
    expect(text).toContain('Hello Sam Spouse,');
    expect(text).toContain('Utah Divorce With Children');
    // the completion e-mail and the request to sign again are about both spouses and go to both
    if (kind !== 'completed' && kind !== 'sign-again') expect(text).toContain('Robin Tester');
    expect(text).toContain(workflowStepButton(kind));
    expect(html).toContain('href="https://accord.test/respondent-guide/abc"');
    expect(text).toContain('help@accord.test');
  });

  it('names the other spouse in each subject but the completed one and the request to sign again, which are about both', () => {
    const subjects = Object.fromEntries(kinds.map((kind) => [kind, workflowStepSubject(kind, data)]));
    expect(subjects).toEqual({
      invite: 'Robin Tester has asked you to review "Utah Divorce With Children"',
      share: 'Robin Tester sent "Utah Divorce With Children" back to you for review',
      agreed: 'Robin Tester agreed to all terms of "Utah Divorce With Children"',
      sign: 'Please review and e-sign "Utah Divorce With Children"',
      signed: 'Robin Tester has signed "Utah Divorce With Children"',
      completed: '"Utah Divorce With Children" is signed by both of you',
      disagreement: 'Robin Tester no longer agrees to "Utah Divorce With Children"',
      'sign-again': 'Please sign "Utah Divorce With Children" again',
      'sent-back': 'Robin Tester sent "Utah Divorce With Children" back to you with comments',
      restarted: 'Robin Tester restarted "Utah Divorce With Children"',
      'answers-changed': 'Answers in "Utah Divorce With Children" changed after you agreed',
    });
  });

  it("names a two-person type's other party where a divorce's say 'spouse', and leaves out the divorce's words", async () => {
    const landlord = { ...data, workflowName: 'Deposit Agreement', otherParty: 'landlord' };
    const text = async (kind: WorkflowStepEmailKind, d: Record<string, unknown>) => (await renderEmail(kind, 'Sam Rivera', d, 'help@accord.test')).text;
    expect(await text('invite', landlord)).toContain('a guided way to prepare legal documents together');
    expect(await text('agreed', landlord)).toContain('Your landlord has agreed to all terms.');
    expect(await text('signed', landlord)).toContain('Your landlord has signed.');
    expect(await text('completed', landlord)).not.toMatch(/divorce|Utah/);
    for (const kind of kinds) expect(await text(kind, landlord)).not.toMatch(/spouse|divorce/i);
    // a divorce keeps the spec's words
    expect(await text('invite', data)).toContain('a guided way to prepare divorce documents together');
    expect(await text('agreed', data)).toContain('Your spouse has agreed to all terms.');
  });

  it('refuses data without a link, naming the template', async () => {
    await expect(renderEmail('sign', 'Sam Spouse', { workflowName: 'x', fromName: 'y' }, 'help@accord.test')).rejects.toThrow(/e-mail template 'sign'/);
  });
});
