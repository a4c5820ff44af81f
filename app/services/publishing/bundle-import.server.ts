// The builder's Import of a whole bundle (workflow-builder.md §2 Import and Export): an accord-workflow-bundle/1 as
// Export writes it carries the definition and the form's files (templates, element pictures). The files are stored
// under the form being edited, as an upload is, and the definition comes back with its picture addresses moved to
// this form, for the builder to take as an undoable edit that Save Workflow keeps (as uploads are: stored first,
// kept by the save).
import type { Database } from '../../../db/client';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
import { readBundle } from './stage.server';
import { pdfParseLimits, type PdfParseLimits } from '../../../lib/pdf-sandbox.server';
import { rehomeMediaUrls } from '../builder/element-media.server';

export type BundleImport = { ok: true; definition: Record<string, unknown>; fileCount: number } | { ok: false; message: string };

export async function importBundleIntoForm(db: Database, formId: string, raw: unknown, limits: PdfParseLimits = pdfParseLimits()): Promise<BundleImport> {
  // every file held to the builder's upload checks first: one refused file refuses the whole Import
  const read = await readBundle(raw, limits);
  if (!read.ok) return read;
  const { form, files } = read;
  // element pictures are addressed by their form's id (/form-media/{id}/...): the bundle's become this form's
  const definition = rehomeMediaUrls(form.definition, form.id, formId);
  await db.transaction().execute(async (tx) => {
    const storage = new PostgresFileStorage(tx);
    for (const file of files) await storage.put(fileKey('forms', formId, ...file.path), file.content, { mediaType: file.mediaType });
  });
  return { ok: true, definition, fileCount: files.length };
}
