// Words of the admin pages that show workflows (Manage Workflows, a published request, Preview Workflows' cards): a
// stored status and children option said in the admin's language (issue 35). An unknown value is shown as stored.
import type { AdminTexts } from './admin-nav';

const STATUSES = { draft: 'draft', '': 'draft', pending: 'pending', published: 'approved', approved: 'approved', rejected: 'rejected' } as const;
const CHILDREN = ['with', 'without', 'both', 'N/A'] as const;

/** A form's or stakeholder's status: a form never published (or unpublished) has none and reads 'Draft' (§4). */
export function workflowStatusWord(t: AdminTexts, status: string): string {
  const known = STATUSES[status as keyof typeof STATUSES];
  return known ? t(`workflows.status.${known}`) : status;
}

/** The children option of a form ('With Kids'). */
export function workflowChildrenWords(t: AdminTexts, option: string): string {
  const known = CHILDREN.find((c) => c === option);
  return known ? t(`workflows.children.${known}`) : option;
}
