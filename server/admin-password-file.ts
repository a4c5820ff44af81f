// The seeded admin's password, made at first start: written to a file only the owner can read and shown once in
// the log, so that the person who started the app (and nobody reading the README) can sign in as admin.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** Writes `email password` lines to DATA_DIR/admin-password.txt (mode 0600) and returns the file's path. */
export async function keepAdminPassword(dataDir: string, account: { email: string; password: string }): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  await writeFile(file, `${account.password}\n`, { mode: 0o600 });
  // the mode above applies only when the file is created; an older file keeps its own, so set it either way
  await chmod(file, 0o600);
  return file;
}
