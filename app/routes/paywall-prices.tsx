import { getFormProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PriceCard } from '~/components/price-card';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { AdminFormDialog, useAdminDialogForm } from '~/components/admin/admin-dialog-form';
import { FieldError, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { loadPrices, priceCardView, saveCard, saveLevelPrices } from '~/services/payments/prices.server';
import { findStage, PRICE_CARD_STAGES } from '~/services/payments/price-card-stages';
import { fillPricePlaceholders, RICH_TEXT_PARTS, TYPED_PARTS, type LevelPrices, type PriceCardView } from '~/services/payments/pricing-cards';
import { cardDefaultsIn, type PriceCardDefaults } from '~/services/payments/card-defaults';
import { storeCardImage } from '~/services/payments/price-card-image.server';
import { adminSchemas } from '~/services/admin/admin-forms';
import { priceRefusalTexts } from '~/services/admin/admin-words.server';
import { requestTexts } from '~/i18n/i18next.server';
import type adminCatalogue from '../../i18n/catalogues/en/admin';
import { StatusPageForError } from '~/components/status-pages';
import { adminFormAction, formIntent, type IntentOutcome } from '~/services/admin/reference-data-page.server';

export const handle: PageHandle = { title: (_data, t) => t('admin:prices.title'), i18n: ['admin'] };

type PriceSchemas = ReturnType<typeof adminSchemas>;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const url = new URL(request.url);
  const variants = await loadPrices(getDb());
  // the parts a card leaves empty show the pay page's defaults, in the admin's words
  const defaults = cardDefaultsIn(await requestTexts(request, 'guide'));
  const pricesOf = (variant: string): LevelPrices => {
    const v = variants.find((x) => x.variant === variant)!;
    return { p1: v.level_1, p2: v.level_2 };
  };
  // each stage's card as the pay page shows it; the dialog of the stage in ?edit= opens without JavaScript too
  const stages = PRICE_CARD_STAGES.map((stage) => {
    const stored = variants.find((v) => v.variant === stage.variant)!.cards[stage.level];
    return { ...stage, stored, preview: priceCardView(stored, { variant: stage.variant, level: stage.level, prices: pricesOf(stage.variant), defaults }), prices: pricesOf(stage.variant) };
  });
  const editId = url.searchParams.get('edit');
  if (editId && !findStage(editId)) throw new Response('Not Found', { status: 404 });
  const t = await requestTexts(request, 'admin');
  return {
    title: t('tabTitle', { title: t('prices.title') }),
    variants: variants.map(({ variant, general, level_1, level_2 }) => ({ variant, general, level_1, level_2 })),
    stages,
    editing: stages.find((s) => s.id === editId) ?? null,
    updated: (() => {
      const saved = findStage(url.searchParams.get('updated'));
      return saved ? t('prices.updatedStage', { stage: t(`prices.stages.${saved.id as StageId}`) }) : null;
    })(),
  };
}

/** What the page shows beside a form's result: which variant's prices form answered (null: the card dialog), its
 * saved message, and a card previewed with the image it would keep. */
interface PricesAnswer {
  variant: string | null;
  saved: string | null;
  preview: PriceCardView | null;
  previewImage: string;
}

// A card's Save and Preview share the card's form: a new upload replaces the image, 'Remove the image' clears it,
// otherwise it stays; Save keeps the card, Preview shows it as the pay page would, sanitized by the server. The
// services' refusals are English; the admin reads them in their language (priceRefusalTexts).
function cardIntent(priceCardSchema: PriceSchemas['priceCardSchema'], say: (text: string) => string, defaults: PriceCardDefaults) {
  return formIntent(priceCardSchema, async ({ variant, level, card: posted }, formData, intent): Promise<IntentOutcome<PricesAnswer>> => {
    const card = { ...posted };
    const upload = formData.get('image');
    if (formData.get('removeImage') === 'on') card.img = '';
    if (upload instanceof File && upload.size > 0) {
      const stored = await storeCardImage(getDb(), upload);
      if (!stored.ok) return { kind: 'refused', field: 'card.img', message: say(stored.message) };
      card.img = stored.key;
    }
    if (intent === 'save-card') {
      await saveCard(getDb(), variant, level, card);
      return { kind: 'redirect', to: `/paywall-prices?updated=${variant}.${level}` };
    }
    const prices = (await loadPrices(getDb())).find((v) => v.variant === variant)!;
    return { kind: 'shown', answer: { preview: priceCardView(card, { variant, level, prices: { p1: prices.level_1, p2: prices.level_2 }, defaults }), previewImage: card.img } };
  });
}

export async function action(args: ActionFunctionArgs) {
  await requireGlobalAdmin(args.request);
  const t = await requestTexts(args.request, 'admin');
  const say = await priceRefusalTexts(args.request);
  const { priceCardSchema, priceLevelsSchema } = adminSchemas(t);
  const card = cardIntent(priceCardSchema, say, cardDefaultsIn(await requestTexts(args.request, 'guide')));
  const answerForm = adminFormAction<PricesAnswer>({
    unknownAction: (intent) => t('prices.unknownAction', { intent }),
    intents: {
      'save-prices': formIntent(priceLevelsSchema, async (value) => {
        const result = await saveLevelPrices(getDb(), value);
        return result.ok ? { kind: 'shown', answer: { saved: t('prices.updated') }, resetForm: true } : { kind: 'refused', message: say(result.message) };
      }),
      'save-card': card,
      'preview-card': card,
    },
    fallbackSchema: priceLevelsSchema,
    answer: (formData) => ({ variant: formData.get('intent') === 'save-prices' ? String(formData.get('variant')) : null, saved: null, preview: null, previewImage: '' }),
  });
  return answerForm(args);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Paywall prices | Accord' }];

/** a stage's id ('collaborative.level_1') is its title's key under `prices.stages` */
type StageId = { [V in keyof typeof adminCatalogue.prices.stages]: `${V}.${keyof (typeof adminCatalogue.prices.stages)[V] & string}` }[keyof typeof adminCatalogue.prices.stages];

/** A rich-text card part: typed as HTML here, sanitized when saved. */
function RichTextField({ field, label }: { field: FieldMetadata<string | undefined>; label: string }) {
  return (
    <div>
      <label htmlFor={field.id} className="block">
        {label}
      </label>
      <textarea {...getTextareaProps(field)} key={field.key} rows={3} className="mt-1 block w-full rounded border border-line px-2 py-1 font-mono text-sm" />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

type LoadedVariant = ReturnType<typeof useLoaderData<typeof loader>>['variants'][number];
type LoadedStage = ReturnType<typeof useLoaderData<typeof loader>>['stages'][number];

/** One variant's level prices; the general price must be their sum. */
function VariantPricesForm({ variant: v }: { variant: LoadedVariant }) {
  const { t } = useTranslation('admin');
  const priceLevelsSchema = useMemo(() => adminSchemas(t).priceLevelsSchema, [t]);
  const variant = t(`prices.variants.${v.variant}`);
  const answer = useActionData<typeof action>();
  const mine = answer?.variant === v.variant ? answer : undefined;
  const [form, fields] = useAdminDialogForm<z.input<typeof priceLevelsSchema>, z.output<typeof priceLevelsSchema>>({
    id: `prices-${v.variant}`,
    schema: priceLevelsSchema,
    result: mine?.result,
    defaultValue: { variant: v.variant, general: v.general, level_1: v.level_1, level_2: v.level_2 },
  });
  const message = mine?.saved ?? form.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} aria-label={t('prices.variantPrices', { variant })} className="grid gap-3 rounded-lg border border-line p-4">
      <ErrorSummary items={conformErrorItems(form)} />
      <input type="hidden" name={fields.variant.name} value={v.variant} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField field={fields.general} label={t('prices.general')} type="number" min={0} />
        <TextField field={fields.level_1} label={t('prices.level1')} type="number" min={0} />
        <TextField field={fields.level_2} label={t('prices.level2')} type="number" min={0} />
      </div>
      {message ? (
        <p role={mine?.saved ? 'status' : 'alert'} className={mine?.saved ? '' : 'text-danger'}>
          {message}
        </p>
      ) : null}
      <Button type="submit" name="intent" value="save-prices" className="justify-self-start">
        {t('prices.savePrices', { variant })}
      </Button>
    </Form>
  );
}

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/**
 * The card dialog's form and its preview. Plain parts and colours follow what is typed (with JavaScript); rich
 * text is shown as the server sanitized it, after Preview or Save, so the preview never runs unsanitized HTML.
 */
function CardForm({ stage }: { stage: LoadedStage }) {
  const { t } = useTranslation('admin');
  const priceCardSchema = useMemo(() => adminSchemas(t).priceCardSchema, [t]);
  const stageTitle = t(`prices.stages.${stage.id as StageId}`);
  const answer = useActionData<typeof action>();
  const [form, fields] = useAdminDialogForm<z.input<typeof priceCardSchema>, z.output<typeof priceCardSchema>>({
    id: `card-${stage.id}`,
    schema: priceCardSchema,
    result: answer?.variant === null ? answer.result : undefined,
    defaultValue: { variant: stage.variant, level: stage.level, card: stage.stored },
  });
  const card = fields.card.getFieldset();
  const serverPreview: PriceCardView = answer?.preview ?? stage.preview;
  const isTyped = (part: 'header' | 'title' | 'price') => {
    const value = card[part].value;
    return typeof value === 'string' && value.trim() !== '';
  };
  const typed = (part: 'header' | 'title' | 'price') => (isTyped(part) ? fillPricePlaceholders(String(card[part].value), stage.prices) : serverPreview[part]);
  // what is typed is the author's (English); an emptied part shows the default in the admin's words
  const authored = [...(serverPreview.authored ?? []).filter((part) => !['header', 'title', 'price'].includes(part)), ...(['header', 'title', 'price'] as const).filter(isTyped)];
  const colour = (part: 'bg' | 'fg') => {
    const value = card[part].value;
    return typeof value === 'string' && COLOUR.test(value) ? value : serverPreview[part];
  };
  const live: PriceCardView = { ...serverPreview, header: typed('header'), title: typed('title'), price: typed('price'), bg: colour('bg'), fg: colour('fg'), authored };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} aria-label={t('prices.editStage', { stage: stageTitle })} className="grid gap-2">
        <ErrorSummary items={conformErrorItems(form, { 'card.img': 'card-image' })} />
        <input type="hidden" name={fields.variant.name} value={stage.variant} />
        <input type="hidden" name={fields.level.name} value={stage.level} />
        {/* the image shown in the preview (a Preview's upload, else the stored one) is what Save keeps */}
        <input type="hidden" name={card.img.name} value={answer?.preview ? answer.previewImage : stage.stored.img} />
        <div className="grid gap-1">
          <label htmlFor="card-image">{t('prices.image')}</label>
          <input id="card-image" type="file" name="image" accept="image/png,image/jpeg,image/gif,image/webp" aria-describedby={card.img.errors?.length ? card.img.errorId : undefined} />
          <FieldError id={card.img.errorId} errors={card.img.errors} />
          {stage.stored.img ? (
            <label className="flex items-center gap-2">
              <input type="checkbox" name="removeImage" /> {t('prices.removeImage')}
            </label>
          ) : null}
        </div>
        {TYPED_PARTS.map((part) =>
          (RICH_TEXT_PARTS as readonly string[]).includes(part) ? (
            <RichTextField key={part} field={card[part]} label={t(`prices.parts.${part}`)} />
          ) : (
            <TextField key={part} field={card[part]} label={t(`prices.parts.${part}`)} />
          ),
        )}
        <p className="text-sm text-muted">{t('prices.placeholders')}</p>
        {form.errors?.length ? (
          <p role="alert" className="text-danger">
            {form.errors[0]}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="save-card">
            {t('prices.saveCard')}
          </Button>
          <Button type="submit" name="intent" value="preview-card" variant="secondary">
            {t('prices.preview')}
          </Button>
          <Button asChild variant="secondary">
            <Link to="/paywall-prices">{t('prices.cancel')}</Link>
          </Button>
        </div>
      </Form>
      <div aria-label={t('prices.preview')} role="region">
        <p className="font-semibold">{t('prices.previewTitle')}</p>
        {/* the parts the administrators wrote are marked English by the card; its defaults are in the admin's words */}
        <PriceCard card={live} badge={null} label={t('prices.cardLabel')} />
      </div>
    </div>
  );
}

export default function PaywallPrices() {
  const { variants, stages, editing, updated } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const stageTitle = (stage: { id: string }) => t(`prices.stages.${stage.id as StageId}`);
  return (
    <section aria-labelledby="prices-title" className="grid gap-8">
      <h1 id="prices-title" className="text-3xl font-semibold text-brand">
        {t('prices.title')}
      </h1>
      <p className="-mt-4 max-w-3xl text-muted">{t('prices.lead')}</p>
      {updated ? (
        <p role="status" className="rounded border border-line bg-brand-soft px-3 py-2">
          {updated}
        </p>
      ) : null}
      {variants.map((v) => (
        <section key={v.variant} aria-labelledby={`variant-${v.variant}`} className="grid gap-4">
          <h2 id={`variant-${v.variant}`} className="text-2xl font-semibold">
            {t(`prices.variants.${v.variant}`)}
          </h2>
          <VariantPricesForm key={`${v.variant}:${v.general}:${v.level_1}`} variant={v} />
          <div className="grid gap-6 md:grid-cols-3">
            {stages
              .filter((s) => s.variant === v.variant)
              .map((stage) => (
                <section key={stage.id} aria-labelledby={`stage-${stage.id}`} className="grid content-start gap-2">
                  <h3 id={`stage-${stage.id}`} className="text-lg font-semibold">
                    {stageTitle(stage)}
                  </h3>
                  <PriceCard card={stage.preview} badge={null} label={t('prices.cardLabel')} />
                  <Button asChild variant="secondary" className="justify-self-start">
                    <Link to={`?edit=${stage.id}`} aria-label={t('prices.editStage', { stage: stageTitle(stage) })}>
                      {t('prices.edit')}
                    </Link>
                  </Button>
                </section>
              ))}
          </div>
        </section>
      ))}
      <AdminFormDialog open={editing !== null} title={editing ? t('prices.editStage', { stage: stageTitle(editing) }) : ''} closeTo="/paywall-prices" wide>
        {editing ? <CardForm key={`${editing.id}:${JSON.stringify(editing.stored)}`} stage={editing} /> : null}
      </AdminFormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('prices.notFound')} failed={t('prices.failed')} />;
}
