// What every job needs, handed to the tasks by the runner instead of read from globals.
import type { Database } from '../db/client';
import type { MailTransport } from '../app/services/mail-transport.server';

export interface WorkerContext {
  db: Database;
  transport: MailTransport;
  supportEmail: string;
}
