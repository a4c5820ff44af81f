// Guide data for local runs and tests: Utah's counties and child support information, the Divorce workflow type with its
// costs, the prices, and the sample workflows of templates/workflows published (each checked by the engine's
// validateWorkflow first). Safe to run on every start: existing rows are left as they are.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/project-root';
import type { Queryable } from './client';
import { validateWorkflow, type WorkflowDefinition } from '@accord/engine';
import { UTAH_COUNTIES } from './utah-counties';

export { UTAH_COUNTIES } from './utah-counties';

/** Utah's child support calculator information (administration-platform.md §2.9), edited later on /child-support-calculator. */
export const UTAH_CHILD_SUPPORT_INFO = {
  state: 'Utah',
  description:
    'Utah sets child support from both parents’ gross monthly incomes, the number of children and the overnights each parent has. The Office of Recovery Services calculator gives the figure the court expects on the worksheet.',
  website: 'Utah Office of Recovery Services',
  hyperlink: 'https://orscsc.utah.gov/',
};

export const DIVORCE_COSTS = { collaborative: { paywall1: 49, paywall2: 150 }, unilateral: { paywall1: 79, paywall2: 220 } };

/** The workflow type seeded for the samples, the default type (its costs are what a payment charges). */
export const DIVORCE_TYPE = { id: 'divorce', title: 'Divorce' } as const;

// the sources' db/, the compiled server's build/server/ or the app build's build/server/assets/
const root = projectRoot(import.meta.url);
export const SAMPLE_WORKFLOWS = [
  { formId: 'sampleUtahWithChild0', publishedId: 'pubUtahWithChildren0', file: 'templates/workflows/utah-divorce-with-children.json' },
  { formId: 'sampleUtahNoChildren', publishedId: 'pubUtahNoChildren000', file: 'templates/workflows/utah-divorce-without-children.json' },
];

export function readSampleWorkflow(file: string): WorkflowDefinition {
  const definition = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
  const validation = validateWorkflow(definition);
  if (!validation.valid) throw new Error(`${file} is not a valid workflow: ${JSON.stringify(validation.problems.slice(0, 3))}`);
  return definition as WorkflowDefinition;
}

/**
 * The sample form's PDF templates and images (the 'pdf/...' files its documents name), stored under the form as
 * the builder stores a form's files, so its user workflows get a copy and their documents render.
 */
async function storeSampleFormFiles(db: Queryable, sample: (typeof SAMPLE_WORKFLOWS)[number]) {
  const refs = new Set(readFileSync(path.join(root, sample.file), 'utf8').match(/pdf\/[\w-]+\.(?:pdf|png)/g) ?? []);
  for (const ref of refs) {
    const content = readFileSync(path.join(root, 'templates/workflows', ref));
    const file = { key: `forms/${sample.formId}/${ref}`, content, media_type: ref.endsWith('.pdf') ? 'application/pdf' : 'image/png', size: content.byteLength, sha256: createHash('sha256').update(content).digest('hex') };
    await db.insertInto('files').values(file).onConflict((oc) => oc.column('key').doNothing()).execute();
  }
}

/** Publishes a definition as a form's version (a new immutable row; an existing version is left alone). */
export async function publishWorkflow(db: Queryable, input: { formId: string; publishedId: string; definition: WorkflowDefinition; publishedAt?: Date }) {
  const d = input.definition;
  await db
    .insertInto('forms')
    .values({ id: input.formId, name: d.name, definition: JSON.stringify(d), status: 'published', status_date: input.publishedAt ?? new Date(), version: d.version })
    .onConflict((oc) => oc.column('id').doUpdateSet({ definition: JSON.stringify(d), status: 'published', status_date: input.publishedAt ?? new Date(), version: d.version, updated_at: new Date() }))
    .execute();
  const exists = await db.selectFrom('published_workflows').select('id').where('id', '=', input.publishedId).executeTakeFirst();
  if (exists) return;
  // one offered version per form (migration 0014): the new one replaces the one offered so far
  await db.updateTable('published_workflows').set({ withdrawn_at: new Date() }).where('form_id', '=', input.formId).where('withdrawn_at', 'is', null).execute();
  await db
    .insertInto('published_workflows')
    .values({
      id: input.publishedId,
      form_id: input.formId,
      version: d.version,
      name: d.name,
      state: d.state,
      type: d.type,
      children_option: d.childrenOptions,
      use_counties: d.useCounties,
      counties: JSON.stringify(d.counties ?? []),
      collaborate: d.collaborate !== false,
      definition: JSON.stringify({ ...d, id: input.publishedId }),
      published_at: input.publishedAt ?? new Date(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function seedGuide(db: Queryable): Promise<string[]> {
  const done: string[] = [];
  const state = await db
    .insertInto('state_counties')
    .values({ state: 'Utah', counties: JSON.stringify(UTAH_COUNTIES) })
    .onConflict((oc) => oc.column('state').doNothing())
    .executeTakeFirst();
  if (state.numInsertedOrUpdatedRows) done.push('Utah counties');
  const childSupport = await db.insertInto('child_support_info').values(UTAH_CHILD_SUPPORT_INFO).onConflict((oc) => oc.column('state').doNothing()).executeTakeFirst();
  if (childSupport.numInsertedOrUpdatedRows) done.push('Utah child support information');
  const type = await db
    .insertInto('workflow_types')
    .values({ ...DIVORCE_TYPE, states: JSON.stringify(['Utah']), active: true, costs: JSON.stringify(DIVORCE_COSTS), is_default: true })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (type.numInsertedOrUpdatedRows) done.push('Divorce workflow type');
  // the pricing cards only: what a level costs is the workflow type's costs
  for (const variant of ['collaborative', 'unilateral'] as const)
    await db.insertInto('prices').values({ variant }).onConflict((oc) => oc.column('variant').doNothing()).execute();
  for (const sample of SAMPLE_WORKFLOWS) {
    await storeSampleFormFiles(db, sample);
    const exists = await db.selectFrom('published_workflows').select('id').where('id', '=', sample.publishedId).executeTakeFirst();
    if (exists) continue;
    await publishWorkflow(db, { formId: sample.formId, publishedId: sample.publishedId, definition: readSampleWorkflow(sample.file), publishedAt: new Date('2026-01-01T00:00:00Z') });
    done.push(sample.file);
  }
  return done;
}
