import type { MetaFunction } from '@remix-run/node';
import type { PageHandle } from '~/components/site-shell';

export const handle: PageHandle = { title: 'Please wait' };

export const meta: MetaFunction = () => [{ title: 'Waiting for your spouse | Accord' }];

// administration-platform.md §2.18: the respondent waits for the petitioner to start.
export default function Wait() {
  return (
    <section aria-labelledby="wait-title" className="mx-auto max-w-xl py-8">
      <h1 id="wait-title" className="text-3xl font-semibold text-brand">
        Your spouse has not started yet
      </h1>
      <p className="mt-4 text-lg">
        Please wait for your spouse to start the process. When your spouse finishes the questionnaire, you will receive an e-mail
        inviting you to review it.
      </p>
      <p className="mt-4 text-muted">There is nothing you need to do now. You can close this page.</p>
    </section>
  );
}
