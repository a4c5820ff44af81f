// Reading a user-workflow snapshot as the app stores it: step 1 to 7 and respondent step 1 to 3.
import type { SnapshotFrom } from 'xstate';
import type { UserWorkflowMachine } from './user-workflow-machine.ts';

export type UserWorkflowSnapshot = SnapshotFrom<UserWorkflowMachine>;

export interface UserWorkflowSteps {
  step: number;
  /** null until the petitioner shares the questionnaire. */
  respondentStep: number | null;
  /** The respondent's review waits for the petitioner (the screen reads 'Please wait a little longer'). */
  respondentWaiting: boolean;
}

const stepNumber = (value: unknown): number | null => {
  const m = typeof value === 'string' ? /^step(\d)$/.exec(value) : null;
  return m ? Number(m[1]) : null;
};

export function stepsOf(snapshot: UserWorkflowSnapshot): UserWorkflowSteps {
  const value = snapshot.value as { petitioner: string; respondent: string };
  const step = stepNumber(value.petitioner) ?? 1;
  const respondentStep = stepNumber(value.respondent);
  const respondentWaiting =
    respondentStep === null ||
    (respondentStep === 1 && (step !== 3 || snapshot.context.commentsDisabled)) ||
    (respondentStep === 2 && !snapshot.context.petitionerSigned);
  return { step, respondentStep, respondentWaiting };
}

/**
 * The spouse holds the form: from the invite (or Finish Replying) until they send it back or agree, the petitioner
 * waits on step 3 with the spouse's comments open (end-user-journey.md §4 Finish Replying: 'the form becomes
 * read-only'). The machine's UPDATE_OUTDATED_FORM guard reads the same facts (user-workflow-machine.ts).
 */
export function spouseHoldsForm(snapshot: UserWorkflowSnapshot): boolean {
  return snapshot.matches({ petitioner: 'step3' }) && !snapshot.context.commentsDisabled;
}

/**
 * Whether the machine lets the petitioner change answers now: its states tagged `answersEditable` (steps 1 and 3),
 * except while the spouse holds the form, so nobody agrees to answers other than those they were shown.
 */
export function answersEditable(snapshot: UserWorkflowSnapshot): boolean {
  return snapshot.hasTag('answersEditable') && !spouseHoldsForm(snapshot);
}

/** Whether the final (level 2) payment may be taken now (its states tagged `level2PaymentOpen`). */
export function level2PaymentOpen(snapshot: UserWorkflowSnapshot): boolean {
  return snapshot.hasTag('level2PaymentOpen');
}
