import { Hono } from 'hono';
import { countryFromAcceptLanguage } from '@shared/safety';
import { profileUpdateSchema, type ProfileResponse } from '@shared/schemas/auth';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { profileWordsSupport } from './profile-safety';
import { getProfile, saveProfile } from './profiles.service';

export function profileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => c.json({ profile: await getProfile(deps, c.var.user) } satisfies ProfileResponse))
    .put('/', async (c) => {
      const input = await parseJson(c, profileUpdateSchema);
      const profile = await saveProfile(deps, c.var.user, input);
      // Others may read it: saved as written, then read by the crisis screen (decision 049).
      const support = await profileWordsSupport(
        deps,
        'bio',
        c.var.user.id,
        `${profile.displayName}\n\n${profile.bio}`,
        countryFromAcceptLanguage(c.req.header('accept-language')),
      );
      return c.json({ profile, ...(support && { support }) } satisfies ProfileResponse);
    });
}
