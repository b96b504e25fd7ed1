/**
 * Where uploaded files live: a small driver interface with two implementations, local disk under
 * DATA_DIR/storage (default) and S3-compatible object storage (configured). Keys look like
 * `{bucket}/{user id}/{memorial id}/{sanitized file name}`.
 */
import type { Readable } from 'node:stream';

export const BUCKETS = ['memorial-photos', 'memorial-videos', 'memorial-audio'] as const;
export type Bucket = (typeof BUCKETS)[number];
/** Finished data exports (ZIPs) until they expire: `data-exports/{user id}/{export id}.zip`. */
export const EXPORTS_AREA = 'data-exports';
const AREAS: readonly string[] = [...BUCKETS, EXPORTS_AREA];

export interface ObjectInfo {
  size: number;
  contentType: string;
}

export interface ObjectRead extends ObjectInfo {
  body: Readable;
  /** Inclusive byte range actually returned. */
  start: number;
  end: number;
}

export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Stores a file that is on local disk (uploads are spooled to a temp file first). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  putBuffer(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The object, or the inclusive byte range of it; null when it does not exist. */
  read(key: string, range?: { start: number; end: number }): Promise<ObjectRead | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with "/"). */
  deletePrefix(prefix: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9._-]{1,120}$/;

/** True for keys made of safe segments only: no "..", no absolute paths, no odd characters. */
export function isSafeKey(key: string): boolean {
  const parts = key.split('/');
  return (
    parts.length >= 2 &&
    parts.length <= 6 &&
    AREAS.includes(parts[0]!) &&
    parts.every((p) => SEGMENT.test(p) && p !== '.' && p !== '..')
  );
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error('Refusing an unsafe storage key');
}

export function objectKey(bucket: Bucket, userId: string, memorialId: string, fileName: string): string {
  const key = `${bucket}/${userId}/${memorialId}/${fileName}`;
  assertSafeKey(key);
  return key;
}
