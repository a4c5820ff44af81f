// A workflow's questions shown page by page with the builder's preview (the questionnaire's own field renderer
// and the engine's display logic): the approval page's Form Preview tab and /workflow-form-preview. Pages are
// links, so the preview is read without JavaScript too; answers typed in it stay in the page. The pages' names are
// the author's, in the language the preview reads the workflow in (ADR 035), marked with it.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BuilderPreview, usePreviewReading } from '~/components/builder/builder-preview';
import { pagesOf } from '~/components/builder/element-operations';
import { DefinitionLanguageProvider, Shown } from '~/components/questionnaire/fields/shown-text';
import { localizeElement, type WorkflowDefinition } from '~/engine';

export function QuestionsPreview({ definition, pageIndex, pageHref }: { definition: WorkflowDefinition; pageIndex: number; pageHref: (index: number) => string }) {
  const { t } = useTranslation('builder', { keyPrefix: 'formPreview' });
  const reading = usePreviewReading(definition);
  const pages = pagesOf(definition);
  if (pages.length === 0) return <p>{t('noQuestions')}</p>;
  const current = Math.min(Math.max(pageIndex, 0), pages.length - 1);
  return (
    <div className="grid gap-4">
      <nav aria-label={t('pages')}>
        <DefinitionLanguageProvider value={reading}>
          <ol className="flex flex-wrap gap-2">
            {pages.map((page, index) => {
              const element = definition.elements[page.start]!;
              const shown = localizeElement(element, reading);
              const name = shown.label || shown.title;
              return (
                <li key={page.uid}>
                  <Link
                    to={pageHref(index)}
                    aria-current={index === current ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-md border px-3 no-underline ${index === current ? 'border-brand bg-brand text-white' : 'border-line bg-white'}`}
                  >
                    {name ? (
                      <Shown element={element} part={shown.label ? 'label' : 'title'}>
                        {name}
                      </Shown>
                    ) : (
                      t('page', { number: index + 1 })
                    )}
                  </Link>
                </li>
              );
            })}
          </ol>
        </DefinitionLanguageProvider>
      </nav>
      <BuilderPreview key={`${definition.id}-${current}`} definition={definition} pageIndex={current} options={{ showAll: false, collaborate: definition.collaborate !== false }} label={t('label')} />
    </div>
  );
}
