// What one simulated person of `npm run bench:capacity` does, and when (issue 33, item 2): the whole journey of a
// collaborative divorce at a person's pace, as a plan of actions at seconds from the journey's start. No I/O here:
// the bench (capacity-journey.ts) carries each action out as the pages' own requests, and the unit test
// (scripts/capacity-journey-plan.test.ts) reads the plan.
//
// The pace: a page every `pageEvery` seconds; while answering, an autosave every `saveEvery` seconds for a session
// of `sessionSeconds`. Every later step (a form's post, the next page) comes one page interval after the one
// before. Two steps wait for the worker (the stipulation before signing, the sealed document before its download):
// the plan gives the second they start at, and the steps after them move by however long the wait took.

export const PHASES = ['start', 'answering', 'share', 'review', 'pay', 'sign', 'download'] as const;
export type Phase = (typeof PHASES)[number];
export type Who = 'petitioner' | 'spouse';

export type Action =
  /** the setup stepper at its last step (the jurisdiction), then its 'I Agree', which leads to the first payment */
  | { kind: 'open-setup' }
  | { kind: 'agree-setup' }
  /** the pay page, its Pay, the sandbox provider's approve page and Approve, back to the form */
  | { kind: 'pay'; level: 1 | 2 }
  /** a questionnaire page (from 0) */
  | { kind: 'page'; page: number }
  /** one field's autosave on its page: the answer's first saving (revision 0) or the person changing it again */
  | { kind: 'autosave'; page: number; answer: number; revision: number }
  /** 'Proceed to Share' from the last page, then 'Send Invite' */
  | { kind: 'proceed' }
  | { kind: 'send-invite' }
  /** the spouse opens the shared form, comments on a page, and agrees to the terms */
  | { kind: 'open-review' }
  | { kind: 'comment'; page: number }
  | { kind: 'agree' }
  /** the owner's form page (step 4 after the agreement) */
  | { kind: 'open-guide' }
  /** the form's page until the worker has rendered the stipulation (its sign form shows) */
  | { kind: 'wait-stipulation' }
  /** the typed signature, its confirmation page, and the confirmed post */
  | { kind: 'sign' }
  /** Completed Documents until the worker has sealed the document (at the page's refresh), then its download */
  | { kind: 'download' };

export interface Planned {
  /** seconds from the journey's start, as planned (waits move the later steps) */
  at: number;
  phase: Phase;
  who: Who;
  action: Action;
}

export interface Pace {
  sessionSeconds: number;
  pageEvery: number;
  saveEvery: number;
  comments: number;
}

/** The issue's pace: a 20-minute session, a page every 30 s, an autosave every 5 s, 3 comments. */
export const ISSUE_PACE: Pace = { sessionSeconds: 1200, pageEvery: 30, saveEvery: 5, comments: 3 };

/** An answer the session gives: the questionnaire page it is on, and whether the person may keep changing it. */
export interface PlannedAnswer {
  page: number;
  revisable: boolean;
}

/**
 * The answering session from `start`: the autosaves every `saveEvery` seconds give the answers in order, as many at
 * once as it takes to give them all within the session (one each at the issue's pace: the session is longer than
 * the questionnaire); after the last, the autosaves change a revisable answer again, one answer for a page interval,
 * the next in turn after the next view. A page view every `pageEvery` seconds, of the page of the next answer saved,
 * and one whenever the next answer is on another page (while the answers are first given).
 */
function answeringPlan(pace: Pace, answers: readonly PlannedAnswer[], pages: number, start: number): Planned[] {
  const ticks = Math.max(1, Math.floor(pace.sessionSeconds / pace.saveEvery));
  const saves: { at: number; action: Extract<Action, { kind: 'autosave' }> }[] = [];
  const revisable = answers.map((a, i) => (a.revisable ? i : -1)).filter((i) => i >= 0);
  let next = 0;
  // the changes: one revisable answer for a whole page interval (the page views stay one every pageEvery seconds;
  // changing them in turn at every autosave opened another page every saveEvery seconds), the next at the next view
  let changing = -1;
  let changingSlot = -1;
  const revisions = new Map<number, number>();
  for (let tick = 1; tick <= ticks; tick++) {
    const at = start + tick * pace.saveEvery;
    if (next < answers.length) {
      const count = Math.ceil((answers.length - next) / (ticks - tick + 1));
      for (let i = 0; i < count; i++, next++) saves.push({ at, action: { kind: 'autosave', page: answers[next]!.page, answer: next, revision: 0 } });
    } else if (revisable.length > 0) {
      const slot = Math.floor((tick * pace.saveEvery) / pace.pageEvery);
      if (slot !== changingSlot) {
        changing++;
        changingSlot = slot;
      }
      const answer = revisable[changing % revisable.length]!;
      const revision = (revisions.get(answer) ?? 0) + 1;
      revisions.set(answer, revision);
      saves.push({ at, action: { kind: 'autosave', page: answers[answer]!.page, answer, revision } });
    }
  }
  const plan: Planned[] = [];
  let current = -1;
  const view = (at: number, page: number) => {
    plan.push({ at, phase: 'answering', who: 'petitioner', action: { kind: 'page', page } });
    current = page;
  };
  const end = start + pace.sessionSeconds;
  let nextView = start;
  for (const save of saves) {
    for (; nextView <= save.at && nextView < end; nextView += pace.pageEvery) view(nextView, save.action.page);
    // nobody types on a page they have not opened: the next answer's page first, in the same second
    if (save.action.page !== current) view(save.at, save.action.page);
    plan.push({ at: save.at, phase: 'answering', who: 'petitioner', action: save.action });
  }
  for (; nextView < end; nextView += pace.pageEvery) view(nextView, current >= 0 ? current : pages - 1);
  return plan;
}

/** The whole journey of one couple: the petitioner's setup, payment and answering session, then the rest in order. */
export function journeyPlan(pace: Pace, answers: readonly PlannedAnswer[], pages: number): Planned[] {
  const plan: Planned[] = [];
  let at = 0;
  const step = (phase: Phase, who: Who, action: Action) => {
    plan.push({ at, phase, who, action });
    at += pace.pageEvery;
  };
  step('start', 'petitioner', { kind: 'open-setup' });
  step('start', 'petitioner', { kind: 'agree-setup' });
  step('start', 'petitioner', { kind: 'pay', level: 1 });
  plan.push(...answeringPlan(pace, answers, pages, at));
  at += pace.sessionSeconds;
  step('share', 'petitioner', { kind: 'proceed' });
  step('share', 'petitioner', { kind: 'send-invite' });
  step('review', 'spouse', { kind: 'open-review' });
  // the comments on pages spread over the questionnaire
  for (let c = 1; c <= pace.comments; c++) step('review', 'spouse', { kind: 'comment', page: Math.floor((c * pages) / (pace.comments + 1)) });
  step('review', 'spouse', { kind: 'agree' });
  step('pay', 'petitioner', { kind: 'open-guide' });
  step('pay', 'petitioner', { kind: 'pay', level: 2 });
  step('sign', 'petitioner', { kind: 'wait-stipulation' });
  step('sign', 'petitioner', { kind: 'sign' });
  step('sign', 'spouse', { kind: 'wait-stipulation' });
  step('sign', 'spouse', { kind: 'sign' });
  step('download', 'petitioner', { kind: 'download' });
  step('download', 'spouse', { kind: 'download' });
  return plan;
}

/**
 * How long the start phase lasts (the setup stepper and the first payment): the second of the journey at which the
 * answering begins. bench:capacity lets a step's new people through it before the step is measured.
 */
export function startPhaseSeconds(pace: Pace): number {
  return journeyPlan(pace, [], 1).find((planned) => planned.phase !== 'start')!.at;
}
