import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { mailboxStatus } from '~/components/mailbox-words';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { emailLanguage, listMailbox } from '~/services/mailbox.server';
import { requireMailboxReader } from '~/utils/permissions.server';
import { usePageDates } from '~/utils/use-dates';

export const handle: PageHandle = { i18n: ['admin'] };

// The development mailbox (ADR 007) in the reader's language; each e-mail's subject is in its recipient's language,
// marked with it (issue 35).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMailboxReader(request, context);
  const [emails, t] = await Promise.all([listMailbox(getDb()), requestTexts(request, 'admin')]);
  return {
    title: t('mailbox.tabTitle'),
    emails: emails.map((e) => ({
      id: e.id,
      to: `${e.to_name} <${e.to_email}>`,
      subject: e.subject,
      language: emailLanguage(e),
      status: e.status,
      sendOn: e.send_on,
      createdAt: e.created_at.toISOString(),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? 'Mailbox | Accord' }];

export default function Mailbox() {
  const { emails } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  // times through the one formatter, in the page's language and the product's time zone
  const dates = usePageDates();
  return (
    <section aria-labelledby="mailbox-title">
      <h1 id="mailbox-title" className="text-2xl font-semibold text-brand">
        {t('mailbox.title')}
      </h1>
      <p className="mt-2 text-muted">{t('mailbox.lead')}</p>
      {emails.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line bg-white p-4">{t('mailbox.none')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-white">
          {emails.map((email) => (
            // data-status: the status as stored, for tests that read the mailbox in any language
            <li key={email.id} className="p-4" data-status={email.status}>
              <a href={`/mailbox/${email.id}`} className="font-medium" lang={email.language}>
                {email.subject}
              </a>
              <p className="text-sm text-muted">
                {t('mailbox.entry', { to: email.to, status: mailboxStatus(t, email, dates.language), date: dates.dateTime(email.createdAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
