// The guides' steps in order with the titles people see (end-user-journey.md §2): the one list the app reads,
// so the order and the names live beside the step machine whose states they name (step1 ... step7).

export interface GuideStep {
  /** The machine's state `step{n}` in its region. */
  step: number;
  title: string;
}

export const PETITIONER_STEPS = [
  { step: 1, title: 'Fill Out Questionnaire' },
  { step: 2, title: 'Share Questionnaire' },
  { step: 3, title: 'Review Questionnaire & Comments' },
  { step: 4, title: 'Pay For Completed Documents' },
  { step: 5, title: 'Review' },
  { step: 6, title: 'Spousal Review & E-Signature' },
  { step: 7, title: 'Completed Documents' },
] as const satisfies readonly GuideStep[];

export const RESPONDENT_STEPS = [
  { step: 1, title: 'Shared Questionnaire' },
  { step: 2, title: 'Review & E-sign' },
  { step: 3, title: 'Completed Documents' },
] as const satisfies readonly GuideStep[];

/**
 * The unilateral path passes steps 1, 4, 5 and 7, but its stepper shows no step 4: the level-2 payment
 * sits with the step it leads to (Review).
 */
const UNILATERAL_STEPS_SHOWN: readonly number[] = [1, 5, 7];

/** The petitioner's steps as the guide lists them: all seven when collaborative, three when unilateral. */
export function petitionerStepsShown(collaborate: boolean): readonly (typeof PETITIONER_STEPS)[number][] {
  return collaborate ? PETITIONER_STEPS : PETITIONER_STEPS.filter((s) => UNILATERAL_STEPS_SHOWN.includes(s.step));
}

/**
 * The listed step that stands for the form's step: the step itself, or on the unilateral path (which lists no
 * step 4) the next listed one, so paying for the documents shows as part of Review.
 */
export function petitionerStepShownFor(step: number, collaborate: boolean): number {
  const shown = petitionerStepsShown(collaborate);
  return (shown.find((s) => s.step >= step) ?? shown[shown.length - 1]!).step;
}
