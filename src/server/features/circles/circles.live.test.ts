/**
 * Support circles live (decision 035): a member's open stream receives another member's post; a
 * reconnect with Last-Event-ID replays what was missed, exactly once and in order; each reader is
 * sent only what they may see; streams end cleanly and leave no listener behind; a stream asked to
 * resume from before the oldest kept event is told to reload; and two app instances on one
 * database: a post made through one reaches a stream open on the other within a second (with
 * TEST_DATABASE_URL each instance has its own LISTEN/NOTIFY bus; on PGlite they share the
 * in-process bus).
 */
import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lt } from 'drizzle-orm';
import type { CircleStreamEvent } from '@shared/schemas/circles';
import { createApp } from '../../app';
import { liveEvents } from '../../db/schema';
import { createLiveBus } from '../../live';
import { recordLiveEvent } from '../../live/events';
import type { LiveBus } from '../../live/bus';
import { runAdminCommand } from '../admin/admin.service';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { OpenStream } from '../../test/sse';
import { createCircleStreams, type StreamSink } from './circle-stream';
import { MAX_PENDING_WRITES } from './circles.routes';
import { MAX_BUFFERED_BYTES } from '../../live/feed';
import { serveApp } from '../../http-server';

type Person = Awaited<ReturnType<typeof signedInClient>>;
class CircleStream extends OpenStream<CircleStreamEvent> {
  posts() {
    return this.events
      .filter((e) => e.data.kind === 'post')
      .map((e) => (e.data as { post: { id: string; body: string } }).post);
  }
}

let ctx: TestContext;
let alice: Person;
let bob: Person;
let carol: Person;
let circleId: string;

/** The first app served by Node's own server, as in production (streams are written straight to it). */
let server: Server;
let base: string;

/** Opens a path of `app`: the first app over a real socket, any other through `app.request`. */
async function open(
  app: ReturnType<typeof createApp>,
  who: TestClient,
  path: string,
  headers: Record<string, string> = {},
) {
  const init = { headers: { cookie: who.cookieHeader(), 'x-forwarded-for': who.ip, ...headers } };
  return app === ctx.app ? fetch(`${base}${path}`, init) : app.request(path, init);
}
const stream = async (who: Person, query = '', headers: Record<string, string> = {}) => {
  const res = await open(ctx.app, who.client, `/api/streams/circles/${circleId}${query}`, headers);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('x-accel-buffering')).toBe('no');
  return new CircleStream(res);
};
const say = async (who: Person, body: string, extra: Record<string, unknown> = {}) => {
  const res = await who.client.post(`/api/circles/${circleId}/posts`, { body, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post as { id: string };
};
const subscriptions = (bus: LiveBus) => (bus as unknown as { subscriptionCount(): number }).subscriptionCount();

async function settle(bus: LiveBus) {
  const deadline = Date.now() + 3000;
  while (subscriptions(bus) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signedInClient(ctx);
  await runAdminCommand(ctx.database.db, ['plan', alice.account.email, 'monthly']);
  bob = await signedInClient(ctx);
  carol = await signedInClient(ctx);
  circleId = (await alice.client.post('/api/circles', { name: 'Evening circle' })).body.circle.id;
  await bob.client.post(`/api/circles/${circleId}/join`, {});
  server = await new Promise<Server>((resolve) => {
    const s = serveApp(ctx.app, { port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

describe('circle streams', () => {
  it('answers only members: 401 signed out, 404 to others (requesters and removed members too), 400 for a bad id', async () => {
    expect((await open(ctx.app, new TestClient(ctx), `/api/streams/circles/${circleId}`)).status).toBe(401);
    const res = await open(ctx.app, carol.client, `/api/streams/circles/${circleId}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
    expect((await open(ctx.app, bob.client, '/api/streams/circles/nope')).status).toBe(404);
    expect((await open(ctx.app, bob.client, `/api/streams/circles/${circleId}?after=-1`)).status).toBe(400);
    expect((await open(ctx.app, bob.client, `/api/streams/circles/${circleId}`, { 'last-event-id': 'x' })).status).toBe(
      400,
    );

    const other = (await alice.client.post('/api/circles', { name: 'Asking', isPrivate: false })).body.circle.id;
    await alice.client.patch(`/api/circles/${other}`, { requiresApproval: true });
    await carol.client.post(`/api/circles/${other}/join`, {});
    expect((await open(ctx.app, carol.client, `/api/streams/circles/${other}`)).status).toBe(404);
    await alice.client.post(`/api/circles/${other}/requests/${carol.userId}/approve`);
    const member = await open(ctx.app, carol.client, `/api/streams/circles/${other}`);
    expect(member.status).toBe(200);
    await member.body!.cancel();
    await settle(ctx.deps.live);
    expect(subscriptions(ctx.deps.live)).toBe(0);
  });

  it('sends a member’s post to another member’s open stream, and replays what a reconnect missed, once, in order', async () => {
    const page = (await bob.client.get(`/api/circles/${circleId}/posts`)).body;
    const b = await stream(bob, `?after=${page.lastEventId}`);
    // The circle admin's own stream: the same event, shaped for her (her post, hers to remove).
    const a = await stream(alice, `?after=${page.lastEventId}`);
    await b.until((s) => s.comments.includes('open'));
    await a.until((s) => s.comments.includes('open'));
    const first = await say(alice, 'The first snow without her.');
    await b.until((s) => s.posts().length === 1);
    await a.until((s) => s.posts().length === 1);
    expect(a.posts()[0]).toMatchObject({ id: first.id, canRemove: true });
    await a.close();
    expect(b.events[0]).toMatchObject({
      event: 'post',
      data: { kind: 'post', post: { id: first.id, status: 'visible' } },
    });
    expect(b.posts()[0]).toMatchObject({ body: 'The first snow without her.', canRemove: false });
    const seenUpTo = b.lastId!;

    // Bob goes away; three things happen; he comes back with Last-Event-ID (which wins over `after`).
    await b.close();
    await settle(ctx.deps.live);
    const missed = [await say(alice, 'One.'), await say(alice, 'Two.')];
    await alice.client.post(`/api/circles/${circleId}/posts/${missed[0]!.id}/pin`);
    const again = await stream(bob, '?after=0', { 'last-event-id': seenUpTo });
    await again.until((s) => s.events.length === 3);
    const later = await say(alice, 'Three.');
    await again.until((s) => s.events.length === 4);
    await new Promise((r) => setTimeout(r, 100));
    // Each event sends the post as it is when sent: the replayed first one is already pinned.
    expect(again.events.map((e) => [e.data.kind, (e.data as any).post?.body, (e.data as any).post?.pinned])).toEqual([
      ['post', 'One.', true],
      ['post', 'Two.', false],
      ['post', 'One.', true],
      ['post', 'Three.', false],
    ]);
    const ids = again.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toBeGreaterThan(Number(seenUpTo));
    expect(later.id).toBe((again.events[3]!.data as any).post.id);

    // Closing the stream leaves no listener behind and records what was seen.
    await again.close();
    await settle(ctx.deps.live);
    expect(subscriptions(ctx.deps.live)).toBe(0);
  });

  it('sends each reader only what they may see, and ends a removed member’s stream', async () => {
    await carol.client.post(`/api/circles/${circleId}/join`, {});
    const a = await stream(alice);
    const b = await stream(bob);
    const c = await stream(carol);
    await Promise.all([a, b, c].map((s) => s.until((x) => x.comments.includes('open'))));

    await bob.client.post('/api/blocks', { userId: carol.userId });
    const held = await say(bob, 'I have the pills and tonight is the night');
    const fromCarol = await say(carol, 'Is anyone awake?');
    const fromAlice = await say(alice, 'I am here.');
    await alice.client.delete(`/api/circles/${circleId}/posts/${fromAlice.id}`);
    await Promise.all([a, b, c].map((s) => s.until((x) => x.events.some((e) => e.data.kind === 'post-removed'))));
    const bodies = (s: CircleStream) => s.posts().map((p) => p.body);
    // Held for crisis: its author alone. Blocked: neither way. Removed: its id, never its words.
    expect(bodies(b)).toEqual(['I have the pills and tonight is the night', 'I am here.']);
    expect(bodies(c)).toEqual(['Is anyone awake?', 'I am here.']);
    expect(bodies(a)).toEqual(['Is anyone awake?', 'I am here.']);
    for (const s of [a, b, c]) expect(s.events.at(-1)!.data).toEqual({ kind: 'post-removed', postId: fromAlice.id });
    for (const s of [a, c]) expect(JSON.stringify(s.events)).not.toContain(held.id);
    expect(JSON.stringify(b.events)).not.toContain(fromCarol.id);
    expect(JSON.stringify(c.events)).not.toContain(bob.userId);
    // Unblocked while the streams are open: from now on they see each other again.
    await bob.client.delete(`/api/blocks/${carol.userId}`);
    const again = await say(carol, 'Thank you for being here.');
    await b.until((s) => s.posts().some((p) => p.id === again.id));

    // Removing Carol ends her stream; the others are told to read the members again.
    await alice.client.delete(`/api/circles/${circleId}/members/${carol.userId}`);
    await c.until((s) => s.ended);
    await b.until((s) => s.events.some((e) => e.data.kind === 'members'));
    expect(c.events.some((e) => e.data.kind === 'members')).toBe(false);
    await a.close();
    await b.close();
    await settle(ctx.deps.live);
    expect(subscriptions(ctx.deps.live)).toBe(0);
  });

  it('tells a stream resuming from before the oldest kept event to reload', async () => {
    for (const word of ['Old one.', 'Old two.', 'Old three.']) await say(alice, word);
    const page = (await bob.client.get(`/api/circles/${circleId}/posts`)).body;
    const old = page.lastEventId - 3;
    // What the daily pruning does to events older than a week.
    await ctx.database.db.delete(liveEvents).where(lt(liveEvents.id, page.lastEventId - 1));
    const s = await stream(bob, '', { 'last-event-id': String(old) });
    await s.until((x) => x.events.length === 1);
    expect(s.events[0]).toEqual({ id: undefined, event: 'reload', data: { kind: 'reload' } });
    await say(alice, 'After the reload.');
    await s.until((x) => x.posts().length === 1);
    await s.close();
    await settle(ctx.deps.live);

    // A quiet circle whose own events were all pruned: a page read now resumes without a reload.
    const elsewhere = await recordLiveEvent(ctx.database.db, ctx.deps.live, {
      topic: 'circle:elsewhere',
      kind: 'members',
    });
    await ctx.database.db.delete(liveEvents).where(lt(liveEvents.id, elsewhere));
    const quiet = (await bob.client.get(`/api/circles/${circleId}/posts`)).body.lastEventId;
    const q = await stream(bob, `?after=${quiet}`);
    await say(alice, 'Still here.');
    await q.until((x) => x.posts().length === 1);
    expect(q.events.map((e) => e.event)).toEqual(['post']);
    await q.close();
    await settle(ctx.deps.live);
  });

  it('ends a stream whose client stopped reading, instead of holding every event for it (Node’s server)', async () => {
    // A response with no socket under it keeps every byte written: a client that never reads.
    const incoming = new IncomingMessage(new Socket());
    const headers = { cookie: bob.client.cookieHeader(), 'x-forwarded-for': bob.client.ip };
    Object.assign(incoming, { method: 'GET', url: `/api/streams/circles/${circleId}`, headers });
    const outgoing = new ServerResponse(incoming);
    const req = new Request(`http://localhost${incoming.url}`, { headers });
    const res = await ctx.app.fetch(req, { incoming, outgoing });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('x-hono-already-sent')).toBe('1');
    expect(outgoing.statusCode).toBe(200);
    expect(outgoing.getHeader('content-type')).toBe('text/event-stream');
    expect(subscriptions(ctx.deps.live)).toBe(1);
    const topic = `circle:${circleId}`;
    // One long post, sent again and again: each event is some 5 KB.
    const long = await say(alice, 'Remembering you today. '.repeat(215));
    while (!outgoing.destroyed && outgoing.writableLength <= MAX_BUFFERED_BYTES) {
      await recordLiveEvent(ctx.database.db, ctx.deps.live, { topic, kind: 'post', subjectId: long.id });
      await new Promise((r) => setImmediate(r));
    }
    await settle(ctx.deps.live);
    expect(outgoing.destroyed).toBe(true);
    expect(subscriptions(ctx.deps.live)).toBe(0);
  });

  it('ends a stream whose client stopped reading, instead of holding every event for it (app.request)', async () => {
    const res = await ctx.app.request(`/api/streams/circles/${circleId}`, {
      headers: { cookie: bob.client.cookieHeader(), 'x-forwarded-for': bob.client.ip },
    });
    expect(res.status).toBe(200);
    // Nobody reads `res`: the events pile up until the stream gives up on it.
    const topic = `circle:${circleId}`;
    for (let i = 0; i < MAX_PENDING_WRITES + 20; i++)
      await recordLiveEvent(ctx.database.db, ctx.deps.live, { topic, kind: 'post-removed', subjectId: circleId });
    await settle(ctx.deps.live);
    expect(subscriptions(ctx.deps.live)).toBe(0);
    await res.body!.cancel();
  });

  it('writes a heartbeat comment to every open stream from one shared timer', async () => {
    const streams = createCircleStreams(ctx.deps, 30);
    const pings = [0, 0];
    const sink = (i: number): StreamSink => ({
      send: () => undefined,
      ping: () => (pings[i]! += 1),
      end: () => undefined,
    });
    const reader = { userId: bob.userId, isCircleAdmin: false, isSiteAdmin: false, hidden: new Set<string>() };
    const closeA = await streams.open(circleId, reader, null, sink(0));
    const closeB = await streams.open(circleId, reader, null, sink(1));
    expect(streams.count()).toBe(2);
    expect(subscriptions(ctx.deps.live)).toBe(1); // one bus subscription per circle, not per stream
    await new Promise((r) => setTimeout(r, 100));
    expect(pings[0]).toBeGreaterThanOrEqual(2);
    expect(pings[1]).toBeGreaterThanOrEqual(2);
    closeA();
    closeB();
    expect(streams.count()).toBe(0);
    expect(subscriptions(ctx.deps.live)).toBe(0);
    const after = [...pings];
    await new Promise((r) => setTimeout(r, 100));
    expect(pings).toEqual(after);
  });

  it('reaches a stream open on a second instance of the app within a second', async () => {
    // Instance B: its own app, and on PostgreSQL its own bus (its own LISTEN connection).
    const busB = ctx.database.kind === 'postgres' ? createLiveBus(ctx.database) : ctx.deps.live;
    const appB = createApp({ ...ctx.deps, live: busB });
    try {
      const bobOnB = new TestClient({ ...ctx, app: appB });
      expect(
        (await bobOnB.post('/api/auth/sign-in', { email: bob.account.email, password: bob.account.password })).status,
      ).toBe(200);
      const res = await open(appB, bobOnB, `/api/streams/circles/${circleId}`);
      expect(res.status).toBe(200);
      const s = new CircleStream(res);
      await s.until((x) => x.comments.includes('open'));
      if ('ready' in busB) await (busB as unknown as { ready(): Promise<void> }).ready();
      const started = Date.now();
      const p = await say(alice, 'Across instances.');
      await s.until((x) => x.posts().some((q) => q.body === 'Across instances.'), 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect((s.events.at(-1)!.data as any).post.id).toBe(p.id);
      // Shutting instance B down ends its streams (their clients reconnect elsewhere).
      appB.endStreams();
      await s.until((x) => x.ended);
      await settle(busB);
      expect(subscriptions(busB)).toBe(0);
    } finally {
      if (busB !== ctx.deps.live) await busB.close();
    }
  });
});
