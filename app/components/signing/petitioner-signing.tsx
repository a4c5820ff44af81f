// The petitioner guide's steps after the final payment (end-user-journey.md §2, §4): 5 Review and e-sign (the
// unilateral 'Review' proceeds straight to the documents), 6 the spouse's e-signature with 'Notify Spouse' /
// 'Notify Spouse Again', 7 Completed Documents, whose download page the final-documents work provides.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import type { SigningPanel } from '~/services/signing/signing-panel.server';
import { SigningStep } from './signing-step';
import { CompletedDocuments, SignedList } from './signed-list';

const NOTIFY_BLOCKED_ID = 'notify-spouse-why';
const upperFirst = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export function PetitionerSigningSteps({ step, collaborate, panel }: { step: number; collaborate: boolean; panel: SigningPanel }) {
  const { t } = useTranslation('guide');
  if (step === 5)
    return (
      <SigningStep
        panel={panel}
        submitLabel={collaborate ? t('signing.submitSignature') : t('signing.proceed')}
        intro={collaborate ? t('signing.introTogether', { document: panel.documentName, other: panel.other }) : t('signing.introAlone', { document: panel.documentName })}
      />
    );
  if (step === 6)
    return (
      <div className="mt-2 grid gap-3">
        <p>{t('signing.waitingForOther', { Other: upperFirst(panel.other), document: panel.divorce ? t('signing.theStipulation') : panel.documentName })}</p>
        <SignedList panel={panel} />
        <Form method="post" action={panel.notify.action}>
          {/* after three reminders it stays in the Tab order, says why, and (a plain button) posts nothing, with or without JavaScript */}
          <Button type={panel.notify.blocked ? 'button' : 'submit'} variant="secondary" disabledBecause={panel.notify.blocked ? NOTIFY_BLOCKED_ID : undefined}>
            {panel.notify.label}
          </Button>
        </Form>
        {panel.notify.blocked ? (
          <p id={NOTIFY_BLOCKED_ID} className="text-sm text-muted">
            {panel.texts.notifyLimit}
          </p>
        ) : null}
      </div>
    );
  if (step === 7) return <CompletedDocuments panel={panel} />;
  return null;
}
