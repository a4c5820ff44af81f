// The zod schemas of the publishing forms (the publish dialog's stakeholders, a stakeholder's decision), used by the
// pages and their actions, and the words the publishing pages show.
import { z } from 'zod';

export const publishSchema = z.object({
  // the dialog's checkboxes of administrators: none checked publishes at once (§4)
  stakeholders: z.array(z.email({ error: 'Choose stakeholders from the list' }).trim().max(254)).max(50).default([]),
});

export const decisionSchema = z.object({
  intent: z.enum(['approve', 'reject', 'remove-me'], { error: 'Choose Approve, Reject or Remove me as stakeholder' }),
});

/** The exact texts of workflow-builder.md §4 and §8 for Move to stage. */
export const STAGE_MESSAGES = {
  migrated: 'Successfully migrated to stage',
  failed: 'Sorry could not migrate to stage',
} as const;

export const PUBLISHING_DONE_MESSAGES: Record<string, string> = {
  published: 'The workflow was published. New people start on this version; people who already started keep theirs.',
  submitted: 'The workflow was sent to its stakeholders for approval. It is published when every one of them approves.',
  unpublished: 'The workflow was unpublished. Nobody new can start it; people who already started keep their forms.',
  staged: STAGE_MESSAGES.migrated,
  'stakeholder-removed': 'The stakeholder was removed. The workflow is published when everyone left has approved it.',
};

/** The confirmation before the author takes a stakeholder off a request (workflow-builder.md §2). */
export function removeStakeholderQuestion(email: string, workflowName: string): string {
  return `Are you sure you want to remove ${email} as a stakeholder of "${workflowName}"?`;
}
