// Final documents (issue 18): the job's state per user workflow, every sealed final PDF with the hash recorded at
// sealing time and the short code of its public verification page, and the certificates the app seals with.
// The certificate page lies inside the signed bytes, so the final file's own hash can only be kept here.
// sealed_documents keeps the user workflow as a plain id, not a foreign key: a restart or a deleted form must not
// make an already printed verification code say 'unknown'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_certificates')
    // 'root' (the private authority readers may trust) or 'signing' (the certificate under it that seals)
    .addColumn('kind', 'text', (c) => c.primaryKey().check(sql`kind in ('root', 'signing')`))
    .addColumn('certificate_pem', 'text', (c) => c.notNull())
    // PKCS#8, encrypted with the sealing key passphrase (SEALING_KEY_PASSPHRASE or DATA_DIR's key file)
    .addColumn('encrypted_private_key_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sealed_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_workflow_id', 'text', (c) => c.notNull())
    .addColumn('verification_code', 'text', (c) => c.notNull().unique())
    .addColumn('sha256', 'text', (c) => c.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('form_name', 'text', (c) => c.notNull())
    // [{ role, name, email, method, signedAt }]
    .addColumn('signers', 'jsonb', (c) => c.notNull())
    .addColumn('timestamped', 'boolean', (c) => c.notNull())
    .addColumn('sealed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sealed_documents_sha256').on('sealed_documents').column('sha256').execute();
  await db.schema.createIndex('sealed_documents_user_workflow').on('sealed_documents').columns(['user_workflow_id', 'sealed_at']).execute();

  await db.schema
    .createTable('final_documents')
    .addColumn('user_workflow_id', 'text', (c) => c.primaryKey().references('user_workflows.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'ready', 'failed')`))
    // what went wrong: in the person's words for the page, and the technical reason for whoever runs the app
    .addColumn('reason', 'text')
    .addColumn('error', 'text')
    .addColumn('sealed_document_id', 'text', (c) => c.references('sealed_documents.id').onDelete('set null'))
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('final_documents').execute();
  await db.schema.dropTable('sealed_documents').execute();
  await db.schema.dropTable('signing_certificates').execute();
}
