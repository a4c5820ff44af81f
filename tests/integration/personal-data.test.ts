// Personal data leaving the questionnaire (issue 30 item 11): the form-data download shows a Social Security number
// masked to its last four digits, and uploading that file again keeps the stored number.
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleError } from '../../app/entry.server';
import { ErrorReporter } from '../../lib/error-reporting.server';
import { runJobsOnce } from './support/jobs';
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
