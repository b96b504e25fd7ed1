/**
 * The one module every feature asks "what may this user do?". Tier from the newest active
 * subscription (none or an error: free), the trial state, and admin overriding to full access.
 */
import type { Db } from '../../db/client';
import { computeEntitlements, freeEntitlements, type Entitlements, type TierFeatures } from '@shared/tiers';
import { MSG } from '@shared/messages';
import { TRIAL } from '@shared/constants';
import { AppError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import type { Tier } from '@shared/tiers';
import {
  entitlementFacts,
  entitlementFactsAndRank,
  grantRole,
  hasRole,
  replaceSubscription,
  revokeRole,
} from './entitlements.queries';

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  try {
    return await hasRole(db, userId, 'admin');
  } catch (err) {
    log.error('entitlements.role_lookup_failed', { userId, ...errorFields(err) });
    return false;
  }
}

/** Gives the account the admin role (the CLI: `npm run admin -- grant`). */
export async function grantAdminRole(db: Db, userId: string): Promise<void> {
  await grantRole(db, userId, 'admin');
}

/** Takes the admin role away; false when the account did not have it. */
export async function revokeAdminRole(db: Db, userId: string): Promise<boolean> {
  return (await revokeRole(db, userId, 'admin')) > 0;
}

/** Puts the account on a plan (or a free trial until `trialExpiresAt`); older subscriptions are kept, inactive. */
export async function setPlan(
  db: Db,
  userId: string,
  plan: { subscriptionType: Tier; trialExpiresAt: Date | null },
  now: Date,
): Promise<void> {
  await replaceSubscription(db, userId, plan, now);
}

/** Starts the free trial (spec section 9) from `now`: `days` long, by default the spec's 3. */
export async function startTrial(db: Db, userId: string, now: Date, days: number = TRIAL.days): Promise<Date> {
  const trialExpiresAt = new Date(now.getTime() + days * 86_400_000);
  await replaceSubscription(db, userId, { subscriptionType: 'free', trialExpiresAt }, now);
  return trialExpiresAt;
}

export async function getEntitlements(db: Db, userId: string, now: Date = new Date()): Promise<Entitlements> {
  try {
    const { admin, subscription, referralPremiumUntil } = await entitlementFacts(db, userId);
    return computeEntitlements(subscription, admin, now, referralPremiumUntil);
  } catch (err) {
    // Spec section 8: a failing tier check silently falls back to the free tier (and no admin
    // role: the same statement reads both).
    log.error('entitlements.tier_lookup_failed', { userId, ...errorFields(err) });
    return freeEntitlements(false);
  }
}

/**
 * The owner's entitlements and how many of their memorials are older than this one, in one
 * statement (a memorial's page asks both); `olderMemorials` is null when the lookup failed, and
 * the entitlements are then the free tier's, as above.
 */
export async function getEntitlementsAndRank(
  db: Db,
  userId: string,
  memorialId: string,
  now: Date,
): Promise<{ entitlements: Entitlements; olderMemorials: number | null }> {
  try {
    const { admin, subscription, referralPremiumUntil, olderMemorials } = await entitlementFactsAndRank(
      db,
      userId,
      memorialId,
    );
    return { entitlements: computeEntitlements(subscription, admin, now, referralPremiumUntil), olderMemorials };
  } catch (err) {
    log.error('entitlements.tier_lookup_failed', { userId, ...errorFields(err) });
    return { entitlements: freeEntitlements(false), olderMemorials: null };
  }
}

type FlagName = {
  [K in keyof TierFeatures]: TierFeatures[K] extends boolean ? K : never;
}[keyof TierFeatures];

/** Refuses with the spec's "Premium Feature" message unless the user has the flag. */
export async function requireFeature(
  db: Db,
  userId: string,
  flag: FlagName,
  featureLabel: string,
  now: Date = new Date(),
): Promise<Entitlements> {
  const ent = await getEntitlements(db, userId, now);
  if (!ent.features[flag]) {
    throw new AppError('PREMIUM_FEATURE', 403, MSG.plan.premium(featureLabel));
  }
  return ent;
}
