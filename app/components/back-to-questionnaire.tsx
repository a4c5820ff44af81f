// Level 2's 'Back to Questionnaire' (end-user-journey.md §2): leaving the pay page is confirmed first. With
// JavaScript the app's confirm dialog asks; without it the link leads to ?confirm=back, where the server renders
// the same question with Yes and No links, so nobody leaves by one stray click either way.
import { Link, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/dialog';

export function BackToQuestionnaire({ userWorkflowId, coupon, confirming, hydrated }: { userWorkflowId: string; coupon: string; confirming: boolean; hydrated: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation('guide');
  const [open, setOpen] = useState(false);
  const formPage = `/legal-form-guide/divorce-forms/${userWorkflowId}`;
  const stay = coupon ? `?${new URLSearchParams({ coupon })}` : '?';
  const ask = `?${new URLSearchParams({ ...(coupon ? { coupon } : {}), confirm: 'back' })}`;
  if (confirming && !hydrated) {
    return (
      <div role="alertdialog" aria-labelledby="back-title" aria-describedby="back-question" className="rounded-lg border border-warning bg-amber-50 p-4">
        <h3 id="back-title" className="font-semibold">
          {t('pay.back.title')}
        </h3>
        <p id="back-question" className="mt-1">
          {t('pay.back.question')}
        </p>
        <div className="mt-3 flex gap-3">
          <Button asChild>
            <Link to={formPage}>{t('pay.back.yes')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={stay}>{t('pay.back.no')}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <Link
        to={ask}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        className="text-center underline"
      >
        {t('pay.back.title')}
      </Link>
      <ConfirmDialog open={open || confirming} title={t('pay.back.title')} message={t('pay.back.question')} onYes={() => navigate(formPage)} onNo={() => (confirming ? navigate(stay, { replace: true }) : setOpen(false))} />
    </>
  );
}
