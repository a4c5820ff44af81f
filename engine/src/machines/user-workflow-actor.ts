// Starting, restoring, driving and persisting a user workflow's step machine.
import { createActor } from 'xstate';
import type { Actor, Snapshot } from 'xstate';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import type { UserWorkflowEmitted, UserWorkflowEvent } from './events.ts';
import { stepsOf } from './steps.ts';
import type { UserWorkflowSnapshot, UserWorkflowSteps } from './steps.ts';
import { userWorkflowMachine } from './user-workflow-machine.ts';
import type { UserWorkflowInput, UserWorkflowMachine } from './user-workflow-machine.ts';

export type UserWorkflowActor = Actor<UserWorkflowMachine>;
/** A JSON-safe snapshot, for the user_workflows.machine_snapshot column. */
export type PersistedUserWorkflow = Snapshot<unknown> & Record<string, unknown>;

/** The machine input from a published workflow and what the user has paid. */
export function userWorkflowInput(
  definition: Pick<WorkflowDefinition, 'collaborate'>,
  paid: { level1?: boolean; level2?: boolean } = {},
): UserWorkflowInput {
  return {
    collaborate: definition.collaborate !== false,
    paidLevel1: paid.level1 === true,
    paidLevel2: paid.level2 === true,
  };
}

export function startUserWorkflow(input: UserWorkflowInput = {}): UserWorkflowActor {
  return startUserWorkflowEmitting(input).actor;
}

/** Starts a new user workflow and collects what its first states emitted (a new form's reminder). */
export function startUserWorkflowEmitting(input: UserWorkflowInput = {}): { actor: UserWorkflowActor; emitted: UserWorkflowEmitted[] } {
  const actor = createActor(userWorkflowMachine, { input });
  const emitted: UserWorkflowEmitted[] = [];
  // an entry action's emit is delivered when the actor starts: listen before
  const subscription = actor.on('*', (e) => {
    emitted.push(e as UserWorkflowEmitted);
  });
  try {
    actor.start();
  } finally {
    subscription.unsubscribe();
  }
  return { actor, emitted };
}

/** Restores an actor from a stored snapshot (as returned by persistUserWorkflow). */
export function restoreUserWorkflow(persisted: unknown, input: UserWorkflowInput = {}): UserWorkflowActor {
  return createActor(userWorkflowMachine, { snapshot: persisted as never, input }).start();
}

export function persistUserWorkflow(actor: UserWorkflowActor): PersistedUserWorkflow {
  return JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as PersistedUserWorkflow;
}

export interface SendResult {
  accepted: boolean;
  /** What the app must do in the same transaction: e-mails, documents, redirects, notices. */
  emitted: UserWorkflowEmitted[];
  steps: UserWorkflowSteps;
  /** Why nothing happened, naming the event and the states involved. */
  refusal?: string;
}

function describeState(snapshot: UserWorkflowSnapshot): string {
  const value = snapshot.value as { petitioner: string; respondent: string };
  return `petitioner ${value.petitioner}, respondent ${value.respondent}`;
}

/** Sends an event if it is possible now; collects what the machine emitted. */
export function sendEvent(actor: UserWorkflowActor, event: UserWorkflowEvent): SendResult {
  const before = actor.getSnapshot();
  if (!before.can(event))
    return {
      accepted: false,
      emitted: [],
      steps: stepsOf(before),
      refusal: `Event ${event.type} is not possible in state (${describeState(before)}): a guard refused it or the state does not handle it.`,
    };
  const emitted: UserWorkflowEmitted[] = [];
  const subscription = actor.on('*', (e) => {
    emitted.push(e as UserWorkflowEmitted);
  });
  try {
    actor.send(event);
  } finally {
    subscription.unsubscribe();
  }
  return { accepted: true, emitted, steps: stepsOf(actor.getSnapshot()) };
}
