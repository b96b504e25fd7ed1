/**
 * The SQL of leaving (decision 031): deletion requests, the rows that name a departing account's
 * stored files, the files still to remove, and memorial hand-over offers.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  memorialCollaborators,
  dataExports,
  memorialMedia,
  memorials,
  memorialTransfers,
  profiles,
  referrals,
  storageDeletions,
  user,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;

// ---- deletion requests ----------------------------------------------------------------------

/** Records (or renews) a request; a cancelled one becomes pending again. */
export async function upsertDeletion(db: Q, userId: string, requestedAt: Date, deleteAfter: Date): Promise<void> {
  await db
    .insert(accountDeletions)
    .values({ userId, requestedAt, deleteAfter })
    .onConflictDoUpdate({ target: accountDeletions.userId, set: { requestedAt, deleteAfter, cancelledAt: null } });
}

/** Marks a pending request cancelled; true when there was one. */
export async function cancelPendingDeletion(db: Q, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountDeletions)
    .set({ cancelledAt: at })
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt)))
    .returning({ userId: accountDeletions.userId });
  return rows.length > 0;
}

/** Removes a cancelled request's row; true when there was one (the person is then told, once). */
export async function takeCancelledDeletion(db: Q, userId: string): Promise<boolean> {
  const rows = await db
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNotNull(accountDeletions.cancelledAt)))
    .returning({ userId: accountDeletions.userId });
  return rows.length > 0;
}

export async function pendingDeletion(db: Q, userId: string) {
  const rows = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Claims one due request inside the caller's transaction: locked, so another instance running the
 * same job skips it rather than waiting.
 */
export async function claimDueDeletion(tx: Tx, now: Date): Promise<string | null> {
  const rows = await tx
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.cancelledAt), lte(accountDeletions.deleteAfter, now)))
    .orderBy(asc(accountDeletions.deleteAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0]?.userId ?? null;
}

// ---- the account and what names its files ---------------------------------------------------

export async function userByEmail(db: Q, email: string) {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return rows[0] ?? null;
}

/** The account's row, locked for the deletion (null when it is already gone). */
export async function lockUser(tx: Tx, userId: string) {
  const rows = await tx
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/** The memorials the account owns now (handed-on ones are someone else's), with their song. */
export function ownedMemorials(db: Q, userId: string) {
  return db
    .select({ id: memorials.id, featuredSongUrl: memorials.featuredSongUrl })
    .from(memorials)
    .where(eq(memorials.userId, userId));
}

/** Every stored path of these memorials' photos and videos. */
export function mediaPathsOf(db: Q, memorialIds: string[]) {
  if (!memorialIds.length) return Promise.resolve([]);
  return db
    .select({
      memorialId: memorialMedia.memorialId,
      filePath: memorialMedia.filePath,
      displayPath: memorialMedia.displayPath,
      thumbPath: memorialMedia.thumbPath,
    })
    .from(memorialMedia)
    .where(inArray(memorialMedia.memorialId, memorialIds));
}

/** The account's data exports that have a file. */
export async function exportKeysOf(db: Q, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return rows.map((r) => r.key!);
}

/**
 * Deletes the account; every row that references it goes with it (ON DELETE CASCADE). A referral
 * that brought it stays its referrer's (set null), without the address it signed up with.
 */
export async function deleteUserRow(tx: Tx, userId: string): Promise<void> {
  await tx.update(referrals).set({ referredEmail: null }).where(eq(referrals.referredUserId, userId));
  await tx.delete(user).where(eq(user.id, userId));
}

// ---- files still to remove ------------------------------------------------------------------

export async function recordStorageDeletions(db: Q, keys: string[], now: Date): Promise<void> {
  if (!keys.length) return;
  await db
    .insert(storageDeletions)
    .values(keys.map((key) => ({ key, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing();
}

export async function dueStorageDeletions(db: Q, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: storageDeletions.key })
    .from(storageDeletions)
    .where(lte(storageDeletions.nextAttemptAt, now))
    .orderBy(asc(storageDeletions.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.key);
}

export async function storageDeletionDone(db: Q, key: string): Promise<void> {
  await db.delete(storageDeletions).where(eq(storageDeletions.key, key));
}

export async function storageDeletionFailed(db: Q, key: string, code: string, next: Date): Promise<void> {
  await db
    .update(storageDeletions)
    .set({ attempts: sql`${storageDeletions.attempts} + 1`, lastError: code, nextAttemptAt: next })
    .where(eq(storageDeletions.key, key));
}

export function storageDeletionRows(db: Q) {
  return db.select().from(storageDeletions);
}

// ---- handing memorials on -------------------------------------------------------------------

/** The account's public memorials and the open (unaccepted) offer of each, oldest first. */
export function publicMemorialsWithOffers(db: Q, userId: string) {
  return db
    .select({
      id: memorials.id,
      title: memorials.title,
      offerId: memorialTransfers.id,
      toEmail: memorialTransfers.toEmail,
      expiresAt: memorialTransfers.expiresAt,
    })
    .from(memorials)
    .leftJoin(
      memorialTransfers,
      and(eq(memorialTransfers.memorialId, memorials.id), isNull(memorialTransfers.acceptedAt)),
    )
    .where(and(eq(memorials.userId, userId), eq(memorials.isPublic, true)))
    .orderBy(asc(memorials.createdAt));
}

/** Replaces the memorial's open offer (one at a time: the partial unique index) with a new one. */
export async function replaceOpenOffer(
  db: Db,
  values: { memorialId: string; fromUserId: string; toEmail: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  return db.transaction(async (tx) => {
    await tx
      .delete(memorialTransfers)
      .where(and(eq(memorialTransfers.memorialId, values.memorialId), isNull(memorialTransfers.acceptedAt)));
    const rows = await tx
      .insert(memorialTransfers)
      .values({
        memorialId: values.memorialId,
        fromUserId: values.fromUserId,
        toEmail: values.toEmail,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      })
      .returning();
    return rows[0]!;
  });
}

export async function deleteOffer(db: Q, id: string): Promise<void> {
  await db.delete(memorialTransfers).where(eq(memorialTransfers.id, id));
}

/** Withdraws the giver's own open offer; true when there was one. */
export async function withdrawOffer(db: Q, id: string, fromUserId: string): Promise<boolean> {
  const rows = await db
    .delete(memorialTransfers)
    .where(
      and(
        eq(memorialTransfers.id, id),
        eq(memorialTransfers.fromUserId, fromUserId),
        isNull(memorialTransfers.acceptedAt),
      ),
    )
    .returning({ id: memorialTransfers.id });
  return rows.length > 0;
}

/** An offer by its token's hash, with the memorial's title and the giver's display name. */
export async function offerByTokenHash(db: Q, tokenHash: string) {
  const rows = await db
    .select({
      id: memorialTransfers.id,
      memorialId: memorialTransfers.memorialId,
      fromUserId: memorialTransfers.fromUserId,
      expiresAt: memorialTransfers.expiresAt,
      acceptedAt: memorialTransfers.acceptedAt,
      memorialTitle: memorials.title,
      memorialOwner: memorials.userId,
      fromName: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
    })
    .from(memorialTransfers)
    .innerJoin(memorials, eq(memorials.id, memorialTransfers.memorialId))
    .innerJoin(user, eq(user.id, memorialTransfers.fromUserId))
    .leftJoin(profiles, eq(profiles.id, memorialTransfers.fromUserId))
    .where(eq(memorialTransfers.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Accepts an open, unexpired offer: the memorial becomes the receiver's (its media, guestbook and
 * reminder choices are its own rows and columns, so they come with it). The AI voice choice is
 * the giver's consent and is not carried over. False when the offer was taken, withdrawn or ran
 * out meanwhile, or the giver no longer owns the memorial.
 */
export async function acceptOffer(db: Db, id: string, receiverId: string, now: Date): Promise<string | null> {
  return db
    .transaction(async (tx) => {
      const claimed = await tx
        .update(memorialTransfers)
        .set({ acceptedAt: now, acceptedBy: receiverId })
        .where(
          and(eq(memorialTransfers.id, id), isNull(memorialTransfers.acceptedAt), gt(memorialTransfers.expiresAt, now)),
        )
        .returning({ memorialId: memorialTransfers.memorialId, fromUserId: memorialTransfers.fromUserId });
      const offer = claimed[0];
      if (!offer) return null;
      const moved = await tx
        .update(memorials)
        .set({ userId: receiverId, aiSpeakAs: false, updatedAt: now })
        .where(and(eq(memorials.id, offer.memorialId), eq(memorials.userId, offer.fromUserId)))
        .returning({ id: memorials.id });
      // Undo the claim: the giver no longer owns the memorial (it was deleted or handed on).
      if (!moved[0]) throw new OfferGone();
      // A collaborator who takes it on is its owner now, no longer a collaborator (decision 038).
      await tx
        .delete(memorialCollaborators)
        .where(
          and(eq(memorialCollaborators.memorialId, offer.memorialId), eq(memorialCollaborators.userId, receiverId)),
        );
      return offer.memorialId;
    })
    .catch((err: unknown) => {
      if (err instanceof OfferGone) return null;
      throw err;
    });
}

class OfferGone extends Error {}

/** Puts a deletion that could not be done now (its payments could not be ended) an hour later. */
export async function postponeDeletion(db: Q, userId: string, until: Date): Promise<void> {
  await db
    .update(accountDeletions)
    .set({ deleteAfter: until })
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt)));
}
