/**
 * One spelling per address. Our ids are UUIDs, which PostgreSQL reads in either case, so
 * `/api/memorials/ABC…` and `/api/memorials/abc…` name the same memorial; anything keyed by the
 * id as typed (the public-read cache, its invalidation after a change) must see one spelling, or
 * an upper-case address keeps serving what the lower-case one has already dropped (a memorial
 * made private). Ids are lower-cased once, at the edge: the Node server rewrites the request's
 * URL before anything reads it, and the app routes on the same canonical path (for requests that
 * reach it without the Node server, as in tests).
 *
 * Only whole path segments that are UUIDs change; the query string is left as it is.
 */

const UUID_SEGMENT = /(?<=\/)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;
const UPPER_HEX = /[A-F]/;

/** `path` (no query) with every UUID segment in lower case; the same string when there is none. */
export function canonicalPath(path: string): string {
  // Nearly every path is already canonical: one cheap test before the real one.
  if (!UPPER_HEX.test(path)) return path;
  return path.replace(UUID_SEGMENT, (id) => id.toLowerCase());
}

/** A request target (`/path?query`) with its path made canonical. */
export function canonicalTarget(target: string): string {
  const q = target.indexOf('?');
  if (q === -1) return canonicalPath(target);
  const path = target.slice(0, q);
  const canonical = canonicalPath(path);
  return canonical === path ? target : canonical + target.slice(q);
}
