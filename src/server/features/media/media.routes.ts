/**
 * GET/HEAD /api/media/<object key>?exp=…&sig=…: uploaded photos, videos and audio, only through
 * signed URLs (spec: valid 3600 seconds). Byte ranges are answered so videos can seek in every
 * browser; bodies are streamed from storage, never held whole in memory.
 */
import type { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import type { AppDeps, AppEnv } from '../../app-env';
import { AppError, Errors } from '../../lib/errors';
import { parseQuery } from '../../lib/http';
import { MEDIA_ROUTE, SIGNED_URL_TTL_SECONDS, verifyMediaSignature } from '../../storage/signed-url';
import { isSafeKey } from '../../storage/storage';

export type ByteRange = { kind: 'none' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One `Range: bytes=…` header against an object of `size` bytes (RFC 9110 §14). Anything we do
 * not serve as a single range (other units, bad syntax, several ranges) is answered in full.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'none' };
  const m = /^\s*bytes\s*=\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/i.exec(header);
  if (!m) return { kind: 'none' };
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    // Suffix range: the last n bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'range', start, end };
}

/** The object key from the raw request path, each segment decoded on its own; null when unusable. */
function keyFromUrl(url: string): string | null {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(MEDIA_ROUTE)) return null;
  try {
    const key = pathname.slice(MEDIA_ROUTE.length).split('/').map(decodeURIComponent).join('/');
    return isSafeKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** A pull-driven web stream over a Node stream: one chunk read per chunk sent, so memory stays flat. */
function toWebStream(body: Readable): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(typeof value === 'string' ? Buffer.from(value) : (value as Uint8Array));
        } catch (err) {
          controller.error(err);
        }
      },
      cancel() {
        // The client went away (or seeked): release the file or the S3 connection now.
        body.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}

/** A signed URL's query: each part once (the signature check decides whether they are right). */
const signedQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() });

export function mediaRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Hono routes HEAD to GET handlers and drops the body; the handler checks the method itself so
  // a HEAD never opens the object.
  app.get('/*', async (c) => {
    const key = keyFromUrl(c.req.url);
    if (!key) throw Errors.notFound(MEMORIAL_MSG.mediaNotFound);

    const now = deps.now();
    const signedUrlInvalid = () => new AppError('SIGNED_URL_INVALID', 403, MEMORIAL_MSG.signedUrlInvalid);
    const { exp, sig } = parseQuery(c, signedQuery, signedUrlInvalid);
    const check = verifyMediaSignature(deps.mediaKey, key, exp, sig, now);
    if (!check.ok) throw signedUrlInvalid();

    const info = await deps.storage.stat(key);
    if (!info) throw Errors.notFound(MEMORIAL_MSG.mediaNotFound);

    const maxAge = Math.max(
      0,
      Math.min(SIGNED_URL_TTL_SECONDS, Math.floor((check.expires * 1000 - now.getTime()) / 1000)),
    );
    const headers: Record<string, string> = {
      'Content-Type': info.contentType,
      'Cache-Control': `private, max-age=${maxAge}`,
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
      // A polyglot upload opened directly must never run as a page of this origin.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
      'Cross-Origin-Resource-Policy': 'same-origin',
    };

    const isHead = c.req.method === 'HEAD';
    // Range is defined for GET only; If-Range cannot match since we send no validator, so it means "all".
    const range: ByteRange =
      isHead || c.req.header('If-Range') ? { kind: 'none' } : parseByteRange(c.req.header('Range'), info.size);

    if (range.kind === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}`, 'Content-Length': '0' });
    }
    if (isHead) return c.body(null, 200, { ...headers, 'Content-Length': String(info.size) });

    let object;
    try {
      object = await deps.storage.read(key, range.kind === 'range' ? range : undefined);
    } catch (err) {
      // The object shrank between stat and read.
      if (err instanceof RangeError) {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}`, 'Content-Length': '0' });
      }
      throw err;
    }
    if (!object) throw Errors.notFound(MEMORIAL_MSG.mediaNotFound);
    headers['Content-Type'] = object.contentType;
    const length = object.end - object.start + 1;
    headers['Content-Length'] = String(Math.max(0, length));
    const body = toWebStream(object.body);
    if (range.kind === 'range') {
      return c.body(body, 206, { ...headers, 'Content-Range': `bytes ${object.start}-${object.end}/${object.size}` });
    }
    return c.body(body, 200, headers);
  });

  return app;
}
