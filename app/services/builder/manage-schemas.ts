// The zod schemas of the Manage Workflows forms, used by the page (Conform's live messages) and by its action.
import { z } from 'zod';

const formId = z.string({ error: 'Choose a workflow' }).trim().min(1, 'Choose a workflow').max(64);

export const shareSchema = z.object({
  id: formId,
  email: z.email({ error: 'Enter the e-mail address of the person to share this workflow with' }).trim().max(254),
});

export const cloneSchema = z.object({ id: formId, keep: z.enum(['keep', 'no'], { error: 'Choose Keep or No' }) });

export const formIdSchema = z.object({ id: formId });

export const removeCollaboratorSchema = z.object({ id: formId, email: z.email({ error: 'Choose a collaborator' }).trim() });
