import { Hono, type Context } from 'hono';
import { signInSchema, signUpSchema } from '@shared/schemas/auth';
import type { OkResponse } from '@shared/schemas/common';
import type { SignInResponse } from '@shared/schemas/mfa';
import type { SessionResponse } from '@shared/schemas/session';
import type { AppDeps, AppEnv } from '../../app-env';
import { clientIp, parseJson } from '../../lib/http';
import { clearStaleHint, passOnCookies } from '../../lib/session';
import { getEntitlements } from '../entitlements/entitlements.service';
import { getProfile } from '../profiles/profiles.service';
import { sessionOverview, signIn, signOut, signUp } from './auth.service';

/** Better Auth's cookies, passed on with the signed-in hint beside the session's (decision 058). */
export function withCookies(c: Context, cookies: string[]) {
  passOnCookies(c, cookies);
}

export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/auth/sign-up', async (c) => {
      const input = await parseJson(c, signUpSchema);
      const result = await signUp(deps, input, clientIp(c, deps.config.trustProxy), c.req.raw.headers);
      withCookies(c, result.cookies);
      return c.json({ ok: true } satisfies OkResponse, 201);
    })
    .post('/auth/sign-in', async (c) => {
      const input = await parseJson(c, signInSchema);
      const result = await signIn(deps, input, clientIp(c, deps.config.trustProxy), c.req.raw.headers);
      withCookies(c, result.cookies);
      if (result.twoFactorRequired) return c.json({ ok: true, twoFactorRequired: true } satisfies SignInResponse);
      return c.json({ ok: true } satisfies SignInResponse);
    })
    .post('/auth/sign-out', async (c) => {
      withCookies(c, await signOut(deps, c.req.raw.headers));
      return c.json({ ok: true } satisfies OkResponse);
    })
    .get('/session', async (c) => {
      c.header('Cache-Control', 'no-store');
      const session = await sessionOverview(deps, c.req.raw.headers);
      if (!session) {
        clearStaleHint(c);
        return c.json({ user: null } satisfies SessionResponse);
      }
      const { user, isNew } = session;
      const [profile, entitlements] = await Promise.all([
        getProfile(deps, user),
        getEntitlements(deps.database.db, user.id, deps.now()),
      ]);
      return c.json({
        user: { id: user.id, email: user.email, isNew },
        profile,
        entitlements,
      } satisfies SessionResponse);
    });
}
