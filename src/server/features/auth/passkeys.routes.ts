/**
 * HTTP of passkeys (decision 029). Adding, renaming and removing need a session and touch only
 * the signed-in account's passkeys (another person's is 404). Signing in needs none. The
 * ceremonies' challenge cookie is Better Auth's, passed on as it sets it.
 *
 *   POST   /api/account/passkeys/options   → WebAuthn creation options (for startRegistration)
 *   POST   /api/account/passkeys           { response, name? } → { passkey }
 *   PATCH  /api/account/passkeys/:id       { name } → { passkey }
 *   DELETE /api/account/passkeys/:id       → 204
 *   POST   /api/auth/passkey/options       → WebAuthn request options (for startAuthentication)
 *   POST   /api/auth/passkey/verify        { response } → { ok } and a session
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { OkResponse } from '@shared/schemas/common';
import { uuidParam } from '@shared/schemas/fields';
import { MFA_MSG } from '@shared/messages.settings';
import {
  passkeyRegisterSchema,
  passkeyRenameSchema,
  passkeySignInSchema,
  type PasskeyResponse,
} from '@shared/schemas/mfa';
import type { AppDeps, AppEnv } from '../../app-env';
import { Errors } from '../../lib/errors';
import { clientIp, parseJson, parseParams } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { withCookies } from './auth.routes';
import * as svc from './passkeys.service';

const idParams = z.object({ id: uuidParam() });
const noPasskey = () => Errors.notFound(MFA_MSG.passkeys.notFound);

export function accountPasskeyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .post('/options', async (c) => {
      const { options, cookies } = await svc.registrationOptions(deps, c.var.user, c.req.raw.headers);
      withCookies(c, cookies);
      return c.json(options);
    })
    .post('/', async (c) => {
      const input = await parseJson(c, passkeyRegisterSchema);
      const result = await svc.registerPasskey(deps, c.var.user, input, c.req.raw.headers);
      withCookies(c, result.cookies);
      return c.json({ passkey: result.passkey } satisfies PasskeyResponse, 201);
    })
    .patch('/:id', async (c) => {
      const { id } = parseParams(c, idParams, noPasskey);
      const { name } = await parseJson(c, passkeyRenameSchema);
      return c.json({ passkey: await svc.renamePasskey(deps, c.var.user, id, name) } satisfies PasskeyResponse);
    })
    .delete('/:id', async (c) => {
      const { id } = parseParams(c, idParams, noPasskey);
      await svc.removePasskey(deps, c.var.user, id);
      return c.body(null, 204);
    });
}

export function signInPasskeyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .post('/passkey/options', async (c) => {
      const ip = clientIp(c, deps.config.trustProxy);
      const { options, cookies } = await svc.signInOptions(deps, ip, c.req.raw.headers);
      withCookies(c, cookies);
      return c.json(options);
    })
    .post('/passkey/verify', async (c) => {
      const input = await parseJson(c, passkeySignInSchema);
      const ip = clientIp(c, deps.config.trustProxy);
      const result = await svc.signInWithPasskey(deps, input, ip, c.req.raw.headers);
      withCookies(c, result.cookies);
      if (!result.ok) throw result.error;
      return c.json({ ok: true } satisfies OkResponse);
    });
}
