/**
 * The email queue as admins see it (decision 011): which jobs failed (or are pending, sent…), with
 * their error codes, and "try again" for a failed one. Ids, kinds, counts and codes only: never a
 * payload, an address, a subject or anything a letter says.
 *
 *   GET  /api/admin/email-jobs?status=failed   { jobs } newest change first (status defaults to failed)
 *   POST /api/admin/email-jobs/:id/retry       204, or 404 when there is no failed job with this id
 */
import { Hono } from 'hono';
import { EMAIL_JOB_STATUSES } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../app-env';
import { AppError, Errors } from '../../lib/errors';
import { requireUser } from '../../lib/session';
import { listJobs, retryFailedJob, type EmailJobStatus } from '../../scheduler/email-jobs.queries';
import { isAdmin } from '../entitlements/entitlements.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EmailJobSummary {
  id: string;
  kind: string;
  status: EmailJobStatus;
  attempts: number;
  lastError: string | null;
  runAt: string;
  updatedAt: string;
  userId: string;
  letterId: string | null;
  memorialId: string | null;
}

export function emailJobRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const noJob = () => new AppError('NOT_FOUND', 404, 'There is no failed email job with this id.');
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      if (!(await isAdmin(db, c.var.user.id))) throw Errors.forbidden();
      await next();
    })
    .get('/', async (c) => {
      const status = c.req.query('status') ?? 'failed';
      if (!(EMAIL_JOB_STATUSES as readonly string[]).includes(status)) {
        throw Errors.validation(`The status must be one of: ${EMAIL_JOB_STATUSES.join(', ')}.`, 'status');
      }
      const rows = await listJobs(db, status as EmailJobStatus);
      const jobs: EmailJobSummary[] = rows.map((r) => ({
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
      return c.json({ jobs });
    })
    .post('/:id/retry', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw noJob();
      if (!(await retryFailedJob(db, id.toLowerCase(), deps.now()))) throw noJob();
      return c.body(null, 204);
    });
}
