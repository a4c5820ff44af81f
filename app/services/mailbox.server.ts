// Read side of the development mailbox: the kept e-mails, newest first, and one message with its rendering. Each
// e-mail says the language it was written in (the recipient's, issue 35), so the page can mark its subject with it.
import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';

/** The language the e-mail's template wrote it in (its data's `language`), to select beside an e-mail's columns; see `emailLanguage`. */
export const writtenIn = sql<string | null>`template_data->>'language'`.as('language');

/** The language of an e-mail's row, as one of the product's languages: English for one that names none (queued before). */
export function emailLanguage(row: { language: string | null }): Language {
  return isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
}

export async function listMailbox(db: Queryable, limit = 100) {
  return db
    .selectFrom('emails')
    .select(['id', 'to_name', 'to_email', 'subject', 'status', 'send_on', 'created_at', 'sent_at', 'attempts', writtenIn])
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
      writtenIn,
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
