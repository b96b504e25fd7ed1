/**
 * The scheduler and its queue on a real database (PGlite, or PostgreSQL under test:pg): claims and
 * leases, fencing of a claim that lost its lease, the backoff sequence, failure after the last
 * attempt, planners by the injected clock, and stop() waiting for the running tick.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { emailJobs, user } from '../db/schema';
import { MailError } from '../email/mailer';
import { createTestDatabase } from '../test/test-db';
import * as q from './email-jobs.queries';
import {
  createScheduler,
  DEFAULT_BACKOFF_MS,
  type ClaimedJob,
  type JobHandler,
  type SchedulerOptions,
} from './scheduler';

let database: Database;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db
    .insert(user)
    .values({ name: 'Queue Owner', email: `queue-${randomUUID()}@example.com` })
    .returning({ id: user.id });
  userId = row!.id;
});
afterAll(async () => {
  await database?.close();
});

const T0 = new Date('2025-06-10T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** Empties the queue so each test sees only its own jobs. */
async function clearQueue() {
  await database.db.delete(emailJobs);
}

async function addJob(runAt: Date = T0, kind: 'legacy_letter' | 'anniversary_reminder' = 'legacy_letter') {
  const [row] = await database.db
    .insert(emailJobs)
    .values({ kind, dedupeKey: `test:${randomUUID()}`, userId, runAt })
    .returning();
  return row!;
}

async function jobRow(id: string) {
  return (await database.db.select().from(emailJobs).where(eq(emailJobs.id, id)))[0]!;
}

/** A clock the test moves. */
function clock(start = T0) {
  let now = start;
  return {
    now: () => now,
    set: (d: Date) => {
      now = d;
    },
  };
}

const never: JobHandler = { run: () => Promise.reject(new Error('this kind is not used here')) };

function scheduler(handler: JobHandler, c: ReturnType<typeof clock>, options: Partial<SchedulerOptions> = {}) {
  return createScheduler({
    db: database.db,
    now: c.now,
    handlers: { legacy_letter: handler, anniversary_reminder: never, guestbook_entry: never, circle_digest: never },
    ...options,
  });
}

describe('claims and leases', () => {
  it('claims a due job once; a held job is not claimed again; an expired lease is reclaimed', async () => {
    await clearQueue();
    const job = await addJob(T0);
    await addJob(at(60_000)); // not yet due

    const first = await q.claimDueJobs(database.db, T0, 1000, 10);
    expect(first.map((j) => j.id)).toEqual([job.id]);
    expect(first[0]).toMatchObject({ attempts: 1, lockedUntil: at(1000), status: 'pending' });

    expect(await q.claimDueJobs(database.db, at(500), 1000, 10)).toEqual([]);
    expect(await q.claimDueJobs(database.db, at(1000), 1000, 10)).toEqual([]);

    const again = await q.claimDueJobs(database.db, at(1001), 1000, 10);
    expect(again.map((j) => j.id)).toEqual([job.id]);
    expect(again[0]).toMatchObject({ attempts: 2, lockedUntil: at(2001) });
  });

  it('claims the earliest due first, at most the batch size', async () => {
    await clearQueue();
    const late = await addJob(at(-1000));
    const early = await addJob(at(-5000));
    const middle = await addJob(at(-3000));
    const claimed = await q.claimDueJobs(database.db, T0, 60_000, 2);
    expect(claimed.map((j) => j.id).sort()).toEqual([early.id, middle.id].sort());
    expect((await jobRow(late.id)).lockedUntil).toBeNull();
  });

  it('fencing: a claim that lost its lease cannot record an outcome over the new claim', async () => {
    await clearQueue();
    const job = await addJob(T0);
    const [old] = await q.claimDueJobs(database.db, T0, 1000, 10);
    const [current] = await q.claimDueJobs(database.db, at(2000), 1000, 10);
    expect(current!.attempts).toBe(2);

    expect(await q.markFinished(database.db, old!, 'sent', at(2100))).toBe(false);
    expect(await q.markRetry(database.db, old!, at(99_000), 'SMTP_421', at(2100))).toBe(false);
    expect(await q.markFailed(database.db, old!, 'SMTP_550', at(2100))).toBe(false);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: null,
      lockedUntil: at(3000),
    });

    expect(await q.markFinished(database.db, current!, 'sent', at(2200))).toBe(true);
    expect(await jobRow(job.id)).toMatchObject({ status: 'sent', sentAt: at(2200), lockedUntil: null });
    // Recorded once: the same claim cannot record twice.
    expect(await q.markFinished(database.db, current!, 'skipped', at(2300))).toBe(false);
  });

  it('fencing through the scheduler: an instance whose send outlived its lease does not overwrite the next one', async () => {
    await clearQueue();
    const job = await addJob(T0);
    const c = clock();
    const runs: number[] = [];
    let other: ReturnType<typeof scheduler> | null = null;
    const handler: JobHandler = {
      async run(claimed) {
        runs.push(claimed.attempts);
        if (claimed.attempts === 1) {
          // A slow send: the lease runs out and another instance takes the job and sends it.
          c.set(at(5000));
          const result = await other!.tick();
          expect(result.sent).toBe(1);
        }
        return { status: 'sent' };
      },
    };
    const slow = scheduler(handler, c, { leaseMs: 1000, instanceId: 'slow' });
    other = scheduler(handler, c, { leaseMs: 1000, instanceId: 'other' });
    const result = await slow.tick();
    expect(runs).toEqual([1, 2]);
    expect(result.sent).toBe(1); // counted, but its record was refused (lease lost)
    expect(await jobRow(job.id)).toMatchObject({ status: 'sent', attempts: 2, sentAt: at(5000) });
  });
});

describe('outcomes, retries and failure', () => {
  it('records sent and skipped (with the reason), and works through more jobs than one batch in one tick', async () => {
    await clearQueue();
    const jobs = await Promise.all([1, 2, 3, 4, 5].map(() => addJob(T0)));
    const skip = new Set([jobs[1]!.id, jobs[3]!.id]);
    const seen: string[] = [];
    const c = clock();
    const s = scheduler(
      {
        run: async (j) => (
          seen.push(j.id),
          skip.has(j.id) ? { status: 'skipped', reason: 'not_scheduled' } : { status: 'sent' }
        ),
      },
      c,
      { batchSize: 2 },
    );
    expect(await s.tick()).toEqual({ sent: 3, skipped: 2, retried: 0, failed: 0 });
    expect(seen.sort()).toEqual(jobs.map((j) => j.id).sort());
    for (const j of jobs) {
      const row = await jobRow(j.id);
      expect(row.lockedUntil).toBeNull();
      if (skip.has(j.id)) expect(row).toMatchObject({ status: 'skipped', lastError: 'not_scheduled', sentAt: null });
      else expect(row).toMatchObject({ status: 'sent', sentAt: T0, lastError: null });
    }
    expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
  });

  it('retries with the default backoff (1 min, 5 min, 30 min, 2 h), then fails after the fifth attempt', async () => {
    await clearQueue();
    const job = await addJob(T0);
    const c = clock();
    const failed: ClaimedJob[] = [];
    const s = scheduler(
      {
        run: () => Promise.reject(new MailError('SMTP_421', 'try later')),
        onFailed: async (j) => {
          failed.push(j);
        },
      },
      c,
    );
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 1, failed: 0 });
      const row = await jobRow(job.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'SMTP_421', lockedUntil: null });
      waits.push(row.runAt.getTime() - c.now().getTime());
      // Not before its time.
      c.set(new Date(row.runAt.getTime() - 1));
      expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
      c.set(row.runAt);
    }
    expect(waits).toEqual(DEFAULT_BACKOFF_MS);
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    expect(failed).toEqual([]);

    expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 1 });
    expect(await jobRow(job.id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'SMTP_421',
      lockedUntil: null,
    });
    expect(failed.map((j) => j.id)).toEqual([job.id]);
    // A failed job is never claimed again on its own.
    c.set(at(30 * 86_400_000));
    expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
  });

  it('honours maxAttempts and backoffMs; an error that is not a MailError is recorded as HANDLER_ERROR', async () => {
    await clearQueue();
    const job = await addJob(T0);
    const c = clock();
    let calls = 0;
    const s = scheduler({ run: () => (calls++, Promise.reject(new TypeError('boom'))) }, c, {
      maxAttempts: 3,
      backoffMs: () => 0,
    });
    const results = [await s.tick(), await s.tick(), await s.tick(), await s.tick()];
    // With no wait, the retried job is due again within the same tick: all three attempts in the first.
    expect(results[0]).toEqual({ sent: 0, skipped: 0, retried: 2, failed: 1 });
    expect(results.slice(1)).toEqual([0, 0, 0].map(() => ({ sent: 0, skipped: 0, retried: 0, failed: 0 })));
    expect(calls).toBe(3);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'HANDLER_ERROR' });
  });

  it('an onFailed hook that throws does not undo the failure', async () => {
    await clearQueue();
    const job = await addJob(T0);
    const s = scheduler(
      { run: () => Promise.reject(new MailError('SMTP_550', 'no')), onFailed: () => Promise.reject(new Error('hook')) },
      clock(),
      { maxAttempts: 1 },
    );
    expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 1 });
    expect((await jobRow(job.id)).status).toBe('failed');
  });

  it('an admin retry makes a failed job pending with its attempts counted afresh', async () => {
    await clearQueue();
    const job = await addJob(T0);
    const c = clock();
    let fail = true;
    const s = scheduler(
      { run: async () => (fail ? Promise.reject(new MailError('SMTP_550', 'no')) : { status: 'sent' as const }) },
      c,
      { maxAttempts: 1 },
    );
    await s.tick();
    expect((await q.listJobs(database.db, 'failed')).map((j) => j.id)).toEqual([job.id]);
    expect(await q.retryFailedJob(database.db, randomUUID(), at(1000))).toBe(false);
    expect(await q.retryFailedJob(database.db, job.id, at(1000))).toBe(true);
    expect(await q.retryFailedJob(database.db, job.id, at(1000))).toBe(false);
    expect(await jobRow(job.id)).toMatchObject({ status: 'pending', attempts: 0, runAt: at(1000) });
    fail = false;
    c.set(at(1000));
    expect(await s.tick()).toEqual({ sent: 1, skipped: 0, retried: 0, failed: 0 });
    expect(await q.listJobs(database.db, 'failed')).toEqual([]);
  });

  it('the admin list holds ids, codes and counts only', async () => {
    await clearQueue();
    await database.db.insert(emailJobs).values({
      kind: 'anniversary_reminder',
      dedupeKey: `test:${randomUUID()}`,
      userId,
      runAt: T0,
      status: 'failed',
      payload: { secret: 'Zebra' },
      lastError: 'SMTP_550',
    });
    const [row] = await q.listJobs(database.db, 'failed');
    expect(Object.keys(row!).sort()).toEqual([
      'attempts',
      'id',
      'kind',
      'lastError',
      'letterId',
      'memorialId',
      'runAt',
      'status',
      'updatedAt',
      'userId',
    ]);
  });
});

describe('planners, ticks and stopping', () => {
  it('runs a planner at its interval by the injected clock, and again at once after a failure', async () => {
    await clearQueue();
    const c = clock();
    const runs: string[] = [];
    let failNext = false;
    const s = createScheduler({
      db: database.db,
      now: c.now,
      handlers: { legacy_letter: never, anniversary_reminder: never, guestbook_entry: never, circle_digest: never },
      planners: [
        {
          name: 'anniversaries',
          everyMs: 60 * 60_000,
          async run(now) {
            runs.push(now.toISOString());
            if (failNext) {
              failNext = false;
              throw new Error('planner down');
            }
          },
        },
      ],
    });
    await s.tick();
    c.set(at(30 * 60_000));
    await s.tick();
    c.set(at(60 * 60_000 - 1));
    await s.tick();
    expect(runs).toEqual([T0.toISOString()]);
    c.set(at(60 * 60_000));
    failNext = true;
    await s.tick();
    // It failed, so the next tick tries again rather than waiting an hour.
    c.set(at(61 * 60_000));
    await s.tick();
    c.set(at(90 * 60_000));
    await s.tick();
    expect(runs).toEqual([T0, at(60 * 60_000), at(61 * 60_000)].map((d) => d.toISOString()));
    // A clock moved back (a corrected system clock) does not stall the planner.
    c.set(at(-86_400_000));
    await s.tick();
    expect(runs).toHaveLength(4);
  });

  it('a planner runs before jobs are claimed, so the jobs it adds go out in the same tick', async () => {
    await clearQueue();
    const c = clock();
    const sent: string[] = [];
    const s = createScheduler({
      db: database.db,
      now: c.now,
      handlers: {
        legacy_letter: { run: async (j) => (sent.push(j.dedupeKey), { status: 'sent' }) },
        anniversary_reminder: never,
        guestbook_entry: never,
        circle_digest: never,
      },
      planners: [
        {
          name: 'adds',
          everyMs: 1000,
          run: async (now) =>
            void (await database.db
              .insert(emailJobs)
              .values({ kind: 'legacy_letter', dedupeKey: 'planned:1', userId, runAt: now })),
        },
      ],
    });
    expect((await s.tick()).sent).toBe(1);
    expect(sent).toEqual(['planned:1']);
  });

  it('tick() while a tick runs returns the same tick; stop() waits for it and no tick starts after', async () => {
    await clearQueue();
    await addJob(T0);
    const c = clock();
    let entered!: () => void;
    const enteredP = new Promise<void>((r) => (entered = r));
    let release!: () => void;
    const releaseP = new Promise<void>((r) => (release = r));
    let calls = 0;
    const s = scheduler(
      {
        async run() {
          calls += 1;
          entered();
          await releaseP;
          return { status: 'sent' };
        },
      },
      c,
    );
    s.start(10);
    await enteredP;
    const same = s.tick();
    let stopped = false;
    const stopping = s.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    expect(await same).toEqual({ sent: 1, skipped: 0, retried: 0, failed: 0 });
    // Stopped: a due job added now is not picked up by a timer.
    await addJob(T0);
    await new Promise((r) => setTimeout(r, 60));
    expect(calls).toBe(1);
  });
});
