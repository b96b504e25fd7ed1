/**
 * HTTP of referrals (spec section 2 "Referrals", decision 037). Signed in only; one's own.
 *
 *   GET /api/referrals  { code, link, successful, pending, activity (newest 100), premiumUntil }
 */
import { Hono } from 'hono';
import type { ReferralsResponse } from '@shared/schemas/referrals';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireSitePermission } from '../../access/access';
import { requireUser } from '../../lib/session';
import { referralPage } from './referrals.service';

export function referralRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', requireSitePermission(deps, 'referral:use'))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const page = await referralPage(deps.database.db, c.var.user.id, deps.config.publicUrl, deps.now());
      return c.json(page satisfies ReferralsResponse);
    });
}
