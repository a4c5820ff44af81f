// Step 6's 'Notify Spouse' / 'Notify Spouse Again' (end-user-journey.md §4, §9): the 'sign' e-mail sent again.
// The limit is the step machine's (NOTIFY_SPOUSE: the third send starts a one-day block, admins excepted), so the
// server refuses what the page would not offer; the spec kept it in the browser, where it could be cleared.
import type { Database } from '../../db.server';
import { applyStepEvent } from '../user-workflow/user-workflows.server';
import type { EffectContext } from '../user-workflow/effect-context.server';
import { SIGNING_TEXTS } from './signing-texts';
import { signingTextsFor, type GuideTexts } from './signing-words.server';

export async function notifySpouse(db: Database, input: { userWorkflowId: string; actorId: string; admin: boolean; context?: EffectContext; now?: Date; t?: GuideTexts }): Promise<{ kind: 'sent'; notice: string } | { kind: 'refused'; message: string }> {
  const at = (input.now ?? new Date()).toISOString();
  const result = await applyStepEvent(db, input.userWorkflowId, { type: 'NOTIFY_SPOUSE', admin: input.admin, at }, { actorId: input.actorId, ...(input.context ? { context: input.context } : {}) });
  const { t } = input;
  if (result.accepted) return { kind: 'sent', notice: t ? t('signing.texts.notified') : SIGNING_TEXTS.notified };
  // refused at step 6 only by the limit; anywhere else the step is not the one the person thinks
  if (result.steps.step !== 6) return { kind: 'refused', message: t ? t('signing.texts.notNow') : SIGNING_TEXTS.notNow };
  const workflow = await db.selectFrom('user_workflows').select(['id', 'owner_id', 'name', 'published_workflow_id']).where('id', '=', input.userWorkflowId).executeTakeFirstOrThrow();
  return { kind: 'refused', message: (await signingTextsFor(db, workflow, 'petitioner', t)).notifyLimit };
}
