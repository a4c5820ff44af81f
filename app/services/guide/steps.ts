// The petitioner guide's vertical stepper (end-user-journey.md §2): collaborative shows the seven steps,
// unilateral only the questionnaire, review and final documents.
export const PETITIONER_STEPS = [
  { step: 1, title: 'Fill Out Questionnaire' },
  { step: 2, title: 'Share Questionnaire' },
  { step: 3, title: 'Review Questionnaire & Comments' },
  { step: 4, title: 'Pay For Completed Documents' },
  { step: 5, title: 'Review' },
  { step: 6, title: 'Spousal Review & E-Signature' },
  { step: 7, title: 'Completed Documents' },
] as const;

const UNILATERAL_STEPS = [1, 5, 7];

export function stepTitles(collaborate: boolean) {
  return collaborate ? PETITIONER_STEPS : PETITIONER_STEPS.filter((s) => UNILATERAL_STEPS.includes(s.step));
}
