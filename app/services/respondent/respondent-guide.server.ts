// The respondent guide (end-user-journey.md §2, §4): where each of its three steps stands (read from the user
// workflow's step machine), and step 1's shared questionnaire with the 'Finished Reviewing' choices. Who may open
// it is the route guards' rule (requireSpouse, requireSharedSurvey in app/utils/permissions.server.ts).
import { RESPONDENT_STEPS, type UserWorkflowEventType } from '../../engine.server';
import { shownInEnglish, userWorkflowEnabledEvents } from '../../engine.server';
import type { Database } from '../../db.server';
import type { SessionUser } from '../accounts/sessions.server';
import { machineInput, type UserWorkflowRow } from '../user-workflow/user-workflows.server';
import { loadGuidePage } from '../guide/guide-page.server';
import { seesNumbersMasked } from '../user-workflow/personal-data';
import { childSupportInfoFor } from '../guide/child-support-info.server';
import { canonicalAnswersSha256 } from '../../../lib/documents/answers-hash.server';
import { recordSharingVisit, type SharingEntry } from '../user-workflow/sharing-entries.server';
import { sharerWords } from '../user-workflow/participants.server';

/** What the guide says above the steps (the questionnaire catalogue's `respondent.messages`): a key, said by the page. */
export type RespondentMessage = 'notShared' | 'waiting' | 'sentBack';

export type RespondentStepStatus = 'complete' | 'current' | 'upcoming';

/** The three steps' status: none before the petitioner shares; the current one waits while the machine says so. */
export function respondentStepView(respondentStep: number | null, waiting: boolean) {
  return {
    message: (respondentStep === null ? 'notShared' : waiting ? 'waiting' : null) as RespondentMessage | null,
    steps: RESPONDENT_STEPS.map((s) => ({
      step: s.step,
      status: (respondentStep === null ? 'upcoming' : s.step < respondentStep ? 'complete' : s.step === respondentStep ? 'current' : 'upcoming') as RespondentStepStatus,
    })),
  };
}

/** The buttons of 'Finished Reviewing' and the restart, as the step machine allows them now. */
function respondentChoices(enabled: readonly UserWorkflowEventType[]) {
  return {
    sendBack: enabled.includes('RESPONDENT_SEND_BACK'),
    agree: enabled.includes('RESPONDENT_AGREE'),
    restart: enabled.includes('RESPONDENT_RESTART'),
  };
}

/** What a guard let through: the person, the user workflow, their sharing entry, admin or not (app/utils/permissions.server.ts). */
export interface RespondentVisit {
  user: SessionUser;
  workflow: UserWorkflowRow;
  entry: SharingEntry | undefined;
  admin: boolean;
}

/**
 * Loads the guide for a visit the route's guard allowed (requireSpouse, requireSharedSurvey): the steps, and on
 * step 1 the shared questionnaire's page and the choices. `language`: the person's (ADR 037); the questionnaire is
 * read in it when the published version offers it (ADR 035), as the petitioner's is.
 */
export async function loadRespondentGuide(db: Database, visit: RespondentVisit, url = new URL(`http://app/respondent-guide/${visit.workflow.id}`), { language }: { language?: string } = {}) {
  const { workflow, entry, admin } = visit;
  if (entry) await recordSharingVisit(db, entry.id);
  const access = admin || (entry?.access ?? false);
  // an admin reading someone's form sees the numbers masked; the spouse reviewing it (admin or not) sees what they review
  const maskNumbers = !entry && seesNumbersMasked({ id: visit.user.id, admin }, workflow);
  const page = await loadGuidePage(workflow, admin, url, db, { maskNumbers, language });
  // each page's name with its language in a Spanish reading (an untranslated one is English)
  const pageLang = (uid: string) => {
    const element = page.engine.elementsByUid.get(uid);
    return page.language === 'en' || !element ? {} : { lang: shownInEnglish(element, 'label', page.language) ? 'en' : page.language };
  };
  const missingRequired = page.evaluation.missingRequiredCount;
  // the choices as if the terms were accepted: the checkbox is the person's to tick in the dialog
  const { enabled, steps, sharing } = userWorkflowEnabledEvents(workflow.machine_snapshot, machineInput(workflow), { admin, access, missingRequired: 0 });
  const view = respondentStepView(steps.respondentStep, steps.respondentWaiting);
  const sentBack = steps.respondentStep === 1 && steps.step === 3 && sharing.commentsDisabled;
  const agreed = sharing.spouseAgreed && steps.respondentStep !== null && steps.respondentStep >= 2;
  // the person who shared the form, as these pages name them: 'your spouse' in a divorce, else by their name
  const sharer = await sharerWords(db, workflow);
  return {
    sharer,
    id: workflow.id,
    name: workflow.name,
    state: workflow.state,
    collaborate: workflow.collaborate,
    ownerEmail: workflow.owner_email,
    reviewType: entry?.review_type ?? null,
    access,
    admin,
    ...view,
    message: sentBack ? ('sentBack' as const) : view.message,
    /** 'You have agreed to all the terms!' stays above the steps once the spouse agreed */
    agreed,
    respondentStep: steps.respondentStep,
    /** step 1's questionnaire shows while the respondent reviews, or reads it while waiting */
    reviewing: steps.respondentStep === 1 && !steps.respondentWaiting,
    /** the answers this page shows, which the agreement posts back: it is refused if they changed since (respondent-actions) */
    answersSha256: steps.respondentStep === 1 && !steps.respondentWaiting ? await canonicalAnswersSha256(db, workflow.id) : null,
    missingRequired,
    choices: respondentChoices(enabled),
    page: { pages: page.view.pages.map((p) => ({ ...p, ...pageLang(p.uid) })), language: page.language, translationReviewed: page.translationReviewed, pageIndex: page.view.pageIndex, elements: page.view.elements, visibleUids: page.view.visibleUids, computed: page.view.computed, groupedOptions: page.view.groupedOptions,
      groupingLabels: page.groupingLabels,
      // the spouse's guide shows the state's calculator as the petitioner's does
      childSupportInfo: await childSupportInfoFor(db, page.view.elements.map((e) => e.element), workflow.state),
    },
  };
}
