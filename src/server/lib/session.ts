import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, SessionUser } from '../app-env';
import { Errors } from './errors';
import { requestHeader } from './http';
import { SIGNED_IN_HINT_COOKIE } from '@shared/constants';

/** The session cookie's name (Better Auth's, with our prefix; see auth/auth.ts). */
const SESSION_COOKIE = 'fmn.session_token';

/**
 * Passes Better Auth's cookies on to the browser, each session cookie with its hint beside it
 * (decision 058): `fmn.signed_in=1`, readable by the page's script, with the session cookie's own
 * lifetime, path and flags but never HttpOnly, and removed when the session cookie is. It says only
 * that someone is probably signed in on this browser; a prerendered page reads it before its first
 * paint to start the app at once and to keep its links for a visitor signed out hidden meanwhile.
 */
export function passOnCookies(c: Context, cookies: readonly string[]): void {
  for (const cookie of cookies) {
    c.header('Set-Cookie', cookie, { append: true });
    const hint = hintBeside(cookie);
    if (hint) c.header('Set-Cookie', hint, { append: true });
  }
}

/** The hint cookie that goes beside a Set-Cookie of the session, or null for any other cookie. */
export function hintBeside(setCookie: string): string | null {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const name = pair.slice(0, eq);
  if (eq < 0 || (name !== SESSION_COOKIE && name !== `__Secure-${SESSION_COOKIE}`)) return null;
  const kept = attributes.filter((a) => !/^httponly$/i.test(a) && !/^domain=/i.test(a) && a !== '');
  const value = pair.slice(eq + 1) === '' ? '' : '1';
  return [`${SIGNED_IN_HINT_COOKIE}=${value}`, ...kept].join('; ');
}

/** Removes a hint that outlived its session (the session ended on another device, or expired). */
export function clearStaleHint(c: Context): void {
  if (!requestHeader(c, 'cookie')?.includes(`${SIGNED_IN_HINT_COOKIE}=`)) return;
  c.header('Set-Cookie', `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`, { append: true });
}

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
