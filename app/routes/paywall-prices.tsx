import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FieldError, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { requireAdmin } from '~/utils/permissions.server';
import { loadPrices, PRICE_MESSAGES, savePrices } from '~/services/payments/prices.server';
import { CARD_LEVELS, CARD_PARTS, RICH_TEXT_PARTS, type CardLevel } from '~/services/payments/pricing-cards';
import { pricesSchema } from '~/utils/admin-forms';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Paywall prices' };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { variants: await loadPrices(getDb()) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: pricesSchema });
  const variant = String(formData.get('variant'));
  switch (formData.get('intent')) {
    case 'save': {
      if (submission.status !== 'success')
        return data({ variant, result: submission.reply(), saved: null }, { status: 400 });
      const result = await savePrices(getDb(), submission.value);
      if (!result.ok)
        return data(
          { variant, result: submission.reply({ formErrors: [result.message] }), saved: null },
          { status: 400 },
        );
      // the form starts again from what was stored: the rich text as sanitized
      return { variant, result: submission.reply({ resetForm: true }), saved: PRICE_MESSAGES.updated };
    }
    default:
      return data(
        {
          variant,
          result: submission.reply({ formErrors: [`Unknown pricing action '${String(formData.get('intent'))}'`] }),
          saved: null,
        },
        { status: 400 },
      );
  }
}

export const meta: MetaFunction = () => [{ title: 'Paywall prices | Accord' }];

/** what each part of a card is, in the editor's words */
const PART_LABEL: Record<(typeof CARD_PARTS)[number], string> = {
  header: 'header',
  title: 'title',
  price: 'price as shown on the card',
  body: 'body (rich text)',
  summary: 'summary (rich text)',
  bg: 'background colour (#hex)',
  fg: 'text colour (#hex)',
  items: 'items (rich text)',
};

const LEVEL_LABEL: Record<CardLevel, string> = { general: 'General', level_1: 'Level 1', level_2: 'Level 2' };

/** A rich-text card part: typed as HTML here, sanitized when saved. */
function RichTextField({ field, label }: { field: FieldMetadata<string | undefined>; label: string }) {
  return (
    <div>
      <label htmlFor={field.id} className="block">
        {label}
      </label>
      <textarea
        {...getTextareaProps(field)}
        key={field.key}
        rows={3}
        className="mt-1 block w-full rounded border border-line px-2 py-1 font-mono text-sm"
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

type LoadedVariant = ReturnType<typeof useLoaderData<typeof loader>>['variants'][number];

/** One variant's editor: its three prices and the three levels' cards, saved together. */
function VariantForm({ variant: v }: { variant: LoadedVariant }) {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const mine = answer?.variant === v.variant ? answer : undefined;
  const [form, fields] = useForm<z.input<typeof pricesSchema>>({
    id: `prices-${v.variant}`,
    lastResult: navigation.state === 'idle' ? mine?.result : undefined,
    constraint: getZodConstraint(pricesSchema),
    defaultValue: { variant: v.variant, general: v.general, level_1: v.level_1, level_2: v.level_2, cards: v.cards },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pricesSchema }),
  });
  const cards = fields.cards.getFieldset();
  const message = mine?.saved ?? form.errors?.[0];
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby={`variant-${v.variant}`}
      className="grid gap-4 rounded-lg border border-line p-5"
    >
      <h2 id={`variant-${v.variant}`} className="text-xl font-semibold capitalize">
        {v.variant}
      </h2>
      <input type="hidden" name={fields.variant.name} value={v.variant} />
      <div className="grid gap-4 md:grid-cols-3">
        {CARD_LEVELS.map((level) => {
          const card = cards[level].getFieldset();
          return (
            <fieldset key={level} className="grid gap-2 rounded border border-line p-3">
              <legend className="font-semibold">{LEVEL_LABEL[level]}</legend>
              <TextField field={fields[level]} label={`${LEVEL_LABEL[level]} price ($)`} type="number" min={0} />
              {CARD_PARTS.map((part) =>
                (RICH_TEXT_PARTS as readonly string[]).includes(part) ? (
                  <RichTextField key={part} field={card[part]} label={`${LEVEL_LABEL[level]}: ${PART_LABEL[part]}`} />
                ) : (
                  <TextField key={part} field={card[part]} label={`${LEVEL_LABEL[level]}: ${PART_LABEL[part]}`} />
                ),
              )}
            </fieldset>
          );
        })}
      </div>
      {message ? (
        <p role={mine?.saved ? 'status' : 'alert'} className={mine?.saved ? '' : 'text-danger'}>
          {message}
        </p>
      ) : null}
      <Button type="submit" name="intent" value="save" className="justify-self-start">
        {`Save ${v.variant} pricing cards`}
      </Button>
    </Form>
  );
}

export default function PaywallPrices() {
  const { variants } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="prices-title" className="grid gap-8">
      <h1 id="prices-title" className="text-3xl font-semibold text-brand">
        Paywall prices
      </h1>
      <p className="-mt-4 max-w-3xl text-muted">
        The level prices are the costs of the default workflow type, which is what a payment charges. Body, summary and
        items are rich text: paragraphs, bold, italic, lists and links are kept; anything else is removed when you save.
      </p>
      {variants.map((v) => (
        // keyed by what is stored: after a save the editor shows the sanitized texts, after a refusal what was typed
        <VariantForm key={`${v.variant}:${v.general}:${JSON.stringify(v.cards)}`} variant={v} />
      ))}
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="The prices could not be shown or saved. Please check them and try again in a moment." />;
}
