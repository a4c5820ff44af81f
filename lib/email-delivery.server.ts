// Delivers one recorded e-mail: renders its template, sends it through the transport and records the outcome.
// A failure is recorded and rethrown so the job queue retries it with backoff.
import { sql } from 'kysely';
import type { Queryable } from '../db/client';
import { isEmailTemplateName, renderEmail, type RenderedEmail } from '../templates/emails/index';
import { fileKey, PostgresFileStorage, readAll } from './file-storage.server';
import type { MailTransport, OutgoingMail } from './mail-transport.server';

export interface DeliveryOptions {
  transport: MailTransport;
  supportEmail: string;
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'missing';

export async function deliverEmail(db: Queryable, emailId: string, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const email = await db
    .selectFrom('emails')
    .select([
      'id',
      'to_name',
      'to_email',
      'from_address',
      'subject',
      'message',
      'template',
      'template_data',
      'link',
      'attachment',
      'status',
    ])
    .where('id', '=', emailId)
    .executeTakeFirst();
  if (!email) return 'missing';
  if (email.status === 'sent') return 'already-sent';

  try {
    const rendered = await render(email);
    const attachments: OutgoingMail['attachments'] = [];
    if (email.attachment) {
      const segments = email.attachment.fileKey.split('/');
      const file = await new PostgresFileStorage(db).get(fileKey(...segments));
      if (!file) throw new Error(`the attachment '${email.attachment.name}' is missing from storage`);
      attachments.push({ filename: email.attachment.name, content: await readAll(file), contentType: file.mediaType });
    }
    const { messageId } = await options.transport.send({
      from: email.from_address,
      to: { name: email.to_name, address: email.to_email },
      subject: email.subject,
      ...rendered,
      attachments,
    });
    await db
      .updateTable('emails')
      .set({
        status: 'sent',
        sent_at: new Date(),
        attempts: sql<number>`attempts + 1`,
        last_error: null,
        delivered_via: options.transport.name,
        provider_message_id: messageId,
        html: rendered.html,
        text: rendered.text,
      })
      .where('id', '=', email.id)
      .execute();
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('emails')
      .set({ status: 'failed', attempts: sql<number>`attempts + 1`, last_error: reason.slice(0, 2000) })
      .where('id', '=', email.id)
      .execute();
    throw error;
  }
  async function render(email: {
    to_name: string;
    message: string | null;
    template: string | null;
    template_data: Record<string, unknown>;
    link: { name: string; url: string } | null;
  }): Promise<RenderedEmail> {
    if (email.template) {
      if (!isEmailTemplateName(email.template)) throw new Error(`unknown e-mail template '${email.template}'`);
      return renderEmail(email.template, email.to_name, email.template_data, options.supportEmail);
    }
    return renderEmail(
      'message',
      email.to_name,
      { message: email.message ?? '', link: email.link },
      options.supportEmail,
    );
  }
}
