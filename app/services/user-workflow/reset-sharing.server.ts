// The 'sharing.reset' effect (a restart or an outdated-form update): the final PDF is cleared with the
// documents rendered so far, since they were made from answers and signatures that no longer hold
// (end-user-journey.md §4: restart 'clears sharing and finalPDF'), and the sharing entries are deleted: nobody keeps
// access to a questionnaire that starts over.
import type { Queryable } from '../../db.server';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
import type { EffectTarget } from './effect-target';
import { deleteSharingEntries } from './sharing-entries.server';

export async function resetSharing(tx: Queryable, userWorkflow: EffectTarget): Promise<void> {
  await tx.updateTable('user_workflows').set({ final_pdf_key: null }).where('id', '=', userWorkflow.id).execute();
  await deleteSharingEntries(tx, userWorkflow.id);
  const storage = new PostgresFileStorage(tx);
  for (const file of await storage.list(fileKey('user-workflows', userWorkflow.id, 'documents'))) await storage.delete(fileKey(...file.key.split('/')));
}
