// Step 4 of the petitioner guide (end-user-journey.md §4): where 'Pay For Completed Documents' leads. The step
// machine decides: its CONTINUE either asks for the level-2 payment (the pay page) or, when level 2 is paid
// or an admin acts, moves on to step 5 by itself. Asked without storing anything.
import { sendUserWorkflowEvent } from '../../engine.server';
import { machineInput, type UserWorkflowRow } from '../user-workflow/user-workflows.server';

export type PaymentStep = { kind: 'pay'; href: string } | { kind: 'continue' };

export function level2PayPath(workflow: Pick<UserWorkflowRow, 'id' | 'owner_id' | 'collaborate'>): string {
  return `/pay-for-form/${workflow.id}/${workflow.owner_id}/${workflow.collaborate ? 'collaborative' : 'unilateral'}/2`;
}

/** null unless the machine is on step 4 and accepts CONTINUE. */
export function paymentStep(workflow: Pick<UserWorkflowRow, 'id' | 'owner_id' | 'collaborate' | 'machine_snapshot'>, admin: boolean): PaymentStep | null {
  const result = sendUserWorkflowEvent(workflow.machine_snapshot, machineInput(workflow), { type: 'CONTINUE', admin });
  if (!result.accepted) return null;
  const asksPayment = result.emitted.some((e) => e.type === 'redirect' && e.to === 'payment' && e.level === 2);
  return asksPayment ? { kind: 'pay', href: level2PayPath(workflow) } : { kind: 'continue' };
}
