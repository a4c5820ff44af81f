import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../accounts/sessions.server';
import { RESPONDENT_MESSAGES, respondentAccess, respondentStepView } from './respondent-guide.server';

const user = (changes: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1', email: 'spouse@example.com', firstName: 'S', lastName: 'P', role: 'user-basic', isPetitioner: false,
  respondentWfid: null, respondentPetitionerEmail: null, ...changes,
});
const workflow = { id: 'W'.repeat(20), owner_id: 'owner' };

describe('respondent guide access', () => {
  it('a person the owner shared the form with may open it, even one who started a form of their own', () => {
    expect(respondentAccess(user({ isPetitioner: true }), workflow, workflow.id, true)).toEqual({ kind: 'allowed', admin: false });
  });
  it('the owner is sent to the petitioner guide', () => {
    expect(respondentAccess(user({ id: 'owner', isPetitioner: false }), workflow, workflow.id, false)).toEqual({ kind: 'redirect', to: `/legal-form-guide/divorce-forms/${workflow.id}` });
  });
  it('a respondent the owner invited may open the form', () => {
    expect(respondentAccess(user(), workflow, workflow.id, true)).toEqual({ kind: 'allowed', admin: false });
  });
  it('a respondent who only claims the form at sign-up (wfid, petitioner e-mail) gets not found, never the form', () => {
    expect(respondentAccess(user({ respondentWfid: workflow.id, respondentPetitionerEmail: 'owner@example.com' }), workflow, workflow.id, false)).toEqual({ kind: 'not-found' });
  });
  it('a petitioner is sent to the petitioner guide, an admin is not redirected', () => {
    expect(respondentAccess(user({ isPetitioner: true }), workflow, workflow.id, false)).toEqual({ kind: 'redirect', to: `/legal-form-guide/divorce-forms/${workflow.id}` });
    expect(respondentAccess(user({ role: 'admin-form', isPetitioner: true }), workflow, workflow.id, false)).toEqual({ kind: 'allowed', admin: true });
  });
  it('a respondent whose invited workflow is missing waits on /wait', () => {
    expect(respondentAccess(user({ respondentWfid: 'gone' }), undefined, 'gone', false)).toEqual({ kind: 'redirect', to: '/wait' });
    expect(respondentAccess(user(), undefined, 'gone', false)).toEqual({ kind: 'not-found' });
  });
});

describe('respondent steps', () => {
  it('before the petitioner shares, every step is upcoming and the page says so', () => {
    const view = respondentStepView(null, true);
    expect(view.message).toBe(RESPONDENT_MESSAGES.notShared);
    expect(view.steps.map((s) => s.status)).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });
  it('the current step follows the machine, and a waiting step reads Please wait a little longer', () => {
    expect(respondentStepView(2, false).steps.map((s) => s.status)).toEqual(['complete', 'current', 'upcoming']);
    expect(respondentStepView(1, true).message).toBe('Please wait a little longer');
    expect(respondentStepView(3, false).message).toBeNull();
  });
});
