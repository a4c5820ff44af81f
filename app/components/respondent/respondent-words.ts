// The other party's pages name who shared the form with them in the page's language (ADR 028, issue 35): a divorce's
// 'your spouse', the petitioner's own name in another two-person type, or 'the person who shared this form'. The
// services say who (`SharerWho`) and why a button was refused (`RespondentRefusal`); these say it from the
// questionnaire catalogue, on the server (an action's refusal) and in the browser alike.
import type { TFunction } from 'i18next';
import type { SharerWho } from '~/services/user-workflow/participants.server';
import type { RespondentAction, RespondentAnswer } from '~/services/respondent/respondent-actions.server';

type T = TFunction<'questionnaire'>;

export interface SharerSaid {
  /** as a sentence starts: 'Your spouse', 'Robin Hale' */
  subject: string;
  /** within a sentence: 'your spouse' */
  object: string;
  /** the button that sends the form back to them */
  sendBack: string;
}

export function sharerSaid(t: T, who: SharerWho): SharerSaid {
  switch (who.kind) {
    case 'spouse':
      return { subject: t('respondent.sharer.spouse'), object: t('respondent.sharer.spouseWithin'), sendBack: t('respondent.sendBack.spouse') };
    case 'named':
      return { subject: who.name, object: who.name, sendBack: t('respondent.sendBack.named', { name: who.name }) };
    case 'unknown':
      return { subject: t('respondent.sharer.unknown'), object: t('respondent.sharer.unknownWithin'), sendBack: t('respondent.sendBack.unknown') };
  }
}

/** A refused respondent button in the page's words. */
export function respondentRefusalText(t: T, refused: Extract<RespondentAnswer, { kind: 'refused' }>, who: SharerWho): string {
  const sharer = sharerSaid(t, who);
  switch (refused.reason) {
    case 'noAccess':
      return t('respondent.messages.noAccess', { sharer: sharer.subject });
    case 'missing':
      return t('respondent.refusals.missing', { count: refused.missing ?? 1, sharer: sharer.subject });
    default:
      return t(`respondent.refusals.${refused.reason}`);
  }
}

/** What a respondent's accepted button tells them (the step machine's notice for it), in the page's words. */
export function respondentNoticeText(t: T, action: RespondentAction, who: SharerWho): string | undefined {
  if (action === 'send-back') return t('respondent.messages.sentBack', { sharer: sharerSaid(t, who).object });
  if (action === 'agree') return t('respondent.messages.agreed');
  return undefined;
}
