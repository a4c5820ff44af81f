// The setup stepper's server side: the step a person's choices lead to, read from the chosen state's catalog,
// and agreeing to the jurisdiction (an admin's form starts at once; anyone else is sent to pay).
import type { Database, Queryable } from '../../db.server';
import { loadSetupCatalog } from './guide-lookup.server';
import {
  agreeToJurisdiction,
  isGuideState,
  participatingPrices,
  setupStep,
  type SetupChoice,
  type SetupMessage,
  type SetupStep,
} from './setup-stepper';
import { startUserWorkflow } from '../user-workflow/user-workflows.server';

const NOTHING_PUBLISHED = { types: [], published: [], counties: [] };

export async function resolveSetupStep(db: Queryable, choice: SetupChoice): Promise<SetupStep> {
  // a state outside the list is step 1 again: nothing to look up
  return setupStep(choice, isGuideState(choice.state) ? await loadSetupCatalog(db, choice.state) : NOTHING_PUBLISHED);
}

/** What the stepper's page shows of a step: only the names, prices and form it needs. */
export async function setupStepView(db: Queryable, choice: SetupChoice) {
  const { step, choice: kept, messages, types, costs, counties, workflow, onePerson, otherParty } = await resolveSetupStep(db, choice);
  return {
    step,
    onePerson: onePerson === true,
    otherParty: otherParty ?? 'spouse',
    /** the spec's divorce words: no type chosen yet, or a divorce (a two-person type with a spouse) */
    divorce: onePerson !== true && otherParty === undefined,
    choice: kept,
    messages,
    counties,
    types: types?.map((t) => ({ title: t.title })),
    prices: costs ? participatingPrices(costs) : undefined,
    workflow: workflow ? { id: workflow.id, name: workflow.name, jurisdiction: workflow.jurisdiction } : undefined,
  };
}

/** Agreeing on the jurisdiction step: where the person goes next, or why they cannot go on yet. */
export async function agreeToSetup(
  db: Database,
  user: { id: string; admin: boolean },
  choice: SetupChoice,
): Promise<{ redirectTo: string } | { error: SetupMessage }> {
  const agreement = agreeToJurisdiction(await resolveSetupStep(db, choice), user);
  switch (agreement.kind) {
    case 'refused':
      return { error: agreement.message };
    case 'pay':
      return { redirectTo: agreement.to };
    case 'start': {
      const { id } = await startUserWorkflow(db, {
        publishedWorkflowId: agreement.publishedWorkflowId,
        ownerId: user.id,
        county: agreement.county,
        collaborate: agreement.collaborate,
      });
      return { redirectTo: `/legal-form-guide/divorce-forms/${id}` };
    }
  }
}
