import { describe, expect, it } from 'vitest';
import { hasNulInAddress } from './nul-bytes';

describe('hasNulInAddress', () => {
  it('finds a NUL byte in the path or the query, encoded or not', () => {
    expect(hasNulInAddress('/legal-form-guide/divorce-forms/abc%00def')).toBe(true);
    expect(hasNulInAddress('/paypal/success?token=EC%00X')).toBe(true);
    expect(hasNulInAddress('/a\u0000b')).toBe(true);
  });

  it('lets every other address through, %0 and %100 included', () => {
    expect(hasNulInAddress('/coupon-manager?page=2&q=%100%25')).toBe(false);
    expect(hasNulInAddress('/legal-form-guide/divorce-forms/AbC123')).toBe(false);
  });
});
