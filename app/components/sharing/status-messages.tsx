// The spouse's page status lines (the respondent guide and the shared survey): what happened last, and the
// agreement, each read out by screen readers as a status.
import { useTranslation } from 'react-i18next';
export function SharingStatusMessages({ message, agreedMessage }: { message?: string | null; agreedMessage?: string | null }) {
  return (
    <>
      {message ? (
        <p role="status" className="mt-4 rounded-md border border-line bg-white p-3">
          {message}
        </p>
      ) : null}
      {agreedMessage ? (
        <p role="status" className="mt-4 rounded-md border border-brand bg-white p-3 font-semibold text-brand">
          {agreedMessage}
        </p>
      ) : null}
    </>
  );
}

/** the id of the sentence saying why Agree and Send Back cannot be used (one such sentence per page) */
export const NO_ACCESS_ID = 'spouse-no-access';

/**
 * Why the spouse's Agree and Send Back cannot be used (§4: disabled when the sharing entry gives no access): the
 * buttons stay in the Tab order, tied to this sentence by `aria-describedby` (Button's `disabledBecause`).
 */
export function NoAccessReason({ sharer }: { sharer: { kind: 'spouse' | 'named' | 'unnamed'; subject: string } }) {
  const { t } = useTranslation('guide');
  const reason = {
    spouse: () => t('sharedQuestionnaire.noAccessSpouse'),
    unnamed: () => t('sharedQuestionnaire.noAccessUnnamed'),
    named: () => t('sharedQuestionnaire.noAccess', { sharer: sharer.subject }),
  } satisfies Record<typeof sharer.kind, () => string>;
  return <p id={NO_ACCESS_ID}>{reason[sharer.kind]()}</p>;
}

/**
 * A Finished Reviewing choice's button: offered, it posts; without access it stays in the Tab order with its reason
 * and, a plain button, posts nothing with or without JavaScript; otherwise (already sent back or agreed) disabled.
 */
export function spouseChoiceButton(access: boolean, offered: boolean) {
  if (offered) return { type: 'submit' } as const;
  return access ? ({ type: 'submit', disabled: true } as const) : ({ type: 'button', disabledBecause: NO_ACCESS_ID } as const);
}
