// The builder's Import of a bundle with files (workflow-builder.md §2): the file Export wrote, posted whole. Its
// files are stored under this form and the definition comes back (JSON) for the builder to take as a draft edit;
// a refusal says why in the author's words (400). Only people who may load the form may import into it.
import type { ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { importBundleIntoForm } from '~/services/publishing/bundle-import.server';
import { answerFormFilePost, fileRefused } from '~/services/builder/form-file-post.server';
import { requireAdmin } from '~/utils/permissions.server';

const NOT_A_BUNDLE = 'Choose the .accord.json file that Export wrote: this one could not be read as a workflow bundle.';

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  return answerFormFilePost(db, request, user, params.id, { field: 'bundle', missing: NOT_A_BUNDLE }, async (file, form) => {
    let raw: unknown;
    try {
      raw = JSON.parse(await file.text());
    } catch {
      return fileRefused(NOT_A_BUNDLE);
    }
    return importBundleIntoForm(db, form.id, raw);
  });
}
