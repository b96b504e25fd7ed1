/**
 * The SQL of data exports: the `data_exports` rows (one active per account, claimed by one worker
 * at a time), and the reads of everything one account wrote, for its ZIP. A running export holds
 * a lease in `expires_at` (renewed with its progress); once ready, `expires_at` is when the file is
 * deleted. So the column always says until when the row's current state holds.
 */
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  aiConversations,
  circleMembers,
  circlePosts,
  dataExports,
  journalEntries,
  legacyLetters,
  memorialGuestbook,
  memorialMedia,
  memorials,
  messages,
  peerConnections,
  peerMessages,
  peerProfiles,
  profiles,
  supportCircles,
  user,
  userPreferences,
} from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** A new pending export; null when the account already has one pending or running (the partial unique index). */
export async function insertExport(db: Db, userId: string, now: Date): Promise<DataExportRow | null> {
  const rows = await db.insert(dataExports).values({ userId, createdAt: now }).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function latestExportOf(db: Db, userId: string): Promise<DataExportRow | null> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | null> {
  const rows = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Takes the oldest pending export for this worker (one instance gets it), holding it until `leaseUntil`. */
export async function claimPendingExport(db: Db, leaseUntil: Date): Promise<DataExportRow | null> {
  const next = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.status, 'pending'))
    .orderBy(asc(dataExports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(dataExports)
    .set({ status: 'running', progress: 0, expiresAt: leaseUntil })
    .where(and(inArray(dataExports.id, next), eq(dataExports.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

/** Progress and a renewed lease; false when the export is no longer running (its account was deleted). */
export async function recordProgress(db: Db, id: string, progress: number, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ progress, expiresAt: leaseUntil })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

export async function markReady(
  db: Db,
  id: string,
  values: { storageKey: string; sizeBytes: number; finishedAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'ready', progress: 100, errorCode: null, ...values })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

export async function markFailed(db: Db, id: string, errorCode: string, now: Date): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', errorCode, finishedAt: now, expiresAt: null, storageKey: null })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['pending', 'running'])));
}

/**
 * Running exports whose worker stopped renewing the lease (its instance stopped or restarted):
 * built again from the start, once. One interrupted a second time (it may be what stops the
 * instance) is failed, to be asked again. `INTERRUPTED` marks the first interruption.
 */
export async function requeueAbandonedExports(
  db: Db,
  now: Date,
): Promise<{ id: string; status: DataExportRow['status'] }[]> {
  const again = sql`${dataExports.errorCode} = 'INTERRUPTED'`;
  return db
    .update(dataExports)
    .set({
      status: sql`case when ${again} then 'failed' else 'pending' end`,
      errorCode: 'INTERRUPTED',
      progress: 0,
      finishedAt: sql`case when ${again} then ${now.toISOString()}::timestamptz else null end`,
      expiresAt: null,
    })
    .where(and(eq(dataExports.status, 'running'), lt(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id, status: dataExports.status });
}

/**
 * Exports to remove: ready ones past their expiry, ready ones an account's newer export replaced,
 * and failed ones older than `failedBefore`.
 */
export async function exportsToRemove(db: Db, now: Date, failedBefore: Date): Promise<DataExportRow[]> {
  const newer = sql`exists (select 1 from ${dataExports} as newer where newer.user_id = ${dataExports.userId}
    and newer.status = 'ready' and newer.created_at > ${dataExports.createdAt})`;
  return db
    .select()
    .from(dataExports)
    .where(
      or(
        and(eq(dataExports.status, 'ready'), or(lte(dataExports.expiresAt, now), newer)),
        and(eq(dataExports.status, 'failed'), lt(dataExports.createdAt, failedBefore)),
      ),
    )
    .limit(100);
}

export async function deleteExportRow(db: Db, id: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}

/** Whether any export is waiting for a worker. */
export async function hasPendingExport(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.status, 'pending'))
    .limit(1);
  return rows.length > 0;
}

// ——— What one account wrote ———

export async function accountOf(db: Db, userId: string) {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      displayName: profiles.displayName,
      bio: profiles.bio,
      profileUpdatedAt: profiles.updatedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function accountIdByEmail(db: Db, email: string): Promise<string | null> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return rows[0]?.id ?? null;
}

export async function preferencesOf(db: Db, userId: string) {
  const rows = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export type MemorialRow = typeof memorials.$inferSelect;
export type MediaRow = typeof memorialMedia.$inferSelect;
export type GuestbookRow = typeof memorialGuestbook.$inferSelect;

export function memorialsOf(db: Db, userId: string): Promise<MemorialRow[]> {
  return db
    .select()
    .from(memorials)
    .where(eq(memorials.userId, userId))
    .orderBy(asc(memorials.createdAt), asc(memorials.id));
}

export async function memorialById(db: Db, id: string): Promise<MemorialRow | null> {
  const rows = await db.select().from(memorials).where(eq(memorials.id, id)).limit(1);
  return rows[0] ?? null;
}

export function mediaOf(db: Db, memorialIds: string[]): Promise<MediaRow[]> {
  if (!memorialIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(memorialMedia)
    .where(inArray(memorialMedia.memorialId, memorialIds))
    .orderBy(asc(memorialMedia.memorialId), asc(memorialMedia.displayOrder), asc(memorialMedia.createdAt));
}

/** A memorial's whole guestbook, oldest first (approved or not: it is the owner's). */
export function guestbookOf(db: Db, memorialId: string): Promise<GuestbookRow[]> {
  return db
    .select()
    .from(memorialGuestbook)
    .where(eq(memorialGuestbook.memorialId, memorialId))
    .orderBy(asc(memorialGuestbook.createdAt), asc(memorialGuestbook.id));
}

export function journalOf(db: Db, userId: string) {
  return db
    .select({
      id: journalEntries.id,
      title: journalEntries.title,
      content: journalEntries.content,
      mood: journalEntries.mood,
      createdAt: journalEntries.createdAt,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id));
}

/** The support circles the person is in or asked to join, with their standing in each. */
export function circleMembershipsOf(db: Db, userId: string) {
  return db
    .select({
      circleId: supportCircles.id,
      name: supportCircles.name,
      circleType: supportCircles.circleType,
      isPrivate: supportCircles.isPrivate,
      role: circleMembers.role,
      status: circleMembers.status,
      joinedAt: circleMembers.joinedAt,
    })
    .from(circleMembers)
    .innerJoin(supportCircles, eq(supportCircles.id, circleMembers.circleId))
    .where(eq(circleMembers.userId, userId))
    .orderBy(asc(circleMembers.joinedAt), asc(supportCircles.id));
}

/** The person's own posts and replies in support circles (never other people's), removed ones aside. */
export function circlePostsOf(db: Db, userId: string) {
  return db
    .select({
      id: circlePosts.id,
      circleId: circlePosts.circleId,
      circleName: supportCircles.name,
      parentId: circlePosts.parentId,
      body: circlePosts.body,
      status: circlePosts.status,
      createdAt: circlePosts.createdAt,
    })
    .from(circlePosts)
    .innerJoin(supportCircles, eq(supportCircles.id, circlePosts.circleId))
    .where(and(eq(circlePosts.authorId, userId), sql`${circlePosts.status} <> 'removed'`))
    .orderBy(asc(circlePosts.createdAt), asc(circlePosts.id));
}

/** The person's own matching profile for peer support (decision 036), if they made one. */
export async function peerProfileOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      open: peerProfiles.open,
      relationship: peerProfiles.relationship,
      lossWhen: peerProfiles.lossWhen,
      intro: peerProfiles.intro,
      hope: peerProfiles.hope,
      updatedAt: peerProfiles.updatedAt,
    })
    .from(peerProfiles)
    .where(eq(peerProfiles.userId, userId));
  return row ?? null;
}

/** The person's pending and accepted peer connections, either way. */
export function peerConnectionsOf(db: Db, userId: string) {
  return db
    .select()
    .from(peerConnections)
    .where(
      and(
        or(eq(peerConnections.userId, userId), eq(peerConnections.peerId, userId)),
        inArray(peerConnections.status, ['pending', 'accepted']),
      ),
    )
    .orderBy(asc(peerConnections.createdAt), asc(peerConnections.id));
}

/** The person's own messages in peer conversations (never the other person's), removed ones aside. */
export function peerMessagesOf(db: Db, userId: string) {
  return db
    .select({
      id: peerMessages.id,
      connectionId: peerMessages.connectionId,
      body: peerMessages.body,
      status: peerMessages.status,
      createdAt: peerMessages.createdAt,
    })
    .from(peerMessages)
    .where(and(eq(peerMessages.authorId, userId), sql`${peerMessages.status} <> 'removed'`))
    .orderBy(asc(peerMessages.createdAt), asc(peerMessages.id));
}

/** Letters without their reading tokens (a secret link of the recipient's). */
export function lettersOf(db: Db, userId: string) {
  return db
    .select({
      id: legacyLetters.id,
      memorialId: legacyLetters.memorialId,
      recipientName: legacyLetters.recipientName,
      recipientEmail: legacyLetters.recipientEmail,
      letterContent: legacyLetters.letterContent,
      scheduledDeliveryDate: legacyLetters.scheduledDeliveryDate,
      deliveryTimeZone: legacyLetters.deliveryTimeZone,
      status: legacyLetters.status,
      deliveredAt: legacyLetters.deliveredAt,
      createdAt: legacyLetters.createdAt,
      updatedAt: legacyLetters.updatedAt,
    })
    .from(legacyLetters)
    .where(eq(legacyLetters.userId, userId))
    .orderBy(asc(legacyLetters.createdAt), asc(legacyLetters.id));
}

export function conversationsOf(db: Db, userId: string) {
  return db
    .select()
    .from(aiConversations)
    .where(eq(aiConversations.userId, userId))
    .orderBy(asc(aiConversations.createdAt), asc(aiConversations.id));
}

/** A conversation's messages (the caller read the conversation as the account's own). */
export function messagesOf(db: Db, conversationId: string) {
  return db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      mood: messages.mood,
      riskLevel: messages.riskLevel,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}
