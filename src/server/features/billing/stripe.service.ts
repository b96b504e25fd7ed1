/**
 * Stripe billing (decision 034): Checkout and the customer portal for the signed-in person, and
 * Stripe's webhook events, each applied once and never moving a subscription backwards.
 *
 * Every event about a subscription (its own events, the checkout that made it, its invoices) is
 * only a cue: the subscription is read again from Stripe and that state is written, so an event
 * that arrives late, or twice, or before the one that should precede it, writes the present state
 * and not the one it carried. Within this process the reads and writes of one subscription take
 * turns; the event's id is recorded in the same transaction as the write.
 */
import Stripe from 'stripe';
import { BILLING_MSG, type PurchasablePlan } from '@shared/schemas/billing';
import type { AppDeps, SessionUser } from '../../app-env';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import {
  claimEvent,
  customerOfUser,
  eventSeen,
  overdueStripeSubscriptions,
  hasRunningStripeSubscription,
  linkCustomer,
  recordEvent,
  replaceCustomer,
  userOfCustomer,
  writeSubscriptionState,
  type StripeEventOutcome,
  type StripeSubscriptionState,
  type SyncResult,
} from './stripe.queries';
import { completeReferralOf } from '../referrals/referrals.service';
import { applyOwedCredits } from './referral-credits';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type StripeBillingConfig = Extract<Config['billing'], { mode: 'stripe' }>;

/** The Stripe SDK client for the configured account (or the address STRIPE_API_BASE names). */
export function createStripeClient(billing: StripeBillingConfig): Stripe {
  return new Stripe(billing.secretKey, {
    ...(billing.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Forget-me-not' },
  });
}

/**
 * Ends an account's payments at Stripe as the account is deleted (decisions 031 and 034): its
 * Stripe customer is deleted, which ends its subscriptions at once, so no one is charged for an
 * account that no longer exists. Runs in the deletion's transaction (`db`) before the rows go: when
 * Stripe cannot be reached it throws, nothing is deleted, and the deletion is tried again later. An
 * account that never paid, or a customer Stripe no longer has, needs nothing.
 */
export async function endPaymentsOfAccount(deps: AppDeps, db: Db | Tx, userId: string): Promise<void> {
  const customerId = await customerOfUser(db, userId);
  if (!customerId) return;
  const billing = deps.config.billing;
  if (billing.mode !== 'stripe') {
    // Stripe was turned off on this site since: the operator must end it in Stripe's dashboard.
    log.warn('billing.customer_left_at_stripe', { userId });
    return;
  }
  try {
    await createStripeClient(billing).customers.del(customerId);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
    throw err;
  }
  log.info('billing.customer_deleted', { userId });
}

/** What a webhook delivery did: the answer is 200 in every case. */
export type WebhookOutcome = StripeEventOutcome | 'duplicate';

export interface StripeBilling {
  checkout(user: SessionUser, plan: PurchasablePlan): Promise<{ url: string }>;
  portal(user: SessionUser): Promise<{ url: string }>;
  /** Verifies and applies one delivery; throws AppError 400 for a bad signature. */
  webhook(rawBody: Buffer, signature: string | undefined): Promise<{ eventId: string; outcome: WebhookOutcome }>;
  /**
   * Reads again from Stripe the subscriptions whose paid period ended over RECONCILE_GRACE_MS ago
   * and still give access (a lost final event), and writes what Stripe says. Answers how many
   * changed.
   */
  reconcile(now: Date): Promise<number>;
}

/** How long after a period's end Stripe's word on it is awaited before the site asks. */
export const RECONCILE_GRACE_MS = 2 * 60 * 60_000;
/** Subscriptions read again per run. */
const RECONCILE_BATCH = 100;

/**
 * Whether the account pays through Stripe now: its plan is then Stripe's to change (an admin's
 * grant or trial would be undone by Stripe's next event, while the person went on paying).
 */
export function paysThroughStripe(db: Db, userId: string): Promise<boolean> {
  return hasRunningStripeSubscription(db, userId);
}

const notSetUp = () => new AppError('BILLING_NOT_SET_UP', 503, BILLING_MSG.notSetUp);
const badSignature = () =>
  new AppError('BAD_REQUEST', 400, 'The webhook signature is missing or does not match this site.');

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

/** The subscription an invoice belongs to (where the API version puts it). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy);
}

export function createStripeBilling(deps: AppDeps): StripeBilling {
  const configured = deps.config.billing;
  if (configured.mode !== 'stripe') {
    return {
      checkout: () => Promise.reject(notSetUp()),
      portal: () => Promise.reject(notSetUp()),
      webhook: () => Promise.reject(notSetUp()),
      reconcile: () => Promise.resolve(0),
    };
  }
  const billing: StripeBillingConfig = configured;
  const stripe = createStripeClient(billing);
  const { db } = deps.database;
  const publicUrl = deps.config.publicUrl;

  /** Work on one subscription waits for the work before it (in this process). */
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = turns.get(key) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    turns.set(key, settled);
    void settled.then(() => {
      if (turns.get(key) === settled) turns.delete(key);
    });
    return mine;
  }

  function planOfPrice(price: Stripe.Price | undefined): PurchasablePlan {
    if (price?.id === billing.prices.annual) return 'annual';
    if (price?.id === billing.prices.monthly) return 'monthly';
    // A price the site was not told about (changed in the dashboard): by its interval.
    return price?.recurring?.interval === 'year' ? 'annual' : 'monthly';
  }

  function stateOf(sub: Stripe.Subscription): StripeSubscriptionState {
    const items = sub.items?.data ?? [];
    const ends = items.map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
    const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
    if (typeof legacyEnd === 'number') ends.push(legacyEnd);
    return {
      id: sub.id,
      plan: planOfPrice(items[0]?.price),
      status: sub.status,
      currentPeriodEnd: ends.length ? new Date(Math.max(...ends) * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    };
  }

  const stripeFailed = (what: 'checkout' | 'portal', err: unknown, userId: string) => {
    log.error(`billing.${what}_failed`, { userId, ...errorFields(err) });
    return new AppError(
      'BILLING_UNAVAILABLE',
      502,
      what === 'checkout' ? BILLING_MSG.checkoutFailed : BILLING_MSG.portalFailed,
    );
  };

  /** The account's one Stripe customer, made on first checkout. */
  async function ensureCustomer(user: SessionUser): Promise<string> {
    const stored = await customerOfUser(db, user.id);
    if (stored) {
      const customer = await stripe.customers.retrieve(stored);
      if (!customer.deleted) return stored;
      // Deleted in the Stripe dashboard: a new one, and the account follows it.
      const fresh = await stripe.customers.create({ email: user.email, metadata: { userId: user.id } });
      await replaceCustomer(db, user.id, fresh.id);
      log.info('billing.customer_replaced', { userId: user.id, customerId: fresh.id });
      return fresh.id;
    }
    // The same key for the same account: two checkouts at once make one customer at Stripe.
    const customer = await stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `fmn-customer-${user.id}` },
    );
    return linkCustomer(db, user.id, customer.id);
  }

  /**
   * Reads the subscription from Stripe and writes it, recording the event in the same
   * transaction. `customerHint`: the event's customer, for the unknown-customer case.
   */
  async function syncSubscription(
    event: Stripe.Event,
    subscriptionId: string,
    customerHint: string | null,
  ): Promise<WebhookOutcome> {
    return inTurn(subscriptionId, async () => {
      if (await eventSeen(db, event.id)) return 'duplicate';
      let sub: Stripe.Subscription;
      try {
        sub = await stripe.subscriptions.retrieve(subscriptionId);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          log.warn('billing.webhook_subscription_missing', { eventId: event.id, subscriptionId });
          return (await recordEvent(db, event, 'ignored', deps.now())) ? 'ignored' : 'duplicate';
        }
        throw err;
      }
      const customerId = idOf(sub.customer) ?? customerHint;
      const userId = customerId ? await userOfCustomer(db, customerId) : null;
      if (!userId) {
        log.warn('billing.webhook_unknown_customer', { eventId: event.id, customerId });
        return (await recordEvent(db, event, 'unknown_customer', deps.now())) ? 'unknown_customer' : 'duplicate';
      }
      const state = stateOf(sub);
      let result: SyncResult | null = null;
      const done: { referral: Awaited<ReturnType<typeof completeReferralOf>> } = { referral: null };
      const claimed = await db.transaction(async (tx) => {
        if (!(await claimEvent(tx, event, 'applied', deps.now()))) return false;
        result = await writeSubscriptionState(tx, userId, state, deps.now());
        // The referred person's first active subscription completes their referral, with both
        // rewards, in this same transaction (decision 037).
        if (state.status === 'active')
          done.referral = await completeReferralOf(tx, userId, deps.now(), hasRunningStripeSubscription);
        return true;
      });
      if (!claimed) return 'duplicate';
      if (done.referral) {
        log.info('referral.completed', { referralId: done.referral.referralId, rewards: done.referral.rewards.length });
      }
      // Credits owed at Stripe (this referral's, or earlier ones Stripe could not take then).
      await applyOwedCredits(db, stripe, billing.prices.monthly, deps.now());
      log.info('billing.subscription_synced', {
        eventId: event.id,
        type: event.type,
        userId,
        subscriptionId,
        status: state.status,
        result,
      });
      return 'applied';
    });
  }

  async function applyEvent(event: Stripe.Event): Promise<WebhookOutcome> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subscriptionId = idOf(session.subscription);
        const customerId = idOf(session.customer);
        if (session.mode !== 'subscription' || !subscriptionId) break;
        return syncSubscription(event, subscriptionId, customerId);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed': {
        const sub = event.data.object;
        return syncSubscription(event, sub.id, idOf(sub.customer));
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = subscriptionOfInvoice(invoice);
        if (!subscriptionId) break;
        return syncSubscription(event, subscriptionId, idOf(invoice.customer));
      }
      case 'charge.refunded': {
        // A refund changes no access (decision 034): ending a plan is cancelling its
        // subscription, which Stripe reports with its own event. Noted by ids only.
        const charge = event.data.object;
        log.info('billing.charge_refunded', {
          eventId: event.id,
          chargeId: charge.id,
          customerId: idOf(charge.customer),
          amountRefunded: charge.amount_refunded,
        });
        break;
      }
      default:
        break;
    }
    return (await recordEvent(db, event, 'ignored', deps.now())) ? 'ignored' : 'duplicate';
  }

  return {
    async checkout(user, plan) {
      if (await hasRunningStripeSubscription(db, user.id)) {
        throw new AppError('ALREADY_SUBSCRIBED', 409, BILLING_MSG.alreadySubscribed);
      }
      try {
        const customer = await ensureCustomer(user);
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          line_items: [{ price: billing.prices[plan], quantity: 1 }],
          // Stripe fills in the session id; a return with `session_id=` is never given the offline
          // shell by the service worker (pwa.config.ts), so the page is the server's, fresh.
          success_url: `${publicUrl}/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/pricing?checkout=cancelled`,
          metadata: { userId: user.id, plan },
          subscription_data: { metadata: { userId: user.id, plan } },
        });
        if (!session.url) throw new Error('Checkout session without a url');
        log.info('billing.checkout_started', { userId: user.id, sessionId: session.id, plan });
        return { url: session.url };
      } catch (err) {
        throw stripeFailed('checkout', err, user.id);
      }
    },

    async portal(user) {
      const customer = await customerOfUser(db, user.id);
      if (!customer) throw new AppError('NOT_A_CUSTOMER', 404, BILLING_MSG.notACustomer);
      try {
        const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/pricing` });
        return { url: session.url };
      } catch (err) {
        throw stripeFailed('portal', err, user.id);
      }
    },

    async reconcile(now) {
      const due = await overdueStripeSubscriptions(db, new Date(now.getTime() - RECONCILE_GRACE_MS), RECONCILE_BATCH);
      let changed = 0;
      for (const { userId, stripeSubscriptionId } of due) {
        try {
          const result = await inTurn(stripeSubscriptionId, async () => {
            let state: StripeSubscriptionState;
            try {
              state = stateOf(await stripe.subscriptions.retrieve(stripeSubscriptionId));
            } catch (err) {
              if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)) throw err;
              // Gone from Stripe altogether (deleted with its customer): nothing to pay for.
              state = {
                id: stripeSubscriptionId,
                plan: 'monthly',
                status: 'canceled',
                currentPeriodEnd: null,
                cancelAtPeriodEnd: false,
              };
            }
            return db.transaction((tx) => writeSubscriptionState(tx, userId, state, deps.now()));
          });
          if (result === 'updated') changed += 1;
          log.info('billing.subscription_reconciled', { userId, subscriptionId: stripeSubscriptionId, result });
        } catch (err) {
          log.warn('billing.reconcile_failed', { userId, subscriptionId: stripeSubscriptionId, ...errorFields(err) });
        }
      }
      // Referral credits Stripe could not take before are tried again here too, not only after the
      // next webhook event (decision 037).
      await applyOwedCredits(db, stripe, billing.prices.monthly, deps.now());
      return changed;
    },

    async webhook(rawBody, signature) {
      if (!signature) throw badSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, billing.webhookSecret);
      } catch {
        log.warn('billing.webhook_bad_signature', {});
        throw badSignature();
      }
      try {
        // A redelivery answers at once, without waiting for its subscription's turn or asking Stripe.
        if (await eventSeen(db, event.id)) return { eventId: event.id, outcome: 'duplicate' };
        return { eventId: event.id, outcome: await applyEvent(event) };
      } catch (err) {
        // Not recorded: Stripe delivers it again later.
        log.error('billing.webhook_failed', { eventId: event.id, type: event.type, ...errorFields(err) });
        throw new AppError('BILLING_UNAVAILABLE', 503, 'The event could not be applied now; it will be retried.');
      }
    },
  };
}
