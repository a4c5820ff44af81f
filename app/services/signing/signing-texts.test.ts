// The signing texts come from the guide catalogue (issue 35): in English exactly the spec's and ADR 028's words,
// in Spanish with the form's words (the document, the other party) as values.
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../i18n/texts-for-tests';
import { SIGNING_TEXTS, signingTexts, signingTextsIn } from './signing-texts';

const english = await textsIn('en', 'guide');
const spanish = await textsIn('es', 'guide');

describe('the signing texts in the page’s language', () => {
  it('are the spec’s English for a divorce and ADR 028’s for another type', () => {
    expect(signingTextsIn(english, { document: 'your stipulation', other: 'your spouse' })).toEqual(SIGNING_TEXTS);
    const lease = { document: '"Lease termination"', other: 'your landlord' };
    expect(signingTextsIn(english, lease)).toEqual(signingTexts(lease));
  });

  it('say the form’s words inside Spanish sentences', () => {
    const texts = signingTextsIn(spanish, { document: spanish('signing.yourStipulation'), other: spanish('signing.yourOther', { other: 'cónyuge' }) });
    expect(texts.signTitle).toBe('Firmar su estipulación');
    expect(texts.stipulationPending).toBe('Su estipulación todavía se está preparando. Espere un momento y luego firme, por favor.');
    expect(texts.notifyLimit).toBe('Ya le recordó a su cónyuge tres veces. Puede enviar otro recordatorio 24 horas después del último.');
    expect(texts.typedTooShort).toBe('Escriba su nombre completo para firmar, por favor.');
  });
});
