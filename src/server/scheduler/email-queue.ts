/**
 * The email queue as the rest of the server sees it: what admins list (ids, kinds, counts and
 * error codes; never a payload, an address or anything a letter says) and "try again" for a failed
 * job. Features use these, never the queue's SQL (`email-jobs.queries.ts`).
 */
import type { Db } from '../db/client';
import * as q from './email-jobs.queries';

export type { EmailJobStatus } from './email-jobs.queries';

/** One job as admins see it (GET /api/admin/email-jobs, `npm run admin -- emails`). */
export interface EmailJobSummary {
  id: string;
  kind: string;
  status: q.EmailJobStatus;
  attempts: number;
  lastError: string | null;
  runAt: string;
  updatedAt: string;
  userId: string;
  letterId: string | null;
  memorialId: string | null;
}

/** GET /api/admin/email-jobs. */
export interface EmailJobListResponse {
  jobs: EmailJobSummary[];
}

/** Jobs in one status, newest change first. */
export async function emailJobSummaries(db: Db, status: q.EmailJobStatus): Promise<EmailJobSummary[]> {
  const rows = await q.listJobs(db, status);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    runAt: r.runAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    userId: r.userId,
    letterId: r.letterId,
    memorialId: r.memorialId,
  }));
}

/** An admin's "try again": a failed job becomes pending now, its attempts counted afresh; false when there is no failed job with this id. */
export function retryFailedEmailJob(db: Db, id: string, now: Date): Promise<boolean> {
  return q.retryFailedJob(db, id, now);
}
