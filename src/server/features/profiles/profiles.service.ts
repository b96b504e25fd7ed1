import type { AppDeps, SessionUser } from '../../app-env';
import { Errors } from '../../lib/errors';
import { ensureProfile, findProfile, updateProfile } from './profiles.queries';

export async function getProfile(deps: AppDeps, user: SessionUser) {
  const { db } = deps.database;
  return (await findProfile(db, user.id)) ?? ensureProfile(db, user.id, user.name);
}

/** The profile as saved, and as it was stored before (null when it was missing): the crisis screen's `previous`. */
export async function saveProfile(deps: AppDeps, user: SessionUser, values: { displayName: string; bio: string }) {
  const { db } = deps.database;
  const before = await findProfile(db, user.id);
  if (!before) await ensureProfile(db, user.id, user.name);
  const saved = await updateProfile(db, user.id, values, deps.now());
  if (!saved) throw Errors.notFound();
  return { profile: saved, before };
}
