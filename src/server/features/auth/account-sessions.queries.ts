/** The session rows of one account (Better Auth's `session` table), for the list of signed-in devices. */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';

export function activeSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      token: session.token,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt))
    .limit(100);
}

/** The owner of a session, or undefined when there is none with this id. */
export async function sessionOwner(db: Db, id: string): Promise<string | undefined> {
  const rows = await db.select({ userId: session.userId }).from(session).where(eq(session.id, id)).limit(1);
  return rows[0]?.userId;
}

export async function deleteSession(db: Db, userId: string, id: string): Promise<number> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning({ id: session.id });
  return rows.length;
}

/** Deletes every session of the account but the one with this token; how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<number> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, keepToken)))
    .returning({ id: session.id });
  return rows.length;
}
