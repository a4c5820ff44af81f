// The petitioner's 'Return to Questionnaire' on steps 3 to 7 (end-user-journey.md §4 restart, E4.27): a ?dialog=restart
// page with a ticked box, so it opens and posts without JavaScript; the step machine's RESTART does the rest.
import { Form, Link, useNavigate } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { useHydrated } from '~/utils/use-hydrated';
import { DialogActions } from './dialog-actions';

export function ReturnToQuestionnaire({ guidePath, open, shared, error }: { guidePath: string; open: boolean; shared: boolean; error?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { t } = useTranslation('guide');
  return (
    <div className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 className="font-semibold">{t('sharing.restart.heading')}</h2>
      <p className="mt-1 text-sm text-muted">{t('sharing.restart.detail')}</p>
      <Button asChild variant="secondary" className="mt-2">
        <Link to="?dialog=restart" preventScrollReset>
          {t('sharing.restart.button')}
        </Link>
      </Button>
      <FormDialog open={open} title={t('sharing.restart.button')} hydrated={hydrated} onClose={() => navigate(guidePath, { replace: true })}>
        <Form method="post" action={`${guidePath}?dialog=restart`} className="grid gap-3">
          <p>{t('sharing.restart.intro')}</p>
          <ul className="list-disc pl-5">
            <li>{shared ? t('sharing.restart.notSharedTold') : t('sharing.restart.notShared')}</li>
            <li>{t('sharing.restart.agreements')}</li>
          </ul>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="confirm" className="size-5 accent-brand" />
            {t('sharing.restart.confirm')}
          </label>
          <DialogActions error={error} cancelTo={guidePath} cancelLabel={t('sharing.cancel')} intent="restart" label={t('sharing.restart.button')} />
        </Form>
      </FormDialog>
    </div>
  );
}
