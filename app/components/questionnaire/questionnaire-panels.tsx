// The side panels above a questionnaire page for the owner (what changed, Reviews, the spouse's comment switch) and
// the comment drawer below it; the respondent guide uses the same pieces for the spouse.
import type { OwnerPanels } from '~/services/comments/questionnaire-panels.server';
import { ChangesNotice } from './changes-notice';
import { CommentDrawer } from './comment-drawer';
import { ReviewsPanel, SpouseCommentingSwitch } from './reviews-panel';

interface PanelsProps {
  owner: OwnerPanels;
  guidePath: string;
  pageIndex: number;
  commentsOpen: boolean;
  notice?: { error: string; typed?: string } | undefined;
}

export function QuestionnairePanels({ owner, guidePath, pageIndex }: Omit<PanelsProps, 'commentsOpen' | 'notice'>) {
  const action = `${guidePath}?page=${pageIndex}`;
  return (
    <>
      <ChangesNotice changes={owner.changes} pageLink={(i) => `${guidePath}?page=${i}`} />
      <ReviewsPanel reviews={owner.reviews} action={action} />
      <SpouseCommentingSwitch entries={owner.commenting} action={action} />
    </>
  );
}

export function OwnerCommentDrawer({ owner, guidePath, pageIndex, commentsOpen, notice }: PanelsProps) {
  return <CommentDrawer key={owner.pageUid} comments={owner.comments} pageUid={owner.pageUid} action={`${guidePath}?page=${pageIndex}`} open={commentsOpen} error={notice?.error} typed={notice?.typed} />;
}
