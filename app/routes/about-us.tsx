import type { MetaFunction } from '@remix-run/node';
import { NumberedSteps } from '~/components/numbered-steps';
import type { PageHandle } from '~/components/site-shell';

export const handle: PageHandle = { title: 'About Us' };

const STEPS = [
  ['Answer the questionnaire', 'Save as you go. Nothing you write is lost.'],
  ['Share it with your spouse', 'They can review, comment, agree or send it back.'],
  ['Sign and download', 'Both of you e-sign, then download court-ready PDF documents.'],
] as const;

export const meta: MetaFunction = () => [{ title: 'About Accord: prepare your divorce documents with care' }];

export default function AboutUs() {
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="about-title">
      <h1 id="about-title" className="text-3xl font-semibold leading-tight text-brand sm:text-4xl">
        Prepare your divorce documents, one calm step at a time
      </h1>
      <p className="mt-4 text-lg text-muted">
        Accord asks you plain questions about your situation, lets your spouse review and agree, and fills in the court forms for your
        state from your answers.
      </p>
      <NumberedSteps className="mt-8 space-y-4" steps={STEPS} />
      <p className="mt-8 flex flex-wrap gap-4">
        <a href="/create-user" className="rounded-md bg-brand px-4 py-2 font-medium text-white no-underline hover:bg-brand-strong hover:text-white">
          Create an account
        </a>
        <a href="/sign-in" className="px-4 py-2">
          I already have an account
        </a>
      </p>
    </section>
  );
}
