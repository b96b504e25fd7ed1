import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, SessionUser } from '../app-env';
import { Errors } from './errors';
import { requestHeader } from './http';

/** The session cookie's name (Better Auth's, with our prefix; see auth/auth.ts). */
const SESSION_COOKIE = 'fmn.session_token';

/** Whether a Cookie header may hold a session (then it is looked up; otherwise there is none). */
export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return cookie?.includes(SESSION_COOKIE) ?? false;
}

/** The signed-in user of this request, or null. */
export async function currentUser(deps: AppDeps, headers: Headers): Promise<SessionUser | null> {
  // No session cookie, no session: skip the lookup (public pages are read by many at once).
  if (!hasSessionCookie(headers.get('cookie'))) return null;
  return (await deps.sessions.lookup(headers))?.user ?? null;
}

/** currentUser for a request context: without a session cookie, nothing else is looked at. */
export function currentUserOf(deps: AppDeps, c: Context): Promise<SessionUser | null> | null {
  if (!hasSessionCookie(requestHeader(c, 'cookie'))) return null;
  return currentUser(deps, c.req.raw.headers);
}

/** Refuses the request with 401 unless it carries a valid session; sets `c.var.user`. */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await currentUserOf(deps, c);
    if (!user) throw Errors.unauthenticated();
    c.set('user', user);
    await next();
  };
}
