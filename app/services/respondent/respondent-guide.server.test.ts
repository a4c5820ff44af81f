import { describe, expect, it } from 'vitest';
import { RESPONDENT_MESSAGES, respondentStepView } from './respondent-guide.server';

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
