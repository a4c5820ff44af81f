import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { WORKFLOW_STEP_WORDING, type WorkflowStepEmailKind } from './workflow-step';

const data = { workflowName: 'Utah Divorce With Children', fromName: 'Robin Tester', url: 'https://accord.test/respondent-guide/abc' };
const kinds = Object.keys(WORKFLOW_STEP_WORDING) as WorkflowStepEmailKind[];

describe('the step e-mails', () => {
  it.each(kinds)("'%s' greets the reader, names the form and the other spouse, and links to the next page", async (kind) => {
    const { html, text } = await renderEmail(kind, 'Sam Spouse', data, 'help@accord.test');
    expect(text).toContain('Hello Sam Spouse,');
    expect(text).toContain('Utah Divorce With Children');
    // the completion e-mail and the request to sign again are about both spouses and go to both
    if (kind !== 'completed' && kind !== 'sign-again') expect(text).toContain('Robin Tester');
    expect(text).toContain(WORKFLOW_STEP_WORDING[kind].button);
    expect(html).toContain('href="https://accord.test/respondent-guide/abc"');
    expect(text).toContain('help@accord.test');
  });

  it('names the other spouse in each subject but the completed one and the request to sign again, which are about both', () => {
    const subjects = Object.fromEntries(kinds.map((kind) => [kind, WORKFLOW_STEP_WORDING[kind].subject({ kind, toName: 'Sam Spouse', ...data })]));
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

  it('refuses data without a link, naming the template', async () => {
    await expect(renderEmail('sign', 'Sam Spouse', { workflowName: 'x', fromName: 'y' }, 'help@accord.test')).rejects.toThrow(/e-mail template 'sign'/);
  });
});
