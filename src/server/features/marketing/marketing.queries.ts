/** SQL of the sitemap: the memorials search engines may list (decision 032). */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memorials, userPreferences } from '../../db/schema';

/**
 * Public, and its owner has not turned `allow_search_indexing` off (an owner without a
 * preferences row has the default: on). The same rule as the memorial page's X-Robots-Tag
 * (memorial-preview.ts).
 */
const indexable = and(eq(memorials.isPublic, true), sql`coalesce(${userPreferences.allowSearchIndexing}, true)`);

export async function countIndexableMemorials(db: Db): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(memorials)
    .leftJoin(userPreferences, eq(userPreferences.userId, memorials.userId))
    .where(indexable);
  return rows[0]?.n ?? 0;
}

/** One slice of them, oldest first (a stable order, so the sitemap's files do not overlap). */
export async function indexableMemorials(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  if (limit <= 0) return [];
  return db
    .select({ id: memorials.id, updatedAt: memorials.updatedAt })
    .from(memorials)
    .leftJoin(userPreferences, eq(userPreferences.userId, memorials.userId))
    .where(indexable)
    .orderBy(asc(memorials.createdAt), asc(memorials.id))
    .offset(offset)
    .limit(limit);
}
