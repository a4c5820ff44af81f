import { describe, expect, it } from 'vitest';
import { spouseAccess } from './permissions.server';

type SessionUser = Parameters<typeof spouseAccess>[0];

const user = (changes: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1', email: 'spouse@example.com', firstName: 'S', lastName: 'P', role: 'user-basic', isPetitioner: false,
  respondentWfid: null, respondentPetitionerEmail: null, ...changes,
});
const workflow = { id: 'W'.repeat(20), owner_id: 'owner' };

describe("the spouse's access to the respondent guide (requireSpouse)", () => {
  it('a person the owner shared the form with may open it, even one who started a form of their own', () => {
    expect(spouseAccess(user({ isPetitioner: true }), workflow, workflow.id, true)).toEqual({ kind: 'allowed', admin: false });
  });
  it('the owner is sent to the petitioner guide', () => {
    expect(spouseAccess(user({ id: 'owner', isPetitioner: false }), workflow, workflow.id, false)).toEqual({ kind: 'redirect', to: `/legal-form-guide/divorce-forms/${workflow.id}` });
  });
  it('a respondent the owner invited may open the form', () => {
    expect(spouseAccess(user(), workflow, workflow.id, true)).toEqual({ kind: 'allowed', admin: false });
  });
  it('a respondent who only claims the form at sign-up (wfid, petitioner e-mail) gets not found, never the form', () => {
    expect(spouseAccess(user({ respondentWfid: workflow.id, respondentPetitionerEmail: 'owner@example.com' }), workflow, workflow.id, false)).toEqual({ kind: 'not-found' });
  });
  it('a petitioner is sent to the petitioner guide, an admin is not redirected', () => {
    expect(spouseAccess(user({ isPetitioner: true }), workflow, workflow.id, false)).toEqual({ kind: 'redirect', to: `/legal-form-guide/divorce-forms/${workflow.id}` });
    expect(spouseAccess(user({ role: 'admin-form', isPetitioner: true }), workflow, workflow.id, false)).toEqual({ kind: 'allowed', admin: true });
  });
  it('a respondent whose invited workflow is missing waits on /wait', () => {
    expect(spouseAccess(user({ respondentWfid: 'gone' }), undefined, 'gone', false)).toEqual({ kind: 'redirect', to: '/wait' });
    expect(spouseAccess(user(), undefined, 'gone', false)).toEqual({ kind: 'not-found' });
  });
});
