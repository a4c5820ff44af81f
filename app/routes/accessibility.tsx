// The accessibility statement (issue 32, item 11), as public bodies publish one: the standard, how the site was
// checked, what is known not to meet it yet, and how to report a barrier. Linked from the footer of every page.
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CONTACT_PAGE, type PageHandle } from '~/components/site-shell';
import { getEnv } from '../../lib/env.server';
import { publicRoute } from '~/utils/permissions.server';

export const handle: PageHandle = { title: 'Accessibility' };

export async function loader() {
  publicRoute();
  return { supportEmail: getEnv().SUPPORT_EMAIL };
}

export const meta: MetaFunction = () => [{ title: 'Accessibility statement | Accord' }];

export default function AccessibilityStatement() {
  const { supportEmail } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-2xl space-y-4 py-8" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title" className="text-3xl font-semibold text-brand">
        Accessibility statement
      </h1>
      <p>
        Accord is for everyone who needs to prepare their divorce documents, whatever the way they use a computer or a phone. You should be able to
        use every page with a keyboard alone, with a screen reader, zoomed to 200% or on a screen 320 pixels wide, and with JavaScript turned off.
      </p>

      <h2 className="pt-2 text-2xl font-semibold">The standard</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 and 2.2 at level AA: the level the US Department of Justice&apos;s 2024 rule
        under Title II of the Americans with Disabilities Act sets for state and local government web content. Our forms follow the GOV.UK Design
        System: an error summary at the top of a refused form, a title and a heading for every page and step, and dialogs that take and give back
        the keyboard focus.
      </p>

      <h2 className="pt-2 text-2xl font-semibold">How we check it</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Automatic checks (axe) of the pages, for each kind of user, with JavaScript on and off.</li>
        <li>
          Tests that use the keyboard alone: the skip link goes to the main content, and on a questionnaire page straight to its first question; focus
          moves to each new page&apos;s heading, into each dialog and back out of it.
        </li>
        <li>Tests of titles, error summaries, the contrast of our colours and the quick exit.</li>
        <li>Looking at the pages by hand at phone and desktop widths and at 200% zoom.</li>
      </ul>

      <h2 className="pt-2 text-2xl font-semibold">What does not meet the standard yet</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Some administrators&apos; forms do not show an error summary yet; their messages are shown beside each field.</li>
        <li>The comments drawer does not yet always give the focus back where it was, and on a narrow screen it can cover the page behind it.</li>
        <li>Some buttons that cannot be used yet are taken out of the keyboard order instead of saying why they cannot be used.</li>
        <li>Your signed documents are PDF files; a text version of the stipulation is not yet shown on the signing page.</li>
        <li>The workflow builder&apos;s drag and drop has a keyboard alternative, but not yet one for a single click or tap.</li>
      </ul>

      <h2 className="pt-2 text-2xl font-semibold">Leaving quickly</h2>
      <p>
        Every page has an &lsquo;Exit this page&rsquo; button at the top. It, or pressing Shift three times, takes you at once to a weather website and
        replaces this page in your browser&apos;s history.
      </p>

      <h2 className="pt-2 text-2xl font-semibold">Tell us about a barrier</h2>
      <p>
        If something on Accord is hard or impossible for you to use, please tell us: e-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or
        use our <a href={CONTACT_PAGE}>contact page</a>. Say which page it was and what happened. We answer within 5 working days, and we can help
        you finish your forms another way in the meantime.
      </p>
    </article>
  );
}
