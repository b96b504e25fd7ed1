import { Hono } from 'hono';
import { countryFromAcceptLanguage } from '@shared/safety';
import { profileUpdateSchema, type ProfileResponse } from '@shared/schemas/auth';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { profileWordsSupport } from './profile-safety';
import { getProfile, saveProfile } from './profiles.service';

/** What the crisis screen reads of a profile (decision 049): the display name with the About You. */
const profileWords = (p: { displayName: string; bio: string }) => `${p.displayName}\n\n${p.bio}`;

export function profileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => c.json({ profile: await getProfile(deps, c.var.user) } satisfies ProfileResponse))
    .put('/', async (c) => {
      const input = await parseJson(c, profileUpdateSchema);
      const { profile, before } = await saveProfile(deps, c.var.user, input);
      // Others may read it: saved as written, then read by the crisis screen (decision 049), which
      // tells the admins only of words that were not there before.
      const support = await profileWordsSupport(
        deps,
        'bio',
        c.var.user.id,
        profileWords(profile),
        countryFromAcceptLanguage(c.req.header('accept-language')),
        before && profileWords(before),
      );
      return c.json({ profile, ...(support && { support }) } satisfies ProfileResponse);
    });
}
