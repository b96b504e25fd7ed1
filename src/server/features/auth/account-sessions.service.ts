/**
 * Signed-in devices (decision 028): the account's sessions in plain words, signing out one of
 * them or all the others. Tokens and addresses never leave the server. Every revocation also
 * clears this instance's session cache (auth/sessions.ts); other instances follow within its
 * lifetime (decision 023).
 */
import type { AccountSession } from '@shared/schemas/account-security';
import { actorOf, privateResource, requireAccess } from '../../access/access';
import type { AppDeps, SessionUser } from '../../app-env';
import { sessionCookieValue } from '../../auth/sessions';
import { Errors } from '../../lib/errors';
import { log } from '../../lib/logger';
import * as q from './account-sessions.queries';
import { describeUserAgent } from './user-agent';

export const sessionNotFound = () => Errors.notFound();

/**
 * The session token of the request's cookie (the signed value is `<token>.<signature>`). Only
 * called after the cookie was accepted as this user's session, and only compared with this
 * user's rows.
 */
export function currentToken(deps: AppDeps, headers: Headers): string | null {
  const value = sessionCookieValue(headers.get('cookie'), deps.config.secureCookies);
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  return dot > 0 ? decoded.slice(0, dot) : null;
}

export async function listSessions(deps: AppDeps, user: SessionUser, headers: Headers): Promise<AccountSession[]> {
  const token = currentToken(deps, headers);
  const rows = await q.activeSessions(deps.database.db, user.id, deps.now());
  const sessions = rows.map((r) => ({
    id: r.id,
    label: describeUserAgent(r.userAgent),
    signedInAt: r.createdAt.toISOString(),
    lastActiveAt: r.updatedAt.toISOString(),
    current: r.token === token,
  }));
  // This device first, then the others by how recently they were used.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Ends one of the caller's sessions; another person's (or none) is 404. */
export async function endSession(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  const { db } = deps.database;
  const owner = await q.sessionOwner(db, id);
  await requireAccess(
    actorOf(deps, user),
    'account-session:end',
    privateResource('account-session', owner, sessionNotFound),
  );
  const ended = await q.deleteSession(db, user.id, id);
  deps.sessions.forgetUser(user.id);
  if (!ended) throw sessionNotFound();
  log.info('account.session_ended', { userId: user.id, sessionId: id });
}

/** Ends every session of the caller but this one; how many ended. */
export async function endOtherSessions(deps: AppDeps, user: SessionUser, headers: Headers): Promise<number> {
  const token = currentToken(deps, headers);
  if (!token) throw Errors.unauthenticated();
  const ended = await q.deleteOtherSessions(deps.database.db, user.id, token);
  deps.sessions.forgetUser(user.id);
  log.info('account.other_sessions_ended', { userId: user.id, ended });
  return ended;
}
