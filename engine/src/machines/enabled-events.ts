// Which events are possible now, so the app can enable or disable buttons. XState's snapshot.can()
// answers for one concrete event; the facts the caller knows (who acts, missing fields, whether the
// confirm was ticked, the signature drawn) complete each candidate event.
import type { UserWorkflowEvent, UserWorkflowEventType } from './events.ts';
import { USER_WORKFLOW_EVENT_TYPES } from './events.ts';
import type { UserWorkflowSnapshot } from './steps.ts';

export interface EventFacts {
  admin?: boolean;
  /** From evaluate(): visible required fields unanswered. */
  missingRequired?: number;
  /** Treat confirm dialogs and checkboxes as accepted (the question is whether the action is possible). */
  confirmed?: boolean;
  proceedAnyway?: boolean;
  termsAccepted?: boolean;
  access?: boolean;
  signature?: unknown;
  spouseEmail?: string;
  at?: string;
}

/** A concrete event of each type built from the facts (GO_TO_STEP candidates for every step). */
export function candidateEvents(facts: EventFacts = {}): UserWorkflowEvent[] {
  const common = { admin: facts.admin, at: facts.at };
  const missingRequired = facts.missingRequired ?? 0;
  const confirmed = facts.confirmed ?? true;
  const events: UserWorkflowEvent[] = [];
  for (const type of USER_WORKFLOW_EVENT_TYPES) {
    switch (type) {
      case 'PAYMENT_COMPLETED':
        events.push({ type, level: 1, ...common }, { type, level: 2, ...common });
        break;
      case 'PROCEED_TO_SHARE':
        events.push({ type, missingRequired, proceedAnyway: facts.proceedAnyway ?? true, ...common });
        break;
      case 'PROCEED':
      case 'AGREE':
        events.push({ type, missingRequired, ...common });
        break;
      case 'SEND_SHARE_INVITE':
        events.push({ type, confirmed, spouseEmail: facts.spouseEmail, ...common });
        break;
      case 'BACK_TO_QUESTIONNAIRE':
      case 'RESTART':
      case 'UPDATE_OUTDATED_FORM':
      case 'ADMIN_RESET':
      case 'ADMIN_RETURN_TO_SIGNING':
      case 'RESPONDENT_RESTART':
        events.push({ type, confirmed, ...common });
        break;
      case 'SUBMIT_SIGNATURE':
      case 'RESPONDENT_SUBMIT_SIGNATURE':
        events.push({ type, confirmed, signature: facts.signature, ...common });
        break;
      case 'RESPONDENT_AGREE':
        events.push({
          type,
          termsAccepted: facts.termsAccepted ?? true,
          missingRequired,
          access: facts.access,
          ...common,
        });
        break;
      case 'RESPONDENT_SEND_BACK':
        events.push({ type, access: facts.access, ...common });
        break;
      case 'GO_TO_STEP':
        for (let step = 1; step <= 7; step++) events.push({ type, step, ...common });
        break;
      case 'RESPONDENT_GO_TO_STEP':
        for (let step = 1; step <= 3; step++) events.push({ type, step, ...common });
        break;
      default:
        events.push({ type, ...common } as UserWorkflowEvent);
    }
  }
  return events;
}

/** The event types that would change something now, given the facts. */
export function enabledEvents(snapshot: UserWorkflowSnapshot, facts: EventFacts = {}): UserWorkflowEventType[] {
  const enabled = new Set<UserWorkflowEventType>();
  for (const event of candidateEvents(facts))
    if (!enabled.has(event.type) && snapshot.can(event)) enabled.add(event.type);
  return USER_WORKFLOW_EVENT_TYPES.filter((t) => enabled.has(t));
}
