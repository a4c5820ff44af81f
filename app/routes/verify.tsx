import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { StatusPageForError } from '~/components/status-pages';
import { ErrorSummary } from '~/components/ui/error-summary';
import { formAnswer } from '~/utils/form-answer.server';
import { requestTexts } from '~/i18n/i18next.server';
import { notFoundResponse } from '~/i18n/page-title.server';
import { thrownTitle } from '~/utils/page-title';
import { getDb } from '~/db.server';
import { publicRoute } from '~/utils/permissions.server';
import { findSealedDocument, MAX_VERIFY_BYTES, verifyUpload, type SealedDocumentFacts } from '~/services/final-documents/verification.server';
import { streamUploadedFile, VERIFY_RETRY_AFTER_SECONDS, verifySlots } from '~/services/final-documents/verify-upload.server';
import { getEnv } from '../../lib/env.server';

export const handle: PageHandle = { title: (_data, t) => t('site:verify.title'), i18n: ['site'] };

// The public verification page (/verify, and /verify/{code} from the certificate page): anyone uploads a PDF and is
// told whether it is exactly a document Accord sealed, and who signed it when. Works as a plain form.
export async function loader({ request, params }: LoaderFunctionArgs) {
  publicRoute();
  const title = (await requestTexts(request, 'site'))('verify.tabTitle');
  const code = params.code;
  if (code === undefined) return { title, code: null, document: null };
  const document = await findSealedDocument(getDb(), code, getEnv().APP_TIME_ZONE);
  // the error boundary below says that this code names no document; the tab's title is Page Not Found's, in the page's words
  if (!document) throw await notFoundResponse(request);
  return { title, code: document.verificationCode, document };
}

/** The file input, which a refused upload's error summary links to. */
const FILE_INPUT_ID = 'document';

export async function action({ request, params, context }: ActionFunctionArgs) {
  publicRoute();
  const env = getEnv();
  // taken before a byte of the body is read, so the uploads over the limit cost nothing
  const release = verifySlots.take(env.VERIFY_CONCURRENCY);
  if (!release) return data({ kind: 'error' as const, reason: 'busy' as const }, { status: 503, headers: { 'Retry-After': String(VERIFY_RETRY_AFTER_SECONDS) } });
  try {
    const upload = await streamUploadedFile(request, 'document', MAX_VERIFY_BYTES);
    const outcome = await verifyUpload(getDb(), upload, { code: params.code, timeZone: env.APP_TIME_ZONE });
    if (outcome.kind !== 'error') return data(outcome, { status: 200 });
    // a refused file (none, not a PDF, too large, cut short): the error summary links to the file field, and the
    // title starts with 'Error: ' as served too (GOV.UK's pattern; issue 32, item 3)
    const t = await requestTexts(request, 'site');
    return formAnswer(context, { ...outcome, errorSummary: [{ fieldId: FILE_INPUT_ID, message: t(`verify.outcomes.${outcome.reason}`) }] }, { status: 400 });
  } finally {
    release();
  }
}

// a page answered by the action gets only the headers this says: the busy answer's Retry-After reaches the browser
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

// a code that names no document shows the Page Not Found page (the ErrorBoundary below), titled as that page is
export const meta: MetaFunction<typeof loader> = ({ data: page, error }) => [
  { title: error ? (thrownTitle(error) ?? `Page Not Found | ${PRODUCT_NAME}`) : (page?.title ?? `Verify a document | ${PRODUCT_NAME}`) },
];

function Signers({ document }: { document: SealedDocumentFacts }) {
  const { t } = useTranslation('site');
  return (
    <dl className="space-y-2">
      <div>
        <dt className="font-medium">{t('verify.form')}</dt>
        <dd>{document.formName}</dd>
      </div>
      {document.signers.map((s) => (
        <div key={s.role}>
          <dt className="font-medium">{t(`verify.roles.${s.role}`)}</dt>
          <dd>{t('verify.signer', { name: s.name, method: t(`verify.methods.${s.method}`), signedAt: s.signedAt })}</dd>
        </div>
      ))}
      <div>
        <dt className="font-medium">{t('verify.sealed')}</dt>
        <dd>
          {document.sealedAt}
          {document.timestamped ? t('verify.timestamped') : ''}
        </dd>
      </div>
      <div>
        <dt className="font-medium">{t('verify.sha256')}</dt>
        <dd className="break-all font-mono text-sm">{document.sha256}</dd>
      </div>
    </dl>
  );
}

export default function Verify() {
  const { code, document } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useTranslation('site');
  const refused = outcome && 'errorSummary' in outcome ? outcome.errorSummary : [];
  const message = refused[0]?.message;
  const busy = outcome?.kind === 'error' && outcome.reason === 'busy';
  return (
    <section aria-labelledby="verify-title" className="mx-auto max-w-2xl space-y-5">
      <h1 id="verify-title" className="text-2xl font-semibold text-brand">
        {t('verify.title')}
      </h1>
      <p>
        {t('verify.intro')}
        {code ? (
          <>
            {' '}
            <Trans t={t} i18nKey="verify.withCode" values={{ code }} components={{ code: <span className="font-mono" /> }} />
          </>
        ) : null}
      </p>
      {document && (!outcome || outcome.kind === 'error') ? (
        <div className="rounded-md border border-line bg-white p-4">
          <h2 className="mb-2 font-semibold">{t('verify.documentWithCode')}</h2>
          <Signers document={document} />
        </div>
      ) : null}
      {outcome && outcome.kind !== 'error' ? (
        <div role={outcome.kind === 'match' ? 'status' : 'alert'} className={`rounded-md border bg-white p-4 ${outcome.kind === 'match' ? 'border-green-700' : 'border-danger'}`}>
          <p className="font-semibold">{t(`verify.outcomes.${outcome.kind === 'match' ? 'match' : outcome.reason}`)}</p>
          {outcome.kind === 'match' ? (
            <div className="mt-3">
              <Signers document={outcome.document} />
            </div>
          ) : null}
          {outcome.kind === 'no-match' ? <p className="mt-2 break-all text-sm text-muted">{t('verify.uploadedHash', { sha256: outcome.sha256 })}</p> : null}
        </div>
      ) : null}
      {busy ? (
        <div role="alert" className="rounded-md border border-danger bg-white p-4">
          <p className="font-semibold">{t('verify.outcomes.busy')}</p>
        </div>
      ) : null}
      {/* the server checks the file (none chosen is refused there too): the browser's own bubble is no error summary */}
      <Form method="post" encType="multipart/form-data" noValidate className="space-y-3 rounded-md border border-line bg-white p-4">
        <ErrorSummary items={refused} />
        <label htmlFor={FILE_INPUT_ID} className="block font-medium">
          {t('verify.fileLabel')}
        </label>
        {message ? (
          <p id="document-error" className="text-sm font-semibold text-danger">
            <span className="sr-only">{t('verify.errorPrefix')}</span>
            {message}
          </p>
        ) : null}
        <input
          id={FILE_INPUT_ID}
          name="document"
          type="file"
          accept="application/pdf,.pdf"
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'document-error' : undefined}
          className="block w-full"
        />
        <Button type="submit">{t('verify.check')}</Button>
      </Form>
      <p className="text-sm text-muted">
        <Trans t={t} i18nKey="verify.seal" components={{ root: <a href="/verify/root-certificate" /> }} /> {code ? <Link to="/verify">{t('verify.checkAny')}</Link> : null}
      </p>
    </section>
  );
}

/** A code that names no sealed document: Page Not Found, in this page's words. */
export function ErrorBoundary() {
  const { t } = useTranslation('site');
  return <StatusPageForError notFound={t('verify.outcomes.unknownCode')} />;
}
