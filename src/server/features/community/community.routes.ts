/**
 * Community rooms (decision 036; contract in src/shared/schemas/community.ts).
 *
 *   GET   /api/community/rooms              CommunityRoomsResponse (monthly, annual, professional,
 *                                           admins; anyone else 403 PREMIUM_FEATURE)
 *   GET   /api/admin/community-rooms        AdminCommunityRoomsResponse, archived included
 *   POST  /api/admin/community-rooms        roomCreateSchema → 201 { room }
 *   PATCH /api/admin/community-rooms/:id    roomUpdateSchema → { room } (edit, archive, bring back)
 *
 * Every route needs a session (401); the admin routes answer 403 to anyone but a site admin
 * (`community-room:manage`) before the path or body is read (decision 016).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import {
  roomCreateSchema,
  roomUpdateSchema,
  type AdminCommunityRoomResponse,
  type AdminCommunityRoomsResponse,
  type CommunityRoomsResponse,
} from '@shared/schemas/community';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireSitePermission } from '../../access/access';
import { parseJson, parseParams } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './community.service';

const roomId = (c: Context) => parseParams(c, z.object({ id: uuidParam() }), svc.roomNotFound).id;

const noStore = async (c: { header: (k: string, v: string) => void }, next: () => Promise<void>) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

export function communityRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', requireUser(deps))
    .get('/rooms', async (c) => {
      const { isAdmin } = await svc.requireCommunityAccess(deps, c.get('user').id);
      return c.json({ rooms: await svc.openRooms(deps), isAdmin } satisfies CommunityRoomsResponse);
    });
}

export function communityAdminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', requireUser(deps))
    .use('*', requireSitePermission(deps, 'community-room:manage'))
    .get('/', async (c) => c.json({ rooms: await svc.adminRooms(deps) } satisfies AdminCommunityRoomsResponse))
    .post('/', async (c) => {
      const input = await parseJson(c, roomCreateSchema);
      return c.json({ room: await svc.createRoom(deps, input) } satisfies AdminCommunityRoomResponse, 201);
    })
    .patch('/:id', async (c) => {
      const id = roomId(c);
      const input = await parseJson(c, roomUpdateSchema);
      return c.json({ room: await svc.editRoom(deps, id, input) } satisfies AdminCommunityRoomResponse);
    });
}
