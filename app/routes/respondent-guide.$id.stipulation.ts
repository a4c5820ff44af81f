// The stipulation the spouse reviews before signing (the person it is shared with, or an admin).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { stipulationResponse } from '~/services/signing/stipulation-response.server';
import { requireSpouse } from '~/utils/permissions.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow } = await requireSpouse(request, params.id);
  return stipulationResponse(getDb(), workflow, (await requestTexts(request, 'guide'))('finalDocument.stipulationPending'));
}
