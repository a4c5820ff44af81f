import { describe, expect, it } from 'vitest';
import { PETITIONER_STEPS, RESPONDENT_STEPS } from '../../engine.server';
import questionnaire from '../../../i18n/catalogues/en/questionnaire';
import { respondentStepView } from './respondent-guide.server';

describe('respondent steps', () => {
  it('before the petitioner shares, every step is upcoming and the page says so', () => {
    const view = respondentStepView(null, true);
    expect(view.message).toBe('notShared');
    expect(questionnaire.respondent.messages[view.message!]).toBe('Your spouse has not shared the questionnaire with you yet. You will receive an e-mail when they do.');
    expect(view.steps.map((s) => s.status)).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });
  it('the current step follows the machine, and a waiting step reads Please wait a little longer', () => {
    expect(respondentStepView(2, false).steps.map((s) => s.status)).toEqual(['complete', 'current', 'upcoming']);
    expect(questionnaire.respondent.messages[respondentStepView(1, true).message!]).toBe('Please wait a little longer');
    expect(respondentStepView(3, false).message).toBeNull();
  });
  it("the catalogue's English step names are the engine's, the one list the machine's states are named by", () => {
    expect(Object.entries(questionnaire.steps.petitioner)).toEqual(PETITIONER_STEPS.map((s) => [String(s.step), s.title]));
    expect(Object.entries(questionnaire.steps.respondent)).toEqual(RESPONDENT_STEPS.map((s) => [String(s.step), s.title]));
  });
});
