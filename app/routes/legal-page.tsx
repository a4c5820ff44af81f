import type { MetaFunction } from '@remix-run/node';
import { useMatches } from '@remix-run/react';

// The footer's legal pages (one module, three routes). TODO(content): the wording needs the product owner's
// legal review before launch; it says only what Accord is and does.
const PAGES: Record<string, { title: string; paragraphs: string[] }> = {
  'legal-advice': {
    title: 'Legal advice',
    paragraphs: [
      'Accord helps you prepare your own divorce documents from your answers. Accord is not a law firm, and nothing in Accord is legal advice.',
      'If your situation is complicated (disagreements about children, property or support; a business; safety concerns), please speak with a lawyer licensed in your state. Many courts and bar associations run free or low-cost legal help lines.',
      'If you are in danger, call 911.',
    ],
  },
  'terms-of-service': {
    title: 'Terms of service',
    paragraphs: [
      'By creating an account you agree to use Accord to prepare your own documents, to give true answers, and to keep your password to yourself.',
      'You remain responsible for reviewing your documents and for filing them with the court. Accord does not file documents for you and does not give legal advice.',
      'You may close your account at any time by writing to us.',
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy',
    paragraphs: [
      'Your answers are yours. Accord keeps them to prepare your documents and shares them only with the spouse you invite, at the level of access you choose.',
      'We send you e-mails about your account and your documents. We send news only if you ask for it, and you can stop it at any time.',
      'We do not sell your information.',
    ],
  },
};

function usePage() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return PAGES[id.replace(/^legal-/, '')] ?? PAGES['legal-advice']!;
}

export const meta: MetaFunction = ({ matches }) => {
  const id = matches[matches.length - 1]?.id ?? '';
  return [{ title: `${(PAGES[id.replace(/^legal-/, '')] ?? PAGES['legal-advice']!).title} | Accord` }];
};

export default function LegalPage() {
  const page = usePage();
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="legal-title">
      <h1 id="legal-title" className="text-3xl font-semibold text-brand">
        {page.title}
      </h1>
      {page.paragraphs.map((p) => (
        <p key={p} className="mt-4 text-lg">
          {p}
        </p>
      ))}
    </section>
  );
}
