// Move to stage between two Accord deployments (issue 22, workflow-builder.md §2 and §4): this process plays the
// source, a built app started by the test on its own database plays the staging instance. A bundle signed with
// the shared secret arrives with its definition and template files; a wrong secret, an old signature or a changed
// body is refused and writes nothing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { createUser } from '../../db/users';
import { createSession } from '../../app/services/accounts/sessions.server';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { createForm, saveForm } from '../../app/services/builder/forms.server';
import { BUNDLE_FIELD, exportBundle, moveToStage, signBundle, SIGNATURE_HEADER, STAGE_IMPORT_PATH, TIMESTAMP_HEADER, verifyBundleSignature } from '../../app/services/publishing/stage.server';
import { testUserInput } from '../support/test-users';
import { ROOT, startServer } from './support/processes';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const SECRET = 'stage-secret-shared-by-both-deployments-0123456789';
const SAMPLE = SAMPLE_WORKFLOWS[0]!;

let source: TestDatabase;
let target: TestDatabase;
let stage: Awaited<ReturnType<typeof startServer>>;
const PETITION = readFileSync(path.join(ROOT, 'templates/workflows/pdf/petition.pdf'));
let dataDir: string;

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  expect(build.status).toBe(0);
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seedGuide(source.db);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-stage-'));
  stage = await startServer({ DATABASE_URL: target.connectionString, DATA_DIR: dataDir, STAGE_SECRET: SECRET }, { healthyWithinMs: 90_000 });
}, 240_000);

afterAll(async () => {
  await stage?.stop('SIGTERM');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function sourceForm(name: string): Promise<string> {
  const input = testUserInput({ label: 'stage-owner', role: 'admin-form' });
  const { id: userId } = await createUser(source.db, input);
  const id = await createForm(source.db, { id: userId, email: input.email.toLowerCase(), role: 'admin-form', firstName: 'Pat', lastName: 'Stage' }, { ...readSampleWorkflow(SAMPLE.file), name });
  const storage = new PostgresFileStorage(source.db);
  // a real template: the stage holds a bundle's files to the builder's upload checks (bundle-file-checks.test.ts)
  await storage.put(fileKey('forms', id, 'pdf', 'petition.pdf'), PETITION, { mediaType: 'application/pdf' });
  return id;
}

describe('move to stage', () => {
  it('a signed bundle makes the same form on stage with its definition and template files; a second move replaces them', async () => {
    const id = await sourceForm('Stage migration');
    expect(await moveToStage(source.db, id, { url: stage.baseUrl, secret: SECRET })).toEqual({ ok: true });
    const staged = await target.db.selectFrom('forms').select(['name', 'version', 'status', 'definition', 'owner_id', 'access']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(staged).toMatchObject({ name: 'Stage migration', version: '0.1.0', status: 'draft', owner_id: null, access: ['admin-global', 'admin-form'] });
    expect(staged.definition).toMatchObject({ id, name: 'Stage migration', elements: expect.any(Array) });
    const file = await new PostgresFileStorage(target.db).get(fileKey('forms', id, 'pdf', 'petition.pdf'));
    expect(Buffer.concat(await file!.stream.toArray()).equals(PETITION)).toBe(true);

    const owner = await source.db.selectFrom('forms').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow();
    const user = await source.db.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', owner.owner_id!).executeTakeFirstOrThrow();
    const saved = await saveForm(source.db, { ...user, firstName: 'Pat', lastName: 'Stage' }, id, { definition: { ...readSampleWorkflow(SAMPLE.file), name: 'Stage migration, edited' }, baseVersion: '0.1.0' });
    expect(saved).toMatchObject({ kind: 'saved', version: '0.2.0' });
    expect(await moveToStage(source.db, id, { url: stage.baseUrl, secret: SECRET })).toEqual({ ok: true });
    expect(await target.db.selectFrom('forms').select(['name', 'version']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ name: 'Stage migration, edited', version: '0.2.0' });
  });

  it("the publishing page's Move to stage says 'Successfully migrated to stage' when the stage took the bundle (A8.12)", async () => {
    const id = await sourceForm('Stage from the page');
    const owner = await source.db.selectFrom('forms').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow();
    const sourceDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-stage-source-'));
    // the source deployment as an author uses it, configured with the stage's address and the shared secret
    const sourceApp = await startServer({ DATABASE_URL: source.connectionString, DATA_DIR: sourceDir, STAGE_URL: stage.baseUrl, STAGE_SECRET: SECRET, WORKER: 'external' }, { healthyWithinMs: 90_000 });
    try {
      const cookie = (await createSession(source.db, new Request(sourceApp.baseUrl), owner.owner_id!)).split(';')[0]!;
      const page = `/manage-workflows/${id}/publishing`;
      const moved = await fetch(new URL(`${page}?do=stage`, sourceApp.baseUrl), {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, Origin: sourceApp.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'move-to-stage' }),
      });
      expect(moved.status).toBe(302);
      const shown = await fetch(new URL(moved.headers.get('Location')!, sourceApp.baseUrl), { headers: { Cookie: cookie } });
      const html = await shown.text();
      expect(html).toContain('Successfully migrated to stage');
      expect(html).not.toContain('Sorry could not migrate to stage');
      expect(await target.db.selectFrom('forms').select('name').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ name: 'Stage from the page' });
    } finally {
      await sourceApp.stop('SIGTERM');
      await fs.rm(sourceDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('a bundle signed with a wrong secret is refused and nothing is written on stage', async () => {
    const id = await sourceForm('Wrong secret');
    const result = await moveToStage(source.db, id, { url: stage.baseUrl, secret: 'not-the-shared-secret-of-these-deployments' });
    expect(result).toMatchObject({ ok: false, detail: expect.stringContaining('answered 401') });
    expect(await target.db.selectFrom('forms').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('an unsigned, replayed or changed bundle is refused', async () => {
    const id = await sourceForm('Tampered');
    const body = JSON.stringify(await exportBundle(source.db, id));
    const post = (headers: Record<string, string>, payload = body) =>
      fetch(new URL(STAGE_IMPORT_PATH, stage.baseUrl), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: stage.baseUrl, ...headers }, body: new URLSearchParams({ [BUNDLE_FIELD]: payload }) });
    expect((await post({})).status).toBe(401);
    const old = String(Date.now() - 10 * 60 * 1000);
    expect((await post({ [TIMESTAMP_HEADER]: old, [SIGNATURE_HEADER]: signBundle(body, old, SECRET) })).status).toBe(401);
    const now = String(Date.now());
    expect((await post({ [TIMESTAMP_HEADER]: now, [SIGNATURE_HEADER]: signBundle(body, now, SECRET) }, body.replace('Tampered', 'Changed'))).status).toBe(401);
    expect(await target.db.selectFrom('forms').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    // the same request, signed and fresh, is accepted
    expect((await post({ [TIMESTAMP_HEADER]: now, [SIGNATURE_HEADER]: signBundle(body, now, SECRET) })).status).toBe(200);
  });

  it('a bundle replayed within its five minutes, or older than the draft on stage, is refused and the newer import stays', async () => {
    const id = await sourceForm('Replayed');
    const first = JSON.stringify(await exportBundle(source.db, id));
    const post = (payload: string, timestamp: string) =>
      fetch(new URL(STAGE_IMPORT_PATH, stage.baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: stage.baseUrl, [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBundle(payload, timestamp, SECRET) },
        body: new URLSearchParams({ [BUNDLE_FIELD]: payload }),
      });
    const sentAt = String(Date.now());
    expect((await post(first, sentAt)).status).toBe(200);
    // the author saves version 0.2.0 and moves it to stage
    const owner = await source.db.selectFrom('forms').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow();
    const user = await source.db.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', owner.owner_id!).executeTakeFirstOrThrow();
    expect(await saveForm(source.db, { ...user, firstName: 'Pat', lastName: 'Stage' }, id, { definition: { ...readSampleWorkflow(SAMPLE.file), name: 'Replayed, v2' }, baseVersion: '0.1.0' })).toMatchObject({ version: '0.2.0' });
    expect(await moveToStage(source.db, id, { url: stage.baseUrl, secret: SECRET })).toEqual({ ok: true });
    // the first request again, byte for byte, within its five minutes
    const replayed = await post(first, sentAt);
    expect(replayed.status).toBe(409);
    expect(await replayed.text()).toContain('imported already');
    // the old bundle signed afresh is older than the draft on stage
    const older = await post(first, String(Date.now() + 1));
    expect(older.status).toBe(409);
    expect(await older.text()).toContain('older version 0.1.0');
    expect(await target.db.selectFrom('forms').select(['name', 'version']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ name: 'Replayed, v2', version: '0.2.0' });
  });

  it('a signature is checked for its secret, its body and its time', () => {
    const now = Date.now();
    const timestamp = String(now);
    const signature = signBundle('{}', timestamp, SECRET);
    expect(verifyBundleSignature({ body: '{}', timestamp, signature, secret: SECRET, now })).toBe(true);
    expect(verifyBundleSignature({ body: '{ }', timestamp, signature, secret: SECRET, now })).toBe(false);
    expect(verifyBundleSignature({ body: '{}', timestamp, signature, secret: `${SECRET}x`, now })).toBe(false);
    expect(verifyBundleSignature({ body: '{}', timestamp, signature, secret: SECRET, now: now + 6 * 60 * 1000 })).toBe(false);
    expect(verifyBundleSignature({ body: '{}', timestamp: null, signature, secret: SECRET, now })).toBe(false);
    expect(verifyBundleSignature({ body: '{}', timestamp, signature: 'zz', secret: SECRET, now })).toBe(false);
  });

  it('without a configured stage the move fails with the reason in the log', async () => {
    const id = await sourceForm('No stage');
    expect(await moveToStage(source.db, id, undefined)).toEqual({ ok: false, detail: 'STAGE_URL and STAGE_SECRET are not both set' });
  });
});
