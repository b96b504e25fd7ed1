/**
 * The live bus and live events. The in-process bus always; the PostgreSQL bus (real LISTEN/NOTIFY,
 * a lost listening connection and its catch-up) in the PostgreSQL pass, where TEST_DATABASE_URL is
 * set: on PGlite the same events test runs on the in-process bus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-db';
import { CATCH_UP, type LiveBus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createPgBus, type PgLiveBus } from './pg-bus';
import { createLiveBus } from '.';
import { afterCommit, latestLiveEventId, liveEventsAfter, recordLiveEvent } from './events';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Resolves with the first `n` ids a listener receives, or rejects after `ms`. */
function nextIds(bus: LiveBus, topic: string, n: number, ms = 3000): { ids: Promise<number[]>; stop: () => void } {
  const got: number[] = [];
  let stop: () => void = () => undefined;
  const ids = new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out with ${JSON.stringify(got)}`)), ms);
    stop = bus.subscribe(topic, (id) => {
      got.push(id);
      if (got.length >= n) {
        clearTimeout(timer);
        resolve(got.slice(0, n));
      }
    });
  });
  return { ids, stop: () => stop() };
}

describe('in-process bus', () => {
  it('delivers to the topic’s subscribers only, after publish returns control, until unsubscribed', async () => {
    const bus = createMemoryBus();
    const a: number[] = [];
    const b: number[] = [];
    const offA = bus.subscribe('circle:a', (id) => a.push(id));
    bus.subscribe('circle:b', (id) => b.push(id));
    const published = bus.publish('circle:a', 7);
    expect(a).toEqual([]); // never inline
    await published;
    await bus.publish('circle:b', 8);
    expect(a).toEqual([7]);
    expect(b).toEqual([8]);
    expect(bus.subscriptionCount()).toBe(2);
    offA();
    offA(); // twice is harmless
    await bus.publish('circle:a', 9);
    expect(a).toEqual([7]);
    expect(bus.subscriptionCount()).toBe(1);
    // One listener that throws does not stop the others.
    bus.subscribe('circle:b', () => {
      throw new Error('boom');
    });
    await bus.publish('circle:b', 10);
    expect(b).toEqual([8, 10]);
    await bus.close();
    expect(bus.subscriptionCount()).toBe(0);
    await bus.publish('circle:b', 11);
    expect(b).toEqual([8, 10]);
  });
});

describe('live events on the database', () => {
  let database: Database;
  let bus: LiveBus;

  beforeAll(async () => {
    database = await createTestDatabase();
    bus = createLiveBus(database);
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  it('records events in order and announces each after it is visible', async () => {
    const topic = 'circle:00000000-0000-4000-8000-000000000001';
    const before = await latestLiveEventId(database.db, topic);
    // The order of announcement is taken as they arrive; the check that each row is visible is a query
    // of its own, and on a pool of connections those queries may finish in any order.
    const seen: Array<{ id: number; visible: boolean }> = [];
    const checks: Array<Promise<void>> = [];
    const waiting = new Promise<void>((resolve) => {
      const off = bus.subscribe(topic, (id) => {
        if (id === CATCH_UP) return;
        const entry = { id, visible: false };
        seen.push(entry);
        // What a stream does: read the table after its cursor. The row must already be there.
        checks.push(
          liveEventsAfter(database.db, topic, id - 1, 1).then((rows) => {
            entry.visible = rows[0]?.id === id;
          }),
        );
        if (seen.length === 3) {
          off();
          resolve();
        }
      });
    });
    if ('ready' in bus) await (bus as PgLiveBus).ready();

    const first = await recordLiveEvent(database.db, bus, { topic, kind: 'post', subjectId: null });
    // Inside a transaction: nothing is announced until the batch is published after the commit.
    const batch = afterCommit(bus);
    const ids = await database.db.transaction(async (tx) => [
      await recordLiveEvent(tx, batch, { topic, kind: 'post' }),
      await recordLiveEvent(tx, batch, { topic, kind: 'members' }),
    ]);
    expect(seen.filter((s) => ids.includes(s.id))).toEqual([]);
    await batch.flush();
    await waiting;
    await Promise.all(checks);

    expect(first).toBeGreaterThan(before);
    expect(ids[0]).toBeGreaterThan(first);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(seen.map((s) => s.id)).toEqual([first, ...ids]);
    expect(seen.every((s) => s.visible)).toBe(true);
    const rows = await liveEventsAfter(database.db, topic, before, 10);
    expect(rows.map((r) => [r.id, r.kind])).toEqual([
      [first, 'post'],
      [ids[0], 'post'],
      [ids[1], 'members'],
    ]);
    expect(await latestLiveEventId(database.db, topic)).toBe(ids[1]);
    // The bus itself inside a transaction would announce a row nobody can see yet: refused.
    await expect(database.db.transaction((tx) => recordLiveEvent(tx, bus, { topic, kind: 'post' }))).rejects.toThrow(
      /afterCommit/,
    );
  });

  it('a rolled-back transaction announces nothing and leaves no row', async () => {
    const topic = 'circle:00000000-0000-4000-8000-000000000002';
    const batch = afterCommit(bus);
    await expect(
      database.db.transaction(async (tx) => {
        await recordLiveEvent(tx, batch, { topic, kind: 'post' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await liveEventsAfter(database.db, topic, 0, 10)).toEqual([]);
  });

  it.runIf(onPostgres)(
    'PostgreSQL: two buses on one database hear each other; a lost listening connection catches up',
    async () => {
      const url = database.url!;
      const a = createPgBus({ url, db: database.db, minBackoffMs: 50, maxBackoffMs: 200 });
      const b = createPgBus({ url, db: database.db, minBackoffMs: 50, maxBackoffMs: 200 });
      try {
        const topic = 'circle:00000000-0000-4000-8000-000000000003';
        const onB = nextIds(b, topic, 1);
        const offA = a.subscribe('other', () => undefined);
        await Promise.all([a.ready(), b.ready()]);
        const id = await recordLiveEvent(database.db, a, { topic, kind: 'post' });
        // B may first be told to catch up (its connection opening); then the event itself.
        const ids = await onB.ids;
        onB.stop();
        expect([CATCH_UP, id]).toContain(ids[0]);

        // Kill B's listening connection on the server; an event committed while it is down is not
        // lost: once B is back, it tells its subscribers to catch up from the table.
        const calls: number[] = [];
        const offB = b.subscribe(topic, (n) => calls.push(n));
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN live' and datname = current_database() and pid <> pg_backend_pid()`,
        );
        const missed = await recordLiveEvent(database.db, a, { topic, kind: 'post' });
        const deadline = Date.now() + 5000;
        while (!calls.includes(CATCH_UP) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        expect(calls).toContain(CATCH_UP);
        expect(b.connected()).toBe(true);
        const rows = await liveEventsAfter(database.db, topic, id, 10);
        expect(rows.map((r) => r.id)).toEqual([missed]);
        // And it hears new events again.
        const after = nextIds(b, topic, 1);
        const next = await recordLiveEvent(database.db, a, { topic, kind: 'post' });
        expect(await after.ids).toEqual([next]);
        after.stop();
        offB();
        offA();
        expect(b.subscriptionCount()).toBe(0);
      } finally {
        await a.close();
        await b.close();
      }
    },
  );
});
