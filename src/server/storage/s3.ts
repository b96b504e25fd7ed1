/**
 * S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Garage …), turned on by
 * S3_BUCKET. Keys are used as object keys unchanged, so every instance sees the same objects.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type ObjectInfo, type ObjectRead, type StorageDriver } from './storage';

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e) return false;
  if (e.name === 'NoSuchKey' || e.name === 'NotFound') return true;
  // A missing bucket is a misconfiguration, not a missing object: let it surface.
  return e.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket';
}

function isInvalidRange(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'InvalidRange' || e?.$metadata?.httpStatusCode === 416;
}

/** The SDK's body as a Node stream (in Node it already is one; the web form is a fallback). */
function toNodeReadable(body: GetObjectCommandOutput['Body']): Readable {
  if (!body) return Readable.from([]);
  if (body instanceof Readable) return body;
  const web = body as { transformToWebStream?: () => ReadableStream<Uint8Array> };
  if (typeof web.transformToWebStream === 'function') {
    return Readable.fromWeb(web.transformToWebStream() as NodeReadableStream<Uint8Array>);
  }
  throw new Error('Unexpected S3 response body');
}

/** `bytes 0-9/1234` → { start: 0, end: 9, size: 1234 }. */
function parseContentRange(contentRange: string | undefined): { start: number; end: number; size: number } | null {
  const m = contentRange ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange.trim()) : null;
  return m ? { start: Number(m[1]), end: Number(m[2]), size: Number(m[3]) } : null;
}

/** Bytes [skip, skip + take) of `source`, ending (and releasing the source) once they are sent. */
function sliceStream(source: Readable, skip: number, take: number): Readable {
  async function* slice() {
    let toSkip = skip;
    let toTake = take;
    try {
      for await (const raw of source) {
        let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as Uint8Array);
        if (toSkip >= chunk.length) {
          toSkip -= chunk.length;
          continue;
        }
        chunk = chunk.subarray(toSkip);
        toSkip = 0;
        if (chunk.length >= toTake) {
          yield chunk.subarray(0, toTake);
          return;
        }
        toTake -= chunk.length;
        yield chunk;
      }
    } finally {
      source.destroy();
    }
  }
  return Readable.from(slice(), { objectMode: false });
}

/** Storage in an S3-compatible bucket (which must already exist). */
export function createS3Storage(opts: S3StorageOptions): StorageDriver {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Checksums only where an operation requires them: many S3-compatible servers do not accept
    // the SDK's newer default (streamed uploads with a checksum trailer).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;

  return {
    kind: 's3',

    async putFile(key, filePath, contentType) {
      assertSafeKey(key);
      const { size } = await fs.stat(filePath);
      const body = createReadStream(filePath);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }),
        );
      } finally {
        body.destroy();
      }
    },

    async putBuffer(key, data, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentType,
        }),
      );
    },

    async read(key, range): Promise<ObjectRead | null> {
      assertSafeKey(key);
      if (range && (range.start < 0 || range.start > range.end)) throw new RangeError('Unsatisfiable byte range');
      let out: GetObjectCommandOutput;
      try {
        out = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
      } catch (err) {
        if (isNotFound(err)) return null;
        if (isInvalidRange(err)) throw new RangeError('Unsatisfiable byte range');
        throw err;
      }
      const length = out.ContentLength ?? 0;
      const contentType = out.ContentType || DEFAULT_CONTENT_TYPE;
      const body = toNodeReadable(out.Body);
      // Some servers answer a range with more than was asked (or the whole object): trim to the request.
      const sent = parseContentRange(out.ContentRange) ?? { start: 0, end: length - 1, size: length };
      if (range) {
        const end = Math.min(range.end, sent.size - 1);
        if (sent.start <= range.start && sent.end >= end && (sent.start !== range.start || sent.end !== end)) {
          const sliced = sliceStream(body, range.start - sent.start, end - range.start + 1);
          return { body: sliced, contentType, size: sent.size, start: range.start, end };
        }
      }
      return { body, contentType, ...sent };
    },

    async stat(key): Promise<ObjectInfo | null> {
      assertSafeKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType || DEFAULT_CONTENT_TYPE };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      // Only whole folders below a bucket: "memorial-photos/<user>/" or deeper, never a bucket.
      if (!prefix.endsWith('/')) throw new Error('A storage prefix must end with "/"');
      assertSafeKey(prefix.slice(0, -1));
      // Listed in full first, then deleted: paging while deleting is not reliable on every server.
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const obj of page.Contents ?? []) if (obj.Key) keys.push(obj.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const out = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        if (out.Errors?.length) {
          throw new Error(
            `S3 could not delete ${out.Errors.length} object(s): ${out.Errors[0]?.Code ?? 'unknown error'}`,
          );
        }
      }
    },
  };
}
