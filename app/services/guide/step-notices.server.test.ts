// The step machine's notices said in the page's language, the other person named in its words (issue 35).
import { describe, expect, it } from 'vitest';
import { STEP_MESSAGES } from '../../engine';
import { textsIn } from '../../../i18n/texts-for-tests';
import { petitionerWords, waitingFor } from '../user-workflow/other-party-words';
import { stepNoticeText } from './step-notices.server';

const english = await textsIn('en', 'guide');
const spanish = await textsIn('es', 'guide');

describe('the step notices', () => {
  it('are the spec’s words in English, whoever is waited for', () => {
    for (const text of [STEP_MESSAGES.waitingForSpouse, STEP_MESSAGES.respondentAgreed, petitionerWords('landlord').waiting, waitingFor('Robin Tester')]) {
      expect(stepNoticeText(english, text)).toBe(text);
    }
  });

  it('are Spanish in Spanish, the other person in Spanish words or by their name', () => {
    expect(stepNoticeText(spanish, STEP_MESSAGES.waitingForSpouse)).toBe(spanish('stepNotices.waitingForSpouse'));
    expect(stepNoticeText(spanish, STEP_MESSAGES.respondentAgreed)).toBe('¡Usted aceptó todos los términos!');
    expect(stepNoticeText(spanish, waitingFor('Robin Tester'))).toBe('Ahora está esperando que Robin Tester responda a sus comentarios. Hasta que responda, solo puede consultar el historial de comentarios.');
    expect(stepNoticeText(spanish, waitingFor('the person who shared this form'))).toMatch(/^Ahora está esperando que la persona que compartió este formulario responda/);
    expect(stepNoticeText(spanish, petitionerWords('landlord').waiting)).toMatch(/^Ahora está esperando que su landlord responda/);
    expect(stepNoticeText(spanish, 'Something new.')).toBe('Something new.');
  });
});
