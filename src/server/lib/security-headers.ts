import type { MiddlewareHandler } from 'hono';

/**
 * Security headers on every response. Scripts only from our origin (no inline script); inline
 * styles are allowed because the toast and dialog libraries set style attributes at run time.
 */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A route may set a stricter policy of its own (media are served sandboxed).
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (opts.https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
