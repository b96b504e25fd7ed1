/**
 * GET /api/billing: whether this site takes payments with Stripe ('stripe') or its admins grant
 * plans by hand ('manual', the default of `npm start`). Anyone may ask: /pricing is the same page
 * for everyone and says which it is (decision 033).
 */
import { Hono } from 'hono';
import type { BillingInfo, BillingMode } from '@shared/schemas/billing';
import type { AppDeps, AppEnv } from '../../app-env';
import type { Config } from '../../config';

/** 'stripe' iff a Stripe secret key is configured (config.ts reads STRIPE_SECRET_KEY into `billing`). */
export function billingMode(config: Config): BillingMode {
  return config.billing.mode;
}

/** The answer of GET /api/billing, also written into /pricing's prerendered variant (decision 059). */
export function billingInfo(config: Config): BillingInfo {
  return { mode: billingMode(config) };
}

export function billingInfoRoutes(deps: AppDeps) {
  const info = billingInfo(deps.config);
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(info satisfies BillingInfo);
  });
}
