/**
 * Circle streams (decision 035) on the shared live feed (src/server/live/feed.ts): for each batch
 * of new events the feed reads the posts they name and their authors' names ONCE, and each post is
 * shaped per kind of reader (held posts only to their author, blocks, removed words). A `members`
 * event ends the streams of people who are no longer active members (or of a circle that is gone)
 * and updates who is the circle admin.
 */
import type { CircleStreamEvent } from '@shared/schemas/circles';
import type { AppDeps } from '../../app-env';
import { circleTopic, type LiveEventRow } from '../../live/events';
import { createLiveStreams, HEARTBEAT_MS, type FeedSource, type LiveStreams } from '../../live/feed';
import { blocksAmong } from '../blocks/blocks.service';
import { profilesVisibleTo } from '../profiles/profile-visibility';
import { mayRead, shapePost, type CircleReader } from './circle-posts';
import * as q from './circles.queries';

export { HEARTBEAT_MS, sseFrame, type StreamSink } from '../../live/feed';

/** A viewer id no author has: names as any co-member sees them. */
const CO_MEMBER = '00000000-0000-0000-0000-000000000000';

/** What a batch of events turns into, read once for all readers. */
interface Loaded {
  posts: Map<string, q.PostRow>;
  /** Author id → name as co-members see it (null: Anonymous member), and as the author sees it. */
  names: Map<string, { others: string | null; self: string | null }>;
  /** Whether two people are on either side of a block (read when the events are, not when the stream opened). */
  blocked: (a: string, b: string) => boolean;
  /** After a `members` event: the active members and the admin (null: the circle is gone). */
  members: { active: Set<string>; adminId: string | null } | null | undefined;
}

function circleSource(deps: AppDeps): FeedSource<CircleReader, Loaded, CircleStreamEvent> {
  return {
    name: 'circle',
    topic: circleTopic,
    async load(circleId: string, rows: LiveEventRow[]): Promise<Loaded> {
      const db = deps.database.db;
      const postIds = [...new Set(rows.filter((r) => r.kind === 'post' && r.subjectId).map((r) => r.subjectId!))];
      const posts = new Map((await q.postsByIds(db, postIds)).map((p) => [p.id, p]));
      const authors = [...new Set([...posts.values()].map((p) => p.authorId))];
      const names = new Map<string, { others: string | null; self: string | null }>();
      if (authors.length) {
        const others = await profilesVisibleTo(db, CO_MEMBER, authors, new Set(authors));
        for (const a of authors) {
          const seen = others.get(a)?.displayName ?? null;
          // A private profile's owner still sees their own name.
          const self = seen ?? (await profilesVisibleTo(db, a, [a])).get(a)?.displayName ?? null;
          names.set(a, { others: seen, self });
        }
      }
      const blocked = await blocksAmong(db, authors);
      let members: Loaded['members'];
      if (rows.some((r) => r.kind === 'members')) {
        const circle = await q.circleWithMember(db, circleId, CO_MEMBER);
        if (!circle) members = null;
        else {
          const all = await q.membersOf(db, circleId);
          const active = all.filter((m) => m.status === 'active');
          members = {
            active: new Set(active.map((m) => m.userId)),
            adminId: active.find((m) => m.role === 'admin')?.userId ?? null,
          };
        }
      }
      return { posts, names, blocked, members };
    },
    review(loaded, reader) {
      if (loaded.members === undefined) return reader;
      // Removed, left, or the circle is gone: this stream ends.
      if (!loaded.members || !loaded.members.active.has(reader.userId)) return null;
      return { ...reader, isCircleAdmin: loaded.members.adminId === reader.userId };
    },
    variant(row, loaded, reader) {
      if (row.kind !== 'post' || !row.subjectId) return '';
      const post = loaded.posts.get(row.subjectId);
      if (!post || !mayRead(post, reader) || loaded.blocked(reader.userId, post.authorId)) return null;
      const own = post.authorId === reader.userId;
      return `${own ? 'a' : 'o'}${own || reader.isCircleAdmin || reader.isSiteAdmin ? 'r' : '-'}`;
    },
    shape(row, loaded, reader) {
      if (row.kind === 'members') return { kind: 'members' };
      if (row.kind === 'post-removed' && row.subjectId) {
        return { kind: 'post-removed', postId: row.subjectId };
      }
      if (row.kind === 'post' && row.subjectId) {
        const post = loaded.posts.get(row.subjectId);
        if (!post || !mayRead(post, reader) || loaded.blocked(reader.userId, post.authorId)) return null;
        const names = loaded.names.get(post.authorId);
        const name = post.authorId === reader.userId ? (names?.self ?? null) : (names?.others ?? null);
        if (post.status === 'removed') return { kind: 'post-removed', postId: post.id };
        return { kind: 'post', post: shapePost(post, name, reader) };
      }
      return null;
    },
    seen: (circleId, reader, cursor) => q.markSeen(deps.database.db, circleId, reader.userId, cursor),
  };
}

export type CircleStreams = LiveStreams<CircleReader>;

export function createCircleStreams(deps: AppDeps, heartbeatMs = HEARTBEAT_MS): CircleStreams {
  const streams = createLiveStreams(deps, circleSource(deps), heartbeatMs);
  return {
    ...streams,
    // Blocks are read with each batch of events (so a block or unblock made while the stream is
    // open applies at once), not from the set the reader had when it opened.
    open: (circleId, reader, after, sink) => streams.open(circleId, { ...reader, hidden: new Set() }, after, sink),
  };
}
