/**
 * createApp(deps): middleware, the one error handler, and the feature routers. It holds no
 * state of its own, so tests build it on a fresh database and call it without a socket.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { MSG } from '@shared/messages';
import type { AppDeps, AppEnv } from './app-env';
import { compressText } from './lib/compress';
import { AppError } from './lib/errors';
import { requestHeader } from './lib/http';
import { errorFields, log } from './lib/logger';
import { securityHeaders } from './lib/security-headers';
import { createStaticHandler } from './lib/static';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profiles/profiles.routes';
import { memorialRoutes } from './features/memorials/memorials.routes';
import { mediaRoutes } from './features/media/media.routes';
import { memorialPreview } from './features/memorials/memorial-preview';
import { companionRoutes } from './features/companion/companion.routes';
import { resourceRoutes } from './features/resources/resources.routes';
import { journalRoutes } from './features/journal/journal.routes';
import { preferencesRoutes } from './features/preferences/preferences.routes';
import { reminderRoutes } from './features/reminders/reminders.routes';
import { emailRoutes } from './features/reminders/email.routes';
import { deliveredLetterRoutes, letterRoutes } from './features/letters/letters.routes';
import { emailJobRoutes } from './features/admin/email-jobs.routes';

/** JSON bodies larger than this are refused (uploads have their own streaming limits). */
export const JSON_BODY_LIMIT = 256 * 1024;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Every request passes through the middleware below, so it does only what the request needs:
  // one step for all requests (request id, security headers, compression) instead of one each,
  // headers read from Node's parsed request, and the body limit and the cross-site check only
  // for methods with a body. See docs/decisions/009-read-path-and-memory.md.
  const secure = securityHeaders({ https: deps.config.secureCookies });
  const compressed = compressText({ threshold: 1024 });
  app.use((c, next) => {
    c.set('requestId', requestHeader(c, 'x-request-id')?.slice(0, 64) || randomUUID());
    // Media are already compressed and served with byte ranges: never re-encode them. Chat streams
    // must reach the reader token by token, which a compressor would hold back.
    const path = c.req.path;
    const uncompressed = path.startsWith('/api/media/') || path.startsWith('/api/functions/');
    return secure(c, () => (uncompressed ? next() : (compressed(c, next) as Promise<void>)));
  });

  const api = new Hono<AppEnv>();
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, MSG.http.tooLarge);
    },
  });
  // Cross-site form posts are refused; JSON requests are protected by CORS and SameSite cookies.
  const crossSiteGuard = csrf({ origin: (origin, c) => origin === new URL(c.req.url).origin || origin === deps.config.publicUrl });
  // Uploads (multipart) stream through their own per-file limits; everything else is small JSON.
  const limitBody: MiddlewareHandler = (c, next) =>
    /^multipart\/form-data/i.test(requestHeader(c, 'content-type') ?? '') ? next() : jsonBodyLimit(c, next);
  // RFC 8058 one-click unsubscribe: mail programs POST a form from no or a foreign origin. The signed
  // token in its URL authorizes it and no cookie is read there, so the cross-site check does not apply.
  const oneClickUnsubscribe = (path: string) => path === '/api/email/unsubscribe';
  api.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', (c, next) =>
    limitBody(c, async () => {
      if (oneClickUnsubscribe(c.req.path)) await next();
      else await crossSiteGuard(c, next);
    }),
  );
  api.on('OPTIONS', '*', limitBody);
  api.route('/', healthRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/profile', profileRoutes(deps));
  const memorials = memorialRoutes(deps);
  api.route('/memorials', memorials.routes);
  api.route('/media', mediaRoutes(deps));
  api.route('/resources', resourceRoutes(deps));
  const companion = companionRoutes(deps);
  api.route('/functions', companion.functions);
  api.route('/conversations', companion.conversations);
  api.route('/ai', companion.usage);
  api.route('/journal', journalRoutes(deps));
  api.route('/preferences', preferencesRoutes(deps));
  api.route('/reminders', reminderRoutes(deps));
  api.route('/email', emailRoutes(deps));
  api.route('/letters', letterRoutes(deps));
  api.route('/delivered-letters', deliveredLetterRoutes(deps));
  api.route('/admin/email-jobs', emailJobRoutes(deps));
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 404, MSG.http.notFound);
  });
  app.route('/api', api);

  if (deps.staticDir) {
    const serveStatic = createStaticHandler(deps.staticDir, (pathname) => memorialPreview(deps, pathname));
    app.on(['GET', 'HEAD'], '*', (c) => serveStatic(c));
  }
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: MSG.http.notFound } }, 404));

  app.onError((err, c) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      const body: { code: string; message: string; field?: string } = { code: err.code, message: err.userMessage };
      if (err.field) body.field = err.field;
      if (err.status >= 500) log.error('request.failed', { requestId: c.var.requestId, code: err.code });
      return c.json({ error: body }, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 403 ? 'FORBIDDEN' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      const message =
        status === 403 ? MSG.http.forbidden : status === 413 ? MSG.http.tooLarge : MSG.http.badJson;
      return c.json({ error: { code, message } }, status);
    }
    log.error('request.crashed', {
      requestId: c.var.requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      ...errorFields(err),
    });
    return c.json({ error: { code: 'INTERNAL', message: MSG.http.internal } }, 500);
  });

  // The Node server may answer a stored public memorial read before the app (http-server.ts).
  return Object.assign(app, { answerFromCache: memorials.answerFromCache });
}

export type App = ReturnType<typeof createApp>;
