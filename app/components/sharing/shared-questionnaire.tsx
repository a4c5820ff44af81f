// The shared questionnaire as the spouse reads it (respondent guide step 1, /survey-detail): the petitioner's
// answers page by page, every control disabled, pages reached by plain links so it reads the same without
// JavaScript. Changes are the petitioner's to make; the spouse comments, agrees or sends the form back.
import { Link } from '@remix-run/react';
import { ChevronLeft } from 'lucide-react';
import type { FormElement } from '~/engine';
import { ElementField } from '~/components/questionnaire/element-field';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { useHydrated } from '~/utils/use-hydrated';

export interface SharedQuestionnaireData {
  pages: { uid: string; label: string; index: number; visible: boolean }[];
  pageIndex: number;
  elements: { element: FormElement; value: unknown; version: number; fingerprint: string }[];
  visibleUids: string[];
  computed: Record<string, string>;
  groupedOptions: Record<string, string[]>;
  groupingLabels: Record<string, string>;
}

export function SharedQuestionnaire({ data, basePath, workflowState }: { data: SharedQuestionnaireData; basePath: string; workflowState: string }) {
  const hydrated = useHydrated();
  const visible = new Set(data.visibleUids);
  const pages = data.pages.filter((p) => p.visible);
  const position = pages.findIndex((p) => p.index === data.pageIndex);
  const previous = pages[position - 1];
  const next = pages[position + 1];
  const pageLink = (index: number) => `${basePath}?page=${index}`;
  return (
    <section aria-labelledby="shared-questionnaire-title">
      <h3 id="shared-questionnaire-title" className="sr-only">
        Shared questionnaire
      </h3>
      <p className="mb-1 text-sm text-muted">
        Page {position + 1} of {pages.length} · read only
      </p>
      <nav aria-label="Questionnaire pages" className="-mx-1 overflow-x-auto pb-2">
        <ul className="flex gap-1 px-1">
          {pages.map((p) => (
            <li key={p.uid}>
              <Link
                to={pageLink(p.index)}
                preventScrollReset
                aria-current={p.index === data.pageIndex ? 'page' : undefined}
                className={cn('inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm no-underline', p.index === data.pageIndex ? 'bg-brand text-white' : 'border border-line bg-white text-ink')}
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <fieldset disabled className="mt-4 grid grid-cols-1 gap-6">
        <legend className="sr-only">The answers on this page (read only)</legend>
        {data.elements
          .filter(({ element }) => visible.has(element.uid))
          .map(({ element, value, version, fingerprint }) => (
            <div key={element.uid} id={`field-${element.uid}`}>
              <ElementField
                element={element}
                value={value}
                version={version}
                fingerprint={fingerprint}
                messages={[]}
                computedText={data.computed[element.uid] || undefined}
                groupOptions={data.groupedOptions[element.uid]}
                groupingLabel={data.groupingLabels[element.uid]}
                hydrated={hydrated}
                workflowState={workflowState}
              />
            </div>
          ))}
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {previous ? (
          <Button asChild variant="secondary">
            <Link to={pageLink(previous.index)}>
              <ChevronLeft aria-hidden="true" className="size-5" /> Previous
            </Link>
          </Button>
        ) : null}
        {next ? (
          <Button asChild variant="secondary" className="ml-auto">
            <Link to={pageLink(next.index)}>Next</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
