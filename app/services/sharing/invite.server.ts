// 'Send Invite' of the share dialog (end-user-journey.md §4, step 2 to 3): in one transaction the spouse named by
// the questionnaire gets a sharing entry (within the form's limits) and the step machine moves the petitioner to
// step 3 and the respondent to step 1, which queues the 'invite' e-mail. Anything refused leaves nothing behind.
import type { Database } from '../../db.server';
import type { Queryable } from '../../db.server';
import type { ReviewType } from '../../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/languages';
import { applyStepEvent, type UserWorkflowRow } from '../user-workflow/user-workflows.server';
import type { EffectContext } from '../user-workflow/effect-context.server';
import { findSharingEntry, shareUserWorkflow } from '../user-workflow/sharing-entries.server';
import { dialogProblems, readSpouseCard, SPOUSE_CARD_MESSAGES } from './spouse-card.server';

export const INVITE_MESSAGES = {
  confirm: "Please tick 'Yes, it's correct' to confirm your spouse's details.",
  notNow: 'The questionnaire can be shared from step 2 (Share Questionnaire) only.',
} as const;

export interface InviteInput {
  workflow: Pick<UserWorkflowRow, 'id' | 'published_workflow_id' | 'collaborate' | 'owner_email'>;
  actorId: string;
  admin: boolean;
  confirmed: boolean;
  reviewType: ReviewType;
  /** the spouse's language, asked by the dialog (issue 35); absent: as `inviteLanguage` chooses */
  language?: Language;
  context?: EffectContext;
}

export type InviteOutcome = { kind: 'invited'; notices: string[] } | { kind: 'refused'; messages: string[] };

class Refused extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
  }
}

/**
 * The language the share dialog offers first for the spouse's e-mails: the one chosen when the form was shared with
 * this address before, else the petitioner's own. (Never the spouse's account's: the dialog does not tell whether an
 * address has an account; once it has, the e-mails follow its own language anyway.)
 */
export async function inviteLanguage(db: Queryable, userWorkflowId: string, spouseEmail: string): Promise<Language> {
  const entry = spouseEmail ? await findSharingEntry(db, userWorkflowId, spouseEmail) : undefined;
  if (entry) return entry.language;
  const owner = await db.selectFrom('user_workflows').innerJoin('users', 'users.id', 'user_workflows.owner_id').select('users.language').where('user_workflows.id', '=', userWorkflowId).executeTakeFirst();
  return owner?.language ?? DEFAULT_LANGUAGE;
}

export async function inviteSpouse(db: Database, input: InviteInput): Promise<InviteOutcome> {
  try {
    return await db.transaction().execute(async (tx) => {
      const card = await readSpouseCard(tx, input.workflow);
      const problems = [...(card.email ? [] : [SPOUSE_CARD_MESSAGES.cardEmail]), ...dialogProblems(card)];
      if (problems.length) throw new Refused(problems);
      if (!input.confirmed) throw new Refused([INVITE_MESSAGES.confirm]);
      const shared = await shareUserWorkflow(tx, {
        userWorkflow: input.workflow,
        email: card.email,
        name: `${card.firstName} ${card.lastName}`,
        reviewType: input.reviewType,
        sharedBy: input.actorId,
        language: input.language ?? (await inviteLanguage(tx, input.workflow.id, card.email)),
      });
      if (shared.kind === 'refused') throw new Refused([shared.message]);
      const result = await applyStepEvent(
        tx,
        input.workflow.id,
        { type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: card.email, admin: input.admin },
        { actorId: input.actorId, context: input.context },
      );
      // the entry written above goes with the refused step
      if (!result.accepted) throw new Refused([INVITE_MESSAGES.notNow]);
      return { kind: 'invited' as const, notices: result.carriedOut?.notices ?? [] };
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', messages: error.messages };
    throw error;
  }
}
