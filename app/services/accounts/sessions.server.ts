// Sessions kept in PostgreSQL behind an httpOnly, SameSite=Lax cookie that holds a random token (the table keeps
// its SHA-256). The server ends a session after the idle timeout from settings plus the 60-second warning the
// Session Activity dialog shows, whether or not JavaScript ran.
import { SIGN_IN_NOTICES } from '../../utils/sign-in-notices';
import { createHash, randomBytes } from 'node:crypto';
import { redirect } from '@remix-run/node';
import { sql } from 'kysely';
import { sharedDbIfStarted, type Queryable } from '../../../db/client';
import type { FlashMessage, UserRole } from '../../../db/schema';
import { statementByShape } from '../../../db/statements-by-shape';
import { getDb } from '../../db.server';
import { getEnv } from '../../../lib/env.server';
import { DEFAULT_IDLE_TIMEOUT_MINUTES } from '../settings.server';

export const SESSION_COOKIE = 'accord_session';
/** the Session Activity dialog counts down this long after the idle time before signing out */
export const IDLE_WARNING_SECONDS = 60;
/** writes of last_seen_at are skipped when the previous one is this recent */
const TOUCH_EVERY_MS = 10_000;

export const ADMIN_ROLES: readonly UserRole[] = ['admin-global', 'admin-form'];

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  isPetitioner: boolean;
  respondentWfid: string | null;
  respondentPetitionerEmail: string | null;
}

function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isLoopback(request: Request): boolean {
  const host = new URL(request.url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * Cookies are Secure in production; a production build run on this machine (npm start, the e2e tests) is served
 * over plain http on a loopback address, where a Secure cookie would be refused.
 */
export function cookiesAreSecure(request: Request): boolean {
  return getEnv().NODE_ENV === 'production' && !isLoopback(request);
}

function cookieAttributes(request: Request): string {
  return `Path=/; HttpOnly; SameSite=Lax${cookiesAreSecure(request) ? '; Secure' : ''}`;
}

export function sessionCookieHeader(request: Request, token: string): string {
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(request)}`;
}

export function clearSessionCookieHeader(request: Request): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${cookieAttributes(request)}`;
}

function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get('Cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Starts a new session (a fresh token every sign-in) and returns its Set-Cookie header. */
export async function createSession(
  db: Queryable,
  request: Request,
  userId: string,
  details: { ip?: string; flash?: FlashMessage } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionToken(token),
      user_id: userId,
      ip_address: details.ip ?? null,
      user_agent: request.headers.get('User-Agent')?.slice(0, 300) ?? null,
      flash: JSON.stringify(details.flash ?? null),
    })
    .execute();
  return sessionCookieHeader(request, token);
}

export type SessionLookup =
  | { status: 'none' }
  | { status: 'expired' }
  | { status: 'active'; user: SessionUser; sessionId: string; flash: FlashMessage | null; idleTimeoutMinutes: number };

// A page's loaders run in parallel, each looking the session up. The first to find it idle deletes it; the
// others must still answer 'expired' (so the person is told why they were signed out), not 'none'. Sessions
// ended here in the last few seconds are remembered in this process for that.
const EXPIRED_MEMORY_MS = 10_000;
const expiredSessions = new Map<string, number>();

function rememberExpired(idHash: string, now: number): void {
  for (const [hash, at] of expiredSessions) if (now - at > EXPIRED_MEMORY_MS) expiredSessions.delete(hash);
  expiredSessions.set(idHash, now);
}

function recentlyExpired(idHash: string): boolean {
  const at = expiredSessions.get(idHash);
  return at !== undefined && Date.now() - at <= EXPIRED_MEMORY_MS;
}

type SessionRow = {
  last_seen_at: Date;
  flash: FlashMessage | null;
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  is_petitioner: boolean;
  respondent_data: { wfid?: string; petitioner_email?: string } | null;
  email_verified_at: Date | null;
  idle_timeout_minutes: number | null;
};

/** The session with its user and the idle timeout, in one round trip (every page asks for them). */
async function selectSession(db: Queryable, idHash: string): Promise<SessionRow | undefined> {
  const { rows } = await sessionByHash.execute(db, { idHash });
  return rows[0] as SessionRow | undefined;
}

/** selectSession's statement, compiled once (db/statements-by-shape.ts): every signed-in request runs it. */
export const sessionByHash = statementByShape((db: Queryable, v: { idHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('settings', (join) => join.on('settings.id', '=', 1))
    .select([
      'sessions.last_seen_at', 'sessions.flash', 'users.id', 'users.email', 'users.first_name', 'users.last_name',
      'users.role', 'users.is_petitioner', 'users.respondent_data', 'users.email_verified_at', 'settings.idle_timeout_minutes',
    ])
    .where('sessions.id_hash', '=', v.idHash),
);

type CoreLookup = { status: 'none' } | { status: 'expired' } | { status: 'active'; row: SessionRow; idleTimeoutMinutes: number };

// A page's loaders (the root's and the route's) run at the same time and each asks for the session: while one
// lookup of a session is under way, the others share it rather than repeat its queries.
const lookupsUnderWay = new Map<string, Promise<CoreLookup>>();

async function lookupCore(db: Queryable, idHash: string): Promise<CoreLookup> {
  const row = await selectSession(db, idHash);
  if (!row) return recentlyExpired(idHash) ? { status: 'expired' } : { status: 'none' };
  const idleTimeoutMinutes = row.idle_timeout_minutes ?? DEFAULT_IDLE_TIMEOUT_MINUTES;
  const idleLimitMs = idleTimeoutMinutes * 60_000 + IDLE_WARNING_SECONDS * 1000;
  const now = Date.now();
  if (now - row.last_seen_at.getTime() > idleLimitMs || !row.email_verified_at) {
    rememberExpired(idHash, now);
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return { status: 'expired' };
  }
  if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS)
    await db.updateTable('sessions').set({ last_seen_at: sql`now()` }).where('id_hash', '=', idHash).execute();
  return { status: 'active', row, idleTimeoutMinutes };
}

function sharedLookup(db: Queryable, idHash: string): Promise<CoreLookup> {
  // a lookup inside a transaction must use that transaction, so only lookups on the pool are shared
  if (db !== sharedDbIfStarted()) return lookupCore(db, idHash);
  let lookup = lookupsUnderWay.get(idHash);
  if (!lookup) {
    lookup = lookupCore(db, idHash).finally(() => lookupsUnderWay.delete(idHash));
    lookupsUnderWay.set(idHash, lookup);
  }
  return lookup;
}

/** The signed-in user of this request, refreshing the session's last activity; an idle session is ended. */
export async function lookupSession(request: Request, db: Queryable = getDb(), options: { takeFlash?: boolean } = {}): Promise<SessionLookup> {
  const token = readSessionToken(request);
  if (!token) return { status: 'none' };
  const idHash = hashSessionToken(token);
  const core = await sharedLookup(db, idHash);
  if (core.status !== 'active') return core;
  const { row, idleTimeoutMinutes } = core;
  let flash: FlashMessage | null = null;
  if (options.takeFlash && row.flash) {
    // taken once: only the lookup that clears it shows it
    const taken = await db
      .updateTable('sessions')
      .set({ flash: null })
      .where('id_hash', '=', idHash)
      .where('flash', 'is not', null)
      .executeTakeFirst();
    // RETURNING would give the value after the update (null): the row read above holds the message taken
    flash = taken.numUpdatedRows > 0n ? row.flash : null;
  }
  return {
    status: 'active',
    sessionId: idHash,
    flash,
    idleTimeoutMinutes,
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      isPetitioner: row.is_petitioner,
      respondentWfid: row.respondent_data?.wfid ?? null,
      respondentPetitionerEmail: row.respondent_data?.petitioner_email ?? null,
    },
  };
}

function signInRedirect(request: Request, expired: boolean): Response {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirect: `${url.pathname}${url.search}` });
  if (expired) {
    params.set('type', 'info');
    params.set('msg', SIGN_IN_NOTICES.idleTimeout);
  }
  return redirect(`/sign-in?${params}`, expired ? { headers: { 'Set-Cookie': clearSessionCookieHeader(request) } } : undefined);
}

export function isAdmin(user: Pick<SessionUser, 'role'>): boolean {
  return ADMIN_ROLES.includes(user.role);
}

/** Ends this request's session (if any) and returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request, db: Queryable = getDb()): Promise<string> {
  const token = readSessionToken(request);
  if (token) await db.deleteFrom('sessions').where('id_hash', '=', hashSessionToken(token)).execute();
  return clearSessionCookieHeader(request);
}

export async function destroyAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Ends every session of the user but the one this request uses (`keepSessionId` is its stored id hash). */
export async function destroyOtherSessions(db: Queryable, userId: string, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '!=', keepSessionId).execute();
}

/** Keeps a message for the user's next page (shown in the alert banner once). */
export async function setFlash(db: Queryable, sessionId: string, flash: FlashMessage): Promise<void> {
  await db.updateTable('sessions').set({ flash: JSON.stringify(flash) }).where('id_hash', '=', sessionId).execute();
}

/** The active session of this request, or a thrown redirect to /sign-in with the requested path in `redirect`
 * (and, when it ended idle, a message saying so). Routes reach it through the guards of app/utils/permissions.server.ts. */
export async function requireSession(request: Request) {
  const session = await lookupSession(request);
  if (session.status !== 'active') throw signInRedirect(request, session.status === 'expired');
  return session;
}
