import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { ERROR_TITLE_PREFIX, ErrorSummary } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { isAdmin } from '~/services/accounts/sessions.server';
import { formAnswer } from '~/utils/form-answer.server';
import { pageTitle } from '~/utils/page-title';
import { requestTexts } from '~/i18n/i18next.server';
import { requireUser } from '~/utils/permissions.server';
import {
  ANY_COUNTY,
  readSetupChoice,
  SETUP_MESSAGES,
  SETUP_STEPS,
  setupMessageText,
  setupStepLink,
  setupStepsShown,
  type SetupChoice,
} from '~/services/guide/setup-stepper';
import { agreeToSetup, setupStepView } from '~/services/guide/setup-stepper.server';
import { FOREIGN_STATE, GUIDE_STATES } from '~/services/guide/states';
import { StatusPageForError } from '~/components/status-pages';

// a one-person type's forms are not divorce forms (ADR 028)
export const handle: PageHandle = {
  title: (data, t) => t((data as { divorce?: boolean } | undefined)?.divorce === false ? 'guide:setup.title.other' : 'guide:setup.title.divorce'),
  i18n: ['guide'],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { messages, ...view } = await setupStepView(getDb(), readSetupChoice(new URL(request.url).searchParams));
  const t = await requestTexts(request, 'guide');
  const kind = view.divorce ? 'divorce' : 'other';
  return {
    ...view,
    messages: messages.map((m) => setupMessageText(m, t)),
    /** the browser tab's title: the step, then the page (`meta` has no translator) */
    title: pageTitle(t(`setup.steps.${SETUP_STEPS[view.step - 1]!}`), t(`setup.heading.${kind}`)),
    /** 'Error: ' in the page's language, for the title of a step shown again with its reason (`meta` has no translator) */
    errorTitlePrefix: (await requestTexts(request, 'common'))('errorTitlePrefix'),
    states: GUIDE_STATES,
    admin: isAdmin(user),
    tutorialVideoUrl: getEnv().TUTORIAL_VIDEO_URL ?? null,
  };
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
      if ('error' in outcome) return formAnswer(context, { errorSummary: [{ message: setupMessageText(outcome.error, await requestTexts(request, 'guide')) }] }, { status: 400 });
      return redirect(outcome.redirectTo);
    }
    default:
      return formAnswer(context, { errorSummary: [{ message: setupMessageText(SETUP_MESSAGES.incomplete, await requestTexts(request, 'guide')) }] }, { status: 400 });
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
  const { t } = useTranslation('guide');
  return (
    <Form method="get">
      {choice ? <Hidden choice={choice} /> : null}
      {children}
      {canContinue ? (
        <Button type="submit" className="mt-4" {...(continueName ? { name: continueName, value: 'done' } : {})}>
          {t('setup.continue')}
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
  const { t } = useTranslation('guide');
  const { step, choice } = loaded;
  // the other party: a spouse in the page's words, or the type's own name for it as its author wrote it (ADR 028)
  const other = loaded.otherParty === 'spouse' ? t('otherParty.spouse') : loaded.otherParty;
  const visibleSteps = setupStepsShown(choice, loaded);
  // Back goes to the step shown before this one (a one-person type skips some, ADR 028)
  const previousStep = visibleSteps[visibleSteps.findIndex((s) => s.step === step) - 1]?.step ?? step - 1;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-semibold text-brand">{t(loaded.divorce ? 'setup.heading.divorce' : 'setup.heading.other')}</h1>
      <ol className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label={t('setup.stepsLabel')}>
        {visibleSteps.map((s) => (
          <li
            key={s.step}
            aria-current={s.step === step ? 'step' : undefined}
            className={cn(s.step === step ? 'font-semibold text-brand' : s.step < step ? 'text-ink' : 'text-muted')}
          >
            {s.step < step ? (
              <Link to={setupStepLink(s.step, choice)} className="underline">
                {t(`setup.steps.${s.name}`)}
              </Link>
            ) : (
              t(`setup.steps.${s.name}`)
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
          {t('setup.stepOf', { number: visibleSteps.findIndex((s) => s.step === step) + 1, count: visibleSteps.length, name: t(`setup.steps.${SETUP_STEPS[step - 1]!}`) })}
        </h2>
        {step === 1 ? (
          <StepForm>
            <label htmlFor="guide-state" className="block text-lg font-semibold">
              {t('setup.state')}
            </label>
            <select
              id="guide-state"
              name="state"
              defaultValue={choice.state ?? 'Utah'}
              className="mt-2 block w-full rounded-md border border-line px-3 py-2"
            >
              {/* a state is chosen by its English name, shown as it is written in English (a name, not a sentence) */}
              {loaded.states.map((s) =>
                s === FOREIGN_STATE ? (
                  <option key={s} value={s}>
                    {t('setup.foreignState')}
                  </option>
                ) : (
                  <option key={s} value={s} lang="en">
                    {s}
                  </option>
                ),
              )}
            </select>
          </StepForm>
        ) : null}
        {step === 2 ? (
          <StepForm choice={choice} canContinue={Boolean(loaded.types?.length)}>
            <ChoiceGroup legend={t('setup.type')}>
              {(loaded.types ?? []).map((type, i) => (
                <label key={type.title} className={option}>
                  <input
                    id={i === 0 ? STEP_FIELD_IDS[2] : undefined}
                    type="radio"
                    name="type"
                    value={type.title}
                    defaultChecked={i === 0}
                    className="size-5 accent-brand"
                  />{' '}
                  {/* the type's title is its administrator's English */}
                  <span lang="en">{type.title}</span>
                </label>
              ))}
            </ChoiceGroup>
          </StepForm>
        ) : null}
        {step === 3 ? (
          <StepForm choice={choice}>
            <ChoiceGroup legend={t('setup.participating.legend')}>
              <label className={option}>
                <input
                  type="radio"
                  name="participating"
                  value="collaborative"
                  defaultChecked
                  className="size-5 accent-brand"
                />
                <span className="flex-1">
                  <span className="block font-medium">{t('setup.participating.together', { other })}</span>
                  <span className="text-sm text-muted">{t('setup.participating.togetherDetail', { other })}</span>
                </span>
                <span className="font-semibold">${loaded.prices?.collaborative}</span>
              </label>
              <label className={option}>
                <input type="radio" name="participating" value="unilateral" className="size-5 accent-brand" />
                <span className="flex-1">
                  <span className="block font-medium">{t('setup.participating.alone')}</span>
                  <span className="text-sm text-muted">{t('setup.participating.aloneDetail')}</span>
                </span>
                <span className="font-semibold">${loaded.prices?.unilateral}</span>
              </label>
            </ChoiceGroup>
          </StepForm>
        ) : null}
        {step === 4 ? (
          <StepForm choice={choice}>
            <ChoiceGroup legend={t('setup.children.legend')}>
              <label className={option}>
                <input id={STEP_FIELD_IDS[4]} type="radio" name="children" value="with" defaultChecked className="size-5 accent-brand" /> {t('setup.children.with')}
              </label>
              <label className={option}>
                <input type="radio" name="children" value="without" className="size-5 accent-brand" /> {t('setup.children.without')}
              </label>
            </ChoiceGroup>
          </StepForm>
        ) : null}
        {step === 5 ? (
          <StepForm choice={choice}>
            <label htmlFor="guide-county" className="block text-lg font-semibold">
              {t('setup.county.label')}
            </label>
            <select
              id="guide-county"
              name="county"
              defaultValue={ANY_COUNTY}
              className="mt-2 block w-full rounded-md border border-line px-3 py-2"
            >
              <option value={ANY_COUNTY}>{t('setup.county.any')}</option>
              {(loaded.counties ?? []).map((c) => (
                <option key={c} value={c} lang="en">
                  {c}
                </option>
              ))}
            </select>
          </StepForm>
        ) : null}
        {step === 6 ? (
          <StepForm choice={choice} continueName="tutorial">
            <h2 className="text-lg font-semibold">{t('setup.tutorial.heading')}</h2>
            {loaded.tutorialVideoUrl ? (
              <a
                href={loaded.tutorialVideoUrl}
                target="_blank"
                rel="noreferrer"
                className="mt-2 flex aspect-video items-center justify-center rounded-lg bg-brand text-white"
              >
                <Play aria-hidden="true" className="size-12" />
                <span className="sr-only">{t('setup.tutorial.video')}</span>
              </a>
            ) : null}
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>{t('setup.tutorial.answer')}</li>
              <li>{t('setup.tutorial.share', { other })}</li>
              <li>{t('setup.tutorial.sign')}</li>
              <li>{t('setup.tutorial.download')}</li>
            </ol>
          </StepForm>
        ) : null}
        {step === 7 && loaded.workflow ? (
          <Form method="post">
            <Hidden choice={choice} />
            <h2 className="text-lg font-semibold">{t('setup.jurisdiction.heading')}</h2>
            <p className="mt-1 font-medium" lang="en">
              {loaded.workflow.name}
            </p>
            <p className="mt-2">
              {t(loaded.onePerson ? 'setup.jurisdiction.confirmAlone' : 'setup.jurisdiction.confirmTogether', {
                jurisdiction: loaded.workflow.jurisdiction ?? choice.state,
                state: choice.state,
                other,
              })}
            </p>
            <Button type="submit" name="intent" value="agree" className="mt-4">
              {t('setup.jurisdiction.agree')}
            </Button>
          </Form>
        ) : null}
        {step > 1 ? (
          <Link to={setupStepLink(previousStep, choice)} className="mt-4 inline-block text-sm text-brand underline">
            {t('setup.back')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

// a step shown again with the reason (no form fits the choice) is a refusal: 'Error: ' first, as served
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const title = data?.title ?? pageTitle('Find your divorce forms');
  return [{ title: data?.messages.length ? `${data.errorTitlePrefix ?? ERROR_TITLE_PREFIX}${title}` : title }];
};

export function ErrorBoundary() {
  const { t } = useTranslation('guide');
  return <StatusPageForError failed={t('setup.failed')} />;
}
