/**
 * Data exports through the real app (decision 030): the ZIP holds what its owner wrote and only
 * that, with media byte for byte; one export at a time; only its owner may download it; it
 * expires with its file; an export cut short by a restart is failed and can be asked again; a
 * memorial downloads as a website; the admin CLI writes the same ZIP to a file.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_MSG } from '@shared/messages.settings';
import { EXPECTED_BYTES_HEADER, memorialSiteUrl } from '@shared/schemas/exports';
import { dataExports } from '../../db/schema';
import { runAdminCommand } from '../admin/admin.service';
import * as T from '../media/test-files';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { exportAccountToFile } from './admin-export';
import { writeAccountArchive } from './account-archive';
import { exportWorker } from './export-worker';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInClient>>;
let other: Awaited<ReturnType<typeof signedInClient>>;
let memorialId: string;
let otherMemorialId: string;
let circleId: string;
let media: { mediaType: string; urls: { original: string; display: string } }[];
let songUrl: string;
const video = T.mp4();
const song = T.mp3();

/** The raw bytes of a response from the app (the test client reads text). */
async function bytesOf(url: string, cookie?: string): Promise<{ status: number; headers: Headers; body: Uint8Array }> {
  const res = await ctx.app.request(url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) };
}

const json = (zip: Unzipped, name: string) => JSON.parse(strFromU8(zip[name]!)) as any;

beforeAll(async () => {
  ctx = await createTestContext({ GUESTBOOK_MAX_PER_IP: '1000' });
  owner = await signedInClient(ctx, { displayName: 'Rose Export' });
  other = await signedInClient(ctx, { displayName: 'Iris Other' });
  for (const who of [owner, other]) await runAdminCommand(ctx.database.db, ['plan', who.account.email, 'monthly']);
  const c = owner.client;

  memorialId = (
    await c.post('/api/memorials', {
      title: 'Margaret <Ellis>',
      description: 'She kept a garden & sang.',
      birthDate: '1941-03-03',
      passingDate: '2024-05-12',
      isPublic: true,
    })
  ).body.memorial.id;
  expect(
    (await c.upload(`/api/memorials/${memorialId}/media?type=photo`, 'rose.jpg', await T.jpeg(), 'image/jpeg')).status,
  ).toBe(201);
  expect((await c.upload(`/api/memorials/${memorialId}/media?type=video`, 'walk.mp4', video, 'video/mp4')).status).toBe(
    201,
  );
  expect((await c.upload(`/api/memorials/${memorialId}/song`, 'song.mp3', song, 'audio/mpeg', 'PUT')).status).toBe(200);
  // A visitor's message on the owner's memorial belongs to the memorial's guestbook.
  await new TestClient(ctx).post(`/api/memorials/${memorialId}/guestbook`, {
    authorName: 'May <friend>',
    authorEmail: 'may@example.com',
    message: 'We miss her songs.',
  });
  await c.post('/api/journal', { title: 'Morning', content: 'OWNER-JOURNAL quiet morning.' });
  await c.post('/api/letters', { recipientName: 'Lily', letterContent: 'OWNER-LETTER hello Lily.' });
  const conversation = (await c.post('/api/conversations', {})).body.id as string;
  const reply = await c.post('/api/functions/ai-companion', {
    messages: [{ role: 'user', content: 'OWNER-MESSAGE I miss my mother.' }],
    conversationId: conversation,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  await c.patch('/api/preferences', { emailMemorialUpdates: true });
  // A support circle: the owner's post is theirs; another member's reply is not.
  circleId = (await c.post('/api/circles', { name: 'Gardeners' })).body.circle.id;
  const circlePost = await c.post(`/api/circles/${circleId}/posts`, { body: 'OWNER-POST the roses are out.' });
  expect(circlePost.status, JSON.stringify(circlePost.body)).toBe(201);

  // Someone else's writing, which must never be in the owner's export.
  const o = other.client;
  otherMemorialId = (await o.post('/api/memorials', { title: 'OTHER-MEMORIAL', isPublic: true })).body.memorial.id;
  await o.post('/api/journal', { title: 'Theirs', content: 'OTHER-JOURNAL not yours.' });
  await o.post('/api/letters', { recipientName: 'Sam', letterContent: 'OTHER-LETTER not yours.' });
  await c.post(`/api/memorials/${otherMemorialId}/guestbook`, { authorName: 'Rose', message: 'OTHER-GUESTBOOK.' });
  expect((await o.post(`/api/circles/${circleId}/join`, {})).status).toBe(200);
  expect((await o.post(`/api/circles/${circleId}/posts`, { body: 'OTHER-POST lovely.' })).status).toBe(201);

  const page = (await c.get(`/api/memorials/${memorialId}`)).body.memorial;
  media = page.media;
  songUrl = page.song.url;
});
afterAll(async () => {
  await ctx.close();
});

describe('Export my data', () => {
  let exportId: string;
  let zip: Unzipped;

  it('starts in the background, one at a time', async () => {
    const first = await owner.client.post('/api/exports');
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body.export).toMatchObject({ status: 'pending', progress: 0, downloadUrl: null });
    exportId = first.body.export.id;

    const again = await owner.client.post('/api/exports');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'EXPORT_IN_PROGRESS', message: EXPORT_MSG.alreadyRunning });

    await exportWorker(ctx.deps).idle();
    const latest = (await owner.client.get('/api/exports/latest')).body.export;
    expect(latest).toMatchObject({ id: exportId, status: 'ready', progress: 100 });
    expect(latest.downloadUrl).toBe(`/api/exports/${exportId}/download`);
    expect(new Date(latest.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(latest.sizeBytes).toBeGreaterThan(video.length);
  });

  it('holds what the person wrote, and only theirs', async () => {
    const res = await bytesOf(`/api/exports/${exportId}/download`, owner.client.cookieHeader());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="forget-me-not-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    zip = unzipSync(res.body);
    const names = Object.keys(zip);
    for (const name of [
      'README.txt',
      'account.json',
      'preferences.json',
      'memorials.json',
      'reminders.json',
      'journal.json',
      'letters.json',
      'conversations.json',
      'circles.json',
    ])
      expect(names).toContain(name);
    expect(strFromU8(zip['README.txt']!)).toMatch(/memorials\.json/);

    expect(json(zip, 'account.json')).toMatchObject({
      email: owner.account.email,
      profile: { displayName: 'Rose Export' },
    });
    expect(json(zip, 'preferences.json')).toMatchObject({ emailMemorialUpdates: true });
    const [memorial, ...more] = json(zip, 'memorials.json');
    expect(more).toEqual([]);
    expect(memorial).toMatchObject({
      id: memorialId,
      title: 'Margaret <Ellis>',
      birthDate: '1941-03-03',
      isPublic: true,
    });
    expect(memorial.guestbook).toEqual([
      expect.objectContaining({
        authorName: 'May <friend>',
        authorEmail: 'may@example.com',
        message: 'We miss her songs.',
      }),
    ]);
    expect(memorial.media.map((m: { mediaType: string }) => m.mediaType)).toEqual(['photo', 'video']);
    expect(json(zip, 'reminders.json')).toEqual([expect.objectContaining({ memorialId, birthReminder: 'remind' })]);
    expect(json(zip, 'journal.json')).toEqual([expect.objectContaining({ content: 'OWNER-JOURNAL quiet morning.' })]);
    expect(json(zip, 'letters.json')).toEqual([expect.objectContaining({ letterContent: 'OWNER-LETTER hello Lily.' })]);
    const [conversation] = json(zip, 'conversations.json');
    expect(conversation.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[0].content).toBe('OWNER-MESSAGE I miss my mother.');
    expect(json(zip, 'circles.json')).toEqual({
      circles: [expect.objectContaining({ circleId, name: 'Gardeners', role: 'admin', status: 'active' })],
      posts: [expect.objectContaining({ circleId, circleName: 'Gardeners', body: 'OWNER-POST the roses are out.' })],
    });

    const everything = Object.values(zip)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    for (const theirs of [
      'OTHER-MEMORIAL',
      'OTHER-JOURNAL',
      'OTHER-LETTER',
      'OTHER-GUESTBOOK',
      'OTHER-POST',
      other.account.email,
    ])
      expect(everything).not.toContain(theirs);
    // Secrets stay out: no share token, no letter reading token.
    expect(everything).not.toMatch(/shareToken|deliveryToken/);
  });

  it('holds every media original byte for byte', async () => {
    const [memorial] = json(zip, 'memorials.json');
    for (const [i, item] of memorial.media.entries()) {
      const stored = await bytesOf(media[i]!.urls.original);
      expect(stored.status).toBe(200);
      expect(zip[item.file], item.file).toBeDefined();
      expect(Buffer.from(zip[item.file]!).equals(Buffer.from(stored.body))).toBe(true);
    }
    expect(Buffer.from(zip[memorial.media[1].file]!).equals(video)).toBe(true);
    expect(memorial.song.kind).toBe('audio');
    const storedSong = await bytesOf(songUrl);
    expect(Buffer.from(zip[memorial.song.file]!).equals(Buffer.from(storedSong.body))).toBe(true);
    expect(Object.keys(zip).filter((n) => n.startsWith('media/'))).toHaveLength(3);
  });

  it('emails its owner a link to Settings', async () => {
    const [mail, ...others] = await outboxMailsExceptConfirmation(ctx.outboxDir, owner.account.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(EXPORT_MSG.emailSubject);
    expect(mail!.text).toContain('/settings?tab=account');
  });

  it('is nobody else’s to download, and asks a signed-out caller to sign in', async () => {
    const theirs = await other.client.get(`/api/exports/${exportId}/download`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('NOT_FOUND');
    expect((await other.client.get('/api/exports/latest')).body.export).toBeNull();
    const anonymous = new TestClient(ctx);
    expect((await anonymous.get(`/api/exports/${exportId}/download`)).status).toBe(401);
    expect((await anonymous.post('/api/exports')).status).toBe(401);
    expect((await anonymous.get('/api/exports/latest')).status).toBe(401);
    expect((await owner.client.get('/api/exports/not-an-id/download')).status).toBe(404);
  });

  it('expires: the sweep removes the file and the row', async () => {
    const [row] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(await ctx.deps.storage.stat(row!.storageKey!)).not.toBeNull();
    ctx.setNow(new Date(Date.now() + 7 * 86_400_000 + 60_000));
    try {
      // Past its date it cannot be downloaded, even before the sweep.
      const late = await owner.client.get(`/api/exports/${exportId}/download`);
      expect(late.status).toBe(404);
      expect(late.body.error.message).toBe(EXPORT_MSG.expired);
      await exportWorker(ctx.deps).sweep(ctx.deps.now());
    } finally {
      ctx.setNow(null);
    }
    expect(await ctx.deps.storage.stat(row!.storageKey!)).toBeNull();
    expect(await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, exportId))).toEqual([]);
    expect((await owner.client.get('/api/exports/latest')).body.export).toBeNull();
  });

  it('after a restart: an interrupted export is built again, once; a pending one is resumed', async () => {
    const db = ctx.database.db;
    const lapsed = () => ({ status: 'running' as const, progress: 40, expiresAt: new Date(Date.now() - 1000) });
    // As a stopped instance leaves it: running with a lapsed lease, none working on it.
    const [interrupted] = await db
      .insert(dataExports)
      .values({ userId: other.userId, ...lapsed() })
      .returning();
    await exportWorker(ctx.deps).sweep(new Date());
    await exportWorker(ctx.deps).idle();
    expect((await other.client.get('/api/exports/latest')).body.export).toMatchObject({
      id: interrupted!.id,
      status: 'ready',
    });
    await db.delete(dataExports).where(eq(dataExports.id, interrupted!.id));

    // Interrupted a second time (it may be what stops the instance): failed, to be asked again.
    const [abandoned] = await db
      .insert(dataExports)
      .values({ userId: other.userId, ...lapsed(), errorCode: 'INTERRUPTED' })
      .returning();
    await exportWorker(ctx.deps).sweep(new Date());
    const failed = (await other.client.get('/api/exports/latest')).body.export;
    expect(failed).toMatchObject({ id: abandoned!.id, status: 'failed', downloadUrl: null });

    await db.delete(dataExports).where(eq(dataExports.id, abandoned!.id));
    const [pending] = await db.insert(dataExports).values({ userId: other.userId }).returning();
    await exportWorker(ctx.deps).sweep(new Date());
    await exportWorker(ctx.deps).idle();
    expect((await other.client.get('/api/exports/latest')).body.export).toMatchObject({
      id: pending!.id,
      status: 'ready',
    });
    expect((await other.client.post('/api/exports')).status).toBe(202);
    await exportWorker(ctx.deps).idle();
    // The newer ready export replaces the older one, whose file goes with it.
    const [older] = await db.select().from(dataExports).where(eq(dataExports.id, pending!.id));
    expect(await ctx.deps.storage.stat(older!.storageKey!)).not.toBeNull();
    await exportWorker(ctx.deps).sweep(new Date());
    expect(await db.select().from(dataExports).where(eq(dataExports.id, pending!.id))).toEqual([]);
    expect(await ctx.deps.storage.stat(older!.storageKey!)).toBeNull();
    expect((await other.client.get('/api/exports/latest')).body.export).toMatchObject({ status: 'ready' });
  });
});

describe('the archive as it is written', () => {
  it('reports its progress from 0 to 1 and gives the event loop turns while it works', async () => {
    const fractions: number[] = [];
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    });
    try {
      await writeAccountArchive(
        { db: ctx.database.db, storage: ctx.deps.storage, now: new Date(), onProgress: (f) => fractions.push(f) },
        owner.userId,
        sink,
      );
    } finally {
      clearInterval(ticker);
    }
    expect(fractions.length).toBeGreaterThan(8);
    expect(fractions.every((f, i) => i === 0 || f >= fractions[i - 1]!)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.some((f) => f > 0 && f < 1)).toBe(true);
    expect(turns).toBeGreaterThan(0);
    expect(Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks))))).toContain('memorials.json');
  });
});

describe('Download a memorial as a website', () => {
  it('gives its owner a ZIP of a static site that needs no network', async () => {
    const res = await bytesOf(memorialSiteUrl(memorialId), owner.client.cookieHeader());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="margaret-ellis-website.zip"');
    const expected = Number(res.headers.get(EXPECTED_BYTES_HEADER));
    expect(Math.abs(expected - res.body.length) / res.body.length).toBeLessThan(0.1);

    const site = unzipSync(res.body);
    const names = Object.keys(site).sort();
    expect(names).toEqual([
      'margaret-ellis-website/index.html',
      'margaret-ellis-website/photos/1.webp',
      'margaret-ellis-website/song/song.mp3',
      'margaret-ellis-website/videos/2.mp4',
    ]);
    const html = strFromU8(site['margaret-ellis-website/index.html']!);
    expect(html).toContain('<h1 id="memorial-title">Margaret &lt;Ellis&gt;</h1>');
    expect(html).toContain('1941 – 2024');
    expect(html).toContain('She kept a garden &amp; sang.');
    expect(html).toContain('May &lt;friend&gt;');
    expect(html).toContain('We miss her songs.');
    expect(html).not.toContain('may@example.com');
    expect(html).toContain('src="photos/1.webp"');
    expect(html).toContain('src="videos/2.mp4"');
    expect(html).toContain('src="song/song.mp3"');
    // Nothing from the network: no scripts, no remote URLs.
    expect(html).not.toMatch(/<script|https?:\/\/|\/\/[a-z]/i);

    const photo = await bytesOf(media[0]!.urls.display);
    expect(Buffer.from(site['margaret-ellis-website/photos/1.webp']!).equals(Buffer.from(photo.body))).toBe(true);
    expect(Buffer.from(site['margaret-ellis-website/videos/2.mp4']!).equals(video)).toBe(true);
    expect(
      Buffer.from(site['margaret-ellis-website/song/song.mp3']!).equals(Buffer.from((await bytesOf(songUrl)).body)),
    ).toBe(true);
  });

  it('keeps a YouTube song as a link', async () => {
    const id = (await owner.client.post('/api/memorials', { title: 'Tom', isPublic: false })).body.memorial.id;
    await owner.client.put(`/api/memorials/${id}/song`, { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const site = unzipSync((await bytesOf(memorialSiteUrl(id), owner.client.cookieHeader())).body);
    const html = strFromU8(site['tom-website/index.html']!);
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">');
    expect(html).toContain('No photos or videos were added.');
    expect(html).toContain('No messages were left.');
  });

  it('is the owner’s alone: 404 to another person even on a public memorial, 401 signed out', async () => {
    const theirs = await other.client.get(memorialSiteUrl(memorialId));
    expect(theirs.status).toBe(404);
    expect((await new TestClient(ctx).get(memorialSiteUrl(memorialId))).status).toBe(401);
    expect((await owner.client.get(memorialSiteUrl(otherMemorialId))).status).toBe(404);
    // A HEAD answers the headers without making the ZIP.
    const head = await ctx.app.request(memorialSiteUrl(memorialId), {
      method: 'HEAD',
      headers: { cookie: owner.client.cookieHeader() },
    });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get(EXPECTED_BYTES_HEADER))).toBeGreaterThan(video.length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('npm run admin -- export <email>', () => {
  it('writes the same archive to a file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fmn-admin-export-'));
    try {
      const file = path.join(dir, 'rose.zip');
      expect(await exportAccountToFile(ctx.database.db, ctx.deps.storage, owner.account.email, file)).toMatch(
        /^Wrote .*rose\.zip \(\d+ bytes, 3 media files\)\.$/,
      );
      const zip = unzipSync(new Uint8Array(await readFile(file)));
      expect(json(zip, 'account.json').email).toBe(owner.account.email);
      expect(Object.keys(zip).filter((n) => n.startsWith('media/'))).toHaveLength(3);

      // Through the command itself, on the configured storage (here an account with no media).
      vi.stubEnv('DATA_DIR', dir);
      const cli = path.join(dir, 'iris.zip');
      expect(await runAdminCommand(ctx.database.db, ['export', other.account.email, cli])).toMatch(/0 media files/);
      expect(json(unzipSync(new Uint8Array(await readFile(cli))), 'journal.json')[0].content).toBe(
        'OTHER-JOURNAL not yours.',
      );
      await expect(runAdminCommand(ctx.database.db, ['export', 'nobody@example.com', cli])).rejects.toThrow(
        /No account with the email/,
      );
    } finally {
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
