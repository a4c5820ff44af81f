// The root certificate of the seal on Accord's final documents, for anyone whose PDF reader should trust it
// (as DocuSeal publishes its own): the app's private root, or the top of the operator's PKCS#12 chain.
import { getDb } from '~/db.server';
import { publicRoute } from '~/utils/permissions.server';
import { sealingSettings, trustRootPem } from '../../lib/documents/sealing/sealer.server';
import { getEnv } from '../../lib/env.server';

export async function loader() {
  publicRoute();
  const pem = await trustRootPem(getDb(), sealingSettings(getEnv()));
  return new Response(pem, {
    headers: {
      'Content-Type': 'application/x-pem-file',
      'Content-Disposition': 'attachment; filename="accord-root-certificate.pem"',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
