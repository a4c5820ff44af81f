// The owner's 'Reviews' (end-user-journey.md §2, §4): each change an 'edit' reviewer proposed, shown under the field
// it is about with the current and the proposed value side by side, Accept (the value becomes the answer through
// the versioned save) and Decline (that reviewer's proposal is removed), and a summary above the page linking to
// each. Plain forms, so it works without JavaScript.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import type { PendingReview } from '~/services/reviews/field-reviews.server';
import { WordDifference } from './word-difference';

const reviewFormId = (r: PendingReview) => `review-form-${r.fieldUid}-${r.reviewerEmail}`;
const reviewsAnchor = (fieldUid: string) => `field-reviews-${fieldUid}`;

/**
 * The owner's summary above the page: how many changes wait, each linking to the field it is about, where its
 * 'Reviews' panel is (§2: the panels appear per field; a proposal may sit on another page than the one open).
 */
export function ReviewsPanel({ reviews, pageLink }: { reviews: PendingReview[]; pageLink: (pageIndex: number) => string }) {
  const { t } = useTranslation('questionnaire');
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="mt-4 rounded-lg border border-line bg-white p-4">
      <h3 id="reviews-title" className="font-semibold">
        {t('reviews.title', { count: reviews.length })}
      </h3>
      <p className="text-sm text-muted">{t('reviews.intro')}</p>
      <ul className="mt-2 grid gap-1">
        {reviews.map((r) => (
          <li key={`${r.fieldUid}:${r.reviewerEmail}`}>
            <a className="font-medium text-brand underline" href={`${pageLink(r.pageIndex)}#${reviewsAnchor(r.fieldUid)}`}>
              {r.fieldLabel}
            </a>{' '}
            <span className="text-sm text-muted">{t('reviews.where', { page: r.pageIndex + 1, name: r.reviewerName || r.reviewerEmail })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The owner's 'Reviews' panel of one field: each proposal for it, the current and the proposed value side by side,
 * Accept (the value becomes the answer through the versioned save) and Decline (that reviewer's proposal removed).
 * It sits among the questionnaire's fields, inside the page's own form, so its buttons post with the forms of
 * `FieldReviewForms` placed after it (the HTML form attribute): the same with and without JavaScript.
 */
export function FieldReviewsPanel({ fieldUid, label, reviews }: { fieldUid: string; label: string; reviews: PendingReview[] }) {
  const { t } = useTranslation('questionnaire');
  if (reviews.length === 0) return null;
  return (
    <section id={reviewsAnchor(fieldUid)} aria-label={t('reviews.of', { label })} className="mt-2 rounded-md border border-brand bg-white p-3">
      <h4 className="text-sm font-semibold">{t('reviews.title', { count: reviews.length })}</h4>
      <ul className="mt-2 grid gap-3">
        {reviews.map((r) => (
          <li key={r.reviewerEmail}>
            <p className="text-xs text-muted">{t('reviews.proposedBy', { name: r.reviewerName || r.reviewerEmail })}</p>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              <div className="rounded-md border border-line p-2">
                <p className="text-xs font-medium text-muted">{t('reviews.current')}</p>
                <p className="whitespace-pre-wrap break-words">{r.currentText || t('changes.noAnswer')}</p>
              </div>
              <div className="rounded-md border border-brand p-2">
                <p className="text-xs font-medium text-muted">{t('reviews.proposed')}</p>
                <p className="whitespace-pre-wrap break-words">{r.proposedText || t('changes.noAnswer')}</p>
              </div>
            </div>
            <div className="mt-1 text-sm">
              <span className="text-muted">{t('reviews.whatChanges')}</span>
              <WordDifference words={r.words} />
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="submit" form={reviewFormId(r)} name="intent" value="accept-review" size="sm" aria-label={t('reviews.acceptNamed', { label: r.fieldLabel })}>
                {t('reviews.accept')}
              </Button>
              <Button type="submit" form={reviewFormId(r)} name="intent" value="decline-review" size="sm" variant="secondary" aria-label={t('reviews.declineNamed', { label: r.fieldLabel })}>
                {t('reviews.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The forms the fields' Accept and Decline buttons post with, one per proposal on the page, outside any other form. */
export function FieldReviewForms({ reviews, action }: { reviews: PendingReview[]; action: string }) {
  return (
    <>
      {reviews.map((r) => (
        <Form key={reviewFormId(r)} id={reviewFormId(r)} method="post" action={action} preventScrollReset hidden>
          <input type="hidden" name="field" value={r.fieldUid} />
          <input type="hidden" name="reviewer" value={r.reviewerEmail} />
          <input type="hidden" name="version" value={r.currentVersion} />
        </Form>
      ))}
    </>
  );
}

/** The owner's switch per sharing entry: may the spouse comment (§4). */
export function SpouseCommentingSwitch({ entries, action }: { entries: { id: number; name: string; enabled: boolean; reviewType: string }[]; action: string }) {
  const { t } = useTranslation('questionnaire');
  const commenters = entries.filter((e) => e.reviewType !== 'read-only');
  if (commenters.length === 0) return null;
  return (
    <div className="mt-4 grid gap-2">
      {commenters.map((e) => (
        <Form key={e.id} method="post" action={action} preventScrollReset className="flex flex-wrap items-center gap-2 text-sm">
          <input type="hidden" name="entry" value={e.id} />
          <input type="hidden" name="enabled" value={e.enabled ? 'off' : 'on'} />
          <span>{e.enabled ? t('reviews.canComment', { name: e.name }) : t('reviews.cannotComment', { name: e.name })}</span>
          <Button type="submit" name="intent" value="spouse-commenting" size="sm" variant="ghost">
            {e.enabled ? t('reviews.commentsOff') : t('reviews.letComment')}
          </Button>
        </Form>
      ))}
    </div>
  );
}
