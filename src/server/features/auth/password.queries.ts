/** Reset links in Better Auth's `verification` table (stored hashed, with their prefix: auth/reset-links.ts). */
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verification } from '../../db/schema';
import { RESET_PREFIX } from '../../auth/reset-links';

/** Ends every outstanding reset link of the account; how many there were. */
export async function deleteResetLinks(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId)))
    .returning({ id: verification.id });
  return rows.length;
}
