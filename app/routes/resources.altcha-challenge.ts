import { getDb } from '~/db.server';
import { createAltchaChallenge } from '~/services/accounts/captcha.server';
import { publicRoute } from '~/utils/permissions.server';

// A fresh ALTCHA proof-of-work challenge for the sign-up widget (self-hosted).
export async function loader() {
  publicRoute();
  return Response.json(await createAltchaChallenge(getDb()), { headers: { 'Cache-Control': 'no-store' } });
}
