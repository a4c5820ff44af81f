// Template uploads of the builder's documents step against a real PostgreSQL (issue 21): what is refused and with
// which words, a large court PDF kept whole with every page readable again, and the request limit in front of it.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { bodyLimitFor } from '../../server/body-limits';
import {
  ACCEPTED_FILES_MESSAGE,
  MAX_TEMPLATE_BYTES,
  TOO_LARGE_TEMPLATE_MESSAGE,
} from '../../app/services/builder/documents';
import { readFormFile, storeTemplateUpload } from '../../app/services/builder/documents-upload.server';
import { newFormDefinition } from '../../app/services/builder/definition';
import { templateFields } from '../../app/services/builder/form-fields.server';
import { FORM_MESSAGES, MAX_FORM_FIELDS } from '@accord/engine';
import { formFixture, manyFieldForm } from '@accord/engine/testing';
import { createForm, saveForm } from '../../app/services/builder/forms.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let formId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const input = testUserInput({ label: 'documents', role: 'admin-form' });
  const { id } = await createUser(database.db, input);
  formId = await createForm(
    database.db,
    { id, email: input.email.toLowerCase(), role: 'admin-form', firstName: input.firstName, lastName: input.lastName },
    newFormDefinition('Uploads'),
  );
});

/** A PDF of `pages` letter pages, each carrying `bytesPerPage` of incompressible data so the file has a real size. */
async function courtPdf(pages: number, bytesPerPage = 0): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Page ${i + 1}`, { x: 72, y: 700, size: 12 });
    if (bytesPerPage) pdf.context.register(pdf.context.stream(randomBytes(bytesPerPage)));
  }
  return pdf.save({ useObjectStreams: false });
}

describe('template uploads', () => {
  it('a file that is not a PDF or an image is refused with the spec words, whatever its name', async () => {
    expect(
      await storeTemplateUpload(database.db, formId, { name: 'notes.docx', bytes: new TextEncoder().encode('PK...') }),
    ).toEqual({ ok: false, message: ACCEPTED_FILES_MESSAGE });
    expect(
      await storeTemplateUpload(database.db, formId, {
        name: 'picture.png',
        bytes: new TextEncoder().encode('<html>not a picture</html>'),
      }),
    ).toEqual({ ok: false, message: ACCEPTED_FILES_MESSAGE });
  });

  it('a 30 MB court PDF of 200 pages is kept whole and every page can be read back', async () => {
    const bytes = await courtPdf(200, 150_000);
    expect(bytes.byteLength).toBeGreaterThan(30_000_000);
    expect(bytes.byteLength).toBeLessThan(MAX_TEMPLATE_BYTES);
    const stored = await storeTemplateUpload(database.db, formId, { name: 'Verified Petition.pdf', bytes });
    expect(stored).toMatchObject({ ok: true, kind: 'pdf', pageCount: 200, stem: 'VERIFIED_PETITION' });
    if (!stored.ok) return;
    const file = await readFormFile(database.db, formId, stored.ref);
    expect(file?.mediaType).toBe('application/pdf');
    const back = Buffer.concat(await file!.stream.toArray());
    expect(back.equals(Buffer.from(bytes))).toBe(true);
    // the pages shown in the builder are the stored file's: pdf.js reads all 200 of them
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await pdfjs.getDocument({
      data: new Uint8Array(back),
      disableFontFace: true,
      useSystemFonts: false,
    }).promise;
    expect(document.numPages).toBe(200);
    const last = await document.getPage(200);
    const text = await last.getTextContent();
    expect(text.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain('Page 200');
    await document.destroy();
  }, 120_000);

  it('a file over 50 MB is refused with a message that says the limit, and the request is stopped before it is read', async () => {
    const bytes = new Uint8Array(MAX_TEMPLATE_BYTES + 1);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect(await storeTemplateUpload(database.db, formId, { name: 'huge.pdf', bytes })).toEqual({
      ok: false,
      message: TOO_LARGE_TEMPLATE_MESSAGE,
    });
    expect(TOO_LARGE_TEMPLATE_MESSAGE).toContain('50 MB');
    const limit = bodyLimitFor(`/manage-workflows/${formId}/documents/upload`);
    expect(limit.bytes).toBeGreaterThan(MAX_TEMPLATE_BYTES);
    expect(limit.bytes).toBeLessThan(MAX_TEMPLATE_BYTES + 2 * 1024 * 1024);
    expect(limit.what).toBe('A document template can be up to 50 MB.');
  });

  it('a corrupt PDF is refused and nothing is stored', async () => {
    const good = await courtPdf(3);
    const before = await database.db
      .selectFrom('files')
      .select('key')
      .where('key', 'like', `forms/${formId}/%`)
      .execute();
    const cut = await storeTemplateUpload(database.db, formId, { name: 'broken.pdf', bytes: good.subarray(0, 300) });
    expect(cut).toEqual({ ok: false, message: expect.stringContaining('could not be read') });
    const garbage = await storeTemplateUpload(database.db, formId, {
      name: 'fake.pdf',
      bytes: new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf'),
    });
    expect(garbage.ok).toBe(false);
    const after = await database.db
      .selectFrom('files')
      .select('key')
      .where('key', 'like', `forms/${formId}/%`)
      .execute();
    expect(after).toEqual(before);
  });

  it("court forms that cannot be filled get the author's message, at upload or when step 4 reads their fields, never an error page (issue 34 item 5)", async () => {
    const upload = (name: string, bytes: Uint8Array) => storeTemplateUpload(database.db, formId, { name, bytes });
    const fieldsOf = async (name: string, bytes: Uint8Array) => {
      const stored = await upload(name, bytes);
      if (!stored.ok) throw new Error(stored.message);
      return templateFields(database.db, formId, stored.ref);
    };
    // encrypted: its pages cannot be used, so the upload is refused in words
    expect(await upload('encrypted.pdf', formFixture('encrypted-form.pdf'))).toEqual({ ok: false, message: expect.stringMatching(/protected with a password or encryption/) });
    // XFA only: the pages are kept, the fields step says why there is nothing to map
    expect(await fieldsOf('xfa.pdf', formFixture('xfa-only-form.pdf'))).toEqual({ ok: false, message: FORM_MESSAGES['xfa-only'] });
    // a field without a rectangle: listed with a warning
    const noRect = await fieldsOf('no-rect.pdf', formFixture('no-rect-form.pdf'));
    expect(noRect.ok && noRect.warnings).toEqual([expect.stringContaining('has no place on a page')]);
    // 2,000 fields are read whole; one over the limit gets the message
    const many = await fieldsOf('many.pdf', await manyFieldForm(2000, 10));
    expect(many.ok && many.fields).toHaveLength(2000);
    expect(await fieldsOf('too-many.pdf', await manyFieldForm(MAX_FORM_FIELDS + 1, 20))).toEqual({ ok: false, message: FORM_MESSAGES['too-many-fields'] });
  }, 120_000);

  it('a PNG becomes one page stored as an image of the form', async () => {
    const png = await readFile(new URL('../../templates/workflows/pdf/notice-page.png', import.meta.url));
    const stored = await storeTemplateUpload(database.db, formId, { name: 'notice.png', bytes: new Uint8Array(png) });
    expect(stored).toMatchObject({ ok: true, kind: 'image', pageCount: 1, stem: 'NOTICE' });
    if (stored.ok) expect(stored.ref).toMatch(/^images\/notice-[0-9a-f]{32}\.png$/);
  });

  it('the file of a deleted page is removed when the draft is saved, and a file a page still uses is kept (W7.9)', async () => {
    const owner = testUserInput({ label: 'template-clean-up', role: 'admin-form' });
    const { id: ownerId } = await createUser(database.db, owner);
    const user = { id: ownerId, email: owner.email.toLowerCase(), role: 'admin-form' as const, firstName: owner.firstName, lastName: owner.lastName };
    const form = await createForm(database.db, user, newFormDefinition('Clean-up'));
    const kept = await storeTemplateUpload(database.db, form, { name: 'Kept.pdf', bytes: await courtPdf(1) });
    const dropped = await storeTemplateUpload(database.db, form, { name: 'Dropped.pdf', bytes: await courtPdf(2) });
    if (!kept.ok || !dropped.ok) throw new Error('the uploads were refused');
    const page = (ref: string, name: string) => ({ name, source: { kind: 'pdf' as const, file: ref, page: 1 } });
    const definition = { ...newFormDefinition('Clean-up'), documents: [{ uid: 'docclean0001', type: 'pdf' as const, name: 'Petition', order: 1, pages: [page(kept.ref, 'KEPT_1'), page(dropped.ref, 'DROPPED_1')] }] };
    const first = await saveForm(database.db, user, form, { definition, baseVersion: '0.1.0' });
    expect(first.kind).toBe('saved');
    expect(await readFormFile(database.db, form, dropped.ref)).toBeDefined();
    // the author deletes the Dropped page and saves
    const without = { ...definition, documents: [{ ...definition.documents[0]!, pages: [page(kept.ref, 'KEPT_1')] }] };
    expect((await saveForm(database.db, user, form, { definition: without, baseVersion: '0.2.0' })).kind).toBe('saved');
    expect(await readFormFile(database.db, form, dropped.ref)).toBeUndefined();
    expect(await readFormFile(database.db, form, kept.ref)).toBeDefined();
  });

  it('a file name cannot reach another form’s files', async () => {
    expect(await readFormFile(database.db, formId, '../sampleUtahWithChild0/pdf/petition.pdf')).toBeUndefined();
  });
});
