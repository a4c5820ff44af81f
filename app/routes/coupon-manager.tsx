import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import { Star } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireAdmin } from '~/utils/permissions.server';
import { calendarToday, deleteCoupon, displayDate, findCoupon, listCoupons, normalizeCode, saveCoupon } from '~/services/payments/coupons.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Coupons' };

const PAGE_SIZE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const db = getDb();
  const coupons = await listCoupons(db, page, PAGE_SIZE);
  const { total } = await db.selectFrom('coupons').select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  // the dialog's state is in the URL (?dialog=new, ?edit=CODE) so that it opens without JavaScript too
  const editCode = url.searchParams.get('edit');
  const editing = editCode ? await findCoupon(db, editCode) : undefined;
  if (editCode && !editing) throw new Response('Not Found', { status: 404 });
  const today = calendarToday(getEnv().APP_TIME_ZONE);
  return {
    page,
    pages: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
    coupons: coupons.map((c) => ({ ...c, start: displayDate(c.start_date), end: displayDate(c.end_date) })),
    editing: editing ? { ...editing, start: displayDate(editing.start_date), end: displayDate(editing.end_date) } : undefined,
    dialogOpen: editing !== undefined || url.searchParams.get('dialog') === 'new',
    today: displayDate(today),
  };
}

const usDate = z
  .string()
  .trim()
  .min(1, 'Required')
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Invalid date format. Example MM/DD/YYYY')
  .transform((value, ctx) => {
    const [m, d, y] = value.split('/').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a proper date value' });
      return z.NEVER;
    }
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  });

const couponSchema = z
  .object({
    code: z.string().trim().min(1, 'Required').max(40).transform(normalizeCode),
    amount: z.coerce.number({ message: 'Required' }).int('Must include only numbers.').min(1, 'The amount is 1 to 100').max(100, 'The amount is 1 to 100'),
    limit: z.coerce.number().int('Must include only numbers.').min(0).default(0),
    startDate: usDate,
    endDate: usDate,
    campaign: z.literal('on').optional(),
  })
  .refine((c) => c.endDate >= c.startDate, { message: 'The end date must not be before the start date', path: ['endDate'] });

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get('intent');
  switch (intent) {
    case 'save': {
      const parsed = couponSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return data({ errors }, { status: 400 });
      }
      const c = parsed.data;
      await saveCoupon(getDb(), { code: c.code, amount: c.amount, limit: c.limit, startDate: c.startDate, endDate: c.endDate, campaign: c.campaign === 'on' });
      return redirect('/coupon-manager');
    }
    case 'delete':
      await deleteCoupon(getDb(), String(form.get('code') ?? ''));
      return redirect('/coupon-manager');
    default:
      return data({ errors: { form: `Unknown coupon action '${String(intent)}'` } as Record<string, string> }, { status: 400 });
  }
}

export const meta: MetaFunction = () => [{ title: 'Coupons | Accord' }];

function FieldError({ message }: { message?: string }) {
  return message ? <span className="text-sm text-danger">{message}</span> : null;
}

const noSubscription = () => () => {};

export default function CouponManager() {
  const { coupons, editing, dialogOpen, page, pages, today } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors ?? {};
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const navigate = useNavigate();
  const location = useLocation();
  const listUrl = page > 1 ? `/coupon-manager?page=${page}` : '/coupon-manager';
  const withPage = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...extra })}`;
  const title = editing ? `Update ${editing.code}` : 'Create Coupon Code';
  return (
    <section aria-labelledby="coupons-title" className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="coupons-title" className="text-3xl font-semibold text-brand">
          Coupons
        </h1>
        <Button asChild>
          <Link to={withPage({ dialog: 'new' })}>Create Coupon Code</Link>
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col">Amount</th>
              <th scope="col">Code</th>
              <th scope="col">Count</th>
              <th scope="col">Limit</th>
              <th scope="col">Start Date</th>
              <th scope="col">End Date</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((c) => (
              <tr key={c.code}>
                <td>{c.campaign ? <Star aria-label="Campaign" className="fill-current" /> : null}</td>
                <td>{`${c.amount}%`}</td>
                <td>{c.code}</td>
                <td>{c.count}</td>
                <td>{c.limit}</td>
                <td>{c.start}</td>
                <td>{c.end}</td>
                <td className="flex gap-2">
                  <Link to={withPage({ edit: c.code })}>Edit</Link>
                  <Form method="post">
                    <input type="hidden" name="code" value={c.code} />
                    <button type="submit" name="intent" value="delete" aria-label={`Delete ${c.code}`}>
                      Delete
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
            {coupons.length === 0 ? (
              <tr>
                <td colSpan={8}>No results.</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-3">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Previous</Link> : null}
          <span>{`Page ${page} of ${pages}`}</span>
          {page < pages ? <Link to={`?page=${page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}

      <FormDialog open={dialogOpen} title={title} hydrated={hydrated} onClose={() => navigate(listUrl, { replace: true })}>
        <Form method="post" action={`/coupon-manager${location.search}`} key={editing?.code ?? 'new'} aria-label={title} className="grid gap-3">
          <label className="grid gap-1">
            <span>Code</span>
            <input name="code" defaultValue={editing?.code ?? ''} readOnly={editing !== undefined} className="rounded border border-line px-3 py-2 uppercase" />
            <FieldError message={errors.code} />
          </label>
          <label className="grid gap-1">
            <span>Amount (%)</span>
            <input name="amount" type="number" defaultValue={editing?.amount ?? 1} className="rounded border border-line px-3 py-2" />
            <FieldError message={errors.amount} />
          </label>
          <label className="grid gap-1">
            <span>Limit</span>
            <input name="limit" type="number" min={0} defaultValue={editing?.limit ?? 0} className="rounded border border-line px-3 py-2" />
            <FieldError message={errors.limit} />
          </label>
          <label className="grid gap-1">
            <span>Start Date</span>
            <input name="startDate" placeholder="MM/DD/YYYY" defaultValue={editing?.start ?? today} className="rounded border border-line px-3 py-2" />
            <FieldError message={errors.startDate} />
          </label>
          <label className="grid gap-1">
            <span>End Date</span>
            <input name="endDate" placeholder="MM/DD/YYYY" defaultValue={editing?.end ?? ''} className="rounded border border-line px-3 py-2" />
            <FieldError message={errors.endDate} />
          </label>
          <label className="flex items-center gap-2">
            <input name="campaign" type="checkbox" defaultChecked={editing?.campaign ?? false} />
            <span>Campaign</span>
          </label>
          <FieldError message={errors.form} />
          <div className="flex gap-2">
            <Button type="submit" name="intent" value="save">
              {editing ? 'Update' : 'Create'}
            </Button>
            <Button asChild variant="secondary">
              <Link to={listUrl}>Cancel</Link>
            </Button>
          </div>
        </Form>
      </FormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This coupon does not exist. It may have been deleted." failed="The coupons could not be shown or saved. Please check the list and try again in a moment." />;
}
