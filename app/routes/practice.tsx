import type { MetaFunction } from '@remix-run/node';
import type { PageHandle } from '~/components/site-shell';

export const handle: PageHandle = { title: 'Practice' };

export const meta: MetaFunction = () => [{ title: 'Practice | Accord' }];

// The spec names a practice page without its content: this one tells a person what the questionnaire will ask
// for, so they can gather it before they begin.
export default function Practice() {
  const items = [
    ['Your details and your spouse’s', 'Legal names, dates of birth, addresses, and your spouse’s e-mail.'],
    ['Your marriage', 'The date and place of your marriage and the date you separated.'],
    ['Children', 'Names and dates of birth of any children, and how you plan to share their care.'],
    ['Property and debts', 'Homes, vehicles, accounts, retirement plans and debts, and who keeps what.'],
    ['Support', 'Income of both spouses, and any child support or alimony you agree on.'],
  ];
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="practice-title">
      <h1 id="practice-title" className="text-3xl font-semibold text-brand">
        Practice before you begin
      </h1>
      <p className="mt-4 text-lg text-muted">
        The questionnaire goes at your pace and saves as you go. It helps to have these at hand:
      </p>
      <ul className="mt-6 space-y-3">
        {items.map(([title, detail]) => (
          <li key={title} className="rounded-lg border border-line bg-white p-4">
            <span className="block font-medium">{title}</span>
            <span className="block text-muted">{detail}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        Ready? <a href="/create-user">Create an account</a> or <a href="/sign-in">sign in</a>.
      </p>
    </section>
  );
}
