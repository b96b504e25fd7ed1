import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { createApp } from '../../app';
import { createS3Storage } from '../../storage/s3';
import { signMediaUrl } from '../../storage/signed-url';
import { objectKey } from '../../storage/storage';
import { createTestContext, type TestContext } from '../../test/harness';
import { parseByteRange } from './media.routes';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const SIZE = 1000;

let ctx: TestContext;
let data: Buffer;
let key: string;

beforeAll(async () => {
  ctx = await createTestContext();
  data = randomBytes(SIZE);
  key = objectKey('memorial-videos', 'user-1', 'memorial-1', 'first-steps.mp4');
  await ctx.deps.storage.putBuffer(key, data, 'video/mp4');
});
afterAll(() => ctx.close());
afterEach(() => ctx.setNow(null));

/** A signed URL for `k`, made at the (fixed) test time. */
function signed(k = key, at = NOW, ttl?: number): string {
  ctx.setNow(NOW);
  return signMediaUrl(ctx.deps.mediaKey, k, at, ttl);
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return ctx.app.request(url, { method, headers });
}

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

function expectMediaHeaders(res: Response, contentType = 'video/mp4') {
  expect(res.headers.get('content-type')).toBe(contentType);
  expect(res.headers.get('accept-ranges')).toBe('bytes');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(res.headers.get('content-disposition')).toBe('inline');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  expect(res.headers.get('content-encoding')).toBeNull();
}

describe('GET /api/media/<key> with a valid signature', () => {
  it('answers 200 with the whole object and every header', async () => {
    const res = await get(signed());
    expect(res.status).toBe(200);
    expectMediaHeaders(res);
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(res.headers.get('content-range')).toBeNull();
    expect((await bytes(res)).equals(data)).toBe(true);
  });

  it('lets browsers cache only until the link expires', async () => {
    const url = signed();
    ctx.setNow(new Date(NOW.getTime() + 1000_000));
    const later = await get(url);
    expect(later.headers.get('cache-control')).toBe('private, max-age=2600');
    ctx.setNow(new Date(NOW.getTime() + 3599_500));
    expect((await get(url)).headers.get('cache-control')).toBe('private, max-age=0');
  });

  it('sends the stored content type, whatever the file name says', async () => {
    const k = objectKey('memorial-photos', 'user-1', 'memorial-1', 'looks-like-a-page.html');
    await ctx.deps.storage.putBuffer(k, Buffer.from('<script>alert(1)</script>'), 'image/png');
    const res = await get(signed(k));
    expect(res.status).toBe(200);
    expectMediaHeaders(res, 'image/png');
  });

  it('accepts a path with needlessly encoded characters, decoded segment by segment', async () => {
    const url = signed()
      .replace('first-steps.mp4', 'first%2Dsteps%2Emp4')
      .replace('memorial-videos', 'memorial%2dvideos');
    const res = await get(url);
    expect(res.status).toBe(200);
    expect((await bytes(res)).equals(data)).toBe(true);
  });
});

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=0-0', 0, 0],
    ['bytes=10-10', 10, 10],
    ['bytes=500-', 500, 999],
    ['bytes=999-', 999, 999],
    ['bytes=-50', 950, 999],
    ['bytes=-1', 999, 999],
    ['bytes=900-5000', 900, 999], // the end is clamped to the object
    ['bytes=-5000', 0, 999], // a suffix longer than the object is the whole object
    ['Bytes = 5 - 9', 5, 9],
  ])('%s answers 206 with bytes %i-%i', async (range, start, end) => {
    const res = await get(signed(), { range });
    expect(res.status).toBe(206);
    expectMediaHeaders(res);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect((await bytes(res)).equals(data.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=1000-1010', 'bytes=5000-6000', 'bytes=-0'])(
    '%s is unsatisfiable: 416 with Content-Range bytes */size',
    async (range) => {
      const res = await get(signed(), { range });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${SIZE}`);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect((await bytes(res)).length).toBe(0);
    },
  );

  it.each([
    'bytes=0-1,5-6', // several ranges: answered whole
    'bytes=9-5', // backwards: invalid, ignored
    'bytes=-', // no numbers
    'bytes=abc-def',
    'items=0-5', // another unit
    'bytes 0-5',
  ])('%s is answered with the whole object (200)', async (range) => {
    const res = await get(signed(), { range });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect((await bytes(res)).equals(data)).toBe(true);
  });

  it('If-Range cannot match (no validator is sent), so the whole object is sent', async () => {
    const res = await get(signed(), { range: 'bytes=0-9', 'if-range': '"abc"' });
    expect(res.status).toBe(200);
    expect((await bytes(res)).length).toBe(SIZE);
  });

  it('an empty object: whole is 200 with no bytes, any range is 416', async () => {
    const k = objectKey('memorial-photos', 'user-1', 'memorial-1', 'empty.png');
    await ctx.deps.storage.putBuffer(k, new Uint8Array(0), 'image/png');
    const whole = await get(signed(k));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe('0');
    expect((await bytes(whole)).length).toBe(0);
    for (const range of ['bytes=0-', 'bytes=-1', 'bytes=0-0']) {
      const res = await get(signed(k), { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */0');
    }
  });
});

describe('parseByteRange', () => {
  it('reads the three single-range forms', () => {
    expect(parseByteRange('bytes=2-4', 10)).toEqual({ kind: 'range', start: 2, end: 4 });
    expect(parseByteRange('bytes=2-', 10)).toEqual({ kind: 'range', start: 2, end: 9 });
    expect(parseByteRange('bytes=-3', 10)).toEqual({ kind: 'range', start: 7, end: 9 });
  });

  it('answers huge numbers without losing precision or throwing', () => {
    expect(parseByteRange('bytes=0-999999999999999', 10)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(parseByteRange('bytes=999999999999999-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange(`bytes=0-${'9'.repeat(40)}`, 10)).toEqual({ kind: 'none' });
  });

  it('ignores a missing header', () => {
    expect(parseByteRange(undefined, 10)).toEqual({ kind: 'none' });
    expect(parseByteRange('', 10)).toEqual({ kind: 'none' });
  });
});

describe('HEAD', () => {
  it('sends every header of the GET and no body', async () => {
    const res = await get(signed(), {}, 'HEAD');
    expect(res.status).toBe(200);
    expectMediaHeaders(res);
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect((await bytes(res)).length).toBe(0);
  });

  it('ignores Range (ranges are defined for GET)', async () => {
    const res = await get(signed(), { range: 'bytes=0-9' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect(res.headers.get('content-range')).toBeNull();
    expect((await bytes(res)).length).toBe(0);
  });

  it('is refused without a signature, like GET', async () => {
    const res = await get(signed().split('?')[0]!, {}, 'HEAD');
    expect(res.status).toBe(403);
  });
});

describe('signatures', () => {
  async function expectRefused(url: string, method = 'GET') {
    const res = await get(url, {}, method);
    expect(res.status, url).toBe(403);
    if (method === 'HEAD') return; // same answer, without its body
    expect(await res.json()).toEqual({ error: { code: 'SIGNED_URL_INVALID', message: MEMORIAL_MSG.signedUrlInvalid } });
  }

  it('refuses a URL without a signature or expiry', async () => {
    const url = signed();
    const u = new URL(url, 'http://localhost');
    await expectRefused(u.pathname);
    await expectRefused(`${u.pathname}?exp=${u.searchParams.get('exp')}`);
    await expectRefused(`${u.pathname}?sig=${u.searchParams.get('sig')}`);
    await expectRefused(`${u.pathname}?exp=&sig=`);
  });

  it('refuses an altered signature', async () => {
    const url = signed();
    const sig = new URL(url, 'http://localhost').searchParams.get('sig')!;
    const flipped = (sig.startsWith('A') ? 'B' : 'A') + sig.slice(1);
    await expectRefused(url.replace(`sig=${sig}`, `sig=${flipped}`));
    await expectRefused(url.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}`));
  });

  it('refuses an altered expiry (a link cannot be stretched)', async () => {
    const url = signed();
    const exp = new URL(url, 'http://localhost').searchParams.get('exp')!;
    await expectRefused(url.replace(`exp=${exp}`, `exp=${Number(exp) + 86_400}`));
    await expectRefused(url.replace(`exp=${exp}`, `exp=${exp}.0`));
  });

  it("refuses another object's signature", async () => {
    const other = objectKey('memorial-videos', 'user-2', 'memorial-9', 'first-steps.mp4');
    await ctx.deps.storage.putBuffer(other, Buffer.from('private'), 'video/mp4');
    const query = signed().split('?')[1];
    await expectRefused(`/api/media/${other}?${query}`);
  });

  it('refuses an expired link, from the second it expires, for GET and HEAD', async () => {
    const url = signed();
    ctx.setNow(new Date(NOW.getTime() + 3600_000));
    await expectRefused(url);
    await expectRefused(url, 'HEAD');
    ctx.setNow(new Date(NOW.getTime() + 3599_999));
    expect((await get(url)).status).toBe(200);
  });

  it('checks the signature before saying whether an object exists', async () => {
    await expectRefused(`/api/media/${objectKey('memorial-photos', 'nobody', 'nothing', 'x.jpg')}`);
  });
});

describe('missing objects and unsafe paths', () => {
  it('a signed link to an object that is gone answers 404', async () => {
    const gone = objectKey('memorial-photos', 'user-1', 'memorial-1', 'deleted.jpg');
    const res = await get(signed(gone));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: MEMORIAL_MSG.mediaNotFound } });
    const head = await get(signed(gone), {}, 'HEAD');
    expect(head.status).toBe(404);
  });

  it('an object deleted after signing answers 404', async () => {
    const k = objectKey('memorial-photos', 'user-1', 'memorial-1', 'soon-gone.jpg');
    await ctx.deps.storage.putBuffer(k, Buffer.from('x'), 'image/jpeg');
    const url = signed(k);
    await ctx.deps.storage.delete(k);
    expect((await get(url)).status).toBe(404);
  });

  describe('path traversal never reaches a file outside storage', () => {
    let outsideDir: string;
    const SECRET = `outside-${randomUUID()}`;

    beforeAll(async () => {
      outsideDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fmn-outside-'));
      await fs.writeFile(path.join(outsideDir, 'secret.txt'), SECRET);
    });
    afterAll(() => fs.rm(outsideDir, { recursive: true, force: true }));

    function attempts(): string[] {
      const rel = path.relative('/', path.join(outsideDir, 'secret.txt'));
      const up = '../'.repeat(12);
      const rawKeys = [
        `memorial-photos/${up}${rel}`,
        `/${rel}`,
        `memorial-photos/u/m/${up}etc/passwd`,
        `memorial-photos\\..\\..\\${rel.replaceAll('/', '\\')}`,
        `memorial-photos//${rel}`,
      ];
      const urls: string[] = [];
      for (const raw of rawKeys) {
        // Signed for the very key requested, so only the key check stands in the way.
        const sig = signMediaUrl(ctx.deps.mediaKey, raw, NOW).split('?')[1];
        urls.push(`/api/media/${encodeURIComponent(raw)}?${sig}`); // slashes encoded as %2F
        urls.push(`/api/media/${raw.split('/').map(encodeURIComponent).join('/')}?${sig}`);
        urls.push(`/api/media/${raw.replaceAll('.', '%2e')}?${sig}`);
      }
      urls.push(`/api/media/memorial-photos/%2e%2e/%2e%2e/%2e%2e/${rel}`);
      urls.push(`/api/media/..%2f..%2f..%2f..%2f${rel.replaceAll('/', '%2f')}`);
      urls.push(`/api/media/memorial-photos/..%5c..%5c..%5c${rel}`);
      urls.push('/api/media/memorial-photos/%E0%A4%A/x.jpg');
      urls.push('/api/media/memorial-photos/%00/x.jpg');
      urls.push('/api/media/');
      urls.push('/api/media');
      return urls;
    }

    it('answers 404 or 403, never the file', async () => {
      ctx.setNow(NOW);
      for (const url of attempts()) {
        for (const method of ['GET', 'HEAD']) {
          const res = await get(url, {}, method);
          expect([403, 404], `${method} ${url}`).toContain(res.status);
          const text = await res.text();
          expect(text).not.toContain(SECRET);
          expect(text).not.toContain('root:');
          if (method === 'GET') expect(() => JSON.parse(text)).not.toThrow();
        }
      }
    });
  });
});

describe('a large object', () => {
  const BIG = 5 * 1024 * 1024;
  let big: Buffer;
  let bigKey: string;

  beforeAll(async () => {
    big = randomBytes(BIG);
    bigKey = objectKey('memorial-videos', 'user-1', 'memorial-1', 'long-video.mp4');
    const file = path.join(ctx.deps.tmpDir, `${randomUUID()}.upload`);
    await fs.writeFile(file, big);
    await ctx.deps.storage.putFile(bigKey, file, 'video/mp4');
    await fs.rm(file);
  });

  it('is streamed in many chunks and arrives intact', async () => {
    const res = await get(signed(bigKey));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(BIG));
    const reader = res.body!.getReader();
    const hash = createHash('sha256');
    let chunks = 0;
    let received = 0;
    let largest = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks += 1;
      received += value.byteLength;
      largest = Math.max(largest, value.byteLength);
      hash.update(value);
    }
    expect(received).toBe(BIG);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(big).digest('hex'));
    // Never the whole file at once: chunks are the size of a file read.
    expect(chunks).toBeGreaterThan(10);
    expect(largest).toBeLessThanOrEqual(1024 * 1024);
  });

  it('seeks into the middle with a range', async () => {
    const start = 3 * 1024 * 1024 + 17;
    const res = await get(signed(bigKey), { range: `bytes=${start}-` });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${BIG - 1}/${BIG}`);
    expect((await bytes(res)).equals(big.subarray(start))).toBe(true);
  });

  it('a client that stops reading early does not break the next request', async () => {
    const res = await get(signed(bigKey));
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    const again = await get(signed(bigKey), { range: 'bytes=0-9' });
    expect((await bytes(again)).equals(big.subarray(0, 10))).toBe(true);
  });
});

describe('served from S3-compatible storage', () => {
  type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
  const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: {
    address: string;
    port: number;
    silent: boolean;
    directory: string;
  }) => S3rverServer;
  let server: S3rverServer;
  let dir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fmn-s3rver-media-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    await admin.send(new CreateBucketCommand({ Bucket: 'fmn-media' }));
    admin.destroy();
    const storage = createS3Storage({
      endpoint,
      bucket: 'fmn-media',
      region: 'us-east-1',
      forcePathStyle: true,
      ...credentials,
    });
    await storage.putBuffer(key, data, 'video/mp4');
    app = createApp({ ...ctx.deps, storage });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers whole, ranged and HEAD requests the same way', async () => {
    const whole = await app.request(signed());
    expect(whole.status).toBe(200);
    expectMediaHeaders(whole);
    expect((await bytes(whole)).equals(data)).toBe(true);

    const part = await app.request(signed(), { headers: { range: 'bytes=0-0' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-0/${SIZE}`);
    expect((await bytes(part)).equals(data.subarray(0, 1))).toBe(true);

    const tail = await app.request(signed(), { headers: { range: 'bytes=-10' } });
    expect((await bytes(tail)).equals(data.subarray(SIZE - 10))).toBe(true);

    const head = await app.request(signed(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(SIZE));

    const missing = await app.request(signed(objectKey('memorial-photos', 'u', 'm', 'none.jpg')));
    expect(missing.status).toBe(404);
  });
});
