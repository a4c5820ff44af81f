import { describe, expect, it } from 'vitest';
import { bigserialId } from './client';

describe('a bigserial id as a form posts it', () => {
  it('is read as the number the driver returns for the column', () => {
    expect(bigserialId('42')).toBe(42);
    expect(bigserialId('9007199254740991')).toBe(9007199254740991);
  });

  it('is refused (undefined) when the text is not an id, so that SQL never sees it', () => {
    for (const text of ['', '0', '-1', '1.5', '1e3', ' 7', '07', 'abc', '99999999999999999', null, undefined, 42]) expect(bigserialId(text), String(text)).toBeUndefined();
  });
});
