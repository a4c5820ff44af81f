// The profile photo (end-user-journey.md §3): one image per user in file storage. What a file is comes from its
// first bytes, never from its name or the browser's word, so only a real PNG, JPEG, GIF or WebP image is kept
// and served back, with that type.
import type { Queryable } from '../../db.server';
import { fileKey, PostgresFileStorage, type StoredFile } from '../../../lib/file-storage.server';
import { isTooLarge } from '../upload-handler.server';

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Why a photo is refused; the page says it in the person's words (the profile catalogue's `photo.<refusal>`). */
export type PhotoRefusal = 'missing' | 'notImage' | 'tooLarge';

const SIGNATURES: Array<{ mediaType: string; matches: (b: Uint8Array) => boolean }> = [
  { mediaType: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x) },
  { mediaType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mediaType: 'image/gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { mediaType: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The image type the content itself shows, or undefined for anything that is not one of the four images. */
export function imageMediaType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.mediaType;
}

const photoKey = (userId: string) => fileKey('users', userId, 'profile-photo');

export async function saveProfilePhoto(db: Queryable, userId: string, file: unknown): Promise<{ ok: true } | { ok: false; refusal: PhotoRefusal }> {
  if (!(file instanceof File)) return { ok: false, refusal: 'missing' };
  // a file over the limit reaches here as readFormWithFileLimit's empty marker
  if (isTooLarge(file) || file.size > PROFILE_PHOTO_MAX_BYTES) return { ok: false, refusal: 'tooLarge' };
  if (file.size === 0) return { ok: false, refusal: 'missing' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = imageMediaType(bytes);
  if (!mediaType) return { ok: false, refusal: 'notImage' };
  const key = photoKey(userId);
  await new PostgresFileStorage(db).put(key, bytes, { mediaType });
  await db.updateTable('users').set({ profile_photo_key: key, updated_at: new Date() }).where('id', '=', userId).execute();
  return { ok: true };
}

export async function removeProfilePhoto(db: Queryable, userId: string): Promise<void> {
  await new PostgresFileStorage(db).delete(photoKey(userId));
  await db.updateTable('users').set({ profile_photo_key: null, updated_at: new Date() }).where('id', '=', userId).execute();
}

export async function hasProfilePhoto(db: Queryable, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('profile_photo_key').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.profile_photo_key);
}

export async function loadProfilePhoto(db: Queryable, userId: string): Promise<StoredFile | undefined> {
  if (!(await hasProfilePhoto(db, userId))) return undefined;
  return new PostgresFileStorage(db).get(photoKey(userId));
}
