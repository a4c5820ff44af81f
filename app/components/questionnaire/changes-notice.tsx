// The changed-pages notice (end-user-journey.md §2; issue 17 "what changed since you last looked"): the pages whose
// answers changed since the round this person last saw, each changed field with its old and new value and the
// words that changed. A <details> per page, so it opens and closes without JavaScript.
import { Link } from '@remix-run/react';
import type { RoundChanges } from '~/services/user-workflow/answer-rounds.server';
import { WordDifference } from './word-difference';

export function ChangesNotice({ changes, pageLink }: { changes: RoundChanges | null; pageLink: (index: number) => string }) {
  if (!changes || changes.pages.length === 0) return null;
  const fieldCount = changes.pages.reduce((n, p) => n + p.fields.length, 0);
  return (
    <section aria-labelledby="changes-title" className="mt-4 rounded-lg border border-brand bg-brand-soft p-4">
      <h3 id="changes-title" className="font-semibold text-brand">
        Changed since you last looked: {changes.pages.length} {changes.pages.length === 1 ? 'page' : 'pages'}, {fieldCount} {fieldCount === 1 ? 'answer' : 'answers'}
      </h3>
      <ul className="mt-2 grid gap-2">
        {changes.pages.map((page) => (
          <li key={page.pageUid}>
            <details className="rounded-md border border-line bg-white">
              <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">
                {page.label} ({page.fields.length} {page.fields.length === 1 ? 'change' : 'changes'})
              </summary>
              <div className="grid gap-3 px-3 pb-3">
                {page.fields.map((field) => (
                  <div key={field.uid} className="border-t border-line pt-2">
                    <p className="font-medium">{field.label}</p>
                    <dl className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
                      <div>
                        <dt className="text-muted">Before</dt>
                        <dd className="whitespace-pre-wrap break-words">{field.before || '(no answer)'}</dd>
                      </div>
                      <div>
                        <dt className="text-muted">Now</dt>
                        <dd className="whitespace-pre-wrap break-words">{field.after || '(no answer)'}</dd>
                      </div>
                    </dl>
                    <div className="mt-1 text-sm">
                      <span className="text-muted">What changed: </span>
                      <WordDifference words={field.words} />
                    </div>
                  </div>
                ))}
                <Link to={pageLink(page.pageIndex)} className="text-sm">
                  Open this page
                </Link>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
