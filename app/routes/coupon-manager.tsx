import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { Star } from 'lucide-react';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { CheckboxField, FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireAdmin } from '~/utils/permissions.server';
import { calendarToday, deleteCoupon, displayDate, findCoupon, listCoupons, saveCoupon } from '~/services/payments/coupons.server';
import { couponDeleteSchema, couponSchema } from '~/utils/admin-forms';
import { useHydrated } from '~/utils/use-hydrated';
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

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'save': {
      const submission = parseWithZod(formData, { schema: couponSchema });
      if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
      const { campaign, ...coupon } = submission.value;
      await saveCoupon(getDb(), { ...coupon, campaign: campaign === 'on' });
      return redirect('/coupon-manager');
    }
    case 'delete': {
      const submission = parseWithZod(formData, { schema: couponDeleteSchema });
      if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
      await deleteCoupon(getDb(), submission.value.code);
      return redirect('/coupon-manager');
    }
    default: {
      const submission = parseWithZod(formData, { schema: couponSchema });
      return data(
        { result: submission.reply({ formErrors: [`Unknown coupon action '${String(intent)}'`] }) },
        { status: 400 },
      );
    }
  }
}

export const meta: MetaFunction = () => [{ title: 'Coupons | Accord' }];

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
      className="grid gap-3"
    >
      <TextField field={fields.code} label="Code" readOnly={editing !== undefined} className="[&_input]:uppercase" />
      <TextField field={fields.amount} label="Amount (%)" type="number" />
      <TextField field={fields.limit} label="Limit" type="number" min={0} />
      <TextField field={fields.startDate} label="Start Date" placeholder="MM/DD/YYYY" />
      <TextField field={fields.endDate} label="End Date" placeholder="MM/DD/YYYY" />
      <CheckboxField field={fields.campaign} label="Campaign" />
      {form.errors?.length ? <FormMessage type="error">{form.errors[0]}</FormMessage> : null}
      <div className="flex gap-2">
        <Button type="submit" name="intent" value="save">
          {editing ? 'Update' : 'Create'}
        </Button>
        <Button asChild variant="secondary">
          <Link to={listUrl}>Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}

export default function CouponManager() {
  const { coupons, editing, dialogOpen, page, pages, today } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listUrl = page > 1 ? `/coupon-manager?page=${page}` : '/coupon-manager';
  const withPage = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...extra })}`;
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

      <FormDialog
        open={dialogOpen}
        title={title}
        hydrated={hydrated}
        onClose={() => navigate(listUrl, { replace: true })}
      >
        <CouponForm key={editing?.code ?? 'new'} editing={editing} today={today} title={title} listUrl={listUrl} />
      </FormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This coupon does not exist. It may have been deleted." failed="The coupons could not be shown or saved. Please check the list and try again in a moment." />;
}
