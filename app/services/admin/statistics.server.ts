// The statistics page's data (administration-platform.md §2.11): one row per user and user workflow with §2.11's
// rules, the funnel from account to completed documents, and completions per week. All counted in PostgreSQL.
import { PAYMENT_EVENT_NAMES, type PaymentEventName } from './payment-events';
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import { addDays, parseCalendarDay, startOfCalendarDay } from '../../utils/calendar-day';

/** §2.11 and §9: a missing created or last sign-in date counts as 07/01/2023. */
export const DEFAULT_STATISTICS_DATE = new Date('2023-07-01T00:00:00Z');
const DAY_MS = 86_400_000;

export interface StatisticsFilter {
  /** accounts created on or after this instant */
  from?: Date;
  /** accounts created before this instant */
  to?: Date;
  /** the user workflow's type (Divorce, ...) */
  workflowType?: string;
}

/** What the filter form shows by default: the spec's default statistics date. */
export const DEFAULT_FROM_TEXT = '07/01/2023';

/** The filter as the page's GET form sends it; a date that is not one is reported, not ignored. */
export function readStatisticsFilter(url: URL, timeZone: string) {
  const fromText = (url.searchParams.get('from') ?? DEFAULT_FROM_TEXT).trim();
  const toText = (url.searchParams.get('to') ?? '').trim();
  const type = (url.searchParams.get('type') ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, 80);
  const fromDay = fromText ? parseCalendarDay(fromText) : undefined;
  const toDay = toText ? parseCalendarDay(toText) : undefined;
  // which field holds what is not a date, and as typed (shortened): the page says it in the admin's language
  const errors = [
    fromText && !fromDay ? { field: 'from' as const, value: fromText.slice(0, 20) } : null,
    toText && !toDay ? { field: 'to' as const, value: toText.slice(0, 20) } : null,
  ].filter((e) => e !== null);
  const filter: StatisticsFilter = {
    from: fromDay ? startOfCalendarDay(fromDay, timeZone) : undefined,
    // To is the last day counted, so the range ends when the next day starts
    to: toDay ? startOfCalendarDay(addDays(toDay, 1), timeZone) : undefined,
    workflowType: type || undefined,
  };
  return { filter, form: { from: fromText, to: toText, type }, errors };
}

export interface StatisticsRow {
  email: string;
  name: string;
  totalDays: number;
  signed: Date | null;
  completed: Date | null;
  spouseEmail: string;
  userType: 'petitioner' | 'respondent';
  verified: boolean;
  workflow: string;
  step: number | null;
  workflowType: string;
  collaborate: boolean | null;
  paymentDate1: Date | null;
  paymentDate2: Date | null;
}

/**
 * When a user workflow counts as signed (§2.11): a solo (unilateral) form when it reaches step 7, its modified
 * date; a collaborative one on the spouse's e-signature stamp (the signatures table), or, for a form signed before
 * signatures were stored, the modified date of its step 7 (the spouse's signature is what moves it there).
 */
const SIGNED_STEP = 7;
const COMPLETED_STEP = 7;

export async function loadStatisticsRows(db: Queryable, filter: StatisticsFilter, now: Date): Promise<StatisticsRow[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('user_workflows', 'user_workflows.owner_id', 'users.id')
    .select([
      'users.id as user_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.created_at',
      'users.last_sign_in_at',
      'users.email_verified_at',
      'users.is_petitioner',
      'users.petitioner_data',
      'user_workflows.id as workflow_id',
      'user_workflows.name as workflow_name',
      'user_workflows.step',
      'user_workflows.type',
      'user_workflows.collaborate',
      'user_workflows.modified_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('payments')
        .select((p) => p.fn.min('completed_at').as('d'))
        .whereRef('payments.user_id', '=', 'users.id')
        .where('payments.level', '=', 1)
        .where('payments.status', '=', 'completed')
        .as('payment_date_1'),
      eb
        .selectFrom('payments')
        .select((p) => p.fn.min('completed_at').as('d'))
        .whereRef('payments.user_workflow_id', '=', 'user_workflows.id')
        .where('payments.level', '=', 2)
        .where('payments.status', '=', 'completed')
        .as('payment_date_2'),
      // the spouse's e-signature stamp (§2.11): their current signature, not one a restart superseded
      eb
        .selectFrom('signatures')
        .select((g) => g.fn.max('signed_at').as('d'))
        .whereRef('signatures.user_workflow_id', '=', 'user_workflows.id')
        .where('signatures.role', '=', 'respondent')
        .where('signatures.superseded_at', 'is', null)
        .as('spouse_signed_at'),
    ])
    .where('users.role', '=', 'user-basic');
  if (filter.from) query = query.where('users.created_at', '>=', filter.from);
  if (filter.to) query = query.where('users.created_at', '<', filter.to);
  if (filter.workflowType) query = query.where('user_workflows.type', '=', filter.workflowType);
  const rows = await query.orderBy('users.created_at').orderBy('users.id').orderBy('user_workflows.created_at').execute();
  return rows.map((r) => {
    const created = r.created_at ?? DEFAULT_STATISTICS_DATE;
    const lastSignIn = r.last_sign_in_at ?? DEFAULT_STATISTICS_DATE;
    const step = r.step ?? null;
    const modified = r.modified_at ?? null;
    return {
      email: r.email,
      name: `${r.first_name} ${r.last_name}`.trim(),
      totalDays: Math.max(0, Math.ceil((now.getTime() - lastSignIn.getTime()) / DAY_MS)),
      signed: r.collaborate && r.spouse_signed_at ? new Date(r.spouse_signed_at as unknown as string) : step !== null && step >= SIGNED_STEP ? modified : null,
      completed: step === COMPLETED_STEP ? modified : null,
      spouseEmail: r.petitioner_data?.respondent_email ?? '',
      userType: r.is_petitioner ? 'petitioner' : 'respondent',
      verified: r.email_verified_at !== null || lastSignIn.getTime() > created.getTime(),
      workflow: r.workflow_name ?? '',
      step,
      workflowType: r.type ?? '',
      collaborate: r.collaborate ?? null,
      paymentDate1: r.payment_date_1 ? new Date(r.payment_date_1 as unknown as string) : null,
      paymentDate2: r.payment_date_2 ? new Date(r.payment_date_2 as unknown as string) : null,
    };
  });
}

export const FUNNEL_STAGES = ['Accounts', 'Verified', 'Level 1', 'Shared', 'Agreed', 'Level 2', 'Signed', 'Completed'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/**
 * How many people reached each stage, each counted once: an account; verified (as §2.11 counts it); paid level 1
 * (or has a user workflow, as an admin-started one counts); shared with the spouse (a collaborative form past
 * step 2, Share Questionnaire); agreed (past step 3, the review, into payment); paid level 2 (or past step 4);
 * signed; completed (step 7).
 */
export function funnelOf(rows: StatisticsRow[]): Record<FunnelStage, number> {
  const byUser = new Map<string, StatisticsRow[]>();
  for (const row of rows) byUser.set(row.email, [...(byUser.get(row.email) ?? []), row]);
  const count = (test: (r: StatisticsRow) => boolean) => [...byUser.values()].filter((own) => own.some(test)).length;
  return {
    Accounts: byUser.size,
    Verified: count((r) => r.verified),
    'Level 1': count((r) => r.paymentDate1 !== null || r.step !== null),
    Shared: count((r) => r.collaborate === true && (r.step ?? 0) >= 3),
    Agreed: count((r) => (r.step ?? 0) >= 4),
    'Level 2': count((r) => r.paymentDate2 !== null || (r.step ?? 0) >= 5),
    Signed: count((r) => r.signed !== null),
    Completed: count((r) => r.completed !== null),
  };
}

/** Completed user workflows per week (weeks starting Monday, UTC) for the last `weeks` weeks, oldest first, empty weeks included. */
export function completionsPerWeek(rows: StatisticsRow[], now: Date, weeks = 12): Array<{ weekStart: Date; count: number }> {
  const monday = (d: Date) => {
    const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day;
  };
  const thisWeek = monday(now);
  const result = Array.from({ length: weeks }, (_, i) => ({ weekStart: new Date(thisWeek.getTime() - (weeks - 1 - i) * 7 * DAY_MS), count: 0 }));
  for (const row of rows) {
    if (!row.completed) continue;
    const week = monday(row.completed).getTime();
    const slot = result.find((w) => w.weekStart.getTime() === week);
    if (slot) slot.count += 1;
  }
  return result;
}

/** The rows as CSV with §2.11's column names, dates as MM/DD/YYYY. */
export function statisticsCsv(rows: StatisticsRow[], formatDate: (d: Date) => string): string {
  const header = ['email', 'totalDays', 'signed', 'completed', 'spouse_email', 'userType', 'verified', 'workflow', 'step', 'workflowType', 'collaborate', 'payment_date_1', 'payment_date_2'];
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : value instanceof Date ? formatDate(value) : String(value);
    // a cell starting with = + - @ would run as a formula in a spreadsheet
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = rows.map((r) =>
    [r.email, r.totalDays, r.signed, r.completed, r.spouseEmail, r.userType, r.verified ? 'yes' : 'no', r.workflow, r.step, r.workflowType, r.collaborate === null ? '' : r.collaborate ? 'yes' : 'no', r.paymentDate1, r.paymentDate2]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The workflow types people's forms have, for the filter. */
export async function statisticsWorkflowTypes(db: Queryable): Promise<string[]> {
  const rows = await db.selectFrom('user_workflows').select(sql<string>`distinct type`.as('type')).orderBy('type').execute();
  return rows.map((r) => r.type);
}

/**
 * The analytics payment events (administration-platform.md §7) of the accounts the filter's dates select, by name.
 * A deleted account's events are left out like the account itself; the workflow type does not apply (an event
 * belongs to a payment, not to a form).
 */
export async function paymentEventCounts(db: Queryable, filter: StatisticsFilter): Promise<Record<PaymentEventName, number>> {
  let query = db
    .selectFrom('payment_events as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.name', (eb) => eb.fn.countAll<string>().as('n')])
    .where('u.role', '=', 'user-basic')
    .groupBy('e.name');
  if (filter.from) query = query.where('u.created_at', '>=', filter.from);
  if (filter.to) query = query.where('u.created_at', '<', filter.to);
  const rows = await query.execute();
  const counts = Object.fromEntries(PAYMENT_EVENT_NAMES.map((name) => [name, 0])) as Record<PaymentEventName, number>;
  for (const row of rows) counts[row.name] = Number(row.n);
  return counts;
}
