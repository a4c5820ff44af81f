// The final document and verification pages asked of the built app (run `npm run build` first): the owner and the
// spouse it is shared with see the progress page refresh itself until the sealed PDF is ready and download the
// same file under the spec's name; a stranger gets 404; the public verification page accepts exactly that file and
// refuses a copy with one byte flipped or bytes appended.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../app/services/accounts/sessions.server';
import { applyStepEvent, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { pdfsig } from '../support/pdf-tools';
import { signBoth } from '../support/signed-user-workflow';
import { testUserInput } from '../support/test-users';
import { uidOf } from '../support/utah-with-children';
import { startServer } from './support/processes';
import { waitFor } from './support/smtp-peer';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
let owner: { id: string; email: string };
let spouse: { id: string; email: string };
let stranger: { id: string; email: string };
let workflowId: string;

async function user(firstName: string, lastName: string) {
  const input = { ...testUserInput({ label: firstName.toLowerCase() }), firstName, lastName };
  const { id } = await createUser(database.db, input);
  return { id, email: input.email };
}

async function get(pathname: string, who?: { id: string }) {
  const cookie = who ? (await createSession(database.db, new Request(app.baseUrl), who.id)).split(';')[0]! : undefined;
  return fetch(new URL(pathname, app.baseUrl), { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
}

async function upload(pathname: string, bytes: Uint8Array, language = 'en') {
  const form = new FormData();
  form.append('document', new File([Buffer.from(bytes)], 'final.pdf', { type: 'application/pdf' }));
  const response = await fetch(new URL(pathname, app.baseUrl), { method: 'POST', body: form, headers: { Origin: app.baseUrl, 'Accept-Language': language } });
  return { status: response.status, html: await response.text() };
}

/** A collaborative Utah form both spouses signed (the petitioner drew, the spouse typed), at step 7. */
async function completedWorkflow(): Promise<string> {
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: owner.id, collaborate: true });
  await saveAnswers(database.db, {
    userWorkflowId: id,
    userId: owner.id,
    changes: [
      { uid: uidOf('RES_EADD'), baseVersion: 0, value: spouse.email },
      { uid: uidOf('RES_FN'), baseVersion: 0, value: 'Sam' },
      { uid: uidOf('RES_LN'), baseVersion: 0, value: 'Spouse' },
    ],
  });
  await database.db.insertInto('sharing_entries').values({ user_workflow_id: id, email: spouse.email, name: 'Sam Spouse', review_type: 'comment', created_by: owner.id }).execute();
  await signBoth(database.db, id, {
    ownerId: owner.id,
    petitioner: { method: 'drawn', name: 'Robin Petit', email: owner.email, signerId: owner.id },
    respondent: { method: 'typed', name: 'Sam Spouse', email: spouse.email, signerId: spouse.id },
  });
  await applyStepEvent(database.db, id, { type: 'GO_TO_STEP', step: 7, admin: true }, { actorId: null, context: { email: { defaultFrom: 'a@accord.test', timeZone: 'America/Denver' }, origin: 'https://accord.test' } });
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-final-routes-'));
  owner = await user('Robin', 'Petit');
  spouse = await user('Sam', 'Spouse');
  stranger = await user('Kim', 'Stranger');
  workflowId = await completedWorkflow();
  app = await startServer({ DATABASE_URL: database.connectionString, DATA_DIR: dataDir, SEALING_KEY_PASSPHRASE: 'final-document-routes-passphrase' });
}, 180_000);
afterAll(async () => {
  await app?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the final document page', () => {
  const page = () => `/legal-form-guide/divorce-forms/${workflowId}/final-document`;

  it('refreshes itself without JavaScript until ready, then both spouses download the same sealed file under the spec\'s name; a stranger gets 404', async () => {
    const first = await (await get(page(), owner)).text();
    if (!first.includes('Your final documents are ready.')) {
      expect(first).toContain('We are preparing your final documents.');
      expect(first).toMatch(/<noscript><meta http-equiv="refresh" content="5;url=\/legal-form-guide\/divorce-forms\/[^"]+\/final-document"\/?><\/noscript>/);
    }
    await waitFor(async () => (await (await get(page(), owner)).text()).includes('Your final documents are ready.') || undefined, 90_000, 'the final document to be ready');

    const downloads = await Promise.all([owner, spouse].map(async (who) => {
      const response = await get(`${page()}/download`, who);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Accord_Robin_Petit_Sam_Spouse_\d{8}\.pdf"/);
      return new Uint8Array(await response.arrayBuffer());
    }));
    expect(Buffer.from(downloads[0]!).equals(Buffer.from(downloads[1]!))).toBe(true);
    const report = await pdfsig(downloads[0]!);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');

    expect((await get(page(), stranger)).status).toBe(404);
    expect((await get(`${page()}/download`, stranger)).status).toBe(404);
    expect((await get(page())).status).toBe(302);
  });

  it('ten concurrent requests of the page, by both spouses, start one job: one sealed document, the same bytes for all', async () => {
    const id = await completedWorkflow();
    const pathname = `/legal-form-guide/divorce-forms/${id}/final-document`;
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => get(pathname, i % 2 ? spouse : owner)));
    expect(pages.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    await waitFor(async () => (await (await get(pathname, owner)).text()).includes('Your final documents are ready.') || undefined, 90_000, 'the final document to be ready');
    const downloads = await Promise.all(Array.from({ length: 10 }, async (_, i) => Buffer.from(await (await get(`${pathname}/download`, i % 2 ? spouse : owner)).arrayBuffer())));
    expect(downloads.every((d) => d.equals(downloads[0]!))).toBe(true);
    expect(await database.db.selectFrom('sealed_documents').select('id').where('user_workflow_id', '=', id).execute()).toHaveLength(1);
  });

  it('the public verification page accepts exactly the sealed file and refuses one flipped byte or appended bytes', async () => {
    await waitFor(async () => (await (await get(page(), owner)).text()).includes('Your final documents are ready.') || undefined, 90_000, 'the final document to be ready');
    const sealed = new Uint8Array(await (await get(`${page()}/download`, owner)).arrayBuffer());
    const { verification_code: code } = await database.db.selectFrom('sealed_documents').select('verification_code').where('user_workflow_id', '=', workflowId).executeTakeFirstOrThrow();

    const exact = await upload('/verify', sealed);
    expect(exact.status).toBe(200);
    expect(exact.html).toContain('This file is exactly the document Accord sealed.');
    expect(exact.html).toContain('Robin Petit');
    expect(exact.html).toContain('Sam Spouse');

    const byCode = await upload(`/verify/${code}`, sealed);
    expect(byCode.html).toContain('This file is exactly the document Accord sealed.');
    // in Spanish the answer and who signed how are in Spanish; the names and times are as sealed
    const spanish = await upload(`/verify/${code}`, sealed, 'es');
    expect(spanish.html).toContain('Este archivo es exactamente el documento que Accord selló.');
    expect(spanish.html).toContain('Peticionario</dt><dd>Robin Petit, firma dibujada, ');
    expect(spanish.html).toContain('Demandado</dt><dd>Sam Spouse, firma escrita, ');

    const flipped = Uint8Array.from(sealed);
    flipped[20]! ^= 0x01;
    expect(await pdfsig(flipped)).toContain('Digest Mismatch.');
    expect((await upload('/verify', flipped)).html).toContain('This file is not a document Accord sealed');

    const appended = new Uint8Array(Buffer.concat([Buffer.from(sealed), Buffer.from('\n%%EOF\n')]));
    expect(await pdfsig(appended)).toContain('Not total document signed');
    expect((await upload(`/verify/${code}`, appended)).html).toContain('This file is not a document Accord sealed');

    const notPdf = await upload('/verify', new TextEncoder().encode('hello'));
    expect(notPdf.status).toBe(400);
    expect(notPdf.html).toContain('This file is not a PDF.');
    // a refused file is summarised as the GOV.UK pattern has it, as served: 'Error: ' in the title, the summary
    // linking to the file field, which is marked invalid and described by the message (issue 32, item 3)
    expect(notPdf.html).toMatch(/<title>Error: Verify a document \| Accord<\/title>/);
    expect(notPdf.html).toMatch(/data-testid="error-summary"[\s\S]*href="#document"[^>]*>This file is not a PDF\./);
    expect(notPdf.html).toMatch(/<input[^>]*id="document"[^>]*aria-invalid="true"[^>]*aria-describedby="document-error"/);

    const shown = await (await get(`/verify/${code.toLowerCase()}`)).text();
    expect(shown).toContain('The document with this code');
    const root = await get('/verify/root-certificate');
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('-----BEGIN CERTIFICATE-----');
  });
});
