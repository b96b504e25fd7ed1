/**
 * Signed-in devices (decision 028), all for the signed-in account only:
 *
 *   GET    /api/account/sessions                  { sessions }: this device first
 *   DELETE /api/account/sessions/:id              signs that device out (another person's: 404)
 *   POST   /api/account/sessions/sign-out-others  { ended }: every device but this one
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AccountSessionsResponse, SignOutOthersResponse } from '@shared/schemas/account-security';
import type { OkResponse } from '@shared/schemas/common';
import { uuidParam } from '@shared/schemas/fields';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseParams } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './account-sessions.service';

export function accountSessionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) =>
      c.json({
        sessions: await svc.listSessions(deps, c.var.user, c.req.raw.headers),
      } satisfies AccountSessionsResponse),
    )
    .post('/sign-out-others', async (c) =>
      c.json({
        ended: await svc.endOtherSessions(deps, c.var.user, c.req.raw.headers),
      } satisfies SignOutOthersResponse),
    )
    .delete('/:id', async (c) => {
      const { id } = parseParams(c, z.object({ id: uuidParam() }), svc.sessionNotFound);
      await svc.endSession(deps, c.var.user, id);
      return c.json({ ok: true } satisfies OkResponse);
    });
}
