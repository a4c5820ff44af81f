// A workflow type's other party in Spanish (issue 35, ADR 028's addendum): 'spouse' had no Spanish name, so a Spanish
// page could only say 'la otra parte (landlord)'. Empty means the type has none yet (pages then keep the English name
// in brackets). The default is a spouse's, as other_party's default is 'spouse': every type with a spouse reads
// 'cónyuge', the others (a landlord) have none until an administrator writes it on Workflow Types.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('workflow_types')
    .addColumn('other_party_es', 'text', (c) => c.notNull().defaultTo('cónyuge'))
    .execute();
  await sql`update workflow_types set other_party_es = '' where lower(other_party) <> 'spouse'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workflow_types').dropColumn('other_party_es').execute();
}
