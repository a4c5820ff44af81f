import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { usDateTime } from '~/services/admin/dates';
import { backupFolder, backupRefusedBy, backupsWritten, startBackup } from '~/services/admin/backups.server';
import type { AdminTexts } from '~/services/admin/admin-nav';
import { requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { StatusPageForError } from '~/components/status-pages';
import { NoResultsRow } from '~/components/admin/table-parts';

export const handle: PageHandle = { title: (_data, t) => t('admin:backups.title'), i18n: ['admin'] };

/** How a backup is restored, as the README says: a command, the same in every language. */
const RESTORE_COMMAND = 'npm run db:restore FILE';

// Backup Database (administration-platform.md §2.13): 'Run Backup' queues the backup job; the backups written so
// far are listed with their size and time, each a download.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const timeZone = getEnv().APP_TIME_ZONE;
  const [backups, t, language] = await Promise.all([backupsWritten(), requestTexts(request, 'admin'), requestLanguage(request)]);
  return {
    title: t('tabTitle', { title: t('backups.title') }),
    folder: backupFolder(),
    refusal: backupRefusedBy() ?? null,
    backups: backups.map((b) => ({ name: b.name, size: b.size, at: usDateTime(b.createdAt, timeZone, language) })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireGlobalAdmin(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const t = await requestTexts(request, 'admin');
  switch (intent) {
    case 'run-backup': {
      const started = await startBackup(getDb());
      return started.ok ? { message: t('backups.started'), ok: true } : data({ message: t(`backups.${started.refusal}`), ok: false }, { status: 409 });
    }
    default:
      return data({ message: t('backups.unknownAction', { intent: String(intent) }), ok: false }, { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? 'Backup Database | Accord' }];

function readableSize(t: AdminTexts, bytes: number): string {
  if (bytes < 1024) return t('backups.bytes', { count: bytes });
  if (bytes < 1024 * 1024) return t('backups.kilobytes', { size: (bytes / 1024).toFixed(1) });
  return t('backups.megabytes', { size: (bytes / 1024 / 1024).toFixed(1) });
}

export default function BackupDatabase() {
  const { backups, folder, refusal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="backup-title" className="grid gap-6">
      <h1 id="backup-title" className="text-3xl font-semibold text-brand">
        {t('backups.title')}
      </h1>
      {/* the folder and the command inside the sentence (not in <code> of their own), so a translator moves them with the words */}
      <p className="max-w-2xl break-words">{t('backups.lead', { folder, command: RESTORE_COMMAND })}</p>
      {refusal && !actionData ? <FormMessage type="warning">{t(`backups.${refusal}`)}</FormMessage> : null}
      <Form method="post">
        <Button type="submit" name="intent" value="run-backup">
          {t('backups.run')}
        </Button>
      </Form>
      {actionData ? <FormMessage type={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage> : null}
      <h2 className="text-xl font-semibold">{t('backups.list')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:align-bottom">
          <thead>
            <tr>
              <th scope="col">{t('backups.columns.file')}</th>
              <th scope="col">{t('backups.columns.size')}</th>
              <th scope="col">{t('backups.columns.written')}</th>
            </tr>
          </thead>
          <tbody>
            {backups.map((b) => (
              <tr key={b.name}>
                <td>
                  <a href={`/backup-database/${encodeURIComponent(b.name)}`} download>
                    {b.name}
                  </a>
                </td>
                <td>{readableSize(t, b.size)}</td>
                <td>{t('backups.writtenAt', { date: b.at })}</td>
              </tr>
            ))}
            {backups.length === 0 ? <NoResultsRow columns={3} text={t('backups.none')} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('backups.notFound')} failed={t('backups.failed')} />;
}
