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
 */
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncoding, markEncoded } from '../../lib/compress';
import { requestHeader } from '../../lib/http';
import { TtlCache } from '../../lib/ttl-cache';

/** Bodies smaller than this are sent as they are (the compression middleware's threshold too). */
const COMPRESS_FROM = 1024;

interface Entry {
  plain: { body: string; headers: Readonly<Record<string, string>> };
  gzip: { body: Uint8Array<ArrayBuffer>; headers: Readonly<Record<string, string>> } | null;
}

/** What a read produced: the JSON body, and whether it may be kept for anonymous visitors. */
export interface ReadResult {
  body: string;
  shareable: boolean;
}

/** What all entries together may hold: the server's memory budget is small (decision 009). */
const MAX_BYTES = 16 * 1024 * 1024;

const BASE_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store', Vary: 'Accept-Encoding' };

function entryBytes(entry: Entry): number {
  // A string's characters take up to two bytes each in memory.
  return entry.plain.body.length * 2 + (entry.gzip?.body.byteLength ?? 0);
}

function entryFor(body: string): Entry {
  const bytes = Buffer.byteLength(body);
  const plain = { body, headers: Object.freeze({ ...BASE_HEADERS, 'Content-Length': String(bytes) }) };
  if (bytes < COMPRESS_FROM) return { plain, gzip: null };
  const gz = gzipSync(body);
  const gzBody = new Uint8Array(gz.buffer, gz.byteOffset, gz.byteLength) as Uint8Array<ArrayBuffer>;
  return {
    plain,
    gzip: { body: gzBody, headers: Object.freeze({ ...BASE_HEADERS, 'Content-Encoding': 'gzip', 'Content-Length': String(gz.byteLength) }) },
  };
}

export class PublicReadCache {
  private readonly entries: TtlCache<Entry>;
  private readonly inflight = new Map<string, Promise<Entry>>();
  /** Bumped by every change; a read that began before a change is not stored. */
  private generation = 0;

  constructor(ttlMs: number, maxEntries: number, now: () => number, maxBytes = MAX_BYTES) {
    this.entries = new TtlCache<Entry>(ttlMs, maxEntries, now, { maxWeight: maxBytes, weigh: entryBytes });
  }

  /**
   * Answers an anonymous request: from the cache, else from `read`, shared with other anonymous
   * requests for the same key that arrive meanwhile when `shareToken` is null. The body is stored
   * when `read` says it may be. A hit is answered without any asynchronous step.
   */
  serve(c: Context, key: string, shareToken: string | null, read: () => Promise<ReadResult>): Response | Promise<Response> {
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
    const entry = entryFor(result.body);
    if (result.shareable && generation === this.generation) this.entries.set(key, entry);
    return entry;
  }

  private respond(c: Context, entry: Entry): Response {
    const useGzip = entry.gzip && acceptedEncoding(requestHeader(c, 'accept-encoding')) === 'gzip';
    const { body, headers } = useGzip ? entry.gzip! : entry.plain;
    return markEncoded(new Response(body, { headers }));
  }
}
