// What the petitioner guide shows on steps 2 to 4 about the spouse (end-user-journey.md §4, §5): the spouse card
// and the share dialog (a ?dialog= page, so it works without JavaScript), and on step 3 where the spouse's review
// stands and which of 'Send Back for Spousal Review', 'Finish Replying' and 'I Agree' the step machine allows.
import type { ReviewType } from '../../../db/schema';
import type { UserWorkflowEventType } from '../../engine.server';
import type { Queryable } from '../../db.server';
import { listSharingEntries, REVIEW_TYPES, sharingLimitsFor } from '../user-workflow/sharing-entries.server';
import { dialogProblems, readSpouseCard } from './spouse-card.server';
import { inviteLanguage } from './invite.server';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/languages';
import { userWorkflowParticipants } from '../user-workflow/participants.server';
import { petitionerWords } from '../user-workflow/other-party-words';

export const GUIDE_SHARING_DIALOGS = ['share', 'back'] as const;
export type GuideSharingDialog = (typeof GUIDE_SHARING_DIALOGS)[number];

/** Where the other party's review stands on step 3: a key of the guide catalogue's `sharing.status`, said with the other party's name. */
export type SpouseReviewStatusKey = 'reviewing' | 'sentBack' | 'agreed';

interface SharingPanelInput {
  workflow: { id: string; published_workflow_id: string; collaborate: boolean };
  step: number;
  enabled: readonly UserWorkflowEventType[];
  sharing: { spouseAgreed: boolean; commentsDisabled: boolean };
  url: URL;
}

export async function loadSharingPanel(db: Queryable, input: SharingPanelInput) {
  const { workflow, step, enabled, sharing, url } = input;
  if (!workflow.collaborate || step < 2 || step > 4) return null;
  const card = await readSpouseCard(db, workflow);
  const entries = await listSharingEntries(db, workflow.id);
  const requested = url.searchParams.get('dialog');
  const dialog = GUIDE_SHARING_DIALOGS.find((d) => d === requested && step === 2) ?? null;
  const limits = step === 2 ? await sharingLimitsFor(db, workflow) : null;
  // the review types the dialog may offer: those the form's Sharing Logic allows (comment, the spouse's usual one, first)
  const reviewTypes: ReviewType[] = limits
    ? (['comment', ...REVIEW_TYPES.filter((t) => t !== 'comment')] as ReviewType[]).filter((t) => limits[t === 'read-only' ? 'readOnly' : t] > 0)
    : [];
  const { otherParty } = await userWorkflowParticipants(db, workflow.id);
  const status: SpouseReviewStatusKey | null = step === 3 ? (sharing.spouseAgreed ? 'agreed' : sharing.commentsDisabled ? 'sentBack' : 'reviewing') : null;
  return {
    /** the other party as the workflow type names them: 'spouse' for a divorce */
    otherParty,
    /** 'Send Back for Spousal Review' in a divorce; the button names the other party otherwise */
    sendBackLabel: petitionerWords(otherParty).sendBack,
    card,
    dialog,
    dialogProblems: dialogProblems(card),
    canInvite: step === 2 && card.email !== '' && enabled.includes('SEND_SHARE_INVITE'),
    reviewTypes,
    /** the languages the dialog offers for the spouse's e-mails, each in its own words, and the one chosen first */
    languages: LANGUAGES.map((value) => ({ value, name: LANGUAGE_NAMES[value] })),
    inviteLanguage: dialog === 'share' ? await inviteLanguage(db, workflow.id, card.email) : null,
    sharedWith: entries.map((e) => ({ email: e.email, name: e.name, reviewType: e.review_type, lastAccessedAt: e.last_accessed_at?.toISOString() ?? null })),
    status,
    spouseAgreed: sharing.spouseAgreed,
    choices: {
      sendBack: enabled.includes('SEND_BACK_FOR_SPOUSAL_REVIEW'),
      finishReplying: enabled.includes('FINISH_REPLYING'),
      agree: enabled.includes('AGREE'),
      back: enabled.includes('BACK_TO_QUESTIONNAIRE'),
    },
  };
}

export type SharingPanel = NonNullable<Awaited<ReturnType<typeof loadSharingPanel>>>;
