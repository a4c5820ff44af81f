// The petitioner guide's step 2 'Share Questionnaire' (end-user-journey.md §4, §5): the spouse card from the
// questionnaire's RES_* answers with the spec's texts for what is missing, 'Send Share Invite' only when there is
// a spouse e-mail, and the confirm dialog ('Yes, it's correct', 'Send Invite'); 'Back to Questionnaire' asks first.
// Both dialogs are ?dialog= pages, so they open and post without JavaScript.
import { Form, Link, useNavigate } from '@remix-run/react';
import { Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SharingPanel } from '~/services/sharing/guide-sharing.server';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { useHydrated } from '~/utils/use-hydrated';
import { DialogActions } from './dialog-actions';

/** The page's words and the other party's name in them: 'spouse' in the page's language, a type's own name as the type has it (ADR 028). */
function useSharingWords(panel: SharingPanel) {
  const { t } = useTranslation('guide');
  return { t, other: panel.otherParty === 'spouse' ? t('otherParty.spouse') : panel.otherParty };
}

export function SpouseCard({ panel, guidePath }: { panel: SharingPanel; guidePath: string }) {
  const { card } = panel;
  const { t, other } = useSharingWords(panel);
  const fix = card.fieldAt ? `${guidePath}?page=${card.fieldAt.pageIndex}#field-${card.fieldAt.uid}` : `${guidePath}?page=0`;
  return (
    <div className="rounded-lg border border-line bg-white p-4" aria-labelledby="spouse-card-title">
      <h3 id="spouse-card-title" className="flex items-center gap-2 font-semibold">
        <UserRound aria-hidden="true" className="size-5 text-brand" /> {t('sharing.yourOther', { other })}
      </h3>
      <p className="mt-2 text-lg">{[card.firstName, card.lastName].filter(Boolean).join(' ') || '—'}</p>
      <p className="flex items-center gap-2 break-all text-muted">
        <Mail aria-hidden="true" className="size-4 shrink-0" /> {card.email || '—'}
      </p>
      {card.missing.length ? (
        <ul className="mt-2 grid gap-1 text-danger" aria-label={t('sharing.missingDetails')}>
          {card.missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {card.missing.length && panel.choices.back ? <p className="mt-2 text-sm text-muted">{t('sharing.goBackToAdd')}</p> : null}
      {card.missing.length && !panel.choices.back ? (
        <p className="mt-2 text-sm">
          <Link to={fix}>{t('sharing.addIt')}</Link>
        </p>
      ) : null}
    </div>
  );
}

export function ShareStep({ panel, guidePath, error }: { panel: SharingPanel; guidePath: string; error?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { t, other } = useSharingWords(panel);
  const close = () => navigate(guidePath, { replace: true });
  return (
    <div className="mt-3 grid gap-3">
      <p>{t('sharing.intro', { other })}</p>
      <SpouseCard panel={panel} guidePath={guidePath} />
      <div className="flex flex-wrap gap-2">
        {panel.canInvite ? (
          <Button asChild>
            <Link to="?dialog=share" preventScrollReset>
              {t('sharing.sendShareInvite')}
            </Link>
          </Button>
        ) : null}
        {panel.choices.back ? (
          <Button asChild variant="secondary">
            <Link to="?dialog=back" preventScrollReset>
              {t('sharing.backToQuestionnaire')}
            </Link>
          </Button>
        ) : null}
      </div>

      <FormDialog open={panel.dialog === 'share'} title={t('sharing.shareTitle')} hydrated={hydrated} onClose={close}>
        <Form method="post" action={`${guidePath}?dialog=share`} className="grid gap-3">
          <p>{t('sharing.goesTo')}</p>
          <dl className="grid gap-1 rounded-md border border-line p-3">
            <dt className="text-sm text-muted">{t('sharing.name')}</dt>
            <dd>{[panel.card.firstName, panel.card.lastName].filter(Boolean).join(' ') || '—'}</dd>
            <dt className="text-sm text-muted">{t('sharing.email')}</dt>
            <dd className="break-all">{panel.card.email}</dd>
          </dl>
          {panel.dialogProblems.length ? (
            <ul className="grid gap-1 text-danger">
              {panel.dialogProblems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          {panel.reviewTypes.length > 1 ? (
            <fieldset>
              <legend className="font-medium">{t('sharing.reviewHow', { other })}</legend>
              {panel.reviewTypes.map((type, i) => (
                <label key={type} className="mt-1 flex min-h-11 items-center gap-2">
                  <input type="radio" name="reviewType" value={type} defaultChecked={i === 0} className="size-5 accent-brand" />
                  {t(`sharing.reviewTypes.${type}`)}
                </label>
              ))}
            </fieldset>
          ) : (
            <input type="hidden" name="reviewType" value={panel.reviewTypes[0] ?? 'comment'} />
          )}
          <fieldset>
            <legend className="font-medium">{t('sharing.language', { other })}</legend>
            {panel.languages.map((language) => (
              <label key={language.value} lang={language.value} className="mt-1 flex min-h-11 items-center gap-2">
                <input type="radio" name="language" value={language.value} defaultChecked={language.value === panel.inviteLanguage} className="size-5 accent-brand" />
                {language.name}
              </label>
            ))}
          </fieldset>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="confirm" className="size-5 accent-brand" />
            {t('sharing.confirm')}
          </label>
          <DialogActions error={error} cancelTo={guidePath} cancelLabel={t('sharing.cancel')} intent="send-invite" label={t('sharing.sendInvite')} disabled={panel.dialogProblems.length > 0} />
        </Form>
      </FormDialog>

      <FormDialog open={panel.dialog === 'back'} title={t('sharing.backToQuestionnaire')} hydrated={hydrated} onClose={close}>
        <Form method="post" action={`${guidePath}?dialog=back`} className="grid gap-3">
          <p>{t('sharing.backQuestion')}</p>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="confirm" className="size-5 accent-brand" />
            {t('sharing.backConfirm')}
          </label>
          <DialogActions error={error} cancelTo={guidePath} cancelLabel={t('sharing.cancel')} intent="back-to-questionnaire" label={t('sharing.backToQuestionnaire')} />
        </Form>
      </FormDialog>
    </div>
  );
}

/** Step 3's heading part: where the spouse's review stands, and the agreement once given. */
export function SpouseReviewStatus({ panel }: { panel: SharingPanel }) {
  const { t, other } = useSharingWords(panel);
  if (!panel.status) return null;
  return (
    <p role="status" className={panel.spouseAgreed ? 'mt-2 rounded-md border border-brand bg-white p-3 font-semibold text-brand' : 'mt-2 rounded-md border border-line bg-white p-3'}>
      {t(`sharing.status.${panel.status}`, { other })}
    </p>
  );
}
