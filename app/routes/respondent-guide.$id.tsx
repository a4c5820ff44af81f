import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Check } from 'lucide-react';
import type { PageHandle } from '~/components/site-shell';
import { cn } from '~/components/ui/cn';
import { getDb } from '~/db.server';
import { requireUser } from '~/utils/permissions.server';
import { loadRespondentGuide } from '~/services/respondent/respondent-guide.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Respondent Guide' };

// The respondent guide (end-user-journey.md §2, §4): the form's name and the three steps with where the step
// machine stands. What each step holds (the shared questionnaire, the e-signature, the documents) is the
// sharing issue's; until then the current step says what happens next.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return loadRespondentGuide(getDb(), user, params.id ?? '');
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.name ?? 'Respondent Guide'} · Accord` }];

export default function RespondentGuide() {
  const guide = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="respondent-guide-title" className="mx-auto max-w-3xl">
      <h1 id="respondent-guide-title" className="text-2xl font-semibold text-brand">
        {guide.name}
      </h1>
      {guide.message ? (
        <p role="status" className="mt-4 rounded-md border border-line bg-white p-3">
          {guide.message}
        </p>
      ) : null}
      <ol className="mt-6" aria-label="Your steps">
        {guide.steps.map((s, i) => {
          const last = i === guide.steps.length - 1;
          return (
            <li key={s.step} className="relative flex gap-3 pb-6" aria-current={s.status === 'current' ? 'step' : undefined}>
              {!last ? <span aria-hidden="true" className="absolute top-9 left-4 h-[calc(100%-2.5rem)] w-px bg-line" /> : null}
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  s.status === 'complete' ? 'border-brand bg-brand text-white' : s.status === 'current' ? 'border-brand bg-white text-brand' : 'border-line bg-white text-muted',
                )}
              >
                {s.status === 'complete' ? <Check className="size-4" /> : s.step}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className={cn('pt-1 font-semibold', s.status === 'upcoming' && 'text-muted')}>
                  {s.title} <span className="sr-only">({s.status})</span>
                </h2>
                {s.status === 'current' && !guide.message ? <p className="mt-1 text-muted">This step opens here when it is ready for you.</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="We could not find this form. It may not have been shared with you yet; your spouse can send you the link again." />;
}
