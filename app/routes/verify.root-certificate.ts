// The root certificate of the seal on Accord's final documents, for anyone whose PDF reader should trust it
// (as DocuSeal publishes its own): the app's private root, or the top of the operator's PKCS#12 chain.
import { getDb } from '~/db.server';
import { publicRoute } from '~/utils/permissions.server';
import { sealingSettings, trustRootPem } from '../../lib/documents/sealing/sealer.server';
import { getEnv } from '../../lib/env.server';
import { fileHeaders } from '../../lib/content-disposition';

export async function loader() {
  publicRoute();
  const pem = await trustRootPem(getDb(), sealingSettings(getEnv()));
  return new Response(pem, {
    headers: fileHeaders({ mediaType: 'application/x-pem-file', fileName: 'accord-root-certificate.pem', disposition: 'attachment', cacheControl: 'public, max-age=3600' }),
  });
}
