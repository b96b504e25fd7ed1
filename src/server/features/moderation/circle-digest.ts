/**
 * The daily circle digest and the live events' pruning (decision 035), in the scheduler
 * (decision 011).
 *
 * Planner ('circle-digest', hourly): first deletes live events older than 7 days (streams asked
 * to resume from before that are told to reload). Then finds the members with
 * `email_circle_messages` on (no preferences row: on) who have unseen posts by others (see
 * circle-digest.queries.ts), and, once it is DIGEST_HOUR or later where they live (their time zone
 * in preferences, else UTC), queues one email job each with the dedupe key
 * `circle-digest:{user}:{local day}`: at most one digest a day per person, a database rule across
 * instances and planner runs (the email queue claims each job with FOR UPDATE SKIP LOCKED).
 *
 * Handler: counts again at send time (posts read since, removed, or blocked no longer count; with
 * nothing left, or the preference turned off, it answers 'skipped'), sends ONE email listing the
 * circles and how many new posts each has, with links to the circle pages and the one-click
 * unsubscribe of circle emails, never a word of a post, and then moves each circle's
 * `digest_through_event_id` to the newest event it counted, so no post is told of twice.
 */
import { z } from 'zod';
import { MODERATION_MSG } from '@shared/schemas/circles';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { renderEmail } from '../../email/layout';
import { oneClickUnsubscribeUrl, unsubscribeToken, unsubscribeUrl } from '../../email/links';
import { log } from '../../lib/logger';
import { zoneOffsetMs } from '../../lib/zoned-time';
import type { JobHandler, JobOutcome, Planner } from '../../scheduler/scheduler';
import { localDay, reminderTimeZone } from '../reminders/anniversaries';
import * as q from './circle-digest.queries';

export const DIGEST_PLANNER_EVERY_MS = 60 * 60_000;
/** The local hour from which a day's digest goes: early evening, after the day's posts. */
export const DIGEST_HOUR = 18;
/** Live events are kept this long (decision 035). */
export const LIVE_EVENTS_KEPT_MS = 7 * 24 * 60 * 60_000;

export const digestDedupeKey = (userId: string, day: string) => `circle-digest:${userId}:${day}`;

const localHour = (at: Date, zone: string) => new Date(at.getTime() + zoneOffsetMs(at, zone)).getUTCHours();

/** One planner pass: prunes old live events, then queues the digests due now. */
export async function planCircleDigests(db: Db, now: Date): Promise<{ pruned: number; queued: number }> {
  const pruned = await q.pruneLiveEvents(db, new Date(now.getTime() - LIVE_EVENTS_KEPT_MS));
  const jobs = (await q.digestCandidates(db)).flatMap(({ userId, timeZone }) => {
    const zone = reminderTimeZone(timeZone);
    if (localHour(now, zone) < DIGEST_HOUR) return [];
    const day = localDay(now, zone);
    return [{ userId, day, dedupeKey: digestDedupeKey(userId, day) }];
  });
  const queued = await q.insertDigestJobs(db, jobs, now);
  if (pruned > 0 || queued > 0) log.info('circles.digest_planned', { pruned, queued });
  return { pruned, queued };
}

export function circleDigestPlanner(deps: Pick<AppDeps, 'database'>): Planner {
  return {
    name: 'circle-digest',
    everyMs: DIGEST_PLANNER_EVERY_MS,
    run: async (now) => {
      await planCircleDigests(deps.database.db, now);
    },
  };
}

export interface DigestEmailInput {
  name: string;
  circles: Array<{ name: string; posts: number; url: string }>;
  circlesUrl: string;
  unsubscribeUrl: string;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The words of the digest: circles and counts, never what anyone wrote. */
export function digestEmail(input: DigestEmailInput): { subject: string; text: string; html: string } {
  const { text, html } = renderEmail({
    paragraphs: [MODERATION_MSG.digestGreeting(oneLine(input.name)), MODERATION_MSG.digestIntro],
    links: input.circles.map((c) => ({ label: MODERATION_MSG.digestLine(oneLine(c.name), c.posts), url: c.url })),
    action: { label: MODERATION_MSG.digestAction, url: input.circlesUrl },
    after: [MODERATION_MSG.digestAfter],
    footer: [MODERATION_MSG.digestFooter],
    footerLink: { label: MODERATION_MSG.digestUnsubscribe, url: input.unsubscribeUrl },
  });
  return { subject: MODERATION_MSG.digestSubject, text, html };
}

const payloadSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export function circleDigestHandler(deps: Pick<AppDeps, 'database' | 'mailer' | 'emailKey' | 'config'>): JobHandler {
  const skipped = (reason: string): JobOutcome => ({ status: 'skipped', reason });
  return {
    async run(job) {
      if (!payloadSchema.safeParse(job.payload).success) return skipped('invalid_payload');
      const { db } = deps.database;
      const to = await q.recipient(db, job.userId);
      if (!to) return skipped('account_deleted');
      // The preference, membership, blocks and visibility are all re-read here.
      const circles = await q.unseenFor(db, job.userId);
      if (!circles.length) return skipped('nothing_new');

      const publicUrl = deps.config.publicUrl;
      const token = unsubscribeToken(deps.emailKey, job.userId, 'circles');
      const mail = digestEmail({
        name: to.name,
        circles: circles.map((c) => ({
          name: c.circleName,
          posts: c.posts,
          url: `${publicUrl}/support-circles/${c.circleId}`,
        })),
        circlesUrl: `${publicUrl}/support-circles`,
        unsubscribeUrl: unsubscribeUrl(publicUrl, token),
      });
      await deps.mailer.send({
        to: to.email,
        ...mail,
        headers: {
          'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      for (const c of circles) await q.advanceDigest(db, job.userId, c.circleId, c.throughEventId);
      return { status: 'sent' };
    },
  };
}
