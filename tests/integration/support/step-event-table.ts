// The step machine's events as a generated table, shared by sharing.test.ts (petitioner steps 1 to 3, respondent
// step 1) and signing.test.ts (petitioner steps 4 to 7, respondent steps 2 and 3): each state is reached through
// the app's own services, the events the machine offers there are exactly the table's, and every event type is
// applied in it, accepted with where it leads or refused with nothing changed (so a new event without a row fails).
import { describe, expect, it } from 'vitest';
import { USER_WORKFLOW_EVENT_TYPES, type EventFacts, type UserWorkflowEvent, type UserWorkflowEventType } from '@accord/engine';
import { userWorkflowEnabledEvents } from '../../../app/engine.server';
import { findUserWorkflow } from '../../../app/services/user-workflow/user-workflows.server';
import { machineInput } from '../../../app/services/user-workflow/machine-input.server';
import type { Database } from '../../../db/client';

export type Steps = { step: number; respondentStep: number | null };

export interface StepEventState<Pair> {
  /** false for a unilateral user workflow; collaborative otherwise */
  collaborate?: boolean;
  reach: (pair: Pair) => Promise<void>;
  at: Steps;
  accepted: Partial<Record<UserWorkflowEventType, Steps>>;
  refused: UserWorkflowEvent[];
}

/** One example of every event type, as a non-admin sends it: a new type in the engine fails the table until it has one. */
export const EXAMPLE_EVENTS: Record<UserWorkflowEventType, UserWorkflowEvent> = {
  PAYMENT_COMPLETED: { type: 'PAYMENT_COMPLETED', level: 1 },
  PROCEED_TO_SHARE: { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true },
  PROCEED: { type: 'PROCEED', missingRequired: 0 },
  SEND_SHARE_INVITE: { type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: 'sam@example.com' },
  BACK_TO_QUESTIONNAIRE: { type: 'BACK_TO_QUESTIONNAIRE', confirmed: true },
  SEND_BACK_FOR_SPOUSAL_REVIEW: { type: 'SEND_BACK_FOR_SPOUSAL_REVIEW' },
  FINISH_REPLYING: { type: 'FINISH_REPLYING' },
  AGREE: { type: 'AGREE', missingRequired: 0 },
  CONTINUE: { type: 'CONTINUE' },
  SUBMIT_SIGNATURE: { type: 'SUBMIT_SIGNATURE', confirmed: true, signature: { url: 'user-workflows/x/signatures/sig.svg' } },
  NOTIFY_SPOUSE: { type: 'NOTIFY_SPOUSE' },
  DOWNLOAD: { type: 'DOWNLOAD' },
  RESTART: { type: 'RESTART', confirmed: true },
  UPDATE_OUTDATED_FORM: { type: 'UPDATE_OUTDATED_FORM', confirmed: true },
  // an administrator's only: refused everywhere as sent here
  ADMIN_RESET: { type: 'ADMIN_RESET', confirmed: true },
  ADMIN_RETURN_TO_SIGNING: { type: 'ADMIN_RETURN_TO_SIGNING', confirmed: true },
  // sent by the save of a change of answers: refused where nobody has agreed or signed, or answers cannot change
  ANSWERS_CHANGED: { type: 'ANSWERS_CHANGED' },
  GO_TO_STEP: { type: 'GO_TO_STEP', step: 4 },
  RESPONDENT_AGREE: { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: true },
  RESPONDENT_SEND_BACK: { type: 'RESPONDENT_SEND_BACK', access: true },
  RESPONDENT_SUBMIT_SIGNATURE: { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature: { url: 'user-workflows/x/signatures/sig.svg' } },
  RESPONDENT_DOWNLOAD: { type: 'RESPONDENT_DOWNLOAD' },
  RESPONDENT_RESTART: { type: 'RESPONDENT_RESTART', confirmed: true },
  RESPONDENT_GO_TO_STEP: { type: 'RESPONDENT_GO_TO_STEP', step: 2 },
};

export interface StepEventTable<Pair extends { id: string }> {
  db: () => Database;
  examples: Record<UserWorkflowEventType, UserWorkflowEvent>;
  states: Record<string, StepEventState<Pair>>;
  /** a new user workflow with its spouse, as the state asks */
  start: (state: StepEventState<Pair>) => Promise<Pair>;
  send: (pair: Pair, event: UserWorkflowEvent) => Promise<{ accepted: boolean }>;
  /** what the page knows when it asks which events the machine offers */
  facts: EventFacts;
}

export function describeStepEventTable<Pair extends { id: string }>(title: string, table: StepEventTable<Pair>): void {
  async function stored(pair: Pair) {
    const row = await findUserWorkflow(table.db(), pair.id);
    if (!row) throw new Error(`no user workflow ${pair.id}`);
    return row;
  }
  async function steps(pair: Pair): Promise<Steps> {
    const row = await stored(pair);
    return { step: row.step, respondentStep: row.respondent_step };
  }

  describe(title, () => {
    it('every event type of the engine has an example here', () => {
      expect(Object.keys(table.examples).sort()).toEqual([...USER_WORKFLOW_EVENT_TYPES].sort());
    });

    for (const [name, state] of Object.entries(table.states)) {
      describe(name, () => {
        it('the events the machine offers here are exactly the ones this table expects', async () => {
          const pair = await table.start(state);
          await state.reach(pair);
          // UPDATE_OUTDATED_FORM is possible anywhere but needs a newer published version: workflow-effects.test.ts covers it
          const row = await stored(pair);
          const { enabled } = userWorkflowEnabledEvents(row.machine_snapshot, machineInput(row), table.facts);
          expect(enabled.filter((t) => t !== 'UPDATE_OUTDATED_FORM').sort()).toEqual(Object.keys(state.accepted).sort());
        });

        for (const type of USER_WORKFLOW_EVENT_TYPES.filter((t) => t !== 'UPDATE_OUTDATED_FORM')) {
          const expected = state.accepted[type];
          it(expected ? `${type} is accepted and leads to step ${expected.step}, respondent step ${expected.respondentStep ?? 'none'}` : `${type} is refused and changes nothing`, async () => {
            const pair = await table.start(state);
            await state.reach(pair);
            const result = await table.send(pair, table.examples[type]);
            expect(result.accepted).toBe(expected !== undefined);
            expect(await steps(pair)).toEqual(expected ?? state.at);
          });
        }

        for (const event of state.refused) {
          it(`${JSON.stringify(event)} is refused and changes nothing`, async () => {
            const pair = await table.start(state);
            await state.reach(pair);
            expect((await table.send(pair, event)).accepted).toBe(false);
            expect(await steps(pair)).toEqual(state.at);
          });
        }
      });
    }
  });
}
