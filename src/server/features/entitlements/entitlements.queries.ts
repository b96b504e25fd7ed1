import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, userRoles } from '../../db/schema';
import type { SubscriptionRow } from '@shared/tiers';

/** The newest active subscription row (spec section 7: newest first, limit 1). */
export async function newestActiveSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const rows = await db
    .select({
      subscriptionType: subscriptions.subscriptionType,
      isActive: subscriptions.isActive,
      trialExpiresAt: subscriptions.trialExpiresAt,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function hasRole(db: Db, userId: string, role: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
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
