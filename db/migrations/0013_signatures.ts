// Signatures and their evidence (end-user-journey.md §3 esign / spouseEsign, §5 signature rules; issue 18).
// One current signature per role per user workflow; a restart or 'Return to Questionnaire' supersedes it
// (superseded_at) rather than deleting it, so the evidence of what was once signed is kept. The evidence is
// stored with the signature: who (account, e-mail, name), how (drawn image or typed name), when, from where
// (address, user agent), what exactly was shown (SHA-256 of the stipulation PDF and of the answers agreed)
// and the consent text the signer confirmed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signatures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_workflow_id', 'text', (c) => c.notNull().references('user_workflows.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('petitioner', 'respondent')`))
    // set null: a deleted account leaves the evidence of its signature (its e-mail and name stay below)
    .addColumn('signer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('signer_email', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('drawn', 'typed')`))
    // drawn: the PNG in file storage; typed: the name as typed, drawn in the handwriting font
    .addColumn('image_key', 'text')
    .addColumn('typed_name', 'text')
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('document_sha256', 'text', (c) => c.notNull().check(sql`document_sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('answers_sha256', 'text', (c) => c.notNull().check(sql`answers_sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('superseded_at', 'timestamptz')
    .addCheckConstraint('signatures_drawn_or_typed', sql`(method = 'drawn' and image_key is not null) or (method = 'typed' and typed_name is not null)`)
    .execute();
  await sql`create unique index signatures_current on signatures (user_workflow_id, role) where superseded_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signatures').execute();
}
