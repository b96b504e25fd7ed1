/**
 * Support (decision 037; contract in src/shared/schemas/partners.ts).
 *
 *   GET   /api/support/contact               SupportContact (the configured contact; public)
 *   POST  /api/support/requests              supportRequestSchema → 201 SupportRequestCreated
 *                                            (signed in or not; rate limited per IP and address)
 *   GET   /api/admin/support-requests        AdminSupportRequestsResponse (site admins)
 *   PATCH /api/admin/support-requests/:id    { status } → { request }
 */
import { countryFromAcceptLanguage } from '@shared/safety';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import {
  supportRequestSchema,
  supportRequestStatusSchema,
  type AdminSupportRequestsResponse,
  type SupportContact,
  type SupportRequest,
} from '@shared/schemas/partners';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireSitePermission } from '../../access/access';
import { clientIp, parseJson, parseParams } from '../../lib/http';
import { currentUserOf, requireUser } from '../../lib/session';
import * as svc from './support.service';

const noStore = async (c: { header: (k: string, v: string) => void }, next: () => Promise<void>) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

export function supportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/contact', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(svc.supportContact(deps) satisfies SupportContact);
    })
    .post('/requests', noStore, async (c) => {
      const input = await parseJson(c, supportRequestSchema);
      const user = await currentUserOf(deps, c);
      const country = countryFromAcceptLanguage(c.req.header('accept-language'));
      const ip = clientIp(c, deps.config.trustProxy);
      const created = await svc.sendRequest(deps, user?.id ?? null, ip, input, country);
      return c.json(created, 201);
    });
}

const requestId = (c: Context) => parseParams(c, z.object({ id: uuidParam() }), svc.requestNotFound).id;

export function supportAdminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', requireUser(deps))
    .use('*', requireSitePermission(deps, 'outreach:manage'))
    .get('/', async (c) => c.json({ requests: await svc.adminRequests(deps) } satisfies AdminSupportRequestsResponse))
    .patch('/:id', async (c) => {
      const id = requestId(c);
      const { status } = await parseJson(c, supportRequestStatusSchema);
      const request: SupportRequest = await svc.changeRequestStatus(deps, id, status);
      return c.json({ request });
    });
}
