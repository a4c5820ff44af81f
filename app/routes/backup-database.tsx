import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { usDateTime } from '~/services/admin/dates';
import { BACKUP_STARTED, backupFolder, backupRefusedBy, backupsWritten, startBackup } from '~/services/admin/backups.server';
import { StatusPageForError } from '~/components/status-pages';
import { NoResultsRow } from '~/components/admin/table-parts';

export const handle: PageHandle = { title: 'Backup Database' };

// Backup Database (administration-platform.md §2.13): 'Run Backup' queues the backup job; the backups written so
// far are listed with their size and time, each a download.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const timeZone = getEnv().APP_TIME_ZONE;
  const backups = await backupsWritten();
  return {
    folder: backupFolder(),
    refusal: backupRefusedBy(),
    backups: backups.map((b) => ({ name: b.name, size: b.size, at: usDateTime(b.createdAt, timeZone) })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireGlobalAdmin(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'run-backup': {
      const started = await startBackup(getDb());
      return started.ok ? { message: BACKUP_STARTED, ok: true } : data({ message: started.message, ok: false }, { status: 409 });
    }
    default:
      return data({ message: `Unknown backup action '${String(intent)}'`, ok: false }, { status: 400 });
  }
}

export const meta: MetaFunction = () => [{ title: 'Backup Database | Accord' }];

function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export default function BackupDatabase() {
  const { backups, folder, refusal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="backup-title" className="grid gap-6">
      <h1 id="backup-title" className="text-3xl font-semibold text-brand">
        Backup Database
      </h1>
      <p className="max-w-2xl">
        A backup is a consistent copy of every table, compressed, written to <code>{folder}</code> on the server. To restore one into an empty database, run{' '}
        <code>npm run db:restore FILE</code>.
      </p>
      {refusal && !actionData ? <FormMessage type="warning">{refusal}</FormMessage> : null}
      <Form method="post">
        <Button type="submit" name="intent" value="run-backup">
          Run Backup
        </Button>
      </Form>
      {actionData ? <FormMessage type={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage> : null}
      <h2 className="text-xl font-semibold">Backups</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:align-bottom">
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Size</th>
              <th scope="col">Written</th>
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
                <td>{readableSize(b.size)}</td>
                <td>{b.at}</td>
              </tr>
            ))}
            {backups.length === 0 ? <NoResultsRow columns={3} text="No backups yet. A backup you start appears here when it is complete; reload the page to see it." /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This backup does not exist." failed="The backups could not be listed or started. Please try again in a moment." />;
}
