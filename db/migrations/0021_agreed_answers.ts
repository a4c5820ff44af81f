// The spouse's agreement records the answers it covers (issue 29, item 3), as each signature already does
// (signatures.answers_sha256): the SHA-256 of the canonical answers when the spouse agreed
// (lib/documents/answers-hash.server.ts), null while nobody has agreed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sharing_entries')
    .addColumn('agreed_answers_sha256', 'text', (c) => c.check(sql`agreed_answers_sha256 ~ '^[0-9a-f]{64}$'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sharing_entries').dropColumn('agreed_answers_sha256').execute();
}
