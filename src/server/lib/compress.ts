/**
 * Response compression for text (JSON, HTML, scripts, styles), in place of hono/compress, which
 * turned every small JSON answer into a stream (and gzipped it when the client accepted gzip): with
 * no Content-Length it cannot see a body's size, so its 1 KB threshold never applied to c.json().
 * Here the body is read once: below the threshold it is sent as it is (with its Content-Length),
 * above it gzip or deflate, in one step (small bodies) or on the thread pool (large ones).
 *
 * Never for streams: event streams are not compressible types, and callers skip paths that stream
 * other types (media, chat). Bodies with a Content-Encoding (precompressed) are left alone.
 */
import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { requestHeader } from './http';

const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);
/** Bodies up to this size are compressed synchronously (well under a millisecond). */
const SYNC_LIMIT = 64 * 1024;
/**
 * zlib's level for answers made per request. Levels 1–3 use its fast matcher: an 11 KB memorial
 * page takes ~33 µs instead of ~60 µs at the default 6, and comes out 4 % larger (2.33 KB against
 * 2.24 KB). Files are compressed at build time, at the highest levels (decision 024).
 */
const OPTIONS = { level: 2 };
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

export type Encoding = 'gzip' | 'deflate';

const recent = new Map<string, Encoding | null>();

/** gzip or deflate, whichever the Accept-Encoding header prefers (gzip on a tie), or null. */
export function acceptedEncoding(header: string | undefined | null): Encoding | null {
  if (!header) return null;
  // Browsers send one of a handful of values: remember the last few answers.
  const known = recent.get(header);
  if (known !== undefined) return known;
  const answer = parseAcceptEncoding(header);
  if (recent.size >= 32) recent.clear();
  recent.set(header, answer);
  return answer;
}

function parseAcceptEncoding(header: string): Encoding | null {
  let best: Encoding | null = null;
  let bestQ = 0;
  let wildcard = -1;
  const q: Partial<Record<Encoding, number>> = {};
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) value = Number(m[1]);
    }
    if (name === 'gzip' || name === 'deflate') q[name] = value;
    else if (name === '*') wildcard = value;
  }
  for (const enc of ['gzip', 'deflate'] as const) {
    const value = q[enc] ?? (wildcard >= 0 ? wildcard : 0);
    if (value > bestQ) {
      best = enc;
      bestQ = value;
    }
  }
  return best;
}

/**
 * For files compressed ahead of time (brotli and gzip copies, lib/static.ts): brotli when the client
 * takes it, else gzip, else null. A coding with q=0 is refused; `*` stands for any not named.
 */
export function precompressedEncoding(header: string | undefined | null): 'br' | 'gzip' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) value = Number(m[1]);
    }
    q.set(rawName!.trim().toLowerCase(), value);
  }
  const takes = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

export async function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  if (bytes.byteLength <= SYNC_LIMIT)
    return encoding === 'gzip' ? gzipSync(bytes, OPTIONS) : deflateSync(bytes, OPTIONS);
  return encoding === 'gzip' ? gzipAsync(bytes, OPTIONS) : deflateAsync(bytes, OPTIONS);
}

/** Adds Accept-Encoding to the response's Vary header (on the live headers: no copy is made). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const ENCODED = Symbol('fmn.encoded');

/**
 * Marks a response as already in its final encoding, with Content-Length and Vary set (a cached
 * body, compressed beforehand when the client accepts it): the middleware then leaves it alone
 * without reading its headers.
 */
export function markEncoded<R extends Response>(res: R): R {
  (res as R & { [ENCODED]?: true })[ENCODED] = true;
  return res;
}

/**
 * The body a response was made with, when it is @hono/node-server's lightweight Response (what
 * `Response` is in the Node server) holding a string or bytes: read from its own record, since
 * reading `body` or `arrayBuffer()` would first build a full fetch Response and a web stream
 * around it (some 50–100 µs a request). Undefined for any other response (tests, streams).
 * `compress.test.ts` checks this against the installed @hono/node-server.
 */
export function plainBody(res: Response): string | Uint8Array | null | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== 'cache') continue;
    const record = (res as unknown as Record<symbol, unknown>)[key];
    if (!Array.isArray(record)) return undefined;
    const body: unknown = record[1];
    return body === null || typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
  }
  return undefined;
}

/**
 * The last answers compressed, by their exact text and coding: a page read again unchanged (the
 * owner's memorial, the dashboard, a journal page, polled or reopened) is not compressed again.
 * Keyed by the whole body, so an entry can only ever answer a request whose answer is those same
 * bytes; at most `RECENT_MAX` bodies of at most `RECENT_BODY_MAX` characters (~2 MB), least
 * recently used out first.
 */
export class RecentlyCompressed {
  private readonly entries = new Map<string, Uint8Array>();
  constructor(
    private readonly max = RECENT_MAX,
    private readonly bodyMax = RECENT_BODY_MAX,
  ) {}

  /** The compressed bytes of `text`, compressed now or reused. */
  async get(text: string, encoding: Encoding): Promise<Uint8Array> {
    // The coding is the key's first character: the two never share an entry.
    const key = text.length <= this.bodyMax ? (encoding === 'gzip' ? 'g' : 'd') + text : null;
    if (key !== null) {
      const hit = this.entries.get(key);
      if (hit) {
        this.entries.delete(key);
        this.entries.set(key, hit);
        return hit;
      }
    }
    const out = await compressBytes(Buffer.from(text), encoding);
    if (key !== null) {
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, out);
    }
    return out;
  }

  get size(): number {
    return this.entries.size;
  }
}
const RECENT_MAX = 128;
const RECENT_BODY_MAX = 16 * 1024;

/** Replaces the response without Hono copying the old one's headers into it. */
function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

export function compressText(opts: { threshold: number }): MiddlewareHandler {
  const recent = new RecentlyCompressed();
  const compressResponse = async (c: Context, res: Response): Promise<void> => {
    const status = res.status;
    if (status === 204 || status === 206 || status === 304 || status < 200) return;
    const headers = res.headers;
    if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const cacheControl = headers.get('Cache-Control');
    if (cacheControl && NO_TRANSFORM.test(cacheControl)) return;
    varyOnAcceptEncoding(headers);
    const encoding = acceptedEncoding(requestHeader(c, 'accept-encoding'));
    if (!encoding) return;
    const length = headers.get('Content-Length');
    if (length !== null && Number(length) < opts.threshold) return;
    const plain = plainBody(res);
    if (plain === null) return;
    let bytes: Uint8Array | string;
    if (plain === undefined) {
      if (!res.body) return;
      bytes = new Uint8Array(await res.arrayBuffer());
    } else {
      bytes = plain;
    }
    const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength;
    const out = new Headers(headers);
    let body: Uint8Array;
    if (size < opts.threshold) {
      body = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
    } else {
      body = typeof bytes === 'string' ? await recent.get(bytes, encoding) : await compressBytes(bytes, encoding);
      out.set('Content-Encoding', encoding);
      const etag = out.get('ETag');
      if (etag && !etag.startsWith('W/')) out.set('ETag', `W/${etag}`);
    }
    out.set('Content-Length', String(body.byteLength));
    replaceResponse(
      c,
      new Response(body as Uint8Array<ArrayBuffer>, {
        status,
        // Reading statusText from the Node server's lightweight Response would build the full one.
        ...(plain === undefined ? { statusText: res.statusText } : {}),
        headers: out,
      }),
    );
  };
  return (c, next) =>
    next().then(() => {
      const res = c.res;
      if ((res as Response & { [ENCODED]?: true })[ENCODED] || c.req.method === 'HEAD') return;
      return compressResponse(c, res);
    });
}
