// The builder's Export (issue 31, builder finding 6): the workflow on screen and its template files as one
// accord-workflow-bundle/1 file, which the accord CLI validates and renders as it is, with no file copied by hand.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { createUser } from '../../db/users';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { createForm } from '../../app/services/builder/forms.server';
import { exportBundle } from '../../app/services/publishing/stage.server';
import { importBundleIntoForm } from '../../app/services/publishing/bundle-import.server';
import { bundleFileName } from '../../app/services/publishing/workflow-bundle';
import { testUserInput } from '../support/test-users';
import { ROOT } from './support/processes';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const SAMPLE = SAMPLE_WORKFLOWS[1]!;
let database: TestDatabase;
let formId: string;

/** The sample with its first document printed on the court's petition PDF, uploaded to the form. */
function onUploadedTemplate(name: string) {
  const definition = readSampleWorkflow(SAMPLE.file);
  const [first, ...rest] = definition.documents ?? [];
  const page = { uid: 'exportPage01', name: 'PETITION_1', source: { kind: 'pdf' as const, file: 'pdf/petition.pdf', page: 1 } };
  return { ...definition, name, documents: [{ ...first!, pages: [page, ...first!.pages] }, ...rest] };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const input = testUserInput({ label: 'export', role: 'admin-form' });
  const { id } = await createUser(database.db, input);
  formId = await createForm(database.db, { id, email: input.email.toLowerCase(), role: 'admin-form', firstName: 'Pat', lastName: 'Export' }, onUploadedTemplate('Export sample'));
  // the form's template file, stored where the builder's uploads store it
  await new PostgresFileStorage(database.db).put(fileKey('forms', formId, 'pdf', 'petition.pdf'), readFileSync(path.join(ROOT, 'templates/workflows/pdf/petition.pdf')), { mediaType: 'application/pdf' });
});

/** `npx accord ...` as an author runs it, in the folder the export was saved to. */
function cli(dir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'engine/bin/accord.js'), ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  const lines = (text: string) => text.split('\n').filter(Boolean);
  return { code: run.status, out: lines(run.stdout), err: lines(run.stderr) };
}

describe("the builder's Export", () => {
  it('carries the definition on screen and every template file, and accord validate and render read the file alone in a folder', async () => {
    const draft = onUploadedTemplate('Export sample, unsaved edit');
    const bundle = await exportBundle(database.db, formId, draft as unknown as Record<string, unknown>);
    expect(bundle).toMatchObject({ format: 'accord-workflow-bundle/1', form: { id: formId, name: 'Export sample, unsaved edit', definition: { name: 'Export sample, unsaved edit' } } });
    expect(bundle!.files.map((f) => f.path)).toEqual(['pdf/petition.pdf']);

    const dir = await mkdtemp(path.join(os.tmpdir(), 'accord-export-'));
    const fileName = bundleFileName(bundle!.form.name);
    expect(fileName).toBe('Export-sample-unsaved-edit.accord.json');
    await writeFile(path.join(dir, fileName), JSON.stringify(bundle));
    expect(cli(dir, 'validate', fileName)).toMatchObject({ code: 0, out: [`${fileName}: valid`] });
    const rendered = cli(dir, 'render', fileName, '--out', 'out.pdf');
    expect(rendered.err.filter((l) => !l.startsWith('warning:'))).toEqual([]);
    expect(rendered.code).toBe(0);
    expect(readFileSync(path.join(dir, 'out.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe("the builder's Import of a bundle", () => {
  it('takes the whole bundle back into another form: its template files and pictures are stored under that form, the picture addresses follow', async () => {
    const input = testUserInput({ label: 'import', role: 'admin-form' });
    const { id: userId } = await createUser(database.db, input);
    const author = { id: userId, email: input.email.toLowerCase(), role: 'admin-form' as const, firstName: 'Pat', lastName: 'Import' };
    // the exported form also has an element picture, addressed by its form's id
    const picture = Buffer.from('\x89PNG\r\n\x1a\n picture bytes', 'binary');
    await new PostgresFileStorage(database.db).put(fileKey('forms', formId, 'form-elements', 'embedded-image', 'img0000001', 'house.png'), picture, { mediaType: 'image/png' });
    const draft = { ...onUploadedTemplate('Import source'), description: `A house: /form-media/${formId}/embedded-image/img0000001/house.png` };
    const bundle = (await exportBundle(database.db, formId, draft as unknown as Record<string, unknown>))!;
    expect(bundle.files.map((f) => f.path).sort()).toEqual(['form-elements/embedded-image/img0000001/house.png', 'pdf/petition.pdf']);

    const target = await createForm(database.db, author, { ...readSampleWorkflow(SAMPLE.file), name: 'Import target' });
    const imported = await importBundleIntoForm(database.db, target, JSON.parse(JSON.stringify(bundle)));
    expect(imported).toMatchObject({ ok: true, fileCount: 2 });
    if (!imported.ok) return;
    expect(imported.definition.description).toBe(`A house: /form-media/${target}/embedded-image/img0000001/house.png`);
    const storage = new PostgresFileStorage(database.db);
    const template = await storage.get(fileKey('forms', target, 'pdf', 'petition.pdf'));
    expect(Buffer.concat(await template!.stream.toArray()).equals(readFileSync(path.join(ROOT, 'templates/workflows/pdf/petition.pdf')))).toBe(true);
    const stored = await storage.get(fileKey('forms', target, 'form-elements', 'embedded-image', 'img0000001', 'house.png'));
    expect(Buffer.concat(await stored!.stream.toArray()).equals(picture)).toBe(true);
  });

  it('refuses a bundle whose file does not match its SHA-256, and stores nothing', async () => {
    const input = testUserInput({ label: 'import-bad', role: 'admin-form' });
    const { id: userId } = await createUser(database.db, input);
    const target = await createForm(database.db, { id: userId, email: input.email.toLowerCase(), role: 'admin-form', firstName: 'Pat', lastName: 'Import' }, { ...readSampleWorkflow(SAMPLE.file), name: 'Import refused' });
    const bundle = (await exportBundle(database.db, formId))!;
    const changed = { ...bundle, files: bundle.files.map((f) => ({ ...f, base64: Buffer.from('not the template').toString('base64') })) };
    expect(await importBundleIntoForm(database.db, target, changed)).toEqual({ ok: false, message: expect.stringMatching(/^The file .+ of the bundle does not match its SHA-256\.$/) });
    expect(await new PostgresFileStorage(database.db).list(fileKey('forms', target))).toEqual([]);
  });
});
