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
import { requireSitePermission } from '../../access/access';
import { AppError } from '../../lib/errors';
import { parseParams, parseQuery } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { emailJobSummaries, retryFailedEmailJob, type EmailJobListResponse } from '../../scheduler/email-queue';

const listQuery = z.object({
  status: z
    .enum(EMAIL_JOB_STATUSES, { error: `The status must be one of: ${EMAIL_JOB_STATUSES.join(', ')}.` })
    .default('failed'),
});
const jobParams = z.object({ id: uuidParam() });

export type { EmailJobSummary } from '../../scheduler/email-queue';

export function emailJobRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const noJob = () => new AppError('NOT_FOUND', 404, 'There is no failed email job with this id.');
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.header('Cache-Control', 'no-store');
        await next();
      })
      .use('*', requireUser(deps))
      // 'email-jobs:manage': admins (decision 018).
      .use('*', requireSitePermission(deps, 'email-jobs:manage'))
      .get('/', async (c) => {
        const { status } = parseQuery(c, listQuery);
        return c.json({ jobs: await emailJobSummaries(db, status) } satisfies EmailJobListResponse);
      })
      .post('/:id/retry', async (c) => {
        const { id } = parseParams(c, jobParams, noJob);
        if (!(await retryFailedEmailJob(db, id, deps.now()))) throw noJob();
        return c.body(null, 204);
      })
  );
}
