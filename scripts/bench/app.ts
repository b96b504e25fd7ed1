/**
 * The app's built server (dist/server/main.js) in its own process, on a fresh data directory, with
 * one public memorial to read (a photo, or as many as asked for, and five guestbook messages) and
 * five journal entries.
 */
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { root, startNodeServer, type NodeServer } from './harness';

export interface BenchApp {
  server: NodeServer;
  base: string;
  /** The owner's session cookie. */
  cookie: string;
  memorialId: string;
  database: 'pglite' | 'postgres';
  /** PGlite's first start: the separate process that created the database (see db/client.ts). */
  created?: { ms: number; peakRssMb: number | null };
}

export async function startApp(opts: {
  workDir: string;
  databaseUrl?: string;
  profileDir?: string;
  /** More Node flags for this server, after the ones every measured server gets. */
  extraFlags?: string[];
  /**
   * Photos on the memorial, uploaded through the API (so the WebP derivatives exist): 1 by default,
   * a small 800×600 JPEG; with more, each is a 2400×1800 JPEG of fine grain (~1 MB, its 1600 px
   * WebP ~230 KB: about a phone photo's weight).
   */
  photos?: number;
}): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(opts.workDir, 'data-'));
  let createdDb: BenchApp['created'];
  const server = await startNodeServer({
    script: path.join(root, 'dist/server/main.js'),
    readyPath: '/api/health',
    // The default log level; DATABASE_URL is removed for the PGlite figures, whatever the calling
    // shell has set.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: opts.databaseUrl },
    onStdoutLine: (line) => {
      try {
        const entry = JSON.parse(line) as { event?: string; ms?: number; initProcessPeakRssMb?: number | null };
        if (entry.event === 'database.created')
          createdDb = { ms: entry.ms ?? 0, peakRssMb: entry.initProcessPeakRssMb ?? null };
      } catch {
        console.log(line);
      }
    },
    extraFlags: [
      ...(opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : []),
      ...(opts.extraFlags ?? []),
    ],
  });
  try {
    const { base } = server;
    const signUp = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Bench', email: 'bench@example.com', password: 'Bench-Passw0rd' }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up: HTTP ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const json = { 'content-type': 'application/json', cookie };
    const created = await fetch(`${base}/api/memorials`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ title: 'Bench Memorial', description: 'For measuring.', isPublic: true }),
    });
    const { memorial } = (await created.json()) as { memorial: { id: string } };
    const photos = opts.photos ?? 1;
    let coverId: string | null = null;
    for (let i = 0; i < photos; i++) {
      const jpeg =
        photos === 1
          ? await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a0b0c0' } })
              .jpeg()
              .toBuffer()
          : await sharp({
              create: {
                width: 2400,
                height: 1800,
                channels: 3,
                background: '#808080',
                noise: { type: 'gaussian', mean: 128, sigma: 12 },
              },
            })
              .jpeg({ quality: 85 })
              .toBuffer();
      const form = new FormData();
      form.append('file', new File([new Uint8Array(jpeg)], `photo-${i + 1}.jpg`, { type: 'image/jpeg' }));
      const photo = await fetch(`${base}/api/memorials/${memorial.id}/media?type=photo`, {
        method: 'POST',
        headers: { cookie, origin: base },
        body: form,
      });
      if (photo.status !== 201) throw new Error(`photo upload: HTTP ${photo.status}`);
      if (i === 0) coverId = ((await photo.json()) as { media: { id: string } }).media.id;
    }
    // A page that tells a life (decision 038): the first photo as its cover, two story sections
    // and a 30-event timeline, as the memorial issue's Lighthouse goal asks.
    const story = async (route: string, method: string, body: unknown) => {
      const res = await fetch(`${base}/api/memorials/${memorial.id}/${route}`, {
        method,
        headers: { ...json, origin: base },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${route}: HTTP ${res.status}`);
    };
    if (coverId) await story('cover', 'PATCH', { mediaId: coverId });
    for (const title of ['Early years', 'The bakery'])
      await story('story', 'POST', {
        title,
        body: 'She was **kind** to everyone.\n\n- the harbour walks\n- the Sunday bread\n\nShe laughed easily.',
      });
    for (let i = 0; i < 30; i++)
      await story('timeline', 'POST', {
        year: 1940 + i * 2,
        title: `A moment of ${1940 + i * 2}`,
        description: 'A few words about it.',
      });
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/api/memorials/${memorial.id}/guestbook`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ authorName: `Friend ${i}`, message: 'Thinking of you.' }),
      });
      if (res.status !== 201) throw new Error(`guestbook: HTTP ${res.status}`);
    }
    // A journal with a few entries, for the signed-in reads.
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/api/journal`, {
        method: 'POST',
        headers: { ...json, origin: base },
        body: JSON.stringify({
          title: `Day ${i + 1}`,
          content: 'A quiet day. I thought of her at breakfast.',
          mood: 'sad',
        }),
      });
      if (res.status !== 201) throw new Error(`journal: HTTP ${res.status}`);
    }
    return {
      server,
      base,
      cookie,
      memorialId: memorial.id,
      database: opts.databaseUrl ? 'postgres' : 'pglite',
      created: createdDb,
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
