// The review-and-sign step (petitioner step 5, respondent step 2; end-user-journey.md §2, §4, §5): the stipulation
// to read, then a signature, drawn (JavaScript) or typed (always; shown in the handwriting font), and the confirm
// 'You are about to sign a legally binding agreement. Please confirm.' With JavaScript the confirm is a dialog;
// without it the form posts to the sign page, which asks the same question as a page.
import { Form, useRevalidator } from '@remix-run/react';
import { FileText } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { ErrorSummary } from '~/components/ui/error-summary';
import { useHydrated } from '~/utils/use-hydrated';
import type { SigningPanel } from '~/services/signing/signing-panel.server';
import { TYPED_SIGNATURE_ID, TypedSignatureInput } from './confirm-signature-page';
import { DocumentText } from './document-text';
import { DrawnSignature } from './drawn-signature';

/** §5's drawn-image rule, checked in the browser before asking (the server checks it again). */
const MIN_DRAWN_LENGTH = 5000;
const SIGNATURE_PAD_ID = 'signature-pad';
const SIGN_FIRST_ID = 'sign-first';

export function StipulationLink({ panel }: { panel: SigningPanel }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const ready = panel.documentSha256 !== null;
  const { t } = useTranslation('guide');
  useEffect(() => {
    // with JavaScript the page looks again every few seconds until the stipulation is ready
    if (ready || panel.cannotBeMade || !hydrated) return;
    const timer = window.setInterval(() => revalidator.revalidate(), 3000);
    return () => window.clearInterval(timer);
  }, [ready, panel.cannotBeMade, hydrated, revalidator]);
  if (panel.cannotBeMade)
    return (
      <p role="alert" className="rounded-md border border-danger bg-white p-3">
        {panel.cannotBeMade}
      </p>
    );
  if (!ready)
    return (
      <p role="status" className="rounded-md border border-line bg-white p-3">
        {panel.divorce ? t('signing.preparing.divorce') : t('signing.preparing.other')} {t('signing.takesAMoment')} <a href="">{t('signing.checkAgain')}</a>
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2">
      <FileText aria-hidden="true" className="size-5 text-brand" />
      <a href={panel.stipulationHref} target="_blank" rel="noreferrer">
        {t('signing.readPdf', { document: panel.documentName })}
      </a>
    </p>
  );
}

export function SigningStep({ panel, submitLabel, intro }: { panel: SigningPanel; submitLabel: string; intro: string }) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const [drawn, setDrawn] = useState('');
  const [typed, setTyped] = useState('');
  const [asking, setAsking] = useState(false);
  const { t: shell, i18n } = useTranslation();
  const { t } = useTranslation('guide');
  const [problem, setProblem] = useState<string | null>(null);
  const onDrawn = useCallback((dataUrl: string) => {
    setDrawn(dataUrl);
    setProblem(null);
  }, []);
  const ready = panel.documentSha256 !== null;
  const hasSignature = drawn !== '' || typed.trim() !== '';

  return (
    // on a phone the signature takes the full width, under the step's number, as the questionnaire does
    <div className="mt-2 grid gap-4 max-sm:-ml-11">
      <p>{intro}</p>
      {/* court documents stay in English (issue 35, item 4): said before signing, in the person's language */}
      {i18n.language !== 'en' ? (
        <p lang={i18n.language} className="rounded-md border border-line bg-white p-3" data-testid="court-documents-in-english">
          {shell('language.courtDocumentsInEnglish')}
        </p>
      ) : null}
      <StipulationLink panel={panel} />
      {panel.reading ? <DocumentText reading={panel.reading} topLevel={3} /> : null}
      <Form
        ref={form}
        method="post"
        action={panel.signAction}
        className="grid gap-3 rounded-lg border border-line bg-white p-4"
        onSubmit={(event) => {
          if (!hydrated || confirm.current?.value === 'yes') return;
          // with JavaScript: check the drawing's size, then ask in a dialog before anything is sent
          event.preventDefault();
          if (drawn !== '' && drawn.length < MIN_DRAWN_LENGTH) return setProblem(panel.texts.tooSmall);
          setAsking(true);
        }}
      >
        <input type="hidden" name="document-sha256" value={panel.documentSha256 ?? ''} />
        <input ref={confirm} type="hidden" name="confirm" value="" />
        <fieldset className="grid gap-3">
          <legend className="font-semibold">{t('signing.yourSignature')}</legend>
          {hydrated ? (
            <>
              <DrawnSignature name={SIGNATURE_PAD_ID} onChange={onDrawn} />
              <input type="hidden" name="signature-image" value={drawn} />
            </>
          ) : null}
          <div>
            <label htmlFor={TYPED_SIGNATURE_ID} className="block text-sm font-medium">
              {hydrated ? t('signing.orType') : t('signing.type')}
            </label>
            <TypedSignatureInput value={typed} onChange={(e) => setTyped(e.target.value)} disabled={hydrated && drawn !== ''} />
            {hydrated && typed.trim() !== '' && drawn === '' ? (
              <p className="mt-2 font-handwriting text-3xl text-brand-strong" aria-label={t('signing.typedSignature', { name: typed.trim() })}>
                {typed.trim()}
              </p>
            ) : null}
          </div>
        </fieldset>
        {/* the drawing refused before asking (too small): summarised, with a link to the drawing area */}
        <ErrorSummary items={problem ? [{ fieldId: SIGNATURE_PAD_ID, message: problem }] : []} />
        <div>
          {/* a signature is needed first (§5); without JavaScript the server says so if it is missing */}
          <Button type="submit" disabled={!ready} disabledBecause={ready && hydrated && !hasSignature ? SIGN_FIRST_ID : undefined}>
            {submitLabel}
          </Button>
          {ready && hydrated && !hasSignature ? (
            <p id={SIGN_FIRST_ID} className="mt-1 text-sm text-muted">
              {t('signing.signFirst')}
            </p>
          ) : null}
        </div>
      </Form>
      <ConfirmDialog
        open={asking}
        title={t('signing.pleaseConfirm')}
        message={t('signing.texts.consent')}
        onNo={() => setAsking(false)}
        onYes={() => {
          setAsking(false);
          if (confirm.current) confirm.current.value = 'yes';
          form.current?.requestSubmit();
        }}
      />
    </div>
  );
}
