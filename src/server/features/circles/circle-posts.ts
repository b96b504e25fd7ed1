/**
 * A circle post as one reader may see it (decision 035), shared by the page read and the stream:
 * held posts only to their author (and posts held for approval to the circle admin), never the
 * posts of someone on either side of a block, and a removed post without its words.
 */
import type { CirclePost } from '@shared/schemas/circles';
import type { PostRow } from './circles.queries';

export interface CircleReader {
  userId: string;
  isCircleAdmin: boolean;
  isSiteAdmin: boolean;
  /** Both sides of the reader's blocks. */
  hidden: ReadonlySet<string>;
}

export function mayRead(post: PostRow, reader: CircleReader): boolean {
  if (reader.hidden.has(post.authorId)) return false;
  if (post.status !== 'held') return true;
  return post.authorId === reader.userId || (reader.isCircleAdmin && post.holdReason === 'approval');
}

/** `authorName`: the author's name as this reader may see it (null: Anonymous member). */
export function shapePost(post: PostRow, authorName: string | null, reader: CircleReader): CirclePost {
  const removed = post.status === 'removed';
  return {
    id: post.id,
    circleId: post.circleId,
    parentId: post.parentId,
    author: { id: post.authorId, name: authorName },
    body: removed ? '' : post.body,
    status: post.status,
    holdReason: post.status === 'held' ? post.holdReason : null,
    pinned: post.pinnedAt !== null && post.status === 'visible',
    createdAt: post.createdAt.toISOString(),
    canRemove: !removed && (post.authorId === reader.userId || reader.isCircleAdmin || reader.isSiteAdmin),
  };
}
