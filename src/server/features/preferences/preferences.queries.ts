/** SQL of user_preferences. Every statement is scoped to one account (the primary key). */
import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesValues = Partial<Omit<PreferencesRow, 'userId' | 'createdAt' | 'updatedAt'>>;

/** Inserts the row with the spec's defaults (the column defaults) unless it exists. */
export async function insertDefaultsIfMissing(db: Db, userId: string): Promise<void> {
  await db.insert(userPreferences).values({ userId }).onConflictDoNothing({ target: userPreferences.userId });
}

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const rows = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return rows[0];
}

/** Changes the given columns; a missing row is created with the defaults plus these values. */
export async function upsertPreferences(
  db: Db,
  userId: string,
  values: PreferencesValues,
  now: Date,
): Promise<PreferencesRow> {
  const rows = await db
    .insert(userPreferences)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: now } })
    .returning();
  return rows[0]!;
}

const indexingOf = preparedQuery((db) =>
  db
    .select({ allow: userPreferences.allowSearchIndexing })
    .from(userPreferences)
    .where(eq(userPreferences.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('search_indexing_of'),
);

/** Whether search engines may list this person's public memorials (allow_search_indexing; on by default). */
export async function searchIndexingAllowed(db: Db, userId: string): Promise<boolean> {
  const rows = await indexingOf(db).execute({ userId });
  return rows[0]?.allow ?? true;
}
