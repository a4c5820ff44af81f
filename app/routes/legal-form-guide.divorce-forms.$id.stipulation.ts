// The petitioner's stipulation to review before signing (owner or admin only).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { stipulationResponse } from '~/services/signing/stipulation-response.server';
import { requireOwnUserWorkflow } from '~/utils/permissions.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow } = await requireOwnUserWorkflow(request, params.id);
  return stipulationResponse(getDb(), workflow, (await requestTexts(request, 'guide'))('finalDocument.stipulationPending'));
}
