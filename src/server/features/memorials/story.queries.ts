/**
 * The life story's sections and the timeline (decision 038): one query per list, each with the
 * adder's display name joined in (the service shows it only to those who may tell the story).
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { memorialMedia, memorialStorySections, memorialTimelineEvents, memorials, profiles } from '../../db/schema';

export type SectionRow = typeof memorialStorySections.$inferSelect & { adderName: string | null };
export type EventRow = typeof memorialTimelineEvents.$inferSelect & { adderName: string | null };

const sectionsOfMemorial = preparedQuery((db) =>
  db
    .select({ s: memorialStorySections, adderName: profiles.displayName })
    .from(memorialStorySections)
    .leftJoin(profiles, eq(profiles.id, memorialStorySections.addedBy))
    .where(eq(memorialStorySections.memorialId, sql.placeholder('memorialId')))
    .orderBy(asc(memorialStorySections.displayOrder), asc(memorialStorySections.createdAt))
    .prepare('story_sections_of_memorial'),
);

export async function listSections(db: Db, memorialId: string): Promise<SectionRow[]> {
  const rows = await sectionsOfMemorial(db).execute({ memorialId });
  return rows.map((r) => ({ ...r.s, adderName: r.adderName }));
}

const eventsOfMemorial = preparedQuery((db) =>
  db
    .select({ e: memorialTimelineEvents, adderName: profiles.displayName })
    .from(memorialTimelineEvents)
    .leftJoin(profiles, eq(profiles.id, memorialTimelineEvents.addedBy))
    .where(eq(memorialTimelineEvents.memorialId, sql.placeholder('memorialId')))
    // A year alone comes before the dated events of the same year.
    .orderBy(
      asc(memorialTimelineEvents.eventYear),
      sql`${memorialTimelineEvents.eventDate} asc nulls first`,
      asc(memorialTimelineEvents.createdAt),
    )
    .prepare('timeline_events_of_memorial'),
);

export async function listEvents(db: Db, memorialId: string): Promise<EventRow[]> {
  const rows = await eventsOfMemorial(db).execute({ memorialId });
  return rows.map((r) => ({ ...r.e, adderName: r.adderName }));
}

/** The lock that makes "count, then insert" one step per memorial and list. */
const lock = (tx: Pick<Db, 'execute'>, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/** Appends a section unless the memorial already has `max`; null when it has. */
export async function insertSectionWithinLimit(
  db: Db,
  values: Omit<typeof memorialStorySections.$inferInsert, 'displayOrder'>,
  max: number,
): Promise<typeof memorialStorySections.$inferSelect | null> {
  return db.transaction(async (tx) => {
    await lock(tx, `story:${values.memorialId}`);
    const [row] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${memorialStorySections.displayOrder}), -1)::int` })
      .from(memorialStorySections)
      .where(eq(memorialStorySections.memorialId, values.memorialId));
    if ((row?.n ?? 0) >= max) return null;
    const [created] = await tx
      .insert(memorialStorySections)
      .values({ ...values, displayOrder: Number(row?.last ?? -1) + 1 })
      .returning();
    return created ?? null;
  });
}

export async function updateSection(
  db: Db,
  memorialId: string,
  id: string,
  values: Partial<typeof memorialStorySections.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(memorialStorySections)
    .set(values)
    .where(and(eq(memorialStorySections.memorialId, memorialId), eq(memorialStorySections.id, id)))
    .returning({ id: memorialStorySections.id });
  return rows.length > 0;
}

export async function deleteSection(db: Db, memorialId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(memorialStorySections)
    .where(and(eq(memorialStorySections.memorialId, memorialId), eq(memorialStorySections.id, id)))
    .returning({ id: memorialStorySections.id });
  return rows.length > 0;
}

/** Sets the order in one statement, after checking under the lock that `ids` are exactly the sections. */
export async function setSectionOrder(db: Db, memorialId: string, ids: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lock(tx, `story:${memorialId}`);
    const current = await tx
      .select({ id: memorialStorySections.id })
      .from(memorialStorySections)
      .where(eq(memorialStorySections.memorialId, memorialId));
    const known = new Set(current.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      return false;
    const cases = sql.join(
      ids.map((id, i) => sql`when ${id}::uuid then ${i}::int`),
      sql` `,
    );
    await tx
      .update(memorialStorySections)
      .set({ displayOrder: sql`case ${memorialStorySections.id} ${cases} end` })
      .where(eq(memorialStorySections.memorialId, memorialId));
    return true;
  });
}

export async function insertEventWithinLimit(
  db: Db,
  values: typeof memorialTimelineEvents.$inferInsert,
  max: number,
): Promise<typeof memorialTimelineEvents.$inferSelect | null> {
  return db.transaction(async (tx) => {
    await lock(tx, `timeline:${values.memorialId}`);
    const [row] = await tx
      .select({ n: count() })
      .from(memorialTimelineEvents)
      .where(eq(memorialTimelineEvents.memorialId, values.memorialId));
    if ((row?.n ?? 0) >= max) return null;
    const [created] = await tx.insert(memorialTimelineEvents).values(values).returning();
    return created ?? null;
  });
}

export async function updateEvent(
  db: Db,
  memorialId: string,
  id: string,
  values: Partial<typeof memorialTimelineEvents.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(memorialTimelineEvents)
    .set(values)
    .where(and(eq(memorialTimelineEvents.memorialId, memorialId), eq(memorialTimelineEvents.id, id)))
    .returning({ id: memorialTimelineEvents.id });
  return rows.length > 0;
}

export async function deleteEvent(db: Db, memorialId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(memorialTimelineEvents)
    .where(and(eq(memorialTimelineEvents.memorialId, memorialId), eq(memorialTimelineEvents.id, id)))
    .returning({ id: memorialTimelineEvents.id });
  return rows.length > 0;
}

/** The media row when it is a photo of this memorial; null otherwise. */
export async function findPhoto(db: Db, memorialId: string, mediaId: string) {
  const rows = await db
    .select({ id: memorialMedia.id })
    .from(memorialMedia)
    .where(
      and(
        eq(memorialMedia.memorialId, memorialId),
        eq(memorialMedia.id, mediaId),
        eq(memorialMedia.mediaType, 'photo'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function setCaption(db: Db, memorialId: string, mediaId: string, caption: string | null) {
  const rows = await db
    .update(memorialMedia)
    .set({ caption })
    .where(and(eq(memorialMedia.memorialId, memorialId), eq(memorialMedia.id, mediaId)))
    .returning();
  return rows[0] ?? null;
}

export async function setCover(db: Db, memorialId: string, mediaId: string | null, now: Date): Promise<void> {
  await db.update(memorials).set({ coverMediaId: mediaId, updatedAt: now }).where(eq(memorials.id, memorialId));
}
