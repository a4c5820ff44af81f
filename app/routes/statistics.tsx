import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { FunnelChart, WeeklyChart } from '~/components/admin/charts';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { usDate } from '~/services/admin/dates';
import { completionsPerWeek, funnelOf, FUNNEL_STAGES, loadStatisticsRows, paymentEventCounts, readStatisticsFilter, statisticsWorkflowTypes } from '~/services/admin/statistics.server';
import { PAYMENT_EVENT_NAMES } from '~/services/admin/payment-events';
import { StatusPageForError } from '~/components/status-pages';
import { NoResultsRow } from '~/components/admin/table-parts';
import { requestTexts } from '~/i18n/i18next.server';

export const handle: PageHandle = { title: (_data, t) => t('admin:statistics.title'), i18n: ['admin'] };

/** How many rows the page shows; the CSV has them all. */
const ROWS_SHOWN = 200;

// Statistics (administration-platform.md §2.11): a funnel and completions per week as server-drawn SVG, the
// per-user rows, a filter by account creation date and workflow type (a GET form); /statistics/csv has all rows.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const url = new URL(request.url);
  const timeZone = getEnv().APP_TIME_ZONE;
  const { filter, form, errors } = readStatisticsFilter(url, timeZone);
  const t = await requestTexts(request, 'admin');
  const db = getDb();
  const now = new Date();
  const rows = await loadStatisticsRows(db, filter, now);
  // the table's dates as MM/DD/YY (§2.11 allows it) to fit its thirteen columns, in every language (a month's name
  // would not fit); the CSV keeps MM/DD/YYYY
  const format = (d: Date) => usDate(d, timeZone).replace(/\/\d{2}(\d{2})$/, '/$1');
  const funnel = funnelOf(rows);
  return {
    title: t('tabTitle', { title: t('statistics.title') }),
    filter: form,
    errors: errors.map((e) => (e.field === 'from' ? t('statistics.notADateFrom', { value: e.value }) : t('statistics.notADateTo', { value: e.value }))),
    types: await statisticsWorkflowTypes(db),
    paymentEvents: await paymentEventCounts(db, filter),
    funnel: FUNNEL_STAGES.map((stage) => ({ key: stage, label: t(`statistics.stages.${stage}`), count: funnel[stage] })),
    weeks: completionsPerWeek(rows, now).map((w) => ({ label: usDate(w.weekStart, 'UTC').slice(0, 5), count: w.count })),
    total: rows.length,
    csvHref: `/statistics/csv${url.search}`,
    rows: rows.slice(0, ROWS_SHOWN).map((r) => ({
      ...r,
      signed: r.signed ? format(r.signed) : '',
      completed: r.completed ? format(r.completed) : '',
      paymentDate1: r.paymentDate1 ? format(r.paymentDate1) : '',
      paymentDate2: r.paymentDate2 ? format(r.paymentDate2) : '',
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Statistics | Accord' }];

const COLUMNS = ['email', 'totalDays', 'signed', 'completed', 'spouseEmail', 'userType', 'verified', 'workflow', 'step', 'workflowType', 'collaborate', 'paymentDate1', 'paymentDate2'] as const;

export default function Statistics() {
  const { filter, errors, types, funnel, weeks, rows, total, csvHref, paymentEvents } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const yesNo = (value: boolean) => (value ? t('statistics.yes') : t('statistics.no'));
  return (
    <section aria-labelledby="statistics-title" className="grid gap-6">
      <h1 id="statistics-title" className="text-3xl font-semibold text-brand">
        {t('statistics.title')}
      </h1>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('statistics.filterLabel')}>
        <div>
          <label htmlFor="stats-from" className="block font-medium">
            {t('statistics.from')}
          </label>
          <input id="stats-from" name="from" defaultValue={filter.from} placeholder={t('statistics.datePlaceholder')} className="mt-1 block rounded-md border border-line px-3 py-2" />
        </div>
        <div>
          <label htmlFor="stats-to" className="block font-medium">
            {t('statistics.to')}
          </label>
          <input id="stats-to" name="to" defaultValue={filter.to} placeholder={t('statistics.datePlaceholder')} className="mt-1 block rounded-md border border-line px-3 py-2" />
        </div>
        <div>
          <label htmlFor="stats-type" className="block font-medium">
            {t('statistics.workflowType')}
          </label>
          <select id="stats-type" name="type" defaultValue={filter.type} className="mt-1 block rounded-md border border-line px-3 py-2">
            <option value="">{t('statistics.all')}</option>
            {/* a type's name is its author's (ADR 035), English until types carry other languages */}
            {types.map((type) => (
              <option key={type} value={type} lang="en">
                {type}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{t('statistics.filter')}</Button>
        <a href={csvHref} download="statistics.csv" className="py-2">
          {t('statistics.downloadCsv')}
        </a>
      </Form>
      {errors.map((e) => (
        <FormMessage key={e} type="error">
          {e}
        </FormMessage>
      ))}
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="rounded-lg border border-line bg-white p-4">
          <figcaption className="text-lg font-semibold">{t('statistics.funnelCaption')}</figcaption>
          <FunnelChart stages={funnel} title={t('statistics.funnelTitle')} />
        </figure>
        <figure className="rounded-lg border border-line bg-white p-4">
          <figcaption className="text-lg font-semibold">{t('statistics.weeklyCaption')}</figcaption>
          <WeeklyChart weeks={weeks} title={t('statistics.weeklyTitle')} />
        </figure>
      </div>
      {/* the events' names may break anywhere: in a longer language three of them are wider than a phone */}
      <table className="w-auto max-w-full justify-self-start text-left [&_td]:px-3 [&_td]:py-1 [&_th]:px-3 [&_th]:align-bottom [&_th]:[overflow-wrap:anywhere]">
        <caption className="mb-1 text-left text-lg font-semibold">{t('statistics.paymentEvents')}</caption>
        <thead>
          <tr>
            {PAYMENT_EVENT_NAMES.map((name) => (
              <th key={name} scope="col">
                {t(`statistics.paymentEventNames.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {PAYMENT_EVENT_NAMES.map((name) => (
              <td key={name}>{paymentEvents[name]}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <p>{total > rows.length ? t('statistics.showingFirst', { shown: rows.length, total }) : t('statistics.rows', { count: total })}</p>
      {/* thirteen columns: small type, headers that hyphenate, dates as MM/DD/YY (§9 allows both) and long addresses
          and names that wrap anywhere let the table fit a desktop page; on a narrower screen it scrolls sideways */}
      {/* a box that scrolls sideways takes the focus, so a keyboard can scroll it (WCAG 2.1.1) */}
      <div className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand" tabIndex={0} role="region" aria-label={t('statistics.tableBox')}>
        <table className="w-full table-auto text-left text-xs leading-snug [&_td]:px-1.5 [&_td]:py-1 [&_td]:align-top [&_th]:px-1.5 [&_th]:align-bottom [&_th]:font-semibold [&_th]:hyphens-auto">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(`statistics.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.email}-${i}`}>
                <td className="min-w-[7rem] [overflow-wrap:anywhere]">{r.email}</td>
                <td>{r.totalDays}</td>
                <td>{r.signed}</td>
                <td>{r.completed}</td>
                <td className="min-w-[6rem] [overflow-wrap:anywhere]">{r.spouseEmail}</td>
                <td>{t(`statistics.userTypes.${r.userType}`)}</td>
                <td>{yesNo(r.verified)}</td>
                {/* a workflow's name and its type's title are their authors' words, in English (ADR 035) */}
                <td lang="en" className="min-w-[5rem] [overflow-wrap:anywhere]">
                  {r.workflow}
                </td>
                <td>{r.step ?? ''}</td>
                <td lang="en">{r.workflowType}</td>
                <td>{r.collaborate === null ? '' : yesNo(r.collaborate)}</td>
                <td>{r.paymentDate1}</td>
                <td>{r.paymentDate2}</td>
              </tr>
            ))}
            {rows.length === 0 ? <NoResultsRow columns={COLUMNS.length} text={t('noResults')} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError failed={t('statistics.failed')} />;
}
