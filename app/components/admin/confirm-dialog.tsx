// The admin pages' confirm before a change that cannot be undone (delete a user, reset a user workflow, run a DB
// script): its open state is a URL, so without JavaScript it is the same panel drawn over the page; Yes posts the
// intent with the record's fields, No goes back to `closeUrl`.
import { Form, Link, useNavigate } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '~/components/page-handle';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { FormMessage } from '~/components/ui/field';
import { useHydrated } from '~/utils/use-hydrated';

export function ConfirmDialog({
  open,
  title,
  question,
  children,
  fields,
  intent,
  action,
  closeUrl,
}: {
  open: boolean;
  title: string;
  question: string;
  children?: ReactNode;
  /** the hidden fields naming the record */
  fields: Record<string, string>;
  intent: string;
  /** where Yes posts */
  action: string;
  closeUrl: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // the answers follow the page's language: English inside a page not yet translated
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <FormDialog open={open} title={title} hydrated={hydrated} onClose={() => navigate(closeUrl, { replace: true })}>
      {open ? (
        <Form method="post" action={action} className="grid gap-4">
          <FormMessage type="warning">{question}</FormMessage>
          {children}
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="flex gap-2">
            <Button type="submit" name="intent" value={intent} variant="danger">
              {t('yes', { lng: language })}
            </Button>
            <Button asChild variant="secondary">
              <Link to={closeUrl}>{t('no', { lng: language })}</Link>
            </Button>
          </div>
        </Form>
      ) : null}
    </FormDialog>
  );
}
