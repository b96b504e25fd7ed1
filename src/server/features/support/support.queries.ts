/** Messages to the support team (decision 037): Drizzle only. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportRequests } from '../../db/schema';

export type SupportRequestRow = typeof supportRequests.$inferSelect;

export async function insertRequest(db: Db, values: typeof supportRequests.$inferInsert): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(values).returning();
  return row!;
}

/** The queue: open ones first, priority first among them, then the oldest; at most `limit`. */
export function listRequests(db: Db, limit: number): Promise<SupportRequestRow[]> {
  return db
    .select()
    .from(supportRequests)
    .orderBy(
      sql`case when ${supportRequests.status} = 'open' then 0 else 1 end`,
      desc(supportRequests.priority),
      asc(supportRequests.createdAt),
    )
    .limit(limit);
}

export async function setRequestStatus(
  db: Db,
  id: string,
  status: SupportRequestRow['status'],
  now: Date,
): Promise<SupportRequestRow | null> {
  const [row] = await db
    .update(supportRequests)
    .set({ status, updatedAt: now })
    .where(eq(supportRequests.id, id))
    .returning();
  return row ?? null;
}

/** The person's own messages, for their data export. */
export function requestsOf(db: Db, userId: string): Promise<SupportRequestRow[]> {
  return db.select().from(supportRequests).where(eq(supportRequests.userId, userId)).orderBy(supportRequests.createdAt);
}
