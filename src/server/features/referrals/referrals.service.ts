/**
 * Referrals (decision 037): the pending referral written when an account is made through a link,
 * and the referrer's page. Completion and its rewards are written by the Stripe webhook's
 * transaction (billing/stripe.service.ts calls `completeReferralOf`); Stripe credits are made at
 * Stripe afterwards (billing/referral-credits.ts).
 */
import type { Db } from '../../db/client';
import { errorFields, log } from '../../lib/logger';
import { maskEmail, referralCodeInputSchema, referralLink, type ReferralsResponse } from '@shared/schemas/referrals';
import { referralCodeOf, referrerOfCode } from './referral-codes';
import { emailOfUser, insertPendingReferral, referralPremiumUntil, referralsOfReferrer } from './referrals.queries';

// For billing (the webhook's transaction and the Stripe credits) and the data export.
export {
  completeReferralOf,
  markCreditApplied as markReferralCreditApplied,
  owedCredits as owedReferralCredits,
  referralsForExport,
} from './referrals.queries';

/**
 * One address, however it is written: lower case, without a `+tag`, and for Gmail without the
 * dots of its local part (Gmail delivers all of them to one mailbox).
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

export type ReferralRefusal = 'not_a_code' | 'unknown_code' | 'own_code' | 'same_address' | 'already_referred';

/**
 * Called once, as an account is made (the Better Auth user.create hook): writes the pending
 * referral when `code` is a valid code of someone else's. A refusal is quiet: the sign-up goes on
 * without a referral. Never throws (a failure here must not undo an account just made).
 */
export async function recordReferralAtSignUp(
  db: Db,
  created: { id: string; email: string },
  code: unknown,
  now: Date,
): Promise<'recorded' | ReferralRefusal | 'failed' | null> {
  if (code === undefined || code === null || code === '') return null;
  const parsed = referralCodeInputSchema.safeParse(code);
  const outcome = await (async (): Promise<'recorded' | ReferralRefusal> => {
    if (!parsed.success || !parsed.data) return 'not_a_code';
    const referrerUserId = await referrerOfCode(db, parsed.data);
    if (!referrerUserId) return 'unknown_code';
    if (referrerUserId === created.id) return 'own_code';
    const referrerEmail = await emailOfUser(db, referrerUserId);
    if (!referrerEmail || normaliseEmail(referrerEmail) === normaliseEmail(created.email)) return 'same_address';
    const made = await insertPendingReferral(db, {
      referrerUserId,
      referralCode: parsed.data.replace(/\s+/g, '').toUpperCase(),
      referredUserId: created.id,
      referredEmail: created.email,
      now,
    });
    return made ? 'recorded' : 'already_referred';
  })().catch((err: unknown) => {
    log.error('referral.signup_failed', { userId: created.id, ...errorFields(err) });
    return 'failed' as const;
  });
  if (outcome === 'recorded') log.info('referral.pending', { userId: created.id });
  else if (outcome !== 'failed') log.info('referral.refused', { userId: created.id, reason: outcome });
  return outcome;
}

/** GET /api/referrals: the person's code and link, counts, and newest referrals. */
export async function referralPage(db: Db, userId: string, publicUrl: string, now: Date): Promise<ReferralsResponse> {
  const code = await referralCodeOf(db, userId);
  const [{ successful, pending, activity }, until] = await Promise.all([
    referralsOfReferrer(db, userId),
    referralPremiumUntil(db, userId),
  ]);
  return {
    code,
    link: referralLink(publicUrl, code),
    successful,
    pending,
    activity: activity.map((r) => ({
      id: r.id,
      maskedEmail: r.email === null ? null : maskEmail(r.email),
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      rewarded: r.rewarded === true,
    })),
    premiumUntil: until && until > now ? until.toISOString() : null,
  };
}
