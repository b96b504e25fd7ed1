/**
 * SQL of legacy letters and their delivery job. Every statement the author's requests make is
 * scoped to the author; the delivery queries are scoped to one letter id taken from a claimed job.
 */
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailJobs, legacyLetters, memorials, profiles, user } from '../../db/schema';

export type LetterRow = typeof legacyLetters.$inferSelect & { memorialTitle: string | null };
export type LetterJobRow = typeof emailJobs.$inferSelect;

/** The queue's dedupe key of a letter: one delivery job per letter, ever. */
export const letterJobKey = (letterId: string) => `letter:${letterId}`;

const withMemorialTitle = { ...getTableColumns(legacyLetters), memorialTitle: memorials.title };

/** The author's letters, newest first (ties by id), with the title of the memorial each is about. */
export async function listLetters(db: Db, userId: string): Promise<LetterRow[]> {
  return db
    .select(withMemorialTitle)
    .from(legacyLetters)
    .leftJoin(memorials, eq(memorials.id, legacyLetters.memorialId))
    .where(eq(legacyLetters.userId, userId))
    .orderBy(desc(legacyLetters.createdAt), desc(legacyLetters.id));
}

/** The id of the letter's author, or null when there is no such letter (for the access check). */
export async function letterOwner(db: Db, id: string): Promise<string | null> {
  const rows = await db
    .select({ userId: legacyLetters.userId })
    .from(legacyLetters)
    .where(eq(legacyLetters.id, id))
    .limit(1);
  return rows[0]?.userId ?? null;
}

export async function findOwnLetter(db: Db, userId: string, id: string): Promise<LetterRow | undefined> {
  const rows = await db
    .select(withMemorialTitle)
    .from(legacyLetters)
    .leftJoin(memorials, eq(memorials.id, legacyLetters.memorialId))
    .where(and(eq(legacyLetters.id, id), eq(legacyLetters.userId, userId)))
    .limit(1);
  return rows[0];
}

/** Locks the author's letter for the rest of the transaction (the delivery waits for it). */
export async function lockOwnLetter(db: Db, userId: string, id: string) {
  const rows = await db
    .select()
    .from(legacyLetters)
    .where(and(eq(legacyLetters.id, id), eq(legacyLetters.userId, userId)))
    .limit(1)
    .for('update');
  return rows[0];
}

/** Locks the letter's job, if it has one: a scheduler instance skips a locked job when claiming. */
export async function lockLetterJob(db: Db, letterId: string): Promise<LetterJobRow | undefined> {
  const rows = await db
    .select()
    .from(emailJobs)
    .where(eq(emailJobs.dedupeKey, letterJobKey(letterId)))
    .limit(1)
    .for('update');
  return rows[0];
}

type LetterValues = Pick<
  typeof legacyLetters.$inferInsert,
  | 'recipientName'
  | 'recipientEmail'
  | 'letterContent'
  | 'memorialId'
  | 'scheduledDeliveryDate'
  | 'deliveryTimeZone'
  | 'status'
>;

export async function insertLetter(db: Db, userId: string, values: LetterValues, now: Date): Promise<string> {
  const rows = await db
    .insert(legacyLetters)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .returning({ id: legacyLetters.id });
  return rows[0]!.id;
}

export async function updateLetter(db: Db, id: string, values: Partial<LetterValues>, now: Date): Promise<void> {
  await db
    .update(legacyLetters)
    .set({ ...values, updatedAt: now })
    .where(eq(legacyLetters.id, id));
}

export async function deleteOwnLetter(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(legacyLetters)
    .where(and(eq(legacyLetters.id, id), eq(legacyLetters.userId, userId)))
    .returning({ id: legacyLetters.id });
  return rows.length > 0;
}

/** Creates the letter's job, or resets it: pending at `runAt`, attempts counted afresh. */
export async function upsertLetterJob(
  db: Db,
  job: { letterId: string; userId: string; runAt: Date },
  now: Date,
): Promise<void> {
  const fresh = {
    runAt: job.runAt,
    status: 'pending' as const,
    attempts: 0,
    lastError: null,
    lockedUntil: null,
    sentAt: null,
    updatedAt: now,
  };
  await db
    .insert(emailJobs)
    .values({
      kind: 'legacy_letter',
      dedupeKey: letterJobKey(job.letterId),
      userId: job.userId,
      letterId: job.letterId,
      createdAt: now,
      ...fresh,
    })
    .onConflictDoUpdate({ target: emailJobs.dedupeKey, set: fresh });
}

/** Cancels the letter's job unless it has already been sent. */
export async function cancelLetterJob(db: Db, letterId: string, now: Date): Promise<void> {
  await db
    .update(emailJobs)
    .set({ status: 'cancelled', lockedUntil: null, updatedAt: now })
    .where(and(eq(emailJobs.dedupeKey, letterJobKey(letterId)), inArray(emailJobs.status, ['pending', 'failed'])));
}

// ---------------------------------------------------------------------------------------------
// Delivery

/** The states in which a letter is waiting to go out ('failed' once an admin has retried its job). */
export const DELIVERABLE = ['scheduled', 'failed'] as const;

/** A letter with what its email needs: the author's display name (their account name if no profile). */
export async function letterForDelivery(db: Db, id: string) {
  const rows = await db
    .select({
      id: legacyLetters.id,
      status: legacyLetters.status,
      recipientName: legacyLetters.recipientName,
      recipientEmail: legacyLetters.recipientEmail,
      deliveryToken: legacyLetters.deliveryToken,
      authorName: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
    })
    .from(legacyLetters)
    .innerJoin(user, eq(user.id, legacyLetters.userId))
    .leftJoin(profiles, eq(profiles.id, legacyLetters.userId))
    .where(eq(legacyLetters.id, id))
    .limit(1);
  return rows[0];
}

/** Gives the letter its reading token unless it has one; returns the token it has now. */
export async function ensureDeliveryToken(db: Db, id: string, token: string): Promise<string | null> {
  const set = await db
    .update(legacyLetters)
    .set({ deliveryToken: token })
    .where(and(eq(legacyLetters.id, id), isNull(legacyLetters.deliveryToken)))
    .returning({ token: legacyLetters.deliveryToken });
  if (set[0]?.token) return set[0].token;
  const rows = await db
    .select({ token: legacyLetters.deliveryToken })
    .from(legacyLetters)
    .where(eq(legacyLetters.id, id))
    .limit(1);
  return rows[0]?.token ?? null;
}

export async function markDelivered(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(legacyLetters)
    .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
    .where(and(eq(legacyLetters.id, id), inArray(legacyLetters.status, [...DELIVERABLE])))
    .returning({ id: legacyLetters.id });
  return rows.length === 1;
}

export async function markLetterFailed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(legacyLetters)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(legacyLetters.id, id), eq(legacyLetters.status, 'scheduled')))
    .returning({ id: legacyLetters.id });
  return rows.length === 1;
}

/** The delivered letter a reading token opens, with its author's display name. */
export async function deliveredLetterByToken(db: Db, token: string) {
  const rows = await db
    .select({
      recipientName: legacyLetters.recipientName,
      letterContent: legacyLetters.letterContent,
      deliveredAt: legacyLetters.deliveredAt,
      memorialTitle: memorials.title,
      authorName: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
    })
    .from(legacyLetters)
    .innerJoin(user, eq(user.id, legacyLetters.userId))
    .leftJoin(profiles, eq(profiles.id, legacyLetters.userId))
    .leftJoin(memorials, eq(memorials.id, legacyLetters.memorialId))
    .where(and(eq(legacyLetters.deliveryToken, token), eq(legacyLetters.status, 'delivered')))
    .limit(1);
  return rows[0];
}
