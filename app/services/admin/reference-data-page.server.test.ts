import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES, stateCountiesSchema } from './reference-data-forms';
import { referenceDataAction, type ReferenceSaveRefusal } from './reference-data-page.server';
import { MESSAGES } from '../../i18n/english';

/** A page over an in-memory list of states, whose guard lets only a request with an 'admin' header through. */
function statesPage() {
  const rows = new Map<string, string[]>();
  const action = referenceDataAction({
    path: '/state-counties',
    schema: stateCountiesSchema,
    noun: 'state counties',
    save: {
      intents: ['add', 'edit'],
      run: async (value, intent): Promise<ReferenceSaveRefusal | { ok: true }> => {
        if (intent === 'add' && rows.has(value.state)) return { ok: false, field: 'state', message: REFERENCE_MESSAGES.stateUsed };
        rows.set(value.state, value.counties);
        return { ok: true };
      },
    },
    remove: { intent: 'delete', keyField: 'state', run: async (state) => rows.delete(state) },
  });
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const context = {} as AppLoadContext;
    return action({ request: new Request('http://localhost/state-counties', { method: 'POST', body }), context, params: {} }).then((answer) => ({ answer, context }));
  };
  return { rows, post };
}

/** The status and the form's messages of a refusal (a `data()` answer), or the address of a redirect. */
function read(answer: unknown) {
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location') };
  const { data, init } = answer as { data: { result: { error?: Record<string, string[] | null> } }; init: ResponseInit | null };
  return { status: init?.status, errors: data.result.error };
}

describe('the action of an admin reference-data page', () => {
  it('saves a valid dialog and goes back to the table page', async () => {
    const { rows, post } = statesPage();
    const { answer } = await post({ intent: 'add', state: 'Utah', counties: 'Salt Lake\nUtah' });
    expect(read(answer)).toEqual({ status: 302, location: '/state-counties' });
    expect(rows.get('Utah')).toEqual(['Salt Lake', 'Utah']);
  });

  it("refuses invalid input with the schema's messages beside the fields, marks the request refused and saves nothing", async () => {
    const { rows, post } = statesPage();
    const { answer, context } = await post({ intent: 'add', state: '', counties: '' });
    expect(read(answer)).toEqual({ status: 400, errors: { state: [MESSAGES.required], counties: [REFERENCE_MESSAGES.countyRequired] } });
    expect(context.refusedInput).toBe(true);
    expect(rows.size).toBe(0);
  });

  it("shows the service's refusal beside the field it names", async () => {
    const { post } = statesPage();
    await post({ intent: 'add', state: 'Utah', counties: 'Salt Lake' });
    const { answer } = await post({ intent: 'add', state: 'Utah', counties: 'Davis' });
    expect(read(answer)).toEqual({ status: 400, errors: { state: [REFERENCE_MESSAGES.stateUsed] } });
  });

  it('deletes the row its key field names and goes back to the table page', async () => {
    const { rows, post } = statesPage();
    await post({ intent: 'add', state: 'Utah', counties: 'Salt Lake' });
    const { answer } = await post({ intent: 'delete', state: 'Utah' });
    expect(read(answer)).toEqual({ status: 302, location: '/state-counties' });
    expect(rows.has('Utah')).toBe(false);
  });

  it('names an intent it does not know for the developer', async () => {
    const { post } = statesPage();
    const { answer } = await post({ intent: 'archive', state: 'Utah', counties: 'Salt Lake' });
    expect(read(answer)).toEqual({ status: 400, errors: { '': ["Unknown state counties action 'archive'"] } });
  });
});
