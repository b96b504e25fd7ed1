import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export async function findProfile(db: Db, userId: string) {
  const rows = await db
    .select({ displayName: profiles.displayName, bio: profiles.bio })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
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
