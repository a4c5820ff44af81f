// The petitioner guide's steps after the final payment (end-user-journey.md §2, §4): 5 Review and e-sign (the
// unilateral 'Review' proceeds straight to the documents), 6 the spouse's e-signature with 'Notify Spouse' /
// 'Notify Spouse Again', 7 Completed Documents, whose download page the final-documents work provides.
import { Form } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import type { SigningPanel } from '~/services/signing/signing-panel.server';
import { SigningStep } from './signing-step';
import { CompletedDocuments, SignedList } from './signed-list';

const NOTIFY_BLOCKED_ID = 'notify-spouse-why';
const upperFirst = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export function PetitionerSigningSteps({ step, collaborate, panel }: { step: number; collaborate: boolean; panel: SigningPanel }) {
  if (step === 5)
    return (
      <SigningStep
        panel={panel}
        submitLabel={collaborate ? 'Submit Signature' : 'Proceed'}
        intro={
          collaborate
            ? `Please read ${panel.documentName}, the agreement you and ${panel.other} reached. When you are ready, sign it below; ${panel.other} is then asked to sign too.`
            : `Please read ${panel.documentName}. When you are ready, sign it below and your final documents are prepared.`
        }
      />
    );
  if (step === 6)
    return (
      <div className="mt-2 grid gap-3">
        <p>{`Thank you for signing. ${upperFirst(panel.other)} has been asked by e-mail to review and sign ${panel.divorce ? 'the stipulation' : panel.documentName}; this step completes when they do.`}</p>
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
