import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { isAdmin } from '~/services/accounts/sessions.server';
import { requireUser } from '~/utils/permissions.server';
import { countiesOf, lookupMessages, publishedFor, workflowTypesFor } from '~/services/guide/guide-lookup.server';
import { GUIDE_STATES } from '~/services/guide/states';
import { startUserWorkflow } from '~/services/guide/user-workflows.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Divorce Forms' };

const STEPS = ['State', 'Type', 'Participating', 'Children', 'County', 'Tutorial', 'Jurisdiction'] as const;
const ANY_COUNTY = 'any';

/** The choices so far, from the query string: each step's form carries the earlier ones. */
const choiceSchema = z.object({
  state: z.string().optional(),
  type: z.string().optional(),
  participating: z.enum(['collaborative', 'unilateral']).optional(),
  children: z.enum(['with', 'without']).optional(),
  county: z.string().optional(),
  tutorial: z.literal('done').optional(),
});
type Choice = z.infer<typeof choiceSchema>;

function readChoice(params: URLSearchParams): Choice {
  const parsed = choiceSchema.safeParse(Object.fromEntries([...params].filter(([, v]) => v !== '')));
  return parsed.success ? parsed.data : {};
}

interface Resolved {
  step: number;
  choice: Choice;
  messages: string[];
  types?: Awaited<ReturnType<typeof workflowTypesFor>>;
  costs?: Awaited<ReturnType<typeof workflowTypesFor>>[number]['costs'];
  counties?: string[];
  workflow?: Awaited<ReturnType<typeof publishedFor>>[number];
}

async function resolve(choice: Choice): Promise<Resolved> {
  const db = getDb();
  const messages: string[] = [];
  if (!choice.state || !GUIDE_STATES.includes(choice.state)) return { step: 1, choice: {}, messages };
  const types = await workflowTypesFor(db, choice.state);
  const typeRow = types.find((t) => t.title === choice.type);
  if (!typeRow) {
    if (types.length === 0) messages.push(lookupMessages.noType('Divorce', choice.state));
    return { step: 2, choice: { state: choice.state }, types, messages };
  }
  const forType = await publishedFor(db, { state: choice.state, type: typeRow.title });
  if (forType.length === 0)
    return {
      step: 2,
      choice: { state: choice.state },
      types,
      messages: [lookupMessages.noType(typeRow.title, choice.state)],
    };
  const base = { state: choice.state, type: typeRow.title };
  if (!choice.participating) return { step: 3, choice: base, types, costs: typeRow.costs, messages };
  const withMode = { ...base, participating: choice.participating };
  if (!choice.children) return { step: 4, choice: withMode, messages };
  const forChildren = await publishedFor(db, { ...base, children: choice.children });
  if (forChildren.length === 0)
    return { step: 4, choice: withMode, messages: [lookupMessages.noForm(choice.state, choice.children, null)] };
  const withChildren = { ...withMode, children: choice.children };
  const counties = forChildren.some((w) => w.use_counties) ? await countiesOf(db, choice.state) : [];
  if (!choice.county) return { step: 5, choice: withChildren, counties, messages };
  const county = choice.county === ANY_COUNTY ? null : choice.county;
  const matches = await publishedFor(db, { ...base, children: choice.children, county });
  if (matches.length === 0)
    return {
      step: 5,
      choice: withChildren,
      counties,
      messages: [lookupMessages.noForm(choice.state, choice.children, county)],
    };
  const complete = { ...withChildren, county: choice.county };
  const workflow = matches[0]!;
  if (choice.participating === 'collaborative' && !choice.tutorial)
    return { step: 6, choice: complete, workflow, messages };
  return {
    step: 7,
    choice: { ...complete, ...(choice.participating === 'collaborative' ? { tutorial: 'done' as const } : {}) },
    workflow,
    messages,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const resolved = await resolve(readChoice(new URL(request.url).searchParams));
  return {
    ...resolved,
    workflow: resolved.workflow
      ? { id: resolved.workflow.id, name: resolved.workflow.name, jurisdiction: resolved.workflow.jurisdiction }
      : undefined,
    types: resolved.types?.map((t) => ({ title: t.title })),
    prices: resolved.costs
      ? {
          collaborative: resolved.costs.collaborative.paywall1 + resolved.costs.collaborative.paywall2,
          unilateral: resolved.costs.unilateral.paywall1 + resolved.costs.unilateral.paywall2,
        }
      : undefined,
    states: GUIDE_STATES,
    admin: isAdmin(user),
    tutorialVideoUrl: getEnv().TUTORIAL_VIDEO_URL ?? null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const resolved = await resolve(
    readChoice(new URLSearchParams([...form].filter((e): e is [string, string] => typeof e[1] === 'string'))),
  );
  if (resolved.step !== 7 || !resolved.workflow || form.get('intent') !== 'agree')
    return data({ error: 'Please complete every step first.' }, { status: 400 });
  const formType = resolved.choice.participating!;
  const county = resolved.choice.county === ANY_COUNTY ? null : (resolved.choice.county ?? null);
  if (isAdmin(user)) {
    // an admin counts as having paid: the form starts straight away
    const { id } = await startUserWorkflow(getDb(), {
      publishedWorkflowId: resolved.workflow.id,
      ownerId: user.id,
      county,
      collaborate: formType === 'collaborative',
    });
    return redirect(`/legal-form-guide/divorce-forms/${id}`);
  }
  const query = new URLSearchParams(county ? { county } : {});
  return redirect(`/pay-for-form/${resolved.workflow.id}/${user.id}/${formType}/1${query.size ? `?${query}` : ''}`);
}

function Hidden({ choice }: { choice: Choice }) {
  return <>{Object.entries(choice).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}</>;
}

/** The link back to a step keeps only the choices made before it. */
function backTo(step: number, choice: Choice): string {
  const keys: (keyof Choice)[] = ['state', 'type', 'participating', 'children', 'county', 'tutorial'];
  const kept = keys.slice(0, step - 1).filter((k) => choice[k]);
  const params = new URLSearchParams(kept.map((k) => [k, choice[k]!]));
  return `/legal-form-guide${params.size ? `?${params}` : ''}`;
}

/** One step of the stepper: a GET form that carries the choices so far and ends with Continue. */
function StepForm({
  choice,
  children,
  continueName,
  canContinue = true,
}: {
  choice?: Choice;
  children: ReactNode;
  continueName?: string;
  canContinue?: boolean;
}) {
  return (
    <Form method="get">
      {choice ? <Hidden choice={choice} /> : null}
      {children}
      {canContinue ? (
        <Button type="submit" className="mt-4" {...(continueName ? { name: continueName, value: 'done' } : {})}>
          Continue
        </Button>
      ) : null}
    </Form>
  );
}

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2">{children}</div>
    </fieldset>
  );
}

const option =
  'flex min-h-12 items-center gap-3 rounded-lg border border-line bg-white px-4 py-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft';

export default function LegalFormGuide() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { step, choice } = loaded;
  const visibleSteps = STEPS.map((name, i) => ({ name, step: i + 1 })).filter(
    (s) => s.step !== 6 || choice.participating !== 'unilateral',
  );
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-semibold text-brand">Find your divorce forms</h1>
      <ol className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label="Setup steps">
        {visibleSteps.map((s) => (
          <li
            key={s.step}
            aria-current={s.step === step ? 'step' : undefined}
            className={cn(s.step === step ? 'font-semibold text-brand' : s.step < step ? 'text-ink' : 'text-muted')}
          >
            {s.step < step ? (
              <Link to={backTo(s.step, choice)} className="underline">
                {s.name}
              </Link>
            ) : (
              s.name
            )}
          </li>
        ))}
      </ol>
      {loaded.messages.map((m) => (
        <p key={m} role="alert" className="mt-4 rounded-md border border-warning bg-amber-50 p-3">
          {m}
        </p>
      ))}
      {actionData && 'error' in actionData ? (
        <p role="alert" className="mt-4 rounded-md border border-danger bg-red-50 p-3 text-danger">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-6 rounded-xl border border-line bg-white p-5 shadow-sm">
        {step === 1 ? (
          <StepForm>
            <label htmlFor="guide-state" className="block text-lg font-semibold">
              In which state will you file?
            </label>
            <select
              id="guide-state"
              name="state"
              defaultValue={choice.state ?? 'Utah'}
              className="mt-2 block w-full rounded-md border border-line px-3 py-2"
            >
              {loaded.states.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </StepForm>
        ) : null}
        {step === 2 ? (
          <StepForm choice={choice} canContinue={Boolean(loaded.types?.length)}>
            <ChoiceGroup legend="What kind of form do you need?">
              {(loaded.types ?? []).map((t, i) => (
                <label key={t.title} className={option}>
                  <input
                    type="radio"
                    name="type"
                    value={t.title}
                    defaultChecked={i === 0}
                    className="size-5 accent-brand"
                  />{' '}
                  {t.title}
                </label>
              ))}
            </ChoiceGroup>
          </StepForm>
        ) : null}
        {step === 3 ? (
          <StepForm choice={choice}>
            <ChoiceGroup legend="Who is taking part?">
              <label className={option}>
                <input
                  type="radio"
                  name="participating"
                  value="collaborative"
                  defaultChecked
                  className="size-5 accent-brand"
                />
                <span className="flex-1">
                  <span className="block font-medium">My spouse and I together (collaborative)</span>
                  <span className="text-sm text-muted">Your spouse reviews, comments and signs online.</span>
                </span>
                <span className="font-semibold">${loaded.prices?.collaborative}</span>
              </label>
              <label className={option}>
                <input type="radio" name="participating" value="unilateral" className="size-5 accent-brand" />
                <span className="flex-1">
                  <span className="block font-medium">Only me (unilateral)</span>
                  <span className="text-sm text-muted">You prepare and file the documents on your own.</span>
                </span>
                <span className="font-semibold">${loaded.prices?.unilateral}</span>
              </label>
            </ChoiceGroup>
          </StepForm>
        ) : null}
        {step === 4 ? (
          <StepForm choice={choice}>
            <ChoiceGroup legend="Do you and your spouse have minor children together?">
              <label className={option}>
                <input type="radio" name="children" value="with" defaultChecked className="size-5 accent-brand" /> Yes,
                with children
              </label>
              <label className={option}>
                <input type="radio" name="children" value="without" className="size-5 accent-brand" /> No, without
                children
              </label>
            </ChoiceGroup>
          </StepForm>
        ) : null}
        {step === 5 ? (
          <StepForm choice={choice}>
            <label htmlFor="guide-county" className="block text-lg font-semibold">
              In which county will you file?
            </label>
            <select
              id="guide-county"
              name="county"
              defaultValue={ANY_COUNTY}
              className="mt-2 block w-full rounded-md border border-line px-3 py-2"
            >
              <option value={ANY_COUNTY}>Any county</option>
              {(loaded.counties ?? []).map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </StepForm>
        ) : null}
        {step === 6 ? (
          <StepForm choice={choice} continueName="tutorial">
            <h2 className="text-lg font-semibold">How working together works</h2>
            {loaded.tutorialVideoUrl ? (
              <a
                href={loaded.tutorialVideoUrl}
                target="_blank"
                rel="noreferrer"
                className="mt-2 flex aspect-video items-center justify-center rounded-lg bg-brand text-white"
              >
                <Play aria-hidden="true" className="size-12" />
                <span className="sr-only">Watch the tutorial video (opens a new tab)</span>
              </a>
            ) : null}
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>You answer the questionnaire at your own pace; every answer is saved as you go.</li>
              <li>
                You share it with your spouse, who reads it, can comment on any answer, and agrees or sends it back to
                you.
              </li>
              <li>When you both agree, the final payment is made and you both sign online.</li>
              <li>You both download the finished court documents, ready to file.</li>
            </ol>
          </StepForm>
        ) : null}
        {step === 7 && loaded.workflow ? (
          <Form method="post">
            <Hidden choice={choice} />
            <h2 className="text-lg font-semibold">Jurisdiction</h2>
            <p className="mt-1 font-medium">{loaded.workflow.name}</p>
            <p className="mt-2">
              These forms are for {loaded.workflow.jurisdiction ?? choice.state}. By continuing you confirm that you or
              your spouse meet the residency rules of {choice.state} and that this is the court where you will file.
            </p>
            <Button type="submit" name="intent" value="agree" className="mt-4">
              I Agree
            </Button>
          </Form>
        ) : null}
        {step > 1 ? (
          <Link to={backTo(step - 1, choice)} className="mt-4 inline-block text-sm text-brand underline">
            Back
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: 'Find your divorce forms · Accord' }];

export function ErrorBoundary() {
  return <StatusPageForError failed="Forms you have already started are kept. Please try this step again in a moment." />;
}
