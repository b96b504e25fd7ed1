/**
 * HTTP of blocks (decision 035); every route needs a session and is about the caller's own list.
 *
 *   GET    /api/blocks          the people the caller blocked (BlocksResponse)
 *   POST   /api/blocks          { userId } → 204 (blocking oneself: 400; nobody by that id: 404)
 *   DELETE /api/blocks/:userId  204; 404 when the caller has not blocked them
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { blockCreateSchema, type BlocksResponse } from '@shared/schemas/circles';
import { uuidParam } from '@shared/schemas/fields';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson, parseParams } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './blocks.service';

export function blockRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => c.json((await svc.listBlocks(deps, c.var.user)) satisfies BlocksResponse))
    .post('/', async (c) => {
      const { userId } = await parseJson(c, blockCreateSchema);
      await svc.block(deps, c.var.user, userId);
      return c.body(null, 204);
    })
    .delete('/:userId', async (c) => {
      const { userId } = parseParams(c, z.object({ userId: uuidParam() }));
      await svc.unblock(deps, c.var.user, userId);
      return c.body(null, 204);
    });
}
