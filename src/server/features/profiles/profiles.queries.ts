import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { profiles } from '../../db/schema';

const profileOfUser = preparedQuery((db) =>
  db
    .select({ displayName: profiles.displayName, bio: profiles.bio })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_of_user'),
);

export async function findProfile(db: Db, userId: string) {
  const rows = await profileOfUser(db).execute({ userId });
  return rows[0] ?? null;
}

/** Creates the profile when it is missing (an account made before profiles existed). */
export async function ensureProfile(db: Db, userId: string, displayName: string) {
  await db.insert(profiles).values({ id: userId, displayName }).onConflictDoNothing();
  return (await findProfile(db, userId))!;
}

export async function updateProfile(db: Db, userId: string, values: { displayName: string; bio: string }, now: Date) {
  const rows = await db
    .update(profiles)
    .set({ ...values, updatedAt: now })
    .where(eq(profiles.id, userId))
    .returning({ displayName: profiles.displayName, bio: profiles.bio });
  return rows[0] ?? null;
}
