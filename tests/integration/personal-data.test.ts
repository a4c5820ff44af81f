// Personal data leaving the questionnaire (issue 30 item 11): the form-data download shows a Social Security number
// masked to its last four digits, and uploading that file again keeps the stored number.
import { beforeAll, describe, expect, it } from 'vitest';
import { exportFormData, importFormData } from '../../app/services/guide/form-data.server';
import { loadAnswers, saveAnswers } from '../../app/services/user-workflow/answers.server';
import { findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { uidOf } from '../support/utah-with-children';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { newPerson } from './support/shared-form';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('a Social Security number in the form-data download', () => {
  it('is masked to its last four digits, and the downloaded file uploaded again keeps the stored number', async () => {
    const owner = await newPerson(database.db, 'ssn-owner');
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: owner.id });
    const ssn = uidOf('PET_SSN');
    await saveAnswers(database.db, { userWorkflowId: id, userId: owner.id, changes: [{ uid: ssn, baseVersion: 0, value: '123-45-6789' }, { uid: uidOf('MARRIAGE_CITY'), baseVersion: 0, value: 'Logan' }] });
    const workflow = (await findUserWorkflow(database.db, id))!;

    const exported = await exportFormData(workflow, database.db);
    expect(exported.fields[ssn]).toBe('***-**-6789');
    expect(JSON.stringify(exported)).not.toContain('123-45-6789');
    expect(exported.fields[uidOf('MARRIAGE_CITY')]).toBe('Logan');

    const file = new File([JSON.stringify(exported)], 'form.json', { type: 'application/json' });
    expect(await importFormData(owner.id, workflow, file, database.db)).toEqual({ saved: 0, refused: {} });
    expect((await loadAnswers(database.db, id))[ssn]).toMatchObject({ value: '123-45-6789', version: 1 });
  });
});
