import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { publicRoute } from '~/utils/permissions.server';
import { findSealedDocument, MAX_VERIFY_BYTES, VERIFY_TEXTS, verifyUpload, type SealedDocumentFacts } from '~/services/final-documents/verification.server';
import { streamUploadedFile, VERIFY_RETRY_AFTER_SECONDS, verifySlots } from '~/services/final-documents/verify-upload.server';
import { getEnv } from '../../lib/env.server';

export const handle: PageHandle = { title: 'Verify a document' };

// The public verification page (/verify, and /verify/{code} from the certificate page): anyone uploads a PDF and is
// told whether it is exactly a document Accord sealed, and who signed it when. Works as a plain form.
export async function loader({ params }: LoaderFunctionArgs) {
  publicRoute();
  const code = params.code;
  if (code === undefined) return { code: null, document: null };
  const document = await findSealedDocument(getDb(), code, getEnv().APP_TIME_ZONE);
  if (!document) throw data({ message: VERIFY_TEXTS.unknownCode }, { status: 404 });
  return { code: document.verificationCode, document };
}

export async function action({ request, params }: ActionFunctionArgs) {
  publicRoute();
  const env = getEnv();
  // taken before a byte of the body is read, so the uploads over the limit cost nothing
  const release = verifySlots.take(env.VERIFY_CONCURRENCY);
  if (!release) return data({ kind: 'error' as const, message: VERIFY_TEXTS.busy }, { status: 503, headers: { 'Retry-After': String(VERIFY_RETRY_AFTER_SECONDS) } });
  try {
    const upload = await streamUploadedFile(request, 'document', MAX_VERIFY_BYTES);
    const outcome = await verifyUpload(getDb(), upload, { code: params.code, timeZone: env.APP_TIME_ZONE });
    return data(outcome, { status: outcome.kind === 'error' ? 400 : 200 });
  } finally {
    release();
  }
}

// a page answered by the action gets only the headers this says: the busy answer's Retry-After reaches the browser
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

export const meta: MetaFunction = () => [{ title: 'Verify a document | Accord' }];

function Signers({ document }: { document: SealedDocumentFacts }) {
  return (
    <dl className="space-y-2">
      <div>
        <dt className="font-medium">Form</dt>
        <dd>{document.formName}</dd>
      </div>
      {document.signers.map((s) => (
        <div key={s.role}>
          <dt className="font-medium">{s.role}</dt>
          <dd>
            {s.name}, {s.method}, {s.signedAt}
          </dd>
        </div>
      ))}
      <div>
        <dt className="font-medium">Sealed</dt>
        <dd>
          {document.sealedAt}
          {document.timestamped ? ', with a timestamp from an independent timestamp authority' : ''}
        </dd>
      </div>
      <div>
        <dt className="font-medium">SHA-256</dt>
        <dd className="break-all font-mono text-sm">{document.sha256}</dd>
      </div>
    </dl>
  );
}

export default function Verify() {
  const { code, document } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <section aria-labelledby="verify-title" className="mx-auto max-w-2xl space-y-5">
      <h1 id="verify-title" className="text-2xl font-semibold text-brand">
        Verify a document
      </h1>
      <p>
        Upload a PDF of final documents from Accord to check that it is exactly the file Accord sealed: not one byte changed, nothing added.
        {code ? (
          <>
            {' '}
            This page checks against the document with the verification code <span className="font-mono">{code}</span>.
          </>
        ) : null}
      </p>
      {document && !outcome ? (
        <div className="rounded-md border border-line bg-white p-4">
          <h2 className="mb-2 font-semibold">The document with this code</h2>
          <Signers document={document} />
        </div>
      ) : null}
      {outcome ? (
        <div role={outcome.kind === 'match' ? 'status' : 'alert'} className={`rounded-md border bg-white p-4 ${outcome.kind === 'match' ? 'border-green-700' : 'border-danger'}`}>
          <p className="font-semibold">{outcome.message}</p>
          {outcome.kind === 'match' ? (
            <div className="mt-3">
              <Signers document={outcome.document} />
            </div>
          ) : null}
          {outcome.kind === 'no-match' ? <p className="mt-2 break-all text-sm text-muted">SHA-256 of the file you uploaded: {outcome.sha256}</p> : null}
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-3 rounded-md border border-line bg-white p-4">
        <label htmlFor="document" className="block font-medium">
          PDF file
        </label>
        <input id="document" name="document" type="file" accept="application/pdf,.pdf" required className="block w-full" />
        <Button type="submit">Check this file</Button>
      </Form>
      <p className="text-sm text-muted">
        The seal is made with Accord&apos;s own certificate. For a PDF reader to show it as trusted, install{' '}
        <a href="/verify/root-certificate">Accord&apos;s root certificate</a>. {code ? <Link to="/verify">Check any document</Link> : null}
      </p>
    </section>
  );
}
