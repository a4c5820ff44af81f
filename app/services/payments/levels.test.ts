import { describe, expect, it } from 'vitest';
import { paidWorkflow, paidWorkflowKey } from './levels';

describe('what a payment is for', () => {
  it('is a published workflow at level 1 and a user workflow at level 2, read from the one place of the pay address', () => {
    expect(paidWorkflow(1, 'pub-1')).toEqual({ level: 1, publishedWorkflowId: 'pub-1' });
    expect(paidWorkflow(2, 'uw-1')).toEqual({ level: 2, userWorkflowId: 'uw-1' });
    expect(paidWorkflowKey(paidWorkflow(2, 'uw-1'))).toBe('uw-1');
  });
});
