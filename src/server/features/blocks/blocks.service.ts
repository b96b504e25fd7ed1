/**
 * Blocks (decision 035): mutual in effect. Once either person blocks the other, neither sees the
 * other's posts or name in circles (the circles service asks `hiddenFrom`), nor can reach them.
 * Blocking someone one shares nothing with is allowed (and tells nothing about them).
 */
import { MODERATION_MSG, type BlocksResponse } from '@shared/schemas/circles';
import type { AppDeps, SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { Errors } from '../../lib/errors';
import { endConnectionsBetween } from '../peer-support/peer-support.service';
import { profilesVisibleTo } from '../profiles/profile-visibility';
import * as q from './blocks.queries';

/** The people hidden from `userId` and from whom `userId` is hidden: both sides of every block. */
export async function hiddenFrom(db: Db, userId: string): Promise<Set<string>> {
  return new Set(await q.blockedEitherWay(db, userId));
}

/**
 * Who is hidden from whom among the people around `authorIds` (one query for a whole batch of
 * posts, whatever the number of readers): `hidden(a, b)` is true when either blocked the other.
 */
export async function blocksAmong(db: Db, authorIds: string[]): Promise<(a: string, b: string) => boolean> {
  const pairs = new Set<string>();
  for (const r of await q.blocksTouching(db, authorIds)) {
    pairs.add(`${r.blockerId} ${r.blockedId}`);
    pairs.add(`${r.blockedId} ${r.blockerId}`);
  }
  return (a, b) => pairs.has(`${a} ${b}`);
}

export async function listBlocks(deps: AppDeps, me: SessionUser): Promise<BlocksResponse> {
  const db = deps.database.db;
  const rows = await q.blockedBy(db, me.id);
  // One blocks someone one has met (in a circle, later in peer support): a connection's view.
  const ids = rows.map((r) => r.id);
  const names = await profilesVisibleTo(db, me.id, ids, new Set(ids));
  return {
    blocked: rows.map((r) => ({
      id: r.id,
      name: names.get(r.id)?.displayName ?? null,
      blockedAt: r.blockedAt.toISOString(),
    })),
  };
}

export async function block(deps: AppDeps, me: SessionUser, userId: string): Promise<void> {
  if (userId === me.id) throw Errors.validation(MODERATION_MSG.cannotBlockSelf, 'userId');
  const db = deps.database.db;
  if (!(await q.userExists(db, userId))) throw Errors.notFound();
  await q.insertBlock(db, me.id, userId, deps.now());
  // Peer support (decision 036): a block ends any pending or accepted connection between the two.
  await endConnectionsBetween(deps, me.id, userId);
}

export async function unblock(deps: AppDeps, me: SessionUser, userId: string): Promise<void> {
  if (!(await q.deleteBlock(deps.database.db, me.id, userId))) throw Errors.notFound();
}
