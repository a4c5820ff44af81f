import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from './answers-hash.server';

describe('the canonical JSON of the answers', () => {
  it('sorts object keys at every depth and drops whitespace, so key order never changes the hash', () => {
    const a = canonicalJson({ b: 1, a: { d: [2, { z: true, y: null }], c: 'é' } });
    const b = canonicalJson({ a: { c: 'é', d: [2, { y: null, z: true }] }, b: 1 });
    expect(a).toBe('{"a":{"c":"é","d":[2,{"y":null,"z":true}]},"b":1}');
    expect(b).toBe(a);
  });

  it('keeps array order: a reordered list is a different answer', () => {
    expect(canonicalJson(['x', 'y'])).not.toBe(canonicalJson(['y', 'x']));
  });

  it('hashes the UTF-8 bytes to 64 lowercase hex digits', () => {
    const text = canonicalJson({ answers: { q1: 'Zoë' }, publishedWorkflowId: 'p' });
    expect(sha256Hex(text)).toBe(createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex'));
    expect(sha256Hex(text)).toMatch(/^[0-9a-f]{64}$/);
  });
});
