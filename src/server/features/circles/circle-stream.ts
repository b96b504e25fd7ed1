/**
 * The fan-out of circle streams on one instance (decision 035). One feed per circle with open
 * streams: it subscribes to the live bus once, and for each batch of new events reads the event
 * rows, the posts they name and their authors' names ONCE, then shapes each post for each reader
 * (held posts only to their author, blocks, removed words) and writes it. A new stream first
 * receives the rows after its Last-Event-ID (the replay), inside the feed's queue, so nothing is
 * sent twice or out of order. One heartbeat timer for every stream of the instance writes a
 * comment every 25 s. Nothing per stream runs on a timer or queries on each event.
 */
import type { CircleStreamEvent } from '@shared/schemas/circles';
import type { AppDeps } from '../../app-env';
import { errorFields, log } from '../../lib/logger';
import { CATCH_UP } from '../../live/bus';
import {
  circleTopic,
  latestLiveEventId,
  liveEventsAfter,
  oldestLiveEventId,
  type LiveEventRow,
} from '../../live/events';
import { blocksAmong } from '../blocks/blocks.service';
import { profilesVisibleTo } from '../profiles/profile-visibility';
import { mayRead, shapePost, type CircleReader } from './circle-posts';
import * as q from './circles.queries';

export const HEARTBEAT_MS = 25_000;
/** Marks an event shaped to nothing for a variant of reader. */
const EMPTY = new Uint8Array(0);
/** Event rows read per query while catching up. */
const BATCH = 500;
/** A viewer id no author has: names as any co-member sees them. */
const CO_MEMBER = '00000000-0000-0000-0000-000000000000';

/**
 * One Server-Sent Event, encoded: `id:` (when it has one), `event:` its kind, `data:` its JSON. An
 * event most readers see alike is encoded once and the same bytes are written to every stream.
 */
export function sseFrame(id: number | null, event: CircleStreamEvent): Uint8Array {
  return encoder.encode(`${id === null ? '' : `id: ${id}\n`}event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
}
const encoder = new TextEncoder();

export interface StreamSink {
  /**
   * Writes one encoded event (`sseFrame`; never awaited by the feed: each stream's writes are
   * queued in order). The bytes may be shared with other streams and must not be changed.
   */
  send(frame: Uint8Array): void;
  ping(): void;
  /** Ends the stream (the reader may no longer read the circle). */
  end(): void;
}

interface Subscriber {
  reader: CircleReader;
  sink: StreamSink;
  /** The newest event id sent to (or skipped for) this reader. */
  cursor: number;
  /** Closed (the client went away, or the reader may no longer read the circle). */
  ended: boolean;
}

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

class Feed {
  readonly subscribers = new Set<Subscriber>();
  /** Streams opened on this feed and not yet closed (joining ones included). */
  refs = 0;
  private cursor = 0;
  private queue: Promise<void>;
  private unsubscribe: () => void = () => undefined;
  private pending = false;

  constructor(
    private readonly deps: AppDeps,
    readonly circleId: string,
    private readonly onEmpty: (feed: Feed) => void,
  ) {
    const topic = circleTopic(circleId);
    this.queue = Promise.resolve();
    // Where the feed starts: anything newer is read by `drain`; older rows are each stream's replay.
    void this.run(async () => {
      this.cursor = await latestLiveEventId(this.deps.database.db, topic);
    });
    this.unsubscribe = deps.live.subscribe(topic, (id) => this.notified(id));
  }

  private run(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      log.error('circle.stream_failed', { circleId: this.circleId, ...errorFields(err) });
    });
    return this.queue;
  }

  private notified(id: number) {
    if (id !== CATCH_UP && id <= this.cursor) return;
    // Many notifications while one drain runs need one more drain, not one each.
    if (this.pending) return;
    this.pending = true;
    void this.run(async () => {
      this.pending = false;
      await this.drain();
    });
  }

  /** Sends every event after the feed's cursor to every subscriber. */
  private async drain(): Promise<void> {
    const topic = circleTopic(this.circleId);
    for (;;) {
      const rows = await liveEventsAfter(this.deps.database.db, topic, this.cursor, BATCH);
      if (rows.length === 0) return;
      await this.deliver(rows, [...this.subscribers]);
      this.cursor = rows[rows.length - 1]!.id;
      if (rows.length < BATCH) return;
    }
  }

  /** Adds a stream: the rows after `after` first (the replay), then it follows the feed. */
  add(sub: Subscriber, after: number | null): Promise<void> {
    return this.run(async () => {
      const db = this.deps.database.db;
      if (after !== null && after < this.cursor) {
        const oldest = await oldestLiveEventId(db);
        if (oldest !== null && after < oldest - 1) {
          // Rows it would need are pruned: it reads the page again, and follows from here.
          sub.sink.send(sseFrame(null, { kind: 'reload' }));
        } else {
          let from = after;
          for (;;) {
            const rows = (await liveEventsAfter(db, circleTopic(this.circleId), from, BATCH)).filter(
              (r) => r.id <= this.cursor,
            );
            if (rows.length === 0) break;
            sub.cursor = from;
            await this.deliver(rows, [sub]);
            from = rows[rows.length - 1]!.id;
            if (from >= this.cursor) break;
          }
        }
      }
      sub.cursor = this.cursor;
      if (!sub.ended) this.subscribers.add(sub);
    });
  }

  /** Closes one stream (once); the last one closes the feed. */
  remove(sub: Subscriber) {
    if (sub.ended) return;
    sub.ended = true;
    this.subscribers.delete(sub);
    this.refs -= 1;
    if (this.refs === 0) {
      this.unsubscribe();
      this.onEmpty(this);
    }
  }

  private async load(rows: LiveEventRow[]): Promise<Loaded> {
    const db = this.deps.database.db;
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
      const circle = await q.circleWithMember(db, this.circleId, CO_MEMBER);
      if (!circle) members = null;
      else {
        const all = await q.membersOf(db, this.circleId);
        const active = all.filter((m) => m.status === 'active');
        members = {
          active: new Set(active.map((m) => m.userId)),
          adminId: active.find((m) => m.role === 'admin')?.userId ?? null,
        };
      }
    }
    return { posts, names, blocked, members };
  }

  private async deliver(rows: LiveEventRow[], subs: Subscriber[]): Promise<void> {
    const live = subs.filter((s) => rows[rows.length - 1]!.id > s.cursor);
    if (live.length === 0) return;
    const loaded = await this.load(rows);
    if (loaded.members !== undefined) {
      for (const s of live) {
        if (!loaded.members || !loaded.members.active.has(s.reader.userId)) {
          // Removed, left, or the circle is gone: this stream ends.
          s.sink.end();
          this.remove(s);
        } else {
          s.reader = { ...s.reader, isCircleAdmin: loaded.members.adminId === s.reader.userId };
        }
      }
    }
    // Readers of one event differ only in a few ways (is it theirs, may they remove it): each
    // way is shaped and encoded once per event, not once per reader.
    const frames = new Map<string, Uint8Array>();
    for (const s of live) {
      if (s.ended) continue;
      for (const row of rows) {
        if (row.id <= s.cursor) continue;
        const variant = this.variant(row, loaded, s.reader);
        if (variant !== null) {
          const key = `${row.id}:${variant}`;
          let frame = frames.get(key);
          if (!frame) {
            const event = this.shape(row, loaded, s.reader);
            frame = event ? sseFrame(row.id, event) : EMPTY;
            frames.set(key, frame);
          }
          if (frame !== EMPTY) s.sink.send(frame);
        }
        s.cursor = row.id;
      }
    }
  }

  /**
   * What, of the reader, decides how `row` looks to them (null: they do not see it). Two readers
   * with the same variant get the same event from `shape`.
   */
  private variant(row: LiveEventRow, loaded: Loaded, reader: CircleReader): string | null {
    if (row.kind !== 'post' || !row.subjectId) return '';
    const post = loaded.posts.get(row.subjectId);
    if (!post || !mayRead(post, reader) || loaded.blocked(reader.userId, post.authorId)) return null;
    const own = post.authorId === reader.userId;
    return `${own ? 'a' : 'o'}${own || reader.isCircleAdmin || reader.isSiteAdmin ? 'r' : '-'}`;
  }

  private shape(row: LiveEventRow, loaded: Loaded, reader: CircleReader): CircleStreamEvent | null {
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
  }
}

export interface CircleStreams {
  /** Opens a stream for `reader`; returns what closes it (the client went away). */
  open(circleId: string, reader: CircleReader, after: number | null, sink: StreamSink): Promise<() => void>;
  /** Open streams on this instance (tests: none left behind). */
  count(): number;
  close(): void;
}

export function createCircleStreams(deps: AppDeps, heartbeatMs = HEARTBEAT_MS): CircleStreams {
  const feeds = new Map<string, Feed>();
  let heartbeat: NodeJS.Timeout | null = null;
  const count = () => [...feeds.values()].reduce((n, f) => n + f.subscribers.size, 0);

  const stopHeartbeatIfIdle = () => {
    if (heartbeat && feeds.size === 0) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };
  const onEmpty = (feed: Feed) => {
    if (feeds.get(feed.circleId) === feed) feeds.delete(feed.circleId);
    stopHeartbeatIfIdle();
  };

  return {
    async open(circleId, reader, after, sink) {
      let feed = feeds.get(circleId);
      if (!feed) feeds.set(circleId, (feed = new Feed(deps, circleId, onEmpty)));
      const f = feed;
      // Blocks are read with each batch of events (so a block or unblock made while the stream is
      // open applies at once), not from the set the reader had when it opened.
      const sub: Subscriber = { reader: { ...reader, hidden: new Set() }, sink, cursor: 0, ended: false };
      f.refs += 1;
      await f.add(sub, after);
      heartbeat ??= setInterval(() => {
        for (const fd of feeds.values()) for (const s of fd.subscribers) s.sink.ping();
      }, heartbeatMs);
      heartbeat.unref();
      void q.markSeen(deps.database.db, circleId, reader.userId, sub.cursor).catch(() => undefined);
      return () => {
        if (sub.ended) return;
        f.remove(sub);
        void q.markSeen(deps.database.db, circleId, reader.userId, sub.cursor).catch(() => undefined);
      };
    },
    count,
    close() {
      for (const feed of [...feeds.values()]) {
        for (const s of [...feed.subscribers]) {
          s.sink.end();
          feed.remove(s);
        }
      }
      stopHeartbeatIfIdle();
    },
  };
}
