/**
 * HTTP of two-factor authentication (decision 029). The Security card's routes need a session
 * and act on the signed-in account only; the sign-in step needs the challenge cookie the
 * password step set (POST /api/auth/sign-in answered `twoFactorRequired`).
 *
 *   GET  /api/account/factors                   { factors, twoFactorEnabled } (spec's MFA factor)
 *   POST /api/account/two-factor/enable         { password } → { totpUri, secret, qrDataUrl }
 *   POST /api/account/two-factor/confirm        { code } → { backupCodes } (shown once); two-factor is on
 *   POST /api/account/two-factor/disable        { password } → { ok }
 *   POST /api/account/two-factor/backup-codes   { password } → { backupCodes } (the old ones end)
 *   POST /api/auth/two-factor/verify            { code } (6 digits or a backup code) → { ok } and a session
 */
import { Hono } from 'hono';
import type { OkResponse } from '@shared/schemas/common';
import {
  mfaPasswordSchema,
  totpCodeSchema,
  twoFactorVerifySchema,
  type BackupCodesResponse,
  type MfaFactorsResponse,
  type TwoFactorSetupResponse,
} from '@shared/schemas/mfa';
import type { AppDeps, AppEnv } from '../../app-env';
import { clientIp, parseJson } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { withCookies } from './auth.routes';
import * as svc from './two-factor.service';

export function accountFactorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => c.json((await svc.listFactors(deps, c.var.user.id)) satisfies MfaFactorsResponse));
}

export function accountTwoFactorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .post('/enable', async (c) => {
      const { password } = await parseJson(c, mfaPasswordSchema);
      return c.json(
        (await svc.startTwoFactor(deps, c.var.user, password, c.req.raw.headers)) satisfies TwoFactorSetupResponse,
      );
    })
    .post('/confirm', async (c) => {
      const { code } = await parseJson(c, totpCodeSchema);
      const result = await svc.confirmTwoFactor(deps, c.var.user, code, c.req.raw.headers);
      withCookies(c, result.cookies);
      return c.json({ backupCodes: result.backupCodes } satisfies BackupCodesResponse);
    })
    .post('/disable', async (c) => {
      const { password } = await parseJson(c, mfaPasswordSchema);
      withCookies(c, await svc.disableTwoFactor(deps, c.var.user, password, c.req.raw.headers));
      return c.json({ ok: true } satisfies OkResponse);
    })
    .post('/backup-codes', async (c) => {
      const { password } = await parseJson(c, mfaPasswordSchema);
      const backupCodes = await svc.regenerateBackupCodes(deps, c.var.user, password, c.req.raw.headers);
      return c.json({ backupCodes } satisfies BackupCodesResponse);
    });
}

export function signInTwoFactorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/two-factor/verify', async (c) => {
    const { code } = await parseJson(c, twoFactorVerifySchema);
    const result = await svc.verifySignInCode(deps, code, clientIp(c, deps.config.trustProxy), c.req.raw.headers);
    withCookies(c, result.cookies);
    if (!result.ok) throw result.error;
    return c.json({ ok: true } satisfies OkResponse);
  });
}
