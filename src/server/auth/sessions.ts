/**
 * Who is signed in, without asking the database on every request.
 *
 * Better Auth's `getSession` checks the cookie's signature, reads the session and its user (two
 * queries), and builds an endpoint context: 1.5–3 ms of the server's only thread, paid by every
 * screen after sign-in. This keeps what it answered for a session cookie for `ttlMs`
 * (SESSION_CACHE_MS, 30 s, by default), in this process, keyed by the signed cookie value itself
 * (so a hit needs no signature check: only Better Auth ever produced that exact value). An answer
 * of "no session" is not kept: a session made a moment ago by another instance may not be visible
 * here yet, and must not be refused for the cache's lifetime (a forged cookie fails the signature
 * check before any query; an expired one costs one indexed lookup).
 *
 * - Sign-out on this instance forgets the session at once (`forget`); revoking all or other sessions
 *   of an account forgets them all (`forgetUser`). Another instance may still
 *   accept the cookie for up to `ttlMs`; the browser has dropped it by then, so only a copied cookie
 *   could be replayed in that window (docs/decisions/023-signed-in-reads.md).
 * - A session is never kept past its own expiry; Better Auth's daily refresh of the expiry still
 *   happens, since every session is looked up again at least every `ttlMs`.
 * - Concurrent lookups of one cookie share one database lookup.
 * - At most `maxEntries` are kept; the least recently used goes first.
 */
import type { SessionUser } from '../app-env';
import type { Auth } from './auth';

export interface SessionInfo {
  user: SessionUser;
  /** When the account was created (the dashboard greets new accounts differently). */
  userCreatedAt: Date;
}

interface Entry {
  value: SessionInfo;
  /** Epoch ms after which the entry is looked up again. */
  until: number;
}

export interface Sessions {
  /** The session a request's cookie names, or null (no cookie, bad signature, expired, revoked). */
  lookup(headers: Headers): Promise<SessionInfo | null>;
  /** Forgets the session a request's cookie names, on this instance, at once (before sign-out). */
  forget(headers: Headers): void;
  /**
   * Forgets every session of one account on this instance, at once: after its sessions were
   * revoked (sign out everywhere, a password reset or change, a deletion request).
   */
  forgetUser(userId: string): void;
  /** How many cookies are remembered now. */
  readonly size: number;
}

export interface SessionsOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock, in epoch ms (tests move it). */
  now?: () => number;
}

/** The session cookie's name, with our prefix (see auth.ts), plain or with __Secure-. */
const COOKIE_NAME = /(?:^|;\s*)((?:__Secure-)?fmn\.session_token)=([^;]*)/g;

/** The value of the session cookie Better Auth reads, or null when there is none. */
export function sessionCookieValue(cookie: string | null, secure: boolean): string | null {
  if (!cookie) return null;
  const wanted = secure ? '__Secure-fmn.session_token' : 'fmn.session_token';
  for (const match of cookie.matchAll(COOKIE_NAME)) if (match[1] === wanted && match[2]) return match[2];
  return null;
}

/** How long an answer about a session cookie is kept on one instance. */
export const SESSION_CACHE_MS = 30_000;

export function createSessions(auth: Auth, secureCookies: boolean, opts: SessionsOptions = {}): Sessions {
  const ttlMs = opts.ttlMs ?? SESSION_CACHE_MS;
  const maxEntries = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<SessionInfo | null>>();
  /** Bumped by forget, so a lookup that started before cannot store a stale answer. */
  let generation = 0;

  function remember(key: string, value: SessionInfo, until: number) {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, until });
  }

  async function fetchSession(key: string, headers: Headers): Promise<SessionInfo | null> {
    const started = generation;
    const result = await auth.api.getSession({ headers });
    const value: SessionInfo | null = result
      ? {
          user: { id: result.user.id, email: result.user.email, name: result.user.name },
          userCreatedAt: new Date(result.user.createdAt),
        }
      : null;
    if (value && generation === started) {
      remember(key, value, Math.min(now() + ttlMs, new Date(result!.session.expiresAt).getTime()));
    }
    return value;
  }

  return {
    lookup(headers) {
      const key = sessionCookieValue(headers.get('cookie'), secureCookies);
      if (!key) return Promise.resolve(null);
      const entry = entries.get(key);
      if (entry && entry.until > now()) {
        // Most recently used last (Map keeps insertion order; the first is dropped when full).
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      const waiting = pending.get(key);
      if (waiting) return waiting;
      const inFlight: Promise<SessionInfo | null> = fetchSession(key, headers).finally(() => {
        if (pending.get(key) === inFlight) pending.delete(key);
      });
      pending.set(key, inFlight);
      return inFlight;
    },
    forgetUser(userId) {
      generation += 1;
      for (const [key, entry] of entries) if (entry.value.user.id === userId) entries.delete(key);
    },
    forget(headers) {
      const key = sessionCookieValue(headers.get('cookie'), secureCookies);
      generation += 1;
      if (key) {
        entries.delete(key);
        pending.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
