// Publishing a workflow offered in Spanish (ADR 035, issue 35 item 3), against a real PostgreSQL: it is refused
// while any text a person reads has no Spanish version, with a list naming each element and text; once every text
// has one it is published, with its languages (offered, reviewed) part of the published version. A workflow not
// offered in Spanish publishes with English texts only, as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { missingTranslations, type FormElement, type WorkflowDefinition } from '@accord/engine';
import { createForm } from '../../app/services/builder/forms.server';
import { problemsInWords, publishingProblems } from '../../app/services/publishing/publishing-checks.server';
import { problemsSaid } from '../../app/services/publishing/publishing-words.server';
import { pageI18n } from '../../app/i18n/i18next.server';
import { INVALID_WORKFLOW_MESSAGE, publishForm, type PublishingUser } from '../../app/services/publishing/publishing.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };
let database: TestDatabase;
let owner: PublishingUser;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const input = testUserInput({ label: 'bilingual-owner', role: 'admin-global' });
  owner = { id: (await createUser(database.db, input)).id, email: input.email.toLowerCase(), role: 'admin-global', firstName: input.firstName, lastName: input.lastName };
});

/** The sample with its English texts only (the samples carry their Spanish: issue 35 item 5). */
/** The publishing page's words in a language: the documents' (the problems, their places) and the builder's (conditions). */
async function placeWordsIn(language: 'en' | 'es') {
  const i18n = await pageI18n(language);
  return { t: i18n.getFixedT(language, 'documents'), builder: i18n.getFixedT(language, 'builder') };
}

function sample(state: string, spanish: { offered: boolean; reviewed?: boolean } | undefined): WorkflowDefinition {
  const definition = structuredClone(readSampleWorkflow(SAMPLE_WORKFLOWS[1]!.file));
  delete definition.languages;
  delete definition.translations;
  for (const element of definition.elements) delete element.translations;
  return { ...definition, name: `Bilingual ${state}`, state, useCounties: false, counties: [], ...(spanish ? { languages: { es: spanish } } : {}) };
}

/** Every missing text given a Spanish version ('ES ' and its English), the way an author fills the builder's column. */
function translated(definition: WorkflowDefinition): WorkflowDefinition {
  const elements = definition.elements.map((e) => structuredClone(e) as FormElement);
  const workflowTexts: Record<string, string> = {};
  for (const text of missingTranslations(definition, 'es')) {
    if (!text.uid) {
      workflowTexts[text.part] = `ES ${text.english}`;
      continue;
    }
    const element = elements.find((e) => e.uid === text.uid)!;
    const es = ((element.translations ??= {}).es ??= {}) as Record<string, unknown>;
    const [kind, key, sub] = text.part.split('.');
    const map = (name: string) => ((es[name] ??= {}) as Record<string, unknown>);
    if (kind === 'options' || kind === 'headers') map(kind)[text.part.slice(kind.length + 1)] = `ES ${text.english}`;
    else if (kind === 'fields' || kind === 'images') ((map(kind)[key!] ??= {}) as Record<string, string>)[sub!] = `ES ${text.english}`;
    else es[kind!] = `ES ${text.english}`;
  }
  return { ...definition, elements, translations: { es: workflowTexts } };
}

describe('publishing a workflow offered in Spanish', () => {
  it('is refused while texts have no Spanish version, naming each element and the texts it lacks', async () => {
    const id = await createForm(database.db, owner, sample('Idaho', { offered: true }));
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result).toMatchObject({ kind: 'invalid', message: INVALID_WORKFLOW_MESSAGE });
    if (result.kind !== 'invalid') return;
    const definition = sample('Idaho', { offered: true });
    const words = problemsInWords(definition, result.problems);
    expect(words[0]).toBe(`The workflow: Spanish is offered, but the name${definition.description ? ', the description have' : ' has'} no Spanish text yet.`);
    expect(words.join('\n')).toMatch(/The element "[^"]+" \(element \d+\): Spanish is offered, but the label.* no Spanish text yet\./);
    expect(words.join('\n')).toMatch(/the option '[^']+'/);
    // one line per element lacking texts, every missing text named once
    expect(new Set(result.problems.map((p) => p.pointer)).size).toBe(result.problems.length);
  });

  it('is refused for one text missing, and names it', async () => {
    const full = translated(sample('Nevada', { offered: true }));
    const withOption = full.elements.findIndex((e) => e.type === 'single-select' && e.translations?.es?.options);
    const element = full.elements[withOption] as FormElement & { options: string[] };
    const option = element.options[0]!;
    delete element.translations!.es!.options![option];
    const id = await createForm(database.db, owner, full);
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid')
      expect(problemsInWords(full, result.problems)).toEqual([`The element "${element.title}" (element ${withOption + 1}): Spanish is offered, but the option '${option}' has no Spanish text yet.`]);
  });

  it('says the list of missing Spanish texts in the page language: the English words exactly, and in Spanish', async () => {
    const definition = sample('Oregon', { offered: true });
    const problems = publishingProblems(definition);
    const english = problemsSaid(await placeWordsIn('en'), 'en', definition, problems);
    expect(english.map((said) => said.text)).toEqual(problemsInWords(definition, problems));
    expect(english.every((said) => said.lang === undefined)).toBe(true);
    const spanish = problemsSaid(await placeWordsIn('es'), 'es', definition, problems);
    expect(spanish[0]).toEqual({ text: `El flujo de trabajo: se ofrece en español, pero el texto «name»${definition.description ? ', el texto «description» todavía no tienen' : ' todavía no tiene'} texto en español.` });
    expect(spanish.map((said) => said.text).join('\n')).toMatch(/El elemento «[^»]+» \(elemento \d+\): se ofrece en español, pero .*la opción '[^']+'/);
  });

  it('publishes once every text has its Spanish version, the languages part of the published version', async () => {
    const id = await createForm(database.db, owner, translated(sample('Montana', { offered: true, reviewed: false })));
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    if (result.kind !== 'published') throw new Error(`not published: ${JSON.stringify(result)}`);
    const row = await database.db.selectFrom('published_workflows').select('definition').where('id', '=', result.publishedWorkflowId).executeTakeFirstOrThrow();
    expect((row.definition as WorkflowDefinition).languages).toEqual({ es: { offered: true, reviewed: false } });
  });

  it('publishes both Utah samples as they are: offered in Spanish with every text, not yet reviewed', async () => {
    for (const [index, file] of SAMPLE_WORKFLOWS.map((s) => s.file).entries()) {
      const definition = { ...readSampleWorkflow(file), state: ['Oregon', 'Kansas'][index]!, useCounties: false, counties: [] };
      const id = await createForm(database.db, owner, definition);
      const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
      if (result.kind !== 'published') throw new Error(`${file} not published: ${JSON.stringify(result)}`);
      const row = await database.db.selectFrom('published_workflows').select('definition').where('id', '=', result.publishedWorkflowId).executeTakeFirstOrThrow();
      expect((row.definition as WorkflowDefinition).languages, file).toEqual({ es: { offered: true, reviewed: false } });
      expect((row.definition as WorkflowDefinition).translations?.es?.name, file).toMatch(/^Divorcio en Utah/);
    }
  });

  it('publishes an English-only workflow as before', async () => {
    const id = await createForm(database.db, owner, sample('Wyoming', undefined));
    expect((await publishForm(database.db, owner, id, { stakeholders: [] }, context)).kind).toBe('published');
  });
});
