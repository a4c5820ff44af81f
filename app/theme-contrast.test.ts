// The theme's colours meet WCAG's contrast minimums wherever the app pairs them (issue 32, item 6): text 4.5:1
// (1.4.3), the borders of controls and the focus ring 3:1 (1.4.11), read from the tokens in app/tailwind.css.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../tests/support/contrast';

const css = fs.readFileSync(path.join(import.meta.dirname, 'tailwind.css'), 'utf8');
const theme = css.slice(css.indexOf('@theme {'), css.indexOf('}', css.indexOf('@theme {')));
const TOKENS: Record<string, string> = {
  white: '#ffffff',
  ...Object.fromEntries([...theme.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, value]) => [name!, value!.toLowerCase()])),
};

/** the page, cards and inputs, and the soft brand fill of a chosen option or a hovered secondary button */
const BACKGROUNDS = ['white', 'canvas', 'brand-soft'];
const PAIRS: { what: string; fore: string[]; back: string[]; minimum: number }[] = [
  { what: 'text', fore: ['ink', 'muted', 'brand', 'brand-strong', 'danger', 'warning'], back: BACKGROUNDS, minimum: 4.5 },
  { what: "white text on a filled button or badge (primary, hovered, unavailable, danger)", fore: ['white'], back: ['brand', 'brand-strong', 'muted', 'danger'], minimum: 4.5 },
  { what: 'the border of an input, select, text area or choice', fore: ['line'], back: BACKGROUNDS, minimum: 3 },
  { what: 'the focus ring and a focused or chosen control’s border', fore: ['brand', 'danger'], back: BACKGROUNDS, minimum: 3 },
];

describe('the theme’s colours', () => {
  it('reads the tokens the pairs below name', () => {
    for (const name of PAIRS.flatMap((p) => [...p.fore, ...p.back])) expect(TOKENS[name], `--color-${name} in app/tailwind.css`).toMatch(/^#[0-9a-f]{6}$/);
  });

  for (const { what, fore, back, minimum } of PAIRS)
    it(`${what} contrasts at least ${minimum}:1 with what it sits on`, () => {
      const failing = fore.flatMap((f) => back.map((b) => ({ pair: `${f} on ${b}`, ratio: Math.round(contrastRatio(TOKENS[f]!, TOKENS[b]!) * 100) / 100 }))).filter((p) => p.ratio < minimum);
      expect(failing).toEqual([]);
    });

  it('a placeholder is written in the muted text colour, not the browser’s half-strength text (3.05:1)', () => {
    expect(css).toMatch(/::placeholder\s*\{\s*color:\s*var\(--color-muted\);\s*opacity:\s*1;/);
  });

  it('the ratio is WCAG’s: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#d9dde3', '#d9dde3')).toBe(1);
  });
});
