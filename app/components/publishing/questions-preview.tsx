// A workflow's questions shown page by page with the builder's preview (the questionnaire's own field renderer
// and the engine's display logic): the approval page's Form Preview tab and /workflow-form-preview. Pages are
// links, so the preview is read without JavaScript too; answers typed in it stay in the page.
import { Link } from '@remix-run/react';
import { BuilderPreview } from '~/components/builder/builder-preview';
import { pagesOf } from '~/components/builder/element-operations';
import type { WorkflowDefinition } from '~/engine';

export function QuestionsPreview({ definition, pageIndex, pageHref }: { definition: WorkflowDefinition; pageIndex: number; pageHref: (index: number) => string }) {
  const pages = pagesOf(definition);
  if (pages.length === 0) return <p>This workflow has no questions yet.</p>;
  const current = Math.min(Math.max(pageIndex, 0), pages.length - 1);
  return (
    <div className="grid gap-4">
      <nav aria-label="Pages of the workflow">
        <ol className="flex flex-wrap gap-2">
          {pages.map((page, index) => (
            <li key={page.uid}>
              <Link
                to={pageHref(index)}
                aria-current={index === current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-md border px-3 no-underline ${index === current ? 'border-brand bg-brand text-white' : 'border-line bg-white'}`}
              >
                {page.label || `Page ${index + 1}`}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <BuilderPreview key={`${definition.id}-${current}`} definition={definition} pageIndex={current} options={{ showAll: false, collaborate: definition.collaborate !== false }} label="Form Preview" />
    </div>
  );
}
