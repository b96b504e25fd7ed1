/**
 * Test data for moderation's tests: circles, members and posts written straight to the tables
 * (the circles API has its own tests), each post with the live event the circles API records.
 */
import type { Db } from '../../db/client';
import { circleMembers, circlePosts, supportCircles, userBlocks } from '../../db/schema';
import type { LiveBus } from '../../live/bus';
import { circleTopic, recordLiveEvent } from '../../live/events';

export async function makeCircle(db: Db, name: string, adminId: string, memberIds: string[] = []) {
  const [circle] = await db.insert(supportCircles).values({ name, createdBy: adminId }).returning();
  await db
    .insert(circleMembers)
    .values([
      { circleId: circle!.id, userId: adminId, role: 'admin' },
      ...memberIds.map((userId) => ({ circleId: circle!.id, userId })),
    ]);
  return circle!;
}

export async function makePost(
  db: Db,
  live: LiveBus,
  values: {
    circleId: string;
    authorId: string;
    body: string;
    status?: 'visible' | 'held' | 'removed';
    holdReason?: 'crisis' | 'approval';
  },
) {
  const [post] = await db
    .insert(circlePosts)
    .values({ ...values, status: values.status ?? 'visible', holdReason: values.holdReason ?? null })
    .returning();
  const eventId = await recordLiveEvent(db, live, {
    topic: circleTopic(values.circleId),
    kind: 'post',
    subjectId: post!.id,
  });
  return { ...post!, eventId };
}

export async function block(db: Db, blockerId: string, blockedId: string) {
  await db.insert(userBlocks).values({ blockerId, blockedId });
}
