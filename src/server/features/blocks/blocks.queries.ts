/** The SQL of blocks (decision 035): one row per (blocker, blocked). */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user, userBlocks } from '../../db/schema';

export async function blockedBy(db: Db, blockerId: string) {
  return db
    .select({ id: userBlocks.blockedId, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
}

/** Everyone on either side of a block with `userId`. */
export async function blockedEitherWay(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  return rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId));
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, id)).limit(1);
  return rows.length === 1;
}

export async function insertBlock(db: Db, blockerId: string, blockedId: string, now: Date): Promise<void> {
  await db.insert(userBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ id: userBlocks.blockedId });
  return rows.length === 1;
}

/** Every block with one of `userIds` on either side. */
export async function blocksTouching(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(or(inArray(userBlocks.blockerId, userIds), inArray(userBlocks.blockedId, userIds)));
}
