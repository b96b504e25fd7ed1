/**
 * The cross-site check on every request that may change something (any method but GET, HEAD,
 * OPTIONS and TRACE), whatever its body's type: see docs/decisions/014-http-edge.md.
 *
 * Sessions live in a cookie that the browser sends with every request to us, even one a page on
 * another site makes; SameSite=Lax keeps it off most of those, but not off a sibling subdomain's,
 * an old browser's, or a top-level form post in every case. So the request must show where it
 * comes from:
 * - `Origin` present: it must be our own origin (the request's, or PUBLIC_URL's).
 * - `Sec-Fetch-Site` present: it must be `same-origin` (or `none`: typed or bookmarked by the
 *   person). `same-site` is refused too: a sibling subdomain is another origin, none of our pages
 *   live there, and such hosts are often where other people's content is served.
 * - Neither: browsers send `Origin` with every cross-origin request that is not GET or HEAD, so
 *   a request without either is a program's (curl, a server, a test) and passes, unless its body
 *   is one a plain HTML form can send (form, multipart, text) or it has none: older browsers
 *   (Firefox before 70) left `Origin` off form posts, so those stay refused, as they always were.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './errors';
import { requestHeader } from './http';
import { MSG } from '@shared/messages';

/** Methods that change nothing (RFC 9110 §9.2.1): never checked. */
export const SAFE_METHOD = /^(?:GET|HEAD|OPTIONS|TRACE)$/;
/** Body types a form (or `navigator.sendBeacon`, or a no-cors fetch) can send without a preflight. */
const FORM_TYPE = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data|text\/plain|text\/ping)\s*(?:;|$)/i;

export interface CrossSiteHeaders {
  origin: string | undefined;
  secFetchSite: string | undefined;
  contentType: string | undefined;
}

/** Whether a request that may change something comes from another site (then it is refused). */
export function isCrossSite(h: CrossSiteHeaders, isOwnOrigin: (origin: string) => boolean): boolean {
  const site = h.secFetchSite?.trim().toLowerCase();
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  if (h.origin !== undefined) return !isOwnOrigin(h.origin.trim());
  if (site !== undefined) return false;
  return h.contentType === undefined || h.contentType === '' || FORM_TYPE.test(h.contentType);
}

/**
 * Refuses a cross-site request with 403 FORBIDDEN before anything reads its body or its session.
 * `publicUrl`: the address people use (PUBLIC_URL), allowed beside the request's own origin.
 */
export function crossSiteGuard(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (c, next) => {
    if (SAFE_METHOD.test(c.req.method)) return next();
    const refused = isCrossSite(
      {
        origin: requestHeader(c, 'origin'),
        secFetchSite: requestHeader(c, 'sec-fetch-site'),
        contentType: requestHeader(c, 'content-type'),
      },
      (origin) => origin === publicOrigin || origin === requestOrigin(c),
    );
    if (refused) throw new AppError('FORBIDDEN', 403, MSG.http.forbidden);
    return next();
  };
}

function requestOrigin(c: Context): string {
  try {
    return new URL(c.req.url).origin;
  } catch {
    return '';
  }
}
