// A print-friendly page of one questionnaire element (a dialog-window's form, an embedded-image's pictures).
// The questionnaire's "Print" button posts the page here: the action saves it first (nothing typed is lost), then
// this page shows the saved answer; print styles leave only it on paper. It needs no JavaScript; with it, its
// Print button opens the browser's print dialog.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ChevronLeft, Printer } from 'lucide-react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { loadGuidePage, readPostedForm, saveFromForm } from '~/services/guide/guide-page.server';
import { requireOwnUserWorkflow } from '~/utils/permissions.server';
import { loadPrintable } from '~/services/guide/printable.server';
import { seesNumbersMasked } from '~/services/user-workflow/personal-data';
import { useHydrated } from '~/utils/use-hydrated';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Print' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow, user, admin } = await requireOwnUserWorkflow(request, params.id);
  const found = await loadPrintable(workflow, params.uid ?? '', { maskNumbers: seesNumbersMasked({ id: user.id, admin }, workflow) });
  if (!found) throw new Response('Not Found', { status: 404 });
  return { name: workflow.name, printable: found.printable, back: `/legal-form-guide/divorce-forms/${workflow.id}?page=${found.pageIndex}#field-${found.printable.uid}` };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, workflow, admin } = await requireOwnUserWorkflow(request, params.id);
  const form = await readPostedForm(request);
  const url = new URL(request.url);
  const page = await loadGuidePage(workflow, admin, url);
  // a refused or stale answer stays unsaved and the questionnaire still shows it; the print shows what is saved
  await saveFromForm(user, workflow, page.view.elements.map((e) => e.element), form, getDb(), page.engine);
  return redirect(url.pathname);
}

function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return <p className="text-sm text-muted">To print, press Ctrl+P (⌘P on a Mac) or use your browser’s Print command.</p>;
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" /> Print
    </Button>
  );
}

export default function PrintElement() {
  const { name, printable, back } = useLoaderData<typeof loader>();
  return (
    <article className="print-page mx-auto max-w-2xl rounded-lg border border-line bg-white p-6 print:max-w-none print:border-0 print:p-0">
      <div className="print-hidden mb-6 flex flex-wrap items-center justify-between gap-3">
        <a href={back} className="inline-flex min-h-11 items-center gap-1">
          <ChevronLeft aria-hidden="true" className="size-4" /> Back to the questionnaire
        </a>
        <PrintButton />
      </div>
      <p className="text-sm text-muted">{name}</p>
      <h1 className="text-2xl font-semibold text-brand">{printable.title}</h1>
      {printable.type === 'dialog-window' ? (
        <>
          {printable.heading && printable.heading !== printable.title ? <h2 className="mt-2 text-lg font-semibold">{printable.heading}</h2> : null}
          {printable.text ? <p className="mt-2">{printable.text}</p> : null}
          <dl className="mt-4 grid gap-3">
            {[...printable.fields, ...(printable.choice ? [printable.choice] : [])].map((f) => (
              <div key={f.label} className="border-b border-line pb-2">
                <dt className="text-sm font-medium text-muted">{f.label}</dt>
                <dd className="mt-1 min-h-6 whitespace-pre-wrap">{f.value || <span className="text-muted">(not answered)</span>}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          {printable.images.map((image) => (
            <li key={image.url} className="break-inside-avoid">
              <figure>
                <img src={image.url} alt={image.title} className="aspect-[4/3] w-full rounded object-cover" />
                <figcaption className="mt-1 text-sm">
                  <span className="font-medium">{image.title}</span>
                  {image.chosen ? <span className="ml-2 rounded bg-brand-soft px-2 py-0.5 text-brand">Your choice</span> : null}
                  {image.description ? <span className="block text-muted">{image.description}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.printable.title ?? 'Print'} · Accord` }];

export function ErrorBoundary() {
  return <StatusPageForError notFound="There is nothing to print at this address. Go back to your questionnaire and use the Print button beside the answer." failed="Your answers are safe. Please try printing again in a moment." />;
}
