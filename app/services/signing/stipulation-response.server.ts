// The stipulation for review (steps 5 and 6, respondent step 2): the exact bytes whose SHA-256 the signature
// records, shown in the browser's PDF viewer. 404 until its job has rendered it.
import { Readable } from 'node:stream';
import type { Queryable } from '../../db.server';
import { documentsKey } from '../../../lib/documents/user-workflow-documents.server';
import { PostgresFileStorage } from '../../../lib/file-storage.server';
import { fileHeaders } from '../../../lib/content-disposition';

/** `pending`: what a person reads before it is rendered, in the page's language (the route's guide catalogue) */
export async function stipulationResponse(db: Queryable, workflow: { id: string; name: string }, pending: string): Promise<Response> {
  const file = await new PostgresFileStorage(db).get(documentsKey(workflow.id, 'stipulation'));
  if (!file) throw new Response(pending, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: fileHeaders({ mediaType: 'application/pdf', size: file.size, fileName: `${workflow.name} - stipulation.pdf`, cacheControl: 'private, no-store' }),
  });
}
