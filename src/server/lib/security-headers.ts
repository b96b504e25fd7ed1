import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/**
 * The content security policy. Scripts only from our origin; an inline script only when a page
 * names it by its hash (a prerendered page's boot script and onboarding script, decisions 046 and
 * 050). Inline styles are allowed because the toast and dialog libraries set style attributes at
 * run time.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
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
}

/** Security headers on every response (see contentSecurityPolicy for what may run). */
export function securityHeaderList(opts: { https: boolean }): ReadonlyArray<readonly [string, string]> {
  const list: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy()],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
  ];
  if (opts.https) list.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return list;
}

/**
 * A route's own value of one of these headers wins (media are served with a stricter, sandboxed
 * CSP). app.test.ts checks what every kind of response carries through app.request, and
 * security-headers.test.ts over a real socket.
 *
 * On the Node server the headers are set on Node's response before the app runs: Node merges them
 * into whatever the app answers (the app's value winning), and no fetch `Headers` object is built
 * for them (that cost about 15 µs a response). Without a Node response (tests calling
 * app.request), they are added to the app's Response after it is made.
 */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler {
  const list = securityHeaderList(opts);
  const afterwards: MiddlewareHandler = async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of list) if (!h.has(name)) h.set(name, value);
  };
  return (c, next) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (!outgoing || typeof outgoing.setHeader !== 'function' || outgoing.headersSent) return afterwards(c, next);
    for (const [name, value] of list) outgoing.setHeader(name, value);
    return next();
  };
}
