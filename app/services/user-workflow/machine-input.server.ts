// What the step machine is given beside its stored snapshot, the same for every caller (steps, saves, buttons).
import type { MachineInput } from '../../engine.server';

export function machineInput(workflow: { collaborate: boolean }): MachineInput {
  // a user workflow exists only after level-1 payment (or an admin's start); level 2 is the payment issue's
  return { collaborate: workflow.collaborate, paidLevel1: true, paidLevel2: false };
}
