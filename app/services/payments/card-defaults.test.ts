import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../i18n/texts-for-tests';
import { CARD_LEVELS } from './pricing-cards';
import { cardDefaultsIn, ENGLISH_CARD_DEFAULTS, testimonialsIn } from './card-defaults';

describe("a price card's defaults and the testimonials in the page's words", () => {
  it('says in English exactly what the defaults without a page language say', async () => {
    const english = cardDefaultsIn(await textsIn('en', 'guide'));
    expect(english.headerTogether('spouse')).toBe(ENGLISH_CARD_DEFAULTS.headerTogether('spouse'));
    expect(english.headerTogether('landlord')).toBe('With your landlord');
    expect(english.headerAlone).toBe(ENGLISH_CARD_DEFAULTS.headerAlone);
    for (const level of CARD_LEVELS) {
      expect(english.title[level]).toBe(ENGLISH_CARD_DEFAULTS.title[level]);
      expect(english.summary[level]).toBe(ENGLISH_CARD_DEFAULTS.summary[level]);
    }
  });

  it("says a spouse in Spanish and keeps another type's own word for the other party", async () => {
    const spanish = cardDefaultsIn(await textsIn('es', 'guide'));
    expect(spanish.headerTogether('spouse')).toBe('Con su cónyuge');
    expect(spanish.headerTogether('landlord')).toBe('Con su landlord');
    expect(spanish.title.level_1).toBe('Cuestionario');
  });

  it('names each testimonial by its key and says its name and words in the language', async () => {
    const english = testimonialsIn(await textsIn('en', 'guide'));
    expect(english.map((t) => t.name)).toEqual(['Family law paralegal', 'Mediator', 'Petitioner from Utah']);
    const spanish = testimonialsIn(await textsIn('es', 'guide'));
    expect(spanish[2]).toEqual({ name: 'Peticionario de Utah', desc: 'Terminé mis trámites en una tarde y los firmamos esa misma semana.' });
  });
});
