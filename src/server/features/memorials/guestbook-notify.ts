/**
 * Guestbook emails (spec section 3 user_preferences.email_guestbook_entries, default on; decision
 * 011): when someone signs a memorial's guestbook, its owner gets a gentle note with the message.
 *
 * Enqueue (guestbook.service.ts, after a successful post): one email_jobs row per entry, kind
 * 'guestbook_entry', dedupe key guestbook:{entryId}, to the memorial's owner, due 2 minutes later,
 * so an owner who deletes a spam entry at once gets no email about it. Not when the owner signs
 * their own guestbook. A failure here is logged (ids and error code) and never fails the post.
 *
 * Handler: re-checks at send time (the entry and the memorial still there, the owner unchanged,
 * the owner's email_guestbook_entries on: no preferences row means on) and answers 'skipped' with
 * the reason otherwise. A flood guard keeps a busy or attacked guestbook from filling the owner's
 * inbox: after 20 sent guestbook emails for one memorial in 24 hours the rest are skipped
 * ('daily_cap'); the entries are all on the page. The email never holds the poster's address
 * (the owner sees it on the page), and carries a one-click unsubscribe for guestbook emails only.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { APP_NAME } from '@shared/constants';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { emailJobs, memorialGuestbook, memorials, user, userPreferences } from '../../db/schema';
import { renderEmail } from '../../email/layout';
import { oneClickUnsubscribeUrl, unsubscribeToken, unsubscribeUrl } from '../../email/links';
import { log } from '../../lib/logger';
import type { JobHandler, JobOutcome } from '../../scheduler/scheduler';

/** How long after the post the email goes: time for the owner to delete a spam entry. */
export const GUESTBOOK_EMAIL_DELAY_MS = 2 * 60_000;
/** Guestbook emails per memorial and owner in any 24 hours; more are skipped. */
export const GUESTBOOK_DAILY_CAP = 20;
const DAY_MS = 24 * 60 * 60_000;
/** The longest message quoted in the email; the rest is on the page. */
export const GUESTBOOK_QUOTE_MAX = 1000;

export const guestbookDedupeKey = (entryId: string) => `guestbook:${entryId}`;

// ---------------------------------------------------------------------------------------------
// Enqueue

export interface GuestbookPost {
  entryId: string;
  memorialId: string;
  /** The memorial's owner: who the email goes to. */
  ownerId: string;
}

/** Inserts the entry's job; an existing job for it is left alone. */
export async function insertGuestbookJob(db: Db, post: GuestbookPost, now: Date): Promise<void> {
  await db
    .insert(emailJobs)
    .values({
      kind: 'guestbook_entry',
      dedupeKey: guestbookDedupeKey(post.entryId),
      userId: post.ownerId,
      memorialId: post.memorialId,
      payload: { entryId: post.entryId },
      runAt: new Date(now.getTime() + GUESTBOOK_EMAIL_DELAY_MS),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: emailJobs.dedupeKey });
}

/** The error's code (a SQLSTATE, also when the driver wraps it), never its message. */
function errorCode(err: unknown): string {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string') return e.code;
  }
  return err instanceof Error ? err.name : 'UNKNOWN';
}

/**
 * Queues the owner's email about a new entry. Never throws: the entry is saved whatever happens
 * here, and the visitor's post must not fail because of an email.
 */
export async function queueGuestbookEmail(
  deps: Pick<AppDeps, 'database'>,
  post: GuestbookPost,
  now: Date,
): Promise<void> {
  try {
    await insertGuestbookJob(deps.database.db, post, now);
  } catch (err) {
    log.error('guestbook.notify_enqueue_failed', {
      memorialId: post.memorialId,
      entryId: post.entryId,
      code: errorCode(err),
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The email

export interface GuestbookEmailInput {
  ownerName: string;
  authorName: string;
  memorialTitle: string;
  message: string;
  memorialUrl: string;
  unsubscribeUrl: string;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The message as quoted: at most GUESTBOOK_QUOTE_MAX characters (not splitting an emoji), then "…". */
export function quoteMessage(message: string): string {
  const chars = [...message.trim()];
  const text =
    chars.length > GUESTBOOK_QUOTE_MAX ? `${chars.slice(0, GUESTBOOK_QUOTE_MAX).join('').trimEnd()}…` : chars.join('');
  return `“${text}”`;
}

/** The words of the email. Every value is escaped in the HTML by renderEmail. */
export function guestbookEmail(input: GuestbookEmailInput): { subject: string; text: string; html: string } {
  const owner = oneLine(input.ownerName);
  const author = oneLine(input.authorName);
  const title = oneLine(input.memorialTitle) || 'your loved one';
  const subject = author ? `${author} signed ${title}'s guestbook` : `A new message in ${title}'s guestbook`;
  const { text, html } = renderEmail({
    paragraphs: [
      owner ? `Hello ${owner},` : 'Hello,',
      `${author || 'Someone'} left a message in the guestbook of ${title}:`,
      quoteMessage(input.message),
    ],
    action: { label: 'Read it on the memorial', url: input.memorialUrl },
    after: ['If a message should not be there, you can delete it from the guestbook on the memorial page.'],
    footer: [
      `You receive this email because you created ${title}'s memorial on ${APP_NAME} and guestbook emails are on for your account.`,
      'To stop them, use the link below. You can turn them on again in Settings.',
    ],
    footerLink: { label: 'Turn off guestbook emails', url: input.unsubscribeUrl },
  });
  return { subject, text, html };
}

// ---------------------------------------------------------------------------------------------
// The handler

const payloadSchema = z.object({ entryId: z.uuid() });

/** The memorial as it is now, its owner and their preference. */
async function memorialContext(db: Db, memorialId: string) {
  const rows = await db
    .select({
      id: memorials.id,
      title: memorials.title,
      ownerId: memorials.userId,
      ownerEmail: user.email,
      ownerName: user.name,
      enabled: sql<boolean>`coalesce(${userPreferences.emailGuestbookEntries}, true)`,
    })
    .from(memorials)
    .innerJoin(user, eq(user.id, memorials.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, memorials.userId))
    .where(eq(memorials.id, memorialId))
    .limit(1);
  return rows[0];
}

async function findEntry(db: Db, memorialId: string, entryId: string) {
  const rows = await db
    .select({ authorName: memorialGuestbook.authorName, message: memorialGuestbook.message })
    .from(memorialGuestbook)
    .where(and(eq(memorialGuestbook.id, entryId), eq(memorialGuestbook.memorialId, memorialId)))
    .limit(1);
  return rows[0];
}

/** Guestbook emails sent to the owner about this memorial in the 24 hours before `now`. */
async function sentInLastDay(db: Db, userId: string, memorialId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailJobs)
    .where(
      and(
        eq(emailJobs.kind, 'guestbook_entry'),
        eq(emailJobs.memorialId, memorialId),
        eq(emailJobs.userId, userId),
        eq(emailJobs.status, 'sent'),
        gt(emailJobs.sentAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

export function guestbookEntryHandler(deps: Pick<AppDeps, 'database' | 'mailer' | 'emailKey' | 'config'>): JobHandler {
  const { db } = deps.database;
  const skipped = (reason: string): JobOutcome => ({ status: 'skipped', reason });
  return {
    async run(job, now) {
      const payload = payloadSchema.safeParse(job.payload);
      if (!payload.success) return skipped('invalid_payload');
      const memorial = job.memorialId ? await memorialContext(db, job.memorialId) : undefined;
      if (!memorial) return skipped('memorial_deleted');
      const entry = await findEntry(db, memorial.id, payload.data.entryId);
      if (!entry) return skipped('entry_deleted');
      if (memorial.ownerId !== job.userId) return skipped('owner_changed');
      if (!memorial.enabled) return skipped('preference_off');
      if ((await sentInLastDay(db, job.userId, memorial.id, now)) >= GUESTBOOK_DAILY_CAP) return skipped('daily_cap');

      const publicUrl = deps.config.publicUrl;
      const token = unsubscribeToken(deps.emailKey, memorial.ownerId, 'guestbook');
      const mail = guestbookEmail({
        ownerName: memorial.ownerName,
        authorName: entry.authorName,
        memorialTitle: memorial.title,
        message: entry.message,
        memorialUrl: `${publicUrl}/memorial/${memorial.id}`,
        unsubscribeUrl: unsubscribeUrl(publicUrl, token),
      });
      await deps.mailer.send({
        to: memorial.ownerEmail,
        ...mail,
        headers: {
          'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return { status: 'sent' };
    },
  };
}
