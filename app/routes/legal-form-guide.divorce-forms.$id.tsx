import { PETITIONER_STEPS, petitionerStepsShown } from '@accord/engine/browser';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Check, CircleHelp, Download, Upload } from 'lucide-react';
import { QuestionnaireForm, type ActionNotice, type QuestionnaireData } from '~/components/questionnaire/questionnaire-form';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { getDb } from '~/db.server';
import { requireSession, setFlash } from '~/services/accounts/sessions.server';
import { importFormData } from '~/services/guide/form-data.server';
import { canTransferFormData, loadGuidePage, readPostedForm, requireOwnUserWorkflow, saveFromForm } from '~/services/guide/guide-page.server';
import { level2PayPath, paymentStep } from '~/services/payments/level2-link.server';
import { applyStepEvent, updateOutdatedUserWorkflow } from '~/services/guide/user-workflows.server';

export const handle: PageHandle = { title: 'Divorce Forms' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow, admin } = await requireOwnUserWorkflow(request, params.id);
  const url = new URL(request.url);
  const page = await loadGuidePage(workflow, admin, url);
  const highlight = url.searchParams.get('field');
  const proceedEvent = page.enabled.includes('PROCEED_TO_SHARE') ? 'PROCEED_TO_SHARE' : page.enabled.includes('PROCEED') ? 'PROCEED' : null;
  const questionnaire: QuestionnaireData = {
    userWorkflowId: workflow.id,
    publishedWorkflowId: workflow.published_workflow_id,
    workflowState: workflow.state,
    collaborate: workflow.collaborate,
    revision: page.revision,
    pages: page.view.pages,
    pageIndex: page.view.pageIndex,
    elements: page.view.elements,
    answers: page.raw,
    visibleUids: page.view.visibleUids,
    messages: page.view.messages,
    computed: page.view.computed,
    groupedOptions: page.view.groupedOptions,
    groupingLabels: page.groupingLabels,
    missingRequired: page.view.missingRequired,
    missingRequiredCount: page.view.missingRequiredCount,
    review: url.searchParams.has('review'),
    highlight,
    requiredOpen: url.searchParams.has('required'),
    proceedEvent: page.steps.step === 1 ? proceedEvent : null,
    proceedLabel: workflow.collaborate ? 'Proceed to Share' : 'Proceed',
  };
  return {
    name: workflow.name,
    collaborate: workflow.collaborate,
    step: page.steps.step,
    admin,
    outdated: page.outdated,
    canTransfer: canTransferFormData(admin),
    goToSteps: PETITIONER_STEPS.filter((s) => s.step !== page.steps.step && admin).map((s) => s.step),
    // the machine is only asked about payment on step 4, not on every page of the questionnaire
    paymentStep: page.steps.step === 4 ? paymentStep(workflow, admin) : null,
    questionnaire,
  };
}

function pageUrl(request: Request, page: string | number, extra: Record<string, string> = {}): string {
  const url = new URL(request.url);
  const params = new URLSearchParams({ page: String(page), ...extra });
  return `${url.pathname}?${params}`;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, workflow, admin } = await requireOwnUserWorkflow(request, params.id);
  const form = await readPostedForm(request);
  const intent = String(form.get('intent') ?? (form.has('goto') ? 'goto' : 'save'));
  const url = new URL(request.url);
  const db = getDb();

  switch (intent) {
    case 'update-outdated': {
      if (form.get('confirm') !== 'on') return data<ActionNotice>({ error: 'Tick the box to confirm that your answers will be erased.' }, { status: 400 });
      await updateOutdatedUserWorkflow(db, workflow.id, user.id, admin);
      return redirect(pageUrl(request, 0));
    }
    case 'upload-json': {
      if (!canTransferFormData(admin)) throw new Response('Forbidden', { status: 403 });
      const result = await importFormData(user.id, workflow, form.get('formData'));
      if ('error' in result) return data<ActionNotice>({ error: result.error }, { status: 400 });
      await setFlash(db, (await requireSession(request)).sessionId, { type: 'success', message: `Form data uploaded: ${result.saved} ${result.saved === 1 ? 'answer' : 'answers'} changed.` });
      return redirect(pageUrl(request, url.searchParams.get('page') ?? 0));
    }
    case 'go-to-step': {
      const step = Number(form.get('step'));
      const result = await applyStepEvent(db, workflow.id, { type: 'GO_TO_STEP', step, admin });
      if (!result.accepted) return data<ActionNotice>({ error: `Step ${step} is not available yet.` }, { status: 409 });
      return redirect(url.pathname);
    }
    case 'continue': {
      // step 4: the machine moves a paid (or admin) form to step 5, or asks for the level-2 payment
      const result = await applyStepEvent(db, workflow.id, { type: 'CONTINUE', admin });
      if (!result.accepted) return data<ActionNotice>({ error: 'Step 5 is not available yet.' }, { status: 409 });
      if (result.emitted.some((e) => e.type === 'redirect' && e.to === 'payment')) return redirect(level2PayPath(workflow));
      return redirect(url.pathname);
    }
  }

  // Every other intent saves the page first: nothing typed is lost by moving on.
  const page = await loadGuidePage(workflow, admin, url);
  const { outcome, refused } = await saveFromForm(user, workflow, page.view.elements.map((e) => e.element), form);
  if (outcome.conflicts.length || Object.keys(refused).length) {
    return data<ActionNotice>({ conflicts: outcome.conflicts, refused }, { status: 409 });
  }

  switch (intent) {
    case 'goto': {
      const [target, field, review] = String(form.get('goto')).split(':');
      if (field) return redirect(`${pageUrl(request, target ?? 0, { field, ...(review ? { review: '1' } : {}) })}#field-${field}`);
      return redirect(pageUrl(request, target ?? 0));
    }
    case 'proceed':
    case 'proceed-anyway': {
      const missingRequired = outcome.evaluation.missingRequiredCount;
      if (missingRequired > 0 && intent === 'proceed') return data<ActionNotice>({ proceedWarning: true });
      const event = workflow.collaborate
        ? ({ type: 'PROCEED_TO_SHARE', missingRequired, proceedAnyway: intent === 'proceed-anyway', admin } as const)
        : ({ type: 'PROCEED', missingRequired, admin } as const);
      const result = await applyStepEvent(db, workflow.id, event);
      if (!result.accepted) return data<ActionNotice>({ error: 'Please answer every required field before you go on.', proceedWarning: missingRequired > 0 }, { status: 409 });
      return redirect(url.pathname);
    }
    default: {
      const { sessionId } = await requireSession(request);
      await setFlash(db, sessionId, { type: 'success', message: 'Progress is saved' });
      return redirect(pageUrl(request, url.searchParams.get('page') ?? 0));
    }
  }
}

export default function PetitionerGuide() {
  const loaded = useLoaderData<typeof loader>();
  const notice = useActionData<typeof action>() as ActionNotice | undefined;
  const titles = petitionerStepsShown(loaded.collaborate);
  const navigation = useNavigation();
  const redirecting = navigation.state !== 'idle' && navigation.location.pathname.startsWith('/pay-for-form/');
  // unilateral forms show no step 4: their payment sits with the step it leads to (Review)
  const paymentShownAt = loaded.collaborate ? 4 : 5;
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h1 className="text-2xl font-semibold text-brand">{loaded.name}</h1>
        <div className="flex flex-wrap gap-2">
          <details className="relative">
            <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md border border-line bg-white px-3 text-sm">
              <CircleHelp aria-hidden="true" className="size-4" /> Help
            </summary>
            <div className="absolute right-0 z-10 mt-1 w-72 rounded-lg border border-line bg-white p-4 text-sm shadow-lg">
              <p>Answer each page at your own pace; your answers are saved as you go.</p>
              <p className="mt-2">
                For legal questions see <a href="/legal-advice">legal advice</a>. For anything else, <a href="/about-us">contact us</a>.
              </p>
            </div>
          </details>
          {loaded.canTransfer ? (
            <a href={`/legal-form-guide/divorce-forms/${loaded.questionnaire.userWorkflowId}/form-data`} className="inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-white px-3 text-sm no-underline" download>
              <Download aria-hidden="true" className="size-4" /> Download form data
            </a>
          ) : null}
        </div>
      </div>

      {loaded.outdated ? (
        <Form method="post" className="mt-4 rounded-lg border border-warning bg-amber-50 p-4">
          <p className="font-medium">A newer version of this form is available.</p>
          <label className="mt-2 flex items-start gap-2">
            <input type="checkbox" name="confirm" className="mt-1 size-5 accent-brand" />
            <span>This form is not up to date. Clicking ok will erase all your work, but you will have the latest form data</span>
          </label>
          <Button type="submit" name="intent" value="update-outdated" className="mt-2">
            Update
          </Button>
        </Form>
      ) : null}

      {notice?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-danger bg-red-50 p-3 text-danger">
          {notice.error}
        </p>
      ) : null}
      {notice?.conflicts?.length || (notice?.refused && Object.keys(notice.refused).length) ? (
        <p role="alert" className="mt-4 rounded-md border border-danger bg-red-50 p-3 text-danger">
          Some answers were not saved. The messages beside the fields say why.
        </p>
      ) : null}

      <ol className="mt-6" aria-label="Your steps">
        {titles.map((s, i) => {
          const status = s.step < loaded.step ? 'complete' : s.step === loaded.step ? 'current' : 'upcoming';
          const last = i === titles.length - 1;
          return (
            <li key={s.step} className="relative flex gap-3 pb-6" aria-current={status === 'current' ? 'step' : undefined}>
              {/* on a phone the questionnaire takes the full width, under the step's number, so the line is left out */}
              {!last ? <span aria-hidden="true" className="absolute top-9 left-4 h-[calc(100%-2.5rem)] w-px bg-line max-sm:hidden" /> : null}
              <span
                aria-hidden="true"
                className={cn('flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold', status === 'complete' ? 'border-brand bg-brand text-white' : status === 'current' ? 'border-brand bg-white text-brand' : 'border-line bg-white text-muted')}
              >
                {status === 'complete' ? <Check className="size-4" /> : i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className={cn('pt-1 font-semibold', status === 'upcoming' && 'text-muted')}>
                  {s.title} <span className="sr-only">({status})</span>
                </h2>
                {loaded.goToSteps.includes(s.step) ? (
                  <Form method="post">
                    <input type="hidden" name="step" value={s.step} />
                    <button type="submit" name="intent" value="go-to-step" className="min-h-9 text-sm text-brand underline">
                      Go to this step (admin)
                    </button>
                  </Form>
                ) : null}
                {s.step === 1 && status === 'current' ? (
                  <div className="mt-3 max-sm:-ml-11">
                    <QuestionnaireForm data={loaded.questionnaire} notice={notice} />
                  </div>
                ) : null}
                {s.step === 1 && status !== 'current' ? <p className="text-sm text-muted">Your questionnaire answers are saved.</p> : null}
                {s.step === paymentShownAt && loaded.paymentStep ? (
                  <div className="mt-2">
                    {loaded.paymentStep.kind === 'pay' ? (
                      <Button asChild>
                        <Link to={loaded.paymentStep.href}>Pay For Completed Documents</Link>
                      </Button>
                    ) : (
                      <Form method="post">
                        <Button type="submit" name="intent" value="continue">
                          Continue
                        </Button>
                      </Form>
                    )}
                    {redirecting ? (
                      <p role="status" className="mt-2 text-muted">
                        Redirecting ...
                      </p>
                    ) : null}
                  </div>
                ) : s.step !== 1 && status === 'current' ? (
                  <p className="mt-1 text-muted">This step opens here when it is ready for you.</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      {loaded.canTransfer ? (
        <Form method="post" encType="multipart/form-data" className="mt-6 rounded-lg border border-line bg-white p-4">
          <label htmlFor="form-data-file" className="block font-medium">
            Upload form data (JSON)
          </label>
          <input id="form-data-file" type="file" name="formData" accept="application/json,text/json,.json" className="mt-1 block w-full" />
          <Button type="submit" name="intent" value="upload-json" variant="secondary" className="mt-2">
            <Upload aria-hidden="true" className="size-4" /> Upload
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.name ?? 'Divorce Forms'} · Accord` }];
