/**
 * Plans and billing (spec sections 2 "Pricing", 7 and 8; issue 16): the contract between the
 * /pricing page and the server's /api/billing routes, and their texts.
 *
 *   GET  /api/billing           { mode }: 'stripe' when Stripe is configured, else 'manual' (anyone)
 *   POST /api/billing/checkout  { plan } → { url } of a Stripe Checkout session (signed in)
 *   POST /api/billing/portal    → { url } of the Stripe customer portal (signed in, a customer)
 *   POST /api/billing/webhook   Stripe's events (raw body, signature checked)
 * Without Stripe, checkout and portal answer 503 with code BILLING_NOT_SET_UP. Checkout answers 409
 * ALREADY_SUBSCRIBED to a person whose Stripe subscription is still running; portal answers 404
 * NOT_A_CUSTOMER to a person who never subscribed; a failing Stripe: 502 BILLING_UNAVAILABLE.
 */
import { z } from 'zod';

export const BILLING_MODES = ['stripe', 'manual'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** The plans a person can buy (the trial is given at sign-up; professional is granted). */
export const PURCHASABLE_PLANS = ['monthly', 'annual'] as const;
export type PurchasablePlan = (typeof PURCHASABLE_PLANS)[number];

export interface BillingInfo {
  mode: BillingMode;
}

// Pure: /pricing reads this file's texts without loading zod (the schema is the server's).
export const checkoutSchema = /* @__PURE__ */ z.strictObject({ plan: /* @__PURE__ */ z.enum(PURCHASABLE_PLANS) });
export type CheckoutInput = z.input<typeof checkoutSchema>;

export interface CheckoutResponse {
  url: string;
}
export interface PortalResponse {
  url: string;
}

export const BILLING_MSG = {
  checkoutFailedTitle: 'Error',
  checkoutFailed: 'Failed to start checkout. Please try again.',
  portalFailedTitle: 'Error',
  portalFailed: 'Failed to open subscription management. Please try again.',
  authRequiredTitle: 'Authentication required',
  authRequired: 'Please sign in to subscribe',
  notSetUp: 'Online payments are not set up on this site. Please ask the people who run it to grant you a plan.',
  notACustomer: 'There is no subscription to manage yet. Choose a plan to subscribe.',
  alreadySubscribed: 'You already have a subscription. Use Manage Subscription to change or cancel it.',
} as const;
