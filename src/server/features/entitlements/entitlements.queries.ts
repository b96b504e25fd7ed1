import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { memorials, referralRewards, subscriptions, userRoles } from '../../db/schema';
import type { SubscriptionRow } from '@shared/tiers';

/** The newest active subscription row (spec section 7: newest first, limit 1). */
const factsColumns = () =>
  ({
    admin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${sql.placeholder('userId')} and ${userRoles.role} = 'admin')`,
    // The end of premium from referral rewards (decision 037), from the (user_id, premium_until) index.
    referralPremiumUntil: sql<
      Date | string | null
    >`(select max(${referralRewards.premiumUntil}) from ${referralRewards} where ${referralRewards.userId} = ${sql.placeholder('userId')})`,
    subscriptionType: subscriptions.subscriptionType,
    isActive: subscriptions.isActive,
    trialExpiresAt: subscriptions.trialExpiresAt,
    createdAt: subscriptions.createdAt,
  }) as const;

const entitlementFactsOfUser = preparedQuery((db) =>
  db
    .select(factsColumns())
    .from(sql`(select 1) as one`)
    .leftJoin(subscriptions, and(eq(subscriptions.userId, sql.placeholder('userId')), eq(subscriptions.isActive, true)))
    .orderBy(sql`${subscriptions.createdAt} desc nulls last`)
    .limit(1)
    .prepare('entitlement_facts_of_user'),
);

/** The same, with how many of the user's memorials were made before this one (decision 033's order). */
const entitlementFactsAndRankOfUser = preparedQuery((db) =>
  db
    .select({
      ...factsColumns(),
      olderMemorials: sql<
        number | string
      >`(select count(*) from ${memorials} as older where older.user_id = ${sql.placeholder('userId')} and (older.created_at, older.id) < (select created_at, id from ${memorials} where id = ${sql.placeholder('memorialId')}))`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(subscriptions, and(eq(subscriptions.userId, sql.placeholder('userId')), eq(subscriptions.isActive, true)))
    .orderBy(sql`${subscriptions.createdAt} desc nulls last`)
    .limit(1)
    .prepare('entitlement_facts_and_rank'),
);

type FactsRow = Awaited<ReturnType<ReturnType<typeof entitlementFactsOfUser>['execute']>>[number];

function factsOf(row: FactsRow | undefined): EntitlementFacts {
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

export interface EntitlementFacts {
  admin: boolean;
  subscription: SubscriptionRow | null;
  referralPremiumUntil: Date | null;
}

/**
 * Whether the user is an admin, their newest active subscription row, and the end of any premium
 * from referral rewards, in one statement (the session answer and every premium check need them).
 */
export async function entitlementFacts(db: Db, userId: string): Promise<EntitlementFacts> {
  const [row] = await entitlementFactsOfUser(db).execute({ userId });
  return factsOf(row);
}

/**
 * The facts above and how many of the user's memorials are older than `memorialId`, in one
 * statement: what a memorial's page needs to say whether the owner's plan keeps it editable.
 */
export async function entitlementFactsAndRank(
  db: Db,
  userId: string,
  memorialId: string,
): Promise<EntitlementFacts & { olderMemorials: number }> {
  const [row] = await entitlementFactsAndRankOfUser(db).execute({ userId, memorialId });
  return { ...factsOf(row), olderMemorials: Number(row?.olderMemorials ?? 0) };
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
