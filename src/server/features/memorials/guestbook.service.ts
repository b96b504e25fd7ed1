/** The guestbook: newest first in pages, anyone who can view may sign, only the owner deletes. */
import type { z } from 'zod';
import { encodeKeysetCursor, type KeysetPosition } from '@shared/schemas/fields';
import {
  GUESTBOOK_MSG,
  GUESTBOOK_PAGE,
  MEMORIAL_MSG,
  type GuestbookEntry,
  type GuestbookPage,
  type guestbookEntrySchema,
} from '@shared/schemas/memorials';
import type { AppDeps, SessionUser } from '../../app-env';
import { actorOf, type Actor } from '../../access/access';
import { Errors } from '../../lib/errors';
import { hashKey, hit } from '../../lib/rate-limit';
import { log } from '../../lib/logger';
import { queueGuestbookEmail } from './guestbook-notify';
import { memorialAccess, type MemorialAccess } from './memorials.access';
import { deleteGuestbookEntryRow, guestbookPage, insertGuestbookEntry, type GuestbookRow } from './memorials.queries';

function toEntry(row: GuestbookRow, showEmail: boolean): GuestbookEntry {
  return {
    id: row.id,
    authorName: row.authorName,
    // Only the owner sees the email (spec section 6): 'guestbook:view-emails'.
    authorEmail: showEmail ? row.authorEmail : null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isApproved: row.isApproved,
  };
}

/**
 * One page of the guestbook for a caller whose access was already checked ('guestbook:view' or
 * 'memorial:view'); `cursor` and `limit` come parsed from the query (guestbookQuerySchema).
 */
export async function readGuestbook(
  deps: AppDeps,
  access: MemorialAccess,
  opts: { cursor?: KeysetPosition; limit?: number },
): Promise<GuestbookPage> {
  const limit = opts.limit ?? GUESTBOOK_PAGE.size;
  const rows = await guestbookPage(deps.database.db, access.memorial.id, limit + 1, opts.cursor ?? null);
  const page = rows.slice(0, limit);
  const [emails, canDelete] = await Promise.all([
    access.can('guestbook:view-emails'),
    access.can('guestbook:moderate'),
  ]);
  return {
    entries: page.map((r) => toEntry(r, emails)),
    nextCursor: rows.length > limit ? encodeKeysetCursor(page[page.length - 1]!) : null,
    canDelete,
  };
}

export async function signGuestbook(
  deps: AppDeps,
  memorialId: string,
  actor: Actor,
  ip: string,
  input: z.output<typeof guestbookEntrySchema>,
): Promise<GuestbookEntry> {
  const access = await memorialAccess(deps, actor, 'guestbook:post', memorialId);
  const { db } = deps.database;
  const rl = deps.config.rateLimits;
  const now = deps.now();
  // The address is checked first: one address over its own limit must not use up the
  // memorial's allowance and silence everyone else.
  const perIp = await hit(db, `guestbook:ip:${hashKey(ip)}`, rl.guestbookWindowSeconds, now);
  if (perIp.count > rl.guestbookPerIp) {
    log.warn('guestbook.rate_limited', { memorialId, reason: 'ip' });
    throw Errors.rateLimited(MEMORIAL_MSG.guestbookRateLimited, perIp.retryAfterSeconds);
  }
  const perMemorial = await hit(db, `guestbook:memorial:${memorialId}`, rl.guestbookWindowSeconds, now);
  if (perMemorial.count > rl.guestbookPerMemorial) {
    log.warn('guestbook.rate_limited', { memorialId, reason: 'memorial' });
    throw Errors.rateLimited(MEMORIAL_MSG.guestbookRateLimited, perMemorial.retryAfterSeconds);
  }
  const row = await insertGuestbookEntry(db, {
    memorialId,
    authorName: input.authorName,
    authorEmail: input.authorEmail,
    message: input.message,
    createdAt: now,
  });
  log.info('guestbook.signed', { memorialId, entryId: row.id });
  // The owner's email about it (never about their own entry); this never throws.
  if (!access.isOwner)
    await queueGuestbookEmail(deps, { entryId: row.id, memorialId, ownerId: access.memorial.userId }, now);
  return toEntry(row, await access.can('guestbook:view-emails'));
}

export async function removeGuestbookEntry(
  deps: AppDeps,
  memorialId: string,
  user: SessionUser,
  entryId: string,
): Promise<void> {
  await memorialAccess(deps, actorOf(deps, user), 'guestbook:moderate', memorialId);
  // The route parsed both ids (parseParams).
  if (!(await deleteGuestbookEntryRow(deps.database.db, memorialId, entryId)))
    throw Errors.notFound(GUESTBOOK_MSG.entryGone);
}
