import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { referenceSchemas } from './reference-data-forms';
import { adminFormAction, formIntent, referenceDataAction, type ReferenceSaveRefusal } from './reference-data-page.server';
import { z } from 'zod';
import { englishAdmin, MESSAGES } from '../../../i18n/english';

const t = englishAdmin();
const { stateCountiesSchema } = referenceSchemas(t);

/** A page over an in-memory list of states, whose guard lets only a request with an 'admin' header through. */
function statesPage() {
  const rows = new Map<string, string[]>();
  const action = referenceDataAction({
    path: '/state-counties',
    schema: stateCountiesSchema,
    unknownAction: (intent) => t('stateCounties.unknownAction', { intent }),
    save: {
      intents: ['add', 'edit'],
      run: async (value, intent): Promise<ReferenceSaveRefusal | { ok: true }> => {
        if (intent === 'add' && rows.has(value.state)) return { ok: false, field: 'state', message: t('referenceData.stateUsed') };
        rows.set(value.state, value.counties);
        return { ok: true };
      },
    },
    remove: { intent: 'delete', keyField: 'state', run: async (state) => rows.delete(state) },
  });
  return { rows, post: poster(action) };
}

type Action = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => Promise<unknown>;

/** Posts fields to an action as a browser's form would, with the request's context to read the refusal mark from. */
function poster(action: Action) {
  return (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const context = {} as AppLoadContext;
    return action({ request: new Request('http://localhost/admin-page', { method: 'POST', body }), context, params: {} }).then((answer) => ({ answer, context }));
  };
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
    expect(read(answer)).toEqual({ status: 400, errors: { state: [MESSAGES.required], counties: ['Sorry, atleast one county is required'] } });
    expect(context.refusedInput).toBe(true);
    expect(rows.size).toBe(0);
  });

  it("shows the service's refusal beside the field it names", async () => {
    const { post } = statesPage();
    await post({ intent: 'add', state: 'Utah', counties: 'Salt Lake' });
    const { answer } = await post({ intent: 'add', state: 'Utah', counties: 'Davis' });
    expect(read(answer)).toEqual({ status: 400, errors: { state: ['Sorry, state has already been used'] } });
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

describe('the action of an admin page with several forms', () => {
  /** Two forms as paywall prices has them: a total that stays on the page with its message, and a preview. */
  function pricesPage() {
    const saved: number[] = [];
    const total = z.object({ variant: z.string(), total: z.coerce.number({ error: 'Enter a number' }) });
    const action = adminFormAction<{ variant: string | null; saved: string | null; preview: string | null }>({
      unknownAction: (intent) => `Unknown pricing action '${intent}'`,
      intents: {
        'save-total': formIntent(total, async (value) => {
          if (value.total < 0) return { kind: 'refused', message: 'A price cannot be negative' };
          saved.push(value.total);
          return { kind: 'shown', answer: { saved: 'Prices updated' }, resetForm: true };
        }),
        preview: formIntent(z.object({ text: z.string() }), async (value) => ({ kind: 'shown', answer: { preview: value.text.toUpperCase() } })),
      },
      fallbackSchema: total,
      answer: (formData) => ({ variant: formData.get('intent') === 'save-total' ? String(formData.get('variant')) : null, saved: null, preview: null }),
    });
    return { saved, post: poster(action) };
  }
  const body = (answer: unknown) => (answer as { data: { variant: string | null; saved: string | null; preview: string | null; result: { status?: string; error?: unknown } } }).data;

  it('stays on the page with what the intent shows, beside which form answered', async () => {
    const { saved, post } = pricesPage();
    const { answer } = await post({ intent: 'save-total', variant: 'unilateral', total: '299' });
    expect(saved).toEqual([299]);
    expect(body(answer)).toMatchObject({ variant: 'unilateral', saved: 'Prices updated', preview: null });
    const previewed = await post({ intent: 'preview', text: 'card' });
    expect(body(previewed.answer)).toMatchObject({ variant: null, saved: null, preview: 'CARD' });
  });

  it("shows a refusal that names no field above its form, for that form only, and does not mark a field's refusal", async () => {
    const { saved, post } = pricesPage();
    const { answer, context } = await post({ intent: 'save-total', variant: 'collaborative', total: '-5' });
    expect(read(answer)).toEqual({ status: 400, errors: { '': ['A price cannot be negative'] } });
    expect(body(answer).variant).toBe('collaborative');
    expect(context.refusedInput).toBeUndefined();
    expect(saved).toEqual([]);
    expect(read((await post({ intent: 'archive', variant: 'unilateral', total: '1' })).answer)).toEqual({ status: 400, errors: { '': ["Unknown pricing action 'archive'"] } });
  });
});
