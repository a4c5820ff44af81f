import { describe, expect, it } from 'vitest';
import { usNumber } from './us-number';

describe('usNumber', () => {
  it('writes a number as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, -12, 1000, 1234567.891, 0.0005, 2.5, -1e21, Number.MAX_SAFE_INTEGER, 99999.9999]) expect(usNumber(n)).toBe(n.toLocaleString('en-US'));
  });
});
