/**
 * The admin console's API (decision 033; contract in src/shared/schemas/admin.ts): the site's
 * people with their plans and roles, and the changes an admin makes, through the same service
 * functions as the CLI. Admins only: 401 without a session, 403 for anyone else, before the path,
 * query or body is read (decision 016). Logs hold ids only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import {
  peopleQuerySchema,
  setAdminSchema,
  setPlanSchema,
  type PeopleListResponse,
  type PersonResponse,
} from '@shared/schemas/admin';
import { ADMIN_MSG } from '@shared/messages.plans';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireSitePermission } from '../../access/access';
import { AppError } from '../../lib/errors';
import { parseJson, parseParams, parseQuery } from '../../lib/http';
import { log } from '../../lib/logger';
import { requireUser } from '../../lib/session';
import { findPerson, grantPlan, peoplePage, setAdminRole, startTrialFor } from './admin.service';

const personParams = z.object({ id: uuidParam() });

export function adminRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const noPerson = () => new AppError('NOT_FOUND', 404, ADMIN_MSG.noSuchPerson);
  const person = async (id: string): Promise<PersonResponse> => {
    const found = await findPerson(db, id);
    if (!found) throw noPerson();
    return { person: found };
  };
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireUser(deps))
    .use('*', requireSitePermission(deps, 'people:manage'))
    .get('/', async (c) => {
      const { q, page } = parseQuery(c, peopleQuerySchema);
      return c.json((await peoplePage(db, q, page ?? 1)) satisfies PeopleListResponse);
    })
    .put('/:id/plan', async (c) => {
      const { id } = parseParams(c, personParams, noPerson);
      const { plan } = await parseJson(c, setPlanSchema);
      await person(id);
      await grantPlan(db, id, plan, deps.now());
      log.info('admin.plan_set', { adminId: c.get('user').id, userId: id, plan });
      return c.json((await person(id)) satisfies PersonResponse);
    })
    .post('/:id/trial', async (c) => {
      const { id } = parseParams(c, personParams, noPerson);
      await person(id);
      await startTrialFor(db, id, deps.now());
      log.info('admin.trial_started', { adminId: c.get('user').id, userId: id });
      return c.json((await person(id)) satisfies PersonResponse);
    })
    .put('/:id/admin', async (c) => {
      const { id } = parseParams(c, personParams, noPerson);
      const { admin } = await parseJson(c, setAdminSchema);
      await person(id);
      const result = await setAdminRole(db, id, admin);
      if (result === 'last-admin') throw new AppError('LAST_ADMIN', 409, ADMIN_MSG.lastAdmin);
      log.info('admin.role_set', { adminId: c.get('user').id, userId: id, admin, result });
      return c.json((await person(id)) satisfies PersonResponse);
    });
}
