import type { AppDeps, SessionUser } from '../../app-env';
import { Errors } from '../../lib/errors';
import { ensureProfile, findProfile, updateProfile } from './profiles.queries';

export async function getProfile(deps: AppDeps, user: SessionUser) {
  const { db } = deps.database;
  return (await findProfile(db, user.id)) ?? ensureProfile(db, user.id, user.name);
}

export async function saveProfile(deps: AppDeps, user: SessionUser, values: { displayName: string; bio: string }) {
  const { db } = deps.database;
  await getProfile(deps, user);
  const saved = await updateProfile(db, user.id, values, deps.now());
  if (!saved) throw Errors.notFound();
  return saved;
}
