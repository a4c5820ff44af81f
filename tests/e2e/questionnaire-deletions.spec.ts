// Deleting a stored upload or signature in the questionnaire asks first with the spec's words (workflow-builder.md
// §8: 'Are you sure you want to delete this uploaded file?', '…this signature?'; W8.14), with JavaScript on and off:
// No keeps the answer, Yes deletes it. The answers are seeded through the app's services on a small workflow.
import type { Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { validateWorkflow } from '@accord/engine';
import { publishWorkflow } from '../../db/seed-guide';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { BEFORE_THE_SAMPLES, smallWorkflow, startTestUserWorkflow, storedAnswer } from './support/guide';
import { expect, test } from './support/test';

const PUBLISHED = 'deletionsPub00000000';
const FILE = 'delFile00001';
const SIGNATURE = 'delSign00001';
const definition = smallWorkflow('Deletions', [
  { uid: 'delPage00000', type: 'page-break', title: 'PAGE_0', label: 'Proofs' },
  { uid: FILE, type: 'file-input', title: 'PROOF', label: 'Proof of residence' },
  { uid: SIGNATURE, type: 'signature-pad', title: 'SIGNATURE', label: 'Your signature' },
] as WorkflowDefinition['elements']);
// a 1 x 1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeAll(async () => {
  expect(validateWorkflow(definition).problems).toEqual([]);
  await withAppDatabase((db) =>
    publishWorkflow(db, { formId: 'deletionsForm0000000', publishedId: PUBLISHED, definition, publishedAt: BEFORE_THE_SAMPLES }),
  );
});

async function formWithUploadAndSignature(page: Page, label: string) {
  const user = await createTestUser({ label });
  await signInAs(page.context(), user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId: PUBLISHED });
  await withAppDatabase(async (db) => {
    const key = fileKey('user-workflows', id, 'uploads', `${FILE}.png`);
    await new PostgresFileStorage(db).put(key, PNG, { mediaType: 'image/png' });
    const saved = await saveAnswers(db, {
      userWorkflowId: id,
      userId: user.id,
      changes: [
        { uid: FILE, baseVersion: 0, value: { name: 'proof.png', storageRef: key, mediaType: 'image/png' } },
        {
          uid: SIGNATURE,
          baseVersion: 0,
          value: {
            signed: true,
            image: `data:image/png;base64,${PNG.toString('base64')}`,
            dateStamp: new Date().toISOString(),
          },
        },
      ],
    });
    expect(saved.saved).toHaveLength(2);
  });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=0`);
  await waitForHydration(page);
  return id;
}

const storedValue = async (id: string, uid: string) => (await storedAnswer(id, uid))?.value ?? null;

for (const { what, uid, shown } of [
  { what: 'uploaded file', uid: FILE, shown: 'Uploaded: proof.png' },
  { what: 'signature', uid: SIGNATURE, shown: /^Signed on / },
]) {
  test(`deleting a stored ${what} asks 'Are you sure you want to delete this ${what}?'; No keeps it and Yes deletes it`, async ({
    page,
  }, info) => {
    const id = await formWithUploadAndSignature(page, `delete-${uid}-${info.project.name}`);
    await expect(page.getByText(shown)).toBeVisible();
    await page.getByRole('button', { name: `Delete this ${what}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete this ${what}` });
    await expect(dialog).toContainText(`Are you sure you want to delete this ${what}?`);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(shown)).toBeVisible();
    expect(await storedValue(id, uid)).not.toBeNull();

    await page.getByRole('button', { name: `Delete this ${what}` }).click();
    await page
      .getByRole('dialog', { name: `Delete this ${what}` })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByText('The answer was deleted and your other answers on this page are saved.')).toBeVisible();
    await expect(page.getByText(shown)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete this ${what}` })).toHaveCount(0);
    expect(await storedValue(id, uid)).toBeNull();
    // the other stored answer is untouched
    expect(await storedValue(id, uid === FILE ? SIGNATURE : FILE)).not.toBeNull();
  });
}
