/**
 * HTTP of identity providers (decision 039). The buttons on /auth and in Settings are plain forms
 * (no provider code in the browser); each answers with a redirect to the provider, whose answer
 * comes back to Better Auth's callback here and then to /auth, the dashboard or Settings.
 *
 *   GET         /api/auth/providers              → { providers } (public; none configured: [])
 *   POST        /api/auth/provider/:id           → 303 to the provider (sign in or sign up); asked
 *                                                  for JSON (Accept), 200 { url } of the provider
 *   GET, POST   /api/auth/callback/:id           → 303 to /dashboard, /auth?confirm=name,
 *                                                  /auth?signin_error=…, or Settings (links)
 *   GET         /api/account/identities          → { identities, hasPassword, providers }
 *   POST        /api/account/identities/:provider/link → 303 to the provider; JSON: 200 { url }
 *   DELETE      /api/account/identities/:id      → 204; 409 LAST_SIGN_IN_METHOD
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import { IDENTITY_MSG } from '@shared/messages.identities';
import type { IdentitiesResponse, ProviderStartResponse, ProvidersResponse } from '@shared/schemas/identities';
import type { AppDeps, AppEnv } from '../../app-env';
import { publicProviders } from '../../auth/identity-providers';
import { Errors } from '../../lib/errors';
import { clientIp, parseParams } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { withCookies } from './auth.routes';
import * as svc from './identities.service';

const providerParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,30}$/) });
const idParams = z.object({ id: uuidParam() });
const noProvider = () => Errors.notFound(IDENTITY_MSG.unknownProvider);
const noIdentity = () => Errors.notFound(IDENTITY_MSG.notFound);

function redirect(
  c: Context<AppEnv>,
  to: { location: string; cookies: string[] } | { url: string; cookies: string[] },
) {
  withCookies(c, to.cookies);
  c.header('Cache-Control', 'no-store');
  return c.redirect('location' in to ? to.location : to.url, 303);
}

/**
 * The start of a sign-in or a link. The app's buttons ask for JSON and go to the URL themselves: the
 * page's CSP (form-action 'self') does not let a form follow a redirect to the provider's origin.
 * Without JSON in Accept (no script), the 303 as before.
 */
function started(c: Context<AppEnv>, to: { url: string; cookies: string[] }) {
  if (!(c.req.header('accept') ?? '').includes('application/json')) return redirect(c, to);
  withCookies(c, to.cookies);
  c.header('Cache-Control', 'no-store');
  return c.json({ url: to.url } satisfies ProviderStartResponse);
}

/** The answer of GET /api/auth/providers, also written into /auth's prerendered variant (decision 059). */
export function providersAnswer(config: AppDeps['config']): ProvidersResponse {
  return { providers: publicProviders(config) };
}

/** Public: the provider list, a sign-in's start and the provider's callback. */
export function providerSignInRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/providers', (c) => c.json(providersAnswer(deps.config)))
    .post('/provider/:id', async (c) => {
      const { id } = parseParams(c, providerParams, noProvider);
      const ip = clientIp(c, deps.config.trustProxy);
      return started(c, await svc.startSignIn(deps, id, ip, c.req.raw.headers));
    })
    .on(['GET', 'POST'], '/callback/:id', async (c) => {
      const { id } = parseParams(c, providerParams, noProvider);
      const ip = clientIp(c, deps.config.trustProxy);
      return redirect(c, await svc.finishCallback(deps, c.req.raw, id, ip));
    });
}

/** The signed-in account's identities. */
export function accountIdentityRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => c.json((await svc.listIdentities(deps, c.var.user)) satisfies IdentitiesResponse))
    .post('/:id/link', async (c) => {
      const { id } = parseParams(c, providerParams, noProvider);
      return started(c, await svc.startLink(deps, c.var.user, id, c.req.raw.headers));
    })
    .delete('/:id', async (c) => {
      const { id } = parseParams(c, idParams, noIdentity);
      await svc.unlinkIdentity(deps, c.var.user, id, c.req.raw.headers);
      return c.body(null, 204);
    });
}
