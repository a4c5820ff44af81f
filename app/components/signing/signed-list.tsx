// Who has signed, and how, with the time in the reader's words; and the link to the final documents' page.
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import type { SigningPanel } from '~/services/signing/signing-panel.server';
import { usePageDates } from '~/utils/use-dates';

export function SignedList({ panel }: { panel: SigningPanel }) {
  const { lang } = usePageDates();
  const { t } = useTranslation('guide');
  if (!panel.signed.length) return null;
  return (
    <ul className="grid gap-2" aria-label={t('signing.signatures')}>
      {panel.signed.map((s) => (
        <li key={s.role} className="rounded-md border border-line bg-white p-3">
          <span className="font-medium">{t(`signing.roles.${s.role}`)}:</span> {s.method === 'drawn' ? t('signing.signedDrawn', { name: s.name }) : t('signing.signedTyped', { name: s.name })}{' '}
          <time dateTime={s.signedAt} lang={lang}>
            {s.signedAtText}
          </time>
          {s.typedName ? <span className="ml-2 font-handwriting text-2xl text-brand-strong">{s.typedName}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function FinalDocumentLink({ panel }: { panel: SigningPanel }) {
  const { t } = useTranslation('guide');
  return (
    <div>
      <p>
        {/* the spec's words when both have signed; a unilateral or one-person form has one signature */}
        {panel.signed.length >= 2 ? t('signing.bothSigned') : t('signing.oneSigned')} {t('signing.readyToDownload')}
      </p>
      <Button asChild className="mt-2">
        <a href={panel.finalDocumentHref}>
          <Download aria-hidden="true" className="size-4" /> {t('signing.download')}
        </a>
      </Button>
    </div>
  );
}

/** Step 7 and respondent step 3: who signed, and the way to the final documents. */
export function CompletedDocuments({ panel }: { panel: SigningPanel }) {
  return (
    <div className="mt-2 grid gap-3">
      <SignedList panel={panel} />
      <FinalDocumentLink panel={panel} />
    </div>
  );
}
