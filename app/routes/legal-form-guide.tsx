import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { ERROR_TITLE_PREFIX, ErrorSummary } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { isAdmin } from '~/services/accounts/sessions.server';
import { formAnswer } from '~/utils/form-answer.server';
import { pageTitle } from '~/utils/page-title';
import { requireUser } from '~/utils/permissions.server';
import {
  ANY_COUNTY,
  readSetupChoice,
  SETUP_MESSAGES,
  SETUP_STEPS,
  setupStepLink,
  setupStepsShown,
  type SetupChoice,
} from '~/services/guide/setup-stepper';
import { agreeToSetup, setupStepView } from '~/services/guide/setup-stepper.server';
import { GUIDE_STATES } from '~/services/guide/states';
import { StatusPageForError } from '~/components/status-pages';

// a one-person type's forms are not divorce forms (ADR 028)
export const handle: PageHandle = { title: (data) => ((data as { divorce?: boolean } | undefined)?.divorce === false ? 'Your Forms' : 'Divorce Forms') };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const view = await setupStepView(getDb(), readSetupChoice(new URL(request.url).searchParams));
  return { ...view, states: GUIDE_STATES, admin: isAdmin(user), tutorialVideoUrl: getEnv().TUTORIAL_VIDEO_URL ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const choice = readSetupChoice(
    new URLSearchParams([...form].filter((e): e is [string, string] => typeof e[1] === 'string')),
  );
  switch (form.get('intent')) {
    case 'agree': {
      const outcome = await agreeToSetup(getDb(), { id: user.id, admin: isAdmin(user) }, choice);
      if ('error' in outcome) return formAnswer(context, { errorSummary: [{ message: outcome.error }] }, { status: 400 });
      return redirect(outcome.redirectTo);
    }
    default:
      return formAnswer(context, { errorSummary: [{ message: SETUP_MESSAGES.incomplete }] }, { status: 400 });
  }
}

/** The control a step's refusal is about: the first of its choices. */
const STEP_FIELD_IDS: Partial<Record<number, string>> = { 1: 'guide-state', 2: 'guide-type', 4: 'guide-children', 5: 'guide-county' };

function Hidden({ choice }: { choice: SetupChoice }) {
  return <>{Object.entries(choice).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}</>;
}

/** One step of the stepper: a GET form that carries the choices so far and ends with Continue. */
function StepForm({
  choice,
  children,
  continueName,
  canContinue = true,
}: {
  choice?: SetupChoice;
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
  const visibleSteps = setupStepsShown(choice, loaded);
  // Back goes to the step shown before this one (a one-person type skips some, ADR 028)
  const previousStep = visibleSteps[visibleSteps.findIndex((s) => s.step === step) - 1]?.step ?? step - 1;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-semibold text-brand">{loaded.divorce ? 'Find your divorce forms' : 'Find your forms'}</h1>
      <ol className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label="Setup steps">
        {visibleSteps.map((s) => (
          <li
            key={s.step}
            aria-current={s.step === step ? 'step' : undefined}
            className={cn(s.step === step ? 'font-semibold text-brand' : s.step < step ? 'text-ink' : 'text-muted')}
          >
            {s.step < step ? (
              <Link to={setupStepLink(s.step, choice)} className="underline">
                {s.name}
              </Link>
            ) : (
              s.name
            )}
          </li>
        ))}
      </ol>
      {/* why this step is shown again, as an error summary linking to the step's choice (GOV.UK pattern) */}
      <ErrorSummary
        className="mt-4"
        items={[
          ...loaded.messages.map((message) => ({ fieldId: step === 2 && !loaded.types?.length ? undefined : STEP_FIELD_IDS[step], message })),
          ...(actionData?.errorSummary ?? []),
        ]}
      />
      <div className="mt-6 rounded-xl border border-line bg-white p-5 shadow-sm">
        {/* the step's own heading: Continue with JavaScript moves focus here (site-shell's usePageFocus) */}
        <h2 data-page-heading tabIndex={-1} className="mb-3 text-sm font-semibold text-muted">
          {`Step ${visibleSteps.findIndex((s) => s.step === step) + 1} of ${visibleSteps.length}: ${SETUP_STEPS[step - 1]}`}
        </h2>
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
                    id={i === 0 ? STEP_FIELD_IDS[2] : undefined}
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
                  <span className="block font-medium">{`My ${loaded.otherParty} and I together (collaborative)`}</span>
                  <span className="text-sm text-muted">{`Your ${loaded.otherParty} reviews, comments and signs online.`}</span>
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
                <input id={STEP_FIELD_IDS[4]} type="radio" name="children" value="with" defaultChecked className="size-5 accent-brand" /> Yes,
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
                {`You share it with your ${loaded.otherParty}, who reads it, can comment on any answer, and agrees or sends it back to you.`}
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
              These forms are for {loaded.workflow.jurisdiction ?? choice.state}. By continuing you confirm that{' '}
              {loaded.onePerson ? 'you meet' : `you or your ${loaded.otherParty} meet`} the residency rules of {choice.state} and that this is the court where
              you will file.
            </p>
            <Button type="submit" name="intent" value="agree" className="mt-4">
              I Agree
            </Button>
          </Form>
        ) : null}
        {step > 1 ? (
          <Link to={setupStepLink(previousStep, choice)} className="mt-4 inline-block text-sm text-brand underline">
            Back
          </Link>
        ) : null}
      </div>
    </div>
  );
}

// a step shown again with the reason (no form fits the choice) is a refusal: 'Error: ' first, as served
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const title = pageTitle(data ? SETUP_STEPS[data.step - 1] : undefined, data?.divorce === false ? 'Find your forms' : 'Find your divorce forms');
  return [{ title: data?.messages.length ? `${ERROR_TITLE_PREFIX}${title}` : title }];
};

export function ErrorBoundary() {
  return <StatusPageForError failed="Forms you have already started are kept. Please try this step again in a moment." />;
}
