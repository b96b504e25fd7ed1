import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, SessionUser } from '../app-env';
import { Errors } from './errors';

/** The signed-in user of this request, or null. */
export async function currentUser(deps: AppDeps, headers: Headers): Promise<SessionUser | null> {
  // No session cookie, no session: skip the lookup (public pages are read by many at once).
  if (!headers.get('cookie')?.includes('fmn.session_token')) return null;
  const result = await deps.auth.api.getSession({ headers });
  if (!result) return null;
  return { id: result.user.id, email: result.user.email, name: result.user.name };
}

/** Refuses the request with 401 unless it carries a valid session; sets `c.var.user`. */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await currentUser(deps, c.req.raw.headers);
    if (!user) throw Errors.unauthenticated();
    c.set('user', user);
    await next();
  };
}
