// Every e-mail's text contrasts 4.5:1 with what it sits on (WCAG 1.4.3; issue 32): the page's beige, the message's
// white card, or the fill of the element that gives its own (a button). The route sweep found the footer's grey on
// beige (4.42:1) and react-email's default link blue (3.97:1) in the mailbox's copy of an invitation.
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../tests/support/contrast';
import { emailTemplateNames, renderEmail } from './index';
import { SAMPLE_DATA } from './sample-data';

const PAGE = '#f5f5f0';
const CARD = '#ffffff';

/** #rgb or #rrggbb as #rrggbb, lower case. */
const full = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

/** Each inline style's text colour with the fill it sits on: its own, or both the page's and the card's. */
function colourPairs(html: string) {
  return [...html.matchAll(/style="([^"]*)"/g)].flatMap(([, style]) => {
    const colour = /(?:^|;)\s*color:\s*(#[0-9a-f]{3,6})\b/i.exec(style!)?.[1];
    if (!colour) return [];
    const fill = /background-color:\s*(#[0-9a-f]{3,6})\b/i.exec(style!)?.[1];
    return (fill ? [fill] : [PAGE, CARD]).map((back) => ({ fore: full(colour), back: full(back) }));
  });
}

describe('the colours of each e-mail', () => {
  it.each(emailTemplateNames)("'%s' writes every text at 4.5:1 or more against what it sits on", async (name) => {
    for (const language of ['en', 'es']) {
      const { html } = await renderEmail(name, 'Lucía', { ...SAMPLE_DATA[name], language }, 'help@accord.test');
      const pairs = colourPairs(html);
      expect(pairs.length).toBeGreaterThan(0);
      const failing = pairs
        .map((p) => ({ ...p, ratio: Math.round(contrastRatio(p.fore, p.back) * 100) / 100 }))
        .filter((p) => p.ratio < 4.5);
      expect(failing).toEqual([]);
    }
  });
});
