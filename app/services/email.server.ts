// Sends or schedules an e-mail with the spec's payload (administration-platform.md §3 and §4): kept as a row
// and enqueued as a job in the caller's transaction, so an e-mail caused by a change that rolls back is never
// sent. Sent now when its day is today or past, otherwise at the start of that day.
import { sql } from 'kysely';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { isEmailTemplateName } from '../../templates/emails/index';
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
    subject: z.string().trim().min(1, 'Enter a subject').max(300),
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
 * Records the e-mail and enqueues its delivery inside `tx`. Give it the caller's transaction: if that rolls
 * back, so do the row and the job.
 */
export async function sendEmail(tx: Queryable, payload: EmailPayload, settings: EmailSettings): Promise<QueuedEmail> {
  const parsed = emailPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new EmailPayloadError(parsed.error.issues[0]?.message ?? 'Invalid e-mail');
  const email = parsed.data;
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
  const runAt = scheduled ? startOfCalendarDay(requested, settings.timeZone) : now;

  const row = await tx
    .insertInto('emails')
    .values({
      to_name: email.to.name,
      to_email: email.to.email.toLowerCase(),
      from_address: email.from ?? settings.defaultFrom,
      subject: email.subject,
      message: email.message ?? null,
      template: email.template ?? null,
      template_data: JSON.stringify(email.data ?? {}),
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
