// Carrying out what the step machine emitted, inside the transaction that stores its new snapshot: e-mails and
// document jobs are queued, the sharing reset and the outdated-form rebuild are written, and the audit trail
// records the event; redirects and notices go back to the route. One handler per effect type: a new type in
// the engine does not compile here until it has one.
import { STEP_MESSAGES, type UserWorkflowEffect, type UserWorkflowEffectType, type UserWorkflowEmitted, type UserWorkflowEvent, type UserWorkflowSteps } from '../../engine.server';
import type { Queryable } from '../../db.server';
import { recordAudit } from '../../../lib/audit-events.server';
import type { AuditEventData } from '../../../lib/audit-events';
import type { EffectContext } from './effect-context.server';
import type { EffectTarget } from './effect-target';
import { enqueueDocuments } from './enqueue-documents.server';
import { rebuildFromNewestVersion } from './rebuild-workflow.server';
import { resetSharing } from './reset-sharing.server';
import { sendStepEmail } from './send-step-email.server';
import { mirrorOnSharingEntries } from './sharing-entries.server';
import { snapshotAnswers } from './answer-rounds.server';
import { supersedeSignatures } from './signatures.server';
import { cancelScheduledEmails, scheduleEmail } from './scheduled-emails.server';
import { petitionerWords, waitingFor } from './other-party-words';
import { sharerWords, userWorkflowParticipants } from './participants.server';

/** What the route does after the commit: follow a redirect, show notices as a flash. */
export interface CarriedOut {
  redirect?: { to: 'payment'; level: 1 | 2 };
  notices: string[];
}

/** A step event the machine accepted, with what it emitted and the steps it arrived at. */
export interface AcceptedStepEvent {
  event: UserWorkflowEvent;
  effects: UserWorkflowEmitted[];
  steps: UserWorkflowSteps;
}

interface HandlerArgs<T extends UserWorkflowEffectType> {
  tx: Queryable;
  /** the event that caused the effect */
  event: UserWorkflowEvent;
  userWorkflow: EffectTarget;
  effect: UserWorkflowEffect<T>;
  context: EffectContext;
  outcome: CarriedOut;
}

type Handlers = { [T in UserWorkflowEffectType]: (args: HandlerArgs<T>) => Promise<void> };

const handlers = {
  email: ({ tx, userWorkflow, effect, event, context }) => sendStepEmail(tx, userWorkflow, effect, event, context),
  'documents.generate': ({ tx, userWorkflow, effect }) => enqueueDocuments(tx, userWorkflow, effect),
  'sharing.reset': ({ tx, userWorkflow }) => resetSharing(tx, userWorkflow),
  'sharing.update': ({ tx, userWorkflow, effect }) => mirrorOnSharingEntries(tx, userWorkflow.id, effect),
  'workflow.rebuild': ({ tx, userWorkflow }) => rebuildFromNewestVersion(tx, userWorkflow),
  'answers.snapshot': async ({ tx, userWorkflow, effect, event }) => {
    await snapshotAnswers(tx, userWorkflow, effect.passedTo, event.type);
  },
  'signatures.supersede': async ({ tx, userWorkflow }) => {
    await supersedeSignatures(tx, userWorkflow.id);
  },
  // scheduled from the event's time (a test clock, a signature's moment), else now
  'email.schedule': ({ tx, userWorkflow, effect, event, context }) => scheduleEmail(tx, userWorkflow.id, effect.kind, { context, ...(event.at ? { now: new Date(event.at) } : {}) }),
  'email.cancel': async ({ tx, userWorkflow, effect }) => {
    await cancelScheduledEmails(tx, userWorkflow.id, effect.kind);
  },
  redirect: async ({ effect, outcome }) => {
    outcome.redirect = { to: effect.to, level: effect.level };
  },
  notice: async ({ tx, userWorkflow, effect, event, outcome }) => {
    outcome.notices.push(await noticeInTheTypesWords(tx, userWorkflow, effect.text, event));
  },
} satisfies Handlers;

/**
 * The machine's notices are the spec's texts for a divorce; 'waiting for your spouse' names the other person as the
 * workflow type does (ADR 028): the other party for the petitioner, the petitioner for the other party.
 */
async function noticeInTheTypesWords(tx: Queryable, userWorkflow: EffectTarget, text: string, event: UserWorkflowEvent): Promise<string> {
  if (text !== STEP_MESSAGES.waitingForSpouse) return text;
  if (event.type.startsWith('RESPONDENT_')) return waitingFor((await sharerWords(tx, userWorkflow)).object);
  return petitionerWords((await userWorkflowParticipants(tx, userWorkflow.id)).otherParty).waiting;
}

/** The event as the audit trail keeps it: a drawn signature is recorded as given, not copied (it is stored elsewhere). */
function auditedEvent(event: UserWorkflowEvent): AuditEventData<UserWorkflowEvent['type']>['event'] {
  const { type: _type, ...rest } = event;
  if (!('signature' in rest)) return rest;
  return { ...rest, signature: rest.signature === undefined || rest.signature === null ? null : 'given' };
}

/**
 * Carries out what a new user workflow's first state emitted: its reminder. No event was sent, so there is no
 * audit line; an effect only an event may cause (an e-mail to the spouse, documents) is a fault of the machine.
 */
export async function carryOutStart(tx: Queryable, userWorkflowId: string, effects: UserWorkflowEmitted[], context: EffectContext): Promise<void> {
  for (const effect of effects) {
    if (effect.type !== 'email.schedule') throw new Error(`a new user workflow emitted '${effect.type}', which only a step event may`);
    await scheduleEmail(tx, userWorkflowId, effect.kind, { context });
  }
}

/**
 * Carries out an accepted step event's effects in order and appends its audit event, all in `tx`: when the
 * transaction rolls back, no e-mail, job, rebuild or audit row is left behind.
 */
export async function carryOut(tx: Queryable, userWorkflow: EffectTarget, accepted: AcceptedStepEvent, actorId: string | null, context: EffectContext): Promise<CarriedOut> {
  const outcome: CarriedOut = { notices: [] };
  for (const effect of accepted.effects) {
    // each handler takes its own effect type; TypeScript cannot pair them through `effect.type`
    const handle = handlers[effect.type] as (args: HandlerArgs<typeof effect.type>) => Promise<void>;
    await handle({ tx, event: accepted.event, userWorkflow, effect, context, outcome });
  }
  await recordAudit(tx, { userWorkflowId: userWorkflow.id, actorId }, accepted.event.type, {
    event: auditedEvent(accepted.event),
    effects: accepted.effects,
    step: accepted.steps.step,
    respondentStep: accepted.steps.respondentStep,
  });
  return outcome;
}
