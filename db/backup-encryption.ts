// Encryption of database backups at rest (issue 30 item 11: the backups held the answers, Social Security numbers
// among them, in clear). With BACKUP_KEY set, a backup's gzip stream is written through AES-256-GCM under a key
// derived from BACKUP_KEY with scrypt and a salt of its own. The file starts with a header that says so and holds a
// check of the key, so a restore with another key is refused before a byte is read, not as a corrupt gzip stream.
//
// Layout: MAGIC (12 bytes) | salt (16) | iv (12) | key check (32) | ciphertext | GCM tag (16).
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';

const MAGIC = Buffer.from('ACCORD-ENC1\n', 'latin1');
const SALT = 16;
const IV = 12;
const CHECK = 32;
const TAG = 16;
const HEADER = MAGIC.length + SALT + IV + CHECK;

export const BACKUP_KEY_MESSAGES = {
  needed: 'This backup is encrypted: set BACKUP_KEY to the key it was made with, and restore it again. Nothing was restored.',
  wrong: 'BACKUP_KEY is not the key this backup was encrypted with, so it cannot be read. Nothing was restored: set the key the backup was made with.',
  damaged: 'This encrypted backup is damaged or was changed after it was written, so it cannot be restored. Nothing was restored.',
  requiredInProduction:
    'Backups are not written in production without BACKUP_KEY: they hold every answer, Social Security numbers among them. Set BACKUP_KEY (at least 16 characters, kept apart from the backups) and run the backup again. No backup was written.',
} as const;

/**
 * Why a backup may not be written, or undefined when it may: in production a backup must be encrypted (the safer of
 * refusing and warning: a clear copy of every answer on another disk is the leak the key exists to stop). Outside
 * production (development, tests) a backup without a key is written in clear.
 */
export function backupRefusal(settings: { production: boolean; backupKey?: string | undefined }): string | undefined {
  return settings.production && !settings.backupKey ? BACKUP_KEY_MESSAGES.requiredInProduction : undefined;
}

export class BackupKeyError extends Error {}

const deriveKey = (backupKey: string, salt: Buffer) => scryptSync(backupKey, salt, 32);
const keyCheck = (key: Buffer) => createHmac('sha256', key).update('accord backup key check').digest();

/** A stream that encrypts what passes through it, the header first and the tag last. */
export function encryptingStream(backupKey: string): Transform {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const key = deriveKey(backupKey, salt);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([MAGIC, salt, iv, keyCheck(key)]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(Buffer.concat([MAGIC, salt, iv, keyCheck(key)]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Whether a backup file was written encrypted. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * The backup's gzip stream: the file itself when written in clear, else decrypted with BACKUP_KEY. A missing or
 * wrong key is refused (BackupKeyError) before anything is read; a file changed after it was written fails when
 * its end is reached, so a restore (one transaction) keeps nothing of it.
 */
export async function openBackupStream(file: string, backupKey: string | undefined): Promise<Readable> {
  if (!(await isEncryptedBackup(file))) return createReadStream(file);
  if (!backupKey) throw new BackupKeyError(BACKUP_KEY_MESSAGES.needed);
  const { size } = await fs.stat(file);
  if (size < HEADER + TAG) throw new BackupKeyError(BACKUP_KEY_MESSAGES.damaged);
  const handle = await fs.open(file, 'r');
  const header = Buffer.alloc(HEADER);
  const tag = Buffer.alloc(TAG);
  try {
    await handle.read(header, 0, HEADER, 0);
    await handle.read(tag, 0, TAG, size - TAG);
  } finally {
    await handle.close();
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT);
  const iv = header.subarray(MAGIC.length + SALT, MAGIC.length + SALT + IV);
  const key = deriveKey(backupKey, salt);
  if (!timingSafeEqual(keyCheck(key), header.subarray(MAGIC.length + SALT + IV))) throw new BackupKeyError(BACKUP_KEY_MESSAGES.wrong);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  const body = createReadStream(file, { start: HEADER, end: size - TAG - 1 });
  body.on('error', (error) => decipher.destroy(error));
  return body.pipe(decipher);
}
