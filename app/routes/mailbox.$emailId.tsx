import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { getDb } from '~/db.server';
import { getMailboxMessage } from '~/services/mailbox.server';
import { requireMailboxReader } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireMailboxReader(request, context);
  const email = await getMailboxMessage(getDb(), params.emailId ?? '');
  if (!email) throw new Response('Not Found', { status: 404 });
  return {
    subject: email.subject,
    from: email.from_address,
    to: `${email.to_name} <${email.to_email}>`,
    status: email.status,
    sendOn: email.send_on,
    lastError: email.last_error,
    attachment: email.attachment?.name ?? null,
    // links open in this window (not inside the frame, nor in a new tab as mail clients do)
    html: email.html ? `<base target="_top">${email.html.replaceAll('target="_blank"', 'target="_top"')}` : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.subject ?? 'E-mail'} | Mailbox | Accord` },
];

export default function MailboxMessage() {
  const email = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="message-subject">
      <p>
        <a href="/mailbox">← All e-mails</a>
      </p>
      <h1 id="message-subject" className="mt-4 text-2xl font-semibold text-brand">
        {email.subject}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">From</dt>
        <dd>{email.from}</dd>
        <dt className="text-muted">To</dt>
        <dd>{email.to}</dd>
        <dt className="text-muted">Status</dt>
        <dd>{email.status === 'scheduled' ? `scheduled for ${email.sendOn}` : email.status}</dd>
        {email.attachment ? (
          <>
            <dt className="text-muted">Attachment</dt>
            <dd>{email.attachment}</dd>
          </>
        ) : null}
        {email.lastError ? (
          <>
            <dt className="text-muted">Last error</dt>
            <dd className="text-danger">{email.lastError}</dd>
          </>
        ) : null}
      </dl>
      {email.html ? (
        <iframe
          title={`E-mail: ${email.subject}`}
          srcDoc={email.html}
          sandbox="allow-top-navigation-by-user-activation allow-popups"
          className="mt-6 h-[70vh] w-full rounded-lg border border-line bg-white"
        />
      ) : (
        <p className="mt-6 rounded-lg border border-line bg-white p-4">
          This e-mail has not been rendered yet: it is waiting to be sent.
        </p>
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This e-mail is not in the mailbox." />;
}
