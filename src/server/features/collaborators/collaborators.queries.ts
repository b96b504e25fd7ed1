/** The rows of decision 038's collaborators and invitations. */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  memorialCollaborators,
  memorialInvitations,
  memorialMedia,
  memorials,
  profiles,
  user,
  userPreferences,
} from '../../db/schema';

export type InvitationRow = typeof memorialInvitations.$inferSelect;

/** The memorial's collaborators with their address and whether they let other collaborators see it. */
export function collaboratorsOf(db: Db, memorialId: string) {
  return db
    .select({
      userId: memorialCollaborators.userId,
      email: user.email,
      showEmail: sql<boolean>`coalesce(${userPreferences.showEmailToCollaborators}, false)`,
      since: memorialCollaborators.createdAt,
    })
    .from(memorialCollaborators)
    .innerJoin(user, eq(user.id, memorialCollaborators.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, memorialCollaborators.userId))
    .where(eq(memorialCollaborators.memorialId, memorialId))
    .orderBy(asc(memorialCollaborators.createdAt));
}

/** Whether the owner lets collaborators see their address. */
export async function showsEmail(db: Db, userId: string): Promise<{ email: string; show: boolean } | null> {
  const rows = await db
    .select({ email: user.email, show: sql<boolean>`coalesce(${userPreferences.showEmailToCollaborators}, false)` })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** How many photos and videos each person added to the memorial. */
export async function mediaAddedBy(db: Db, memorialId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ addedBy: memorialMedia.addedBy, n: count() })
    .from(memorialMedia)
    .where(and(eq(memorialMedia.memorialId, memorialId), isNotNull(memorialMedia.addedBy)))
    .groupBy(memorialMedia.addedBy);
  return new Map(rows.map((r) => [r.addedBy!, Number(r.n)]));
}

/** The invitations still waiting (expired ones included, so the owner sees them), newest first. */
export function pendingInvitations(db: Db, memorialId: string) {
  return db
    .select()
    .from(memorialInvitations)
    .where(and(eq(memorialInvitations.memorialId, memorialId), eq(memorialInvitations.status, 'pending')))
    .orderBy(desc(memorialInvitations.createdAt));
}

/** Whether an account with this (lower-cased) address collaborates on the memorial. */
export async function collaboratorByEmail(db: Db, memorialId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ userId: memorialCollaborators.userId })
    .from(memorialCollaborators)
    .innerJoin(user, eq(user.id, memorialCollaborators.userId))
    .where(and(eq(memorialCollaborators.memorialId, memorialId), eq(sql`lower(${user.email})`, email)))
    .limit(1);
  return rows.length > 0;
}

/** The account of an address and whether it takes collaboration invitations by email. */
export async function accountByEmail(db: Db, email: string): Promise<{ id: string; takesInvites: boolean } | null> {
  const rows = await db
    .select({ id: user.id, takesInvites: sql<boolean>`coalesce(${userPreferences.emailCollaborationInvites}, true)` })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1);
  return rows[0] ?? null;
}

export type InviteOutcome = { ok: true; row: InvitationRow } | { ok: false; reason: 'pending' | 'full' };

/**
 * Stores an invitation unless the address already has one waiting or the memorial has `max`
 * waiting. A per-memorial lock makes the count and the insert one step. An expired invitation to
 * the same address is marked revoked first (the partial unique index allows one pending per address).
 */
export async function insertInvitation(
  db: Db,
  values: { memorialId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date; now: Date },
  max: number,
): Promise<InviteOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'invitations:' + values.memorialId}, 0))`);
    const waiting = and(
      eq(memorialInvitations.memorialId, values.memorialId),
      eq(memorialInvitations.status, 'pending'),
      gt(memorialInvitations.expiresAt, values.now),
    );
    const same = await tx
      .select({ id: memorialInvitations.id })
      .from(memorialInvitations)
      .where(and(waiting, eq(memorialInvitations.email, values.email)))
      .limit(1);
    if (same.length) return { ok: false, reason: 'pending' } as const;
    const [n] = await tx.select({ n: count() }).from(memorialInvitations).where(waiting);
    if (Number(n?.n ?? 0) >= max) return { ok: false, reason: 'full' } as const;
    await tx
      .update(memorialInvitations)
      .set({ status: 'revoked', updatedAt: values.now })
      .where(
        and(
          eq(memorialInvitations.memorialId, values.memorialId),
          eq(memorialInvitations.email, values.email),
          eq(memorialInvitations.status, 'pending'),
          lte(memorialInvitations.expiresAt, values.now),
        ),
      );
    const [row] = await tx
      .insert(memorialInvitations)
      .values({
        memorialId: values.memorialId,
        email: values.email,
        tokenHash: values.tokenHash,
        invitedBy: values.invitedBy,
        expiresAt: values.expiresAt,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning();
    return { ok: true, row: row! } as const;
  });
}

export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.delete(memorialInvitations).where(eq(memorialInvitations.id, id));
}

/** Revokes a waiting invitation of the memorial; false when there is none. */
export async function revokeInvitation(db: Db, memorialId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(memorialInvitations)
    .set({ status: 'revoked', updatedAt: now })
    .where(
      and(
        eq(memorialInvitations.id, id),
        eq(memorialInvitations.memorialId, memorialId),
        eq(memorialInvitations.status, 'pending'),
      ),
    )
    .returning({ id: memorialInvitations.id });
  return rows.length > 0;
}

/** Removes a collaborator; false when they were not one. */
export async function deleteCollaborator(db: Db, memorialId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(memorialCollaborators)
    .where(and(eq(memorialCollaborators.memorialId, memorialId), eq(memorialCollaborators.userId, userId)))
    .returning({ userId: memorialCollaborators.userId });
  return rows.length > 0;
}

/** An invitation by its token's hash, with the memorial's title and owner and the inviter's name. */
export async function invitationByTokenHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      id: memorialInvitations.id,
      memorialId: memorialInvitations.memorialId,
      status: memorialInvitations.status,
      expiresAt: memorialInvitations.expiresAt,
      invitedBy: memorialInvitations.invitedBy,
      memorialTitle: memorials.title,
      memorialOwner: memorials.userId,
      inviterName: sql<string | null>`coalesce(${profiles.displayName}, ${user.name})`,
    })
    .from(memorialInvitations)
    .innerJoin(memorials, eq(memorials.id, memorialInvitations.memorialId))
    .leftJoin(user, eq(user.id, memorialInvitations.invitedBy))
    .leftJoin(profiles, eq(profiles.id, memorialInvitations.invitedBy))
    .where(eq(memorialInvitations.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Accepts a waiting, unexpired invitation for `userId`: the invitation is marked accepted and the
 * person becomes a collaborator (already one: nothing more). False when it was no longer waiting.
 */
export async function acceptInvitation(db: Db, id: string, userId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(memorialInvitations)
      .set({ status: 'accepted', acceptedBy: userId, updatedAt: now })
      .where(
        and(
          eq(memorialInvitations.id, id),
          eq(memorialInvitations.status, 'pending'),
          gt(memorialInvitations.expiresAt, now),
        ),
      )
      .returning({ memorialId: memorialInvitations.memorialId, invitedBy: memorialInvitations.invitedBy });
    if (!claimed) return null;
    await tx
      .insert(memorialCollaborators)
      .values({ memorialId: claimed.memorialId, userId, invitedBy: claimed.invitedBy, createdAt: now })
      .onConflictDoNothing();
    return claimed.memorialId;
  });
}

/** The memorials `userId` collaborates on, newest collaboration first. */
export function collaborationsOf(db: Db, userId: string) {
  return db
    .select({
      id: memorials.id,
      title: memorials.title,
      birthDate: memorials.birthDate,
      passingDate: memorials.passingDate,
      since: memorialCollaborators.createdAt,
    })
    .from(memorialCollaborators)
    .innerJoin(memorials, eq(memorials.id, memorialCollaborators.memorialId))
    .where(eq(memorialCollaborators.userId, userId))
    .orderBy(desc(memorialCollaborators.createdAt));
}

/** The invitations `userId` sent, for their data export. */
export function invitationsSentBy(db: Db, userId: string) {
  return db
    .select({
      memorialId: memorialInvitations.memorialId,
      email: memorialInvitations.email,
      status: memorialInvitations.status,
      expiresAt: memorialInvitations.expiresAt,
      createdAt: memorialInvitations.createdAt,
    })
    .from(memorialInvitations)
    .where(eq(memorialInvitations.invitedBy, userId))
    .orderBy(desc(memorialInvitations.createdAt));
}

/** The collaborators of several memorials (the memorials one hands on: whom to offer them to). */
export async function collaboratorEmailsOf(db: Db, memorialIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (memorialIds.length === 0) return map;
  const rows = await db
    .select({ memorialId: memorialCollaborators.memorialId, email: user.email })
    .from(memorialCollaborators)
    .innerJoin(user, eq(user.id, memorialCollaborators.userId))
    .where(inArray(memorialCollaborators.memorialId, memorialIds))
    .orderBy(asc(memorialCollaborators.createdAt));
  for (const r of rows) map.set(r.memorialId, [...(map.get(r.memorialId) ?? []), r.email]);
  return map;
}
