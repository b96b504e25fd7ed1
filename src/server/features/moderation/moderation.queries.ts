/**
 * The SQL of reports and the site's moderation queue (decision 035). Reads the circle tables
 * directly (who is an active member, who blocked whom), never the circles feature's queries.
 */
import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  circleMembers,
  circlePosts,
  contentReports,
  moderationLog,
  peerConnections,
  peerMessages,
  profiles,
  supportCircles,
  user,
  userBlocks,
  userRoles,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many open reports and held posts the queue lists at most (oldest first: they waited longest). */
export const QUEUE_LIMIT = 100;
/** How many log entries the queue shows. */
export const LOG_LIMIT = 50;

/** The name a moderator sees: the profile's display name, else the account's name. */
const nameOf = (u: typeof user, p: typeof profiles) => sql<string>`coalesce(nullif(${p.displayName}, ''), ${u.name})`;

/**
 * The post as a would-be reporter stands toward it: null when there is no such post. `canSee` is
 * false unless the post is visible, the reporter an active member of its circle, and neither of
 * the two has blocked the other.
 */
export async function postForReporter(db: Db, postId: string, reporterId: string) {
  const [row] = await db
    .select({
      id: circlePosts.id,
      circleId: circlePosts.circleId,
      authorId: circlePosts.authorId,
      status: circlePosts.status,
      circleName: supportCircles.name,
      member: sql<boolean>`exists (select 1 from ${circleMembers} m where m.circle_id = ${circlePosts.circleId} and m.user_id = ${reporterId} and m.status = 'active')`,
      blocked: sql<boolean>`exists (select 1 from ${userBlocks} b where (b.blocker_id = ${reporterId} and b.blocked_id = ${circlePosts.authorId}) or (b.blocker_id = ${circlePosts.authorId} and b.blocked_id = ${reporterId}))`,
    })
    .from(circlePosts)
    .innerJoin(supportCircles, eq(supportCircles.id, circlePosts.circleId))
    .where(eq(circlePosts.id, postId));
  if (!row) return null;
  return { ...row, canSee: row.status === 'visible' && row.member && !row.blocked };
}

/**
 * A peer message as a would-be reporter stands toward it (decision 036): null when there is none.
 * `canSee`: the reporter is the other person of its accepted connection and the message is visible.
 */
export async function peerMessageForReporter(db: Db, messageId: string, reporterId: string) {
  const [row] = await db
    .select({
      id: peerMessages.id,
      connectionId: peerMessages.connectionId,
      authorId: peerMessages.authorId,
      status: peerMessages.status,
      connectionStatus: peerConnections.status,
      senderId: peerConnections.userId,
      receiverId: peerConnections.peerId,
    })
    .from(peerMessages)
    .innerJoin(peerConnections, eq(peerConnections.id, peerMessages.connectionId))
    .where(eq(peerMessages.id, messageId));
  if (!row) return null;
  const party = row.senderId === reporterId || row.receiverId === reporterId;
  return { ...row, party, canSee: party && row.connectionStatus === 'accepted' && row.status === 'visible' };
}

/** Inserts the report; null when this person has already reported this post. */
export async function insertReport(
  db: Db,
  values: {
    targetKind: 'circle-post' | 'peer-message';
    targetId: string;
    reporterId: string;
    reason: (typeof contentReports.$inferInsert)['reason'];
    details: string | null;
  },
  now: Date,
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(contentReports)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return row ?? null;
}

/** The site's admins, with their addresses (for "someone may need support"). */
export function siteAdmins(db: Db): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: user.id, email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'));
}

// ---------------------------------------------------------------------------------------------
// The queue

const author = aliasedTable(user, 'author');
const authorProfile = aliasedTable(profiles, 'author_profile');

function postSelect(db: Db) {
  return db
    .select({
      id: circlePosts.id,
      circleId: supportCircles.id,
      circleName: supportCircles.name,
      authorId: author.id,
      authorName: nameOf(author, authorProfile),
      authorEmail: author.email,
      body: circlePosts.body,
      status: circlePosts.status,
      holdReason: circlePosts.holdReason,
      createdAt: circlePosts.createdAt,
    })
    .from(circlePosts)
    .innerJoin(supportCircles, eq(supportCircles.id, circlePosts.circleId))
    .innerJoin(author, eq(author.id, circlePosts.authorId))
    .leftJoin(authorProfile, eq(authorProfile.id, author.id));
}
export type QueuePostRow = Awaited<ReturnType<ReturnType<typeof postSelect>['execute']>>[number];

export function heldPosts(db: Db) {
  return postSelect(db).where(eq(circlePosts.status, 'held')).orderBy(asc(circlePosts.createdAt)).limit(QUEUE_LIMIT);
}

export function postsByIds(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([] as QueuePostRow[]);
  return postSelect(db).where(inArray(circlePosts.id, ids));
}

function peerMessageSelect(db: Db) {
  return db
    .select({
      id: peerMessages.id,
      connectionId: peerMessages.connectionId,
      authorId: author.id,
      authorName: nameOf(author, authorProfile),
      authorEmail: author.email,
      body: peerMessages.body,
      status: peerMessages.status,
      createdAt: peerMessages.createdAt,
    })
    .from(peerMessages)
    .innerJoin(author, eq(author.id, peerMessages.authorId))
    .leftJoin(authorProfile, eq(authorProfile.id, author.id));
}
export type QueuePeerMessageRow = Awaited<ReturnType<ReturnType<typeof peerMessageSelect>['execute']>>[number];

export function heldPeerMessages(db: Db) {
  return peerMessageSelect(db)
    .where(eq(peerMessages.status, 'held'))
    .orderBy(asc(peerMessages.createdAt))
    .limit(QUEUE_LIMIT);
}

export function peerMessagesByIds(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([] as QueuePeerMessageRow[]);
  return peerMessageSelect(db).where(inArray(peerMessages.id, ids));
}

const reporter = aliasedTable(user, 'reporter');
const reporterProfile = aliasedTable(profiles, 'reporter_profile');

export function openReports(db: Db) {
  return db
    .select({
      id: contentReports.id,
      targetKind: contentReports.targetKind,
      targetId: contentReports.targetId,
      reason: contentReports.reason,
      details: contentReports.details,
      reporterId: reporter.id,
      reporterName: nameOf(reporter, reporterProfile),
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .leftJoin(reporter, eq(reporter.id, contentReports.reporterId))
    .leftJoin(reporterProfile, eq(reporterProfile.id, reporter.id))
    .where(eq(contentReports.status, 'open'))
    .orderBy(asc(contentReports.createdAt))
    .limit(QUEUE_LIMIT);
}

const actor = aliasedTable(user, 'actor');
const actorProfile = aliasedTable(profiles, 'actor_profile');

export function newestLog(db: Db) {
  return db
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      actorId: actor.id,
      actorName: nameOf(actor, actorProfile),
      circleId: moderationLog.circleId,
      postId: moderationLog.postId,
      targetUserId: moderationLog.targetUserId,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(actor, eq(actor.id, moderationLog.actorId))
    .leftJoin(actorProfile, eq(actorProfile.id, actor.id))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(LOG_LIMIT);
}

// ---------------------------------------------------------------------------------------------
// Actions (inside the caller's transaction)

/** What an open report is about (not locked); null when there is no open report with this id. */
export async function openReportTarget(tx: Tx, id: string) {
  const [row] = await tx
    .select({ targetKind: contentReports.targetKind, targetId: contentReports.targetId })
    .from(contentReports)
    .where(and(eq(contentReports.id, id), eq(contentReports.status, 'open')));
  return row ?? null;
}

/** The open report, locked for this transaction; null when there is none (or it was resolved meanwhile). */
export async function lockOpenReport(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: contentReports.id, targetKind: contentReports.targetKind, targetId: contentReports.targetId })
    .from(contentReports)
    .where(and(eq(contentReports.id, id), eq(contentReports.status, 'open')))
    .for('update');
  return row ?? null;
}

/** The post, locked for this transaction; null when there is none. */
export async function lockPost(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: circlePosts.id,
      circleId: circlePosts.circleId,
      authorId: circlePosts.authorId,
      status: circlePosts.status,
    })
    .from(circlePosts)
    .where(eq(circlePosts.id, id))
    .for('update');
  return row ?? null;
}

/** The peer message, locked for this transaction; null when there is none. */
export async function lockPeerMessage(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: peerMessages.id,
      connectionId: peerMessages.connectionId,
      authorId: peerMessages.authorId,
      status: peerMessages.status,
    })
    .from(peerMessages)
    .where(eq(peerMessages.id, id))
    .for('update');
  return row ?? null;
}

/** Sets a peer message's status; removing deletes its words. */
export async function setPeerMessageStatus(tx: Tx, id: string, status: 'visible' | 'removed', now: Date) {
  await tx
    .update(peerMessages)
    .set(status === 'removed' ? { status, body: '', updatedAt: now } : { status, updatedAt: now })
    .where(eq(peerMessages.id, id));
}

/** Takes the post down: it keeps its place, its words are deleted. */
export async function removePost(tx: Tx, id: string, now: Date): Promise<void> {
  await tx
    .update(circlePosts)
    .set({ status: 'removed', body: '', holdReason: null, pinnedAt: null, updatedAt: now })
    .where(eq(circlePosts.id, id));
}

/** Shows a held post to its circle. */
export async function releasePost(tx: Tx, id: string, now: Date): Promise<void> {
  await tx
    .update(circlePosts)
    .set({ status: 'visible', holdReason: null, updatedAt: now })
    .where(and(eq(circlePosts.id, id), eq(circlePosts.status, 'held')));
}

/** Resolves one open report, or every open report of a post. */
export async function resolveReports(
  tx: Tx,
  target: { reportId: string } | { postId: string; kind?: 'circle-post' | 'peer-message' },
  status: 'actioned' | 'dismissed',
  by: string,
  now: Date,
): Promise<void> {
  const which =
    'reportId' in target
      ? eq(contentReports.id, target.reportId)
      : and(eq(contentReports.targetKind, target.kind ?? 'circle-post'), eq(contentReports.targetId, target.postId));
  await tx
    .update(contentReports)
    .set({ status, resolvedBy: by, resolvedAt: now })
    .where(and(which, eq(contentReports.status, 'open')));
}
