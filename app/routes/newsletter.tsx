import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { hitRateLimit, LIMITS, RATE_LIMIT_MESSAGE } from '~/services/accounts/rate-limit.server';
import { subscribeToNewsletter } from '~/services/newsletter.server';
import { clientIp } from '~/services/request.server';
import { newsletterSchema } from '~/utils/account-forms';
import { publicRoute } from '~/utils/permissions.server';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you. You are subscribed to the Accord newsletter.',
  invalid: 'Please enter a valid e-mail address.',
} as const;

// The footer's newsletter sign-up posts here: with JavaScript the footer shows the answer in place, without it
// this page does.
export async function action({ request, context }: ActionFunctionArgs) {
  publicRoute();
  const submission = parseWithZod(await request.formData(), { schema: newsletterSchema });
  if (submission.status !== 'success') return data({ status: 'invalid' as const, message: NEWSLETTER_MESSAGES.invalid }, { status: 400 });
  const db = getDb();
  if (!(await hitRateLimit(db, `newsletter-ip:${clientIp(context)}`, LIMITS.newsletterPerIp)).allowed) {
    return data({ status: 'rate-limited' as const, message: RATE_LIMIT_MESSAGE }, { status: 429 });
  }
  await db.transaction().execute((tx) => subscribeToNewsletter(tx, submission.value.email, 'footer', getEnv()));
  return { status: 'subscribed' as const, message: NEWSLETTER_MESSAGES.subscribed };
}

export const meta: MetaFunction = () => [{ title: 'Newsletter | Accord' }];

export default function Newsletter() {
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-xl py-8" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className="text-3xl font-semibold text-brand">
        Newsletter
      </h1>
      <p role="status" className="mt-4 text-lg">
        {result?.message ?? 'Use the form at the bottom of any page to subscribe.'}
      </p>
      <p className="mt-4">
        <a href="/">Back to Accord</a>
      </p>
    </section>
  );
}
