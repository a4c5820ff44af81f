// A print-friendly page of one questionnaire element (a dialog-window's form, an embedded-image's pictures).
// The questionnaire's "Print" button posts the page here: the action saves it first (nothing typed is lost), then
// this page shows the saved answer; print styles leave only it on paper. It needs no JavaScript; with it, its
// Print button opens the browser's print dialog.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
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
import { TranslationNotReviewed } from '~/components/questionnaire/fields/shown-text';
import { requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { pageTitle, thrownTitle } from '~/utils/page-title';
import { notFoundResponse } from '~/i18n/page-title.server';

export const handle: PageHandle = { title: (_data, t) => t('questionnaire:print.title'), i18n: ['questionnaire'] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow, user, admin } = await requireOwnUserWorkflow(request, params.id);
  // the author's texts in the person's language when the published version offers it (ADR 035)
  const found = await loadPrintable(workflow, params.uid ?? '', { maskNumbers: seesNumbersMasked({ id: user.id, admin }, workflow), language: await requestLanguage(request) });
  // Page Not Found, titled in the page's words (the ErrorBoundary says there is nothing to print here)
  if (!found) throw await notFoundResponse(request);
  return {
    // the element's title (the author's), then what the page is in the page's words
    title: pageTitle(found.printable.title, (await requestTexts(request, 'questionnaire'))('print.title')),
    name: workflow.name,
    printable: found.printable,
    language: found.language,
    reviewed: found.reviewed,
    back: `/legal-form-guide/divorce-forms/${workflow.id}?page=${found.pageIndex}#field-${found.printable.uid}`,
  };
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
  const { t } = useTranslation('questionnaire');
  if (!hydrated) return <p className="text-sm text-muted">{t('print.howTo')}</p>;
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" /> {t('print.print')}
    </Button>
  );
}

/** One answer of a dialog's form: its label and what is saved, each marked with its language where it differs. */
function Entry({ label, labelLang, value, valueLang }: { label: string; labelLang?: string; value: string; valueLang?: string }) {
  const { t } = useTranslation('questionnaire');
  return (
    <div className="border-b border-line pb-2">
      <dt className="text-sm font-medium text-muted" lang={labelLang}>
        {label}
      </dt>
      <dd className="mt-1 min-h-6 whitespace-pre-wrap" lang={value ? valueLang : undefined}>
        {value || <span className="text-muted">{t('print.notAnswered')}</span>}
      </dd>
    </div>
  );
}

export default function PrintElement() {
  const { name, printable, back, language, reviewed } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('questionnaire');
  // an English reading on a page of another language (a workflow not offered in it) says so on each author's text
  const lang = (marked: string | undefined) => marked ?? (language === 'en' && i18n.language !== 'en' ? 'en' : undefined);
  return (
    <article className="print-page mx-auto max-w-2xl rounded-lg border border-line bg-white p-6 print:max-w-none print:border-0 print:p-0">
      <div className="print-hidden mb-6 flex flex-wrap items-center justify-between gap-3">
        <a href={back} className="inline-flex min-h-11 items-center gap-1">
          <ChevronLeft aria-hidden="true" className="size-4" /> {t('print.back')}
        </a>
        <PrintButton />
      </div>
      <p className="text-sm text-muted" lang="en">
        {name}
      </p>
      <h1 className="text-2xl font-semibold text-brand" lang={lang(printable.titleLang)}>
        {printable.title}
      </h1>
      <TranslationNotReviewed language={language} reviewed={reviewed} />
      {printable.type === 'dialog-window' ? (
        <>
          {printable.heading && printable.heading !== printable.title ? (
            <h2 className="mt-2 text-lg font-semibold" lang={lang(printable.headingLang)}>
              {printable.heading}
            </h2>
          ) : null}
          {printable.text ? (
            <p className="mt-2" lang={lang(printable.textLang)}>
              {printable.text}
            </p>
          ) : null}
          <dl className="mt-4 grid gap-3">
            {printable.fields.map((f) => (
              <Entry key={f.label} label={f.label} labelLang={lang(f.lang)} value={f.value} />
            ))}
            {printable.choice ? <Entry label={t('fields.yourChoice')} value={printable.choice.value} valueLang={lang(printable.choice.lang)} /> : null}
          </dl>
        </>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          {printable.images.map((image) => (
            <li key={image.url} className="break-inside-avoid">
              <figure>
                <img src={image.url} alt={image.title} lang={lang(image.titleLang)} className="aspect-[4/3] w-full rounded object-cover" />
                <figcaption className="mt-1 text-sm">
                  <span className="font-medium" lang={lang(image.titleLang)}>
                    {image.title}
                  </span>
                  {image.chosen ? <span className="ml-2 rounded bg-brand-soft px-2 py-0.5 text-brand">{t('fields.yourChoice')}</span> : null}
                  {image.description ? (
                    <span className="block text-muted" lang={lang(image.descriptionLang)}>
                      {image.description}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => [{ title: loaded?.title ?? thrownTitle(error) ?? pageTitle('Print') }];

export function ErrorBoundary() {
  const { t } = useTranslation('questionnaire');
  return <StatusPageForError notFound={t('print.notFound')} failed={t('print.failed')} />;
}
