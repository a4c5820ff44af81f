// The app's way into the step machine: a page asks the stored machine once for its buttons and the events it wants to
// know about (each restore of the machine costs the questionnaire page's server CPU).
import { describe, expect, it } from 'vitest';
import { canSendUserWorkflowEvent, initialMachineSnapshot, userWorkflowEnabledEvents } from './engine.server';

describe('userWorkflowEnabledEvents', () => {
  it('answers the concrete events asked as canSendUserWorkflowEvent does, from the one restored machine', () => {
    for (const collaborate of [true, false]) {
      const input = { collaborate, paidLevel1: true, paidLevel2: false };
      const { snapshot } = initialMachineSnapshot(input);
      const asked = [
        { type: 'PROCEED' as const, missingRequired: 0, admin: false },
        { type: 'PROCEED_TO_SHARE' as const, missingRequired: 0, admin: false },
        { type: 'PROCEED_TO_SHARE' as const, missingRequired: 3, admin: false },
        { type: 'PROCEED_TO_SHARE' as const, missingRequired: 3, proceedAnyway: true, admin: false },
      ];
      const { steps, possible } = userWorkflowEnabledEvents(snapshot, input, { admin: false, missingRequired: 3 }, asked);
      expect(steps.step).toBe(1);
      expect(possible).toEqual(asked.map((event) => canSendUserWorkflowEvent(snapshot, input, event)));
      // a one-person form goes on by Proceed once nothing required is missing, a collaborative one by sharing
      expect(possible).toEqual(collaborate ? [false, true, false, true] : [true, false, false, false]);
    }
  });
});
