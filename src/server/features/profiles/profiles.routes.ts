import { Hono } from 'hono';
import { profileUpdateSchema, type ProfileResponse } from '@shared/schemas/auth';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { getProfile, saveProfile } from './profiles.service';

export function profileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => c.json({ profile: await getProfile(deps, c.var.user) } satisfies ProfileResponse))
    .put('/', async (c) => {
      const input = await parseJson(c, profileUpdateSchema);
      return c.json({ profile: await saveProfile(deps, c.var.user, input) } satisfies ProfileResponse);
    });
}
