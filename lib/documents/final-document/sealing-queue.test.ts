// The sealing job's named queue: one queue (one document sealed at a time across all workers) unless
// SEALING_CONCURRENCY asks for more, and then each workflow always in the same queue of that many.
import { describe, expect, it } from 'vitest';
import { sealingQueueOf } from './final-document-jobs.server';

describe('sealingQueueOf', () => {
  it('puts every document in the one sealing queue by default', () => {
    expect(new Set(['a', 'b', 'c', 'uw_1'].map((id) => sealingQueueOf(id, 1)))).toEqual(new Set(['final-documents']));
  });

  it('spreads documents over SEALING_CONCURRENCY queues, the same workflow always in the same one', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `workflow-${i}`);
    const queues = ids.map((id) => sealingQueueOf(id, 3));
    expect(new Set(queues)).toEqual(new Set(['final-documents-0', 'final-documents-1', 'final-documents-2']));
    expect(ids.map((id) => sealingQueueOf(id, 3))).toEqual(queues);
  });
});
