/**
 * The Stripe side of /api/billing (src/shared/schemas/billing.ts, decision 034):
 *
 *   POST /api/billing/checkout  { plan } → { url } of a Checkout session (signed in)
 *   POST /api/billing/portal    → { url } of the customer portal (signed in, a customer)
 *   POST /api/billing/webhook   Stripe's events: the raw body, its signature checked; no session
 *
 * The webhook is in the `webhooks` route group (app.ts): no cross-site check (Stripe posts from
 * its own servers), the same body limit as every JSON request, and the body is read here as bytes.
 */
import { Hono } from 'hono';
import { checkoutSchema, type CheckoutResponse, type PortalResponse } from '@shared/schemas/billing';
import type { AppDeps, AppEnv } from '../../app-env';
import { Errors } from '../../lib/errors';
import { parseJson } from '../../lib/http';
import { hit } from '../../lib/rate-limit';
import { requireUser } from '../../lib/session';
import { createStripeBilling } from './stripe.service';

/** Checkout and portal sessions one account may start per rate-limit window. */
export const BILLING_SESSIONS_PER_WINDOW = 20;

export function stripeRoutes(deps: AppDeps) {
  const billing = createStripeBilling(deps);
  const signedIn = requireUser(deps);
  const limited = async (userId: string) => {
    if (deps.config.billing.mode !== 'stripe') return; // answered 503 by the service
    const w = await hit(deps.database.db, `billing:${userId}`, deps.config.rateLimits.windowSeconds, deps.now());
    if (w.count > BILLING_SESSIONS_PER_WINDOW) throw Errors.rateLimited(undefined, w.retryAfterSeconds);
  };
  return new Hono<AppEnv>()
    .post('/checkout', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      const { plan } = await parseJson(c, checkoutSchema);
      await limited(c.var.user.id);
      return c.json((await billing.checkout(c.var.user, plan)) satisfies CheckoutResponse);
    })
    .post('/portal', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      await limited(c.var.user.id);
      return c.json((await billing.portal(c.var.user)) satisfies PortalResponse);
    })
    .post('/webhook', async (c) => {
      const raw = Buffer.from(await c.req.arrayBuffer());
      const { eventId, outcome } = await billing.webhook(raw, c.req.header('stripe-signature'));
      return c.json({ received: true, eventId, outcome });
    });
}
