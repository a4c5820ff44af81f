// Move to stage (workflow-builder.md §2, §4, §7 migrateFormToStg and copyStorage): the staging instance is another
// Accord deployment. A form is exported as one bundle (its definition and its files), signed with HMAC-SHA256 under
// the secret both deployments share (STAGE_SECRET), and posted as a form field to the target's import endpoint, which checks the
// signature and its time before it writes anything. The bundle becomes (or replaces) the same form's draft there.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { hitRateLimit } from '../accounts/rate-limit.server';
import { z } from 'zod';
import type { Database, Queryable } from '../../../db/client';
import { getEnv } from '../../../lib/env.server';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
import { pdfParseLimits, type PdfParseLimits } from '../../../lib/pdf-sandbox.server';
import { checkTemplateFile } from '../builder/documents-upload.server';
import { ACCEPTED_FILES_MESSAGE } from '../builder/documents';
import { checkElementImage } from '../builder/element-media.server';
import { STORED_STATUS } from './workflow-status';
import { BUNDLE_FORMAT } from './workflow-bundle';

export const STAGE_IMPORT_PATH = '/resources/stage-import';
/** the form field that carries the bundle's JSON, exactly as signed */
export const BUNDLE_FIELD = 'bundle';
export const SIGNATURE_HEADER = 'x-accord-signature';
export const TIMESTAMP_HEADER = 'x-accord-timestamp';
/** a signed bundle is accepted this long after it was signed (and as long before, for clocks a little apart) */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export interface StageConfig {
  url: string;
  secret: string;
}

/** The secret this deployment accepts bundles under (its own STAGE_SECRET). */
export function stageConfigSecret(env = getEnv()): string | undefined {
  return env.STAGE_SECRET;
}

export function stageConfigFromEnv(env = getEnv()): StageConfig | undefined {
  return env.STAGE_URL && env.STAGE_SECRET ? { url: env.STAGE_URL.replace(/\/$/, ''), secret: env.STAGE_SECRET } : undefined;
}

const bundleSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  form: z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().min(1).max(500),
    version: z.string().min(1).max(40),
    definition: z.record(z.string(), z.unknown()).refine((d) => Array.isArray(d.elements), 'the definition has no list of elements'),
  }),
  files: z
    .array(
      z.object({
        /** the file's path under the form, such as pdf/petition.pdf */
        path: z.string().min(1).max(600),
        mediaType: z.string().min(1).max(200),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        base64: z.string(),
      }),
    )
    .max(500),
});

export type WorkflowBundle = z.infer<typeof bundleSchema>;

/**
 * The form's draft and files as one bundle; undefined when the form does not exist. The builder's Export passes the
 * definition on screen (saved or not), which `accord validate`, `test` and `render` then read with its files.
 */
export async function exportBundle(db: Queryable, formId: string, draft?: Record<string, unknown>): Promise<WorkflowBundle | undefined> {
  const form = await db.selectFrom('forms').select(['id', 'name', 'version', 'definition']).where('id', '=', formId).executeTakeFirst();
  if (!form) return undefined;
  const storage = new PostgresFileStorage(db);
  const prefix = fileKey('forms', formId);
  const files: WorkflowBundle['files'] = [];
  for (const info of await storage.list(prefix)) {
    const file = await storage.get(info.key as typeof prefix);
    if (!file) continue;
    const content = Buffer.concat(await file.stream.toArray());
    files.push({ path: info.key.slice(prefix.length + 1), mediaType: info.mediaType, sha256: info.sha256, base64: content.toString('base64') });
  }
  const definition = draft ?? (form.definition as Record<string, unknown>);
  const name = typeof draft?.name === 'string' && draft.name ? draft.name : form.name;
  return { format: BUNDLE_FORMAT, form: { id: form.id, name, version: form.version, definition }, files };
}

/** HMAC-SHA256 of the timestamp and the body, hex: the timestamp is signed so an old bundle cannot be replayed later. */
export function signBundle(body: string, timestamp: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function verifyBundleSignature(input: { body: string; timestamp: string | null; signature: string | null; secret: string; now?: number }): boolean {
  if (!input.timestamp || !input.signature || !/^\d{10,16}$/.test(input.timestamp) || !/^[0-9a-f]{64}$/.test(input.signature)) return false;
  const age = (input.now ?? Date.now()) - Number(input.timestamp);
  if (Math.abs(age) > SIGNATURE_WINDOW_MS) return false;
  const expected = Buffer.from(signBundle(input.body, input.timestamp, input.secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(input.signature, 'hex'));
}

export type StageResult = { ok: true } | { ok: false; detail: string };

/**
 * Sends the form to the staging deployment. Success needs the target's 200 (§4: 'success needs both responses
 * 200': here the export and the import are one request). The person reads 'Successfully migrated to stage' or
 * 'Sorry could not migrate to stage'; the reason goes to the log.
 */
export async function moveToStage(db: Queryable, formId: string, config: StageConfig | undefined, fetchImpl: typeof fetch = fetch): Promise<StageResult> {
  const fail = (detail: string): StageResult => {
    console.error(`move to stage of form ${formId} failed: ${detail}`);
    return { ok: false, detail };
  };
  if (!config) return fail('STAGE_URL and STAGE_SECRET are not both set');
  const bundle = await exportBundle(db, formId);
  if (!bundle) return fail(`form ${formId} does not exist`);
  const body = JSON.stringify(bundle);
  const timestamp = String(Date.now());
  const target = new URL(STAGE_IMPORT_PATH, `${config.url}/`);
  try {
    const response = await fetchImpl(target, {
      method: 'POST',
      headers: {
        // a form body, as every action of the app reads (server/form-bodies.ts refuses other types)
        'Content-Type': 'application/x-www-form-urlencoded',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signBundle(body, timestamp, config.secret),
        // the target refuses a POST from another site's page; this one is no page, and its signature is its proof
        Origin: target.origin,
      },
      body: new URLSearchParams({ [BUNDLE_FIELD]: body }).toString(),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status !== 200) return fail(`${target.href} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return { ok: true };
  } catch (error) {
    return fail(`${target.href}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export type ImportResult =
  | { kind: 'imported'; formId: string }
  | { kind: 'unreadable'; message: string }
  | { kind: 'pending'; message: string }
  | { kind: 'replayed'; message: string }
  | { kind: 'older'; message: string };

/** A signature is remembered for twice its window: within it, the same signed request is refused the second time. */
const SEEN_SIGNATURE_RULE = { limit: 1, windowSeconds: (2 * SIGNATURE_WINDOW_MS) / 1000 };

/** Compares dotted version numbers ('1.10.0' after '1.9.3'); a part that is not a number counts as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const difference = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** A bundle's files, each checked against its SHA-256, with the path under its form split into segments. */
export type BundleRead =
  | { ok: true; form: WorkflowBundle['form']; files: { path: string[]; mediaType: string; content: Buffer }[] }
  | { ok: false; message: string };

/**
 * A bundle's file held to the builder's own upload checks, with the same messages (a bundle's Import and a stage
 * bundle bring files to the builder as an upload does): a template PDF or page image as a template upload (50 MB,
 * the PDF read off the request thread within the parse limits), an element's picture as a picture upload (5 MB).
 * Answers the media type its content has, or the upload's message.
 */
async function checkBundleFile(path: string[], content: Buffer, limits: PdfParseLimits): Promise<{ ok: true; mediaType: string } | { ok: false; message: string }> {
  const [folder, name] = path;
  if ((folder === 'pdf' || folder === 'images') && path.length === 2 && name) {
    const checked = await checkTemplateFile({ name, bytes: content }, limits);
    if (!checked.ok) return checked;
    // a picture named .pdf, or a PDF among the page images, is not where a template upload puts it
    return checked.folder === folder ? { ok: true, mediaType: checked.mediaType } : { ok: false, message: ACCEPTED_FILES_MESSAGE };
  }
  if (folder === 'form-elements') return checkElementImage(content);
  return { ok: false, message: 'A form keeps no file there.' };
}

/**
 * Reads a bundle: its shape, every file path one a form may hold, every file's SHA-256, and every file held to the
 * builder's upload checks. One file that fails refuses the whole bundle, with a message naming it.
 */
export async function readBundle(raw: unknown, limits: PdfParseLimits = pdfParseLimits()): Promise<BundleRead> {
  const parsed = bundleSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: `The bundle could not be read: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}` };
  const { form, files } = parsed.data;
  const read: Extract<BundleRead, { ok: true }>['files'] = [];
  for (const file of files) {
    const path = file.path.split('/');
    try {
      fileKey('forms', form.id, ...path);
    } catch {
      return { ok: false, message: `The bundle names a file path that is not allowed: ${file.path}` };
    }
    const content = Buffer.from(file.base64, 'base64');
    if (createHash('sha256').update(content).digest('hex') !== file.sha256) return { ok: false, message: `The file ${file.path} of the bundle does not match its SHA-256.` };
    const checked = await checkBundleFile(path, content, limits);
    if (!checked.ok) return { ok: false, message: `The bundle was not imported: its file ${file.path} was refused. ${checked.message}` };
    read.push({ path, mediaType: checked.mediaType, content });
  }
  return { ok: true, form, files: read };
}

/**
 * Writes a verified bundle: the form's draft is created (owned by nobody, open to both admin roles, as the seeded
 * forms are) or replaced, and its files replace the old ones. A form waiting for its stakeholders here is left alone.
 */
export async function importBundle(db: Database, raw: unknown, received: { signature: string }, limits: PdfParseLimits = pdfParseLimits()): Promise<ImportResult> {
  const read = await readBundle(raw, limits);
  if (!read.ok) return { kind: 'unreadable', message: read.message };
  const { form, files } = read;
  return db.transaction().execute(async (tx) => {
    // a signed request replayed within its five minutes would revert a newer import (issue 30, item 8)
    if (!(await hitRateLimit(tx, `stage-bundle:${received.signature}`, SEEN_SIGNATURE_RULE)).allowed)
      return { kind: 'replayed', message: 'This bundle was imported already; send the form again to move it to stage.' } as const;
    const existing = await tx.selectFrom('forms').select(['status', 'version']).where('id', '=', form.id).forUpdate().executeTakeFirst();
    if (existing && compareVersions(form.version, existing.version) < 0)
      return { kind: 'older', message: `Form ${form.id} is at version ${existing.version} on stage; this bundle holds the older version ${form.version} and was not imported.` } as const;
    if (existing?.status === STORED_STATUS.pending) return { kind: 'pending', message: `Form ${form.id} is waiting for approval on stage and cannot be replaced now.` } as const;
    const definition = JSON.stringify({ ...form.definition, id: form.id, version: form.version });
    if (existing) await tx.updateTable('forms').set({ name: form.name, definition, version: form.version, updated_at: new Date() }).where('id', '=', form.id).execute();
    else await tx.insertInto('forms').values({ id: form.id, name: form.name, definition, version: form.version, status: STORED_STATUS.empty }).execute();
    await tx.deleteFrom('files').where(sql<boolean>`starts_with(key, ${`forms/${form.id}/`})`).execute();
    const storage = new PostgresFileStorage(tx);
    for (const file of files) await storage.put(fileKey('forms', form.id, ...file.path), file.content, { mediaType: file.mediaType });
    return { kind: 'imported', formId: form.id } as const;
  });
}
