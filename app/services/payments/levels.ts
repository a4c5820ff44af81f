// The two things a price depends on: the level paid for (1 unlocks the questionnaire, 2 the final documents)
// and the workflow's variant. Their own module so that payments and prices can both use them without
// importing each other.
export type Level = 1 | 2;
export type Variant = 'collaborative' | 'unilateral';

/**
 * What a payment is for, by level: the first payment buys a published workflow's questionnaire (a user workflow is
 * started from it once paid), the second one user workflow's final documents. The pay page's address carries either
 * id in one place (/pay-for-form/{id}/…/{level}); `paidWorkflow` reads it.
 */
export type PaidWorkflow = { level: 1; publishedWorkflowId: string } | { level: 2; userWorkflowId: string };

export function paidWorkflow(level: Level, id: string): PaidWorkflow {
  return level === 1 ? { level, publishedWorkflowId: id } : { level, userWorkflowId: id };
}

/** The id of what is paid for, for messages that name it whichever level it is. */
export function paidWorkflowKey(paid: PaidWorkflow): string {
  return paid.level === 1 ? paid.publishedWorkflowId : paid.userWorkflowId;
}
