import { redirect, type MetaFunction } from '@remix-run/node';
import { getDb } from '~/db.server';
import { getSettings } from '~/services/settings.server';

export async function loader() {
  const { maintenance } = await getSettings(getDb());
  if (maintenance) throw redirect('/503');
  // TODO(accounts issue): route by role and forms (administration-platform.md §2.2) once accounts exist.
  return null;
}

export const meta: MetaFunction = () => [{ title: 'Accord: prepare your divorce documents with care' }];

export default function Home() {
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="home-title">
      <h1 id="home-title" className="text-3xl font-semibold leading-tight text-brand sm:text-4xl">
        Prepare your divorce documents, one calm step at a time
      </h1>
      <p className="mt-4 text-lg text-muted">
        Accord asks you plain questions about your situation, lets your spouse review and agree, and fills in the
        court forms for your state from your answers.
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
    </section>
  );
}
