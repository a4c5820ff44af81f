// The builder's draft store (workflow-builder.md §3 "Workflow", §6): who may load a form (its access list of
// roles and e-mails) and the collaborators its owner shared it with. The form's definition, name, status and
// version are already on `forms` (0003); the owner is `forms.owner_id`.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Forms made before the builder (the seeded samples) had no access list: both admin roles may open them.
  await db.schema
    .alterTable('forms')
    .addColumn('access', 'jsonb', (c) => c.notNull().defaultTo(sql`'["admin-global","admin-form"]'::jsonb`))
    .execute();
  await sql`create index forms_access on forms using gin (access)`.execute(db);

  await db.schema
    .createTable('form_collaborators')
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_collaborators_pk', ['form_id', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_collaborators').execute();
  await sql`drop index forms_access`.execute(db);
  await db.schema.alterTable('forms').dropColumn('access').execute();
}
