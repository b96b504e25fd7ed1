/**
 * createApp(deps): route groups with their middleware, the one error handler, and the feature
 * routers. It holds no state of its own, so tests build it on a fresh database and call it without
 * a socket.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { getPath } from 'hono/utils/url';
import type { ApiErrorBody, ErrorCode } from '@shared/errors';
import { MSG } from '@shared/messages';
import path from 'node:path';
import { AUTH_PROVIDERS_KEY, BILLING_INFO_KEY, RESOURCES_KEY, SUPPORT_CONTACT_KEY } from '@shared/pages';
import type { AppDeps, AppEnv } from './app-env';
import { canonicalPath } from './lib/canonical-path';
import { compressText } from './lib/compress';
import { crossSiteGuard } from './lib/cross-site';
import { AppError } from './lib/errors';
import { requestHeader } from './lib/http';
import { errorFields, log } from './lib/logger';
import { RouteTable } from './lib/route-groups';
import { securityHeaders } from './lib/security-headers';
import { createStaticHandler, loadRenderPage } from './lib/static';
import { authRoutes } from './features/auth/auth.routes';
import { passwordRoutes } from './features/auth/password.routes';
import { emailVerificationRoutes } from './features/auth/email-verification.routes';
import { accountSessionRoutes } from './features/auth/account-sessions.routes';
import { accountFactorRoutes, accountTwoFactorRoutes, signInTwoFactorRoutes } from './features/auth/two-factor.routes';
import { accountPasskeyRoutes, signInPasskeyRoutes } from './features/auth/passkeys.routes';
import { accountIdentityRoutes, providerSignInRoutes, providersAnswer } from './features/auth/identities.routes';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profiles/profiles.routes';
import { memorialRoutes } from './features/memorials/memorials.routes';
import { mediaRoutes } from './features/media/media.routes';
import { memorialPreview, publicMemorialSeeds } from './features/memorials/memorial-preview';
import { companionRoutes } from './features/companion/companion.routes';
import { resourceRoutes } from './features/resources/resources.routes';
import { getResources } from './features/resources/resources.service';
import { journalRoutes } from './features/journal/journal.routes';
import { preferencesRoutes } from './features/preferences/preferences.routes';
import { reminderRoutes } from './features/reminders/reminders.routes';
import { emailRoutes } from './features/reminders/email.routes';
import { deliveredLetterRoutes, letterRoutes } from './features/letters/letters.routes';
import { emailJobRoutes } from './features/admin/email-jobs.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { billingInfo, billingInfoRoutes } from './features/billing/billing-info.routes';
import { accountDeletionRoutes, memorialTransferRoutes } from './features/account-deletion/account-deletion.routes';
import { exportRoutes } from './features/exports/exports.routes';
import { stripeRoutes } from './features/billing/stripe.routes';
import { moderationAdminRoutes, reportRoutes } from './features/moderation/moderation.routes';
import { circleInvitationRoutes, circleRoutes, circleStreamRoutes } from './features/circles/circles.routes';
import { blockRoutes } from './features/blocks/blocks.routes';
import { createCircleStreams } from './features/circles/circle-stream';
import { communityAdminRoutes, communityRoutes } from './features/community/community.routes';
import { peerRoutes, peerStreamRoutes } from './features/peer-support/peer-support.routes';
import { marketingRoutes, seoRoutes } from './features/marketing/marketing.routes';
import { referralRoutes } from './features/referrals/referrals.routes';
import { createPeerStreams } from './features/peer-support/peer-stream';
import { partnerAdminRoutes, partnerRoutes } from './features/partners/partners.routes';
import { supportAdminRoutes, supportRoutes } from './features/support/support.routes';
import { supportContact } from './features/support/support.service';
import {
  collaborationInvitationRoutes,
  collaborationRoutes,
  memorialCollaboratorRoutes,
} from './features/collaborators/collaborators.routes';

/** JSON bodies larger than this are refused (uploads have their own streaming limits). */
export const JSON_BODY_LIMIT = 256 * 1024;

/**
 * An answer the Node server may write before the request reaches the app (a stored public read,
 * decision 022): writes it to `res` and returns true, or writes nothing and returns false.
 */
export type StoredAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The app: Hono, routing on canonical paths (lib/canonical-path.ts), with its stored answers. */
export class App extends Hono<AppEnv> {
  private readonly storedAnswers: StoredAnswer[] = [];
  private readonly streamEnders: (() => void)[] = [];

  constructor() {
    super({ getPath: (request) => canonicalPath(getPath(request)) });
  }

  /** Registers a feature's stored answers (see `StoredAnswer`). */
  answerEarly(answer: StoredAnswer): void {
    this.storedAnswers.push(answer);
  }

  /** Registers what ends a feature's open event streams (see `endStreams`). */
  onEndStreams(end: () => void): void {
    this.streamEnders.push(end);
  }

  /** Ends every open event stream (at shutdown): their clients reconnect, to another instance if there is one. */
  endStreams(): void {
    for (const end of this.streamEnders) end();
  }

  /** For the Node server (http-server.ts), with the request's URL already canonical. */
  answerFromCache = (req: IncomingMessage, res: ServerResponse): boolean => {
    for (const answer of this.storedAnswers) if (answer(req, res)) return true;
    return false;
  };
}

export function createApp(deps: AppDeps): App {
  const app = new App();

  // Every request passes through the edge step below, so it does only what the request needs:
  // one step for all requests (request id, security headers, the group's own step, such as
  // compression) instead of one each, headers read from Node's parsed request, and the body limit
  // and the cross-site check only for methods with a body. See decisions 009 and 014.
  const secure = securityHeaders({ https: deps.config.secureCookies });
  const table = new RouteTable<AppEnv>(
    app,
    { name: 'pages', every: compressText({ threshold: 1024 }), writes: writeGuard(deps, { crossSite: true }) },
    (c, next, group) => {
      c.set('requestId', requestHeader(c, 'x-request-id')?.slice(0, 64) || randomUUID());
      const every = group.every;
      return secure(c, every ? () => every(c, next) as Promise<void> : next);
    },
  );

  const groups = {
    /** The JSON API, public and signed-in alike: compressed; bodies limited and checked for cross-site. */
    api: table.group({
      name: 'api',
      every: compressText({ threshold: 1024 }),
      writes: writeGuard(deps, { crossSite: true }),
    }),
    /** Answers that stream (chat replies, event streams): never compressed or held back by a proxy. */
    streams: table.group({ name: 'streams', every: streamHeaders, writes: writeGuard(deps, { crossSite: true }) }),
    /** Stored media, served with byte ranges: already compressed, never re-encoded. */
    media: table.group({ name: 'media', writes: writeGuard(deps, { crossSite: true }) }),
    /**
     * Requests that carry their own authority (a signature, a signed token) from another site or
     * no site at all, and never read a session cookie: mail programs' one-click unsubscribe now,
     * payment webhooks later. No cross-site check; bodies are limited but left unread.
     */
    webhooks: table.group({
      name: 'webhooks',
      every: compressText({ threshold: 1024 }),
      writes: writeGuard(deps, { crossSite: false }),
    }),
  };

  const memorials = memorialRoutes(deps);
  const companion = companionRoutes(deps);
  groups.api
    .route('/api', healthRoutes(deps))
    .route('/api', authRoutes(deps))
    .route('/api', passwordRoutes(deps))
    .route('/api', emailVerificationRoutes(deps))
    .route('/api/account/sessions', accountSessionRoutes(deps))
    .route('/api/auth', signInTwoFactorRoutes(deps))
    .route('/api/auth', signInPasskeyRoutes(deps))
    .route('/api/account/factors', accountFactorRoutes(deps))
    .route('/api/account/two-factor', accountTwoFactorRoutes(deps))
    .route('/api/account/passkeys', accountPasskeyRoutes(deps))
    // Identity providers (decision 039).
    .route('/api/auth', providerSignInRoutes(deps))
    .route('/api/account/identities', accountIdentityRoutes(deps))
    .route('/api/profile', profileRoutes(deps))
    .route('/api/memorials', memorials.routes)
    .route('/api/resources', resourceRoutes(deps))
    .route('/api/conversations', companion.conversations)
    .route('/api/ai', companion.usage)
    .route('/api/journal', journalRoutes(deps))
    .route('/api/preferences', preferencesRoutes(deps))
    .route('/api/reminders', reminderRoutes(deps))
    .route('/api/email', emailRoutes(deps))
    .route('/api/letters', letterRoutes(deps))
    .route('/api/delivered-letters', deliveredLetterRoutes(deps))
    .route('/api/admin/email-jobs', emailJobRoutes(deps))
    .route('/api/users', accountDeletionRoutes(deps))
    .route('/api/memorial-transfers', memorialTransferRoutes(deps))
    .route('/api/exports', exportRoutes(deps))
    .route('/api/admin/people', adminRoutes(deps))
    .route('/api/admin/moderation', moderationAdminRoutes(deps))
    .route('/api/reports', reportRoutes(deps))
    .route('/api/billing', billingInfoRoutes(deps))
    .route('/api/billing', stripeRoutes(deps))
    .route('/api/circles', circleRoutes(deps))
    .route('/api/circle-invitations', circleInvitationRoutes(deps))
    .route('/api/blocks', blockRoutes(deps))
    .route('/api/community', communityRoutes(deps))
    .route('/api/admin/community-rooms', communityAdminRoutes(deps))
    .route('/api/peer', peerRoutes(deps))
    // Partners and support (decision 037).
    .route('/api/partners', partnerRoutes(deps))
    .route('/api/admin/partner-applications', partnerAdminRoutes(deps))
    .route('/api/support', supportRoutes(deps))
    .route('/api/admin/support-requests', supportAdminRoutes(deps))
    // Referrals (decision 037).
    .route('/api/referrals', referralRoutes(deps))
    // Collaborators of a memorial (decision 038).
    .route('/api/memorials', memorialCollaboratorRoutes(deps))
    .route('/api/collaboration-invitations', collaborationInvitationRoutes(deps))
    .route('/api/collaborations', collaborationRoutes(deps));
  // The marketing pages' banners (decision 037).
  groups.api.route('/api/marketing', marketingRoutes(deps));
  groups.media.route('/api/media', mediaRoutes(deps));
  groups.streams.route('/api/functions', companion.functions);
  // Support circles' live conversations (decision 035).
  const circleStreams = createCircleStreams(deps);
  app.onEndStreams(() => circleStreams.close());
  groups.streams.route('/api/streams', circleStreamRoutes(deps, circleStreams));
  // Peer conversations (decision 036), on the same live feed.
  const peerStreams = createPeerStreams(deps);
  app.onEndStreams(() => peerStreams.close());
  groups.streams.route('/api/streams', peerStreamRoutes(deps, peerStreams));
  // RFC 8058 one-click unsubscribe: a mail program POSTs a form from no or a foreign origin; the
  // signed token in the URL authorizes it (email.routes.ts answers it).
  groups.webhooks.route('/api/email/unsubscribe');
  // Stripe's events: signed by Stripe (stripe.routes.ts checks the signature on the raw body).
  groups.webhooks.route('/api/billing/webhook');
  // A provider's answer (Apple posts it as a form from its own site); the state Better Auth
  // issued, bound to this browser's signed cookie, is its authority (decision 039).
  groups.webhooks.route('/api/auth/callback');
  // The Node server may answer a stored public memorial read before the app (http-server.ts).
  app.answerEarly(memorials.answerFromCache);

  // robots.txt and sitemap.xml, at the root (decision 037), before the web app's pages.
  app.route('/', seoRoutes(deps));
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 404, MSG.http.notFound);
  });
  if (deps.staticDir) {
    // The web app: its pages (src/shared/pages.ts) with link previews where a page has them.
    const serveStatic = createStaticHandler(deps.staticDir, {
      pageMeta: { '/memorial/:id': (pathname) => memorialPreview(deps, pathname) },
      // What /pricing and /auth ask this server, so their prerendered variant drawn with these very
      // answers is sent (decision 059): the same bodies as GET /api/billing and /api/auth/providers.
      seeds: {
        '/pricing': [{ key: BILLING_INFO_KEY, data: billingInfo(deps.config) }],
        '/auth': [{ key: AUTH_PROVIDERS_KEY, data: providersAnswer(deps.config) }],
      },
      // What the pages the server draws itself show (decision 061), as GET /api/resources and GET
      // /api/support/contact answer it, drawn by the build's render bundle beside dist/web.
      drawn: {
        '/resources': async () => [{ key: RESOURCES_KEY, data: await getResources(deps) }],
        '/support': () => [{ key: SUPPORT_CONTACT_KEY, data: supportContact(deps) }],
        // A public memorial for a visitor without a session (decision 063), as GET /api/memorials/:id answers one.
        '/memorial/:id': (pathname) => publicMemorialSeeds(deps, pathname),
      },
      renderPage: loadRenderPage(path.join(deps.staticDir, '..', 'render', 'render-page.js')),
    });
    app.on(['GET', 'HEAD'], '*', (c) => serveStatic(c));
  }
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: MSG.http.notFound } } satisfies ApiErrorBody, 404));
  app.onError(errorResponse);
  return app;
}

/**
 * The step for methods with a body: the cross-site check (lib/cross-site.ts) before anything is
 * read, then the body limit. Uploads (multipart) stream through their own per-file limits;
 * everything else is small JSON.
 */
function writeGuard(deps: AppDeps, opts: { crossSite: boolean }): MiddlewareHandler<AppEnv> {
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, MSG.http.tooLarge);
    },
  });
  const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
    /^multipart\/form-data/i.test(requestHeader(c, 'content-type') ?? '') ? next() : jsonBodyLimit(c, next);
  if (!opts.crossSite) return limitBody;
  const guard = crossSiteGuard(deps.config.publicUrl);
  return (c, next) => guard(c, () => limitBody(c, next) as Promise<void>);
}

/** Event streams get the headers that keep proxies from buffering or re-encoding them. */
const streamHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.get('Content-Type')?.startsWith('text/event-stream')) return;
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache, no-transform');
  if (!headers.has('X-Accel-Buffering')) headers.set('X-Accel-Buffering', 'no');
};

function errorResponse(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    const body: ApiErrorBody['error'] = { code: err.code, message: err.userMessage };
    if (err.field) body.field = err.field;
    if (err.status >= 500) log.error('request.failed', { requestId: c.var.requestId, code: err.code });
    return c.json({ error: body } satisfies ApiErrorBody, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code: ErrorCode = status === 403 ? 'FORBIDDEN' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    const message = status === 403 ? MSG.http.forbidden : status === 413 ? MSG.http.tooLarge : MSG.http.badJson;
    return c.json({ error: { code, message } } satisfies ApiErrorBody, status);
  }
  log.error('request.crashed', {
    requestId: c.var.requestId,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    ...errorFields(err),
  });
  return c.json({ error: { code: 'INTERNAL', message: MSG.http.internal } } satisfies ApiErrorBody, 500);
}
