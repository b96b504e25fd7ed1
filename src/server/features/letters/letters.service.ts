/**
 * Legacy letters (spec sections 2, 3, 5 and 8) and their delivery by email (decision 011).
 *
 * A letter belongs to its author alone: another's id answers 404 exactly as a missing one does.
 * A letter with a recipient's email and a date is 'scheduled': its job in the email queue runs at
 * 09:00 on that date in the author's time zone. Without both it is 'private' (a date alone is a
 * note to self). Every change that touches delivery runs in one transaction holding the letter
 * and its job, so an edit and a scheduler instance claiming the job never interleave: a job being
 * sent refuses the edit (409), and a job locked by an edit is skipped by the claim.
 *
 * Nothing here logs what a letter says, whom it is for or where it goes: ids at most.
 */
import { LETTER_DELIVERY_HOUR, LETTER_MSG, type DeliveredLetter, type LegacyLetter } from '@shared/schemas/letters';
import type { AppDeps, SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { actorOf, privateResource, requireAccess, SITE, type Permission } from '../../access/access';
import { AppError, Errors } from '../../lib/errors';
import { requireFeature } from '../entitlements/entitlements.service';
import { memorialIfAllowed } from '../memorials/memorials.access';
import { storedPreferences } from '../preferences/preferences.service';
import * as q from './letters.queries';
import { dayIn, zonedTimeToUtc } from '../../lib/zoned-time';

export const letterNotFound = () => new AppError('NOT_FOUND', 404, LETTER_MSG.notFound);
/** What the recipient's link answers once the letter is gone, or when it never was one. */
export const letterUnavailable = () => new AppError('NOT_FOUND', 404, LETTER_MSG.readUnavailable);
const alreadyDelivered = () => new AppError('LETTER_DELIVERED', 409, LETTER_MSG.alreadyDelivered);
const deliveringNow = () => new AppError('LETTER_SENDING', 409, LETTER_MSG.deliveringNow);
const notScheduled = () => new AppError('LETTER_NOT_SCHEDULED', 409, LETTER_MSG.notScheduled);

/** What the author sees. The reading token is the recipient's alone and never leaves the server here. */
export function toLetter(row: q.LetterRow): LegacyLetter {
  return {
    id: row.id,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    memorialId: row.memorialId,
    memorialTitle: row.memorialTitle,
    letterContent: row.letterContent,
    scheduledDeliveryDate: row.scheduledDeliveryDate,
    timeZone: row.deliveryTimeZone,
    status: row.status,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When a letter dated `day` goes out: 09:00 there, or now if that has passed. */
export function deliveryRunAt(day: string, timeZone: string, now: Date): Date {
  const at = zonedTimeToUtc(day, LETTER_DELIVERY_HOUR, timeZone);
  return at.getTime() > now.getTime() ? at : now;
}

/** A job claimed by a scheduler instance that is still within its lease: the letter is being sent. */
export function isBeingSent(job: q.LetterJobRow | undefined, now: Date): boolean {
  return !!job && job.status === 'pending' && !!job.lockedUntil && job.lockedUntil.getTime() > now.getTime();
}

/** The time zone the author saved in their preferences, if any. */
async function preferredTimeZone(db: Db, userId: string): Promise<string | null> {
  return (await storedPreferences(db, userId))?.timeZone ?? null;
}

async function timeZoneFor(
  db: Db,
  userId: string,
  fromBody: string | undefined,
  stored: string | null = null,
): Promise<string> {
  return fromBody ?? (await preferredTimeZone(db, userId)) ?? stored ?? 'UTC';
}

/** A letter may name only a memorial its author may link it to ('memorial:link-letter': their own). */
async function checkMemorial(deps: AppDeps, user: SessionUser, memorialId: string | null | undefined) {
  if (memorialId && !(await memorialIfAllowed(deps, actorOf(deps, user), 'memorial:link-letter', memorialId))) {
    throw Errors.validation(LETTER_MSG.invalidMemorial, 'memorialId');
  }
}

/**
 * Refuses unless the caller may do `permission` on the letter (its author: decision 018); another's
 * letter answers exactly like a missing one. The statements after it are scoped to the author too.
 */
async function requireLetter(deps: AppDeps, user: SessionUser, permission: Permission, id: string): Promise<void> {
  const owner = await q.letterOwner(deps.database.db, id);
  await requireAccess(actorOf(deps, user), permission, privateResource('letter', owner, letterNotFound));
}

/**
 * The delivery rules on the letter as it will be: an email needs a date, and a date with an email
 * must be today or later where the author lives (`checkDate` false: an unchanged date of a letter
 * that is already scheduled, which may have passed while the server was down).
 */
function checkDelivery(email: string | null, date: string | null, timeZone: string, now: Date, checkDate: boolean) {
  if (email && !date) throw Errors.validation(LETTER_MSG.emailNeedsDate, 'scheduledDeliveryDate');
  if (email && date && checkDate && date < dayIn(timeZone, now)) {
    throw Errors.validation(LETTER_MSG.dateInPast, 'scheduledDeliveryDate');
  }
}

export async function listLetters(deps: AppDeps, user: SessionUser): Promise<LegacyLetter[]> {
  return (await q.listLetters(deps.database.db, user.id)).map(toLetter);
}

export async function getLetter(deps: AppDeps, user: SessionUser, id: string): Promise<LegacyLetter> {
  await requireLetter(deps, user, 'letter:view', id);
  const row = await q.findOwnLetter(deps.database.db, user.id, id);
  if (!row) throw letterNotFound();
  return toLetter(row);
}

export interface LetterInput {
  recipientName: string;
  letterContent: string;
  memorialId?: string | null;
  scheduledDeliveryDate?: string | null;
  recipientEmail?: string | null;
  timeZone?: string;
}

export async function createLetter(deps: AppDeps, user: SessionUser, input: LetterInput): Promise<LegacyLetter> {
  const { db } = deps.database;
  const now = deps.now();
  await requireAccess(actorOf(deps, user), 'letter:create', SITE);
  await requireFeature(db, user.id, 'canCreateLegacyLetters', LETTER_MSG.premiumLabel, now);
  await checkMemorial(deps, user, input.memorialId);
  const email = input.recipientEmail ?? null;
  const date = input.scheduledDeliveryDate ?? null;
  const timeZone = await timeZoneFor(db, user.id, input.timeZone);
  checkDelivery(email, date, timeZone, now, true);
  const scheduled = !!(email && date);

  const id = await db.transaction(async (tx) => {
    const id = await q.insertLetter(
      tx,
      user.id,
      {
        recipientName: input.recipientName,
        letterContent: input.letterContent,
        memorialId: input.memorialId ?? null,
        recipientEmail: email,
        scheduledDeliveryDate: date,
        deliveryTimeZone: timeZone,
        status: scheduled ? 'scheduled' : 'private',
      },
      now,
    );
    if (scheduled)
      await q.upsertLetterJob(tx, { letterId: id, userId: user.id, runAt: deliveryRunAt(date!, timeZone, now) }, now);
    return id;
  });
  return getLetter(deps, user, id);
}

export type LetterChanges = Partial<LetterInput>;

export async function updateLetter(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  input: LetterChanges,
): Promise<LegacyLetter> {
  const { db } = deps.database;
  const now = deps.now();
  await requireLetter(deps, user, 'letter:edit', id);
  await checkMemorial(deps, user, input.memorialId);
  const preferred = input.timeZone ?? (await preferredTimeZone(db, user.id));

  await db.transaction(async (tx) => {
    const letter = await q.lockOwnLetter(tx, user.id, id);
    if (!letter) throw letterNotFound();
    if (letter.status === 'delivered') throw alreadyDelivered();
    const job = await q.lockLetterJob(tx, id);
    if (isBeingSent(job, now)) throw deliveringNow();

    const email = input.recipientEmail !== undefined ? input.recipientEmail : letter.recipientEmail;
    const date = input.scheduledDeliveryDate !== undefined ? input.scheduledDeliveryDate : letter.scheduledDeliveryDate;
    const timeZone = preferred ?? letter.deliveryTimeZone ?? 'UTC';
    const unchangedSchedule = letter.status === 'scheduled' && date === letter.scheduledDeliveryDate;
    checkDelivery(email, date, timeZone, now, !unchangedSchedule);
    const scheduled = !!(email && date);

    const values: Partial<Parameters<typeof q.updateLetter>[2]> = {
      recipientEmail: email,
      scheduledDeliveryDate: date,
      deliveryTimeZone: timeZone,
      status: scheduled ? 'scheduled' : 'private',
    };
    if (input.recipientName !== undefined) values.recipientName = input.recipientName;
    if (input.letterContent !== undefined) values.letterContent = input.letterContent;
    if (input.memorialId !== undefined) values.memorialId = input.memorialId;
    await q.updateLetter(tx, id, values, now);
    if (scheduled)
      await q.upsertLetterJob(tx, { letterId: id, userId: user.id, runAt: deliveryRunAt(date!, timeZone, now) }, now);
    else if (job) await q.cancelLetterJob(tx, id, now);
  });
  return getLetter(deps, user, id);
}

/** Stops a scheduled delivery; the letter stays, with its recipient, email and date, as 'cancelled'. */
export async function cancelLetter(deps: AppDeps, user: SessionUser, id: string): Promise<LegacyLetter> {
  const { db } = deps.database;
  const now = deps.now();
  await requireLetter(deps, user, 'letter:edit', id);
  await db.transaction(async (tx) => {
    const letter = await q.lockOwnLetter(tx, user.id, id);
    if (!letter) throw letterNotFound();
    if (letter.status === 'delivered') throw alreadyDelivered();
    if (letter.status !== 'scheduled') throw notScheduled();
    if (isBeingSent(await q.lockLetterJob(tx, id), now)) throw deliveringNow();
    await q.updateLetter(tx, id, { status: 'cancelled' }, now);
    await q.cancelLetterJob(tx, id, now);
  });
  return getLetter(deps, user, id);
}

/** Allowed in every state; the job goes with the letter, and a delivered letter's link stops opening it. */
export async function deleteLetter(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  await requireLetter(deps, user, 'letter:delete', id);
  if (!(await q.deleteOwnLetter(deps.database.db, user.id, id))) throw letterNotFound();
}

/** The recipient's page: a delivered letter by its token, or the one "no longer available" answer. */
/** The letter a recipient's link opens; `token` was checked by the route (deliveredParams). */
export async function readDeliveredLetter(deps: AppDeps, token: string): Promise<DeliveredLetter> {
  const row = await q.deliveredLetterByToken(deps.database.db, token);
  if (!row?.deliveredAt) throw letterUnavailable();
  return {
    recipientName: row.recipientName,
    authorName: row.authorName,
    letterContent: row.letterContent,
    memorialTitle: row.memorialTitle,
    deliveredAt: row.deliveredAt.toISOString(),
  };
}
