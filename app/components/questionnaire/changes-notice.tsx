// The changed-pages notice (end-user-journey.md §2; issue 17 "what changed since you last looked"): the pages whose
// answers changed since the round this person last saw, each changed field with its old and new value and the
// words that changed. A <details> per page, so it opens and closes without JavaScript.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { RoundChanges } from '~/services/user-workflow/answer-rounds.server';
import { WordDifference } from './word-difference';

export function ChangesNotice({ changes, pageLink }: { changes: RoundChanges | null; pageLink: (index: number) => string }) {
  const { t } = useTranslation('questionnaire');
  if (!changes || changes.pages.length === 0) return null;
  const fieldCount = changes.pages.reduce((n, p) => n + p.fields.length, 0);
  return (
    <section aria-labelledby="changes-title" className="mt-4 rounded-lg border border-brand bg-brand-soft p-4">
      <h3 id="changes-title" className="font-semibold text-brand">
        {t('changes.title', { pages: t('changes.pages', { count: changes.pages.length }), answers: t('changes.answers', { count: fieldCount }) })}
      </h3>
      <ul className="mt-2 grid gap-2">
        {changes.pages.map((page) => (
          <li key={page.pageUid}>
            <details className="rounded-md border border-line bg-white">
              <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">
                {t('changes.page', { label: page.label, changes: t('changes.changes', { count: page.fields.length }) })}
              </summary>
              <div className="grid gap-3 px-3 pb-3">
                {page.fields.map((field) => (
                  <div key={field.uid} className="border-t border-line pt-2">
                    <p className="font-medium">{field.label}</p>
                    <dl className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
                      <div>
                        <dt className="text-muted">{t('changes.before')}</dt>
                        <dd className="whitespace-pre-wrap break-words">{field.before || t('changes.noAnswer')}</dd>
                      </div>
                      <div>
                        <dt className="text-muted">{t('changes.now')}</dt>
                        <dd className="whitespace-pre-wrap break-words">{field.after || t('changes.noAnswer')}</dd>
                      </div>
                    </dl>
                    <div className="mt-1 text-sm">
                      <span className="text-muted">{t('changes.whatChanged')}</span>
                      <WordDifference words={field.words} />
                    </div>
                  </div>
                ))}
                <Link to={pageLink(page.pageIndex)} className="text-sm">
                  {t('changes.open')}
                </Link>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
