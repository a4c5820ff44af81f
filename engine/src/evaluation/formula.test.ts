import { describe, expect, it } from 'vitest';
import { FormulaError, parseFormula } from './formula.ts';

const calc = (source: string, values: Record<string, number> = {}) =>
  parseFormula(source).evaluate((ref) => values[ref]);

describe('the formula language', () => {
  it('follows arithmetic precedence, right-associative powers and unary minus', () => {
    expect(calc('1 + 2 * 3 - 4 / 2')).toBe(5);
    expect(calc('2 ^ 3 ^ 2')).toBe(512);
    expect(calc('-(1 + 2) * 3 % 4')).toBe(-1);
  });
  it('reads references and counts unanswered ones as 0', () => {
    expect(calc('{A} * 12 + {B}', { A: 100 })).toBe(1200);
    expect(parseFormula('{PET_POST-CODE} + {T.amount}').references).toEqual(['PET_POST-CODE', 'T.amount']);
  });
  it('offers min, max, sum, abs, floor, ceil, round and if', () => {
    expect(calc('min(3, 1, 2) + max(3, 1) + sum(1, 2, 3) + abs(-1) + floor(1.7) + ceil(1.2)')).toBe(
      1 + 3 + 6 + 1 + 1 + 2,
    );
    expect(calc('round(2.345, 2)')).toBe(2.35);
    expect(calc('if({A} > 10 && {A} <= 20, 1, 2)', { A: 15 })).toBe(1);
    expect(calc('if(!({A} == 0) || 0, 1, 2)', { A: 0 })).toBe(2);
  });
  it('returns null instead of infinity or NaN', () => {
    expect(calc('1 / 0')).toBeNull();
    expect(calc('0 / 0')).toBeNull();
  });
  it('refuses anything but arithmetic, naming the position', () => {
    for (const source of [
      '',
      '1 +',
      'alert(1)',
      'constructor(1)',
      'toString(1)',
      '__proto__(1)',
      'constructor',
      '{A}.length',
      '1 ; 2',
      '"text"',
      '(1',
      'min()',
      'if(1, 2)',
    ])
      expect(() => parseFormula(source), source).toThrow(FormulaError);
    expect(() => parseFormula('2 * process')).toThrow('Unknown function "process" at 4');
  });
});
