/**
 * One contract, two drivers: local disk in a temp folder, and S3 against s3rver (an S3-compatible
 * server started here on 127.0.0.1, a free port and a temp folder).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from './index';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { isSafeKey, objectKey, type StorageDriver } from './storage';

/** The part of s3rver (which ships no types) that these tests use. */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (opts: { address: string; port: number; silent: boolean; directory: string }) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let counter = 0;
/** A fresh key under a fresh memorial folder, so tests never share objects. */
function freshKey(name = 'photo.jpg', bucket: 'memorial-photos' | 'memorial-videos' = 'memorial-photos'): string {
  counter += 1;
  return objectKey(bucket, `user-${counter}`, randomUUID(), name);
}

const UNSAFE_KEYS = [
  'memorial-photos/../x',
  '/etc/passwd',
  'memorial-photos/a/b/..',
  'memorial-photos/a/./b',
  'memorial-photos\\a\\b',
  'memorial-photos/a\\..\\..\\b',
  'memorial-photos//b',
  'memorial-photos/a/',
  '',
  'memorial-photos',
  'other-bucket/a/b',
  '../memorial-photos/a',
  'memorial-photos/a/b c',
  'memorial-photos/a/%2e%2e',
];

interface DriverSetup {
  name: string;
  create(): Promise<{ driver: StorageDriver; cleanup(): Promise<void> }>;
}

function contractSuite(setup: DriverSetup) {
  describe(`${setup.name} storage driver`, () => {
    let driver: StorageDriver;
    let cleanup: () => Promise<void>;
    let scratch: string;

    beforeAll(async () => {
      ({ driver, cleanup } = await setup.create());
      scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'fmn-storage-src-'));
    });
    afterAll(async () => {
      await cleanup?.();
      if (scratch) await fs.rm(scratch, { recursive: true, force: true });
    });

    it('stores a buffer and reads it back whole with its content type', async () => {
      const key = freshKey();
      const data = randomBytes(10_000);
      await driver.putBuffer(key, data, 'image/jpeg');
      const obj = await driver.read(key);
      expect(obj).not.toBeNull();
      expect(obj!.size).toBe(10_000);
      expect(obj!.contentType).toBe('image/jpeg');
      expect(obj!.start).toBe(0);
      expect(obj!.end).toBe(9_999);
      expect((await readAll(obj!.body)).equals(data)).toBe(true);
    });

    it('stores a file from disk (streamed) and leaves the source file in place', async () => {
      const key = freshKey('clip.mp4', 'memorial-videos');
      const data = randomBytes(300_000);
      const src = path.join(scratch, `${randomUUID()}.upload`);
      await fs.writeFile(src, data);
      await driver.putFile(key, src, 'video/mp4');
      expect(existsSync(src)).toBe(true);
      const obj = await driver.read(key);
      expect(obj!.contentType).toBe('video/mp4');
      expect(
        createHash('sha256')
          .update(await readAll(obj!.body))
          .digest('hex'),
      ).toBe(createHash('sha256').update(data).digest('hex'));
    });

    it('reads inclusive byte ranges', async () => {
      const key = freshKey();
      const data = randomBytes(1000);
      await driver.putBuffer(key, data, 'image/png');

      const middle = await driver.read(key, { start: 10, end: 19 });
      expect(middle).toMatchObject({ start: 10, end: 19, size: 1000, contentType: 'image/png' });
      expect((await readAll(middle!.body)).equals(data.subarray(10, 20))).toBe(true);

      const first = await driver.read(key, { start: 0, end: 0 });
      expect((await readAll(first!.body)).equals(data.subarray(0, 1))).toBe(true);

      const last = await driver.read(key, { start: 999, end: 999 });
      expect(last).toMatchObject({ start: 999, end: 999, size: 1000 });
      expect((await readAll(last!.body)).equals(data.subarray(999))).toBe(true);

      const tail = await driver.read(key, { start: 900, end: 5000 });
      expect(tail).toMatchObject({ start: 900, end: 999, size: 1000 });
      expect((await readAll(tail!.body)).equals(data.subarray(900))).toBe(true);
    });

    it('refuses a range that starts past the end', async () => {
      const key = freshKey();
      await driver.putBuffer(key, randomBytes(100), 'image/png');
      await expect(driver.read(key, { start: 100, end: 200 })).rejects.toBeInstanceOf(RangeError);
    });

    it('stats an object without reading it', async () => {
      const key = freshKey('voice.mp3');
      const key2 = key.replace('memorial-photos/', 'memorial-audio/');
      await driver.putBuffer(key2, randomBytes(4321), 'audio/mpeg');
      expect(await driver.stat(key2)).toEqual({ size: 4321, contentType: 'audio/mpeg' });
    });

    it('keeps each content type, and a replaced object takes its new content and type', async () => {
      const key = freshKey('file.bin');
      for (const type of ['image/webp', 'image/gif', 'video/webm', 'video/quicktime']) {
        await driver.putBuffer(key, Buffer.from(type), type);
        const obj = await driver.read(key);
        expect(obj!.contentType).toBe(type);
        expect((await readAll(obj!.body)).toString()).toBe(type);
      }
      expect((await driver.stat(key))!.contentType).toBe('video/quicktime');
    });

    it('stores and reads an empty object', async () => {
      const key = freshKey();
      await driver.putBuffer(key, new Uint8Array(0), 'image/png');
      expect(await driver.stat(key)).toEqual({ size: 0, contentType: 'image/png' });
      const obj = await driver.read(key);
      expect(obj!.size).toBe(0);
      expect((await readAll(obj!.body)).length).toBe(0);
    });

    it('deletes an object; deleting it again (or anything missing) is a no-op', async () => {
      const key = freshKey();
      await driver.putBuffer(key, randomBytes(10), 'image/jpeg');
      await driver.delete(key);
      expect(await driver.stat(key)).toBeNull();
      expect(await driver.read(key)).toBeNull();
      await expect(driver.delete(key)).resolves.toBeUndefined();
      await expect(driver.delete(freshKey())).resolves.toBeUndefined();
    });

    it('deletePrefix removes that folder only, not its neighbours', async () => {
      const user = `user-${randomUUID()}`;
      const gone = [
        `memorial-photos/${user}/m1/a.jpg`,
        `memorial-photos/${user}/m1/b.jpg`,
        `memorial-photos/${user}/m1/deeper/c.jpg`,
      ];
      const kept = [
        `memorial-photos/${user}/m10/a.jpg`, // shares the text "m1" but not the folder
        `memorial-photos/${user}/m2/a.jpg`,
        `memorial-videos/${user}/m1/a.mp4`,
        `memorial-photos/${user}-other/m1/a.jpg`,
      ];
      for (const key of [...gone, ...kept]) await driver.putBuffer(key, Buffer.from(key), 'image/jpeg');
      await driver.deletePrefix(`memorial-photos/${user}/m1/`);
      for (const key of gone) expect(await driver.stat(key), key).toBeNull();
      for (const key of kept) expect(await driver.stat(key), key).not.toBeNull();

      await driver.deletePrefix(`memorial-photos/${user}/`);
      expect(await driver.stat(kept[0]!)).toBeNull();
      expect(await driver.stat(kept[1]!)).toBeNull();
      expect(await driver.stat(kept[2]!)).not.toBeNull();
      expect(await driver.stat(kept[3]!)).not.toBeNull();
      // A prefix with nothing under it is a no-op.
      await expect(driver.deletePrefix(`memorial-photos/${user}/nothing-here/`)).resolves.toBeUndefined();
    });

    it('deletePrefix refuses a prefix without "/", a whole bucket, and unsafe prefixes', async () => {
      await expect(driver.deletePrefix('memorial-photos/u1')).rejects.toThrow();
      await expect(driver.deletePrefix('memorial-photos/')).rejects.toThrow();
      await expect(driver.deletePrefix('/')).rejects.toThrow();
      await expect(driver.deletePrefix('')).rejects.toThrow();
      await expect(driver.deletePrefix('memorial-photos/../')).rejects.toThrow();
      await expect(driver.deletePrefix('memorial-photos/u1/../../')).rejects.toThrow();
    });

    it('returns null for objects that do not exist', async () => {
      const key = freshKey();
      expect(await driver.read(key)).toBeNull();
      expect(await driver.read(key, { start: 0, end: 10 })).toBeNull();
      expect(await driver.stat(key)).toBeNull();
    });

    it.each(UNSAFE_KEYS)('refuses the unsafe key %j in every operation', async (key) => {
      expect(isSafeKey(key)).toBe(false);
      const src = path.join(scratch, 'unsafe-src');
      await fs.writeFile(src, 'x');
      await expect(driver.putBuffer(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/i);
      await expect(driver.putFile(key, src, 'image/png')).rejects.toThrow(/unsafe/i);
      await expect(driver.read(key)).rejects.toThrow(/unsafe/i);
      await expect(driver.stat(key)).rejects.toThrow(/unsafe/i);
      await expect(driver.delete(key)).rejects.toThrow(/unsafe/i);
    });
  });
}

contractSuite({
  name: 'local',
  async create() {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fmn-local-storage-'));
    return {
      driver: createLocalStorage(path.join(dir, 'storage')),
      cleanup: () => fs.rm(dir, { recursive: true, force: true }),
    };
  },
});

contractSuite({
  name: 's3',
  async create() {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fmn-s3rver-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const bucket = `fmn-test-${randomUUID().slice(0, 8)}`;
    const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    admin.destroy();
    return {
      driver: createS3Storage({ endpoint, bucket, region: 'us-east-1', forcePathStyle: true, ...credentials }),
      async cleanup() {
        await server.close();
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  },
});

describe('local storage on disk', () => {
  let dir: string;
  let root: string;
  let driver: StorageDriver;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fmn-local-layout-'));
    root = path.join(dir, 'storage');
    driver = createLocalStorage(root);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('creates nothing until the first write', async () => {
    createLocalStorage(path.join(dir, 'never-used'));
    expect(existsSync(path.join(dir, 'never-used'))).toBe(false);
  });

  it('keeps each object as a plain file under the root and leaves no temp files behind', async () => {
    const key = 'memorial-photos/u1/m1/a.jpg';
    await driver.putBuffer(key, Buffer.from('hello'), 'image/jpeg');
    expect(await fs.readFile(path.join(root, 'memorial-photos/u1/m1/a.jpg'), 'utf8')).toBe('hello');
    expect(await fs.readdir(path.join(root, 'memorial-photos/u1/m1'))).toEqual(['a.jpg']);
  });

  it('an object whose name looks like a sidecar does not disturb another object', async () => {
    await driver.putBuffer('memorial-photos/u2/m1/a.jpg', Buffer.from('a'), 'image/jpeg');
    await driver.putBuffer('memorial-photos/u2/m1/a.jpg.json', Buffer.from('{"contentType":"text/html"}'), 'image/png');
    expect(await driver.stat('memorial-photos/u2/m1/a.jpg')).toEqual({ size: 1, contentType: 'image/jpeg' });
    expect((await driver.stat('memorial-photos/u2/m1/a.jpg.json'))!.contentType).toBe('image/png');
  });

  it('reports a failed copy and leaves neither the object nor a temp file', async () => {
    const key = 'memorial-photos/u3/m1/a.jpg';
    await expect(driver.putFile(key, path.join(dir, 'no-such-upload'), 'image/jpeg')).rejects.toThrow();
    expect(await driver.stat(key)).toBeNull();
    expect((await fs.readdir(path.join(root, 'memorial-photos/u3/m1'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('never reaches a file outside the root, even one planted beside it', async () => {
    await fs.writeFile(path.join(dir, 'secret.txt'), 'outside');
    await expect(driver.read('memorial-photos/../../secret.txt')).rejects.toThrow(/unsafe/i);
    await expect(driver.stat('memorial-photos/../secret.txt')).rejects.toThrow(/unsafe/i);
    expect(await fs.readFile(path.join(dir, 'secret.txt'), 'utf8')).toBe('outside');
  });
});

describe('S3 driver against a server that stored the object without a content type', () => {
  it('falls back to application/octet-stream', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fmn-s3rver-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await server.run();
    try {
      const endpoint = `http://127.0.0.1:${port}`;
      const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
      const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
      await admin.send(new CreateBucketCommand({ Bucket: 'fmn-bare' }));
      // s3rver itself defaults a missing type to binary/octet-stream; whatever it says is passed on.
      await admin.send(new PutObjectCommand({ Bucket: 'fmn-bare', Key: 'memorial-photos/u/m/a.jpg', Body: 'x' }));
      admin.destroy();
      const driver = createS3Storage({
        endpoint,
        bucket: 'fmn-bare',
        region: 'us-east-1',
        forcePathStyle: true,
        ...credentials,
      });
      const info = await driver.stat('memorial-photos/u/m/a.jpg');
      expect(info!.size).toBe(1);
      expect(info!.contentType).toMatch(/octet-stream$/);
    } finally {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('createStorage', () => {
  it('uses local disk under DATA_DIR/storage by default', () => {
    expect(createStorage(loadConfig({ DATA_DIR: '/tmp/fmn-unused-data' })).kind).toBe('local');
  });

  it('uses S3 when S3_BUCKET is set', () => {
    expect(createStorage(loadConfig({ S3_BUCKET: 'fmn-media', S3_ENDPOINT: 'http://127.0.0.1:9000' })).kind).toBe('s3');
  });
});
