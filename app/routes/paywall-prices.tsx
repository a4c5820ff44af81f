import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { requireAdmin } from '~/utils/permissions.server';
import { loadPrices, PRICE_MESSAGES, savePrices } from '~/services/payments/prices.server';
import { CARD_LEVELS, CARD_PARTS, RICH_TEXT_PARTS, type CardLevel, type PricingCard } from '~/services/payments/pricing-cards';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Paywall prices' };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { variants: await loadPrices(getDb()) };
}

const wholeDollars = z.coerce.number({ message: 'Required' }).int('Must include only numbers.').min(0);
const priceSchema = z.object({ variant: z.enum(['collaborative', 'unilateral']), general: wholeDollars, level_1: wholeDollars, level_2: wholeDollars });

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const parsed = priceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ variant: String(form.get('variant')), ok: false, message: parsed.error.issues[0]?.message ?? 'Required' }, { status: 400 });
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 4000);
  const cards = Object.fromEntries(CARD_LEVELS.map((level) => [level, Object.fromEntries(CARD_PARTS.map((part) => [part, text(`${level}.${part}`)])) as PricingCard])) as Record<CardLevel, PricingCard>;
  const result = await savePrices(getDb(), { ...parsed.data, cards });
  if (!result.ok) return data({ variant: parsed.data.variant, ok: false, message: result.message }, { status: 400 });
  return { variant: parsed.data.variant, ok: true, message: PRICE_MESSAGES.updated };
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

export default function PaywallPrices() {
  const { variants } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="prices-title" className="grid gap-8">
      <h1 id="prices-title" className="text-3xl font-semibold text-brand">
        Paywall prices
      </h1>
      <p className="-mt-4 max-w-3xl text-muted">
        The level prices are the costs of the default workflow type, which is what a payment charges. Body, summary and items are rich text: paragraphs,
        bold, italic, lists and links are kept; anything else is removed when you save.
      </p>
      {variants.map((v) => (
        // keyed by what is stored: after a save the editor shows the sanitized texts, after a refusal what was typed
        <Form key={`${v.variant}:${v.general}:${JSON.stringify(v.cards)}`} method="post" aria-labelledby={`variant-${v.variant}`} className="grid gap-4 rounded-lg border border-line p-5">
          <h2 id={`variant-${v.variant}`} className="text-xl font-semibold capitalize">
            {v.variant}
          </h2>
          <input type="hidden" name="variant" value={v.variant} />
          <div className="grid gap-4 md:grid-cols-3">
            {CARD_LEVELS.map((level) => (
              <fieldset key={level} className="grid gap-2 rounded border border-line p-3">
                <legend className="font-semibold">{LEVEL_LABEL[level]}</legend>
                <label className="grid gap-1">
                  <span>{`${LEVEL_LABEL[level]} price ($)`}</span>
                  <input name={level} type="number" min={0} defaultValue={v[level]} className="rounded border border-line px-2 py-1" />
                </label>
                {CARD_PARTS.map((part) => (
                  <label key={part} className="grid gap-1">
                    <span>{`${LEVEL_LABEL[level]}: ${PART_LABEL[part]}`}</span>
                    {(RICH_TEXT_PARTS as readonly string[]).includes(part) ? (
                      <textarea name={`${level}.${part}`} defaultValue={v.cards[level][part]} rows={3} className="rounded border border-line px-2 py-1 font-mono text-sm" />
                    ) : (
                      <input name={`${level}.${part}`} defaultValue={v.cards[level][part]} className="rounded border border-line px-2 py-1" />
                    )}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          {answer?.variant === v.variant ? (
            <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? '' : 'text-danger'}>
              {answer.message}
            </p>
          ) : null}
          <Button type="submit" className="justify-self-start">
            {`Save ${v.variant} pricing cards`}
          </Button>
        </Form>
      ))}
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="The prices could not be shown or saved. Please check them and try again in a moment." />;
}
