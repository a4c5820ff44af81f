import { describe, expect, it } from 'vitest';
import type { SessionUser } from './accounts/sessions.server';
import { existingPage, homePathFor } from './home-routing.server';

const user = (changes: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', role: 'user-basic', isPetitioner: true,
  respondentWfid: null, respondentPetitionerEmail: null, ...changes,
});

describe('homePathFor', () => {
  it('sends an anonymous visitor to sign-in and a global admin to /admin', () => {
    expect(homePathFor(undefined, {})).toBe('/sign-in');
    expect(homePathFor(user({ role: 'admin-global' }), {})).toBe('/admin');
  });
  it('does not send a form admin to /admin', () => {
    expect(homePathFor(user({ role: 'admin-form' }), {})).not.toBe('/admin');
  });
  it('sends a respondent without a petitioner form to /wait, and one with it to the respondent guide', () => {
    expect(homePathFor(user({ isPetitioner: false }), {})).toBe('/wait');
    expect(homePathFor(user({ isPetitioner: false }), { petitionerFirstFormId: 'w1' })).toBe('/respondent-guide/w1');
  });
  it('sends a respondent with an invitation (wfid) there, and a shared user to the form shared with them', () => {
    expect(homePathFor(user({ isPetitioner: false, respondentWfid: 'w2' }), { sharedFormId: 'w3' })).toBe('/respondent-guide/w2');
    expect(homePathFor(user({ isPetitioner: false }), { sharedFormId: 'w3', petitionerFirstFormId: 'w1' })).toBe('/respondent-guide/w3');
    expect(homePathFor(user(), { sharedFormId: 'w3' })).toBe('/respondent-guide/w3');
    expect(homePathFor(user(), { sharedFormId: 'w3', firstFormId: 'own' })).toBe('/legal-form-guide/divorce-forms/own');
    // a spouse with forms of their own who signs in from the invite goes to the form shared with them
    expect(homePathFor(user(), { sharedFormId: 'w3', firstFormId: 'own' }, { afterSignIn: true, wfid: 'w3' })).toBe('/respondent-guide/w3');
    expect(homePathFor(user(), { firstFormId: 'own' }, { afterSignIn: true, wfid: 'not-shared' })).toBe('/legal-form-guide/divorce-forms/own');
  });
  it('routes a petitioner without forms to the stand-in of the divorce forms guide', () => {
    expect(homePathFor(user(), {})).toBe(existingPage('/legal-form-guide'));
  });
  it('keeps a path whose page exists', () => {
    expect(existingPage('/user-profile')).toBe('/user-profile');
    expect(existingPage('/legal-form-guide/divorce-forms/abc')).toBe('/legal-form-guide/divorce-forms/abc');
    expect(existingPage('/legal-form-guide')).toBe('/legal-form-guide');
    expect(existingPage('/respondent-guide/abc')).toBe('/respondent-guide/abc');
    expect(existingPage('/shared-forms')).toBe('/shared-forms');
  });
});
