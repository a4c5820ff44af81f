// The seeded counties everywhere (issue 15, item 12), against a real PostgreSQL: the setup stepper's county step
// and the sample questionnaire's county question both offer Utah's 29 counties, and the stepper follows the
// published workflows' county rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { loadGuidePage } from '../../app/services/guide/guide-page.server';
import { resolveSetupStep, setupStepView } from '../../app/services/guide/setup-stepper.server';
import { findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { UTAH_COUNTIES } from '../../db/utah-counties';
import { TEST_PASSWORD, TEST_PROFILE } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const upToCounty = { state: 'Utah', type: 'Divorce', participating: 'collaborative', children: 'with' } as const;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('Utah’s seeded counties', () => {
  it('are the 29 counties of Utah', async () => {
    const row = await database.db.selectFrom('state_counties').select('counties').where('state', '=', 'Utah').executeTakeFirstOrThrow();
    expect(row.counties).toHaveLength(29);
    expect(row.counties).toEqual(UTAH_COUNTIES);
  });

  it('are all offered on the setup stepper’s county step', async () => {
    const view = await setupStepView(database.db, upToCounty);
    expect(view.step).toBe(5);
    expect(view.counties).toEqual(UTAH_COUNTIES);
  });

  it('are all offered by the questionnaire’s county question, each with its district court', async () => {
    const { id: ownerId } = await createUser(database.db, { ...TEST_PROFILE, email: 'counties@example.com', password: TEST_PASSWORD, verified: true });
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId });
    const workflow = (await findUserWorkflow(database.db, id))!;
    const { view } = await loadGuidePage(workflow, false, new URL('http://localhost/?page=0'), database.db);
    const county = view.elements.map((e) => e.element).find((e) => e.title === 'FILING_COUNTY');
    expect(county && 'options' in county ? county.options : []).toEqual(UTAH_COUNTIES);
    const courts = view.elements.map((e) => e.element).find((e) => e.title === 'COURT_LOCATION');
    // stored as JSONB, whose object keys come back in its own order
    expect(Object.keys(courts && 'groupingOptions' in courts ? (courts.groupingOptions ?? {}) : {}).sort()).toEqual([...UTAH_COUNTIES].sort());
  });

  it('lead to the form published for the chosen county before the form for any county', async () => {
    const definition = readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file);
    await publishWorkflow(database.db, {
      formId: 'kaneCountyWithKids00',
      publishedId: 'pubKaneWithKids00000',
      definition: { ...definition, name: 'Kane County divorce with children', useCounties: true, counties: ['Kane'] },
      publishedAt: new Date('2025-06-01T00:00:00Z'),
    });
    const kane = await resolveSetupStep(database.db, { ...upToCounty, county: 'Kane' });
    expect(kane.workflow?.id).toBe('pubKaneWithKids00000');
    const weber = await resolveSetupStep(database.db, { ...upToCounty, county: 'Weber' });
    expect(weber.workflow?.id).toBe(SAMPLE_WORKFLOWS[0]!.publishedId);
  });
});
