// The action every admin reference-data table page shares (workflow types, state counties, child support
// information), called by the route's action after its guard (a route's first line says who may use it): the form parsed with the page's one schema, a refused save answered beside its field, a
// saved or deleted row back to the table, and an unknown intent named for the developer. Each page says only its
// schema, its save and its delete.
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import { formAnswer } from '../../utils/form-answer.server';

/** A save the service refused: the message is shown beside `field` (and in the page's error summary). */
export type ReferenceSaveRefusal = { ok: false; field: string; message: string };

export interface ReferenceDataPage<Schema extends z.ZodType> {
  /** the table page a save or a delete goes back to, e.g. '/state-counties' */
  path: string;
  /** the dialog's schema, the one the browser validates with too */
  schema: Schema;
  /** the page's words in the developer's message for an intent it does not know, e.g. 'state counties' */
  noun: string;
  /** the intents that save the dialog (an add and an edit may be two) and what saving does */
  save: { intents: readonly string[]; run: (value: z.output<Schema>, intent: string, formData: FormData) => Promise<ReferenceSaveRefusal | { ok: true } | void> };
  /** the row's delete, by the value of its key field (the row's form posts it as a hidden field) */
  remove?: { intent: string; keyField: string; run: (key: string) => Promise<unknown> };
}

export function referenceDataAction<Schema extends z.ZodType>(page: ReferenceDataPage<Schema>) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const formData = await request.formData();
    const intent = String(formData.get('intent'));
    if (page.save.intents.includes(intent)) {
      const submission = parseWithZod(formData, { schema: page.schema });
      if (submission.status !== 'success') return formAnswer(context, { result: submission.reply() }, { status: 400 });
      const saved = await page.save.run(submission.value as z.output<Schema>, intent, formData);
      if (saved && !saved.ok) return formAnswer(context, { result: submission.reply({ fieldErrors: { [saved.field]: [saved.message] } }) }, { status: 400 });
      return redirect(page.path);
    }
    if (page.remove && intent === page.remove.intent) {
      await page.remove.run(String(formData.get(page.remove.keyField) ?? ''));
      return redirect(page.path);
    }
    const submission = parseWithZod(formData, { schema: page.schema });
    return formAnswer(context, { result: submission.reply({ formErrors: [`Unknown ${page.noun} action '${String(formData.get('intent'))}'`] }) }, { status: 400 });
  };
}
