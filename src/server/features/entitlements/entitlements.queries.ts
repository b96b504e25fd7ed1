import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { referralRewards, subscriptions, userRoles } from '../../db/schema';
import type { SubscriptionRow } from '@shared/tiers';

/** The newest active subscription row (spec section 7: newest first, limit 1). */
const entitlementFactsOfUser = preparedQuery((db) =>
  db
    .select({
      admin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${sql.placeholder('userId')} and ${userRoles.role} = 'admin')`,
      // The end of premium from referral rewards (decision 037), from the (user_id, premium_until) index.
      referralPremiumUntil: sql<
        Date | string | null
      >`(select max(${referralRewards.premiumUntil}) from ${referralRewards} where ${referralRewards.userId} = ${sql.placeholder('userId')})`,
      subscriptionType: subscriptions.subscriptionType,
      isActive: subscriptions.isActive,
      trialExpiresAt: subscriptions.trialExpiresAt,
      createdAt: subscriptions.createdAt,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(subscriptions, and(eq(subscriptions.userId, sql.placeholder('userId')), eq(subscriptions.isActive, true)))
    .orderBy(sql`${subscriptions.createdAt} desc nulls last`)
    .limit(1)
    .prepare('entitlement_facts_of_user'),
);

/**
 * Whether the user is an admin, their newest active subscription row, and the end of any premium
 * from referral rewards, in one statement (the session answer and every premium check need them).
 */
export async function entitlementFacts(
  db: Db,
  userId: string,
): Promise<{ admin: boolean; subscription: SubscriptionRow | null; referralPremiumUntil: Date | null }> {
  const [row] = await entitlementFactsOfUser(db).execute({ userId });
  if (!row) return { admin: false, subscription: null, referralPremiumUntil: null };
  const { admin, subscriptionType, isActive, trialExpiresAt, createdAt, referralPremiumUntil } = row;
  return {
    admin: admin === true,
    // A raw subquery is not mapped by its column: the driver may answer a string.
    referralPremiumUntil: referralPremiumUntil === null ? null : new Date(referralPremiumUntil),
    subscription:
      subscriptionType === null || isActive === null || createdAt === null
        ? null
        : { subscriptionType, isActive, trialExpiresAt, createdAt },
  };
}

const roleOfUser = preparedQuery((db) =>
  db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, sql.placeholder('userId')), eq(userRoles.role, sql.placeholder('role'))))
    .limit(1)
    .prepare('role_of_user'),
);

export async function hasRole(db: Db, userId: string, role: string): Promise<boolean> {
  const rows = await roleOfUser(db).execute({ userId, role });
  return rows.length > 0;
}

export async function grantRole(db: Db, userId: string, role: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: Db, userId: string, role: string): Promise<number> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return rows.length;
}

/** Makes `row` the user's only active subscription (older rows are kept, inactive, for history). */
export async function replaceSubscription(
  db: Db,
  userId: string,
  row: { subscriptionType: SubscriptionRow['subscriptionType']; trialExpiresAt: Date | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ isActive: false })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)));
    await tx.insert(subscriptions).values({ userId, ...row, isActive: true, createdAt: now });
  });
}
