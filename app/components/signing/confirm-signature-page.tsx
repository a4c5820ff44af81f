// The confirm without JavaScript: the sign page shows the typed (or drawn) signature and the spec's question,
// with the signature carried in hidden fields; 'Yes, sign' posts it again with the confirmation.
import { Form, Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { SIGNING_TEXTS } from '~/services/signing/signing-texts';

export interface ConfirmSignatureData {
  image: string;
  typedName: string;
  documentSha256: string;
}

export function ConfirmSignaturePage({ confirm, guidePath }: { confirm: ConfirmSignatureData; guidePath: string }) {
  return (
    <section aria-labelledby="confirm-signature-title" className="mx-auto max-w-xl rounded-lg border border-line bg-white p-6">
      <h1 id="confirm-signature-title" className="text-2xl font-semibold text-brand">
        Please confirm
      </h1>
      <p className="mt-3">{SIGNING_TEXTS.consent}</p>
      <p className="mt-4 text-sm text-muted">Your signature:</p>
      {confirm.image ? (
        <img src={confirm.image} alt="Your drawn signature" className="mt-1 h-24 rounded border border-line bg-white" />
      ) : (
        <p className="mt-1 font-handwriting text-4xl text-brand-strong">{confirm.typedName}</p>
      )}
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="signature-image" value={confirm.image} />
        <input type="hidden" name="signature-typed" value={confirm.typedName} />
        <input type="hidden" name="document-sha256" value={confirm.documentSha256} />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit">Yes, sign</Button>
        <Button asChild variant="secondary">
          <Link to={guidePath}>No, go back</Link>
        </Button>
      </Form>
    </section>
  );
}

/** The sign route's page: the confirm after a post without JavaScript; a visit by address points to the guide. */
export function SignRoutePage({ guidePath, answer }: { guidePath: string; answer: { kind: 'confirm'; confirm: ConfirmSignatureData } | undefined }) {
  if (answer?.kind === 'confirm') return <ConfirmSignaturePage confirm={answer.confirm} guidePath={guidePath} />;
  return (
    <p className="mx-auto max-w-xl">
      Sign your stipulation from <Link to={guidePath}>your guide</Link>.
    </p>
  );
}
