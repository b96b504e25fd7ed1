/**
 * Reports and the site's moderation queue (decision 035).
 *
 * A report is made by someone who can see the post (an active member of its circle, neither of the
 * two having blocked the other); a post they cannot see answers as one that does not exist. One
 * report per person per post (a database rule: content_reports_once_idx). A report that someone may
 * be in danger tells the site admins by email at once: the circle's name and a link to /admin,
 * never the words.
 *
 * Site admins see open reports and held posts of every circle, with the words (they must judge
 * them), and act: remove the post (its words deleted; every open report of it actioned), dismiss a
 * report, release a held post to its circle. Each action is one transaction with its log entry
 * and its live event (`post` or `post-removed` on `circle:<id>`), published once it has committed,
 * so the circle's open streams show the change at once.
 */
import type { z } from 'zod';
import {
  CIRCLE_MSG,
  MODERATION_MSG,
  type ModerationPost,
  type ModerationQueue,
  type reportCreateSchema,
} from '@shared/schemas/circles';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { renderEmail } from '../../email/layout';
import { afterCommit, circleTopic, recordLiveEvent } from '../../live/events';
import { AppError, Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { logModeration } from './moderation-log';
import * as q from './moderation.queries';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'now'>;
type ActDeps = Pick<AppDeps, 'database' | 'live' | 'now'>;

const postNotFound = () => Errors.notFound(CIRCLE_MSG.postNotFound);
const reportNotFound = () => Errors.notFound(MODERATION_MSG.reportNotFound);

/** POST /api/reports: the new report's id. */
export async function createReport(
  deps: Deps,
  reporterId: string,
  input: z.output<typeof reportCreateSchema>,
): Promise<{ id: string }> {
  const { db } = deps.database;
  const post = await q.postForReporter(db, input.targetId, reporterId);
  if (post && post.authorId === reporterId) throw Errors.validation(MODERATION_MSG.cannotReportOwn);
  if (!post?.canSee) throw postNotFound();
  const report = await q.insertReport(
    db,
    { targetId: post.id, reporterId, reason: input.reason, details: input.details ?? null },
    deps.now(),
  );
  if (!report) throw new AppError('ALREADY_REPORTED', 409, MODERATION_MSG.alreadyReported);
  log.info('moderation.reported', {
    reportId: report.id,
    postId: post.id,
    circleId: post.circleId,
    reason: input.reason,
  });
  if (input.reason === 'crisis') void tellAdminsOfCrisisReport(deps, post.circleName, report.id);
  return report;
}

/** The email site admins get when a report says someone may be in danger: never the post's words. */
export function crisisReportEmail(
  circleName: string,
  adminUrl: string,
): { subject: string; text: string; html: string } {
  const { text, html } = renderEmail({
    paragraphs: [MODERATION_MSG.reportCrisisEmailBody(circleName.replace(/\s+/g, ' ').trim())],
    action: { label: MODERATION_MSG.openQueue, url: adminUrl },
    footer: [MODERATION_MSG.adminEmailFooter],
  });
  return { subject: MODERATION_MSG.supportEmailSubject, text, html };
}

/** The site's admins: whom "someone may need support" emails reach, from a report or a held post. */
export function siteAdmins(db: Db): Promise<{ id: string; email: string }[]> {
  return q.siteAdmins(db);
}

/** Never throws: the report is saved whatever happens to the email. */
async function tellAdminsOfCrisisReport(deps: Deps, circleName: string, reportId: string): Promise<void> {
  try {
    const to = (await siteAdmins(deps.database.db)).map((a) => a.email);
    const mail = crisisReportEmail(circleName, `${deps.config.publicUrl}/admin`);
    await Promise.all(to.map((address) => deps.mailer.send({ to: address, ...mail })));
    log.info('moderation.crisis_report_told', { reportId, admins: to.length });
  } catch (err) {
    log.error('moderation.crisis_report_mail_failed', { reportId, ...errorFields(err) });
  }
}

// ---------------------------------------------------------------------------------------------
// The queue

const toPost = (r: q.QueuePostRow): ModerationPost => ({
  id: r.id,
  circle: { id: r.circleId, name: r.circleName },
  author: { id: r.authorId, name: r.authorName, email: r.authorEmail },
  body: r.body,
  status: r.status,
  holdReason: r.holdReason,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/admin/moderation. */
export async function moderationQueue(deps: Pick<Deps, 'database'>): Promise<ModerationQueue> {
  const { db } = deps.database;
  const [reports, held, entries] = await Promise.all([q.openReports(db), q.heldPosts(db), q.newestLog(db)]);
  const posts = new Map(
    (await q.postsByIds(db, [...new Set(reports.map((r) => r.targetId))])).map((p) => [p.id, toPost(p)]),
  );
  return {
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      details: r.details,
      reporter: r.reporterId ? { id: r.reporterId, name: r.reporterName } : null,
      post: posts.get(r.targetId) ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    heldPosts: held.map(toPost),
    log: entries.map((e) => ({
      id: e.id,
      action: e.action,
      actor: e.actorId ? { id: e.actorId, name: e.actorName } : null,
      circleId: e.circleId,
      postId: e.postId,
      targetUserId: e.targetUserId,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /api/admin/moderation/reports/:id. `remove-post` takes the post down (if it is still there)
 * and actions every open report of it; `dismiss` closes this report alone. A report resolved
 * meanwhile answers 404, so two admins never act twice.
 */
export async function resolveReport(
  deps: ActDeps,
  adminId: string,
  reportId: string,
  action: 'remove-post' | 'dismiss',
): Promise<void> {
  const now = deps.now();
  const live = afterCommit(deps.live);
  await deps.database.db.transaction(async (tx) => {
    // The post is locked before the report, in the same order as a held post's removal (which
    // actions its reports), so two admins acting at once wait for each other instead of deadlocking.
    const target = await q.openReportTarget(tx, reportId);
    if (!target) throw reportNotFound();
    const post = target.targetKind === 'circle-post' ? await q.lockPost(tx, target.targetId) : null;
    const report = await q.lockOpenReport(tx, reportId);
    if (!report) throw reportNotFound();
    const ids = { reportId, postId: report.targetId, circleId: post?.circleId ?? null, targetUserId: post?.authorId };
    if (action === 'dismiss') {
      await q.resolveReports(tx, { reportId }, 'dismissed', adminId, now);
      await logModeration(tx, { actorId: adminId, action: 'report.dismiss', ...ids });
      return;
    }
    await q.resolveReports(tx, { postId: report.targetId }, 'actioned', adminId, now);
    await logModeration(tx, { actorId: adminId, action: 'report.action', ...ids });
    if (!post || post.status === 'removed') return;
    await q.removePost(tx, post.id, now);
    await recordLiveEvent(tx, live, { topic: circleTopic(post.circleId), kind: 'post-removed', subjectId: post.id });
  });
  await live.flush();
}

/**
 * POST /api/admin/moderation/posts/:id: release a held post to its circle, or remove it (its open
 * reports are actioned with it). Only a held post is in the queue: any other answers 404.
 */
export async function actOnHeldPost(
  deps: ActDeps,
  adminId: string,
  postId: string,
  action: 'release' | 'remove',
): Promise<void> {
  const now = deps.now();
  const live = afterCommit(deps.live);
  await deps.database.db.transaction(async (tx) => {
    const post = await q.lockPost(tx, postId);
    if (!post || post.status !== 'held') throw postNotFound();
    const ids = { postId, circleId: post.circleId, targetUserId: post.authorId };
    const topic = circleTopic(post.circleId);
    if (action === 'release') {
      await q.releasePost(tx, postId, now);
      await logModeration(tx, { actorId: adminId, action: 'post.release', ...ids });
      await recordLiveEvent(tx, live, { topic, kind: 'post', subjectId: postId });
      return;
    }
    await q.removePost(tx, postId, now);
    await q.resolveReports(tx, { postId }, 'actioned', adminId, now);
    await logModeration(tx, { actorId: adminId, action: 'post.remove', ...ids });
    await recordLiveEvent(tx, live, { topic, kind: 'post-removed', subjectId: postId });
  });
  await live.flush();
}
