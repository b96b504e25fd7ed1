/**
 * HTTP of user_preferences (spec sections 3 and 8). Both routes need a session and see only the
 * signed-in account's row.
 *
 *   GET   /api/preferences  { preferences }; the row is created with the defaults when missing
 *   PATCH /api/preferences  any of the toggles (and timeZone) → { preferences }
 */
import { Hono } from 'hono';
import { preferencesUpdateSchema, type PreferencesResponse } from '@shared/schemas/preferences';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './preferences.service';

export function preferencesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) =>
      c.json({
        preferences: await svc.getOrCreatePreferences(deps.database.db, c.var.user.id),
      } satisfies PreferencesResponse),
    )
    .patch('/', async (c) => {
      const input = await parseJson(c, preferencesUpdateSchema);
      return c.json({
        preferences: await svc.updatePreferences(deps.database.db, c.var.user.id, input, deps.now()),
      } satisfies PreferencesResponse);
    });
}
