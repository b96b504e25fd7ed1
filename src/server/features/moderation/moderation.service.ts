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
import { APP_NAME } from '@shared/constants';
import {
  CIRCLE_MSG,
  MODERATION_MSG,
  type ModerationPeerMessage,
  type ModerationPost,
  type ModerationQueue,
  type reportCreateSchema,
} from '@shared/schemas/circles';
import type { WrittenSupport } from '@shared/schemas/companion';
import { PEER_MSG } from '@shared/schemas/peer-support';
import type { AppDeps } from '../../app-env';
import { screenWriting } from '../../ai/safety/screen';
import { writtenSupport } from '../../ai/safety/written-support';
import type { Db } from '../../db/client';
import { renderEmail } from '../../email/layout';
import { afterCommit, circleTopic, peerTopic, recordLiveEvent } from '../../live/events';
import { AppError, Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { logModeration, type ModerationEntry } from './moderation-log';
import * as q from './moderation.queries';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'now'>;
/** What telling the admins needs: also what Better Auth's hook has when an account is made (auth/auth.ts). */
export type WordsDeps = Pick<AppDeps, 'mailer' | 'config' | 'now'> & { database: Pick<AppDeps['database'], 'db'> };
type ActDeps = Pick<AppDeps, 'database' | 'live' | 'now'>;

const postNotFound = () => Errors.notFound(CIRCLE_MSG.postNotFound);
const reportNotFound = () => Errors.notFound(MODERATION_MSG.reportNotFound);
const messageNotFound = () => Errors.notFound(PEER_MSG.connectionNotFound);

/** POST /api/reports: the new report's id. */
export async function createReport(
  deps: Deps,
  reporterId: string,
  input: z.output<typeof reportCreateSchema>,
): Promise<{ id: string }> {
  const { db } = deps.database;
  if (input.targetKind === 'peer-message') return reportPeerMessage(deps, reporterId, input);
  const post = await q.postForReporter(db, input.targetId, reporterId);
  if (post && post.authorId === reporterId) throw Errors.validation(MODERATION_MSG.cannotReportOwn);
  if (!post?.canSee) throw postNotFound();
  const report = await q.insertReport(
    db,
    { targetKind: 'circle-post', targetId: post.id, reporterId, reason: input.reason, details: input.details ?? null },
    deps.now(),
  );
  if (!report) throw new AppError('ALREADY_REPORTED', 409, MODERATION_MSG.alreadyReported);
  log.info('moderation.reported', {
    reportId: report.id,
    postId: post.id,
    circleId: post.circleId,
    reason: input.reason,
  });
  if (input.reason === 'crisis') {
    void tellAdminsOfCrisisReport(deps, MODERATION_MSG.reportCrisisEmailBody(post.circleName), report.id);
  }
  return report;
}

/**
 * A report of a peer message (decision 036): only the other person of its connection may report
 * it; their own is refused (400), one they cannot see (held, ended, not theirs) answers 404.
 */
async function reportPeerMessage(
  deps: Deps,
  reporterId: string,
  input: z.output<typeof reportCreateSchema>,
): Promise<{ id: string }> {
  const { db } = deps.database;
  const message = await q.peerMessageForReporter(db, input.targetId, reporterId);
  if (message?.party && message.authorId === reporterId) throw Errors.validation(MODERATION_MSG.cannotReportOwn);
  if (!message?.canSee) throw messageNotFound();
  const report = await q.insertReport(
    db,
    {
      targetKind: 'peer-message',
      targetId: message.id,
      reporterId,
      reason: input.reason,
      details: input.details ?? null,
    },
    deps.now(),
  );
  if (!report) throw new AppError('ALREADY_REPORTED', 409, MODERATION_MSG.alreadyReported);
  log.info('moderation.reported', {
    reportId: report.id,
    messageId: message.id,
    connectionId: message.connectionId,
    reason: input.reason,
  });
  if (input.reason === 'crisis') void tellAdminsOfCrisisReport(deps, PEER_MSG.reportCrisisEmailBody, report.id);
  return report;
}

/** The email site admins get when a report says someone may be in danger: never the post's words. */
export function crisisReportEmail(
  paragraph: string,
  adminUrl: string,
): { subject: string; text: string; html: string } {
  const { text, html } = renderEmail({
    paragraphs: [paragraph.replace(/\s+/g, ' ').trim()],
    action: { label: MODERATION_MSG.openQueue, url: adminUrl },
    footer: [MODERATION_MSG.adminEmailFooter],
  });
  return { subject: MODERATION_MSG.supportEmailSubject, text, html };
}

/** The site's admins: whom "someone may need support" emails reach, from a report or a held post. */
export function siteAdmins(db: Db): Promise<{ id: string; email: string }[]> {
  return q.siteAdmins(db);
}

/**
 * Emails the site's admins, the writer left out, that someone's words read as a crisis: a held
 * peer message, a circle's name, a request's note, a profile's words (decisions 036 and 045). The
 * email never carries the words nor who wrote them. `event` names the log lines
 * (`<event>_email_sent`, `<event>_email_failed`), which carry `ids`, the admin's id and a code.
 * Never throws.
 */
export async function emailAdminsOfCrisis(
  deps: WordsDeps,
  opts: { authorId: string; subject: string; body: string; event: string; ids: Record<string, string | null> },
): Promise<void> {
  try {
    const admins = (await siteAdmins(deps.database.db)).filter((a) => a.id !== opts.authorId);
    const { text, html } = renderEmail({
      paragraphs: [opts.body],
      action: { label: MODERATION_MSG.openQueue, url: `${deps.config.publicUrl}/admin` },
      footer: [
        `You receive this email because you look after the ${APP_NAME} community. It is a safety email, sent whatever your email settings.`,
      ],
    });
    for (const admin of admins) {
      try {
        await deps.mailer.send({ to: admin.email, subject: opts.subject, text, html });
        log.info(`${opts.event}_email_sent`, { ...opts.ids, userId: admin.id });
      } catch (err) {
        log.error(`${opts.event}_email_failed`, {
          ...opts.ids,
          userId: admin.id,
          code: (err as { code?: string }).code ?? 'SEND_FAILED',
        });
      }
    }
  } catch (err) {
    log.error(`${opts.event}_email_failed`, { ...opts.ids, ...errorFields(err) });
  }
}

/**
 * The crisis screen on words written for others to read and saved as written (decisions 045 and
 * 049): a circle's name and description, a grief buddy request's note, a profile's About You and a
 * matching profile's intro, the display name an account is made with. Their writer is answered
 * with a gentle note or their country's help lines, every time. With a crisis, the moderation log
 * keeps a line with the writer as its target and the site's admins are emailed
 * (emailAdminsOfCrisis: never the words, never who), once for the same words: not when
 * `previous`, what was stored before this save, is these very words (a profile saved again after
 * a change of visibility, a circle's settings saved again). Unchanged words read now as they read
 * then, so they were a crisis then too and the admins were told when they were written. Only ids
 * and the level are logged: `<event>_screened` (with `unchanged: true` when the words are those
 * stored before), `<event>_log_failed`, and the emails' lines.
 */
export async function wordsForOthersSupport(
  deps: WordsDeps,
  opts: {
    words: string;
    /** What was stored before this save; null or absent when there was nothing (a new circle, a request). */
    previous?: string | null;
    country: string | null;
    authorId: string;
    event: string;
    ids: Record<string, string | null>;
    moderation: Pick<ModerationEntry, 'action' | 'circleId' | 'postId'>;
    email: { subject: string; body: string };
  },
): Promise<WrittenSupport | undefined> {
  if (!opts.words.trim()) return undefined;
  const { risk } = screenWriting(opts.words);
  if (risk === 'none') return undefined;
  const unchanged = opts.previous != null && opts.previous === opts.words;
  log.info(`${opts.event}_screened`, { ...opts.ids, userId: opts.authorId, risk, ...(unchanged && { unchanged }) });
  if (risk === 'crisis' && !unchanged) {
    // The words are saved already: a failure here is logged and never costs their writer the help lines.
    await logModeration(deps.database.db, { actorId: null, targetUserId: opts.authorId, ...opts.moderation }).catch(
      (err: unknown) =>
        log.error(`${opts.event}_log_failed`, { ...opts.ids, userId: opts.authorId, ...errorFields(err) }),
    );
    void emailAdminsOfCrisis(deps, { authorId: opts.authorId, ...opts.email, event: opts.event, ids: opts.ids });
  }
  return writtenSupport(risk, opts.country);
}

/** Never throws: the report is saved whatever happens to the email. */
async function tellAdminsOfCrisisReport(deps: Deps, paragraph: string, reportId: string): Promise<void> {
  try {
    const to = (await siteAdmins(deps.database.db)).map((a) => a.email);
    const mail = crisisReportEmail(paragraph, `${deps.config.publicUrl}/admin`);
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

const toPeerMessage = (r: q.QueuePeerMessageRow): ModerationPeerMessage => ({
  id: r.id,
  connectionId: r.connectionId,
  author: { id: r.authorId, name: r.authorName, email: r.authorEmail },
  body: r.body,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/admin/moderation. */
export async function moderationQueue(deps: Pick<Deps, 'database'>): Promise<ModerationQueue> {
  const { db } = deps.database;
  const [reports, held, heldPeer, entries] = await Promise.all([
    q.openReports(db),
    q.heldPosts(db),
    q.heldPeerMessages(db),
    q.newestLog(db),
  ]);
  const idsOf = (kind: string) => [...new Set(reports.filter((r) => r.targetKind === kind).map((r) => r.targetId))];
  const [postRows, messageRows] = await Promise.all([
    q.postsByIds(db, idsOf('circle-post')),
    q.peerMessagesByIds(db, idsOf('peer-message')),
  ]);
  const posts = new Map(postRows.map((p) => [p.id, toPost(p)]));
  const messages = new Map(messageRows.map((m) => [m.id, toPeerMessage(m)]));
  return {
    reports: reports.map((r) => ({
      id: r.id,
      targetKind: r.targetKind === 'peer-message' ? 'peer-message' : 'circle-post',
      reason: r.reason,
      details: r.details,
      reporter: r.reporterId ? { id: r.reporterId, name: r.reporterName } : null,
      post: r.targetKind === 'circle-post' ? (posts.get(r.targetId) ?? null) : null,
      peerMessage: r.targetKind === 'peer-message' ? (messages.get(r.targetId) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
    })),
    heldPosts: held.map(toPost),
    heldPeerMessages: heldPeer.map(toPeerMessage),
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
    if (target.targetKind === 'peer-message') {
      await resolvePeerMessageReport(tx, live, adminId, reportId, target.targetId, action, now);
      return;
    }
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A report of a peer message: `remove-post` removes the message (every open report of it actioned). */
async function resolvePeerMessageReport(
  tx: Tx,
  live: ReturnType<typeof afterCommit>,
  adminId: string,
  reportId: string,
  messageId: string,
  action: 'remove-post' | 'dismiss',
  now: Date,
): Promise<void> {
  const message = await q.lockPeerMessage(tx, messageId);
  const report = await q.lockOpenReport(tx, reportId);
  if (!report) throw reportNotFound();
  const ids = { reportId, postId: messageId, targetUserId: message?.authorId };
  if (action === 'dismiss') {
    await q.resolveReports(tx, { reportId }, 'dismissed', adminId, now);
    await logModeration(tx, { actorId: adminId, action: 'report.dismiss', ...ids });
    return;
  }
  await q.resolveReports(tx, { postId: messageId, kind: 'peer-message' }, 'actioned', adminId, now);
  await logModeration(tx, { actorId: adminId, action: 'report.action', ...ids });
  if (!message || message.status === 'removed') return;
  await q.setPeerMessageStatus(tx, messageId, 'removed', now);
  const topic = peerTopic(message.connectionId);
  await recordLiveEvent(tx, live, { topic, kind: 'message-removed', subjectId: messageId });
}

/**
 * POST /api/admin/moderation/peer-messages/:id: release a held peer message to its conversation, or
 * remove it (its open reports are actioned with it). Only a held message is in the queue: any
 * other answers 404.
 */
export async function actOnHeldPeerMessage(
  deps: ActDeps,
  adminId: string,
  messageId: string,
  action: 'release' | 'remove',
): Promise<void> {
  const now = deps.now();
  const live = afterCommit(deps.live);
  await deps.database.db.transaction(async (tx) => {
    const message = await q.lockPeerMessage(tx, messageId);
    if (!message || message.status !== 'held') throw messageNotFound();
    const ids = { postId: messageId, targetUserId: message.authorId };
    const topic = peerTopic(message.connectionId);
    if (action === 'release') {
      await q.setPeerMessageStatus(tx, messageId, 'visible', now);
      await logModeration(tx, { actorId: adminId, action: 'peer-message.release', ...ids });
      await recordLiveEvent(tx, live, { topic, kind: 'message', subjectId: messageId });
      return;
    }
    await q.setPeerMessageStatus(tx, messageId, 'removed', now);
    await q.resolveReports(tx, { postId: messageId, kind: 'peer-message' }, 'actioned', adminId, now);
    await logModeration(tx, { actorId: adminId, action: 'peer-message.remove', ...ids });
    await recordLiveEvent(tx, live, { topic, kind: 'message-removed', subjectId: messageId });
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
