// The side panels above a questionnaire page for the owner (what changed, the Reviews summary, the spouse's comment
// switch), the owner's 'Reviews' and 'Comments' panels under each field, and the comment drawer below the page; the
// respondent guide uses the same pieces for the spouse.
import type { OwnerPanels } from '~/services/comments/questionnaire-panels.server';
import { ChangesNotice } from './changes-notice';
import { CommentDrawer } from './comment-drawer';
import type { FormElement } from '~/engine';
import { FieldCommentsPanel } from './field-comments';
import { FieldReviewForms, FieldReviewsPanel, ReviewsPanel, SpouseCommentingSwitch } from './reviews-panel';

interface PanelsProps {
  owner: OwnerPanels;
  guidePath: string;
  pageIndex: number;
  commentsOpen: boolean;
  notice?: { error: string; typed?: string } | undefined;
  /** the other party as a sentence starts ('Your spouse', 'Your landlord'): who reads the page's comments */
  reader: string;
}

export function QuestionnairePanels({ owner, guidePath, pageIndex }: Omit<PanelsProps, 'commentsOpen' | 'notice' | 'reader'>) {
  const action = `${guidePath}?page=${pageIndex}`;
  return (
    <>
      <ChangesNotice changes={owner.changes} pageLink={(i) => `${guidePath}?page=${i}`} />
      <ReviewsPanel reviews={owner.reviews} pageLink={(i) => `${guidePath}?page=${i}`} />
      <SpouseCommentingSwitch entries={owner.commenting} action={action} />
    </>
  );
}

export function OwnerCommentDrawer({ owner, guidePath, pageIndex, commentsOpen, notice, reader }: PanelsProps) {
  return <CommentDrawer key={owner.pageUid} comments={owner.comments} pageUid={owner.pageUid} action={`${guidePath}?page=${pageIndex}`} open={commentsOpen} error={notice?.error} typed={notice?.typed} reader={reader} />;
}

/** What shows under one field for the owner: its 'Reviews' panel (Accept, Decline) and its 'Comments' panel (§2). */
export function OwnerFieldPanels({ owner, element }: { owner: OwnerPanels; element: FormElement }) {
  const label = element.label || element.title;
  return (
    <>
      <FieldReviewsPanel fieldUid={element.uid} label={label} reviews={owner.reviews.filter((r) => r.fieldUid === element.uid)} />
      <FieldCommentsPanel fieldUid={element.uid} label={label} comments={owner.fieldComments[element.uid]} />
    </>
  );
}

/** The forms the Accept and Decline buttons of this page's fields post with; placed after the page's own form. */
export function OwnerReviewForms({ owner, guidePath, pageIndex }: Omit<PanelsProps, 'commentsOpen' | 'notice' | 'reader'>) {
  return <FieldReviewForms reviews={owner.reviews.filter((r) => r.pageIndex === pageIndex)} action={`${guidePath}?page=${pageIndex}`} />;
}
