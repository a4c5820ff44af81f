import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { mailboxParty, mailboxStatus } from '~/components/mailbox-words';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { emailLanguage, getMailboxMessage } from '~/services/mailbox.server';
import { requireMailboxReader } from '~/utils/permissions.server';
import { usePageDates } from '~/utils/use-dates';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { i18n: ['admin'] };

// One e-mail of the development mailbox (ADR 007): its envelope in the reader's language, its subject and rendering
// in the recipient's, marked with it (issue 35).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireMailboxReader(request, context);
  const email = await getMailboxMessage(getDb(), params.emailId ?? '');
  if (!email) throw new Response('Not Found', { status: 404 });
  const t = await requestTexts(request, 'admin');
  return {
    title: t('mailbox.messageTabTitle', { subject: email.subject }),
    subject: email.subject,
    language: emailLanguage(email),
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'E-mail | Mailbox | Accord' }];

export default function MailboxMessage() {
  const email = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { language } = usePageDates();
  return (
    <article aria-labelledby="message-subject">
      <p>
        <a href="/mailbox">{t('mailbox.all')}</a>
      </p>
      <h1 id="message-subject" className="mt-4 text-2xl font-semibold text-brand" lang={email.language}>
        {email.subject}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('mailbox.from')}</dt>
        <dd>
          <Party party={email.from} />
        </dd>
        <dt className="text-muted">{t('mailbox.toTerm')}</dt>
        <dd>
          <Party party={email.to} />
        </dd>
        <dt className="text-muted">{t('mailbox.status')}</dt>
        <dd>{mailboxStatus(t, email, language)}</dd>
        {email.attachment ? (
          <>
            <dt className="text-muted">{t('mailbox.attachment')}</dt>
            <dd>{email.attachment}</dd>
          </>
        ) : null}
        {email.lastError ? (
          <>
            <dt className="text-muted">{t('mailbox.lastError')}</dt>
            {/* the mail server's or the worker's own words, in English */}
            <dd className="text-danger" lang="en">
              {email.lastError}
            </dd>
          </>
        ) : null}
      </dl>
      {email.html ? (
        <iframe
          title={t('mailbox.frameTitle', { subject: email.subject })}
          srcDoc={email.html}
          sandbox="allow-top-navigation-by-user-activation allow-popups"
          className="mt-6 h-[70vh] w-full rounded-lg border border-line bg-white"
        />
      ) : (
        <p className="mt-6 rounded-lg border border-line bg-white p-4">{t('mailbox.notRendered')}</p>
      )}
    </article>
  );
}

/** A sender or recipient: their name (a person's, or the product's as MAIL_FROM names it), then their address. */
function Party({ party }: { party: string }) {
  const { name, address } = mailboxParty(party);
  return name ? (
    <>
      <span>{name}</span> <span>&lt;{address}&gt;</span>
    </>
  ) : (
    <span>{address}</span>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('mailbox.notFound')} />;
}
