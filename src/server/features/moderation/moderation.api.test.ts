/**
 * Reports and the site's moderation queue through the real app (decision 035): who may report
 * what, once; the crisis email to site admins without the words; the queue's contents; removing,
 * dismissing and releasing, each logged and told to the circle's open streams.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CIRCLE_MSG, MODERATION_MSG, type ModerationQueue } from '@shared/schemas/circles';
import { circleMembers, circlePosts, contentReports, liveEvents, moderationLog } from '../../db/schema';
import { CATCH_UP } from '../../live/bus';
import type { PgLiveBus } from '../../live/pg-bus';
import { circleTopic } from '../../live/events';
import { runAdminCommand } from '../admin/admin.service';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { block, makeCircle, makePost } from './test-circles';

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof signedInClient>>;
let author: Person;
let member: Person;
let second: Person;
let outsider: Person;
let blocked: Person;
let removed: Person;
let admin: Person;
let circle: { id: string };
let posts: Record<'visible' | 'held' | 'removed' | 'other' | 'crisis2', { id: string }>;

const WORDS = 'I cannot see the point of going on any more';

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://fmn.example' });
  const person = (displayName: string) => signedInClient(ctx, { displayName });
  [author, member, second, outsider, blocked, removed, admin] = await Promise.all([
    person('Ada Author'),
    person('Mo Member'),
    person('Sam Second'),
    person('Otto Outsider'),
    person('Bea Blocked'),
    person('Rex Removed'),
    person('Ann Admin'),
  ]);
  await runAdminCommand(ctx.database.db, ['grant', admin.account.email]);
  const { db } = ctx.database;
  circle = await makeCircle(db, 'Parents after loss', author.userId, [
    member.userId,
    second.userId,
    blocked.userId,
    removed.userId,
  ]);
  await db
    .update(circleMembers)
    .set({ status: 'removed' })
    .where(and(eq(circleMembers.circleId, circle.id), eq(circleMembers.userId, removed.userId)));
  await block(db, author.userId, blocked.userId);
  const post = (authorId: string, body: string, status?: 'held' | 'removed') =>
    makePost(db, ctx.deps.live, {
      circleId: circle.id,
      authorId,
      body,
      status,
      holdReason: status === 'held' ? 'crisis' : undefined,
    });
  posts = {
    visible: await post(author.userId, WORDS),
    held: await post(author.userId, 'A held post that only its author sees', 'held'),
    removed: await post(author.userId, '', 'removed'),
    other: await post(member.userId, 'Thinking of you all today'),
    crisis2: await post(second.userId, 'Another heavy day', 'held'),
  };
});
afterAll(async () => {
  await ctx?.close();
});

const report = (c: TestClient, targetId: string, reason = 'harassment', details?: string) =>
  c.post('/api/reports', { targetKind: 'circle-post', targetId, reason, ...(details ? { details } : {}) });

const reportsOf = (postId: string) =>
  ctx.database.db.select().from(contentReports).where(eq(contentReports.targetId, postId));

describe('reporting a post', () => {
  it('is refused, and nothing stored, for anyone who cannot see the post or for bad input', async () => {
    expect((await report(new TestClient(ctx), posts.visible.id)).status).toBe(401);
    for (const [who, id] of [
      [outsider, posts.visible.id], // not a member
      [blocked, posts.visible.id], // blocked by the author
      [removed, posts.visible.id], // removed from the circle
      [member, posts.held.id], // held: only its author sees it
      [member, posts.removed.id], // removed: its words are gone
      [member, randomUUID()], // no such post
      [admin, posts.visible.id], // a site admin who is not in the circle reads it in the queue instead
    ] as const) {
      const res = await report(who.client, id);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: CIRCLE_MSG.postNotFound });
    }
    const own = await report(author.client, posts.visible.id);
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(MODERATION_MSG.cannotReportOwn);

    const bad = [
      { targetKind: 'circle-post', targetId: posts.visible.id, reason: 'boring' },
      { targetKind: 'circle-post', targetId: posts.visible.id, reason: 'spam', details: 'x'.repeat(501) },
      { targetKind: 'memorial', targetId: posts.visible.id, reason: 'spam' },
      { targetKind: 'circle-post', targetId: 'not-an-id', reason: 'spam' },
      { targetKind: 'circle-post', targetId: posts.visible.id, reason: 'spam', extra: true },
    ];
    const messages = [];
    for (const body of bad) {
      const res = await member.client.post('/api/reports', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      messages.push(res.body.error.message);
    }
    expect(messages.slice(0, 2)).toEqual([MODERATION_MSG.reportReasonInvalid, MODERATION_MSG.reportDetailsTooLong]);
    expect(await reportsOf(posts.visible.id)).toEqual([]);
  });

  it('is taken once per person per post; "someone may be in danger" tells the site admins without the words', async () => {
    const first = await report(member.client, posts.visible.id, 'crisis', 'They sounded so low');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String) });
    const again = await report(member.client, posts.visible.id, 'spam');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'ALREADY_REPORTED', message: MODERATION_MSG.alreadyReported });
    expect(await reportsOf(posts.visible.id)).toMatchObject([
      { reporterId: member.userId, reason: 'crisis', details: 'They sounded so low', status: 'open' },
    ]);

    const mails = await vi.waitFor(async () => {
      const found = await outboxMailsExceptConfirmation(ctx.outboxDir, admin.account.email);
      expect(found).toHaveLength(1);
      return found;
    });
    const mail = mails[0]!;
    expect(mail.subject).toBe(MODERATION_MSG.supportEmailSubject);
    expect(mail.text).toContain('"Parents after loss"');
    expect(mail.text).toContain('https://fmn.example/admin');
    expect(mail.raw).not.toContain('point of going on');
    expect(mail.raw).not.toContain('sounded so low');
    // Nobody else is told: not the reporter, not the author.
    expect(await outboxMailsExceptConfirmation(ctx.outboxDir, member.account.email)).toEqual([]);
    expect(await outboxMailsExceptConfirmation(ctx.outboxDir, author.account.email)).toEqual([]);
  });
});

describe('the site admins’ moderation queue', () => {
  const queue = async () => {
    const res = await admin.client.get<ModerationQueue>('/api/admin/moderation');
    expect(res.status).toBe(200);
    return res.body;
  };

  it('is for site admins only, before anything is read', async () => {
    expect((await new TestClient(ctx).get('/api/admin/moderation')).status).toBe(401);
    expect((await author.client.get('/api/admin/moderation')).status).toBe(403);
    expect(
      (await author.client.post(`/api/admin/moderation/posts/${posts.held.id}`, { action: 'release' })).status,
    ).toBe(403);
    expect(
      (await member.client.post(`/api/admin/moderation/reports/${randomUUID()}`, { action: 'dismiss' })).status,
    ).toBe(403);
    const [held] = await ctx.database.db.select().from(circlePosts).where(eq(circlePosts.id, posts.held.id));
    expect(held!.status).toBe('held');
  });

  it('lists open reports with their post, held posts of every circle, and acts on them with a log', async () => {
    // A second report of the same post, and one of another post.
    expect((await report(second.client, posts.visible.id, 'harmful')).status).toBe(201);
    expect((await report(author.client, posts.other.id, 'spam')).status).toBe(201);

    const before = await queue();
    expect(before.reports.map((r) => [r.reason, r.reporter?.name, r.post?.id])).toEqual([
      ['crisis', 'Mo Member', posts.visible.id],
      ['harmful', 'Sam Second', posts.visible.id],
      ['spam', 'Ada Author', posts.other.id],
    ]);
    expect(before.reports[0]!.post).toMatchObject({
      body: WORDS,
      status: 'visible',
      circle: { id: circle.id, name: 'Parents after loss' },
      author: { id: author.userId, name: 'Ada Author', email: author.account.email },
    });
    expect(before.heldPosts.map((p) => [p.id, p.holdReason, p.author.name])).toEqual([
      [posts.held.id, 'crisis', 'Ada Author'],
      [posts.crisis2.id, 'crisis', 'Sam Second'],
    ]);
    expect(before.log).toEqual([]);

    const told: number[] = [];
    // (PostgreSQL's bus may first say "catch up" as its listener connects: not an event.)
    const stop = ctx.deps.live.subscribe(circleTopic(circle.id), (id) => id !== CATCH_UP && told.push(id));
    // On PostgreSQL the listening connection opens with this first subscriber: what is notified
    // before it listens is only a "catch up", so the changes below wait for it.
    const live = ctx.deps.live as Partial<PgLiveBus>;
    if (live.ready) await live.ready();
    const events = () =>
      ctx.database.db
        .select({ id: liveEvents.id, kind: liveEvents.kind, subjectId: liveEvents.subjectId })
        .from(liveEvents)
        .where(eq(liveEvents.topic, circleTopic(circle.id)));
    const eventsBefore = (await events()).length;

    // Remove the reported post: its words go, and both of its reports are actioned.
    const crisisReport = before.reports[0]!.id;
    expect(
      (await admin.client.post(`/api/admin/moderation/reports/${crisisReport}`, { action: 'remove-post' })).status,
    ).toBe(204);
    const [gone] = await ctx.database.db.select().from(circlePosts).where(eq(circlePosts.id, posts.visible.id));
    expect(gone).toMatchObject({ status: 'removed', body: '' });
    expect((await reportsOf(posts.visible.id)).map((r) => [r.status, r.resolvedBy])).toEqual([
      ['actioned', admin.userId],
      ['actioned', admin.userId],
    ]);
    // Resolved already: a second click (or a second admin) finds nothing.
    const twice = await admin.client.post(`/api/admin/moderation/reports/${crisisReport}`, { action: 'dismiss' });
    expect(twice.status).toBe(404);
    expect(twice.body.error.message).toBe(MODERATION_MSG.reportNotFound);

    // Dismiss: the post stays.
    const spam = before.reports[2]!.id;
    // Two admins at once (two clicks, two tabs): one acts, the other finds it done.
    const both = await Promise.all(
      [1, 2].map(() => admin.client.post(`/api/admin/moderation/reports/${spam}`, { action: 'dismiss' })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([204, 404]);
    expect((await reportsOf(posts.other.id)).map((r) => r.status)).toEqual(['dismissed']);
    const [other] = await ctx.database.db.select().from(circlePosts).where(eq(circlePosts.id, posts.other.id));
    expect(other).toMatchObject({ status: 'visible', body: 'Thinking of you all today' });

    // Held posts: release one, remove the other; only a held post can be.
    expect(
      (await admin.client.post(`/api/admin/moderation/posts/${posts.held.id}`, { action: 'release' })).status,
    ).toBe(204);
    expect(
      (await admin.client.post(`/api/admin/moderation/posts/${posts.crisis2.id}`, { action: 'remove' })).status,
    ).toBe(204);
    for (const id of [posts.held.id, posts.other.id, randomUUID()]) {
      const res = await admin.client.post(`/api/admin/moderation/posts/${id}`, { action: 'release' });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(CIRCLE_MSG.postNotFound);
    }
    const rows = await ctx.database.db.select().from(circlePosts).where(eq(circlePosts.circleId, circle.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(posts.held.id)).toMatchObject({ status: 'visible', holdReason: null });
    expect(byId.get(posts.crisis2.id)).toMatchObject({ status: 'removed', body: '', holdReason: null });

    // Bad input: a clear 4xx, nothing changed.
    for (const [path, body, status] of [
      [`/api/admin/moderation/posts/${posts.other.id}`, { action: 'delete' }, 400],
      [`/api/admin/moderation/reports/${spam}`, {}, 400],
      ['/api/admin/moderation/posts/not-an-id', { action: 'remove' }, 404],
      ['/api/admin/moderation/reports/not-an-id', { action: 'dismiss' }, 404],
    ] as const) {
      const res = await admin.client.post(path, body);
      expect(res.status, path).toBe(status);
      expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const [still] = await ctx.database.db.select().from(circlePosts).where(eq(circlePosts.id, posts.other.id));
    expect(still!.status).toBe('visible');

    // The circle's streams were told each change, after it was committed.
    const newEvents = (await events()).slice(eventsBefore);
    expect(newEvents.map((e) => [e.kind, e.subjectId])).toEqual([
      ['post-removed', posts.visible.id],
      ['post', posts.held.id],
      ['post-removed', posts.crisis2.id],
    ]);
    await vi.waitFor(() => expect(told).toEqual(newEvents.map((e) => e.id)));
    stop();

    const after = await queue();
    expect(after.reports).toEqual([]);
    expect(after.heldPosts).toEqual([]);
    expect(after.log.map((e) => [e.action, e.actor?.name, e.postId])).toEqual([
      ['post.remove', 'Ann Admin', posts.crisis2.id],
      ['post.release', 'Ann Admin', posts.held.id],
      ['report.dismiss', 'Ann Admin', posts.other.id],
      ['report.action', 'Ann Admin', posts.visible.id],
    ]);
    expect(after.log[3]).toMatchObject({ circleId: circle.id, targetUserId: author.userId });
    // The log holds ids and action codes, never words.
    const logRows = await ctx.database.db.select().from(moderationLog);
    expect(JSON.stringify(logRows)).not.toContain('point of going on');
  });
});
