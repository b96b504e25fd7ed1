/**
 * The moderation log (decision 035): every action a circle admin or a site admin takes on a post,
 * a member or a report is one row of ids and an action code, never the words involved.
 */
import type { Db } from '../../db/client';
import { moderationLog } from '../../db/schema';

export type ModerationAction =
  | 'post.remove'
  | 'post.release'
  | 'post.approve'
  | 'post.pin'
  | 'post.unpin'
  | 'post.hold-crisis'
  | 'member.mute'
  | 'member.unmute'
  | 'member.remove'
  | 'member.approve'
  | 'member.decline'
  | 'circle.admin-handed-on'
  | 'circle.delete'
  /** Its name, description, type, privacy or moderation settings. */
  | 'circle.update'
  | 'report.action'
  | 'report.dismiss'
  /** Peer conversations (decision 036): the message's id is the entry's `postId`. */
  | 'peer-message.hold-crisis'
  | 'peer-message.release'
  | 'peer-message.remove'
  /** Decision 045: the screen read a crisis in a circle's name or description (saved as written). */
  | 'circle.words-crisis'
  /** Decision 045: in a grief buddy request's note (sent as written); the connection's id is `postId`. */
  | 'peer-request.note-crisis'
  /** Decision 049: in a profile's bio, or a peer matching profile's intro (saved as written); the writer is the target. */
  | 'profile.bio-crisis'
  | 'peer-profile.intro-crisis'
  /** Decision 049: in the display name an account was made with (the account made as asked); the person is the target. */
  | 'profile.name-crisis';

export interface ModerationEntry {
  /** Who acted; null for the system (a crisis hold made by the screen). */
  actorId: string | null;
  action: ModerationAction;
  circleId?: string | null;
  postId?: string | null;
  targetUserId?: string | null;
  reportId?: string | null;
}

/** Writes one entry; pass the transaction when the action is part of one. */
export async function logModeration(db: Db, entry: ModerationEntry): Promise<void> {
  await db.insert(moderationLog).values({
    actorId: entry.actorId,
    action: entry.action,
    circleId: entry.circleId ?? null,
    postId: entry.postId ?? null,
    targetUserId: entry.targetUserId ?? null,
    reportId: entry.reportId ?? null,
  });
}
