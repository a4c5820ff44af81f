// A bundle's files are held to the builder's own upload checks (issue 30, second round): the builder's Import and a
// stage bundle brought a 60 MB template, a 6 MB picture, a file that is no picture or a PDF bomb to the builder as
// they were. Each is refused now as its upload would be, with the upload's message and the file's path, and the
// whole bundle is refused: nothing of it is stored.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { tooDemandingMessage, warmPdfReader } from '../../lib/pdf-sandbox.server';
import { createForm } from '../../app/services/builder/forms.server';
import { MAX_TEMPLATE_BYTES, TOO_LARGE_TEMPLATE_MESSAGE, ACCEPTED_FILES_MESSAGE } from '../../app/services/builder/documents';
import { ELEMENT_MEDIA_MESSAGES, MAX_ELEMENT_IMAGE_BYTES } from '../../app/services/builder/element-media.server';
import { importBundleIntoForm } from '../../app/services/publishing/bundle-import.server';
import { importBundle } from '../../app/services/publishing/stage.server';
import { BUNDLE_FORMAT } from '../../app/services/publishing/workflow-bundle';
import { pageTreeBomb } from '../support/pdf-bombs';
import { testUserInput } from '../support/test-users';
import { ROOT } from './support/processes';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** A short time limit: the page tree bomb is stopped at it, the court's petition is read well within it. */
const LIMITS = { memoryMb: 256, seconds: 2 };
const PETITION = () => readFileSync(path.join(ROOT, 'templates/workflows/pdf/petition.pdf'));
const PNG = (size: number) => Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'binary'), Buffer.alloc(size - 8)]);

let database: TestDatabase;
let author: Parameters<typeof createForm>[1];

beforeAll(async () => {
  database = await createTestDatabase();
  const input = testUserInput({ label: 'bundle-checks', role: 'admin-form' });
  const { id } = await createUser(database.db, input);
  author = { id, email: input.email.toLowerCase(), role: 'admin-form', firstName: 'Pat', lastName: 'Bundle' };
  await warmPdfReader(LIMITS);
}, 60_000);

function bundleOf(formId: string, files: Record<string, Buffer>) {
  return {
    format: BUNDLE_FORMAT,
    form: { id: formId, name: `Bundle ${formId}`, version: '1.0.0', definition: readSampleWorkflow(SAMPLE_WORKFLOWS[1]!.file) as unknown as Record<string, unknown> },
    files: Object.entries(files).map(([filePath, content]) => ({ path: filePath, mediaType: 'application/octet-stream', sha256: createHash('sha256').update(content).digest('hex'), base64: content.toString('base64') })),
  };
}

const refusal = (filePath: string, message: string) => `The bundle was not imported: its file ${filePath} was refused. ${message}`;
const storedUnder = (formId: string) => new PostgresFileStorage(database.db).list(fileKey('forms', formId));

describe("the builder's Import holds a bundle's files to the upload's checks", () => {
  const newTarget = (name: string) => createForm(database.db, author, { ...readSampleWorkflow(SAMPLE_WORKFLOWS[1]!.file), name });

  it('refuses a template over 50 MB and a picture over 5 MB with the upload messages, naming the file, and stores nothing of the bundle', async () => {
    const target = await newTarget('Import over the limits');
    const tooLargeTemplate = bundleOf('sourceForm01', { 'pdf/petition.pdf': PETITION(), 'pdf/huge.pdf': Buffer.concat([PETITION(), Buffer.alloc(MAX_TEMPLATE_BYTES)]) });
    expect(await importBundleIntoForm(database.db, target, tooLargeTemplate, LIMITS)).toEqual({ ok: false, message: refusal('pdf/huge.pdf', TOO_LARGE_TEMPLATE_MESSAGE) });
    const tooLargePicture = bundleOf('sourceForm01', { 'pdf/petition.pdf': PETITION(), 'form-elements/embedded-image/img0000001/big.png': PNG(MAX_ELEMENT_IMAGE_BYTES + 1) });
    expect(await importBundleIntoForm(database.db, target, tooLargePicture, LIMITS)).toEqual({ ok: false, message: refusal('form-elements/embedded-image/img0000001/big.png', ELEMENT_MEDIA_MESSAGES.tooLarge) });
    expect(await storedUnder(target)).toEqual([]);
  });

  it('refuses a picture that is no picture and a page image that is a PDF; takes the same files when they pass, stored as what they are', async () => {
    const target = await newTarget('Import of kinds');
    const notAPicture = bundleOf('sourceForm02', { 'form-elements/embedded-image/img0000001/house.png': Buffer.from('<svg onload="alert(1)"/>') });
    expect(await importBundleIntoForm(database.db, target, notAPicture, LIMITS)).toEqual({ ok: false, message: refusal('form-elements/embedded-image/img0000001/house.png', ELEMENT_MEDIA_MESSAGES.notAccepted) });
    const pdfAsImage = bundleOf('sourceForm02', { 'images/page.pdf': PETITION() });
    expect(await importBundleIntoForm(database.db, target, pdfAsImage, LIMITS)).toEqual({ ok: false, message: refusal('images/page.pdf', ACCEPTED_FILES_MESSAGE) });
    expect(await storedUnder(target)).toEqual([]);

    const passing = bundleOf('sourceForm02', { 'pdf/petition.pdf': PETITION(), 'form-elements/embedded-image/img0000001/house.png': PNG(64) });
    expect(await importBundleIntoForm(database.db, target, passing, LIMITS)).toMatchObject({ ok: true, fileCount: 2 });
    const stored = await storedUnder(target);
    expect(stored.map((f) => [f.key, f.mediaType]).sort()).toEqual([
      [`forms/${target}/form-elements/embedded-image/img0000001/house.png`, 'image/png'],
      [`forms/${target}/pdf/petition.pdf`, 'application/pdf'],
    ]);
  });
});

describe("a stage bundle holds its files to the upload's checks", () => {
  it('refuses a PDF bomb among the templates at the parse limits, read off the request thread, and writes no form and no file', async () => {
    const bomb = bundleOf('stageBombForm1', { 'pdf/petition.pdf': PETITION(), 'pdf/bomb.pdf': pageTreeBomb(2_000_000) });
    expect(await importBundle(database.db, bomb, { signature: 'bundle-checks-bomb' }, LIMITS)).toEqual({ kind: 'unreadable', message: refusal('pdf/bomb.pdf', tooDemandingMessage(LIMITS)) });
    expect(await database.db.selectFrom('forms').select('id').where('id', '=', 'stageBombForm1').execute()).toEqual([]);
    expect(await storedUnder('stageBombForm1')).toEqual([]);
  }, 60_000);

  it('refuses a picture over 5 MB, and imports the bundle once its files pass', async () => {
    const big = bundleOf('stagePictureForm', { 'form-elements/youtube-video/vid0000001/thumb.png': PNG(MAX_ELEMENT_IMAGE_BYTES + 1) });
    expect(await importBundle(database.db, big, { signature: 'bundle-checks-big' }, LIMITS)).toEqual({ kind: 'unreadable', message: refusal('form-elements/youtube-video/vid0000001/thumb.png', ELEMENT_MEDIA_MESSAGES.tooLarge) });
    expect(await database.db.selectFrom('forms').select('id').where('id', '=', 'stagePictureForm').execute()).toEqual([]);
    const fits = bundleOf('stagePictureForm', { 'form-elements/youtube-video/vid0000001/thumb.png': PNG(MAX_ELEMENT_IMAGE_BYTES) });
    expect(await importBundle(database.db, fits, { signature: 'bundle-checks-fits' }, LIMITS)).toEqual({ kind: 'imported', formId: 'stagePictureForm' });
    expect((await storedUnder('stagePictureForm')).map((f) => f.mediaType)).toEqual(['image/png']);
  });
});
