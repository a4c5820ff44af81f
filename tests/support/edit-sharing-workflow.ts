// The Utah with-children sample as a form author would publish it to allow an 'edit' reviewer: with a Sharing Logic
// rule (workflow-builder.md §4) whose limits let the owner share with one editor. Tests share for edit through the
// product's own invite, which offers and accepts 'edit' only where this rule allows it. The version is withdrawn
// once published, so the guide never offers it in place of the sample; forms started from it keep it.
import type { WorkflowDefinition } from '@accord/engine';
import type { Queryable } from '../../app/db.server';
import { publishWorkflow } from '../../db/seed-guide';
import { utahWithChildren } from './utah-with-children';

export const EDIT_SHARING = { formId: 'sampleUtahEditShare0', publishedId: 'pubUtahEditSharing00' } as const;

export function withEditSharing(definition: WorkflowDefinition): WorkflowDefinition {
  const [first, ...others] = definition.documents ?? [];
  if (!first) throw new Error(`${definition.name} has no document to hold a Sharing Logic rule`);
  const rule = { uid: 'rulEditShare', name: 'The spouse may edit', type: 'Sharing Logic' as const, order: (first.rules ?? []).length + 1, conditional: 'always' as const, readOnlyShareLimit: 1, commentShareLimit: 1, editShareLimit: 1 };
  return { ...definition, documents: [{ ...first, rules: [...(first.rules ?? []), rule] }, ...others] };
}

/** Publishes the sample with the edit-sharing rule (once; again is a no-op) and returns its published id. */
export async function publishEditSharingSample(db: Queryable): Promise<string> {
  await publishWorkflow(db, { ...EDIT_SHARING, definition: withEditSharing(utahWithChildren) });
  await db.updateTable('published_workflows').set({ withdrawn_at: new Date() }).where('id', '=', EDIT_SHARING.publishedId).where('withdrawn_at', 'is', null).execute();
  return EDIT_SHARING.publishedId;
}
