// Issue 14's findings about saving answers (items 6, 7, 18 and part of 14), against a real PostgreSQL through the
// services the questionnaire's page and autosave routes call: what a save stores, refuses and leaves as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { TEST_PASSWORD, TEST_PROFILE } from '../support/test-users';
import { engineForPublished, loadAnswers } from '../../app/services/user-workflow/answers.server';
import { readPostedForm, saveFromForm, type FormSave } from '../../app/services/guide/guide-page.server';
import { handleGuideIntent } from '../../app/services/guide/guide-intents.server';
import { importedValue } from '../../app/services/guide/form-data.server';
import { deleteCoupon, findCoupon, listCoupons } from '../../app/services/payments/coupons.server';
import { adminSchemas } from '../../app/services/admin/admin-forms';
import { englishAdmin } from '../../i18n/english';

const { couponSchema, pricesSchema } = adminSchemas(englishAdmin());
import {
  applyStepEvent,
  findUserWorkflow,
  startUserWorkflow,
  type UserWorkflowRow,
} from '../../app/services/user-workflow/user-workflows.server';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import { evaluateAnswers, type FormElement } from '../../app/engine.server';
import { fileKey, PostgresFileStorage, readAll } from '../../lib/file-storage.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const WITH_CHILDREN = SAMPLE_WORKFLOWS[0]!.publishedId;
const PNG = (marker: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, marker]);

let database: TestDatabase;
let owner: SessionUser;
let fileInput: FormElement;
let signature: FormElement;
let shortText: FormElement;
let shortTextPage: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const { id } = await createUser(database.db, { ...TEST_PROFILE, email: 'owner@example.com', password: TEST_PASSWORD, verified: true });
  owner = {
    id,
    email: 'owner@example.com',
    firstName: 'Robin',
    lastName: 'Tester',
    role: 'user-basic',
    isPetitioner: true,
    respondentWfid: null,
    respondentPetitionerEmail: null,
  };
  const engine = await engineForPublished(database.db, WITH_CHILDREN);
  const all = engine.pages.flatMap((p) => p.elements);
  fileInput = all.find((e) => e.type === 'file-input')!;
  signature = all.find((e) => e.type === 'signature-pad')!;
  // a short text shown whatever else is answered, so saving it is never undone by display logic
  const visible = new Set(evaluateAnswers(engine, {}, { collaborate: true }).visibleElementUids);
  shortText = all.find((e) => e.type === 'text-input-short' && visible.has(e.uid) && !('default' in e && e.default))!;
  shortTextPage = engine.pages.findIndex((p) => p.elements.some((e) => e.uid === shortText.uid));
});

async function newWorkflow(): Promise<UserWorkflowRow> {
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId: owner.id });
  return (await findUserWorkflow(database.db, id))!;
}

/** A save while the questionnaire is open: what it stored, refused and cleared. */
async function saveOnQuestionnaire(...args: Parameters<typeof saveFromForm>): Promise<FormSave> {
  const save = await saveFromForm(...args);
  if ('closed' in save) throw new Error(save.closed);
  return save;
}

function form(entries: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

async function storedContent(workflowId: string, uid: string): Promise<Buffer | undefined> {
  const ref = ((await loadAnswers(database.db, workflowId))[uid]?.value as { storageRef?: string } | null)?.storageRef;
  if (!ref) return undefined;
  const file = await new PostgresFileStorage(database.db).get(fileKey(...ref.split('/')));
  return file ? readAll(file) : undefined;
}

describe('issue 14: saving files', () => {
  it('6. a refused upload leaves the stored file as it was', async () => {
    const workflow = await newWorkflow();
    const first = await saveOnQuestionnaire(
      owner,
      workflow,
      [fileInput],
      form({
        [versionName(fileInput.uid)]: '0',
        [fieldName(fileInput.uid, 'file')]: new File([PNG(1)], 'first.png', { type: 'image/png' }),
      }),
      database.db,
    );
    expect(first.outcome.saved).toHaveLength(1);
    // a second tab that still holds version 0 sends another file: refused as stale
    const stale = await saveOnQuestionnaire(
      owner,
      workflow,
      [fileInput],
      form({
        [versionName(fileInput.uid)]: '0',
        [fieldName(fileInput.uid, 'file')]: new File([PNG(2)], 'second.png', { type: 'image/png' }),
      }),
      database.db,
    );
    expect(stale.outcome.conflicts).toHaveLength(1);
    expect(await storedContent(workflow.id, fileInput.uid)).toEqual(Buffer.from(PNG(1)));
    // no file of the refused save is left behind either
    const keys = (
      await new PostgresFileStorage(database.db).list(fileKey('user-workflows', workflow.id, 'uploads'))
    ).map((f) => f.key);
    expect(keys).toHaveLength(1);

    // typed signatures the same way
    const signed = await saveOnQuestionnaire(
      owner,
      workflow,
      [signature],
      form({ [versionName(signature.uid)]: '0', [fieldName(signature.uid, 'typed')]: 'Robin Tester' }),
      database.db,
    );
    expect(signed.outcome.saved).toHaveLength(1);
    const staleSignature = await saveOnQuestionnaire(
      owner,
      workflow,
      [signature],
      form({ [versionName(signature.uid)]: '0', [fieldName(signature.uid, 'typed')]: 'Someone Else' }),
      database.db,
    );
    expect(staleSignature.outcome.conflicts).toHaveLength(1);
    expect((await storedContent(workflow.id, signature.uid))?.toString()).toContain('Robin Tester');
  });
});

/** A multipart body as a browser writes it: the file name quoted, with '"' sent as %22 and nothing else escaped. */
function multipartRequest(
  fields: Record<string, string>,
  file: { field: string; name: string; content: Uint8Array },
): Request {
  const boundary = '----AccordBoundary7';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name.replace(/"/g, '%22')}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
  );
  parts.push(Buffer.from(file.content), Buffer.from(`\r\n--${boundary}--\r\n`));
  return new Request('http://localhost/legal-form-guide/divorce-forms/x', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  });
}

describe('issue 14: file names', () => {
  const NAMES = [
    'scan;version=2.png',
    'a=b.png',
    'my "best" scan.png',
    'décret de divorce 離婚.png',
    `nul\u0000byte.png`,
    `${'long '.repeat(300)}.png`,
  ];

  it.each(NAMES)("7. a file named %j is saved with the page's other answers", async (name) => saveWithFileNamed(name));
});

/** The page posted with a file of that name and a text answer: both must be saved, the name kept readable. */
async function saveWithFileNamed(name: string) {
  const workflow = await newWorkflow();
  const textVersion = String((await loadAnswers(database.db, workflow.id))[shortText.uid]?.version ?? 0);
  const request = multipartRequest(
    {
      [versionName(fileInput.uid)]: '0',
      [versionName(shortText.uid)]: textVersion,
      [fieldName(shortText.uid)]: 'kept',
    },
    { field: fieldName(fileInput.uid, 'file'), name, content: PNG(7) },
  );
  const form = await readPostedForm(request);
  const save = await saveOnQuestionnaire(owner, workflow, [fileInput, shortText], form, database.db);
  expect(save.refused).toEqual({});
  expect(save.outcome.saved.map((s) => s.uid).sort()).toEqual([fileInput.uid, shortText.uid].sort());
  const answers = await loadAnswers(database.db, workflow.id);
  expect(answers[shortText.uid]?.value).toBe('kept');
  const stored = answers[fileInput.uid]?.value as { name: string };
  // eslint-disable-next-line no-control-regex
  expect(stored.name).not.toMatch(/[\u0000-\u001f]/);
  expect(stored.name.length).toBeLessThanOrEqual(200);
  expect(stored.name.endsWith('.png')).toBe(true);
  expect(await storedContent(workflow.id, fileInput.uid)).toEqual(Buffer.from(PNG(7)));
}

describe('issue 14: answers after the questionnaire step', () => {
  it('18. autosave and the page save are refused with a message once the petitioner moved past the questionnaire', async () => {
    const started = await newWorkflow();
    const version = (await loadAnswers(database.db, started.id))[shortText.uid]?.version ?? 0;
    await saveOnQuestionnaire(
      owner,
      started,
      [shortText],
      form({ [versionName(shortText.uid)]: String(version), [fieldName(shortText.uid)]: 'before' }),
      database.db,
    );
    expect(
      (
        await applyStepEvent(database.db, started.id, {
          type: 'PROCEED_TO_SHARE',
          missingRequired: 3,
          proceedAnyway: true,
        })
      ).accepted,
    ).toBe(true);
    const workflow = (await findUserWorkflow(database.db, started.id))!;
    const posted = () =>
      form({ [versionName(shortText.uid)]: String(version + 1), [fieldName(shortText.uid)]: 'after' });

    // autosave of one field
    const save = await saveFromForm(owner, workflow, [shortText], posted(), database.db);
    expect(save).toMatchObject({ closed: expect.stringMatching(/step 2/) });
    // the page's Save button (JavaScript off)
    const url = new URL(`http://localhost/legal-form-guide/divorce-forms/${workflow.id}?page=${shortTextPage}`);
    const answer = await handleGuideIntent(database.db, 'save', {
      user: owner,
      workflow,
      admin: false,
      form: posted(),
      url,
    });
    expect(answer).toMatchObject({ kind: 'notice', status: 409, notice: { error: expect.stringMatching(/step 2/) } });

    expect((await loadAnswers(database.db, workflow.id))[shortText.uid]).toMatchObject({
      value: 'before',
      version: version + 1,
    });
  });
});

describe('issue 14: bounds at the edge', () => {
  it(
    '14. a NUL byte, a huge page number or limit, a $30,000,000 price and a climbing storageRef get 4xx, never a 500',
    async () => {
      // a NUL byte in a text answer: PostgreSQL refuses it in text, so it is dropped from what was typed
      const workflow = await newWorkflow();
      const version = (await loadAnswers(database.db, workflow.id))[shortText.uid]?.version ?? 0;
      const posted = form({ [versionName(shortText.uid)]: String(version), [fieldName(shortText.uid)]: 'Sa\u0000m' });
      const request = new Request('http://localhost/x', {
        method: 'POST',
        body: new URLSearchParams(posted as unknown as Record<string, string>),
      });
      const save = await saveOnQuestionnaire(owner, workflow, [shortText], await readPostedForm(request), database.db);
      expect(save.outcome.saved).toHaveLength(1);
      expect((await loadAnswers(database.db, workflow.id))[shortText.uid]?.value).toBe('Sam');

      // /coupon-manager?page=1e20: the list past its end is empty
      await expect(listCoupons(database.db, 1e20, 20)).resolves.toEqual([]);

      // a coupon limit and a level price beyond what the columns hold are refused by the form's schema
      const coupon = { code: 'BIG', amount: 10, startDate: '01/01/2026', endDate: '12/31/2026' };
      expect(couponSchema.safeParse({ ...coupon, limit: 3e9 }).success).toBe(false);
      expect(couponSchema.safeParse({ ...coupon, limit: 1000 }).success).toBe(true);
      const prices = { variant: 'collaborative', general: 30_000_000, level_1: 15_000_000, level_2: 15_000_000 };
      expect(pricesSchema.safeParse(prices).success).toBe(false);
      expect(pricesSchema.safeParse({ ...prices, general: 300, level_1: 150, level_2: 150 }).success).toBe(true);

      // an imported storageRef that climbs out of its user workflow is not imported
      const climbing = { name: 'a.png', storageRef: `user-workflows/${workflow.id}/../other/uploads/a.png` };
      expect(importedValue(fileInput, climbing, workflow.id)).toBeUndefined();
    },
  );

  it('14. a coupon code with a NUL byte is looked up without the NUL, never a 500', async () => {
    await expect(findCoupon(database.db, 'SAVE\u000010')).resolves.toBeUndefined();
    await expect(deleteCoupon(database.db, 'SAVE\u000010')).resolves.toBeUndefined();
  });
});
