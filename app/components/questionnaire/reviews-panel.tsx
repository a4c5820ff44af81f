// The owner's 'Reviews' panel (end-user-journey.md §2, §4): each change an 'edit' reviewer proposed, the current
// and the proposed value side by side, with Accept (the value becomes the answer through the versioned save) and
// Decline (that reviewer's proposal is removed). Plain forms, so it works without JavaScript.
import { Form } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import type { PendingReview } from '~/services/reviews/field-reviews.server';
import { WordDifference } from './word-difference';

export function ReviewsPanel({ reviews, action }: { reviews: PendingReview[]; action: string }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="mt-4 rounded-lg border border-line bg-white p-4">
      <h3 id="reviews-title" className="font-semibold">
        Reviews ({reviews.length})
      </h3>
      <p className="text-sm text-muted">Your spouse proposed these changes. Nothing changes until you accept.</p>
      <ul className="mt-3 grid gap-4">
        {reviews.map((r) => (
          <li key={`${r.fieldUid}:${r.reviewerEmail}`} className="border-t border-line pt-3">
            <p className="font-medium">{r.fieldLabel}</p>
            <p className="text-xs text-muted">Proposed by {r.reviewerName || r.reviewerEmail}</p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <div className="rounded-md border border-line p-2">
                <p className="text-xs font-medium text-muted">Current</p>
                <p className="whitespace-pre-wrap break-words">{r.currentText || '(no answer)'}</p>
              </div>
              <div className="rounded-md border border-brand p-2">
                <p className="text-xs font-medium text-muted">Proposed</p>
                <p className="whitespace-pre-wrap break-words">{r.proposedText || '(no answer)'}</p>
              </div>
            </div>
            <div className="mt-1 text-sm">
              <span className="text-muted">What changes: </span>
              <WordDifference words={r.words} />
            </div>
            <Form method="post" action={action} preventScrollReset className="mt-2 flex flex-wrap gap-2">
              <input type="hidden" name="field" value={r.fieldUid} />
              <input type="hidden" name="reviewer" value={r.reviewerEmail} />
              <input type="hidden" name="version" value={r.currentVersion} />
              <Button type="submit" name="intent" value="accept-review" size="sm" aria-label={`Accept the proposed ${r.fieldLabel}`}>
                Accept
              </Button>
              <Button type="submit" name="intent" value="decline-review" size="sm" variant="secondary" aria-label={`Decline the proposed ${r.fieldLabel}`}>
                Decline
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The owner's switch per sharing entry: may the spouse comment (§4). */
export function SpouseCommentingSwitch({ entries, action }: { entries: { id: string; name: string; enabled: boolean; reviewType: string }[]; action: string }) {
  const commenters = entries.filter((e) => e.reviewType !== 'read-only');
  if (commenters.length === 0) return null;
  return (
    <div className="mt-4 grid gap-2">
      {commenters.map((e) => (
        <Form key={e.id} method="post" action={action} preventScrollReset className="flex flex-wrap items-center gap-2 text-sm">
          <input type="hidden" name="entry" value={e.id} />
          <input type="hidden" name="enabled" value={e.enabled ? 'off' : 'on'} />
          <span>
            {e.name} {e.enabled ? 'can comment.' : 'cannot comment now.'}
          </span>
          <Button type="submit" name="intent" value="spouse-commenting" size="sm" variant="ghost">
            {e.enabled ? 'Turn their comments off' : 'Let them comment'}
          </Button>
        </Form>
      ))}
    </div>
  );
}
