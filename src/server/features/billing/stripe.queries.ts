/**
 * The rows Stripe billing reads and writes (decision 034): the account's Stripe customer, the
 * events already applied, and the `subscriptions` row that follows one Stripe subscription.
 */
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingCustomers, stripeEvents, subscriptions, type STRIPE_EVENT_OUTCOMES } from '../../db/schema';
import type { PurchasablePlan } from '@shared/schemas/billing';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];

/** Stripe statuses that keep the plan's access (past_due: while Stripe retries the payment). */
export const ACCESS_STATUSES = ['active', 'trialing', 'past_due'] as const;
/** Statuses a Stripe subscription never leaves: a row in one of them is never changed again. */
export const FINAL_STATUSES = ['canceled', 'incomplete_expired'] as const;

export async function customerOfUser(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export async function userOfCustomer(db: Db | Tx, stripeCustomerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Links the account to a Stripe customer unless it has one already; returns the one stored
 * (so two checkouts at once end with one customer, the first stored).
 */
export async function linkCustomer(db: Db, userId: string, stripeCustomerId: string): Promise<string> {
  await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing();
  return (await customerOfUser(db, userId))!;
}

/** Points the account at a new Stripe customer (the old one was deleted at Stripe). */
export async function replaceCustomer(db: Db, userId: string, stripeCustomerId: string): Promise<void> {
  await db.update(billingCustomers).set({ stripeCustomerId }).where(eq(billingCustomers.userId, userId));
}

/** Whether an event with this id was applied (or deliberately ignored) already. */
export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).limit(1);
  return rows.length > 0;
}

/**
 * Records the event inside `tx`; false when it was recorded already (by another delivery that got
 * there first): then the caller applies nothing. The primary key makes a concurrent second
 * delivery wait for the first's transaction and then find the row.
 */
export async function claimEvent(
  tx: Tx,
  event: { id: string; type: string },
  outcome: StripeEventOutcome,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, outcome, processedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** Records an event that changes nothing; false when it was recorded already. */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string },
  outcome: StripeEventOutcome,
  now: Date,
): Promise<boolean> {
  return db.transaction((tx) => claimEvent(tx, event, outcome, now));
}

/** What Stripe says of one subscription, as read from Stripe just now. */
export interface StripeSubscriptionState {
  id: string;
  plan: PurchasablePlan;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export type SyncResult = 'inserted' | 'updated' | 'unchanged' | 'stale' | 'final';

/**
 * Writes a Stripe subscription's state to its `subscriptions` row (one row per Stripe
 * subscription; a new one is the account's newest). Never moves it backwards: a row whose status is
 * final is left alone, and a state whose period ends before the stored one is an older read.
 */
export async function writeSubscriptionState(
  tx: Tx,
  userId: string,
  s: StripeSubscriptionState,
  now: Date,
): Promise<SyncResult> {
  const isActive = (ACCESS_STATUSES as readonly string[]).includes(s.status);
  const [row] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      stripeStatus: subscriptions.stripeStatus,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      isActive: subscriptions.isActive,
      subscriptionType: subscriptions.subscriptionType,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, s.id))
    .for('update')
    .limit(1);
  const values = {
    subscriptionType: s.plan,
    isActive,
    stripeStatus: s.status,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  };
  if (!row) {
    await tx.insert(subscriptions).values({
      userId,
      trialExpiresAt: null,
      createdAt: now,
      stripeSubscriptionId: s.id,
      ...values,
    });
    return 'inserted';
  }
  if ((FINAL_STATUSES as readonly string[]).includes(row.stripeStatus ?? '')) return 'final';
  if (row.currentPeriodEnd && s.currentPeriodEnd && s.currentPeriodEnd < row.currentPeriodEnd) return 'stale';
  if (
    row.stripeStatus === s.status &&
    row.isActive === isActive &&
    row.subscriptionType === s.plan &&
    row.cancelAtPeriodEnd === s.cancelAtPeriodEnd &&
    row.currentPeriodEnd?.getTime() === s.currentPeriodEnd?.getTime()
  ) {
    return 'unchanged';
  }
  await tx.update(subscriptions).set(values).where(eq(subscriptions.id, row.id));
  return 'updated';
}

/** Whether the account has a Stripe subscription that still gives access (then no second checkout). */
export async function hasRunningStripeSubscription(db: Db | Tx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNotNull(subscriptions.stripeSubscriptionId),
        inArray(subscriptions.stripeStatus, [...ACCESS_STATUSES]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Stripe subscriptions that still give access although their paid period ended before `before`:
 * Stripe should have said what became of them (renewed, or ended) and this site did not hear it.
 * Oldest first.
 */
export async function overdueStripeSubscriptions(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ userId: string; stripeSubscriptionId: string }[]> {
  const rows = await db
    .select({ userId: subscriptions.userId, stripeSubscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.isActive, true),
        isNotNull(subscriptions.stripeSubscriptionId),
        lt(subscriptions.currentPeriodEnd, before),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
  return rows.filter((r): r is { userId: string; stripeSubscriptionId: string } => r.stripeSubscriptionId !== null);
}
