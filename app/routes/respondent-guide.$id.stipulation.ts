// The stipulation the spouse reviews before signing (the person it is shared with, or an admin).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { requireRespondentWorkflow } from '~/services/respondent/respondent-guide.server';
import { stipulationResponse } from '~/services/signing/stipulation-response.server';
import { requireUser } from '~/utils/permissions.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { workflow } = await requireRespondentWorkflow(getDb(), user, params.id ?? '');
  return stipulationResponse(getDb(), workflow);
}
