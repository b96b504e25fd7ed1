/**
 * The guestbook: newest first in pages, anyone who can view may sign, the owner (and collaborators)
 * moderate. Every message goes through the crisis screen (decision 041).
 */
import type { z } from 'zod';
import { encodeKeysetCursor, isUuid, type KeysetPosition } from '@shared/schemas/fields';
import {
  GUESTBOOK_MSG,
  GUESTBOOK_PAGE,
  MEMORIAL_MSG,
  type GuestbookEntry,
  type GuestbookEntryResponse,
  type GuestbookPage,
  type guestbookEntrySchema,
} from '@shared/schemas/memorials';
import type { AppDeps, SessionUser } from '../../app-env';
import { screenMessage } from '../../ai/safety/screen';
import { writtenSupport } from '../../ai/safety/written-support';
import { actorOf, type Actor } from '../../access/access';
import { Errors } from '../../lib/errors';
import { hashKey, hit } from '../../lib/rate-limit';
import { log } from '../../lib/logger';
import { queueGuestbookEmail } from './guestbook-notify';
import { accessToRow, memorialAccess, type MemorialAccess } from './memorials.access';
import {
  approveGuestbookEntryRow,
  deleteGuestbookEntryRow,
  findMemorialWithGuestbook,
  guestbookPage,
  insertGuestbookEntry,
  type GuestbookRow,
  type OwnerPlanFacts,
} from './memorials.queries';

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
  /** The page as read with the memorial's row (findMemorialWithGuestbook, `limit` + 1 entries). */
  readWithRow?: GuestbookRow[],
): Promise<GuestbookPage> {
  const limit = opts.limit ?? GUESTBOOK_PAGE.size;
  const [emails, canDelete] = await Promise.all([
    access.can('guestbook:view-emails'),
    access.can('guestbook:moderate'),
  ]);
  // A held message (decision 041) is read only by those who may show or delete it. The page read
  // with the row holds them exactly when the caller is the owner: anyone else who moderates
  // (a collaborator, an admin) has the page read again, with them.
  const rows =
    readWithRow && canDelete === access.isOwner
      ? readWithRow
      : await guestbookPage(deps.database.db, access.memorial.id, limit + 1, opts.cursor ?? null, canDelete);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => toEntry(r, emails)),
    nextCursor: rows.length > limit ? encodeKeysetCursor(page[page.length - 1]!) : null,
    canDelete,
  };
}

/**
 * The memorial's row and a guestbook page in one statement, then the access check on that row:
 * what `GET /:id/guestbook` and the memorial's page answer with (decision 044).
 */
export async function memorialWithGuestbook(
  deps: AppDeps,
  actor: Actor,
  permission: 'guestbook:view' | 'memorial:view',
  memorialId: string,
  opts: { cursor?: KeysetPosition; limit?: number },
  /** Read the owner's plan in the same statement (the memorial's page: decision 065). */
  withOwnerPlan = false,
): Promise<{ access: MemorialAccess; guestbook: () => Promise<GuestbookPage>; ownerPlan?: OwnerPlanFacts }> {
  const limit = opts.limit ?? GUESTBOOK_PAGE.size;
  // The routes parse the id; an id that is not a uuid finds nothing, as in memorialAccess.
  const found = isUuid(memorialId)
    ? await findMemorialWithGuestbook(
        deps.database.db,
        memorialId,
        actor.user?.id ?? null,
        limit + 1,
        opts.cursor ?? null,
        withOwnerPlan,
      )
    : null;
  const access = await accessToRow(deps, actor, permission, found?.memorial ?? null);
  return { access, guestbook: () => readGuestbook(deps, access, opts, found!.entries), ownerPlan: found?.ownerPlan };
}

export async function signGuestbook(
  deps: AppDeps,
  memorialId: string,
  actor: Actor,
  ip: string,
  input: z.output<typeof guestbookEntrySchema>,
  country: string | null,
): Promise<GuestbookEntryResponse> {
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
  // The crisis screen (decision 041): a message that reads as a crisis waits for the family before
  // anyone else reads it on the memorial, and its author is given the help lines at once.
  const { risk } = screenMessage(`${input.authorName}\n${input.message}`);
  const row = await insertGuestbookEntry(db, {
    memorialId,
    authorName: input.authorName,
    authorEmail: input.authorEmail,
    message: input.message,
    createdAt: now,
    isApproved: risk !== 'crisis',
  });
  log.info('guestbook.signed', { memorialId, entryId: row.id, risk });
  // The owner's email about it (never about their own entry, never the words of a held one); this never throws.
  if (!access.isOwner && row.isApproved)
    await queueGuestbookEmail(deps, { entryId: row.id, memorialId, ownerId: access.memorial.userId }, now);
  const out: GuestbookEntryResponse = { entry: toEntry(row, await access.can('guestbook:view-emails')) };
  const support = writtenSupport(risk, country);
  return support ? { ...out, support } : out;
}

/**
 * The family's two answers to a message (those who moderate the guestbook): show it on the memorial
 * (one the crisis screen held, decision 041) or delete it. The route parsed both ids (parseParams).
 */
export async function moderateGuestbookEntry(
  deps: AppDeps,
  memorialId: string,
  user: SessionUser,
  entryId: string,
  action: 'approve' | 'delete',
): Promise<void> {
  await memorialAccess(deps, actorOf(deps, user), 'guestbook:moderate', memorialId);
  const db = deps.database.db;
  const found =
    action === 'approve'
      ? await approveGuestbookEntryRow(db, memorialId, entryId)
      : await deleteGuestbookEntryRow(db, memorialId, entryId);
  if (!found) throw Errors.notFound(GUESTBOOK_MSG.entryGone);
  if (action === 'approve') log.info('guestbook.approved', { memorialId, entryId });
}
