// The important information a respondent reads once per browser (end-user-journey.md §9), at the top of their guide.
// A panel, not a modal dialog: the guide stays usable behind it, and 'I have read this' keeps it away (a cookie).
import { Form } from '@remix-run/react';
import { Button } from '~/components/ui/button';

export const IMPORTANT_INFO_TITLE = 'Important information';
/** The button's intent: the route's action sets the cookie that keeps the panel away. */
export const IMPORTANT_INFO_INTENT = 'important-info-read';

/** `sharer`: who shared the form, as a sentence starts ('Your spouse' in a divorce). */
export function ImportantInfo({ sharer }: { sharer: string }) {
  return (
    <section aria-labelledby="important-info-title" className="mt-4 rounded-lg border border-brand bg-white p-4">
      <h2 id="important-info-title" className="font-semibold text-brand">
        {IMPORTANT_INFO_TITLE}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>{`${sharer} has shared their answers with you to review. You can read every page and leave a comment where you would like something changed.`}</li>
        <li>Nothing is final when you agree: the documents bind you only once both of you have signed them.</li>
        <li>Accord does not give legal advice. If you are unsure about any answer, please talk to a lawyer before you agree or sign.</li>
      </ul>
      <Form method="post" className="mt-3">
        <Button type="submit" name="intent" value={IMPORTANT_INFO_INTENT} size="sm">
          I have read this
        </Button>
      </Form>
    </section>
  );
}
