// The action the admin pages of forms in dialogs share, called by the route's action after its guard (a route's
// first line says who may use it): the posted form read once, each intent's form parsed with its one schema (the
// one the browser validates with too), a refusal answered beside its field or above the form, the page's other
// answers (a saved message, a preview) carried beside the form's result, and an unknown intent named for the
// developer in the admin's language (the route gives the words: `unknownAction`). `referenceDataAction` is its shape for the reference-data tables (workflow types, state counties, child
// support information), which say only their schema, their save and their delete; paywall prices uses
// `adminFormAction` itself for its per-variant price forms and its card dialog with a preview.
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { formAnswer } from '../../utils/form-answer.server';
import { readForm } from '../upload-handler.server';

/** What an intent's work comes to: another page, a refusal (beside `field`, or above the form), or this page again. */
export type IntentOutcome<Shown> =
  | { kind: 'redirect'; to: string }
  | { kind: 'refused'; field?: string; message: string }
  | { kind: 'shown'; answer?: Partial<Shown>; resetForm?: boolean };

export interface FormIntent<Shown> {
  schema: z.ZodType;
  run: (value: unknown, formData: FormData, intent: string) => Promise<IntentOutcome<Shown>>;
}

/** One intent: its form's schema, and its work on the parsed value (the raw form too, for files and buttons). */
export function formIntent<Schema extends z.ZodType, Shown>(
  schema: Schema,
  run: (value: z.output<Schema>, formData: FormData, intent: string) => Promise<IntentOutcome<Shown>>,
): FormIntent<Shown> {
  return { schema, run: (value, formData, intent) => run(value as z.output<Schema>, formData, intent) };
}

export interface AdminFormPage<Shown extends object> {
  /** the message for an intent the page does not know, in the admin's language ("Unknown state counties action 'x'") */
  unknownAction: (intent: string) => string;
  intents: Record<string, FormIntent<Shown>>;
  /** the schema an unknown intent's answer is made with */
  fallbackSchema: z.ZodType;
  /** what every answer carries besides the form's result (which of the page's forms it is for, nothing shown yet) */
  answer: (formData: FormData) => Shown;
}

export function adminFormAction<Shown extends object>(page: AdminFormPage<Shown>) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const formData = await readForm(request);
    const intent = String(formData.get('intent'));
    const shown = page.answer(formData);
    const handler = Object.hasOwn(page.intents, intent) ? page.intents[intent] : undefined;
    if (!handler) {
      const submission = parseWithZod(formData, { schema: page.fallbackSchema });
      return formAnswer(context, { ...shown, result: submission.reply({ formErrors: [page.unknownAction(intent)] }) }, { status: 400 });
    }
    const submission = parseWithZod(formData, { schema: handler.schema });
    if (submission.status !== 'success') return formAnswer(context, { ...shown, result: submission.reply() }, { status: 400 });
    const outcome = await handler.run(submission.value, formData, intent);
    switch (outcome.kind) {
      case 'redirect':
        return redirect(outcome.to);
      case 'refused': {
        const errors = outcome.field === undefined ? { formErrors: [outcome.message] } : { fieldErrors: { [outcome.field]: [outcome.message] } };
        return formAnswer(context, { ...shown, result: submission.reply(errors) }, { status: 400 });
      }
      case 'shown':
        return formAnswer(context, { ...shown, ...outcome.answer, result: submission.reply({ resetForm: outcome.resetForm }) });
    }
  };
}

/** A save the service refused: the message is shown beside `field` (and in the page's error summary). */
export type ReferenceSaveRefusal = { ok: false; field: string; message: string };

export interface ReferenceDataPage<Schema extends z.ZodType> {
  /** the table page a save or a delete goes back to, e.g. '/state-counties' */
  path: string;
  /** the dialog's schema, the one the browser validates with too */
  schema: Schema;
  unknownAction: (intent: string) => string;
  /** the intents that save the dialog (an add and an edit may be two) and what saving does */
  save: { intents: readonly string[]; run: (value: z.output<Schema>, intent: string, formData: FormData) => Promise<ReferenceSaveRefusal | { ok: true } | void> };
  /** the row's delete, by the value of its key field (the row's form posts it as a hidden field) */
  remove?: { intent: string; keyField: string; run: (key: string) => Promise<unknown> };
}

export function referenceDataAction<Schema extends z.ZodType>(page: ReferenceDataPage<Schema>) {
  const back = { kind: 'redirect', to: page.path } as const;
  const save = formIntent(page.schema, async (value, formData, intent): Promise<IntentOutcome<object>> => {
    const saved = await page.save.run(value, intent, formData);
    return saved && !saved.ok ? { kind: 'refused', field: saved.field, message: saved.message } : back;
  });
  const intents: Record<string, FormIntent<object>> = Object.fromEntries(page.save.intents.map((intent) => [intent, save]));
  const { remove } = page;
  if (remove) {
    // a row's delete posts only its key, which needs no checking: an unknown key deletes nothing
    const key = z.object({ [remove.keyField]: z.string().optional() });
    intents[remove.intent] = formIntent(key, async (value) => {
      await remove.run(value[remove.keyField] ?? '');
      return back;
    });
  }
  return adminFormAction({ unknownAction: page.unknownAction, intents, fallbackSchema: page.schema, answer: () => ({}) });
}
