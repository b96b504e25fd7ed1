/**
 * Reports and the site's moderation queue (decision 035; contract in src/shared/schemas/circles.ts).
 *
 *   POST /api/reports                          { targetKind, targetId, reason, details? } → 201 { id };
 *                                              404 for a post the caller cannot see, 400 for their
 *                                              own, 409 ALREADY_REPORTED the second time
 *   GET  /api/admin/moderation                 ModerationQueue (site admins)
 *   POST /api/admin/moderation/reports/:id     { action: 'remove-post' | 'dismiss' } → 204
 *   POST /api/admin/moderation/posts/:id       { action: 'release' | 'remove' } → 204 (held posts)
 *   POST /api/admin/moderation/peer-messages/:id  { action: 'release' | 'remove' } → 204 (held peer messages)
 *
 * The admin routes answer 401 without a session and 403 to anyone but a site admin
 * (`moderation:manage`) before the path or body is read (decision 016). Logs hold ids and codes.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import {
  CIRCLE_MSG,
  heldPostActionSchema,
  MODERATION_MSG,
  reportCreateSchema,
  reportResolveSchema,
  type ModerationQueue,
} from '@shared/schemas/circles';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireSitePermission } from '../../access/access';
import { Errors } from '../../lib/errors';
import { parseJson, parseParams } from '../../lib/http';
import { log } from '../../lib/logger';
import { requireUser } from '../../lib/session';
import { PEER_MSG } from '@shared/schemas/peer-support';
import {
  actOnHeldPeerMessage,
  actOnHeldPost,
  createReport,
  moderationQueue,
  resolveReport,
} from './moderation.service';

const idParams = z.object({ id: uuidParam() });

const noStore = async (c: { header: (k: string, v: string) => void }, next: () => Promise<void>) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

export function reportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', requireUser(deps))
    .use('*', requireSitePermission(deps, 'report:create'))
    .post('/', async (c) => {
      const input = await parseJson(c, reportCreateSchema);
      const report = await createReport(deps, c.get('user').id, input);
      return c.json(report, 201);
    });
}

export function moderationAdminRoutes(deps: AppDeps) {
  const noReport = () => Errors.notFound(MODERATION_MSG.reportNotFound);
  const noPost = () => Errors.notFound(CIRCLE_MSG.postNotFound);
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', requireUser(deps))
    .use('*', requireSitePermission(deps, 'moderation:manage'))
    .get('/', async (c) => c.json((await moderationQueue(deps)) satisfies ModerationQueue))
    .post('/reports/:id', async (c) => {
      const { id } = parseParams(c, idParams, noReport);
      const { action } = await parseJson(c, reportResolveSchema);
      const adminId = c.get('user').id;
      await resolveReport(deps, adminId, id, action);
      log.info('moderation.report_resolved', { adminId, reportId: id, action });
      return c.body(null, 204);
    })
    .post('/posts/:id', async (c) => {
      const { id } = parseParams(c, idParams, noPost);
      const { action } = await parseJson(c, heldPostActionSchema);
      const adminId = c.get('user').id;
      await actOnHeldPost(deps, adminId, id, action);
      log.info('moderation.held_post_acted', { adminId, postId: id, action });
      return c.body(null, 204);
    })
    .post('/peer-messages/:id', async (c) => {
      const { id } = parseParams(c, idParams, () => Errors.notFound(PEER_MSG.connectionNotFound));
      const { action } = await parseJson(c, heldPostActionSchema);
      const adminId = c.get('user').id;
      await actOnHeldPeerMessage(deps, adminId, id, action);
      log.info('moderation.held_peer_message_acted', { adminId, messageId: id, action });
      return c.body(null, 204);
    });
}
