import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { getDb } from '~/db.server';
import { listMailbox } from '~/services/mailbox.server';
import { requireMailboxReader } from '~/utils/permissions.server';
import { usePageDates } from '~/utils/use-dates';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMailboxReader(request, context);
  const emails = await listMailbox(getDb());
  return {
    emails: emails.map((e) => ({
      id: e.id,
      to: `${e.to_name} <${e.to_email}>`,
      subject: e.subject,
      status: e.status,
      sendOn: e.send_on,
      createdAt: e.created_at.toISOString(),
    })),
  };
}

export const meta: MetaFunction = () => [{ title: 'Mailbox | Accord' }];

export default function Mailbox() {
  const { emails } = useLoaderData<typeof loader>();
  // the development mailbox is English: its times through the one formatter, in the product's time zone
  const dates = usePageDates('en');
  return (
    <section aria-labelledby="mailbox-title">
      <h1 id="mailbox-title" className="text-2xl font-semibold text-brand">
        Development mailbox
      </h1>
      <p className="mt-2 text-muted">
        With no SMTP server configured, Accord keeps every e-mail here instead of sending it. Production hides this
        page.
      </p>
      {emails.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line bg-white p-4">No e-mails yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-white">
          {emails.map((email) => (
            <li key={email.id} className="p-4">
              <a href={`/mailbox/${email.id}`} className="font-medium">
                {email.subject}
              </a>
              <p className="text-sm text-muted">
                To {email.to} · {statusLabel(email.status, email.sendOn)} ·{' '}
                {dates.dateTime(email.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function statusLabel(status: string, sendOn: string) {
  if (status === 'scheduled') return `scheduled for ${sendOn}`;
  return status;
}
