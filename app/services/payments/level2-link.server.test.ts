import { describe, expect, it } from 'vitest';
import { initialMachineSnapshot, sendUserWorkflowEvent } from '../../engine.server';
import { paymentStep } from './level2-link.server';

function workflowOnStep(step: number, collaborate = true) {
  const input = { collaborate, paidLevel1: true, paidLevel2: false };
  let snapshot: unknown = initialMachineSnapshot(input).snapshot;
  if (step !== 1) snapshot = sendUserWorkflowEvent(snapshot, input, { type: 'GO_TO_STEP', step, admin: true }).snapshot;
  return { id: 'W'.repeat(20), owner_id: 'owner1', collaborate, machine_snapshot: snapshot };
}

describe('step 4 payment link', () => {
  it('on step 4 without a level-2 payment the machine asks for the level-2 pay page', () => {
    expect(paymentStep(workflowOnStep(4), false)).toEqual({ kind: 'pay', href: `/pay-for-form/${'W'.repeat(20)}/owner1/collaborative/2` });
    expect(paymentStep(workflowOnStep(4, false), false)).toEqual({ kind: 'pay', href: `/pay-for-form/${'W'.repeat(20)}/owner1/unilateral/2` });
  });
  it('an admin (treated as paid) continues to step 5 instead', () => {
    expect(paymentStep(workflowOnStep(4), true)).toEqual({ kind: 'continue' });
  });
  it('no payment link on any other step', () => {
    for (const step of [1, 2, 3, 5, 6, 7]) expect(paymentStep(workflowOnStep(step), false)).toBeNull();
  });
});
