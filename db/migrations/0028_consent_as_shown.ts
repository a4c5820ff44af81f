// The consent a signer confirmed, as the page showed it (issue 35): `consent_text` stays the English words the court
// documents and the certificate are written in; a signer who read the page in another language confirmed that
// language's words, kept beside it with the language's tag, so the record says exactly what the person agreed to.
// Signatures made before this (and every English one) have neither.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('signatures')
    .addColumn('consent_language', 'text')
    .addColumn('consent_text_shown', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signatures').dropColumn('consent_language').dropColumn('consent_text_shown').execute();
}
