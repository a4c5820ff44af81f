// What every job needs, handed to the tasks by the runner instead of read from globals: the database, the
// mail transport and the settings the tasks use, taken from the environment once by whoever starts the worker.
import type { Database } from '../db/client';
import path from 'node:path';
import { backupDirectory, type Env } from '../lib/env.server';
import { mailchimpSettings, type MailchimpSettings } from '../lib/mailchimp.server';
import { analyticsSettings, type AnalyticsSettings } from '../lib/analytics.server';
import type { MailTransport } from '../lib/mail-transport.server';
import type { FinalDocumentSettings } from '../lib/documents/final-document/final-document.server';
import { sealingSettings } from '../lib/documents/sealing/sealer.server';
import { configuredOrigin } from '../lib/app-origin.server';

export interface WorkerSettings {
  /** the contact address printed in e-mails */
  supportEmail: string;
  /** undefined when MAILCHIMP_API_KEY or MAILCHIMP_LIST_ID is not set: subscriptions then stay stored only */
  mailchimp: MailchimpSettings | undefined;
  /** where the backup job writes (BACKUP_DIR); without it the job refuses to run */
  backupDir?: string;
  /** BACKUP_KEY: backups are encrypted with it (db/backup-encryption.ts); without it they are written in clear */
  backupKey?: string;
  /** NODE_ENV is production: the backup job then refuses to write without backupKey (db/backup-encryption.ts) */
  production?: boolean;
  /** undefined when ANALYTICS_URL is not set: payment events are then recorded only */
  analytics?: AnalyticsSettings;
  /** how final PDFs are sealed and where their verification page is; without it the task reads the environment */
  finalDocuments?: FinalDocumentSettings;
}

export interface WorkerContext extends WorkerSettings {
  db: Database;
  transport: MailTransport;
}

/** The tasks' settings from the app's environment (the server entry, `npm run worker` and scripts use it). */
export function workerSettings(env: Env): WorkerSettings {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    mailchimp: mailchimpSettings(env),
    backupDir: path.resolve(backupDirectory(env)),
    ...(env.BACKUP_KEY ? { backupKey: env.BACKUP_KEY } : {}),
    production: env.NODE_ENV === 'production',
    analytics: analyticsSettings(env),
    finalDocuments: finalDocumentSettings(env),
  };
}

/** The final document job's settings: sealing, and the origin and time zone printed on the certificate page. */
export function finalDocumentSettings(env: Env): FinalDocumentSettings {
  return { sealing: sealingSettings(env), origin: configuredOrigin(env), timeZone: env.APP_TIME_ZONE };
}
