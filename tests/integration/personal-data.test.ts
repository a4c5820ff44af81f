// Personal data leaving the questionnaire (issue 30 item 11): the form-data download and an admin's view of someone's
// questionnaire show a Social Security number masked to its last four digits, and posting the mask back (uploading
// the downloaded file, saving the admin's page) keeps the stored number.
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleError } from '../../app/entry.server';
import { ErrorReporter } from '../../lib/error-reporting.server';
import { runJobsOnce } from './support/jobs';
import { exportFormData, importFormData } from '../../app/services/guide/form-data.server';
import { loadAnswers, saveAnswers } from '../../app/services/user-workflow/answers.server';
import { findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { pageOf, uidOf } from '../support/utah-with-children';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { newPerson } from './support/shared-form';
import { fieldName, fingerprintName, versionName } from '../../app/answer-form/form-answers';
import { loadGuidePage, saveFromForm } from '../../app/services/guide/guide-page.server';
import { loadRespondentGuide } from '../../app/services/respondent/respondent-guide.server';
import { seesNumbersMasked } from '../../app/services/user-workflow/personal-data';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import type { FormElement } from '../../app/engine';
import { loadOwnerPanels } from '../../app/services/comments/questionnaire-panels.server';
import { loadPrintable } from '../../app/services/guide/printable.server';
import { proposeChanges } from '../../app/services/reviews/field-reviews.server';
import { applyStepEvent } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow } from '../../db/seed-guide';
import { utahWithChildren } from '../support/utah-with-children';
import { withEditSharing } from '../support/edit-sharing-workflow';
import { sharedForm, SHARING_CONTEXT } from './support/shared-form';

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
    await saveAnswers(database.db, { userWorkflowId: id, userId: owner.id, changes: [{ uid: ssn, baseVersion: 0, value: '123-45-6789' }, { uid: uidOf('MARRIAGE_CITY'), baseVersion: 0, value: 'Lee Law' }] });
    const workflow = (await findUserWorkflow(database.db, id))!;

    const exported = await exportFormData(workflow, database.db);
    expect(exported.fields[ssn]).toBe('***-**-6789');
    expect(JSON.stringify(exported)).not.toContain('123-45-6789');
    expect(exported.fields[uidOf('MARRIAGE_CITY')]).toBe('Lee Law');

    const file = new File([JSON.stringify(exported)], 'form.json', { type: 'application/json' });
    expect(await importFormData(owner.id, workflow, file, database.db)).toEqual({ saved: 0, refused: {} });
    expect((await loadAnswers(database.db, id))[ssn]).toMatchObject({ value: '123-45-6789', version: 1 });
  });
});

describe('a Social Security number on an admin\'s view of someone\'s questionnaire', () => {
  async function answered() {
    const owner = await newPerson(database.db, 'ssn-page-owner');
    const admin: SessionUser = { ...(await newPerson(database.db, 'ssn-page-admin')), role: 'admin-global' };
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: owner.id });
    await saveAnswers(database.db, { userWorkflowId: id, userId: owner.id, changes: [{ uid: uidOf('PET_SSN'), baseVersion: 0, value: '123-45-6789' }] });
    return { owner, admin, workflow: (await findUserWorkflow(database.db, id))! };
  }
  const pageUrl = new URL(`http://localhost/?page=${pageOf('PET_SSN')}`);

  it('is masked for an admin, in the field, its fingerprint and the answers the page carries, and shown whole to the person', async () => {
    const { owner, admin, workflow } = await answered();
    expect(seesNumbersMasked({ id: admin.id, admin: true }, workflow)).toBe(true);
    expect(seesNumbersMasked({ id: owner.id, admin: false }, workflow)).toBe(false);
    expect(seesNumbersMasked({ id: admin.id, admin: true }, { owner_id: admin.id })).toBe(false);

    const adminPage = await loadGuidePage(workflow, true, pageUrl, database.db, { maskNumbers: true });
    const field = adminPage.view.elements.find((e) => e.element.uid === uidOf('PET_SSN'))!;
    expect(field).toMatchObject({ value: '***-**-6789', version: 1 });
    expect(adminPage.raw[uidOf('PET_SSN')]).toBe('***-**-6789');
    expect(JSON.stringify(adminPage.view)).not.toContain('123-45-6789');
    // the page's other answers as stored (the city, prefilled from the person's profile)
    const city = (await loadAnswers(database.db, workflow.id))[uidOf('PET_CITY')]!;
    expect(adminPage.view.elements.find((e) => e.element.uid === uidOf('PET_CITY'))?.value).toBe(city.value);
    // the engine still judges the stored number: a valid one has no message on the admin's page
    expect(adminPage.view.messages[uidOf('PET_SSN')] ?? []).toEqual([]);

    const ownPage = await loadGuidePage(workflow, false, pageUrl, database.db);
    expect(ownPage.view.elements.find((e) => e.element.uid === uidOf('PET_SSN'))?.value).toBe('123-45-6789');
  });

  it('is masked on the spouse\'s guide and the shared survey when an admin opens them', async () => {
    const { admin, workflow } = await answered();
    const guide = await loadRespondentGuide(database.db, { user: admin, workflow, entry: undefined, admin: true }, new URL(`http://localhost/respondent-guide/${workflow.id}?page=${pageOf('PET_SSN')}`));
    expect(guide.page.elements.find((e) => e.element.uid === uidOf('PET_SSN'))?.value).toBe('***-**-6789');
    expect(JSON.stringify(guide)).not.toContain('123-45-6789');
  });

  it('posted back as the mask keeps the stored number, while the admin\'s other changes and a new number they type are saved', async () => {
    const { admin, workflow } = await answered();
    const adminPage = await loadGuidePage(workflow, true, pageUrl, database.db, { maskNumbers: true });
    const elements = adminPage.view.elements.map((e) => e.element);
    const ssn = adminPage.view.elements.find((e) => e.element.uid === uidOf('PET_SSN'))!;
    const city = adminPage.view.elements.find((e) => e.element.uid === uidOf('PET_CITY'))!;
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return saveFromForm(admin, workflow, elements, form, database.db, adminPage.engine);
    };

    // the page as rendered, with the attorney's name changed
    await post({
      [fieldName(ssn.element.uid)]: String(ssn.value), [versionName(ssn.element.uid)]: String(ssn.version), [fingerprintName(ssn.element.uid)]: ssn.fingerprint,
      [fieldName(city.element.uid)]: 'Provo', [versionName(city.element.uid)]: String(city.version), [fingerprintName(city.element.uid)]: city.fingerprint,
    });
    // a page that does not carry the mask's fingerprint (an older tab, a hand-made post): the mask is still no change
    await post({ [fieldName(ssn.element.uid)]: '***-**-6789', [versionName(ssn.element.uid)]: '1', [fingerprintName(ssn.element.uid)]: 'another' });
    let stored = await loadAnswers(database.db, workflow.id);
    expect(stored[uidOf('PET_SSN')]).toMatchObject({ value: '123-45-6789', version: 1 });
    expect(stored[uidOf('PET_CITY')]?.value).toBe('Provo');

    await post({ [fieldName(ssn.element.uid)]: '987-65-4321', [versionName(ssn.element.uid)]: '1', [fingerprintName(ssn.element.uid)]: ssn.fingerprint });
    stored = await loadAnswers(database.db, workflow.id);
    expect(stored[uidOf('PET_SSN')]).toMatchObject({ value: '987-65-4321', version: 2 });
  });
});

describe('a Social Security number inside a dialog window, in the admin\'s \'what changed\', pending reviews and print page', () => {
  // the sample's mailing-address dialog with a number among its fields, and an edit reviewer allowed
  const dialogUid = uidOf('MAILING_DIALOG');
  const numberField = 'dialogChildSsn1';
  const publishedId = 'pubDialogSsnMasked01';
  const answerWith = (number: string) => ({ buttonClicked: 'Use this address', fields: { [numberField]: number } });

  async function sharedWithNumber() {
    const definition = withEditSharing({
      ...utahWithChildren,
      elements: utahWithChildren.elements.map((e) =>
        e.uid === dialogUid ? ({ ...e, dialogFields: [...(e as Extract<FormElement, { type: 'dialog-window' }>).dialogFields, { uid: numberField, type: 'text-input-short', title: 'CHILD_SSN', label: 'Child\'s Social Security number' }] } as FormElement) : e,
      ),
    });
    await publishWorkflow(database.db, { formId: 'formDialogSsnMasked1', publishedId, definition });
    const form = await sharedForm(database.db, 'edit', publishedId, (id) =>
      database.db.insertInto('answers').values({ user_workflow_id: id, field_uid: dialogUid, value: JSON.stringify(answerWith('123-45-6789')), version: 1 }).execute().then(() => undefined),
    );
    const workflow = async () => (await findUserWorkflow(database.db, form.id))!;
    const position = { pageUid: form.pageUids[pageOf('MAILING_DIALOG')]!, pageUids: form.pageUids, fieldUids: [dialogUid] };
    // the owner's first look marks the shared round seen
    expect(await loadOwnerPanels(database.db, await workflow(), position)).not.toBeNull();
    // the spouse proposes another number, the answer changes, and the form comes back to the owner
    const proposed = await proposeChanges(database.db, { userWorkflowId: form.id, reviewer: { email: form.spouse.email, userId: form.spouse.id, name: form.spouse.firstName }, reviewType: 'edit', reviewing: true, changes: [{ uid: dialogUid, baseVersion: 1, value: answerWith('555-44-3333') }] });
    expect(proposed).toMatchObject({ kind: 'proposed', count: 1 });
    await database.db.updateTable('answers').set({ value: JSON.stringify(answerWith('987-65-4321')), version: 2 }).where('user_workflow_id', '=', form.id).where('field_uid', '=', dialogUid).execute();
    expect((await applyStepEvent(database.db, form.id, { type: 'RESPONDENT_SEND_BACK', access: true }, { actorId: form.spouse.id, context: SHARING_CONTEXT })).accepted).toBe(true);
    return { workflow, position };
  }

  it('is masked to its last four digits for an admin, on the panels and the dialog\'s print page, and shown whole to the owner', async () => {
    const { workflow, position } = await sharedWithNumber();
    const adminPanels = (await loadOwnerPanels(database.db, await workflow(), position, { maskNumbers: true }))!;
    const changed = adminPanels.changes!.pages.flatMap((p) => p.fields).find((f) => f.uid === dialogUid)!;
    expect({ before: changed.before, after: changed.after }).toEqual({ before: `Chose Use this address\n${numberField}: ***-**-6789`, after: `Chose Use this address\n${numberField}: ***-**-4321` });
    expect(adminPanels.reviews.map((r) => [r.fieldUid, r.currentText, r.proposedText])).toEqual([[dialogUid, `Chose Use this address\n${numberField}: ***-**-4321`, `Chose Use this address\n${numberField}: ***-**-3333`]]);
    for (const whole of ['123-45', '987-65', '555-44']) expect(JSON.stringify(adminPanels)).not.toContain(whole);

    // the dialog's print page, which an admin may open from the same questionnaire
    const adminPrint = await loadPrintable(await workflow(), dialogUid, { maskNumbers: true, db: database.db });
    expect(adminPrint?.printable.type === 'dialog-window' && adminPrint.printable.fields.find((f) => f.label === 'Child\'s Social Security number')?.value).toBe('***-**-4321');
    expect(JSON.stringify(adminPrint)).not.toContain('987-65');
    const ownPrint = await loadPrintable(await workflow(), dialogUid, { db: database.db });
    expect(ownPrint?.printable.type === 'dialog-window' && ownPrint.printable.fields.find((f) => f.label === 'Child\'s Social Security number')?.value).toBe('987-65-4321');

    const ownPanels = (await loadOwnerPanels(database.db, await workflow(), position))!;
    expect(ownPanels.changes!.pages.flatMap((p) => p.fields).find((f) => f.uid === dialogUid)?.after).toBe(`Chose Use this address\n${numberField}: 987-65-4321`);
    expect(ownPanels.reviews[0]?.proposedText).toBe(`Chose Use this address\n${numberField}: 555-44-3333`);
  });
});

describe('a marked answer in a failing request and a failing job', () => {
  const holder = globalThis as typeof globalThis & { __accordErrorReporter?: ErrorReporter | null };
  afterEach(() => {
    vi.restoreAllMocks();
    delete holder.__accordErrorReporter;
  });

  it('is nowhere in what the app logs or reports for an autosave the database refuses', async () => {
    const mark = `LEAK-MARK-${Date.now()}-REQ`;
    // the database refuses the answer: its error's detail holds the refused row ('Failing row contains (…)')
    await sql`alter table answers add constraint refuse_request_mark check (value::text not like '%-REQ%') not valid`.execute(database.db);
    const owner = await newPerson(database.db, 'leak-request');
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: owner.id });
    const refused = await saveAnswers(database.db, { userWorkflowId: id, userId: owner.id, changes: [{ uid: uidOf('PET_SSN'), baseVersion: 0, value: mark }] }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(JSON.stringify(refused, Object.getOwnPropertyNames(refused ?? {}))).toContain(mark);

    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a, Object.getOwnPropertyNames(a ?? {})))).join(' ')));
    const sent: string[] = [];
    const fakeFetch = (async (_url: string, init: { body: string }) => {
      sent.push(init.body);
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const reporter = new ErrorReporter({ dsn: { envelopeUrl: 'http://errors.invalid/api/1/envelope/', publicKey: 'k', dsn: 'http://k@errors.invalid/1' }, environment: 'test', tracesSampleRate: 0 }, fakeFetch);
    holder.__accordErrorReporter = reporter;

    const request = new Request(`http://app.test/legal-form-guide/divorce-forms/${id}/autosave`, { method: 'POST' });
    handleError(refused, { request, params: {}, context: {} });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(logged.join('\n')).toContain('refuse_request_mark');
    expect(logged.join('\n')).not.toContain(mark);
    expect(sent[0]).toContain('refuse_request_mark');
    expect(sent[0]).not.toContain(mark);
  });

  it('is nowhere in the failed render job\'s stored error or the worker\'s log', async () => {
    const mark = `LEAK-MARK-${Date.now()}-JOB`;
    const owner = await newPerson(database.db, 'leak-job');
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: owner.id });
    await saveAnswers(database.db, { userWorkflowId: id, userId: owner.id, changes: [{ uid: uidOf('PET_SSN'), baseVersion: 0, value: mark }] });
    // storing the rendered document fails with a data exception that quotes the answer, as PostgreSQL's own
    // 'invalid input syntax for type …: "…"' messages quote the input
    await sql`create function refuse_rendered_document() returns trigger language plpgsql as $$
      begin
        raise exception using errcode = '22P02', message = format('invalid input syntax for type integer: "%s"',
          (select string_agg(value #>> '{}', ',') from answers where user_workflow_id = split_part(new.key, '/', 2)));
      end $$`.execute(database.db);
    await sql`create trigger refuse_rendered_document before insert on files for each row when (new.key like 'user-workflows/%/documents/%') execute function refuse_rendered_document()`.execute(database.db);
    try {
      await sql`select graphile_worker.add_job('render_documents', json_build_object('userWorkflowId', ${id}::text, 'which', 'stipulation'), max_attempts => 1)`.execute(database.db);
      const logged: string[] = [];
      const { Logger } = await import('graphile-worker');
      await runJobsOnce(database, {}, new Logger(() => (level, message, meta) => void logged.push(`${level} ${message} ${JSON.stringify(meta ?? {})}`)));
      const { rows } = await sql<{ last_error: string | null }>`select j.last_error from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'render_documents' and j.payload->>'userWorkflowId' = ${id}`.execute(database.db);
      expect(rows[0]?.last_error).toContain('invalid input syntax for type integer');
      expect(rows[0]?.last_error).not.toContain(mark);
      expect(logged.join('\n')).toContain('render_documents');
      expect(logged.join('\n')).not.toContain(mark);
    } finally {
      await sql`drop trigger refuse_rendered_document on files`.execute(database.db);
    }
  });
});
