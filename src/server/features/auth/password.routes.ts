/**
 * Passwords (decision 028):
 *
 *   POST /api/auth/forgot-password       { email } → { ok }, the same for any address (429 when limited)
 *   POST /api/auth/reset-password/check  { token } → { ok } | 400 RESET_LINK_EXPIRED | RESET_LINK_USED
 *   POST /api/auth/reset-password        { token, password } → { ok }; every session of the account ends
 *   POST /api/account/password           { currentPassword, newPassword } → { ok } (signed in);
 *                                        400 WRONG_PASSWORD; the other sessions end
 */
import { Hono } from 'hono';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from '@shared/schemas/account-security';
import type { OkResponse } from '@shared/schemas/common';
import type { AppDeps, AppEnv } from '../../app-env';
import { clientIp, parseJson } from '../../lib/http';
import { passOnCookies, requireUser } from '../../lib/session';
import * as svc from './password.service';

export function passwordRoutes(deps: AppDeps) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);
  return new Hono<AppEnv>()
    .post('/auth/forgot-password', async (c) => {
      const { email } = await parseJson(c, forgotPasswordSchema);
      await svc.requestReset(deps, email, ip(c));
      return c.json({ ok: true } satisfies OkResponse);
    })
    .post('/auth/reset-password/check', async (c) => {
      const { token } = await parseJson(c, resetTokenSchema);
      await svc.checkResetLink(deps, token, ip(c));
      return c.json({ ok: true } satisfies OkResponse);
    })
    .post('/auth/reset-password', async (c) => {
      const { token, password } = await parseJson(c, resetPasswordSchema);
      await svc.resetPassword(deps, token, password, ip(c));
      return c.json({ ok: true } satisfies OkResponse);
    })
    .post('/account/password', requireUser(deps), async (c) => {
      const input = await parseJson(c, changePasswordSchema);
      const cookies = await svc.changePassword(deps, c.var.user, input, c.req.raw.headers);
      passOnCookies(c, cookies);
      return c.json({ ok: true } satisfies OkResponse);
    });
}
