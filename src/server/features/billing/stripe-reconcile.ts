/**
 * The scheduler's planner `stripe-reconcile` (decision 034): once an hour, subscriptions whose
 * paid period ended hours ago and still give access are read again from Stripe. A lost final
 * `customer.subscription.deleted` event then ends the plan within about three hours, instead of
 * at Stripe's next event about that subscription, which may never come.
 */
import type { AppDeps } from '../../app-env';
import type { Planner } from '../../scheduler/scheduler';
import { createStripeBilling, type StripeBilling } from './stripe.service';

export function stripeReconcilePlanner(deps: AppDeps): Planner {
  let billing: StripeBilling | null = null;
  return {
    name: 'stripe-reconcile',
    everyMs: 60 * 60_000,
    async run(now) {
      if (deps.config.billing.mode !== 'stripe') return;
      billing ??= createStripeBilling(deps);
      await billing.reconcile(now);
    },
  };
}
