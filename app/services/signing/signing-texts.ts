// The words of the signing steps (end-user-journey.md §4, §5), shared by the pages and the server that checks
// them. The consent text is also stored with each signature, in English as the court documents and the certificate
// are; a signer who read it in another language (the guide catalogue's words) has those words kept beside it, and the
// certificate prints both (migration 0028).
import type { TFunction } from 'i18next';
export const SIGNING_TEXTS = {
  /** the sign page's heading without JavaScript (the confirm, or a signature asked for again) */
  signTitle: 'Sign your stipulation',
  /** §4's confirm, the consent stored with the signature */
  consent: 'You are about to sign a legally binding agreement. Please confirm.',
  /** §5: a drawn signature under 5000 characters of image data */
  tooSmall: 'Please sign your stipulation with more text',
  /** a drawing that is not a whole PNG image (damaged on the way, or not a drawing at all) */
  unreadable: 'Your drawn signature could not be read. Please clear it and sign again, or type your full name instead.',
  typedTooShort: 'Please type your full name to sign.',
  noSignature: 'Please draw your signature or type your full name to sign.',
  notConfirmed: 'Please tick the box to confirm that you want to sign.',
  stipulationPending: 'Your stipulation is still being prepared. Please wait a moment, then sign.',
  /** the workflow marks no document (or several) to sign (ADR 027): the admin sees why on /user-workflow-data */
  stipulationCannotBeMade:
    'Your document to sign cannot be prepared, because the form you are using does not say which of its documents is the one to sign. This is a mistake on our side: the administrators can see it and are putting it right. Your answers are kept.',
  stipulationChanged: 'Your stipulation changed since you opened this page. Please read it again before signing.',
  notNow: 'This signature cannot be given now. The page shows where your form stands.',
  /** spec §9: blocked for a day after the third send, counted from that send (not a calendar day: no 'today'); the
   *  step 6 panel shows the same words under its unavailable button */
  notifyLimit: 'You have reminded your spouse three times. You can send another reminder 24 hours after the last one.',
  notified: 'Successfully sent email for review and e-signature',
  signed: 'Thank you. Your signature is saved, and your spouse has been asked to sign.',
  signedAlone: 'Thank you. Your signature is saved.',
  completed: 'Thank you. Both of you have signed; your final documents are being prepared.',
} as const;

/** The longest typed name kept: a full legal name fits easily. */
export const MAX_TYPED_NAME_LENGTH = 120;

/** How the signing steps name the other person and the document to sign (ADR 028). */
export interface SigningWords {
  /** the document within a sentence: the spec's 'your stipulation' in a divorce, the document's own name otherwise */
  document: string;
  /** the other person within a sentence: 'your spouse', 'your landlord', or the petitioner's name */
  other: string;
}

const upperFirst = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The signing texts for a form: a divorce keeps the spec's exact texts; another two-person type names its
 * document and its other party instead of 'your stipulation' and 'your spouse'.
 */
export type SigningTexts = Record<keyof typeof SIGNING_TEXTS, string>;

export function signingTexts(words: SigningWords): SigningTexts {
  if (words.document === 'your stipulation' && words.other === 'your spouse') return SIGNING_TEXTS;
  return {
    ...SIGNING_TEXTS,
    signTitle: `Sign ${words.document}`,
    tooSmall: `Please sign ${words.document} with more text`,
    stipulationPending: `${upperFirst(words.document)} is still being prepared. Please wait a moment, then sign.`,
    stipulationChanged: `${upperFirst(words.document)} changed since you opened this page. Please read it again before signing.`,
    notifyLimit: `You have reminded ${words.other} three times. You can send another reminder 24 hours after the last one.`,
    signed: `Thank you. Your signature is saved, and ${words.other} has been asked to sign.`,
  };
}

/**
 * The signing texts in a page's language: the guide catalogue's `signing.texts`, with the form's words (`document`,
 * `other`, already in that language) as values; in English they are `signingTexts`' exactly.
 */
export function signingTextsIn(t: TFunction<'guide'>, words: SigningWords): SigningTexts {
  const values = { document: words.document, Document: upperFirst(words.document), other: words.other };
  const keys = Object.keys(SIGNING_TEXTS) as (keyof typeof SIGNING_TEXTS)[];
  return Object.fromEntries(keys.map((key) => [key, t(`signing.texts.${key}`, values)])) as SigningTexts;
}
