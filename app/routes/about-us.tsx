import type { MetaFunction } from '@remix-run/node';
import type { PageHandle } from '~/components/site-shell';

export const handle: PageHandle = { title: 'About Us' };

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
      <ol className="mt-8 space-y-4">
        {[
          ['Answer the questionnaire', 'Save as you go. Nothing you write is lost.'],
          ['Share it with your spouse', 'They can review, comment, agree or send it back.'],
          ['Sign and download', 'Both of you e-sign, then download court-ready PDF documents.'],
        ].map(([title, detail], index) => (
          <li key={title} className="flex gap-4 rounded-lg border border-line bg-white p-4">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand">
              {index + 1}
            </span>
            <span>
              <span className="block font-medium">{title}</span>
              <span className="block text-muted">{detail}</span>
            </span>
          </li>
        ))}
      </ol>
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
