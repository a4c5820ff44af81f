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
  /** The form is complete (the machine's `completed` tag): what the scheduled e-mails and the signing notice go by. */
  completed: boolean;
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
  return { step, respondentStep, respondentWaiting, completed: snapshot.hasTag('completed') };
}

/** Whether the machine lets the petitioner change answers now (its states tagged `answersEditable`). */
export function answersEditable(snapshot: UserWorkflowSnapshot): boolean {
  return snapshot.hasTag('answersEditable');
}

/** Whether the final (level 2) payment may be taken now (its states tagged `level2PaymentOpen`). */
export function level2PaymentOpen(snapshot: UserWorkflowSnapshot): boolean {
  return snapshot.hasTag('level2PaymentOpen');
}
