/**
 * Spec RPC generate_referral_code: a person's one referral code, made the first time it is asked
 * for (decision 037). Codes are 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
 * so a code read aloud or copied from a printed card is typed right.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralCodes } from '../../db/schema';

export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** The person's code, made on first use; two requests at once end with the same code. */
export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  const [existing] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .limit(1);
  if (existing) return existing.code;
  for (let attempt = 0; attempt < 5; attempt++) {
    const [made] = await db
      .insert(referralCodes)
      .values({ userId, code: newReferralCode() })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (made) return made.code;
    // Either this person got a code from a request running beside this one, or (rarely) the code
    // belongs to someone else: read again, and try a fresh code only in the second case.
    const [raced] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId))
      .limit(1);
    if (raced) return raced.code;
  }
  throw new Error('referral code: no free code after 5 attempts');
}

/** The account a code belongs to (codes are matched without regard to case or spaces). */
export async function referrerOfCode(db: Db, code: string): Promise<string | null> {
  const normal = code.replace(/\s+/g, '').toUpperCase();
  if (normal.length !== REFERRAL_CODE_LENGTH) return null;
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, normal))
    .limit(1);
  return row?.userId ?? null;
}
