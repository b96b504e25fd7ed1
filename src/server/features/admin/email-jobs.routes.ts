/**
 * The email queue as admins see it (decision 011): which jobs failed (or are pending, sent…), with
 * their error codes, and "try again" for a failed one. Ids, kinds, counts and codes only: never a
 * payload, an address, a subject or anything a letter says.
 *
 *   GET  /api/admin/email-jobs?status=failed   { jobs } newest change first (status defaults to failed)
 *   POST /api/admin/email-jobs/:id/retry       204, or 404 when there is no failed job with this id
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import { EMAIL_JOB_STATUSES } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../app-env';
import { AppError, Errors } from '../../lib/errors';
import { parseParams, parseQuery } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { listJobs, retryFailedJob, type EmailJobStatus } from '../../scheduler/email-jobs.queries';
import { isAdmin } from '../entitlements/entitlements.service';

const listQuery = z.object({
  status: z.enum(EMAIL_JOB_STATUSES, { error: `The status must be one of: ${EMAIL_JOB_STATUSES.join(', ')}.` }).default('failed'),
});
const jobParams = z.object({ id: uuidParam() });

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
      const { status } = parseQuery(c, listQuery);
      const rows = await listJobs(db, status);
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
      const { id } = parseParams(c, jobParams, noJob);
      if (!(await retryFailedJob(db, id, deps.now()))) throw noJob();
      return c.body(null, 204);
    });
}
