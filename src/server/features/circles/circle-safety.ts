/**
 * The crisis screen on circle posts (decisions 012 and 035) and the email it sends. A post is read
 * with its author's own recent posts in the circle, as the companion reads a turn with the
 * conversation before it. On a crisis, the circle admin and every site admin get ONE email saying
 * someone in the circle may need support, with a link: never the words, never who. It is a safety
 * email: no preference turns it off.
 */
import { MODERATION_MSG } from '@shared/schemas/circles';
import { APP_NAME } from '@shared/constants';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import type { WrittenSupport } from '@shared/schemas/companion';
import type { AppDeps } from '../../app-env';
import { screenConversation, type ScreenResult } from '../../ai/safety/screen';
import { renderEmail } from '../../email/layout';
import { log } from '../../lib/logger';
import { siteAdmins, wordsForOthersSupport } from '../moderation/moderation.service';
import * as q from './circles.queries';

/** How many of the author's own earlier posts the screen reads with the new one. */
export const SCREEN_CONTEXT_POSTS = 5;
/**
 * How far back those posts may go. A crisis post raises the author's next posts too (as in the
 * companion, a crisis is not over because the subject changed), but only for a few hours: a
 * circle is read over weeks, and one dark night must not hold every post its author ever writes
 * there again (their held posts would otherwise keep each other held).
 */
export const SCREEN_CONTEXT_HOURS = 6;

export async function screenPost(
  deps: AppDeps,
  circleId: string,
  authorId: string,
  body: string,
): Promise<ScreenResult> {
  return screenWithRecent(deps, body, (since, limit) =>
    q.recentPostsOf(deps.database.db, circleId, authorId, limit, since),
  );
}

/**
 * Screens what someone writes in a conversation with people (a circle, a peer conversation) read
 * with their own recent words there: `recent` gives at most `limit` of them written since `since`,
 * newest first.
 */
export async function screenWithRecent(
  deps: Pick<AppDeps, 'now'>,
  body: string,
  recent: (since: Date, limit: number) => Promise<{ body: string }[]>,
): Promise<ScreenResult> {
  const since = new Date(deps.now().getTime() - SCREEN_CONTEXT_HOURS * 3_600_000);
  const earlier = await recent(since, SCREEN_CONTEXT_POSTS);
  return screenConversation([
    ...earlier.reverse().map((p) => ({ role: 'user' as const, content: p.body })),
    { role: 'user', content: body },
  ]);
}

/**
 * Emails the circle admin and the site admins about a held crisis post, without holding up the
 * post: a failure is logged (ids and a code) and never fails it.
 */
export function sendCrisisEmails(
  deps: AppDeps,
  circle: { id: string; name: string; adminId: string | null },
  postId: string,
  authorId: string,
): Promise<void> {
  const work = (async () => {
    const db = deps.database.db;
    const admins = await siteAdmins(db);
    const to = new Map<string, { email: string; url: string }>();
    if (circle.adminId && circle.adminId !== authorId) {
      const admin = await q.userContact(db, circle.adminId);
      if (admin) to.set(admin.id, { email: admin.email, url: `${deps.config.publicUrl}/support-circles/${circle.id}` });
    }
    // A site admin who is also the circle admin gets one email, with the admin queue's link.
    for (const a of admins) {
      if (a.id !== authorId) to.set(a.id, { email: a.email, url: `${deps.config.publicUrl}/admin` });
    }
    for (const [userId, { email, url }] of to) {
      const { text, html } = renderEmail({
        paragraphs: [MODERATION_MSG.supportEmailBody(circle.name)],
        action: { label: 'Look in on the circle', url },
        footer: [
          `You receive this email because you look after "${circle.name}" or the ${APP_NAME} community. It is a safety email, sent whatever your email settings.`,
        ],
      });
      try {
        await deps.mailer.send({ to: email, subject: MODERATION_MSG.supportEmailSubject, text, html });
        log.info('circle.crisis_email_sent', { circleId: circle.id, postId, userId });
      } catch (err) {
        log.error('circle.crisis_email_failed', {
          circleId: circle.id,
          postId,
          userId,
          code: (err as { code?: string }).code ?? 'SEND_FAILED',
        });
      }
    }
  })().catch((err: unknown) => {
    log.error('circle.crisis_email_failed', { circleId: circle.id, postId, code: (err as Error).name });
  });
  return work;
}

/**
 * The crisis screen on a circle's name and description, just created or changed by the person who
 * looks after it (decision 045). The circle is saved as written: holding its name would hold the
 * whole circle. Its writer is answered with a gentle note or their country's help lines. With a
 * crisis, as for a held post (decision 035), the site's admins are emailed (never the words, never
 * who) and the moderation log keeps a line; the circle admin is the writer, so is not emailed.
 * `previous` is the circle's words before this save (none for a new circle): words saved again
 * unchanged bring the writer their note again, and tell nobody again.
 */
export async function circleWordsSupport(
  deps: AppDeps,
  circleId: string,
  authorId: string,
  words: string,
  country: string | null,
  previous: string | null = null,
): Promise<WrittenSupport | undefined> {
  return wordsForOthersSupport(deps, {
    words,
    previous,
    country,
    authorId,
    event: 'circle.words',
    ids: { circleId },
    moderation: { action: 'circle.words-crisis', circleId },
    email: { subject: MODERATION_MSG.supportEmailSubject, body: SAFETY_ADMIN_MSG.circleWordsEmailBody },
  });
}
