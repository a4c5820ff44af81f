// Template files (step 4's uploaded PDFs and page images, and custom-image actions' uploads) that a save stops
// using, deleted with that save (workflow-builder.md §4: deletions become permanent on save; §7 storage): a file the
// draft named before the save and names no more, nor any published version of the form. A file uploaded and not
// saved yet is no one's to delete: another author's save must not take it from under the uploader.
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';

const TEMPLATE_FOLDERS = ['pdf', 'images'] as const;

/** Every string inside a definition: template files are named by their reference ('pdf/Court Form.pdf'). */
function stringsOf(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

/** Deletes the template files `previousDefinition` named and neither `savedDefinition` nor a published version does. */
export async function deleteUnusedTemplateFiles(db: Queryable, formId: string, previousDefinition: unknown, savedDefinition: unknown): Promise<number> {
  const prefix = `forms/${formId}/`;
  const stored = await db
    .selectFrom('files')
    .select('key')
    .where((eb) => eb.or(TEMPLATE_FOLDERS.map((folder) => sql<boolean>`starts_with(key, ${`${prefix}${folder}/`})`)))
    .execute();
  if (stored.length === 0) return 0;
  const published = await db.selectFrom('published_workflows').select('definition').where('form_id', '=', formId).execute();
  const before = stringsOf(previousDefinition, new Set());
  const named = stringsOf([savedDefinition, ...published.map((p) => p.definition)], new Set());
  const unused = stored
    .map((f) => f.key)
    .filter((key) => before.has(key.slice(prefix.length)) && !named.has(key.slice(prefix.length)));
  if (unused.length === 0) return 0;
  await db.deleteFrom('files').where('key', 'in', unused).execute();
  return unused.length;
}
