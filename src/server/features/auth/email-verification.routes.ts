/**
 * Confirming the email address (decision 028):
 *
 *   GET  /api/account/email-verification  { verified } (signed in)
 *   POST /api/account/email-verification  sends the link again → { verified } (429 when limited)
 *   GET  /api/auth/verify-email?token=…   the email's link: confirms, then goes on to
 *                                         /dashboard?email=confirmed | expired | invalid
 */
import { Hono } from 'hono';
import type { EmailVerificationResponse } from '@shared/schemas/account-security';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireUser } from '../../lib/session';
import * as svc from './email-verification.service';

export function emailVerificationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/account/email-verification', requireUser(deps), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ verified: await svc.isEmailVerified(deps, c.var.user.id) } satisfies EmailVerificationResponse);
    })
    .post('/account/email-verification', requireUser(deps), async (c) =>
      c.json({
        verified: await svc.resendVerification(deps, c.var.user, c.req.raw.headers),
      } satisfies EmailVerificationResponse),
    )
    .get('/auth/verify-email', async (c) => {
      const token = c.req.query('token')?.slice(0, 4096) ?? '';
      const outcome = token ? await svc.confirmEmail(deps, token) : 'invalid';
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(`/dashboard?email=${outcome}`, 303);
    });
}
