/**
 * Whose profile (display name and About You) a person may see: spec sections 3 and 6,
 * `profile_visibility` of user_preferences (decision 032).
 *
 * - `public`: anyone;
 * - `connections` (the default): the person themself and their connections, the people they keep a
 *   memorial with or share a support circle or a peer connection with;
 * - `private`: only the person themself.
 *
 * Every screen that shows one person's profile to another (peer support, circles, collaborators)
 * reads it through `profilesVisibleTo`, naming which of the people asked about are the viewer's
 * connections (the feature that made the connection knows it). A profile that may not be shown
 * comes back as null, and is shown as "Anonymous User" (spec section 2, peer support).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user, userPreferences } from '../../db/schema';
import type { UserPreferences } from '@shared/schemas/preferences';
import { DEFAULT_PREFERENCES } from '@shared/schemas/preferences';

export type ProfileVisibility = UserPreferences['profileVisibility'];

/** Whether a profile with `visibility` may be shown to a viewer with this relation to its owner. */
export function mayViewProfile(visibility: ProfileVisibility, relation: 'self' | 'connection' | 'other'): boolean {
  if (relation === 'self') return true;
  if (visibility === 'public') return true;
  return visibility === 'connections' && relation === 'connection';
}

export interface VisibleProfile {
  id: string;
  displayName: string;
  bio: string;
}

/**
 * The profiles of `ids` as `viewerId` (null: signed out) may see them, in one query: each id maps
 * to its profile, or to null when it may not be shown (or does not exist).
 */
export async function profilesVisibleTo(
  db: Db,
  viewerId: string | null,
  ids: readonly string[],
  connections: ReadonlySet<string> = new Set(),
): Promise<Map<string, VisibleProfile | null>> {
  const result = new Map<string, VisibleProfile | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: user.id,
      displayName: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
      bio: sql<string>`coalesce(${profiles.bio}, '')`,
      visibility: sql<ProfileVisibility>`coalesce(${userPreferences.profileVisibility}, ${DEFAULT_PREFERENCES.profileVisibility})`,
    })
    .from(user)
    .leftJoin(profiles, sql`${profiles.id} = ${user.id}`)
    .leftJoin(userPreferences, sql`${userPreferences.userId} = ${user.id}`)
    .where(inArray(user.id, [...new Set(ids)]));
  for (const row of rows) {
    const relation = row.id === viewerId ? 'self' : viewerId && connections.has(row.id) ? 'connection' : 'other';
    if (mayViewProfile(row.visibility, relation)) {
      result.set(row.id, { id: row.id, displayName: row.displayName, bio: row.bio });
    }
  }
  return result;
}
