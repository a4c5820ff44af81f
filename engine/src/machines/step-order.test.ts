import { describe, expect, it } from 'vitest';
import { PETITIONER_STEPS, RESPONDENT_STEPS, petitionerStepShownFor, petitionerStepsShown } from './step-order.ts';
import { userWorkflowMachine } from './user-workflow-machine.ts';

const stepStates = (region: 'petitioner' | 'respondent') =>
  Object.keys(userWorkflowMachine.root.states[region]!.states).filter((name) => /^step\d$/.test(name));

describe('the guides’ step order', () => {
  it('lists one petitioner step for each of the machine’s petitioner states, in the machine’s order', () => {
    expect(PETITIONER_STEPS.map((s) => `step${s.step}`)).toEqual(stepStates('petitioner'));
  });

  it('lists one respondent step for each of the machine’s respondent states, in the machine’s order', () => {
    expect(RESPONDENT_STEPS.map((s) => `step${s.step}`)).toEqual(stepStates('respondent'));
  });

  it('shows a collaborative petitioner all seven steps', () => {
    expect(petitionerStepsShown(true)).toBe(PETITIONER_STEPS);
  });

  it('shows a unilateral petitioner the questionnaire, the review and the completed documents only', () => {
    expect(petitionerStepsShown(false).map((s) => s.title)).toEqual([
      'Fill Out Questionnaire',
      'Review',
      'Completed Documents',
    ]);
  });

  it('marks Review as the current unilateral step while the documents are paid for (step 4)', () => {
    expect([1, 4, 5, 7].map((step) => petitionerStepShownFor(step, false))).toEqual([1, 5, 5, 7]);
  });

  it('marks each collaborative step as itself', () => {
    expect(PETITIONER_STEPS.map((s) => petitionerStepShownFor(s.step, true))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
