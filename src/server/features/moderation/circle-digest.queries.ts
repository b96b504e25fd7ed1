/**
 * The SQL of the daily circle digest and of pruning old live events (decision 035).
 *
 * "Unseen" for a member of a circle: a `post` event of the circle's topic after
 * max(last_seen_event_id, digest_through_event_id) whose post is now visible, written by someone
 * else, with no block between the two either way. A post counts once however many events it had.
 */
import { and, asc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  circleMembers,
  circlePosts,
  emailJobs,
  liveEvents,
  profiles,
  supportCircles,
  user,
  userBlocks,
  userPreferences,
} from '../../db/schema';

/** The unseen posts of members' circles, one row per (member, circle). */
function unseen(db: Db, which: SQL | undefined) {
  return db
    .select({
      userId: circleMembers.userId,
      timeZone: userPreferences.timeZone,
      circleId: circleMembers.circleId,
      circleName: supportCircles.name,
      posts: sql<number>`count(distinct ${circlePosts.id})::int`,
      throughEventId: sql<string>`max(${liveEvents.id})`,
    })
    .from(circleMembers)
    .innerJoin(supportCircles, eq(supportCircles.id, circleMembers.circleId))
    .innerJoin(
      liveEvents,
      and(
        sql`${liveEvents.topic} = 'circle:' || ${circleMembers.circleId}::text`,
        eq(liveEvents.kind, 'post'),
        sql`${liveEvents.id} > greatest(${circleMembers.lastSeenEventId}, ${circleMembers.digestThroughEventId})`,
      ),
    )
    .innerJoin(
      circlePosts,
      and(eq(circlePosts.id, liveEvents.subjectId), eq(circlePosts.circleId, circleMembers.circleId)),
    )
    .leftJoin(userPreferences, eq(userPreferences.userId, circleMembers.userId))
    .where(
      and(
        eq(circleMembers.status, 'active'),
        sql`coalesce(${userPreferences.emailCircleMessages}, true)`,
        eq(circlePosts.status, 'visible'),
        ne(circlePosts.authorId, circleMembers.userId),
        sql`not exists (select 1 from ${userBlocks} b where (b.blocker_id = ${circleMembers.userId} and b.blocked_id = ${circlePosts.authorId}) or (b.blocker_id = ${circlePosts.authorId} and b.blocked_id = ${circleMembers.userId}))`,
        which,
      ),
    )
    .groupBy(circleMembers.userId, userPreferences.timeZone, circleMembers.circleId, supportCircles.name);
}

export interface UnseenCircle {
  circleId: string;
  circleName: string;
  posts: number;
  throughEventId: number;
}

/** The members who would get a digest now (preference on, something unseen), with their time zone. */
export async function digestCandidates(db: Db): Promise<Array<{ userId: string; timeZone: string | null }>> {
  const rows = await unseen(db, undefined);
  const byUser = new Map(rows.map((r) => [r.userId, { userId: r.userId, timeZone: r.timeZone }]));
  return [...byUser.values()];
}

/** One member's unseen posts, circle by circle (by name, for a steady order). */
export async function unseenFor(db: Db, userId: string): Promise<UnseenCircle[]> {
  const rows = await unseen(db, eq(circleMembers.userId, userId)).orderBy(
    asc(supportCircles.name),
    asc(circleMembers.circleId),
  );
  return rows.map((r) => ({
    circleId: r.circleId,
    circleName: r.circleName,
    posts: Number(r.posts),
    throughEventId: Number(r.throughEventId),
  }));
}

/** The member's name and address, for the email; null when the account is gone. */
export async function recipient(db: Db, userId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: user.email, name: sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${user.name})` })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

/** Moves the member's digest mark on (never back). */
export async function advanceDigest(db: Db, userId: string, circleId: string, throughEventId: number): Promise<void> {
  await db
    .update(circleMembers)
    .set({ digestThroughEventId: sql`greatest(${circleMembers.digestThroughEventId}, ${throughEventId})` })
    .where(and(eq(circleMembers.userId, userId), eq(circleMembers.circleId, circleId)));
}

/** Queues digest jobs; a job whose key exists already (same person, same day) is not queued again. */
export async function insertDigestJobs(
  db: Db,
  jobs: Array<{ userId: string; dedupeKey: string; day: string }>,
  now: Date,
): Promise<number> {
  if (!jobs.length) return 0;
  const rows = await db
    .insert(emailJobs)
    .values(
      jobs.map((j) => ({
        kind: 'circle_digest' as const,
        dedupeKey: j.dedupeKey,
        userId: j.userId,
        payload: { day: j.day },
        runAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: emailJobs.dedupeKey })
    .returning({ id: emailJobs.id });
  return rows.length;
}

/** Deletes live events older than `before`; how many. */
export async function pruneLiveEvents(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(liveEvents).where(lt(liveEvents.createdAt, before)).returning({ id: liveEvents.id });
  return rows.length;
}
