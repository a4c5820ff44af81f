// Read side of the development mailbox: the kept e-mails, newest first, and one message with its rendering.
import type { Queryable } from '../../db/client';

export async function listMailbox(db: Queryable, limit = 100) {
  return db
    .selectFrom('emails')
    .select(['id', 'to_name', 'to_email', 'subject', 'status', 'send_on', 'created_at', 'sent_at', 'attempts'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function getMailboxMessage(db: Queryable, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return db
    .selectFrom('emails')
    .select([
      'id',
      'to_name',
      'to_email',
      'from_address',
      'subject',
      'status',
      'send_on',
      'created_at',
      'sent_at',
      'html',
      'text',
      'last_error',
      'attachment',
      'delivered_via',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
