import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { requireUser } from '~/utils/permissions.server';
import { formsSharedWith } from '~/services/user-workflow/sharing-entries.server';

export const handle: PageHandle = { title: (_data, t) => t('guide:sharedForms.title'), i18n: ['guide'] };

// The forms shared with the signed-in e-mail (end-user-journey.md §2): name, description, from. The row's name opens
// the respondent guide; a second link opens the shared survey detail (the spec's shift-click, as a plain link). The
// form's name, type and state are its definition's English words, marked so on a page in another language.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const rows = await formsSharedWith(getDb(), user.email);
  const t = await requestTexts(request, 'guide');
  return {
    title: t('sharedForms.tabTitle'),
    forms: rows.map((r) => ({
      id: r.id,
      name: r.name,
      // the type and the state are the form's own words (English, marked so); the county is said in the page's words
      type: r.type,
      state: r.state,
      county: r.county ? t('sharedForms.county', { county: r.county }) : null,
      from: `${r.owner_first_name} ${r.owner_last_name}`.trim() || r.owner_email,
      isNew: r.is_new,
      agreed: r.agreed_with_spouse,
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Shared Forms · Accord' }];

export default function SharedForms() {
  const { forms } = useLoaderData<typeof loader>();
  const { t } = useTranslation('guide');
  return (
    <section aria-labelledby="shared-forms-title" className="mx-auto max-w-3xl">
      <h1 id="shared-forms-title" className="text-2xl font-semibold text-brand">
        {t('sharedForms.title')}
      </h1>
      {forms.length === 0 ? (
        <p className="mt-4">{t('sharedForms.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {forms.map((f) => (
            <li key={f.id} className="rounded-lg border border-line bg-white p-4">
              <p className="text-lg font-semibold">
                <Link to={`/respondent-guide/${f.id}`} lang="en">
                  {f.name}
                </Link>
                {f.isNew ? <span className="ml-2 rounded bg-brand px-2 py-0.5 text-xs text-white">{t('sharedForms.new')}</span> : null}
              </p>
              <p className="text-muted">
                {[
                  f.type ? <span lang="en">{f.type}</span> : null,
                  f.state ? <span lang="en">{f.state}</span> : null,
                  f.county,
                ]
                  .filter(Boolean)
                  .map((part, i) => (
                    <Fragment key={i}>
                      {i > 0 ? ' · ' : null}
                      {part}
                    </Fragment>
                  ))}
              </p>
              <p>
                {t('sharedForms.from')} <span className="font-medium">{f.from}</span>
              </p>
              {f.agreed ? <p className="text-sm text-brand">{t('sharedForms.agreed')}</p> : null}
              <p className="mt-2 text-sm">
                <Link to={`/survey-detail/${f.id}`}>{t('sharedForms.survey')}</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
