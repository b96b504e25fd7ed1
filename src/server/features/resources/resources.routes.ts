/**
 * HTTP of the resource library (spec sections 2 and 7). Reading is public: crisis help must be
 * reachable without an account. Adding, editing and removing need a session (401) and then the
 * admin role (403), both checked before the body is looked at.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { RESOURCE_LIMITS, createResourceSchema, updateResourceSchema } from '@shared/schemas/resources';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './resources.service';

export function resourceRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const admin: MiddlewareHandler<AppEnv> = async (c, next) => {
    await svc.requireAdmin(deps, c.var.user);
    await next();
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const raw = c.req.query('category')?.trim();
      const category = raw ? raw.slice(0, RESOURCE_LIMITS.category) : undefined;
      return c.json({ resources: await svc.getResources(deps, category) });
    })
    .post('/', auth, admin, async (c) => {
      const input = await parseJson(c, createResourceSchema);
      return c.json({ resource: await svc.createResource(deps, input) }, 201);
    })
    .patch('/:id', auth, admin, async (c) => {
      const input = await parseJson(c, updateResourceSchema);
      return c.json({ resource: await svc.editResource(deps, c.req.param('id'), input) });
    })
    .delete('/:id', auth, admin, async (c) => {
      await svc.deleteResource(deps, c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
