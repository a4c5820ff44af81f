import { getFormProps, useForm, type FieldMetadata } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { Star } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { CheckboxField, FieldError, FormMessage, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { formAnswer } from '~/utils/form-answer.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { calendarToday, createCoupon, deleteCoupon, displayDate, findCoupon, listCoupons, updateCoupon } from '~/services/payments/coupons.server';
import { COUPON_PAYWALLS, COUPON_TYPES } from '~/services/payments/coupon-kinds';
import { adminSchemas } from '~/services/admin/admin-forms';
import { requestTexts } from '~/i18n/i18next.server';
import { useHydrated } from '~/utils/use-hydrated';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: (_data, t) => t('admin:coupons.title'), i18n: ['admin'] };

const PAGE_SIZE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const db = getDb();
  const coupons = await listCoupons(db, page, PAGE_SIZE);
  const { total } = await db.selectFrom('coupons').select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  // the dialogs' state is in the URL (?dialog=new, ?edit=CODE, ?delete=CODE) so that they open without JavaScript too
  const editCode = url.searchParams.get('edit');
  const editing = editCode ? await findCoupon(db, editCode) : undefined;
  if (editCode && !editing) throw new Response('Not Found', { status: 404 });
  const deleteCode = url.searchParams.get('delete');
  const deleting = deleteCode ? await findCoupon(db, deleteCode) : undefined;
  if (deleteCode && !deleting) throw new Response('Not Found', { status: 404 });
  const today = calendarToday(getEnv().APP_TIME_ZONE);
  const t = await requestTexts(request, 'admin');
  return {
    title: t('tabTitle', { title: t('coupons.title') }),
    page,
    pages: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
    coupons: coupons.map((c) => ({ ...c, start: displayDate(c.start_date), end: displayDate(c.end_date) })),
    editing: editing ? { ...editing, start: displayDate(editing.start_date), end: displayDate(editing.end_date) } : undefined,
    deleting: deleting?.code ?? null,
    dialogOpen: editing !== undefined || url.searchParams.get('dialog') === 'new',
    today: displayDate(today),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGlobalAdmin(request);
  const t = await requestTexts(request, 'admin');
  const { couponSchema, couponDeleteSchema } = adminSchemas(t);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'create':
    case 'update': {
      const submission = parseWithZod(formData, { schema: couponSchema });
      if (submission.status !== 'success') return formAnswer(context, { result: submission.reply() }, { status: 400 });
      const { campaign, ...coupon } = submission.value;
      // Create never replaces a coupon: a code that exists is refused with its name (editing is Update's)
      const save = intent === 'create' ? createCoupon : updateCoupon;
      const saved = await save(getDb(), { ...coupon, campaign: campaign === 'on' });
      if (!saved.ok) return formAnswer(context, { result: submission.reply({ fieldErrors: { code: [t(`coupons.refusals.${saved.refusal}`, { code: saved.code })] } }) }, { status: 400 });
      return redirect('/coupon-manager');
    }
    case 'delete': {
      const submission = parseWithZod(formData, { schema: couponDeleteSchema });
      if (submission.status !== 'success') return formAnswer(context, { result: submission.reply() }, { status: 400 });
      await deleteCoupon(getDb(), submission.value.code);
      return redirect('/coupon-manager');
    }
    default: {
      const submission = parseWithZod(formData, { schema: couponSchema });
      return formAnswer(context, 
        { result: submission.reply({ formErrors: [t('coupons.unknownAction', { intent: String(intent) })] }) },
        { status: 400 },
      );
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Coupons | Accord' }];

const COLUMNS = ['campaign', 'amount', 'code', 'paywall', 'count', 'limit', 'startDate', 'endDate', 'actions'] as const;

/** A table cell that, on a phone, shows its column's name before its value. */
function Cell({ column, className = '', children }: { column: (typeof COLUMNS)[number]; className?: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <td data-label={t(`coupons.columns.${column}`)} className={`px-2 py-2 max-md:flex max-md:flex-col max-md:p-0 max-md:before:text-sm max-md:before:text-muted max-md:before:content-[attr(data-label)] ${className}`}>
      {children}
    </td>
  );
}

type LoadedCoupon = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['editing']>;

/** The create or update dialog's form: one per coupon (keyed), so its fields start from that coupon. */
function CouponForm({
  editing,
  today,
  title,
  listUrl,
}: {
  editing?: LoadedCoupon;
  today: string;
  title: string;
  listUrl: string;
}) {
  const { t } = useTranslation('admin');
  const couponSchema = useMemo(() => adminSchemas(t).couponSchema, [t]);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const [form, fields] = useForm<z.input<typeof couponSchema>>({
    id: `coupon-${editing?.code ?? 'new'}`,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(couponSchema),
    defaultValue: {
      code: editing?.code ?? '',
      amount: editing?.amount ?? 1,
      limit: editing?.limit ?? 0,
      startDate: editing?.start ?? today,
      endDate: editing?.end ?? '',
      campaign: editing?.campaign ? 'on' : undefined,
      paywall: editing?.paywall ?? 'both',
      type: editing?.type ?? 'percent',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: couponSchema }),
  });
  return (
    <Form
      method="post"
      action={`/coupon-manager${location.search}`}
      {...getFormProps(form)}
      aria-label={title}
      className="grid gap-3 sm:grid-cols-2"
    >
      <ErrorSummary items={conformErrorItems(form)} className="sm:col-span-2" />
      <TextField field={fields.code} label={t('coupons.fields.code')} readOnly={editing !== undefined} className="sm:col-span-2 [&_input]:uppercase" />
      <Choice field={fields.type} label={t('coupons.fields.type')} options={COUPON_TYPES} labels={(type) => t(`coupons.types.${type}`)} />
      <TextField field={fields.amount} label={t('coupons.fields.amount')} type="number" />
      <Choice field={fields.paywall} label={t('coupons.fields.paywall')} options={COUPON_PAYWALLS} labels={(paywall) => t(`coupons.paywalls.${paywall}`)} />
      <TextField field={fields.limit} label={t('coupons.fields.limit')} type="number" min={0} />
      <TextField field={fields.startDate} label={t('coupons.fields.startDate')} placeholder={t('coupons.datePlaceholder')} />
      <TextField field={fields.endDate} label={t('coupons.fields.endDate')} placeholder={t('coupons.datePlaceholder')} />
      <CheckboxField field={fields.campaign} label={t('coupons.fields.campaign')} className="sm:col-span-2" />
      {form.errors?.length ? <FormMessage type="error">{form.errors[0]}</FormMessage> : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" name="intent" value={editing ? 'update' : 'create'}>
          {editing ? t('coupons.updateButton') : t('coupons.createButton')}
        </Button>
        <Button asChild variant="secondary">
          <Link to={listUrl}>{t('cancel')}</Link>
        </Button>
      </div>
    </Form>
  );
}

/** A small set of choices as a select: the stored value posted, the editor's words shown. */
function Choice<T extends string>({ field, label, options, labels }: { field: FieldMetadata<string | undefined>; label: string; options: readonly T[]; labels: (option: T) => string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={field.id}>{label}</label>
      <select
        id={field.id}
        name={field.name}
        key={field.key}
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : options[0]}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
        className="rounded border border-line bg-white px-3 py-2"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels(option)}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export default function CouponManager() {
  const { coupons, editing, deleting, dialogOpen, page, pages, today } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listUrl = page > 1 ? `/coupon-manager?page=${page}` : '/coupon-manager';
  const withPage = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...extra })}`;
  const title = editing ? t('coupons.update', { code: editing.code }) : t('coupons.create');
  return (
    <section aria-labelledby="coupons-title" className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="coupons-title" className="text-3xl font-semibold text-brand">
          {t('coupons.title')}
        </h1>
        <Button asChild>
          <Link to={withPage({ dialog: 'new' })}>{t('coupons.create')}</Link>
        </Button>
      </div>
      {/* below md each coupon is a card of labelled lines (the headers stay for screen readers), so nothing runs together or falls off a phone */}
      <table className="w-full text-left max-md:block">
        <thead className="max-md:sr-only">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2">
                {t(`coupons.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">
          {coupons.map((c) => (
            <tr key={c.code} className="border-t border-line max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-lg max-md:border max-md:p-3">
              <Cell column="campaign">{c.campaign ? <Star aria-label={t('coupons.columns.campaign')} className="inline fill-current" /> : <span className="md:sr-only">{t('no')}</span>}</Cell>
              <Cell column="amount">{c.type === 'fixed' ? `$${c.amount}` : `${c.amount}%`}</Cell>
              <Cell column="code" className="font-semibold max-md:col-span-2 max-md:break-all">
                {c.code}
              </Cell>
              <Cell column="paywall">{t(`coupons.paywalls.${c.paywall}`)}</Cell>
              <Cell column="count">{c.count}</Cell>
              <Cell column="limit">{c.limit}</Cell>
              <Cell column="startDate">{c.start}</Cell>
              <Cell column="endDate">{c.end}</Cell>
              <Cell column="actions" className="max-md:col-span-2">
                <span className="flex gap-4">
                  <Link to={withPage({ edit: c.code })} aria-label={t('coupons.editCode', { code: c.code })} className="underline">
                    {t('coupons.edit')}
                  </Link>
                  <Link to={withPage({ delete: c.code })} aria-label={t('coupons.deleteCode', { code: c.code })} className="text-danger underline">
                    {t('coupons.delete')}
                  </Link>
                </span>
              </Cell>
            </tr>
          ))}
          {coupons.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length}>{t('noResults')}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav aria-label={t('coupons.pages')} className="flex gap-3">
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t('coupons.previous')}</Link> : null}
          <span>{t('coupons.pageOf', { page, pages })}</span>
          {page < pages ? <Link to={`?page=${page + 1}`}>{t('coupons.next')}</Link> : null}
        </nav>
      ) : null}

      <FormDialog
        open={dialogOpen}
        title={title}
        hydrated={hydrated}
        onClose={() => navigate(listUrl, { replace: true })}
      >
        <CouponForm key={editing?.code ?? 'new'} editing={editing} today={today} title={title} listUrl={listUrl} />
      </FormDialog>
      {/* Delete asks first: the same question as a page state without JavaScript and a dialog with it */}
      <FormDialog open={deleting !== null} title={t('coupons.deleteDialog.title', { code: deleting ?? '' })} hydrated={hydrated} onClose={() => navigate(listUrl, { replace: true })}>
        <p>{t('coupons.deleteDialog.question', { code: deleting ?? '' })}</p>
        <Form method="post" action={`/coupon-manager${page > 1 ? `?page=${page}` : ''}`} className="mt-4 flex gap-2">
          <input type="hidden" name="code" value={deleting ?? ''} />
          <Button type="submit" name="intent" value="delete">
            {t('coupons.deleteDialog.yes')}
          </Button>
          <Button asChild variant="secondary">
            <Link to={listUrl}>{t('no')}</Link>
          </Button>
        </Form>
      </FormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('coupons.pageNotFound')} failed={t('coupons.failed')} />;
}
