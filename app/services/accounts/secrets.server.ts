// Secrets the app makes for itself (the captcha's HMAC keys), created once in the database so every app
// process signs and checks with the same key and nobody has to configure one.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/client';

const caches = new WeakMap<object, Map<string, string>>();

export async function getAppSecret(db: Queryable, name: string): Promise<string> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const cached = cache.get(name);
  if (cached) return cached;
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  cache.set(name, row.value);
  return row.value;
}
