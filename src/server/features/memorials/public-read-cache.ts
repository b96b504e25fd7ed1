/**
 * Anonymous reads of public memorials (the memorial with its media list, the first guestbook page),
 * kept for a moment per app instance: see docs/decisions/007-public-read-cache.md and 009.
 *
 * - Only what an anonymous visitor of a public memorial sees is stored: callers store a body only
 *   for a caller without a session whose access role is 'public' (never owner, admin or share-link
 *   views, so never a share token or a guestbook email).
 * - Concurrent misses for the same memorial share one database read (a popular memorial's entry
 *   expiring must not send every waiting visitor to the database at once). Only requests without
 *   a share token share a read: a token can change the answer for a private memorial.
 * - A change made through this instance drops the memorial's entries, and a read that was already
 *   under way when the change was made is not stored.
 * - Each entry keeps its JSON and, when large enough to be worth it, its gzip form, so a hit is
 *   answered without serialising or compressing anything.
 * - On the Node server a hit can be answered before the request reaches the app at all
 *   (`answerNode`, called by http-server.ts for a GET of the memorial without a session cookie or
 *   a query): like a reverse proxy's micro-cache, it writes the stored answer with the same
 *   headers the app would send. A miss goes on to the app, which reads and stores.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncoding, markEncoded } from '../../lib/compress';
import { requestHeader } from '../../lib/http';
import { TtlCache } from '../../lib/ttl-cache';

/** Bodies smaller than this are sent as they are (the compression middleware's threshold too). */
const COMPRESS_FROM = 1024;

interface Variant<B> {
  body: B;
  headers: Readonly<Record<string, string>>;
  /** The same headers with the security headers first, flat as Node's writeHead takes them. */
  nodeHeaders: readonly string[];
}

interface Entry {
  plain: Variant<string>;
  gzip: Variant<Uint8Array<ArrayBuffer>> | null;
}

/** What a read produced: the JSON body, and whether it may be kept for anonymous visitors. */
export interface ReadResult {
  body: string;
  shareable: boolean;
}

/** What all entries together may hold: the server's memory budget is small (decision 009). */
const MAX_BYTES = 16 * 1024 * 1024;

const BASE_HEADERS = {
  'Content-Type': 'application/json',
  'Cache-Control': 'private, no-store',
  Vary: 'Accept-Encoding',
};

function entryBytes(entry: Entry): number {
  // A string's characters take up to two bytes each in memory.
  return entry.plain.body.length * 2 + (entry.gzip?.body.byteLength ?? 0);
}

function variant<B>(
  body: B,
  headers: Record<string, string>,
  securityHeaders: ReadonlyArray<readonly [string, string]>,
): Variant<B> {
  const nodeHeaders = [...securityHeaders, ...Object.entries(headers)].flat();
  return { body, headers: Object.freeze(headers), nodeHeaders: Object.freeze(nodeHeaders) };
}

function entryFor(body: string, securityHeaders: ReadonlyArray<readonly [string, string]>): Entry {
  const bytes = Buffer.byteLength(body);
  const plain = variant(body, { ...BASE_HEADERS, 'Content-Length': String(bytes) }, securityHeaders);
  if (bytes < COMPRESS_FROM) return { plain, gzip: null };
  const gz = gzipSync(body);
  const gzBody = new Uint8Array(gz.buffer, gz.byteOffset, gz.byteLength) as Uint8Array<ArrayBuffer>;
  const gzHeaders = { ...BASE_HEADERS, 'Content-Encoding': 'gzip', 'Content-Length': String(gz.byteLength) };
  return { plain, gzip: variant(gzBody, gzHeaders, securityHeaders) };
}

export class PublicReadCache {
  private readonly entries: TtlCache<Entry>;
  private readonly inflight = new Map<string, Promise<Entry>>();
  /** Bumped by every change; a read that began before a change is not stored. */
  private generation = 0;

  /**
   * `securityHeaders`: what every response carries (lib/security-headers.ts); only answers written
   * by `answerNode` need them, the app's own responses get them from its middleware.
   */
  constructor(
    ttlMs: number,
    maxEntries: number,
    now: () => number,
    private readonly securityHeaders: ReadonlyArray<readonly [string, string]> = [],
    maxBytes = MAX_BYTES,
  ) {
    this.entries = new TtlCache<Entry>(ttlMs, maxEntries, now, { maxWeight: maxBytes, weigh: entryBytes });
  }

  /**
   * Writes the stored answer for `key` to Node's response and returns true, or returns false
   * (writing nothing) when there is none. The caller has checked that the request is one whose
   * answer may come from here: a GET without a session and without a share token.
   */
  answerNode(key: string, req: IncomingMessage, res: ServerResponse): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    const { body, nodeHeaders } = this.variantFor(entry, req.headers['accept-encoding']);
    res.writeHead(200, nodeHeaders as string[]);
    res.end(body);
    return true;
  }

  /**
   * Answers an anonymous request: from the cache, else from `read`, shared with other anonymous
   * requests for the same key that arrive meanwhile when `shareToken` is null. The body is stored
   * when `read` says it may be. A hit is answered without any asynchronous step.
   */
  serve(
    c: Context,
    key: string,
    shareToken: string | null,
    read: () => Promise<ReadResult>,
  ): Response | Promise<Response> {
    const cached = this.entries.get(key);
    if (cached) return this.respond(c, cached);
    if (shareToken !== null) return this.load(key, read).then((entry) => this.respond(c, entry));
    let flight = this.inflight.get(key);
    if (!flight) {
      const started: Promise<Entry> = this.load(key, read).finally(() => {
        if (this.inflight.get(key) === started) this.inflight.delete(key);
      });
      this.inflight.set(key, started);
      flight = started;
    }
    return flight.then((entry) => this.respond(c, entry));
  }

  /** Drops the entries of these keys, and any read of them under way from being stored. */
  invalidate(...keys: string[]): void {
    this.generation++;
    for (const key of keys) {
      this.entries.delete(key);
      this.inflight.delete(key);
    }
  }

  private async load(key: string, read: () => Promise<ReadResult>): Promise<Entry> {
    const generation = this.generation;
    const result = await read();
    const entry = entryFor(result.body, this.securityHeaders);
    if (result.shareable && generation === this.generation) this.entries.set(key, entry);
    return entry;
  }

  private variantFor(entry: Entry, acceptEncoding: string | undefined): Variant<string | Uint8Array<ArrayBuffer>> {
    return entry.gzip && acceptedEncoding(acceptEncoding) === 'gzip' ? entry.gzip : entry.plain;
  }

  private respond(c: Context, entry: Entry): Response {
    const { body, headers } = this.variantFor(entry, requestHeader(c, 'accept-encoding'));
    return markEncoded(new Response(body, { headers }));
  }
}
