// Pictures that belong to form elements (workflow-builder.md §5 'Image upload', §7 'Storage' and 'Existence checks
// on image URLs'): an embedded image uploaded by the author or copied from a link, and a youtube-video's thumbnail.
// They are kept in the file storage under forms/{formId}/form-elements/{type}/{uid}/, named after their content, and
// served from /form-media/... so the questionnaire shows them from the app's own origin (its CSP allows no other).
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import { fetchPublicLink, readPublicLinkUrl, type DialAddress, type ResolveHost } from '../../../lib/public-link.server';
import { contentName, fileKey, parseFileKey, PostgresFileStorage, readAll, type FileKey } from '../../../lib/file-storage.server';
import { canonicalJson } from './definition';

/** The element types whose pictures live in the file storage. */
export const MEDIA_ELEMENT_TYPES = ['embedded-image', 'youtube-video'] as const;
export type MediaElementType = (typeof MEDIA_ELEMENT_TYPES)[number];

/**
 * §9's accepted upload types that are pictures. A PDF is in §9's list too, to be turned into a PNG first (§5): the
 * builder does that in the author's browser with pdf.js (app/components/builder/pdf-to-png.ts) and sends the PNG, so
 * the server stores pictures only and refuses a raw PDF with a message of its own (ADR 013).
 */
export const ACCEPTED_IMAGE_EXTENSIONS = ['.png', '.gif', '.jpeg', '.jpg'] as const;

/** The spec gives no size for a picture; 5 MB keeps the page quick on a phone (as for a profile photo). */
export const MAX_ELEMENT_IMAGE_BYTES = 5 * 1024 * 1024;

/** A link's picture is fetched at most this long: the builder waits for it. */
export const IMAGE_LINK_TIMEOUT_MS = 5000;

export const ELEMENT_MEDIA_MESSAGES = {
  /** §5 and §8, the spec's words for a file of another type */
  notAccepted: 'Please only upload accepted files',
  tooLarge: 'Please choose a picture under 5 MB.',
  empty: 'Please choose a picture to upload.',
  badLink: 'Enter the full address of a picture, starting with https:// or http://.',
  /** one message for every failure of a link, whatever it was (issue 30: different answers would scan ports) */
  linkFailed: 'No picture could be taken from this link. Check that it is the address of a PNG, GIF or JPEG picture under 5 MB on a public website, or download the picture and upload it.',
  /** a PDF sent as it is: the builder turns it into a PNG before sending, so this is a request made some other way */
  pdfNotConverted: 'A PDF is added as a picture of its first page, made in your browser. Please add it from the builder with JavaScript on, or upload a PNG, GIF or JPEG.',
} as const;

const KINDS: { mediaType: string; extension: string; matches: (b: Uint8Array) => boolean }[] = [
  { mediaType: 'image/png', extension: '.png', matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { mediaType: 'image/jpeg', extension: '.jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mediaType: 'image/gif', extension: '.gif', matches: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
];

export type MediaResult = { ok: true; name: string; url: string } | { ok: false; message: string };

/** Whether a file name ends in one of the accepted extensions (§5: other files are refused before reading them). */
export function hasAcceptedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** A PDF by its name or by its first bytes ('%PDF-'), however it is named. */
async function isPdf(file: File): Promise<boolean> {
  if (file.name.toLowerCase().endsWith('.pdf')) return true;
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return new TextDecoder().decode(head) === '%PDF-';
}

/** The picture's kind read from its first bytes, so a renamed file of another kind is refused. */
function imageKind(bytes: Uint8Array) {
  return KINDS.find((kind) => kind.matches(bytes));
}

function mediaKey(formId: string, type: MediaElementType, uid: string, name: string): FileKey {
  return fileKey('forms', formId, 'form-elements', type, uid, name);
}

/** The address a stored picture is served at (routes/form-media.$formId.$type.$uid.$name.ts). */
export function mediaUrl(formId: string, type: MediaElementType, uid: string, name: string): string {
  return `/form-media/${formId}/${type}/${uid}/${name}`;
}

/**
 * The checks of an element's picture, whatever brought it (an upload, a link, a bundle's Import, a stage bundle):
 * not empty, at most 5 MB, a PNG, JPEG or GIF by its content.
 */
export function checkElementImage(bytes: Uint8Array): { ok: true; mediaType: string; extension: string } | { ok: false; message: string } {
  if (bytes.byteLength === 0) return { ok: false, message: ELEMENT_MEDIA_MESSAGES.empty };
  if (bytes.byteLength > MAX_ELEMENT_IMAGE_BYTES) return { ok: false, message: ELEMENT_MEDIA_MESSAGES.tooLarge };
  const kind = imageKind(bytes);
  return kind ? { ok: true, mediaType: kind.mediaType, extension: kind.extension } : { ok: false, message: ELEMENT_MEDIA_MESSAGES.notAccepted };
}

/** Keeps a picture's bytes under the element, named after its content, and answers its address. */
export async function storeElementImage(
  db: Queryable,
  target: { formId: string; type: MediaElementType; uid: string },
  bytes: Uint8Array,
): Promise<MediaResult> {
  const kind = checkElementImage(bytes);
  if (!kind.ok) return kind;
  const name = contentName('image', bytes, kind.extension);
  const key = mediaKey(target.formId, target.type, target.uid, name);
  await new PostgresFileStorage(db).put(key, bytes, { mediaType: kind.mediaType });
  return { ok: true, name, url: mediaUrl(target.formId, target.type, target.uid, name) };
}

/** An uploaded file: its name must have an accepted extension and its content must be that kind of picture. */
export async function storeUploadedImage(db: Queryable, target: { formId: string; type: MediaElementType; uid: string }, file: File): Promise<MediaResult> {
  if (file.size === 0 && file.name === '') return { ok: false, message: ELEMENT_MEDIA_MESSAGES.empty };
  if (await isPdf(file)) return { ok: false, message: ELEMENT_MEDIA_MESSAGES.pdfNotConverted };
  if (!hasAcceptedExtension(file.name)) return { ok: false, message: ELEMENT_MEDIA_MESSAGES.notAccepted };
  if (file.size > MAX_ELEMENT_IMAGE_BYTES) return { ok: false, message: ELEMENT_MEDIA_MESSAGES.tooLarge };
  return storeElementImage(db, target, new Uint8Array(await file.arrayBuffer()));
}

export type FetchedImage = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * Checks that a link leads to a picture (§7 'Existence checks on image URLs') by fetching it from the server, on the
 * public web only (lib/public-link.server.ts), with a short timeout and the size limit. Whatever goes wrong, once the
 * text is a link the author reads one message, so the answers cannot tell an open port from a closed one.
 */
export async function fetchImageFromLink(link: string, options: { timeoutMs?: number; resolve?: ResolveHost; dial?: DialAddress } = {}): Promise<FetchedImage> {
  if (!readPublicLinkUrl(link) && !/^https?:\/\//i.test(link.trim())) return { ok: false, message: ELEMENT_MEDIA_MESSAGES.badLink };
  const fetched = await fetchPublicLink(link, {
    timeoutMs: options.timeoutMs ?? IMAGE_LINK_TIMEOUT_MS,
    maxBytes: MAX_ELEMENT_IMAGE_BYTES,
    accept: 'image/png,image/gif,image/jpeg',
    resolve: options.resolve,
    dial: options.dial,
  });
  if (!fetched.ok || !imageKind(fetched.bytes)) return { ok: false, message: ELEMENT_MEDIA_MESSAGES.linkFailed };
  return { ok: true, bytes: fetched.bytes };
}

/** A stored picture of a /form-media/... address, or undefined. */
export async function readElementMedia(
  db: Queryable,
  address: { formId: string; type: string; uid: string; name: string },
): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  if (!(MEDIA_ELEMENT_TYPES as readonly string[]).includes(address.type)) return undefined;
  const key = parseFileKey(['forms', address.formId, 'form-elements', address.type, address.uid, address.name].join('/'));
  if (!key) return undefined;
  const file = await new PostgresFileStorage(db).get(key);
  return file ? { bytes: await readAll(file), mediaType: file.mediaType } : undefined;
}

/**
 * After a save, deletes the element pictures of a form that neither its saved definition nor any published version
 * of it shows any more (§2: deleting an embedded-image element deletes its images; §4: only once saved).
 */
export async function deleteUnusedMedia(db: Queryable, formId: string, savedDefinition: unknown): Promise<number> {
  const prefix = `forms/${formId}/form-elements/`;
  const stored = await db.selectFrom('files').select('key').where(sql<boolean>`starts_with(key, ${prefix})`).execute();
  if (stored.length === 0) return 0;
  const published = await db.selectFrom('published_workflows').select('definition').where('form_id', '=', formId).execute();
  const inUse = [canonicalJson(savedDefinition), ...published.map((p) => canonicalJson(p.definition))].join('\n');
  const unused = stored.map((f) => f.key).filter((key) => !inUse.includes(`/form-media/${key.slice('forms/'.length).replace('/form-elements/', '/')}`));
  if (unused.length === 0) return 0;
  await db.deleteFrom('files').where('key', 'in', unused).execute();
  return unused.length;
}

/** A clone's definition points at its own copies of the pictures (cloneForm copies the files). */
export function rehomeMediaUrls<T>(definition: T, fromFormId: string, toFormId: string): T {
  return JSON.parse(JSON.stringify(definition).replaceAll(`/form-media/${fromFormId}/`, `/form-media/${toFormId}/`)) as T;
}
