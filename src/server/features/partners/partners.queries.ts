/** Partner applications (decision 037): Drizzle only. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerApplications } from '../../db/schema';

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;

export async function insertApplication(
  db: Db,
  values: typeof partnerApplications.$inferInsert,
): Promise<PartnerApplicationRow> {
  const [row] = await db.insert(partnerApplications).values(values).returning();
  return row!;
}

/** Newest first; at most `limit`. */
export function listApplications(db: Db, limit: number): Promise<PartnerApplicationRow[]> {
  return db.select().from(partnerApplications).orderBy(desc(partnerApplications.createdAt)).limit(limit);
}

export async function setApplicationStatus(
  db: Db,
  id: string,
  status: PartnerApplicationRow['status'],
  now: Date,
): Promise<PartnerApplicationRow | null> {
  const [row] = await db
    .update(partnerApplications)
    .set({ status, updatedAt: now })
    .where(eq(partnerApplications.id, id))
    .returning();
  return row ?? null;
}

/** The person's own applications, for their data export. */
export function applicationsOf(db: Db, userId: string): Promise<PartnerApplicationRow[]> {
  return db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.userId, userId))
    .orderBy(partnerApplications.createdAt);
}
