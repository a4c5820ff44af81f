// Sends or schedules an e-mail with the spec's payload (administration-platform.md §3 and §4): kept as a row
// and enqueued as a job in the caller's transaction, so an e-mail caused by a change that rolls back is never
// sent. Sent now when its day is today or past, otherwise at the start of that day.
import { sql } from 'kysely';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { emailSubject, isEmailTemplateName } from '../../templates/emails/index';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { calendarDayOf, parseCalendarDay, startOfCalendarDay, type CalendarDay } from '../utils/calendar-day';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';

export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = 'Please choose a file that is under 2MB in size';
export const SEND_EMAIL_TASK = 'send_email';
const MAX_ATTEMPTS = 10;

const dataUrl = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[^;,]*)*;base64,([A-Za-z0-9+/=\s]*)$/;

export const emailPayloadSchema = z
  .object({
    to: z.object({
      name: z.string().trim().min(1, 'Enter the name to send to'),
      email: z.email('Enter a valid e-mail address'),
    }),
    /** a template with a fixed subject gives it in the recipient's language when this is left out */
    subject: z.string().trim().min(1, 'Enter a subject').max(300).optional(),
    message: z.string().trim().min(1).optional(),
    template: z.string().refine(isEmailTemplateName, 'Unknown e-mail template').optional(),
    data: z.record(z.string(), z.unknown()).optional(),
    sendOn: z
      .union([z.date(), z.string().refine((v) => parseCalendarDay(v) !== undefined, 'Use a date as MM/DD/YYYY')])
      .optional(),
    from: z.string().min(3).optional(),
    /** the builder form the e-mail is about (a collaborator's or stakeholder's e-mail) */
    formId: z.string().min(1).max(64).optional(),
    /** the user workflow the e-mail is about (a step, reminder or payment e-mail) */
    userWorkflowId: z.string().min(1).max(64).optional(),
    attachment: z
      .object({
        name: z.string().trim().min(1).max(200),
        content: z.string().regex(dataUrl, 'The attachment must be a base64 data URL'),
      })
      .optional(),
    link: z.object({ name: z.string().trim().min(1), url: z.string().trim().min(1) }).optional(),
  })
  .refine((p) => p.message !== undefined || p.template !== undefined, {
    message: 'Enter a message',
    path: ['message'],
  });

export type EmailPayload = z.input<typeof emailPayloadSchema>;

export interface EmailSettings {
  defaultFrom: string;
  timeZone: string;
  now?: Date;
  /**
   * For an e-mail the caller delivers at once itself (the e-mail test form): the queue's first attempt waits this
   * long, and is the retry should the caller's delivery fail or its process end before it finished.
   */
  queueAttemptAfterMs?: number;
}

export interface QueuedEmail {
  id: string;
  status: 'queued' | 'scheduled';
  sendOn: CalendarDay;
  runAt: Date;
}

export class EmailPayloadError extends Error {}

function decodeAttachment(content: string): { bytes: Buffer; mediaType: string } {
  const match = dataUrl.exec(content)!;
  return {
    bytes: Buffer.from(match[3]!.replace(/\s/g, ''), 'base64'),
    mediaType: match[1] ?? 'application/octet-stream',
  };
}

/**
 * The language an e-mail to this address is written in (issue 35): the person's own (users.language); for someone
 * without an account, the one the share dialog chose for them (this form's sharing entry first, else their latest);
 * else English.
 */
export async function recipientLanguage(db: Queryable, email: string, userWorkflowId?: string): Promise<Language> {
  const address = email.trim().toLowerCase();
  const user = await db.selectFrom('users').select('language').where('email', '=', address).executeTakeFirst();
  if (user) return user.language;
  const entry = await db
    .selectFrom('sharing_entries')
    .select('language')
    .where('email', '=', address)
    .orderBy((eb) => (userWorkflowId ? eb('user_workflow_id', '=', userWorkflowId) : eb.val(false)), 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return entry?.language ?? DEFAULT_LANGUAGE;
}

/**
 * A person changed language: the e-mails still waiting for their day (the 7-day reminder, the 30-day follow-up) go in
 * the new one, subject and text, rather than in the language they had when they were scheduled.
 */
export async function restateScheduledEmails(db: Queryable, email: string, language: Language): Promise<void> {
  const rows = await db.selectFrom('emails').select(['id', 'template', 'template_data']).where('to_email', '=', email.trim().toLowerCase()).where('status', '=', 'scheduled').where('template', 'is not', null).execute();
  for (const row of rows) {
    if (!row.template || !isEmailTemplateName(row.template)) continue;
    const data = { ...(row.template_data as Record<string, unknown>), language };
    const subject = emailSubject(row.template, data);
    await db.updateTable('emails').set({ template_data: JSON.stringify(data), ...(subject ? { subject } : {}) }).where('id', '=', row.id).execute();
  }
}

/**
 * Records the e-mail and enqueues its delivery inside `tx`. Give it the caller's transaction: if that rolls
 * back, so do the row and the job.
 */
export async function sendEmail(tx: Queryable, payload: EmailPayload, settings: EmailSettings): Promise<QueuedEmail> {
  const parsed = emailPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new EmailPayloadError(parsed.error.issues[0]?.message ?? 'Invalid e-mail');
  const email = parsed.data;
  // a template e-mail is written in the recipient's language, unless the sender named one (an account about to go)
  const data = email.template
    ? { ...email.data, language: isLanguage(email.data?.language) ? email.data.language : await recipientLanguage(tx, email.to.email, email.userWorkflowId) }
    : email.data;
  const subject = email.subject ?? (email.template ? emailSubject(email.template, data ?? {}) : undefined);
  if (!subject) throw new EmailPayloadError('Enter a subject');
  const attachment = email.attachment ? decodeAttachment(email.attachment.content) : undefined;
  if (attachment && attachment.bytes.byteLength > MAX_ATTACHMENT_BYTES)
    throw new EmailPayloadError(ATTACHMENT_TOO_LARGE);

  const now = settings.now ?? new Date();
  const today = calendarDayOf(now, settings.timeZone);
  const requested =
    email.sendOn === undefined
      ? today
      : email.sendOn instanceof Date
        ? calendarDayOf(email.sendOn, settings.timeZone)
        : parseCalendarDay(email.sendOn)!;
  const scheduled = requested > today;
  const runAt = scheduled ? startOfCalendarDay(requested, settings.timeZone) : new Date(now.getTime() + (settings.queueAttemptAfterMs ?? 0));

  const row = await tx
    .insertInto('emails')
    .values({
      to_name: email.to.name,
      to_email: email.to.email.toLowerCase(),
      from_address: email.from ?? settings.defaultFrom,
      subject,
      message: email.message ?? null,
      template: email.template ?? null,
      template_data: JSON.stringify(data ?? {}),
      link: JSON.stringify(email.link ?? null),
      attachment: null,
      form_id: email.formId ?? null,
      user_workflow_id: email.userWorkflowId ?? null,
      send_on: requested,
      status: scheduled ? 'scheduled' : 'queued',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  if (attachment && email.attachment) {
    const key = fileKey('emails', row.id, 'attachment');
    await new PostgresFileStorage(tx).put(key, attachment.bytes, { mediaType: attachment.mediaType });
    await tx
      .updateTable('emails')
      .set({
        attachment: JSON.stringify({
          name: email.attachment.name,
          fileKey: key,
          mediaType: attachment.mediaType,
          size: attachment.bytes.byteLength,
        }),
      })
      .where('id', '=', row.id)
      .execute();
  }

  await sql`select graphile_worker.add_job(
      ${SEND_EMAIL_TASK},
      json_build_object('emailId', ${row.id}::text),
      run_at => ${runAt.toISOString()}::timestamptz,
      max_attempts => ${MAX_ATTEMPTS},
      job_key => ${`email:${row.id}`}
    )`.execute(tx);

  return { id: row.id, status: scheduled ? 'scheduled' : 'queued', sendOn: requested, runAt };
}
