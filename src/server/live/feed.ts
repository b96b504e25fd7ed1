/**
 * The fan-out of live conversations on one instance (decisions 035 and 036), shared by support
 * circles and peer conversations. One feed per topic with open streams: it subscribes to the live
 * bus once, and for each batch of new events asks the feature to read what the rows name ONCE,
 * then shapes each row for each *variant* of reader (encoded once per variant, not per reader) and
 * writes it. A new stream first receives the rows after its Last-Event-ID (the replay), inside the
 * feed's queue, so nothing is sent twice or out of order. One heartbeat timer for every stream of
 * a kind writes a comment every 25 s. Nothing per stream runs on a timer or queries on each event.
 *
 * A feature supplies a `FeedSource`: the topic of a key, how to load a batch of rows, what of a
 * reader decides how a row looks to them, how to shape a row for a reader, and whether a batch
 * ends a reader's stream (or changes them).
 */
import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppDeps } from '../app-env';
import { Errors } from '../lib/errors';
import { errorFields, log } from '../lib/logger';
import { CATCH_UP } from './bus';
import { latestLiveEventId, liveEventsAfter, oldestLiveEventId, type LiveEventRow } from './events';

export const HEARTBEAT_MS = 25_000;
/** Marks an event shaped to nothing for a variant of reader. */
const EMPTY = new Uint8Array(0);
/** Event rows read per query while catching up. */
const BATCH = 500;

/**
 * One Server-Sent Event, encoded: `id:` (when it has one), `event:` its kind, `data:` its JSON. An
 * event most readers see alike is encoded once and the same bytes are written to every stream.
 */
export function sseFrame(id: number | null, event: { kind: string }): Uint8Array {
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
  /** Ends the stream (the reader may no longer read the conversation). */
  end(): void;
}

/** What a feature tells the feed about its conversations. `R`: a reader; `L`: a loaded batch; `E`: an event. */
export interface FeedSource<R, L, E extends { kind: string }> {
  /** Names the feature in logs (`<name>.stream_failed`). */
  name: string;
  /** The live-events topic of a conversation. */
  topic(key: string): string;
  /** Reads what a batch of rows names, once for every reader of the batch. */
  load(key: string, rows: LiveEventRow[]): Promise<L>;
  /**
   * The reader after this batch: the same one, a changed one (a new role), or null when their
   * stream ends (removed, the conversation is gone). Called before the batch is sent to them.
   */
  review?(loaded: L, reader: R): R | null;
  /**
   * What, of the reader, decides how `row` looks to them (null: they do not see it). Two readers
   * with the same variant get the same event from `shape`.
   */
  variant(row: LiveEventRow, loaded: L, reader: R): string | null;
  shape(row: LiveEventRow, loaded: L, reader: R): E | null;
  /** Whether, once `row` has been sent (or skipped), the reader's stream ends (the conversation ended). */
  ends?(row: LiveEventRow, loaded: L, reader: R): boolean;
  /** Called once a stream has caught up (`cursor`: the newest event sent to it) and when it closes. */
  seen?(key: string, reader: R, cursor: number): Promise<void>;
}

interface Subscriber<R> {
  reader: R;
  sink: StreamSink;
  /** The newest event id sent to (or skipped for) this reader. */
  cursor: number;
  /** Closed (the client went away, or the reader may no longer read the conversation). */
  ended: boolean;
}

class Feed<R, L, E extends { kind: string }> {
  readonly subscribers = new Set<Subscriber<R>>();
  /** Streams opened on this feed and not yet closed (joining ones included). */
  refs = 0;
  private cursor = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;
  private pending = false;
  private readonly topic: string;

  constructor(
    private readonly deps: AppDeps,
    private readonly source: FeedSource<R, L, E>,
    readonly key: string,
    private readonly onEmpty: (feed: Feed<R, L, E>) => void,
  ) {
    this.topic = source.topic(key);
    // Where the feed starts: anything newer is read by `drain`; older rows are each stream's replay.
    void this.run(async () => {
      this.cursor = await latestLiveEventId(this.deps.database.db, this.topic);
    });
    this.unsubscribe = deps.live.subscribe(this.topic, (id) => this.notified(id));
  }

  private run(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      log.error(`${this.source.name}.stream_failed`, { key: this.key, ...errorFields(err) });
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
    for (;;) {
      const rows = await liveEventsAfter(this.deps.database.db, this.topic, this.cursor, BATCH);
      if (rows.length === 0) return;
      await this.deliver(rows, [...this.subscribers]);
      this.cursor = rows[rows.length - 1]!.id;
      if (rows.length < BATCH) return;
    }
  }

  /** Adds a stream: the rows after `after` first (the replay), then it follows the feed. */
  add(sub: Subscriber<R>, after: number | null): Promise<void> {
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
            const rows = (await liveEventsAfter(db, this.topic, from, BATCH)).filter((r) => r.id <= this.cursor);
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
  remove(sub: Subscriber<R>) {
    if (sub.ended) return;
    sub.ended = true;
    this.subscribers.delete(sub);
    this.refs -= 1;
    if (this.refs === 0) {
      this.unsubscribe();
      this.onEmpty(this);
    }
  }

  private async deliver(rows: LiveEventRow[], subs: Subscriber<R>[]): Promise<void> {
    const live = subs.filter((s) => !s.ended && rows[rows.length - 1]!.id > s.cursor);
    if (live.length === 0) return;
    const loaded = await this.source.load(this.key, rows);
    const frames = new Map<string, Uint8Array>();
    for (const s of live) {
      if (this.source.review) {
        const next = this.source.review(loaded, s.reader);
        if (next === null) {
          s.sink.end();
          this.remove(s);
          continue;
        }
        s.reader = next;
      }
    }
    // Readers of one event differ only in a few ways (is it theirs, may they remove it): each
    // way is shaped and encoded once per event, not once per reader.
    for (const s of live) {
      if (s.ended) continue;
      for (const row of rows) {
        if (row.id <= s.cursor) continue;
        const variant = this.source.variant(row, loaded, s.reader);
        if (variant !== null) {
          const key = `${row.id}:${variant}`;
          let frame = frames.get(key);
          if (!frame) {
            const event = this.source.shape(row, loaded, s.reader);
            frame = event ? sseFrame(row.id, event) : EMPTY;
            frames.set(key, frame);
          }
          if (frame !== EMPTY) s.sink.send(frame);
        }
        s.cursor = row.id;
        if (this.source.ends?.(row, loaded, s.reader)) {
          s.sink.end();
          this.remove(s);
          break;
        }
      }
    }
  }
}

export interface LiveStreams<R> {
  /** Opens a stream for `reader`; returns what closes it (the client went away). */
  open(key: string, reader: R, after: number | null, sink: StreamSink): Promise<() => void>;
  /** Open streams on this instance (tests: none left behind). */
  count(): number;
  /** Ends every open stream (shutdown). */
  close(): void;
}

/** The open streams of one kind of conversation on this instance. */
export function createLiveStreams<R, L, E extends { kind: string }>(
  deps: AppDeps,
  source: FeedSource<R, L, E>,
  heartbeatMs = HEARTBEAT_MS,
): LiveStreams<R> {
  const feeds = new Map<string, Feed<R, L, E>>();
  let heartbeat: NodeJS.Timeout | null = null;
  const count = () => [...feeds.values()].reduce((n, f) => n + f.subscribers.size, 0);

  const stopHeartbeatIfIdle = () => {
    if (heartbeat && feeds.size === 0) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };
  const onEmpty = (feed: Feed<R, L, E>) => {
    if (feeds.get(feed.key) === feed) feeds.delete(feed.key);
    stopHeartbeatIfIdle();
  };
  const seen = (key: string, sub: Subscriber<R>) => {
    if (source.seen) void source.seen(key, sub.reader, sub.cursor).catch(() => undefined);
  };

  return {
    async open(key, reader, after, sink) {
      let feed = feeds.get(key);
      if (!feed) feeds.set(key, (feed = new Feed(deps, source, key, onEmpty)));
      const f = feed;
      const sub: Subscriber<R> = { reader, sink, cursor: 0, ended: false };
      f.refs += 1;
      await f.add(sub, after);
      heartbeat ??= setInterval(() => {
        for (const fd of feeds.values()) for (const s of fd.subscribers) s.sink.ping();
      }, heartbeatMs);
      heartbeat.unref();
      seen(key, sub);
      return () => {
        if (sub.ended) return;
        f.remove(sub);
        seen(key, sub);
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

/**
 * Events written to a stream and not yet taken by its client: past this, the client is not
 * reading (a stalled connection) and the stream ends rather than hold them all in memory; a
 * client that comes back resumes from its Last-Event-ID.
 */
export const MAX_PENDING_WRITES = 256;

/** A Last-Event-ID or `after`: a non-negative integer; anything else is a bad request. */
const eventIdSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Where a stream resumes: the Last-Event-ID header, else `?after=`; null: from now. Bad input: 400. */
export function resumeAfter(c: Context): number | null {
  const raw = c.req.header('last-event-id') ?? c.req.query('after');
  if (raw === undefined || raw === '') return null;
  const parsed = eventIdSchema.safeParse(raw);
  if (!parsed.success) throw Errors.validation('That is not a position in this conversation.', 'after');
  return parsed.data;
}

/**
 * Bytes written to a stream under Node's server and not yet taken by the socket: past this, the
 * client is not reading, and the stream ends (as MAX_PENDING_WRITES elsewhere).
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;

const SSE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * Answers the request with an event stream of `key` for `reader`, until the client goes away,
 * stops reading (MAX_BUFFERED_BYTES / MAX_PENDING_WRITES), or the feed ends it.
 *
 * Under Node's server the frames are written straight to its response: a stream then costs its
 * socket and a few closures. A Web stream pair per connection (Hono's `streamSSE`, piped by the
 * adapter) held several times that, which 1,000 open streams made plain (issue 17's RSS goal).
 * Anywhere else (`app.request` in tests, another runtime) it answers through `streamSSE`.
 */
export function serveStream<R>(
  c: Context,
  streams: LiveStreams<R>,
  key: string,
  reader: R,
  after: number | null,
): Response | Promise<Response> {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse && !outgoing.headersSent)
    return serveOnNode(c, outgoing, streams, key, reader, after);
  return streamSSE(c, async (stream) => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    stream.onAbort(() => finish());
    let pending = 0;
    const track = (write: Promise<unknown>) => {
      pending += 1;
      void write.finally(() => (pending -= 1));
      if (pending > MAX_PENDING_WRITES) finish();
    };
    const sink: StreamSink = {
      send: (frame) => track(stream.write(frame)),
      ping: () => track(stream.write(': ping\n\n')),
      end: () => finish(),
    };
    await stream.write(': open\n\n');
    const close = await streams.open(key, reader, after, sink);
    await finished;
    close();
  });
}

async function serveOnNode<R>(
  c: Context,
  res: ServerResponse,
  streams: LiveStreams<R>,
  key: string,
  reader: R,
  after: number | null,
): Promise<Response> {
  // Headers the middleware set on the context (the security headers are already on `res`).
  for (const [name, value] of c.res.headers)
    if (name !== 'content-length' && name !== 'content-type') res.setHeader(name, value);
  for (const [name, value] of Object.entries(SSE_HEADERS)) res.setHeader(name, value);
  res.writeHead(200);
  res.write(': open\n\n');
  let close: (() => void) | null = null;
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    close?.();
    close = null;
    if (!res.writableEnded) res.end();
  };
  const write = (frame: Uint8Array | string) => {
    if (ended || res.destroyed) return finish();
    res.write(frame);
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      // A client that stopped reading: its bytes are dropped with the connection.
      ended = true;
      close?.();
      close = null;
      res.destroy();
    }
  };
  res.once('close', finish);
  const sink: StreamSink = { send: write, ping: () => write(': ping\n\n'), end: finish };
  try {
    const opened = await streams.open(key, reader, after, sink);
    if (ended) opened();
    else close = opened;
  } catch (err) {
    // The 200 is already sent: the client sees the stream end and reconnects from its last event.
    log.error('live.stream_open_failed', errorFields(err));
    finish();
  }
  // Told to Hono's Node adapter: the response is already being written.
  return new Response(null, { headers: { 'x-hono-already-sent': '1' } });
}
