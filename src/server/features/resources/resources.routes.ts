/**
 * HTTP of the resource library (spec sections 2 and 7). Reading is public: crisis help must be
 * reachable without an account. Adding, editing and removing need a session (401) and then the
 * admin role (403), both checked before the body is looked at.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import type { OkResponse } from '@shared/schemas/common';
import {
  createResourceSchema,
  resourceListQuerySchema,
  updateResourceSchema,
  type ResourceListResponse,
  type ResourceResponse,
} from '@shared/schemas/resources';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireSitePermission } from '../../access/access';
import { parseJson, parseParams, parseQuery } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './resources.service';

/** An id that cannot be a resource is answered as a missing one (404). */
const resourceId = (c: Context) => parseParams(c, z.object({ id: uuidParam() }), svc.resourceNotFound).id;

export function resourceRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  // 'resource:manage': admins (decision 018).
  const admin = requireSitePermission(deps, 'resource:manage');
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { category } = parseQuery(c, resourceListQuerySchema);
      return c.json({ resources: await svc.getResources(deps, category) } satisfies ResourceListResponse);
    })
    .post('/', auth, admin, async (c) => {
      const input = await parseJson(c, createResourceSchema);
      return c.json({ resource: await svc.createResource(deps, input) } satisfies ResourceResponse, 201);
    })
    .patch('/:id', auth, admin, async (c) => {
      const id = resourceId(c);
      const input = await parseJson(c, updateResourceSchema);
      return c.json({ resource: await svc.editResource(deps, id, input) } satisfies ResourceResponse);
    })
    .delete('/:id', auth, admin, async (c) => {
      await svc.deleteResource(deps, resourceId(c));
      return c.json({ ok: true } satisfies OkResponse);
    });
}
