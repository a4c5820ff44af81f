// The confirm without JavaScript: the sign page shows the typed (or drawn) signature and the spec's question,
// with the signature carried in hidden fields; 'Yes, sign' posts it again with the confirmation.
import { Form, Link } from '@remix-run/react';
import type { InputHTMLAttributes } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '~/components/ui/error-summary';
import type { StipulationReading } from '~/services/signing/stipulation-reading.server';
import { DocumentText } from './document-text';

export interface ConfirmSignatureData {
  image: string;
  typedName: string;
  documentSha256: string;
}

/** The reading of the document being signed, when it reads the very PDF whose SHA-256 the signature carries. */
function ReadingOf({ reading, documentSha256 }: { reading: StipulationReading | null; documentSha256: string }) {
  return reading && reading.documentSha256 === documentSha256 ? <DocumentText reading={reading} topLevel={2} /> : null;
}

export function ConfirmSignaturePage({
  title,
  confirm,
  guidePath,
  reading = null,
}: {
  title: string;
  confirm: ConfirmSignatureData;
  guidePath: string;
  reading?: StipulationReading | null;
}) {
  const { t } = useTranslation('guide');
  return (
    <section
      aria-labelledby="confirm-signature-title"
      className="mx-auto max-w-xl rounded-lg border border-line bg-white p-6"
    >
      {/* what is being signed, as the top bar names it (hidden there on a small screen) */}
      <p className="text-sm text-muted">{title}</p>
      <h1 id="confirm-signature-title" className="text-2xl font-semibold text-brand">
        {t('signing.pleaseConfirm')}
      </h1>
      <p className="mt-3">{t('signing.texts.consent')}</p>
      <div className="mt-4">
        <ReadingOf reading={reading} documentSha256={confirm.documentSha256} />
      </div>
      <p className="mt-4 text-sm text-muted">{t('signing.yourSignatureIs')}</p>
      {confirm.image ? (
        <img src={confirm.image} alt={t('signing.drawnAlt')} className="mt-1 h-24 rounded border border-line bg-white" />
      ) : (
        <p className="mt-1 font-handwriting text-4xl text-brand-strong">{confirm.typedName}</p>
      )}
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="signature-image" value={confirm.image} />
        <input type="hidden" name="signature-typed" value={confirm.typedName} />
        <input type="hidden" name="document-sha256" value={confirm.documentSha256} />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit">{t('signing.yesSign')}</Button>
        <Button asChild variant="secondary">
          <Link to={guidePath}>{t('signing.noGoBack')}</Link>
        </Button>
      </Form>
    </section>
  );
}

/** The typed signature's field: the sign form's own (signing-step.tsx) and the one asked for again here. */
export const TYPED_SIGNATURE_ID = 'signature-typed';
const REFUSED_SIGNATURE_ERROR_ID = 'signature-typed-error';

/** The typed signature's input, the same in the sign form and where it is asked for again. */
export function TypedSignatureInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'>) {
  return (
    <input
      id={TYPED_SIGNATURE_ID}
      name="signature-typed"
      type="text"
      autoComplete="name"
      maxLength={120}
      className="mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-3 text-base aria-[invalid=true]:border-danger"
      {...props}
    />
  );
}

/** The error summary of a signature the server could not use: it links to the typed-name field. */
export function refusedSignatureSummary(message: string): ErrorSummaryItem[] {
  return [{ fieldId: TYPED_SIGNATURE_ID, message }];
}

/**
 * A signature the server could not use (none, or too short), posted without JavaScript: the sign form again, with
 * the error summary and the field's error, as the GOV.UK Design System asks of a refused form.
 */
export function RefusedSignaturePage({
  title,
  refused,
  guidePath,
  submitLabel,
  reading = null,
}: {
  title: string;
  refused: { message: string; documentSha256: string };
  guidePath: string;
  submitLabel: string;
  reading?: StipulationReading | null;
}) {
  const { t } = useTranslation('guide');
  return (
    <section
      aria-labelledby="refused-signature-title"
      className="mx-auto grid max-w-xl gap-4 rounded-lg border border-line bg-white p-6"
    >
      <ErrorSummary items={refusedSignatureSummary(refused.message)} />
      <h1 id="refused-signature-title" className="text-2xl font-semibold text-brand">
        {title}
      </h1>
      <ReadingOf reading={reading} documentSha256={refused.documentSha256} />
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="document-sha256" value={refused.documentSha256} />
        <div>
          <label htmlFor={TYPED_SIGNATURE_ID} className="block text-sm font-medium">
            {t('signing.type')}
          </label>
          <p id={REFUSED_SIGNATURE_ERROR_ID} className="mt-1 text-sm font-medium text-danger">
            <span className="sr-only">{t('signing.error')}</span>
            {refused.message}
          </p>
          <TypedSignatureInput aria-invalid aria-describedby={REFUSED_SIGNATURE_ERROR_ID} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{submitLabel}</Button>
          <Button asChild variant="secondary">
            <Link to={guidePath}>{t('signing.backToGuide')}</Link>
          </Button>
        </div>
      </Form>
    </section>
  );
}

type SignRouteAnswer =
  | { kind: 'confirm'; confirm: ConfirmSignatureData }
  | { kind: 'refused'; refused: { message: string; documentSha256: string } };

/**
 * The sign route's page: the confirm or the refusal after a post without JavaScript; a visit by address points to the
 * guide. `title` names the document the form signs ('Sign your stipulation' in a divorce, ADR 028).
 */
export function SignRoutePage({
  title,
  guidePath,
  submitLabel,
  answer,
  reading,
}: {
  title: string;
  guidePath: string;
  submitLabel: string;
  answer: SignRouteAnswer | undefined;
  reading: StipulationReading | null;
}) {
  const { t } = useTranslation('guide');
  if (answer?.kind === 'confirm')
    return <ConfirmSignaturePage title={title} confirm={answer.confirm} guidePath={guidePath} reading={reading} />;
  if (answer?.kind === 'refused')
    return (
      <RefusedSignaturePage
        title={title}
        refused={answer.refused}
        guidePath={guidePath}
        submitLabel={submitLabel}
        reading={reading}
      />
    );
  return (
    <section aria-labelledby="sign-route-title" className="mx-auto grid max-w-xl gap-4">
      <h1 id="sign-route-title" className="text-2xl font-semibold text-brand">
        {title}
      </h1>
      <p>
        <Trans t={t} i18nKey="signing.fromGuide" values={{ title }} components={{ guide: <Link to={guidePath} /> }} />
      </p>
    </section>
  );
}
