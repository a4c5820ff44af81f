// A price card's image (administration-platform.md §3 'img'): uploaded in the card's dialog, kept in the file
// storage under price-cards/ with a name taken from its content, and served to anyone at /price-card-image/{name}
// (a marketing picture, the same for everyone).
import type { Queryable } from '../../db.server';
import { contentName, fileKey, parseFileKey, PostgresFileStorage, readAll, type FileKey } from '../../../lib/file-storage.server';

const PREFIX = 'price-cards';
/** the spec's attachment limit (§9), also for an image */
export const MAX_CARD_IMAGE_BYTES = 2 * 1024 * 1024;

export const CARD_IMAGE_MESSAGES = {
  tooLarge: 'The image can be at most 2 MB',
  notAnImage: 'Please choose a PNG, JPEG, GIF or WebP image',
} as const;

/** The first bytes of each image kind accepted, so a renamed file of another kind is refused. */
const SIGNATURES: { extension: string; mediaType: string; matches: (b: Uint8Array) => boolean }[] = [
  { extension: '.png', mediaType: 'image/png', matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { extension: '.jpg', mediaType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: '.gif', mediaType: 'image/gif', matches: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  { extension: '.webp', mediaType: 'image/webp', matches: (b) => b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50 },
];

export function isCardImageKey(value: string): boolean {
  const key = parseFileKey(value);
  return key !== undefined && key.startsWith(`${PREFIX}/`) && key.split('/').length === 2;
}

export function cardImageUrl(key: string): string {
  return `/price-card-image/${key.slice(PREFIX.length + 1)}`;
}

/** Stores an uploaded image; answers its key, or the message for the editor. */
export async function storeCardImage(db: Queryable, file: File): Promise<{ ok: true; key: string } | { ok: false; message: string }> {
  if (file.size > MAX_CARD_IMAGE_BYTES) return { ok: false, message: CARD_IMAGE_MESSAGES.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = SIGNATURES.find((s) => s.matches(bytes));
  if (!kind) return { ok: false, message: CARD_IMAGE_MESSAGES.notAnImage };
  const key = fileKey(PREFIX, contentName('card', bytes, kind.extension));
  await new PostgresFileStorage(db).put(key, bytes, { mediaType: kind.mediaType });
  return { ok: true, key };
}

/** The stored image of a /price-card-image/{name} address, or undefined. */
export async function readCardImage(db: Queryable, name: string): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  const key: FileKey | undefined = parseFileKey(`${PREFIX}/${name}`);
  if (!key || !isCardImageKey(key)) return undefined;
  const file = await new PostgresFileStorage(db).get(key);
  return file ? { bytes: await readAll(file), mediaType: file.mediaType } : undefined;
}
