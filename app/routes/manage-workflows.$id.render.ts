// The builder's live preview: the draft's current document rendered as a PDF with sample answers (the same render
// a user workflow's documents get), drawn in the page by pdf.js. Only people who may load the form may render it.
import type { ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import type { WorkflowDefinition } from '~/engine.server';
import { formAssetLoader, renderDocumentPreview } from '~/services/builder/documents-preview.server';
import { loadForm } from '~/services/builder/forms.server';
import { requireAdmin } from '~/utils/permissions.server';
import { fileHeaders } from '../../lib/content-disposition';

// Response.json, not Remix's data(): a resource route's data() answered 200 whatever status it was given
const refused = (message: string) => Response.json({ ok: false, message }, { status: 400 });

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  const form = await loadForm(db, user, params.id ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  const posted = await request.formData();
  const documentUid = posted.get('documentUid');
  const ruleUid = posted.get('ruleUid');
  let definition: unknown;
  try {
    definition = JSON.parse(String(posted.get('definition') ?? ''));
  } catch {
    return refused('The preview could not read the workflow. Save it and try again.');
  }
  if (
    typeof documentUid !== 'string' ||
    !definition ||
    typeof definition !== 'object' ||
    !Array.isArray((definition as WorkflowDefinition).elements)
  )
    return refused('The preview needs the workflow and the document to draw.');
  // step 7 sends the answers typed into its questionnaire preview; step 6 sends none (sample answers only)
  let answers: Record<string, unknown> | undefined;
  const postedAnswers = posted.get('answers');
  if (typeof postedAnswers === 'string' && postedAnswers) {
    try {
      answers = JSON.parse(postedAnswers) as Record<string, unknown>;
    } catch {
      answers = undefined;
    }
    if (!answers || typeof answers !== 'object' || Array.isArray(answers))
      return refused('The preview could not read the answers typed in. Reload the page and try again.');
  }
  const preview = await renderDocumentPreview(
    {
      definition: definition as WorkflowDefinition,
      documentUid,
      ruleUid: typeof ruleUid === 'string' && ruleUid ? ruleUid : undefined,
      answers,
    },
    formAssetLoader(db, form.id),
  );
  if (!preview.ok) return refused(preview.message);
  return new Response(Buffer.from(preview.bytes), {
    headers: {
      ...fileHeaders({ mediaType: 'application/pdf', size: preview.bytes.byteLength, cacheControl: 'no-store' }),
      'X-Preview-Warnings': String(preview.warnings.length),
    },
  });
}
