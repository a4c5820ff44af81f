// Who may use each route, in one place. Every loader and action starts with exactly one of these guards, so a
// route's rule is its first line and a route without one stands out: app/utils/route-guards.test.ts checks the
// sources, tests/integration/route-access.test.ts checks every route of app/routes.ts for every kind of visitor,
// and docs/decisions/005-route-access.md writes the rules down.
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { UserRole } from '../../db/schema';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { getDb, type Queryable } from '../db.server';
import { isMailboxVisible } from '../../lib/env.server';
import { ADMIN_ROLES, isAdmin, lookupSession, requireSession, type SessionLookup, type SessionUser } from '../services/accounts/sessions.server';
import { findUserWorkflow, type UserWorkflowRow } from '../services/user-workflow/user-workflows.server';
import { findSharingEntry } from '../services/user-workflow/sharing-entries.server';
import type { RespondentVisit } from '../services/respondent/respondent-guide.server';

const notFound = () => new Response('Not Found', { status: 404 });

/**
 * Anyone may use this route, signed in or not, and it needs no session. Saying so is the point: a route with no
 * guard at all is a route nobody decided about.
 */
export function publicRoute(): void {}

/** Anyone may use this route; it reads the session when there is one (home routing, keep-alive, payment return). */
export function publicRouteWithSession(request: Request): Promise<SessionLookup> {
  return lookupSession(request);
}

/** A signed-in user with a verified e-mail, any role; anyone else is sent to /sign-in and brought back after. */
export async function requireUser(request: Request): Promise<SessionUser> {
  return (await requireSession(request)).user;
}

/** As requireUser, with the session itself (for a flash message or the idle timeout). */
export function requireUserSession(request: Request) {
  return requireSession(request);
}

/** A signed-in user with one of these roles; anyone else signed in is refused with 403 ('This page is for administrators'). */
export async function requireRole(request: Request, roles: UserRole | readonly UserRole[]): Promise<SessionUser> {
  const user = await requireUser(request);
  const allowed: readonly UserRole[] = typeof roles === 'string' ? [roles] : roles;
  if (!allowed.includes(user.role)) throw new Response('Forbidden', { status: 403 });
  return user;
}

/** An administrator of either kind (admin-global or admin-form, administration-platform.md §6). */
export function requireAdmin(request: Request): Promise<SessionUser> {
  return requireRole(request, ADMIN_ROLES);
}

/** An administrator of either kind; a signed-in user without the role is sent to / (workflow-builder.md §2, Manage Workflows). */
export async function requireAdminElseHome(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdmin(user)) throw redirect('/');
  return user;
}

/**
 * A global administrator: the pages of users, money, statistics, backup, e-mail and settings. A form author
 * (admin-form) is refused with 403 as any other signed-in user (docs/decisions/005-route-access.md).
 */
export function requireGlobalAdmin(request: Request): Promise<SessionUser> {
  return requireRole(request, 'admin-global');
}

/** As requireGlobalAdmin, with the session itself (for a flash message after a change). */
export async function requireGlobalAdminSession(request: Request): Promise<{ user: SessionUser; sessionId: string }> {
  const session = await requireSession(request);
  if (session.user.role !== 'admin-global') throw new Response('Forbidden', { status: 403 });
  return { user: session.user, sessionId: session.sessionId };
}

/**
 * The record of user `userId`: the user themself or a global admin. Anyone else gets 404, so the answer does not
 * even tell whether the account exists.
 */
export async function requireOwnUserRecord(request: Request, userId: string | undefined): Promise<{ viewer: SessionUser; userId: string }> {
  const viewer = await requireUser(request);
  if (!userId || (viewer.id !== userId && viewer.role !== 'admin-global')) throw notFound();
  return { viewer, userId };
}

/**
 * The user workflow if this user may work on it as petitioner (its owner, or any admin); 404 otherwise, so
 * someone else's user workflow is never revealed. A respondent who opens the petitioner guide goes to the
 * respondent guide; admins are not redirected.
 */
export async function requireOwnUserWorkflow(
  request: Request,
  id: string | undefined,
): Promise<{ user: SessionUser; sessionId: string; workflow: UserWorkflowRow; admin: boolean }> {
  const { user, sessionId } = await requireSession(request);
  const workflow = id ? await findUserWorkflow(getDb(), id) : undefined;
  return { user, sessionId, workflow: await ownUserWorkflow(getDb(), user, workflow), admin: isAdmin(user) };
}

/** requireOwnUserWorkflow's rule for a user workflow read (or none found). */
async function ownUserWorkflow(db: Queryable, user: SessionUser, workflow: UserWorkflowRow | undefined): Promise<UserWorkflowRow> {
  const admin = isAdmin(user);
  if (!workflow) throw notFound();
  if (workflow.owner_id !== user.id && !admin) {
    // the spouse it is shared with belongs in the respondent guide; anyone else learns nothing
    if (await findSharingEntry(db, workflow.id, user.email)) throw redirect(`/respondent-guide/${workflow.id}`);
    throw notFound();
  }
  if (!user.isPetitioner && !admin) throw redirect(`/respondent-guide/${workflow.id}`);
  return workflow;
}

/**
 * requireOwnUserWorkflow for a save that must hold the user workflow's row lock (the autosave): the session is
 * checked at once (an anonymous request goes to /sign-in before its body is read); `locked` then opens a
 * transaction, reads the user workflow FOR UPDATE, applies requireOwnUserWorkflow's rule to it and runs `work`
 * in that transaction with the row as read under the lock. The guard's read is the save's locked read, one
 * statement instead of two (issue 33); a refusal rolls the transaction back.
 */
export async function requireOwnUserWorkflowLocked(request: Request, id: string | undefined) {
  const { user, sessionId } = await requireSession(request);
  const admin = isAdmin(user);
  const locked = <T>(work: (access: { workflow: UserWorkflowRow; tx: Transaction<DB> }) => Promise<T>): Promise<T> =>
    getDb()
      .transaction()
      .execute(async (tx) => {
        const workflow = await ownUserWorkflow(tx, user, id ? await findUserWorkflow(tx, id, { forUpdate: true }) : undefined);
        return work({ workflow, tx });
      });
  return { user, sessionId, admin, locked };
}

/**
 * A user workflow's final documents: its owner, the spouse it is shared with (the respondent), or any admin; 404
 * for anyone else, so a stranger learns nothing about the form.
 */
export async function requireUserWorkflowParticipant(
  request: Request,
  id: string | undefined,
): Promise<{ user: SessionUser; workflow: UserWorkflowRow; role: 'petitioner' | 'respondent' | 'admin' }> {
  const { user } = await requireSession(request);
  const workflow = id ? await findUserWorkflow(getDb(), id) : undefined;
  if (!workflow) throw notFound();
  if (workflow.owner_id === user.id) return { user, workflow, role: 'petitioner' };
  if (await findSharingEntry(getDb(), workflow.id, user.email)) return { user, workflow, role: 'respondent' };
  if (isAdmin(user)) return { user, workflow, role: 'admin' };
  throw notFound();
}

/** A visit of the spouse's pages: the person, the user workflow, their sharing entry (an admin may have none), admin or not; and the session. */
export interface SpouseVisit extends RespondentVisit {
  sessionId: string;
}

export type SpouseAccess = { kind: 'allowed'; admin: boolean } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * The respondent guide's rule (end-user-journey.md §2, §4, §8): admins may open any respondent guide; a person the
 * form is shared with may open it (`shared`, whatever their role: a spouse may have started a form of their own);
 * its owner and other petitioners are sent to the petitioner guide (which answers 404 to anyone but the owner). A
 * respondent whose petitioner has no such workflow goes to /wait; anyone else gets 404. The spouse's access comes
 * only from a sharing entry the owner created, never from what a person claimed at sign-up.
 */
export function spouseAccess(user: SessionUser, workflow: Pick<UserWorkflowRow, 'id' | 'owner_id'> | undefined, id: string, shared: boolean): SpouseAccess {
  const admin = isAdmin(user);
  if (admin) return workflow ? { kind: 'allowed', admin } : { kind: 'not-found' };
  if (workflow && shared) return { kind: 'allowed', admin };
  if (user.isPetitioner || workflow?.owner_id === user.id) return { kind: 'redirect', to: `/legal-form-guide/divorce-forms/${id}` };
  if (!workflow) return user.respondentWfid === id ? { kind: 'redirect', to: '/wait' } : { kind: 'not-found' };
  return { kind: 'not-found' };
}

/** The user workflow `id` and the signed-in person's sharing entry on it. */
async function sharedWorkflow(request: Request, id: string | undefined) {
  const { user, sessionId } = await requireSession(request);
  const workflow = id ? await findUserWorkflow(getDb(), id) : undefined;
  const entry = workflow ? await findSharingEntry(getDb(), workflow.id, user.email) : undefined;
  return { user, sessionId, workflow, entry, admin: isAdmin(user) };
}

/** The respondent guide of user workflow `id` and its pages (stipulation, signature): as spouseAccess decides. */
export async function requireSpouse(request: Request, id: string | undefined): Promise<SpouseVisit> {
  const { user, sessionId, workflow, entry } = await sharedWorkflow(request, id);
  const access = spouseAccess(user, workflow, id ?? '', entry !== undefined);
  if (access.kind === 'redirect') throw redirect(access.to);
  if (access.kind === 'not-found' || !workflow) throw notFound();
  return { user, sessionId, workflow, entry, admin: access.admin };
}

/**
 * The shared survey /survey-detail/{id} (end-user-journey.md §2): the people the form is shared with, and admins.
 * Anyone else is sent to /shared-forms, as the spec says, whatever the form: the redirect tells nothing about it.
 */
export async function requireSharedSurvey(request: Request, id: string | undefined): Promise<SpouseVisit> {
  const { user, sessionId, workflow, entry, admin } = await sharedWorkflow(request, id);
  if (!workflow || (!entry && !admin)) throw redirect('/shared-forms');
  return { user, sessionId, workflow, entry, admin };
}

/**
 * The development mailbox (docs/decisions/007-mailbox-access.md). It holds every kept e-mail, reset links included:
 * reading it is signing in as anyone. So only a global admin may, or a person on the machine itself when the app
 * listens on the loopback address only and trusts no proxy (server/loopback.ts decides that per request); 404
 * where the mailbox is hidden.
 */
export async function requireMailboxReader(request: Request, context: AppLoadContext | undefined): Promise<void> {
  if (!isMailboxVisible()) throw notFound();
  if (context?.fromLoopbackOnlyServer) return;
  await requireRole(request, 'admin-global');
}
