/**
 * Live events (decision 035): every change a live conversation's readers must see is a row of
 * `live_events`, whose id is the Server-Sent Events id, announced on the live bus once it is
 * committed.
 *
 * Order: within one topic, events become visible in the order of their ids. Each insert takes a
 * transaction-scoped advisory lock on its topic before drawing its id, so an event with a smaller
 * id of the same topic has always committed (or rolled back) before a larger one is drawn. A
 * stream that has read up to id N can therefore never later find a row of its topic below N.
 *
 * After commit: a change made inside a transaction passes `afterCommit(deps.live)` and publishes
 * the batch once the transaction has committed; readers told earlier would look for a row they
 * cannot see yet. Outside a transaction, pass the bus: the event is written in its own
 * transaction and published as soon as that has committed.
 */
import { and, asc, eq, gt, min, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema';
import { errorFields, log } from '../lib/logger';
import type { LiveBus, LivePublisher } from './bus';

export type LiveEventKind = 'post' | 'post-removed' | 'members' | 'message' | 'message-removed' | 'ended';

export interface LiveEventInput {
  topic: string;
  kind: LiveEventKind;
  subjectId?: string | null;
}

export interface LiveEventRow {
  id: number;
  topic: string;
  kind: string;
  subjectId: string | null;
  createdAt: Date;
}

/** The topic of a support circle's conversation. */
export const circleTopic = (circleId: string) => `circle:${circleId}`;

/** The topic of a peer connection's private conversation (decision 036). */
export const peerTopic = (connectionId: string) => `peer:${connectionId}`;

/** Events recorded inside a transaction, published once it has committed (`publish()` after it). */
export class LiveBatch implements LivePublisher {
  private readonly pending: Array<[string, number]> = [];
  constructor(private readonly bus: LiveBus) {}

  publish(topic: string, eventId: number): Promise<void> {
    this.pending.push([topic, eventId]);
    return Promise.resolve();
  }

  /** Publishes what was recorded; call after the transaction has committed. */
  async flush(): Promise<void> {
    const items = this.pending.splice(0);
    for (const [topic, id] of items) await publishQuietly(this.bus, topic, id);
  }
}

/** A batch for the events of one transaction. */
export function afterCommit(bus: LiveBus): LiveBatch {
  return new LiveBatch(bus);
}

/**
 * Inserts one live event and announces it after commit (see the file comment for `live`).
 * Returns its id.
 */
export async function recordLiveEvent(db: Db, live: LivePublisher, event: LiveEventInput): Promise<number> {
  if (db instanceof PgTransaction && !(live instanceof LiveBatch)) {
    throw new Error('recordLiveEvent inside a transaction needs afterCommit(bus), published after the commit');
  }
  // A savepoint inside the caller's transaction, or a transaction of its own: the topic's lock is
  // held until the outermost one ends, so ids of one topic commit in order.
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${event.topic}))`);
    const [row] = await tx
      .insert(liveEvents)
      .values({ topic: event.topic, kind: event.kind, subjectId: event.subjectId ?? null })
      .returning({ id: liveEvents.id });
    return row!.id;
  });
  if (live instanceof LiveBatch) await live.publish(event.topic, id);
  else await publishQuietly(live, event.topic, id);
  return id;
}

/**
 * A publish that fails (the database just went away) is logged, not thrown: the change itself is
 * stored, and readers find the event in the table at the next event or when their bus catches up.
 */
async function publishQuietly(live: LivePublisher, topic: string, id: number): Promise<void> {
  try {
    await live.publish(topic, id);
  } catch (err) {
    log.warn('live.publish_failed', { eventId: id, ...errorFields(err) });
  }
}

/** The topic's events after `afterId`, oldest first, at most `limit`. */
export async function liveEventsAfter(db: Db, topic: string, afterId: number, limit: number): Promise<LiveEventRow[]> {
  return db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.topic, topic), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The newest event id of a topic (0 when it has none): where a page read now leaves off. */
export async function latestLiveEventId(db: Db, topic: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<string | null>`max(${liveEvents.id})` })
    .from(liveEvents)
    .where(eq(liveEvents.topic, topic));
  return row?.id == null ? 0 : Number(row.id);
}

/** The oldest event id still kept (older ones are pruned), or null when none is. */
export async function oldestLiveEventId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: min(liveEvents.id) }).from(liveEvents);
  return row?.id == null ? null : Number(row.id);
}
