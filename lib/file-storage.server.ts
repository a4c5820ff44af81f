// Where Accord keeps files (PDF templates, uploads, generated PDFs, e-mail attachments): content with its
// media type, size and SHA-256. The default backend keeps them in PostgreSQL, so app servers hold nothing on
// disk; an S3-compatible backend can implement the same interface later.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Queryable } from '../db/client';

export interface StoredFileInfo {
  key: string;
  mediaType: string;
  size: number;
  sha256: string;
  createdAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  /** the content, read in chunks so a large file never sits whole in memory */
  stream: Readable;
}

export type FileBody = Uint8Array | Readable | AsyncIterable<Uint8Array>;

export interface FileStorage {
  put(key: FileKey, body: FileBody, options: { mediaType: string }): Promise<StoredFileInfo>;
  get(key: FileKey): Promise<StoredFile | undefined>;
  delete(key: FileKey): Promise<boolean>;
  list(prefix: FileKey): Promise<StoredFileInfo[]>;
}

declare const fileKeyBrand: unique symbol;
/** A storage key built by `fileKey`, never straight from user input. */
export type FileKey = string & { readonly [fileKeyBrand]: true };

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

export class InvalidFileKeyError extends Error {}

/**
 * Builds a key from path segments such as ('emails', emailId, 'attachment'). Each segment must be a plain
 * name: letters, digits, '.', '_' and '-', not starting with a dot, so no key can climb out of its prefix.
 */
export function fileKey(...segments: string[]): FileKey {
  if (segments.length === 0) throw new InvalidFileKeyError('a file key needs at least one segment');
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.includes('..')) {
      throw new InvalidFileKeyError(`'${segment.slice(0, 40)}' is not allowed in a file key`);
    }
  }
  return segments.join('/') as FileKey;
}

/** A stored key read back (from an answer, say) as a FileKey; undefined when it is not one `fileKey` could have built. */
export function parseFileKey(ref: string): FileKey | undefined {
  try {
    return fileKey(...ref.split('/'));
  } catch (error) {
    if (error instanceof InvalidFileKeyError) return undefined;
    throw error;
  }
}

/** A key segment naming its content (the SHA-256's first 32 hex digits), so a new file never replaces an older one. */
export function contentName(stem: string, content: Uint8Array, extension: string): string {
  return `${stem}-${createHash('sha256').update(content).digest('hex').slice(0, 32)}${extension}`;
}

const READ_CHUNK_BYTES = 1024 * 1024;

async function collect(body: FileBody): Promise<Buffer> {
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export class PostgresFileStorage implements FileStorage {
  constructor(private readonly db: Queryable) {}

  async put(key: FileKey, body: FileBody, { mediaType }: { mediaType: string }): Promise<StoredFileInfo> {
    const content = await collect(body);
    const sha256 = createHash('sha256').update(content).digest('hex');
    const row = await this.db
      .insertInto('files')
      .values({ key, content, media_type: mediaType, size: content.byteLength, sha256 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          content,
          media_type: mediaType,
          size: content.byteLength,
          sha256,
          created_at: sql<Date>`now()`,
        } as never),
      )
      .returning(['key', 'media_type', 'size', 'sha256', 'created_at'])
      .executeTakeFirstOrThrow();
    return toInfo(row);
  }

  async get(key: FileKey): Promise<StoredFile | undefined> {
    const row = await this.db
      .selectFrom('files')
      .select(['key', 'media_type', 'size', 'sha256', 'created_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    const db = this.db;
    const size = row.size;
    async function* chunks() {
      for (let offset = 0; offset < size; offset += READ_CHUNK_BYTES) {
        const part = await db
          .selectFrom('files')
          .select(sql<Buffer>`substring(content from ${offset + 1} for ${READ_CHUNK_BYTES})`.as('chunk'))
          .where('key', '=', key)
          .executeTakeFirst();
        if (!part) throw new Error(`file '${key}' was deleted while being read`);
        yield part.chunk;
      }
    }
    return { ...toInfo(row), stream: Readable.from(chunks()) };
  }

  async delete(key: FileKey): Promise<boolean> {
    const result = await this.db.deleteFrom('files').where('key', '=', key).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async list(prefix: FileKey): Promise<StoredFileInfo[]> {
    const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
    const rows = await this.db
      .selectFrom('files')
      .select(['key', 'media_type', 'size', 'sha256', 'created_at'])
      .where('key', 'like', like)
      .orderBy('key')
      .execute();
    return rows.map(toInfo);
  }
}

function toInfo(row: {
  key: string;
  media_type: string;
  size: number;
  sha256: string;
  created_at: Date;
}): StoredFileInfo {
  return {
    key: row.key,
    mediaType: row.media_type,
    size: Number(row.size),
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}

/** Reads a stored file's whole content, for small files such as e-mail attachments. */
export async function readAll(file: StoredFile): Promise<Buffer> {
  return collect(file.stream);
}
