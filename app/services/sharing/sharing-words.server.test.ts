import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../i18n/texts-for-tests';
import { STEP_MESSAGES } from '../../engine.server';
import { SHARING_MESSAGES } from '../user-workflow/sharing-entries.server';
import { INVITE_MESSAGES } from './invite.server';
import { dialogProblems, SPOUSE_CARD_MESSAGES } from './spouse-card.server';
import { sharingText } from './sharing-words.server';

const english = await textsIn('en', 'guide');
const spanish = await textsIn('es', 'guide');

describe('the sharing services’ texts in the page’s language', () => {
  it('says every refusal and the invitation’s notice in English exactly as the services wrote them', () => {
    const texts = [
      ...Object.values(SPOUSE_CARD_MESSAGES),
      ...Object.values(INVITE_MESSAGES),
      SHARING_MESSAGES.ownEmail,
      SHARING_MESSAGES.limitReached('read-only', 0),
      SHARING_MESSAGES.limitReached('comment', 1),
      SHARING_MESSAGES.limitReached('edit', 2),
      STEP_MESSAGES.shared,
    ];
    for (const text of texts) expect(sharingText(english, text)).toBe(text);
  });

  it('says them in Spanish, with the review type’s name and the number of people in Spanish', () => {
    expect(dialogProblems({ firstName: '', lastName: 'Ortega' }).map((text) => sharingText(spanish, text))).toEqual(['Falta el nombre']);
    expect(sharingText(spanish, SHARING_MESSAGES.ownEmail)).toBe('Lo sentimos, su correo electrónico no puede ser el mismo que el de su cónyuge');
    expect(sharingText(spanish, SHARING_MESSAGES.limitReached('read-only', 0))).toBe("Este formulario no se puede compartir para revisión con el acceso 'solo lectura'.");
    expect(sharingText(spanish, SHARING_MESSAGES.limitReached('comment', 1))).toContain("con el acceso 'comentar' con solo 1 persona,");
    expect(sharingText(spanish, SHARING_MESSAGES.limitReached('edit', 2))).toContain("con el acceso 'editar' con solo 2 personas,");
    expect(sharingText(spanish, STEP_MESSAGES.shared)).toMatch(/^¡Su cuestionario se compartió/);
  });

  it('says a text it does not know as it came', () => {
    expect(sharingText(spanish, 'Something else happened.')).toBe('Something else happened.');
  });
});
