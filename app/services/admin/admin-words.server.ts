// Services' English refusals and notices said on the admin pages in the admin's language (issue 35): the services
// keep their English constants (tests and the CLI read them), the routes say them from the admin catalogue by their
// words (knownTexts). Server-only, so no page's browser bundle carries the English catalogue.
import { knownTexts } from '../../i18n/known-texts.server';
import admin from '../../../i18n/catalogues/en/admin';

/** Manage Workflows: the forms service's refusals (delete, share, remove a collaborator). */
export const workflowRefusalTexts = (request: Request) => knownTexts(request, 'admin', 'workflows.serviceRefusals', admin.workflows.serviceRefusals);

/** User Workflow Data: the service's notices and refusals (reset, return to signing, retry). */
export const workflowDataTexts = (request: Request) => knownTexts(request, 'admin', 'workflowData.service', admin.workflowData.service);

/** A notice's key named by the page's `?done=` (Manage Workflows), or none. */
export function workflowDoneKey(done: string | null) {
  return (Object.keys(admin.workflows.done) as Array<keyof typeof admin.workflows.done>).find((d) => d === done);
}

/** Paywall prices: the prices service's refusal of level prices that do not add up, and the card image's refusals. */
export const priceRefusalTexts = (request: Request) => knownTexts(request, 'admin', 'prices.serviceRefusals', admin.prices.serviceRefusals);
