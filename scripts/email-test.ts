// `npm run email:test -- you@example.com`: sends a test e-mail through the e-mail module. With the app running
// on the embedded database it lands in the mailbox page; with SMTP_URL set it goes out over SMTP.
import path from 'node:path';
import { runOnce } from 'graphile-worker';
import { getEnv } from '../lib/env.server';
import { sendEmail } from '../app/services/email.server';
import { createMailTransport } from '../lib/mail-transport.server';
import { startDatabase } from '../db/start';
import { workerSettings } from '../worker/context';
import { createTaskList } from '../worker/runner';

async function main() {
  const to = process.argv[2];
  if (!to) throw new Error('give the address to send to: npm run email:test -- you@example.com');
  const env = getEnv();
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const database = await startDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    poolSize: 3,
    shareRunning: true,
  });
  try {
    const queued = await database.db.transaction().execute((tx) =>
      sendEmail(
        tx,
        {
          to: { name: to.split('@')[0] ?? to, email: to },
          subject: 'Accord test e-mail',
          message: 'This is a test e-mail from Accord. If you can read it, e-mail delivery works.',
          link: { name: 'Open Accord', url: appUrl },
        },
        { defaultFrom: env.MAIL_FROM, timeZone: env.APP_TIME_ZONE },
      ),
    );
    // with no app running, nothing else will deliver it: do it here
    if (database.embedded) {
      const transport = createMailTransport(env.SMTP_URL);
      await runOnce({
        pgPool: database.pool,
        taskList: createTaskList({ db: database.db, transport, ...workerSettings(env) }),
      });
      transport.close();
    }
    const status = await waitForDelivery(database.db, queued.id);
    console.log(`E-mail ${queued.id} to ${to}: ${status}.`);
    if (!env.SMTP_URL) console.log(`Read it at ${appUrl}/mailbox/${queued.id}`);
    if (status !== 'sent') process.exitCode = 1;
  } finally {
    await database.shutdown();
  }
}

async function waitForDelivery(db: Awaited<ReturnType<typeof startDatabase>>['db'], id: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await db
      .selectFrom('emails')
      .select(['status', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.status === 'sent') return 'sent';
    if (Date.now() > deadline)
      return row.last_error ? `not sent yet (${row.last_error})` : `${row.status}, not sent yet`;
    await new Promise((r) => setTimeout(r, 250));
  }
}

main().catch((error: unknown) => {
  console.error(`email:test: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
