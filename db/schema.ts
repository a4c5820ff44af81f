// The typed schema of Accord's PostgreSQL database, as Kysely sees it. Each migration that adds a table adds
// its interface here.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, T | string, T | string>;

export interface SettingsTable {
  id: ColumnType<number, 1 | undefined, never>;
  maintenance: Generated<boolean>;
  idle_timeout_minutes: Generated<number>;
  updated_at: UpdatedAt;
}

export type EmailStatus = 'scheduled' | 'queued' | 'sent' | 'failed';

export interface EmailLink {
  name: string;
  url: string;
}

export interface EmailAttachmentRef {
  name: string;
  fileKey: string;
  mediaType: string;
  size: number;
}

export interface EmailsTable {
  id: Generated<string>;
  to_name: string;
  to_email: string;
  from_address: string;
  subject: string;
  message: string | null;
  template: string | null;
  template_data: Json<Record<string, unknown>>;
  link: Json<EmailLink | null>;
  attachment: Json<EmailAttachmentRef | null>;
  form_id: string | null;
  send_on: ColumnType<string, string, string>;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  /** where it went: 'smtp' or 'mailbox' (kept for the development mailbox page) */
  delivered_via: string | null;
  provider_message_id: string | null;
  html: string | null;
  text: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface FilesTable {
  key: string;
  content: Buffer;
  media_type: string;
  size: number;
  sha256: string;
  created_at: CreatedAt;
}

export interface WorkerHeartbeatsTable {
  worker_id: string;
  hostname: string;
  pid: number;
  seen_at: UpdatedAt;
}

export interface DB {
  settings: SettingsTable;
  emails: EmailsTable;
  files: FilesTable;
  worker_heartbeats: WorkerHeartbeatsTable;
}

export type Settings = Selectable<SettingsTable>;
export type Email = Selectable<EmailsTable>;
export type NewEmail = Insertable<EmailsTable>;
export type EmailUpdate = Updateable<EmailsTable>;
