// The shared questionnaire as the spouse reads it (respondent guide step 1, /survey-detail): the petitioner's
// answers page by page, every control disabled, pages reached by plain links so it reads the same without
// JavaScript. Changes are the petitioner's to make; the spouse comments, agrees or sends the form back.
import type { ReactNode } from 'react';
import { Form, Link } from '@remix-run/react';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { elementTypeInfo, takesAnswer, type FormElement, type Language } from '~/engine';
import { ElementField } from '~/components/questionnaire/element-field';
import { DefinitionLanguageProvider, TranslationNotReviewed } from '~/components/questionnaire/fields/shown-text';
import type { ChildSupportInfo } from '~/services/guide/child-support-info.server';
import { FieldCommentBox, FieldCommentForms, type FieldCommenting } from '~/components/questionnaire/field-comments';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { useHydrated } from '~/utils/use-hydrated';
import { answerFingerprint, untouchedValue } from '~/answer-form/form-answers';

/** An 'edit' reviewer's page: the fields take their changes, posted as proposals for the owner (issue 17). */
export interface ProposalEditing {
  action: string;
  /** the reviewer's pending proposals by field uid, shown in place of the answer */
  proposals: Record<string, unknown>;
}

export interface SharedQuestionnaireData {
  /** `lang`: the label's language in a reading other than English (an untranslated one is 'en') */
  pages: { uid: string; label: string; index: number; visible: boolean; lang?: string }[];
  pageIndex: number;
  elements: { element: FormElement; value: unknown; version: number; fingerprint: string }[];
  visibleUids: string[];
  computed: Record<string, string>;
  groupedOptions: Record<string, string[]>;
  groupingLabels: Record<string, string>;
  /** the child-support-calculator's information per state, as the petitioner's questionnaire has it */
  childSupportInfo?: Record<string, ChildSupportInfo>;
  /** the language the workflow's own texts are read in (ADR 035), as the petitioner's questionnaire has it */
  language?: Language;
  translationReviewed?: boolean;
}

export function SharedQuestionnaire({
  data,
  basePath,
  workflowState,
  editing,
  commenting,
  headingLevel = 3,
}: {
  data: SharedQuestionnaireData;
  basePath: string;
  workflowState: string;
  editing?: ProposalEditing | undefined;
  /** a 'comment' or 'edit' spouse while reviewing: a comment box under each answer (issue 17) */
  commenting?: FieldCommenting | undefined;
  /** the level of its (screen-reader) heading: one below the heading it sits under (a step's h2 in the respondent guide, the page's h1 elsewhere) */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const PageHeading = headingLevel === 2 ? 'h3' : 'h4';
  const hydrated = useHydrated();
  const { t } = useTranslation('guide');
  const visible = new Set(data.visibleUids);
  const pages = data.pages.filter((p) => p.visible);
  const position = pages.findIndex((p) => p.index === data.pageIndex);
  const previous = pages[position - 1];
  const next = pages[position + 1];
  const current = pages[position];
  const pageLink = (index: number) => `${basePath}?page=${index}`;
  const commentable = commenting ? data.elements.filter(({ element }) => visible.has(element.uid) && takesAnswer(element)).map(({ element }) => element.uid) : [];
  return (
    <section aria-labelledby="shared-questionnaire-title">
      <Heading id="shared-questionnaire-title" className="sr-only">
        {t('sharedQuestionnaire.heading')}
      </Heading>
      <p className="mb-1 text-sm text-muted">{t('sharedQuestionnaire.position', { number: position + 1, count: pages.length })}</p>
      {/* a tab that takes the focus is brought whole into the strip's view: the browser leaves one that shows a sliver */}
      <nav aria-label={t('sharedQuestionnaire.pages')} className="-mx-1 scroll-px-[50%] overflow-x-auto pb-2">
        <ul className="flex gap-1 px-1">
          {pages.map((p) => (
            <li key={p.uid}>
              <Link
                to={pageLink(p.index)}
                preventScrollReset
                aria-current={p.index === data.pageIndex ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm no-underline',
                  p.index === data.pageIndex ? 'bg-brand text-white' : 'border border-line bg-white text-ink',
                )}
              >
                {p.lang ? <span lang={p.lang}>{p.label}</span> : p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* the page's name is its heading: a page change with JavaScript moves focus here (site-shell's usePageFocus) */}
      <PageHeading id="shared-questionnaire-page" data-page-heading tabIndex={-1} className="mt-2 text-lg font-semibold text-ink">
        {current?.lang ? <span lang={current.lang}>{current.label}</span> : current?.label}
      </PageHeading>
      <TranslationNotReviewed language={data.language} reviewed={data.translationReviewed} />
      {/* the workflow's own texts in the person's language, each marked with its language (fields/shown-text.tsx) */}
      <DefinitionLanguageProvider value={data.language ?? 'en'}>
      <FieldsForm editing={editing}>
        {/* each answer's controls are disabled on their own, so that the comment box under it is not */}
        <fieldset className="mt-4 grid grid-cols-1 gap-6">
          <legend className="sr-only">
            {editing ? t('sharedQuestionnaire.answersProposing') : t('sharedQuestionnaire.answersReadOnly')}
          </legend>
          {data.elements
            .filter(({ element }) => visible.has(element.uid))
            .map(({ element, value, version, fingerprint }) => {
              const proposed = editing && Object.hasOwn(editing.proposals, element.uid);
              const shown = proposed ? editing.proposals[element.uid] : value;
              const readOnly = !proposable(element, editing);
              return (
                <div key={element.uid} id={`field-${element.uid}`}>
                  {proposed ? (
                    <p className="mb-1 text-sm font-medium text-brand">
                      {t('sharedQuestionnaire.proposed')}
                    </p>
                  ) : null}
                  <fieldset disabled={readOnly} className="m-0 min-w-0 border-0 p-0">
                    <ElementField
                      element={element}
                      readOnly={readOnly}
                      value={shown}
                      version={version}
                      fingerprint={proposed ? answerFingerprint(untouchedValue(element, shown ?? null)) : fingerprint}
                      messages={[]}
                      computedText={data.computed[element.uid] || undefined}
                      groupOptions={data.groupedOptions[element.uid]}
                      groupingLabel={data.groupingLabels[element.uid]}
                      hydrated={hydrated}
                      workflowState={workflowState}
                      childSupportInfo={data.childSupportInfo}
                    />
                  </fieldset>
                  {commenting && commentable.includes(element.uid) ? (
                    <FieldCommentBox fieldUid={element.uid} label={element.label || element.title} commenting={commenting} hydrated={hydrated} />
                  ) : null}
                </div>
              );
            })}
        </fieldset>
        {editing ? (
          <Button type="submit" name="intent" value="propose-changes" className="mt-4">
            {t('sharedQuestionnaire.proposeChanges')}
          </Button>
        ) : null}
      </FieldsForm>
      </DefinitionLanguageProvider>
      {commenting ? <FieldCommentForms fieldUids={commentable} action={commenting.action} /> : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {previous ? (
          <Button asChild variant="secondary">
            <Link to={pageLink(previous.index)}>
              <ChevronLeft aria-hidden="true" className="size-5" /> {t('sharedQuestionnaire.previous')}
            </Link>
          </Button>
        ) : null}
        {next ? (
          <Button asChild variant="secondary" className="ml-auto">
            <Link to={pageLink(next.index)}>{t('sharedQuestionnaire.next')}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** Whether the spouse may change this answer here: an 'edit' reviewer proposes typed and chosen answers; a file or a signature is not theirs to replace or delete. */
export function proposable(element: FormElement, editing: ProposalEditing | undefined): boolean {
  return editing !== undefined && elementTypeInfo(element.type)?.answerInput === 'plain';
}

function FieldsForm({ editing, children }: { editing: ProposalEditing | undefined; children: ReactNode }) {
  if (!editing) return <>{children}</>;
  return (
    <Form method="post" action={editing.action} preventScrollReset noValidate>
      {children}
    </Form>
  );
}
