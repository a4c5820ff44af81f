import { describe, expect, it } from 'vitest';
import { STEP_MESSAGES } from '../../engine';
import { petitionerWords, petitionerWordsIn, sendBackLabel, SPOUSE_WORDS, waitingFor } from './other-party-words';
import { textsIn } from '../../../i18n/texts-for-tests';

const english = await textsIn('en', 'guide');
const spanish = await textsIn('es', 'guide');

describe("the other party's words", () => {
  it("a divorce keeps the spec's exact texts", () => {
    expect(SPOUSE_WORDS.sendBack).toBe('Send Back for Spousal Review');
    expect(SPOUSE_WORDS.waiting).toBe(STEP_MESSAGES.waitingForSpouse);
    expect(SPOUSE_WORDS.readOnlyNotice).toBe('Your spouse is reviewing your answers. They are read-only until your spouse sends the form back to you or agrees; you can still read them and the comments.');
    expect(SPOUSE_WORDS.unnamed).toBe('Your spouse');
    expect(sendBackLabel('your spouse')).toBe('Send Back for Spousal Review');
  });

  it('another two-person type names its other party and never a spouse', () => {
    const words = petitionerWords('landlord');
    expect(words.sendBack).toBe('Send Back for Review by Your Landlord');
    expect(words.waiting).toBe('You are now waiting for your landlord to respond to your comments. Until they respond, you can only check the comment history.');
    expect(words.readOnlyRefusal).toBe('Your landlord is reviewing your answers, so they are read-only until your landlord sends the form back to you or agrees. This change was not saved.');
    expect(words.unnamed).toBe('Your landlord');
    for (const text of Object.values(words)) expect(text).not.toMatch(/spous/i);
  });

  it("the other party's pages name the petitioner by their name", () => {
    expect(sendBackLabel('Robin Tester')).toBe('Send Back for Review by Robin Tester');
    expect(waitingFor('Robin Tester')).toBe('You are now waiting for Robin Tester to respond to your comments. Until they respond, you can only check the comment history.');
  });

  it('are the same words from the guide catalogue in English, and Spanish ones in Spanish', () => {
    for (const party of ['spouse', 'landlord', '']) {
      const { waiting: _waiting, ...words } = petitionerWords(party);
      expect(petitionerWordsIn(english, party)).toEqual(words);
    }
    const es = petitionerWordsIn(spanish, 'spouse');
    expect(es.readOnlyNotice).toBe('Su cónyuge está revisando sus respuestas. Son de solo lectura hasta que su cónyuge le devuelva el formulario o lo acepte; todavía puede leerlas junto con los comentarios.');
    expect(es.sendBack).toBe('Devolver para revisión del cónyuge');
    expect(es.unnamed).toBe('Su cónyuge');
  });
});
