/** The SQL of peer support (decision 036): matching profiles, connections and their messages. */
import { and, count, desc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { KeysetPosition } from '@shared/schemas/fields';
import type { Db } from '../../db/client';
import { peerConnections, peerMessages, peerProfiles, userBlocks } from '../../db/schema';

export type ProfileRow = typeof peerProfiles.$inferSelect;
export type ConnectionRow = typeof peerConnections.$inferSelect;
export type MessageRow = typeof peerMessages.$inferSelect;

/** How many open profiles of one relationship are read before ranking (the newest first). */
const CANDIDATES = 200;

const between = (a: string, b: string) =>
  or(
    and(eq(peerConnections.userId, a), eq(peerConnections.peerId, b)),
    and(eq(peerConnections.userId, b), eq(peerConnections.peerId, a)),
  );
const open = inArray(peerConnections.status, ['pending', 'accepted']);

export async function profileOf(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(peerProfiles).where(eq(peerProfiles.userId, userId)).limit(1);
  return row;
}

export async function profilesOf(db: Db, ids: string[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(peerProfiles).where(inArray(peerProfiles.userId, ids));
}

export async function upsertProfile(
  db: Db,
  values: Omit<typeof peerProfiles.$inferInsert, 'createdAt'>,
  now: Date,
): Promise<ProfileRow> {
  const { userId, ...rest } = values;
  const [row] = await db
    .insert(peerProfiles)
    .values({ userId, ...rest, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: peerProfiles.userId, set: { ...rest, updatedAt: now } })
    .returning();
  return row!;
}

/**
 * Open profiles of `relationship` who may be suggested to `me`: not `me`, no block either way, no
 * pending or accepted connection with `me`, and no decline of `me` since `declinedSince`.
 */
export async function matchCandidates(
  db: Db,
  me: string,
  relationship: ProfileRow['relationship'],
  declinedSince: Date,
): Promise<ProfileRow[]> {
  return db
    .select()
    .from(peerProfiles)
    .where(
      and(
        eq(peerProfiles.open, true),
        eq(peerProfiles.relationship, relationship),
        ne(peerProfiles.userId, me),
        sql`not exists (select 1 from ${userBlocks} b where (b.blocker_id = ${me} and b.blocked_id = ${peerProfiles.userId}) or (b.blocker_id = ${peerProfiles.userId} and b.blocked_id = ${me}))`,
        sql`not exists (select 1 from ${peerConnections} c where c.status in ('pending', 'accepted') and ((c.user_id = ${me} and c.peer_id = ${peerProfiles.userId}) or (c.user_id = ${peerProfiles.userId} and c.peer_id = ${me})))`,
        sql`not exists (select 1 from ${peerConnections} c where c.status = 'declined' and c.user_id = ${me} and c.peer_id = ${peerProfiles.userId} and c.responded_at >= ${declinedSince.toISOString()})`,
      ),
    )
    .orderBy(desc(peerProfiles.updatedAt), desc(peerProfiles.userId))
    .limit(CANDIDATES);
}

/** Whether either of the two has blocked the other. */
export async function blockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ id: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** The pending or accepted connection between the two, whichever way. */
export async function openConnectionBetween(db: Db, a: string, b: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(peerConnections)
    .where(and(between(a, b), open))
    .limit(1);
  return row;
}

/** Whether `receiverId` declined a request of `senderId` since `since`. */
export async function declinedSince(db: Db, senderId: string, receiverId: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: peerConnections.id })
    .from(peerConnections)
    .where(
      and(
        eq(peerConnections.userId, senderId),
        eq(peerConnections.peerId, receiverId),
        eq(peerConnections.status, 'declined'),
        gte(peerConnections.respondedAt, since),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function insertRequest(db: Db, values: typeof peerConnections.$inferInsert): Promise<ConnectionRow> {
  const [row] = await db.insert(peerConnections).values(values).returning();
  return row!;
}

export async function connectionById(db: Db, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(peerConnections).where(eq(peerConnections.id, id)).limit(1);
  return row;
}

/** The caller's pending (either way) and accepted connections, newest first. */
export async function connectionsOf(db: Db, userId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(peerConnections)
    .where(and(or(eq(peerConnections.userId, userId), eq(peerConnections.peerId, userId)), open))
    .orderBy(desc(peerConnections.createdAt), desc(peerConnections.id))
    .limit(500);
}

/** The pending and accepted connections between `userId` and `otherId`, locked (a block ends them). */
export async function openConnectionsBetween(db: Db, a: string, b: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(peerConnections)
    .where(and(between(a, b), open))
    .for('update');
}

export async function updateConnection(
  db: Db,
  id: string,
  set: Partial<typeof peerConnections.$inferInsert>,
  onlyStatus?: ConnectionRow['status'],
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .update(peerConnections)
    .set(set)
    .where(and(eq(peerConnections.id, id), onlyStatus ? eq(peerConnections.status, onlyStatus) : undefined))
    .returning();
  return row;
}

export async function deleteConnection(db: Db, id: string, onlyStatus: ConnectionRow['status']): Promise<boolean> {
  const rows = await db
    .delete(peerConnections)
    .where(and(eq(peerConnections.id, id), eq(peerConnections.status, onlyStatus)))
    .returning({ id: peerConnections.id });
  return rows.length === 1;
}

export async function deleteMessagesOf(db: Db, connectionId: string): Promise<void> {
  await db.delete(peerMessages).where(eq(peerMessages.connectionId, connectionId));
}

/** Per connection, the visible messages from the other side written after `userId` last read. */
export async function unreadCounts(db: Db, userId: string, rows: ConnectionRow[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  for (const c of rows) {
    const readAt = c.userId === userId ? c.userReadAt : c.peerReadAt;
    const [row] = await db
      .select({ n: count() })
      .from(peerMessages)
      .where(
        and(
          eq(peerMessages.connectionId, c.id),
          ne(peerMessages.authorId, userId),
          eq(peerMessages.status, 'visible'),
          readAt ? gt(peerMessages.createdAt, readAt) : undefined,
        ),
      );
    result.set(c.id, Number(row?.n ?? 0));
  }
  return result;
}

/** Moves `userId`'s read position in the connection forward to `at` (never back). */
export async function markRead(db: Db, connection: ConnectionRow, userId: string, at: Date): Promise<void> {
  const column = connection.userId === userId ? peerConnections.userReadAt : peerConnections.peerReadAt;
  const key = connection.userId === userId ? 'userReadAt' : 'peerReadAt';
  await db
    .update(peerConnections)
    .set({ [key]: sql`greatest(${column}, ${at.toISOString()}::timestamptz)` })
    .where(eq(peerConnections.id, connection.id));
}

/** What a reader may see: visible and removed messages, and their own held ones. Newest first. */
export async function messagesPage(
  db: Db,
  connectionId: string,
  readerId: string,
  before: KeysetPosition | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(peerMessages)
    .where(
      and(
        eq(peerMessages.connectionId, connectionId),
        or(ne(peerMessages.status, 'held'), eq(peerMessages.authorId, readerId)),
        before
          ? or(
              lt(peerMessages.createdAt, before.createdAt),
              and(eq(peerMessages.createdAt, before.createdAt), lt(peerMessages.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(peerMessages.createdAt), desc(peerMessages.id))
    .limit(limit);
}

export async function messagesByIds(db: Db, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(peerMessages).where(inArray(peerMessages.id, ids));
}

export async function messageById(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(peerMessages).where(eq(peerMessages.id, id)).limit(1);
  return row;
}

/** The author's newest messages in the connection since `since` (the crisis screen reads them). */
export async function recentMessagesOf(db: Db, connectionId: string, authorId: string, limit: number, since: Date) {
  return db
    .select({ body: peerMessages.body })
    .from(peerMessages)
    .where(
      and(
        eq(peerMessages.connectionId, connectionId),
        eq(peerMessages.authorId, authorId),
        ne(peerMessages.status, 'removed'),
        gte(peerMessages.createdAt, since),
      ),
    )
    .orderBy(desc(peerMessages.createdAt))
    .limit(limit);
}

export async function insertMessage(db: Db, values: typeof peerMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(peerMessages).values(values).returning();
  return row!;
}
