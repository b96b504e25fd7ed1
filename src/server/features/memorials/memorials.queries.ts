import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { SubscriptionRow } from '@shared/tiers';
import {
  memorialCollaborators,
  memorialGuestbook,
  memorialMedia,
  memorials,
  profiles,
  referralRewards,
  subscriptions,
  userRoles,
} from '../../db/schema';

export type MemorialRow = typeof memorials.$inferSelect;
export type MediaRow = typeof memorialMedia.$inferSelect;
export type GuestbookRow = typeof memorialGuestbook.$inferSelect;

const memorialById = preparedQuery((db) =>
  db
    .select()
    .from(memorials)
    .where(eq(memorials.id, sql.placeholder('id')))
    .limit(1)
    .prepare('memorial_by_id'),
);

export async function findMemorial(db: Db, id: string): Promise<MemorialRow | null> {
  const rows = await memorialById(db).execute({ id });
  return rows[0] ?? null;
}

const collaboratorRow = preparedQuery((db) =>
  db
    .select({ userId: memorialCollaborators.userId })
    .from(memorialCollaborators)
    .where(
      and(
        eq(memorialCollaborators.memorialId, sql.placeholder('memorialId')),
        eq(memorialCollaborators.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('memorial_collaborator_row'),
);

/** Whether `userId` collaborates on the memorial (decision 038): one lookup on the primary key. */
export async function isCollaborator(db: Db, memorialId: string, userId: string): Promise<boolean> {
  return (await collaboratorRow(db).execute({ memorialId, userId })).length > 0;
}

const memorialsOfUser = preparedQuery((db) =>
  db
    .select()
    .from(memorials)
    .where(eq(memorials.userId, sql.placeholder('userId')))
    .orderBy(desc(memorials.createdAt))
    .prepare('memorials_of_user'),
);

export async function listMemorialsOf(db: Db, userId: string): Promise<MemorialRow[]> {
  return memorialsOfUser(db).execute({ userId });
}

/**
 * Inserts a memorial unless the owner already has `max` of them. The per-user advisory lock makes
 * the count and the insert one step: two requests at once cannot both pass the check.
 */
export async function insertMemorialWithinLimit(
  db: Db,
  values: typeof memorials.$inferInsert,
  max: number | null,
): Promise<MemorialRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'memorials:' + values.userId}, 0))`);
    if (max !== null) {
      const [row] = await tx.select({ n: count() }).from(memorials).where(eq(memorials.userId, values.userId));
      if ((row?.n ?? 0) >= max) return null;
    }
    const [created] = await tx.insert(memorials).values(values).returning();
    return created ?? null;
  });
}

const oldestMemorialsOfUser = preparedQuery((db) =>
  db
    .select({ id: memorials.id })
    .from(memorials)
    .where(eq(memorials.userId, sql.placeholder('userId')))
    .orderBy(asc(memorials.createdAt), asc(memorials.id))
    .limit(sql.placeholder('n'))
    .prepare('oldest_memorials_of_user'),
);

/**
 * Whether `memorialId` is among the `n` oldest memorials of `userId` (the ones a plan's memorial
 * limit keeps editable, decision 033). Ties on the creation time are broken by id.
 */
export async function isAmongOldestMemorials(db: Db, userId: string, memorialId: string, n: number): Promise<boolean> {
  const rows = await oldestMemorialsOfUser(db).execute({ userId, n });
  return rows.some((r) => r.id === memorialId);
}

export async function updateMemorial(
  db: Db,
  id: string,
  values: Partial<typeof memorials.$inferInsert>,
): Promise<MemorialRow | null> {
  const rows = await db.update(memorials).set(values).where(eq(memorials.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteMemorialRow(db: Db, id: string): Promise<void> {
  await db.delete(memorials).where(eq(memorials.id, id));
}

const mediaOfMemorial = preparedQuery((db) =>
  db
    .select({ m: memorialMedia, adderName: profiles.displayName })
    .from(memorialMedia)
    .leftJoin(profiles, eq(profiles.id, memorialMedia.addedBy))
    .where(eq(memorialMedia.memorialId, sql.placeholder('memorialId')))
    .orderBy(asc(memorialMedia.displayOrder), asc(memorialMedia.createdAt))
    .prepare('media_of_memorial'),
);

/** Every media row of the memorial (voice memories too), with its adder's display name (decision 038). */
export async function listMedia(db: Db, memorialId: string): Promise<(MediaRow & { adderName: string | null })[]> {
  const rows = await mediaOfMemorial(db).execute({ memorialId });
  return rows.map((r) => ({ ...r.m, adderName: r.adderName }));
}

const firstPhotoOfEach = preparedQuery((db) =>
  db
    .selectDistinctOn([memorialMedia.memorialId])
    .from(memorialMedia)
    .where(
      and(
        sql`${memorialMedia.memorialId} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(memorialMedia.mediaType, 'photo'),
      ),
    )
    .orderBy(asc(memorialMedia.memorialId), asc(memorialMedia.displayOrder), asc(memorialMedia.createdAt))
    .prepare('first_photo_of_each'),
);

/** The first photo of each of these memorials (for summaries and link previews): one row each. */
export async function firstPhotos(db: Db, memorialIds: string[]): Promise<Map<string, MediaRow>> {
  const map = new Map<string, MediaRow>();
  if (memorialIds.length === 0) return map;
  for (const row of await firstPhotoOfEach(db).execute({ ids: memorialIds })) map.set(row.memorialId, row);
  return map;
}

/** Appends a media row at the end of the memorial's order. */
export async function insertMedia(
  db: Db,
  values: Omit<typeof memorialMedia.$inferInsert, 'displayOrder'>,
): Promise<MediaRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'media:' + values.memorialId}, 0))`);
    const [max] = await tx
      .select({ n: sql<number>`coalesce(max(${memorialMedia.displayOrder}), -1)::int` })
      .from(memorialMedia)
      .where(eq(memorialMedia.memorialId, values.memorialId));
    const [row] = await tx
      .insert(memorialMedia)
      .values({ ...values, displayOrder: Number(max?.n ?? -1) + 1 })
      .returning();
    return row!;
  });
}

export async function findMedia(db: Db, memorialId: string, mediaId: string): Promise<MediaRow | null> {
  const rows = await db
    .select()
    .from(memorialMedia)
    .where(and(eq(memorialMedia.memorialId, memorialId), eq(memorialMedia.id, mediaId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Photos stored before their phone-sized derivative existed (decision 048), oldest first. */
export function photosWithoutMedium(db: Db, limit: number) {
  return db
    .select({ id: memorialMedia.id, displayPath: memorialMedia.displayPath })
    .from(memorialMedia)
    .where(
      and(eq(memorialMedia.mediaType, 'photo'), isNull(memorialMedia.mediumPath), isNotNull(memorialMedia.displayPath)),
    )
    .orderBy(asc(memorialMedia.createdAt), asc(memorialMedia.id))
    .limit(limit);
}

/** Records a photo's phone-sized derivative, unless another server already did. */
export async function setMediumPath(db: Db, mediaId: string, mediumPath: string): Promise<boolean> {
  const rows = await db
    .update(memorialMedia)
    .set({ mediumPath })
    .where(and(eq(memorialMedia.id, mediaId), isNull(memorialMedia.mediumPath)))
    .returning({ id: memorialMedia.id });
  return rows.length > 0;
}

export async function deleteMediaRow(db: Db, mediaId: string): Promise<void> {
  await db.delete(memorialMedia).where(eq(memorialMedia.id, mediaId));
}

export async function setMediaOrder(db: Db, memorialId: string, orderedIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of orderedIds.entries()) {
      await tx
        .update(memorialMedia)
        .set({ displayOrder: index })
        .where(and(eq(memorialMedia.memorialId, memorialId), eq(memorialMedia.id, id)));
    }
  });
}

export interface GuestbookCursor {
  createdAt: Date;
  id: string;
}

/** Held messages (decision 041) only for those who moderate the guestbook (`all`). */
const shown = sql`(${memorialGuestbook.isApproved} or ${sql.placeholder('all')}::boolean)`;

const guestbookFirst = preparedQuery((db) =>
  db
    .select()
    .from(memorialGuestbook)
    .where(and(eq(memorialGuestbook.memorialId, sql.placeholder('memorialId')), shown))
    .orderBy(desc(memorialGuestbook.createdAt), desc(memorialGuestbook.id))
    .limit(sql.placeholder('limit'))
    .prepare('guestbook_first'),
);

const guestbookAfter = preparedQuery((db) =>
  db
    .select()
    .from(memorialGuestbook)
    .where(
      and(
        eq(memorialGuestbook.memorialId, sql.placeholder('memorialId')),
        shown,
        sql`(${memorialGuestbook.createdAt}, ${memorialGuestbook.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
      ),
    )
    .orderBy(desc(memorialGuestbook.createdAt), desc(memorialGuestbook.id))
    .limit(sql.placeholder('limit'))
    .prepare('guestbook_after'),
);

/** One page of the guestbook, newest first (keyset pagination on created_at, id). */
export async function guestbookPage(
  db: Db,
  memorialId: string,
  limit: number,
  cursor: GuestbookCursor | null,
  all: boolean,
): Promise<GuestbookRow[]> {
  return cursor
    ? guestbookAfter(db).execute({ memorialId, limit, all, createdAt: cursor.createdAt.toISOString(), id: cursor.id })
    : guestbookFirst(db).execute({ memorialId, limit, all });
}

/** A guestbook page as one JSON array column, for a select from the memorials table. */
function guestbookJson(after: boolean) {
  // Written with explicit names: in a one-table select drizzle leaves columns unqualified, and
  // "id" inside the subquery would then be the entry's, not the memorial's.
  const cursor = after
    ? sql` and (gb.created_at, gb.id) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`
    : sql``;
  return sql<
    EntryJson[]
  >`(select coalesce(json_agg(json_build_array(e.id, e.author_name, e.author_email, e.message, e.is_approved, e.created_at)), '[]') from (select gb.id, gb.author_name, gb.author_email, gb.message, gb.is_approved, gb.created_at from ${memorialGuestbook} as gb where gb.memorial_id = ${memorials}.id and (gb.is_approved or ${memorials}.user_id = ${sql.placeholder('viewer')}::uuid)${cursor} order by gb.created_at desc, gb.id desc limit ${sql.placeholder('limit')}) e)`;
}

/**
 * The memorial's row and one page of its guestbook in one statement (decision 044): the guestbook
 * page is read with the memorial's access check, and the owner's memorial page with its first
 * page. The page holds the held messages (decision 041) only when `viewer` is the memorial's
 * owner; for other moderators (collaborators, admins) the service reads the page again with them.
 * The page comes as one JSON array (the row's columns are then read once, not once per entry).
 */
function memorialWithPage(db: Db, after: boolean, name: string) {
  return db
    .select({ memorial: memorials, entries: guestbookJson(after) })
    .from(memorials)
    .where(eq(memorials.id, sql.placeholder('memorialId')))
    .prepare(name);
}

/** An entry as json_build_array writes it: id, author's name, email, message, approved, created. */
type EntryJson = [string, string, string | null, string, boolean, string];

const memorialWithFirstPage = preparedQuery((db) => memorialWithPage(db, false, 'memorial_with_guestbook_first'));
const memorialWithPageAfter = preparedQuery((db) => memorialWithPage(db, true, 'memorial_with_guestbook_after'));
/** The memorial's page: the row, its first guestbook page and its owner's plan, in one statement (decision 065). */
const memorialPageFirst = preparedQuery((db) =>
  db
    .select({ memorial: memorials, entries: guestbookJson(false), ...ownerFactsColumns })
    .from(memorials)
    .where(eq(memorials.id, sql.placeholder('memorialId')))
    .prepare('memorial_page_first'),
);

/**
 * The owner's plan facts as the entitlements module reads them (admin role, newest active
 * subscription, end of referral premium) and how many of their memorials are older than this one.
 */
export interface OwnerPlanFacts {
  admin: boolean;
  subscription: SubscriptionRow | null;
  referralPremiumUntil: Date | null;
  olderMemorials: number;
}

/** A subscription row as json_build_array writes it: type, active, trial end, created. */
type SubscriptionJson = [SubscriptionRow['subscriptionType'], boolean, string | null, string];

/**
 * The owner's plan facts as extra columns of a select from the memorials table: the same reads as
 * `entitlementFactsAndRank` (entitlements.queries.ts), for the row's own owner.
 */
const ownerFactsColumns = {
  ownerAdmin: sql<boolean>`exists (select 1 from ${userRoles} as ur where ur.user_id = ${memorials}.user_id and ur.role = 'admin')`,
  ownerReferralPremiumUntil: sql<
    Date | string | null
  >`(select max(rr.premium_until) from ${referralRewards} as rr where rr.user_id = ${memorials}.user_id)`,
  ownerSubscription: sql<SubscriptionJson | null>`(select json_build_array(s.subscription_type, s.is_active, s.trial_expires_at, s.created_at) from ${subscriptions} as s where s.user_id = ${memorials}.user_id and s.is_active order by s.created_at desc limit 1)`,
  ownerOlderMemorials: sql<
    number | string
  >`(select count(*) from ${memorials} as older where older.user_id = ${memorials}.user_id and (older.created_at, older.id) < (${memorials}.created_at, ${memorials}.id))`,
};

function ownerFactsOf(row: {
  ownerAdmin: boolean;
  ownerReferralPremiumUntil: Date | string | null;
  ownerSubscription: SubscriptionJson | null;
  ownerOlderMemorials: number | string;
}): OwnerPlanFacts {
  const sub = row.ownerSubscription;
  return {
    admin: row.ownerAdmin === true,
    // A raw subquery is not mapped by its column: the driver may answer a string.
    referralPremiumUntil: row.ownerReferralPremiumUntil === null ? null : new Date(row.ownerReferralPremiumUntil),
    subscription: sub
      ? {
          subscriptionType: sub[0],
          isActive: sub[1],
          trialExpiresAt: sub[2] === null ? null : new Date(sub[2]),
          createdAt: new Date(sub[3]),
        }
      : null,
    olderMemorials: Number(row.ownerOlderMemorials),
  };
}

export interface MemorialWithGuestbook {
  memorial: MemorialRow;
  /** The owner's plan facts, when asked for with the first page (the memorial's page). */
  ownerPlan?: OwnerPlanFacts;
  /** Up to `limit` entries after `cursor`, held ones included only when the viewer is the owner. */
  entries: GuestbookRow[];
}

export async function findMemorialWithGuestbook(
  db: Db,
  memorialId: string,
  viewerId: string | null,
  limit: number,
  cursor: GuestbookCursor | null,
  withOwnerPlan = false,
): Promise<MemorialWithGuestbook | null> {
  if (withOwnerPlan && !cursor) {
    const [page] = await memorialPageFirst(db).execute({ memorialId, viewer: viewerId, limit });
    if (!page) return null;
    return { memorial: page.memorial, entries: entriesOf(memorialId, page.entries), ownerPlan: ownerFactsOf(page) };
  }
  const [row] = cursor
    ? await memorialWithPageAfter(db).execute({
        memorialId,
        viewer: viewerId,
        limit,
        createdAt: cursor.createdAt.toISOString(),
        id: cursor.id,
      })
    : await memorialWithFirstPage(db).execute({ memorialId, viewer: viewerId, limit });
  if (!row) return null;
  return { memorial: row.memorial, entries: entriesOf(memorialId, row.entries) };
}

/** The entries of a page as json_build_array wrote them (node-postgres and PGlite both parse json columns). */
function entriesOf(memorialId: string, entries: EntryJson[]): GuestbookRow[] {
  return entries.map(([id, authorName, authorEmail, message, isApproved, createdAt]) => ({
    id,
    memorialId,
    authorName,
    authorEmail,
    message,
    isApproved,
    createdAt: new Date(createdAt),
  }));
}

/** Shows a held message on the memorial; whether there was one. */
export async function approveGuestbookEntryRow(db: Db, memorialId: string, entryId: string): Promise<boolean> {
  const rows = await db
    .update(memorialGuestbook)
    .set({ isApproved: true })
    .where(and(eq(memorialGuestbook.memorialId, memorialId), eq(memorialGuestbook.id, entryId)))
    .returning({ id: memorialGuestbook.id });
  return rows.length > 0;
}

export async function insertGuestbookEntry(
  db: Db,
  values: typeof memorialGuestbook.$inferInsert,
): Promise<GuestbookRow> {
  const [row] = await db.insert(memorialGuestbook).values(values).returning();
  return row!;
}

export async function deleteGuestbookEntryRow(db: Db, memorialId: string, entryId: string): Promise<boolean> {
  const rows = await db
    .delete(memorialGuestbook)
    .where(and(eq(memorialGuestbook.memorialId, memorialId), eq(memorialGuestbook.id, entryId)))
    .returning({ id: memorialGuestbook.id });
  return rows.length > 0;
}
