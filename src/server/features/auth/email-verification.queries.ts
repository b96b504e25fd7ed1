/** Whether an account's email address is confirmed (Better Auth's `user.email_verified`). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';

export async function emailVerified(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, userId)).limit(1);
  return rows[0]?.verified ?? false;
}
