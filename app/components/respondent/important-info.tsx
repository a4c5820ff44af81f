// The important information a respondent reads once per browser (end-user-journey.md §9), at the top of their guide.
// A panel, not a modal dialog: the guide stays usable behind it, and 'I have read this' keeps it away (a cookie).
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

/** The button's intent: the route's action sets the cookie that keeps the panel away. */
export const IMPORTANT_INFO_INTENT = 'important-info-read';

/** `sharer`: who shared the form, as a sentence starts ('Your spouse' in a divorce). */
export function ImportantInfo({ sharer }: { sharer: string }) {
  const { t } = useTranslation('questionnaire');
  return (
    <section aria-labelledby="important-info-title" className="mt-4 rounded-lg border border-brand bg-white p-4">
      <h2 id="important-info-title" className="font-semibold text-brand">
        {t('respondent.importantInfo.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>{t('respondent.importantInfo.shared', { sharer })}</li>
        <li>{t('respondent.importantInfo.notFinal')}</li>
        <li>{t('respondent.importantInfo.noAdvice')}</li>
      </ul>
      <Form method="post" className="mt-3">
        <Button type="submit" name="intent" value={IMPORTANT_INFO_INTENT} size="sm">
          {t('respondent.importantInfo.read')}
        </Button>
      </Form>
    </section>
  );
}
