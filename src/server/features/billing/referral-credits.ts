/**
 * Referral rewards as Stripe credits (decision 037). The reward row is written in the webhook's
 * transaction that completes the referral; the credit itself (a customer balance transaction of
 * minus one month's price, which Stripe takes off the next invoice) is made at Stripe just after
 * that transaction commits, never inside it (a database transaction does not wait on the network).
 *
 * Never twice: each credit carries its reward row's id in its metadata, and before making one the
 * customer's balance transactions are read for it (a credit made at Stripe whose answer was lost is
 * found and recorded instead). It is made with an idempotency key of the reward row and the day,
 * so attempts running at once, and the SDK's own retries, are one request at Stripe; the day is in
 * the key because Stripe answers a key's first result, an error included, for 24 hours.
 *
 * When Stripe fails, the row stays without its transaction id ("owed"), the failure is logged by
 * ids, and it is tried again after every later webhook event the site applies (Stripe sends at
 * least the next invoice's events before that invoice is charged) and by the hourly
 * `stripe-reconcile` planner.
 */
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { errorFields, log } from '../../lib/logger';
import {
  markReferralCreditApplied as markCreditApplied,
  owedReferralCredits as owedCredits,
} from '../referrals/referrals.service';
import { customerOfUser } from './stripe.queries';

/** At most this many owed credits are tried after one event. */
const CREDITS_PER_RUN = 20;

export const creditIdempotencyKey = (rewardId: string, now: Date) =>
  `fmn-referral-reward-${rewardId}-${now.toISOString().slice(0, 10)}`;

/** Makes the owed credits at Stripe; returns how many were made now. Never throws. */
export async function applyOwedCredits(db: Db, stripe: Stripe, monthlyPriceId: string, now: Date): Promise<number> {
  let made = 0;
  try {
    const owed = await owedCredits(db, CREDITS_PER_RUN);
    if (!owed.length) return 0;
    const price = await stripe.prices.retrieve(monthlyPriceId);
    if (typeof price.unit_amount !== 'number' || price.unit_amount <= 0) {
      log.error('referral.credit_price_unusable', { priceId: price.id });
      return 0;
    }
    for (const reward of owed) {
      try {
        const customer = await customerOfUser(db, reward.userId);
        if (!customer) {
          log.warn('referral.credit_without_customer', { rewardId: reward.id, userId: reward.userId });
          continue;
        }
        const earlier = await stripe.customers.listBalanceTransactions(customer, { limit: 100 });
        const found = earlier.data.find((t) => t.metadata?.referralRewardId === reward.id);
        if (found) {
          await markCreditApplied(db, reward.id, found.id);
          made++;
          continue;
        }
        const txn = await stripe.customers.createBalanceTransaction(
          customer,
          {
            amount: -price.unit_amount,
            currency: price.currency,
            description: 'Referral reward: a free month',
            metadata: { referralRewardId: reward.id },
          },
          { idempotencyKey: creditIdempotencyKey(reward.id, now) },
        );
        await markCreditApplied(db, reward.id, txn.id);
        made++;
        log.info('referral.credit_applied', { rewardId: reward.id, userId: reward.userId, transactionId: txn.id });
      } catch (err) {
        log.error('referral.credit_failed', { rewardId: reward.id, userId: reward.userId, ...errorFields(err) });
      }
    }
  } catch (err) {
    log.error('referral.credits_failed', errorFields(err));
  }
  return made;
}
