/**
 * The email queue's SQL. A job is claimed by one instance at a time: the due rows are picked with
 * FOR UPDATE SKIP LOCKED (PostgreSQL: two instances never pick the same row) and taken with a lease
 * (locked_until), so a job whose instance died is picked up again once the lease runs out. The
 * outcome is recorded only by the claim that holds the job (fenced on the attempt count).
 */
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailJobs, type EMAIL_JOB_KINDS, type EMAIL_JOB_STATUSES } from '../db/schema';

export type EmailJobKind = (typeof EMAIL_JOB_KINDS)[number];
export type EmailJobStatus = (typeof EMAIL_JOB_STATUSES)[number];
export type EmailJobRow = typeof emailJobs.$inferSelect;

export async function claimDueJobs(db: Db, now: Date, leaseMs: number, limit: number): Promise<EmailJobRow[]> {
  const due = db
    .select({ id: emailJobs.id })
    .from(emailJobs)
    .where(
      and(
        eq(emailJobs.status, 'pending'),
        lte(emailJobs.runAt, now),
        or(isNull(emailJobs.lockedUntil), lt(emailJobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(emailJobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailJobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${emailJobs.attempts} + 1`, updatedAt: now })
    .where(inArray(emailJobs.id, due))
    .returning();
}

/** Only the claim that holds the job (same attempt, still pending) may record its outcome. */
const heldBy = (job: Pick<EmailJobRow, 'id' | 'attempts'>) =>
  and(eq(emailJobs.id, job.id), eq(emailJobs.attempts, job.attempts), eq(emailJobs.status, 'pending'));

export async function markFinished(
  db: Db,
  job: EmailJobRow,
  status: 'sent' | 'skipped',
  now: Date,
  note: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(emailJobs)
    .set({ status, sentAt: status === 'sent' ? now : null, lockedUntil: null, lastError: note, updatedAt: now })
    .where(heldBy(job))
    .returning({ id: emailJobs.id });
  return rows.length === 1;
}

export async function markRetry(db: Db, job: EmailJobRow, runAt: Date, errorCode: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailJobs)
    .set({ runAt, lockedUntil: null, lastError: errorCode, updatedAt: now })
    .where(heldBy(job))
    .returning({ id: emailJobs.id });
  return rows.length === 1;
}

export async function markFailed(db: Db, job: EmailJobRow, errorCode: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailJobs)
    .set({ status: 'failed', lockedUntil: null, lastError: errorCode, updatedAt: now })
    .where(heldBy(job))
    .returning({ id: emailJobs.id });
  return rows.length === 1;
}

/** For admins: jobs by status, newest change first (no payload: it may name a memorial). */
export async function listJobs(db: Db, status: EmailJobStatus, limit = 200) {
  return db
    .select({
      id: emailJobs.id,
      kind: emailJobs.kind,
      status: emailJobs.status,
      attempts: emailJobs.attempts,
      lastError: emailJobs.lastError,
      runAt: emailJobs.runAt,
      updatedAt: emailJobs.updatedAt,
      userId: emailJobs.userId,
      letterId: emailJobs.letterId,
      memorialId: emailJobs.memorialId,
    })
    .from(emailJobs)
    .where(eq(emailJobs.status, status))
    .orderBy(desc(emailJobs.updatedAt))
    .limit(limit);
}

/** An admin's "try again" for a failed job: pending now, attempts counted afresh. */
export async function retryFailedJob(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailJobs)
    .set({ status: 'pending', attempts: 0, runAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(emailJobs.id, id), eq(emailJobs.status, 'failed')))
    .returning({ id: emailJobs.id });
  return rows.length === 1;
}
