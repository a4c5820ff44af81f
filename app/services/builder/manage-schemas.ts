// The zod schemas of the Manage Workflows forms, used by the page (Conform's live messages) and by its action, with
// their messages in the language of `t`: the page's `useTranslation('admin')` or the action's `requestTexts(request,
// 'admin')` (issue 35).
import { z } from 'zod';
import type { TFunction } from 'i18next';

type AdminTexts = TFunction<'admin'>;

export function manageSchemas(t: AdminTexts) {
  const chooseWorkflow = t('workflows.validation.chooseWorkflow');
  const formId = z.string({ error: chooseWorkflow }).trim().min(1, chooseWorkflow).max(64);
  return {
    shareSchema: z.object({
      id: formId,
      email: z.email({ error: t('workflows.validation.shareEmail') }).trim().max(254),
    }),
    cloneSchema: z.object({ id: formId, keep: z.enum(['keep', 'no'], { error: t('workflows.validation.keepOrNo') }) }),
    formIdSchema: z.object({ id: formId }),
    removeCollaboratorSchema: z.object({ id: formId, email: z.email({ error: t('workflows.validation.chooseCollaborator') }).trim() }),
  };
}

export type ShareFields = z.input<ReturnType<typeof manageSchemas>['shareSchema']>;
