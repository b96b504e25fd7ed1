/** The SQL of support circles (decision 035): circles, memberships, invitations and posts. */
import { and, gte, asc, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { KeysetPosition } from '@shared/schemas/fields';
import type { Db } from '../../db/client';
import { circleInvitations, circleMembers, circlePosts, supportCircles, user } from '../../db/schema';

export type CircleRow = typeof supportCircles.$inferSelect;
export type MemberRow = typeof circleMembers.$inferSelect;
export type PostRow = typeof circlePosts.$inferSelect;

const activeCount = sql<number>`(select count(*)::int from ${circleMembers} m where m.circle_id = ${supportCircles.id} and m.status = 'active')`;

/** Public circles and the caller's own (active or requested), newest first, with member counts. */
export async function listCircles(db: Db, userId: string) {
  return db
    .select({ circle: supportCircles, memberCount: activeCount, member: circleMembers })
    .from(supportCircles)
    .leftJoin(circleMembers, and(eq(circleMembers.circleId, supportCircles.id), eq(circleMembers.userId, userId)))
    .where(
      or(
        eq(supportCircles.isPrivate, false),
        and(isNotNull(circleMembers.userId), inArray(circleMembers.status, ['active', 'requested'])),
      ),
    )
    .orderBy(desc(supportCircles.createdAt), desc(supportCircles.id))
    .limit(500);
}

/** One circle with its member count and the caller's membership row. */
export async function circleWithMember(db: Db, circleId: string, userId: string) {
  const rows = await db
    .select({ circle: supportCircles, memberCount: activeCount, member: circleMembers })
    .from(supportCircles)
    .leftJoin(circleMembers, and(eq(circleMembers.circleId, supportCircles.id), eq(circleMembers.userId, userId)))
    .where(eq(supportCircles.id, circleId))
    .limit(1);
  return rows[0];
}

export async function insertCircle(db: Db, values: typeof supportCircles.$inferInsert): Promise<CircleRow> {
  const [row] = await db.insert(supportCircles).values(values).returning();
  return row!;
}

export async function updateCircle(db: Db, circleId: string, set: Partial<typeof supportCircles.$inferInsert>) {
  await db.update(supportCircles).set(set).where(eq(supportCircles.id, circleId));
}

export async function deleteCircle(db: Db, circleId: string) {
  await db.delete(supportCircles).where(eq(supportCircles.id, circleId));
}

export async function memberOf(db: Db, circleId: string, userId: string): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function insertMember(db: Db, values: typeof circleMembers.$inferInsert) {
  await db.insert(circleMembers).values(values);
}

export async function updateMember(
  db: Db,
  circleId: string,
  userId: string,
  set: Partial<typeof circleMembers.$inferInsert>,
) {
  await db
    .update(circleMembers)
    .set(set)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}

export async function deleteMember(db: Db, circleId: string, userId: string) {
  await db.delete(circleMembers).where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}

/** Active members and requests, the admin first, then by who joined first. */
export async function membersOf(db: Db, circleId: string) {
  return db
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), inArray(circleMembers.status, ['active', 'requested'])))
    .orderBy(asc(circleMembers.role), asc(circleMembers.joinedAt), asc(circleMembers.userId));
}

/** The ids of a circle's active members. */
export async function activeMemberIds(db: Db, circleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: circleMembers.userId })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.status, 'active')));
  return rows.map((r) => r.id);
}

/** Moves the member's "seen up to" forward (never back). */
export async function markSeen(db: Db, circleId: string, userId: string, eventId: number) {
  await db
    .update(circleMembers)
    .set({ lastSeenEventId: sql`greatest(${circleMembers.lastSeenEventId}, ${eventId})` })
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}

// ---- invitations --------------------------------------------------------------------------

export async function insertInvitation(db: Db, values: typeof circleInvitations.$inferInsert) {
  const [row] = await db.insert(circleInvitations).values(values).returning();
  return row!;
}

/** The invitation with this token hash, if it is still valid at `now`. */
export async function validInvitation(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select()
    .from(circleInvitations)
    .where(
      and(
        eq(circleInvitations.tokenHash, tokenHash),
        gt(circleInvitations.expiresAt, now),
        sql`${circleInvitations.revokedAt} is null`,
      ),
    )
    .limit(1);
  return rows[0];
}

export async function revokeInvitation(db: Db, circleId: string, invitationId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(circleInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(circleInvitations.id, invitationId),
        eq(circleInvitations.circleId, circleId),
        sql`${circleInvitations.revokedAt} is null`,
      ),
    )
    .returning({ id: circleInvitations.id });
  return rows.length === 1;
}

// ---- posts ---------------------------------------------------------------------------------

/**
 * What a reader may see of a circle's posts: visible and removed ones (a removed post keeps its
 * place), their own held posts, and, for the circle admin, posts held for approval; never the
 * posts of `hidden` (both sides of a block).
 */
function readable(userId: string, isCircleAdmin: boolean, hidden: readonly string[]) {
  const held = isCircleAdmin
    ? or(eq(circlePosts.authorId, userId), eq(circlePosts.holdReason, 'approval'))
    : eq(circlePosts.authorId, userId);
  return and(
    or(ne(circlePosts.status, 'held'), held),
    hidden.length
      ? sql`${circlePosts.authorId} not in (${sql.join(
          hidden.map((h) => sql`${h}`),
          sql`, `,
        )})`
      : undefined,
  );
}

export async function postsPage(
  db: Db,
  circleId: string,
  reader: { userId: string; isCircleAdmin: boolean; hidden: readonly string[] },
  before: KeysetPosition | undefined,
  limit: number,
) {
  return db
    .select()
    .from(circlePosts)
    .where(
      and(
        eq(circlePosts.circleId, circleId),
        readable(reader.userId, reader.isCircleAdmin, reader.hidden),
        before
          ? or(
              lt(circlePosts.createdAt, before.createdAt),
              and(eq(circlePosts.createdAt, before.createdAt), lt(circlePosts.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
    .limit(limit);
}

export async function pinnedPosts(
  db: Db,
  circleId: string,
  reader: { userId: string; isCircleAdmin: boolean; hidden: readonly string[] },
) {
  return db
    .select()
    .from(circlePosts)
    .where(
      and(
        eq(circlePosts.circleId, circleId),
        isNotNull(circlePosts.pinnedAt),
        eq(circlePosts.status, 'visible'),
        readable(reader.userId, reader.isCircleAdmin, reader.hidden),
      ),
    )
    .orderBy(desc(circlePosts.pinnedAt))
    .limit(20);
}

export async function postById(db: Db, circleId: string, postId: string): Promise<PostRow | undefined> {
  const rows = await db
    .select()
    .from(circlePosts)
    .where(and(eq(circlePosts.id, postId), eq(circlePosts.circleId, circleId)))
    .limit(1);
  return rows[0];
}

/** Posts by id (the stream reads each event's post once for all its readers). */
export async function postsByIds(db: Db, ids: string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(circlePosts).where(inArray(circlePosts.id, ids));
}

/** The author's newest posts in the circle (the crisis screen reads the new one with them). */
/** The author's newest posts in the circle written since `since` (at most `limit`), removed ones aside. */
export async function recentPostsOf(db: Db, circleId: string, authorId: string, limit: number, since: Date) {
  return db
    .select({ body: circlePosts.body })
    .from(circlePosts)
    .where(
      and(
        eq(circlePosts.circleId, circleId),
        eq(circlePosts.authorId, authorId),
        ne(circlePosts.status, 'removed'),
        gte(circlePosts.createdAt, since),
      ),
    )
    .orderBy(desc(circlePosts.createdAt))
    .limit(limit);
}

/** Whether the author has a post in the circle that others can see (then they are not held as new). */
export async function hasVisiblePost(db: Db, circleId: string, authorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: circlePosts.id })
    .from(circlePosts)
    .where(
      and(eq(circlePosts.circleId, circleId), eq(circlePosts.authorId, authorId), eq(circlePosts.status, 'visible')),
    )
    .limit(1);
  return rows.length === 1;
}

export async function insertPost(db: Db, values: typeof circlePosts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(circlePosts).values(values).returning();
  return row!;
}

export async function updatePost(db: Db, postId: string, set: Partial<typeof circlePosts.$inferInsert>) {
  const [row] = await db.update(circlePosts).set(set).where(eq(circlePosts.id, postId)).returning();
  return row!;
}

// ---- people ---------------------------------------------------------------------------------

export async function accountCreatedAt(db: Db, userId: string): Promise<Date | null> {
  const rows = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId)).limit(1);
  return rows[0]?.createdAt ?? null;
}

export async function userContact(db: Db, userId: string) {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0];
}

// ---- account deletion -----------------------------------------------------------------------

/** The circles this account administers (active admin rows). */
export async function circlesAdministeredBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: circleMembers.circleId })
    .from(circleMembers)
    .where(and(eq(circleMembers.userId, userId), eq(circleMembers.role, 'admin'), eq(circleMembers.status, 'active')));
  return rows.map((r) => r.id);
}

/** The circles this account is an active member of. */
export async function circlesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: circleMembers.circleId })
    .from(circleMembers)
    .where(and(eq(circleMembers.userId, userId), eq(circleMembers.status, 'active')));
  return rows.map((r) => r.id);
}

/** The longest-standing active member other than `exceptUserId`. */
export async function longestStandingMember(db: Db, circleId: string, exceptUserId: string) {
  const rows = await db
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.circleId, circleId),
        eq(circleMembers.status, 'active'),
        ne(circleMembers.userId, exceptUserId),
      ),
    )
    .orderBy(asc(circleMembers.joinedAt), asc(circleMembers.userId))
    .limit(1);
  return rows[0]?.userId ?? null;
}
