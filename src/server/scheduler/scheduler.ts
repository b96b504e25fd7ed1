/**
 * The scheduler inside the server (decision 011). Every tick it runs the planners that are due
 * (the anniversary planner adds reminder jobs), then claims due email jobs from the database and
 * hands each to the handler of its kind. Several instances may run over one database: a job is
 * claimed by one of them (see email-jobs.queries.ts). A failed send is retried with backoff; after
 * the last try the job is marked failed, which admins see. Jobs live in the database, so nothing
 * due is lost across a restart: the first tick after start sends what came due meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { errorFields, log } from '../lib/logger';
import { MailError } from '../email/mailer';
import * as q from './email-jobs.queries';

export type ClaimedJob = q.EmailJobRow;
export type JobOutcome = { status: 'sent' } | { status: 'skipped'; reason: string };

export interface JobHandler {
  /**
   * Sends the email of a claimed job and records what it changed (for a letter: delivered). It
   * answers `skipped` when there is nothing to send any more (a cancelled letter, a preference turned
   * off); it throws to have the job tried again later.
   */
  run(job: ClaimedJob, now: Date): Promise<JobOutcome>;
  /** After the last attempt failed (for a letter: shown to its author as not delivered). */
  onFailed?(job: ClaimedJob, now: Date): Promise<void>;
}

export interface Planner {
  name: string;
  /** How often it runs, by the scheduler's clock. */
  everyMs: number;
  run(now: Date): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  now: () => Date;
  handlers: Record<q.EmailJobKind, JobHandler>;
  planners?: Planner[];
  /** Jobs claimed per round; a tick claims rounds until nothing is due. */
  batchSize?: number;
  /** How long a claim holds a job; longer than the slowest send (SMTP timeouts are 30 to 60 s). */
  leaseMs?: number;
  maxAttempts?: number;
  /** The wait before attempt n+1 after attempt n failed. */
  backoffMs?: (attempt: number) => number;
  /** Names this instance in the logs. */
  instanceId?: string;
}

export interface TickResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** 1 min, 5 min, 30 min, 2 h: a mail server that is down for a morning still gets the letter. */
export const DEFAULT_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 10 * 60_000;

export interface Scheduler {
  readonly instanceId: string;
  /** One pass: due planners, then every due job. Never runs twice at once in one instance. */
  tick(): Promise<TickResult>;
  /** Ticks now and then every intervalMs until stop(). */
  start(intervalMs: number): void;
  /** Stops ticking and waits for the current tick to finish. */
  stop(): Promise<void>;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, now, handlers } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoffMs =
    options.backoffMs ?? ((n: number) => DEFAULT_BACKOFF_MS[Math.min(n, DEFAULT_BACKOFF_MS.length) - 1]!);
  const instanceId = options.instanceId ?? randomUUID().slice(0, 8);
  const lastPlanned = new Map<string, number>();

  let running: Promise<TickResult> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  async function runPlanners(at: Date) {
    for (const planner of options.planners ?? []) {
      const last = lastPlanned.get(planner.name);
      if (last !== undefined && at.getTime() - last < planner.everyMs && at.getTime() >= last) continue;
      try {
        await planner.run(at);
        lastPlanned.set(planner.name, at.getTime());
      } catch (err) {
        log.error('scheduler.planner_failed', { instance: instanceId, planner: planner.name, ...errorFields(err) });
      }
    }
  }

  async function runJob(job: ClaimedJob, result: TickResult) {
    const at = now();
    try {
      const outcome = await handlers[job.kind].run(job, at);
      const recorded = await q.markFinished(
        db,
        job,
        outcome.status,
        now(),
        outcome.status === 'skipped' ? outcome.reason : null,
      );
      if (!recorded) log.warn('scheduler.lease_lost', { instance: instanceId, job: job.id });
      result[outcome.status === 'sent' ? 'sent' : 'skipped'] += 1;
      log.info(outcome.status === 'sent' ? 'scheduler.job_sent' : 'scheduler.job_skipped', {
        instance: instanceId,
        job: job.id,
        kind: job.kind,
        attempt: job.attempts,
        ...(outcome.status === 'skipped' ? { reason: outcome.reason } : {}),
      });
    } catch (err) {
      const code = err instanceof MailError ? err.code : 'HANDLER_ERROR';
      const later = now();
      if (job.attempts >= maxAttempts) {
        await q.markFailed(db, job, code, later);
        result.failed += 1;
        log.error('scheduler.job_failed', {
          instance: instanceId,
          job: job.id,
          kind: job.kind,
          attempts: job.attempts,
          code,
        });
        try {
          await handlers[job.kind].onFailed?.(job, later);
        } catch (hookErr) {
          log.error('scheduler.on_failed_error', { instance: instanceId, job: job.id, ...errorFields(hookErr) });
        }
      } else {
        await q.markRetry(db, job, new Date(later.getTime() + backoffMs(job.attempts)), code, later);
        result.retried += 1;
        log.warn('scheduler.job_retry', {
          instance: instanceId,
          job: job.id,
          kind: job.kind,
          attempt: job.attempts,
          code,
          ...(err instanceof MailError ? {} : errorFields(err)),
        });
      }
    }
  }

  async function doTick(): Promise<TickResult> {
    const result: TickResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
    await runPlanners(now());
    // Rounds until nothing is due; a job retried in this tick has a later run_at, so this ends.
    for (let round = 0; round < 1000; round++) {
      const jobs = await q.claimDueJobs(db, now(), leaseMs, batchSize);
      if (!jobs.length) break;
      for (const job of jobs) await runJob(job, result);
    }
    return result;
  }

  function tick(): Promise<TickResult> {
    if (running) return running;
    running = doTick().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(intervalMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .catch((err) => log.error('scheduler.tick_failed', { instance: instanceId, ...errorFields(err) }))
        .finally(() => schedule(intervalMs));
    }, intervalMs);
    timer.unref();
  }

  return {
    instanceId,
    tick,
    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      log.info('scheduler.started', { instance: instanceId, intervalMs });
      tick()
        .catch((err) => log.error('scheduler.tick_failed', { instance: instanceId, ...errorFields(err) }))
        .finally(() => schedule(intervalMs));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => undefined);
    },
  };
}
