// The respondent guide's steps 2 and 3 (end-user-journey.md §2, §4): Review & E-sign once the petitioner has
// signed (its button is 'Proceed'), then Completed Documents with the download page.
import { useTranslation } from 'react-i18next';
import type { SigningPanel } from '~/services/signing/signing-panel.server';
import { SigningStep } from './signing-step';
import { CompletedDocuments, SignedList } from './signed-list';

export function RespondentSigningSteps({ step, panel }: { step: number; panel: SigningPanel }) {
  const { t } = useTranslation('guide');
  const Other = `${panel.other.charAt(0).toUpperCase()}${panel.other.slice(1)}`;
  if (step === 2)
    return (
      <div className="grid gap-3">
        <SignedList panel={panel} />
        <SigningStep panel={panel} submitLabel={t('signing.proceed')} intro={panel.divorce ? t('signing.respondentIntroDivorce') : t('signing.respondentIntro', { Other, document: panel.documentName })} />
      </div>
    );
  if (step === 3) return <CompletedDocuments panel={panel} />;
  return null;
}
