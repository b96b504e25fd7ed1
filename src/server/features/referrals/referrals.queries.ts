/**
 * The rows of referrals (decision 037): the pending referral written at sign-up, the referrer's
 * page, and the completion with its rewards, written in the transaction that applies the referred
 * person's first active Stripe subscription.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralRewards, referrals, user } from '../../db/schema';
import { REFERRAL_ACTIVITY_LIMIT, REFERRAL_REWARD } from '@shared/schemas/referrals';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 86_400_000;

export async function emailOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email ?? null;
}

/** Writes the pending referral; false when the account was referred already (one referral each). */
export async function insertPendingReferral(
  db: Db,
  row: { referrerUserId: string; referralCode: string; referredUserId: string; referredEmail: string; now: Date },
): Promise<boolean> {
  const made = await db
    .insert(referrals)
    .values({
      referrerUserId: row.referrerUserId,
      referralCode: row.referralCode,
      referredUserId: row.referredUserId,
      referredEmail: row.referredEmail,
      status: 'pending',
      createdAt: row.now,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return made.length > 0;
}

/** The referrer's counts, and their newest referrals with whether each earned them a reward. */
export async function referralsOfReferrer(db: Db, referrerUserId: string) {
  const [counts] = await db
    .select({
      successful: sql<number>`count(*) filter (where ${referrals.status} = 'completed')::int`,
      pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId));
  const activity = await db
    .select({
      id: referrals.id,
      email: referrals.referredEmail,
      status: referrals.status,
      createdAt: referrals.createdAt,
      completedAt: referrals.completedAt,
      // Written out whole: inside a subquery, a bare "id" would be the reward's own.
      rewarded: sql<boolean>`exists (select 1 from "referral_rewards" rr where rr."referral_id" = "referrals"."id" and rr."user_id" = "referrals"."referrer_user_id")`,
    })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(REFERRAL_ACTIVITY_LIMIT);
  return { successful: counts?.successful ?? 0, pending: counts?.pending ?? 0, activity };
}

/** The end of the person's premium from referral rewards (null: none, or none any more). */
export async function referralPremiumUntil(db: Db | Tx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<Date | string | null>`max(${referralRewards.premiumUntil})` })
    .from(referralRewards)
    .where(eq(referralRewards.userId, userId));
  return row?.until ? new Date(row.until) : null;
}

/** Rewards the referrer earned as a referrer in the 365 days before `now` (the yearly cap). */
async function rewardsEarnedAsReferrer(tx: Tx, referrerUserId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(referralRewards)
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .where(
      and(
        eq(referralRewards.userId, referrerUserId),
        eq(referrals.referrerUserId, referrerUserId),
        gt(referralRewards.createdAt, new Date(now.getTime() - REFERRAL_REWARD.capWindowDays * DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the person pays through Stripe now (billing's own rule, passed in by the webhook). */
export type PaysByCard = (tx: Tx, userId: string) => Promise<boolean>;

export type RewardWritten =
  | { userId: string; kind: 'premium_days'; premiumUntil: Date }
  | { userId: string; kind: 'stripe_credit'; rewardId: string };

/**
 * One person's reward for one referral: a Stripe credit (applied at Stripe after the transaction,
 * see billing/referral-credits.ts) when they pay through Stripe now (`paysByCard`), else 30 days of premium
 * from the later of now and the end of any reward still running. The person's account row is
 * locked first, so two completions at once extend one after the other.
 */
async function writeReward(
  tx: Tx,
  userId: string,
  referralId: string,
  now: Date,
  paysByCard: PaysByCard,
): Promise<RewardWritten | null> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  if (await paysByCard(tx, userId)) {
    const [row] = await tx
      .insert(referralRewards)
      .values({ userId, referralId, kind: 'stripe_credit', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: referralRewards.id });
    return row ? { userId, kind: 'stripe_credit', rewardId: row.id } : null;
  }
  const running = await referralPremiumUntil(tx, userId);
  const from = running && running > now ? running : now;
  const premiumUntil = new Date(from.getTime() + REFERRAL_REWARD.premiumDays * DAY_MS);
  const [row] = await tx
    .insert(referralRewards)
    .values({ userId, referralId, kind: 'premium_days', premiumUntil, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  return row ? { userId, kind: 'premium_days', premiumUntil } : null;
}

/**
 * Completes the pending referral of `referredUserId`, if there is one, with its rewards, inside
 * the caller's transaction. The referred person is rewarded always; the referrer unless they have
 * earned the yearly cap already. Returns what was written (empty when there was nothing pending).
 */
export async function completeReferralOf(
  tx: Tx,
  referredUserId: string,
  now: Date,
  paysByCard: PaysByCard,
): Promise<{ referralId: string; referrerUserId: string; rewards: RewardWritten[] } | null> {
  const [pending] = await tx
    .select({ id: referrals.id, referrerUserId: referrals.referrerUserId })
    .from(referrals)
    .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, 'pending')))
    .for('update')
    .limit(1);
  if (!pending) return null;
  await tx
    .update(referrals)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(referrals.id, pending.id), eq(referrals.status, 'pending')));
  const rewards: RewardWritten[] = [];
  const mine = await writeReward(tx, referredUserId, pending.id, now, paysByCard);
  if (mine) rewards.push(mine);
  if ((await rewardsEarnedAsReferrer(tx, pending.referrerUserId, now)) < REFERRAL_REWARD.cap) {
    const theirs = await writeReward(tx, pending.referrerUserId, pending.id, now, paysByCard);
    if (theirs) rewards.push(theirs);
  }
  return { referralId: pending.id, referrerUserId: pending.referrerUserId, rewards };
}

/** Stripe credits written but not yet made at Stripe (oldest first). */
export async function owedCredits(db: Db, limit: number) {
  return db
    .select({ id: referralRewards.id, userId: referralRewards.userId })
    .from(referralRewards)
    .where(and(eq(referralRewards.kind, 'stripe_credit'), isNull(referralRewards.stripeBalanceTransactionId)))
    .orderBy(referralRewards.createdAt)
    .limit(limit);
}

export async function markCreditApplied(db: Db, rewardId: string, transactionId: string): Promise<void> {
  await db
    .update(referralRewards)
    .set({ stripeBalanceTransactionId: transactionId })
    .where(and(eq(referralRewards.id, rewardId), isNull(referralRewards.stripeBalanceTransactionId)));
}

/** The person's referrals for their data export: those they made, and the one that brought them. */
export async function referralsForExport(db: Db, userId: string) {
  const made = await db
    .select({
      referredEmail: referrals.referredEmail,
      status: referrals.status,
      createdAt: referrals.createdAt,
      completedAt: referrals.completedAt,
    })
    .from(referrals)
    .where(eq(referrals.referrerUserId, userId))
    .orderBy(desc(referrals.createdAt));
  const rewards = await db
    .select({
      kind: referralRewards.kind,
      premiumUntil: referralRewards.premiumUntil,
      stripeBalanceTransactionId: referralRewards.stripeBalanceTransactionId,
      createdAt: referralRewards.createdAt,
    })
    .from(referralRewards)
    .where(eq(referralRewards.userId, userId))
    .orderBy(desc(referralRewards.createdAt));
  const [referredBy] = await db
    .select({ referralCode: referrals.referralCode, status: referrals.status, createdAt: referrals.createdAt })
    .from(referrals)
    .where(eq(referrals.referredUserId, userId))
    .limit(1);
  return { made, rewards, referredBy: referredBy ?? null };
}
