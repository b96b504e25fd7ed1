/**
 * The live bus over PostgreSQL LISTEN/NOTIFY (decision 035), for many instances on one database.
 *
 * Each instance keeps ONE dedicated connection that runs `LISTEN live`, whatever the number of its
 * streams; publishing is `pg_notify('live', '<topic> <id>')` through the ordinary pool, which
 * PostgreSQL delivers to every listening connection once the notifying statement has committed.
 * The connection opens with the first subscription and then tells every subscriber to catch up,
 * which covers what was committed while it was opening. When the listening connection is lost, it is opened again with back-off and every subscriber is
 * told to catch up from the live_events table (CATCH_UP), so a notification sent while it was down
 * loses nothing.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { errorFields, log } from '../lib/logger';
import { CATCH_UP, TopicListeners, type LiveBus } from './bus';

export const LIVE_CHANNEL = 'live';

export interface PgLiveBus extends LiveBus {
  /** Resolves once the listening connection is up after the first subscription (tests). */
  ready(): Promise<void>;
  /** Open subscriptions (tests: no stream leaves one behind). */
  subscriptionCount(): number;
  /** Whether the listening connection is up now. */
  connected(): boolean;
}

export interface PgBusOptions {
  /** The database's URL: the listening connection is opened to it. */
  url: string;
  /** The pool the notifications are sent through. */
  db: Db;
  /** First and longest wait before opening a lost connection again. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

export function createPgBus(options: PgBusOptions): PgLiveBus {
  const listeners = new TopicListeners();
  const minBackoff = options.minBackoffMs ?? 100;
  const maxBackoff = options.maxBackoffMs ?? 5_000;
  let client: pg.Client | null = null;
  let closed = false;
  let backoff = minBackoff;
  let retry: NodeJS.Timeout | null = null;
  let hasConnectedBefore = false;
  let up = false;
  let readyResolve: () => void = () => undefined;
  let readyPromise = new Promise<void>((r) => (readyResolve = r));

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
    const space = msg.payload.lastIndexOf(' ');
    if (space <= 0) return;
    const id = Number(msg.payload.slice(space + 1));
    if (!Number.isSafeInteger(id) || id <= 0) return;
    listeners.emit(msg.payload.slice(0, space), id);
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const wait = backoff;
    backoff = Math.min(backoff * 2, maxBackoff);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, wait);
    retry.unref();
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    up = false;
    if (closed) return;
    readyPromise = new Promise<void>((r) => (readyResolve = r));
    log.warn('live.bus_disconnected', {});
    c.removeAllListeners('notification');
    void c.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: options.url, keepAlive: true });
    // A lost connection must not crash the process: it is opened again.
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', onNotification);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      log.warn('live.bus_connect_failed', errorFields(err));
      if (client === c) lost(c);
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    backoff = minBackoff;
    up = true;
    readyResolve();
    if (hasConnectedBefore) log.info('live.bus_reconnected', {});
    hasConnectedBefore = true;
    // Whatever was notified while no connection listened is in the table: every stream reads it.
    listeners.emitAll(CATCH_UP);
  }

  let started = false;

  return {
    async publish(topic, eventId) {
      if (closed) return;
      await options.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`${topic} ${eventId}`})`);
    },
    subscribe(topic, listener) {
      if (closed) return () => undefined;
      const unsubscribe = listeners.add(topic, listener);
      // The listening connection opens with the first subscriber: a CLI or an instance nobody
      // streams from holds none.
      if (!started) {
        started = true;
        void connect();
      }
      return unsubscribe;
    },
    ready: () => readyPromise,
    connected: () => up,
    subscriptionCount: () => listeners.count(),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      listeners.clear();
      const c = client;
      client = null;
      up = false;
      readyResolve();
      if (c) {
        c.removeAllListeners('notification');
        await c.end().catch(() => undefined);
      }
    },
  };
}
