import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { getDb } from '~/db.server';
import { PRICES_NOT_SET } from '~/services/price-summary';
import { loadPriceSummary } from '~/services/price-summary.server';
import { publicRoute } from '~/utils/permissions.server';
import { getEnv } from '../../lib/env.server';

// The contact / FAQ page (end-user-journey.md §1): the help dialogs and the footer link here. The answers state
// only what the product does; prices come from the paywall prices settings.
export const handle: PageHandle = { title: 'Contact Us' };

export async function loader(_: LoaderFunctionArgs) {
  publicRoute();
  return { supportEmail: getEnv().SUPPORT_EMAIL, prices: await loadPriceSummary(getDb()) };
}

export const meta: MetaFunction = () => [{ title: 'Contact us and frequent questions | Accord' }];

export default function ContactUs() {
  const { supportEmail, prices } = useLoaderData<typeof loader>();
  const faq: Array<[string, string]> = [
    [
      'What does Accord cost?',
      prices === null
        ? `${PRICES_NOT_SET} Court filing fees are separate and paid to the court.`
        : `Working together with your spouse costs $${prices.collaborative.total} in all: $${prices.collaborative.level1} to start the questionnaire and $${prices.collaborative.level2} for the completed documents. Filing on your own costs $${prices.unilateral.total}: $${prices.unilateral.level1} to start and $${prices.unilateral.level2} for the completed documents. Court filing fees are separate and paid to the court.`,
    ],
    [
      'Will I lose what I have written?',
      'No. Every answer is saved as you type, and you can stop and come back at any time from any device.',
    ],
    [
      'Who can see my answers?',
      'Only you, and the spouse you choose to share your questionnaire with. Your spouse sees it only after you send the invitation.',
    ],
    [
      'Does my spouse need an account?',
      'Yes, if you work together: your spouse gets an e-mail invitation and creates a free account to review, comment and sign. If you file on your own, your spouse is not involved in Accord.',
    ],
    [
      'Is Accord a lawyer?',
      'No. Accord helps you prepare your own documents; it does not give legal advice. See the legal advice page for where to find a lawyer.',
    ],
    [
      'I forgot my password.',
      'Use "Forgot your password?" on the sign-in page. We e-mail you a link to choose a new one.',
    ],
    [
      'My spouse and I do not agree on everything.',
      'Your spouse can comment on any answer and send the questionnaire back to you. If you cannot agree, please speak with a lawyer or a mediator before filing.',
    ],
  ];
  return (
    <section aria-labelledby="contact-title" className="mx-auto max-w-2xl py-8">
      <h1 id="contact-title" className="text-3xl font-semibold leading-tight text-brand">
        Contact us
      </h1>
      <p className="mt-4 text-lg">
        Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We answer by e-mail. Please do not send
        passwords or documents by e-mail.
      </p>
      <p className="mt-2 text-muted">
        If you are in danger, call 911. For legal questions, see <a href="/legal-advice">legal advice</a>.
      </p>
      <h2 className="mt-10 text-2xl font-semibold text-brand">Frequent questions</h2>
      <div className="mt-4 space-y-3">
        {faq.map(([question, answer]) => (
          <details key={question} className="rounded-lg border border-line bg-white p-4">
            <summary className="cursor-pointer font-medium">{question}</summary>
            <p className="mt-2">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
