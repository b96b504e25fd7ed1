/**
 * Support circles through the API (decision 035): one shared context and a few journeys that each
 * cover a lot. Finding and joining (public, private by invitation, requests), the admin's
 * moderation, posts with the crisis screen and its emails, blocks, bad input, and account deletion.
 * Streams are in circles.live.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CIRCLE_MSG,
  MODERATION_MSG,
  MUTED_INDEFINITELY_UNTIL,
  type CircleDetail,
  type CirclePost,
} from '@shared/schemas/circles';
import { MSG } from '@shared/messages';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import { circleMembers, circlePosts, moderationLog, supportCircles, user } from '../../db/schema';
import { runAdminCommand } from '../admin/admin.service';
import { deleteAccountNow } from '../account-deletion/account-deletion.service';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { SCREEN_CONTEXT_HOURS } from './circle-safety';

type Person = Awaited<ReturnType<typeof signedInClient>>;

let ctx: TestContext;
let alice: Person; // creates circles (monthly plan)
let bob: Person;
let carol: Person;
let sam: Person; // a site admin
let anonymous: TestClient;

const person = async (plan?: string) => {
  const p = await signedInClient(ctx);
  if (plan) await runAdminCommand(ctx.database.db, ['plan', p.account.email, plan]);
  return p;
};

async function newCircle(by: Person, body: Record<string, unknown> = {}): Promise<CircleDetail> {
  const res = await by.client.post('/api/circles', { name: 'Losing a parent', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.circle;
}

async function post(by: Person, circleId: string, body: string, extra: Record<string, unknown> = {}) {
  return by.client.post(`/api/circles/${circleId}/posts`, { body, ...extra });
}

const posts = async (by: Person, circleId: string) => {
  const res = await by.client.get(`/api/circles/${circleId}/posts`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { posts: CirclePost[]; pinned: CirclePost[]; nextCursor: string | null; lastEventId: number };
};

const logOf = (circleId: string) =>
  ctx.database.db.select().from(moderationLog).where(eq(moderationLog.circleId, circleId));

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await person('monthly');
  bob = await person();
  carol = await person();
  sam = await person();
  await runAdminCommand(ctx.database.db, ['grant', sam.account.email]);
  anonymous = new TestClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('support circles', () => {
  it('lists, creates, joins, talks and leaves a public circle', async () => {
    // Signed out: 401 everywhere, before anything is read.
    expect((await anonymous.get('/api/circles')).status).toBe(401);
    expect((await anonymous.post('/api/circles', { name: 'x' })).status).toBe(401);

    // A free account without a trial may not create one.
    const free = await person();
    await ctx.database.db.execute(
      // The trial every account starts with has ended.
      (await import('drizzle-orm'))
        .sql`update subscriptions set trial_expires_at = now() - interval '1 day' where user_id = ${free.userId}`,
    );
    const refused = await free.client.post('/api/circles', { name: 'Mine' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PREMIUM_FEATURE');
    expect((await free.client.get('/api/circles')).body.canCreate).toBe(false);

    // Bad input: 400 with the spec's words, and nothing stored.
    const before = (await ctx.database.db.select().from(supportCircles)).length;
    for (const [body, message] of [
      [{ name: '' }, CIRCLE_MSG.nameRequired],
      [{ name: '   ' }, CIRCLE_MSG.nameRequired],
      [{ name: 'x'.repeat(101) }, CIRCLE_MSG.nameTooLong],
      [{ name: 'Ok', description: 'd'.repeat(501) }, CIRCLE_MSG.descriptionTooLong],
      [{ name: 'Ok', circleType: 'pet_loss' }, CIRCLE_MSG.typeInvalid],
      [{ name: 'Ok', isPrivate: 'yes' }, undefined],
      [{ name: 'Ok', extra: 1 }, undefined],
    ] as const) {
      const res = await alice.client.post('/api/circles', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.error.message).toBe(message);
    }
    expect(
      (await alice.client.request('POST', '/api/circles', '{"name":', { 'content-type': 'application/json' })).status,
    ).toBe(400);
    expect((await ctx.database.db.select().from(supportCircles)).length).toBe(before);

    const circle = await newCircle(alice, { circleType: 'parent_loss', description: 'For those who lost a parent.' });
    expect(circle).toMatchObject({
      name: 'Losing a parent',
      circleType: 'parent_loss',
      isPrivate: false,
      memberCount: 1,
      membership: { role: 'admin', status: 'active', mutedUntil: null },
      settings: { requiresApproval: false, holdNewAccountPosts: false },
    });

    // Bob sees the header and the list, but not the conversation until he joins.
    const list = (await bob.client.get('/api/circles')).body;
    expect(list.circles.find((c: any) => c.id === circle.id)).toMatchObject({
      membership: null,
      memberCount: 1,
      requiresApproval: false,
    });
    const header = (await bob.client.get(`/api/circles/${circle.id}`)).body.circle;
    expect(header.settings).toBeNull();
    expect((await bob.client.get(`/api/circles/${circle.id}/posts`)).status).toBe(404);
    expect((await bob.client.get(`/api/circles/${circle.id}/members`)).status).toBe(404);
    expect((await post(bob, circle.id, 'Hello')).status).toBe(404);

    const joined = await bob.client.post(`/api/circles/${circle.id}/join`, {});
    expect(joined.status).toBe(200);
    expect(joined.body.circle).toMatchObject({ memberCount: 2, membership: { role: 'member', status: 'active' } });
    const again = await bob.client.post(`/api/circles/${circle.id}/join`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_MEMBER');

    // Posts: empty, too long, HTML kept as text; replies one level deep.
    expect((await post(bob, circle.id, '')).body.error.message).toBe(CIRCLE_MSG.postRequired);
    expect((await post(bob, circle.id, '  \n ')).status).toBe(400);
    const long = await post(bob, circle.id, 'x'.repeat(5001));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(CIRCLE_MSG.postTooLong);
    expect((await post(bob, circle.id, 'x'.repeat(5000))).status).toBe(201);
    const html = '<b>Mum</b> loved her <i>garden</i>. <script>alert(1)</script>';
    const first = await post(bob, circle.id, html);
    expect(first.status).toBe(201);
    expect(first.body.post).toMatchObject({
      body: html,
      status: 'visible',
      parentId: null,
      author: { id: bob.userId, name: bob.account.displayName },
      canRemove: true,
    });
    expect(first.body.support).toBeUndefined();
    const reply = await post(alice, circle.id, 'I am so glad you are here.', { parentId: first.body.post.id });
    expect(reply.status).toBe(201);
    const replyToReply = await post(bob, circle.id, 'Thank you.', { parentId: reply.body.post.id });
    expect(replyToReply.body.post.parentId).toBe(first.body.post.id);
    expect((await post(bob, circle.id, 'Hi', { parentId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await post(bob, circle.id, 'Hi', { parentId: 'nope' })).status).toBe(400);

    const page = await posts(alice, circle.id);
    expect(page.posts.map((p) => p.body).slice(0, 3)).toEqual(['Thank you.', 'I am so glad you are here.', html]);
    expect(page.posts.find((p) => p.author.id === bob.userId)!.canRemove).toBe(true); // the circle admin
    expect((await posts(bob, circle.id)).posts.find((p) => p.author.id === alice.userId)!.canRemove).toBe(false);
    expect(page.lastEventId).toBeGreaterThan(0);
    const [seen] = await ctx.database.db
      .select({ id: circleMembers.lastSeenEventId })
      .from(circleMembers)
      .where(and(eq(circleMembers.circleId, circle.id), eq(circleMembers.userId, alice.userId)));
    expect(seen!.id).toBe(page.lastEventId);

    // Members: names of co-members; email never.
    const members = (await bob.client.get(`/api/circles/${circle.id}/members`)).body;
    expect(members.members.map((m: any) => [m.id, m.role])).toEqual([
      [alice.userId, 'admin'],
      [bob.userId, 'member'],
    ]);
    expect(JSON.stringify(members)).not.toContain(alice.account.email);
    expect(members.requests).toBeNull();

    // The admin must hand on before leaving; a member just leaves (and may come back to a public circle).
    const adminLeaves = await alice.client.post(`/api/circles/${circle.id}/leave`);
    expect(adminLeaves.status).toBe(409);
    expect(adminLeaves.body.error).toMatchObject({ code: 'ADMIN_MUST_HAND_ON', message: CIRCLE_MSG.adminMustHandOn });
    expect((await bob.client.post(`/api/circles/${circle.id}/leave`)).status).toBe(204);
    expect((await bob.client.get(`/api/circles/${circle.id}/posts`)).status).toBe(404);
    expect((await bob.client.post(`/api/circles/${circle.id}/leave`)).status).toBe(404);
    expect((await bob.client.post(`/api/circles/${circle.id}/join`, {})).status).toBe(200);

    // Handing on: the two swap; then the old admin may leave.
    expect((await alice.client.post(`/api/circles/${circle.id}/admin`, { userId: alice.userId })).status).toBe(400);
    expect((await alice.client.post(`/api/circles/${circle.id}/admin`, { userId: carol.userId })).status).toBe(404);
    expect((await alice.client.post(`/api/circles/${circle.id}/admin`, { userId: bob.userId })).status).toBe(204);
    expect((await bob.client.get(`/api/circles/${circle.id}`)).body.circle.membership.role).toBe('admin');
    expect((await alice.client.patch(`/api/circles/${circle.id}`, { name: 'Mine again' })).body.error.code).toBe(
      'NOT_CIRCLE_ADMIN',
    );
    expect((await alice.client.post(`/api/circles/${circle.id}/leave`)).status).toBe(204);
    expect((await logOf(circle.id)).map((l) => l.action)).toContain('circle.admin-handed-on');

    // The admin alone may leave: the circle goes.
    expect((await bob.client.post(`/api/circles/${circle.id}/leave`)).status).toBe(204);
    expect((await bob.client.get(`/api/circles/${circle.id}`)).status).toBe(404);
  });

  it('keeps private circles to members and invitation links; requests wait for the admin', async () => {
    const circle = await newCircle(alice, { name: 'Parents after suicide, Leeds', isPrivate: true });
    // Not listed, not found, not joinable without a link: exactly like a circle that does not exist.
    expect((await carol.client.get('/api/circles')).body.circles.map((c: any) => c.id)).not.toContain(circle.id);
    const hidden = await carol.client.get(`/api/circles/${circle.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe(CIRCLE_MSG.notFound);
    const missing = await carol.client.get('/api/circles/00000000-0000-4000-8000-000000000000');
    expect(missing.body).toEqual(hidden.body);
    expect((await carol.client.post(`/api/circles/${circle.id}/join`, {})).status).toBe(404);
    expect((await carol.client.post(`/api/circles/${circle.id}/join`, { invitation: 'guessed' })).status).toBe(404);
    expect((await carol.client.post(`/api/circles/${circle.id}/invitations`)).status).toBe(404);

    // Only the admin makes links.
    const made = await alice.client.post(`/api/circles/${circle.id}/invitations`);
    expect(made.status).toBe(201);
    const url = new URL(made.body.url);
    expect(url.pathname).toBe(`/support-circles/${circle.id}`);
    const token = url.searchParams.get('invite')!;
    expect(new Date(made.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(13 * 24 * 3600_000);

    const preview = await carol.client.get(`/api/circle-invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.circle).toMatchObject({ id: circle.id, name: circle.name, isPrivate: true, membership: null });
    expect((await carol.client.get(`/api/circles/${circle.id}?invite=${token}`)).status).toBe(200);
    const bad = await carol.client.get('/api/circle-invitations/not-a-token');
    expect(bad.status).toBe(404);
    expect(bad.body.error).toMatchObject({ code: 'INVITATION_INVALID', message: CIRCLE_MSG.inviteInvalid });
    expect((await anonymous.get(`/api/circle-invitations/${token}`)).status).toBe(401);

    // With approval on, joining becomes a request the admin lets in or declines.
    expect((await alice.client.patch(`/api/circles/${circle.id}`, { requiresApproval: true })).status).toBe(200);
    expect((await alice.client.patch(`/api/circles/${circle.id}`, {})).body.error.message).toBe(
      CIRCLE_MSG.nothingToUpdate,
    );
    // The invitation says so before joining ("Ask to Join").
    expect((await carol.client.get(`/api/circle-invitations/${token}`)).body.circle.requiresApproval).toBe(true);
    const asked = await carol.client.post(`/api/circles/${circle.id}/join`, { invitation: token });
    expect(asked.status).toBe(200);
    expect(asked.body.circle.membership).toMatchObject({ status: 'requested' });
    // A requester sees the header but not the conversation.
    expect((await carol.client.get(`/api/circles/${circle.id}`)).status).toBe(200);
    expect((await carol.client.get(`/api/circles/${circle.id}/posts`)).status).toBe(404);
    const dave = await person();
    expect((await dave.client.post(`/api/circles/${circle.id}/join`, { invitation: token })).status).toBe(200);
    const requests = (await alice.client.get(`/api/circles/${circle.id}/members`)).body.requests;
    expect(requests.map((r: any) => r.id).sort()).toEqual([carol.userId, dave.userId].sort());
    expect((await bob.client.post(`/api/circles/${circle.id}/requests/${carol.userId}/approve`)).status).toBe(404);
    expect((await alice.client.post(`/api/circles/${circle.id}/requests/${carol.userId}/approve`)).status).toBe(204);
    expect((await alice.client.post(`/api/circles/${circle.id}/requests/${dave.userId}/decline`)).status).toBe(204);
    expect((await alice.client.post(`/api/circles/${circle.id}/requests/${dave.userId}/decline`)).status).toBe(404);
    expect((await carol.client.get(`/api/circles/${circle.id}/posts`)).status).toBe(200);
    expect((await dave.client.get(`/api/circles/${circle.id}`)).status).toBe(404);

    // A revoked link no longer works.
    expect((await alice.client.delete(`/api/circles/${circle.id}/invitations/${made.body.id}`)).status).toBe(204);
    expect((await dave.client.get(`/api/circle-invitations/${token}`)).status).toBe(404);
    expect((await dave.client.post(`/api/circles/${circle.id}/join`, { invitation: token })).status).toBe(404);
    expect((await alice.client.delete(`/api/circles/${circle.id}/invitations/${made.body.id}`)).status).toBe(404);
    const actions = (await logOf(circle.id)).map((l) => l.action).sort();
    expect(actions).toEqual(['circle.update', 'member.approve', 'member.decline']);
  });

  it('lets the circle admin moderate: pin, remove, mute, remove a member, hold new accounts', async () => {
    const circle = await newCircle(alice, { name: 'Partners' });
    await bob.client.post(`/api/circles/${circle.id}/join`, {});
    await carol.client.post(`/api/circles/${circle.id}/join`, {});
    const p = (await post(bob, circle.id, 'A memory of him.')).body.post as CirclePost;

    // Members who are not the admin: 403 NOT_CIRCLE_ADMIN; a stranger to a public circle the same.
    for (const path of [`posts/${p.id}/pin`, `members/${bob.userId}/unmute`]) {
      const res = await carol.client.post(`/api/circles/${circle.id}/${path}`);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'NOT_CIRCLE_ADMIN', message: CIRCLE_MSG.notAdmin });
    }
    expect((await carol.client.delete(`/api/circles/${circle.id}/posts/${p.id}`)).status).toBe(403);
    expect((await carol.client.delete(`/api/circles/${circle.id}/members/${bob.userId}`)).status).toBe(403);

    const pinned = await alice.client.post(`/api/circles/${circle.id}/posts/${p.id}/pin`);
    expect(pinned.body.post.pinned).toBe(true);
    expect((await posts(carol, circle.id)).pinned.map((x) => x.id)).toEqual([p.id]);
    await alice.client.post(`/api/circles/${circle.id}/posts/${p.id}/unpin`);
    expect((await posts(carol, circle.id)).pinned).toEqual([]);

    // Removing a post keeps its place without its words.
    expect((await alice.client.delete(`/api/circles/${circle.id}/posts/${p.id}`)).status).toBe(204);
    const gone = (await posts(carol, circle.id)).posts.find((x) => x.id === p.id)!;
    expect(gone).toMatchObject({ status: 'removed', body: '', canRemove: false });
    const [stored] = await ctx.database.db.select().from(circlePosts).where(eq(circlePosts.id, p.id));
    expect(stored!.body).toBe('');
    expect((await alice.client.delete(`/api/circles/${circle.id}/posts/${p.id}`)).status).toBe(404);
    // The author removes their own (not a moderator action).
    const own = (await post(carol, circle.id, 'Never mind.')).body.post;
    expect((await carol.client.delete(`/api/circles/${circle.id}/posts/${own.id}`)).status).toBe(204);

    // Mute: reads, cannot post; for a time or until unmuted.
    expect(
      (await alice.client.post(`/api/circles/${circle.id}/members/${bob.userId}/mute`, { minutes: 0 })).status,
    ).toBe(400);
    expect(
      (await alice.client.post(`/api/circles/${circle.id}/members/${bob.userId}/mute`, { minutes: 60 })).status,
    ).toBe(204);
    const muted = await post(bob, circle.id, 'Hello?');
    expect(muted.status).toBe(403);
    expect(muted.body.error.code).toBe('CIRCLE_MUTED');
    expect((await bob.client.get(`/api/circles/${circle.id}/posts`)).status).toBe(200);
    expect((await bob.client.get(`/api/circles/${circle.id}`)).body.circle.membership.mutedUntil).not.toBeNull();
    ctx.setNow(new Date(Date.now() + 61 * 60_000));
    expect((await post(bob, circle.id, 'An hour later.')).status).toBe(201);
    ctx.setNow(null);
    await alice.client.post(`/api/circles/${circle.id}/members/${bob.userId}/mute`, { minutes: null });
    const forever = await post(bob, circle.id, 'Hello?');
    expect(forever.body.error).toMatchObject({ code: 'CIRCLE_MUTED', message: CIRCLE_MSG.mutedIndefinitely });
    const list = (await alice.client.get(`/api/circles/${circle.id}/members`)).body.members;
    expect(list.find((m: any) => m.id === bob.userId).mutedUntil).toBe(MUTED_INDEFINITELY_UNTIL);
    expect((await alice.client.post(`/api/circles/${circle.id}/members/${bob.userId}/unmute`)).status).toBe(204);
    expect((await post(bob, circle.id, 'Back.')).status).toBe(201);

    // Removing a member: cannot post (403), cannot read (404), cannot rejoin.
    expect((await alice.client.delete(`/api/circles/${circle.id}/members/${alice.userId}`)).status).toBe(400);
    expect((await alice.client.delete(`/api/circles/${circle.id}/members/${bob.userId}`)).status).toBe(204);
    const removed = await post(bob, circle.id, 'Let me in');
    expect(removed.status).toBe(403);
    expect(removed.body.error).toMatchObject({ code: 'CIRCLE_REMOVED', message: CIRCLE_MSG.removedFromCircle });
    expect((await bob.client.get(`/api/circles/${circle.id}/posts`)).status).toBe(404);
    expect((await bob.client.post(`/api/circles/${circle.id}/join`, {})).body.error.code).toBe('CIRCLE_REMOVED');
    expect(
      (await alice.client.get(`/api/circles/${circle.id}/members`)).body.members.map((m: any) => m.id),
    ).not.toContain(bob.userId);

    // New accounts' posts wait for approval until one is approved; the admin sees them, others do not.
    await alice.client.patch(`/api/circles/${circle.id}`, { holdNewAccountPosts: true });
    const held = await post(carol, circle.id, 'My first words here.');
    expect(held.body.post).toMatchObject({ status: 'held', holdReason: 'approval' });
    expect((await posts(alice, circle.id)).posts.map((x) => x.id)).toContain(held.body.post.id);
    const dave = await person();
    await dave.client.post(`/api/circles/${circle.id}/join`, {});
    expect((await posts(dave, circle.id)).posts.map((x) => x.id)).not.toContain(held.body.post.id);
    expect((await dave.client.post(`/api/circles/${circle.id}/posts/${held.body.post.id}/approve`)).status).toBe(403);
    const approved = await alice.client.post(`/api/circles/${circle.id}/posts/${held.body.post.id}/approve`);
    expect(approved.body.post).toMatchObject({ status: 'visible', holdReason: null });
    expect((await posts(dave, circle.id)).posts.map((x) => x.id)).toContain(held.body.post.id);
    expect((await post(carol, circle.id, 'Hello again, everyone.')).body.post.status).toBe('visible');
    // An older account is not held.
    await ctx.database.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 3600_000) })
      .where(eq(user.id, dave.userId));
    expect((await post(dave, circle.id, 'Hello all.')).body.post.status).toBe('visible');

    const actions = (await logOf(circle.id)).map((l) => l.action).sort();
    expect(actions).toEqual(
      [
        'post.pin',
        'post.unpin',
        'post.remove',
        'member.mute',
        'member.mute',
        'member.unmute',
        'member.remove',
        'circle.update',
        'post.approve',
      ].sort(),
    );
    // The log holds ids and codes, never words.
    expect(JSON.stringify(await logOf(circle.id))).not.toContain('memory');

    // Deleting the circle: admin only, then gone for everyone.
    expect((await carol.client.delete(`/api/circles/${circle.id}`)).status).toBe(403);
    expect((await alice.client.delete(`/api/circles/${circle.id}`)).status).toBe(204);
    expect((await carol.client.get(`/api/circles/${circle.id}`)).status).toBe(404);
  });

  it('holds a crisis post, shows its author help, and emails the admins once, without the words', async () => {
    const circle = await newCircle(alice, { name: 'Night owls' });
    await bob.client.post(`/api/circles/${circle.id}/join`, {});
    await carol.client.post(`/api/circles/${circle.id}/join`, {});
    const words = 'I have the pills and tonight is the night';
    const res = await bob.client.request(
      'POST',
      `/api/circles/${circle.id}/posts`,
      { body: words },
      {
        'accept-language': 'en-GB,en;q=0.8',
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({ status: 'held', holdReason: 'crisis', body: words });
    expect(res.body.support.risk).toBe('crisis');
    expect(res.body.support.helplines[0].name).toBe('Samaritans');
    // Only its author sees it; not even the circle admin.
    expect((await posts(bob, circle.id)).posts.map((p) => p.id)).toContain(res.body.post.id);
    expect((await posts(carol, circle.id)).posts.map((p) => p.id)).not.toContain(res.body.post.id);
    expect((await posts(alice, circle.id)).posts.map((p) => p.id)).not.toContain(res.body.post.id);
    expect((await alice.client.post(`/api/circles/${circle.id}/posts/${res.body.post.id}/approve`)).status).toBe(404);
    const log = await logOf(circle.id);
    expect(log).toEqual([
      expect.objectContaining({ action: 'post.hold-crisis', actorId: null, postId: res.body.post.id }),
    ]);

    // The emails: one to the circle admin (circle link) and one to each site admin (/admin); never the words.
    const mailsOf = async (p: Person) => {
      for (let i = 0; i < 100; i++) {
        const m = (await outboxMailsExceptConfirmation(ctx.outboxDir, p.account.email)).filter(
          (x) => x.subject === MODERATION_MSG.supportEmailSubject,
        );
        if (m.length) return m;
        await new Promise((r) => setTimeout(r, 20));
      }
      return [];
    };
    const [toAdmin] = await mailsOf(alice);
    expect(toAdmin!.text).toContain(MODERATION_MSG.supportEmailBody('Night owls'));
    expect(toAdmin!.text).toContain(`${ctx.deps.config.publicUrl}/support-circles/${circle.id}`);
    const [toSite] = await mailsOf(sam);
    expect(toSite!.text).toContain(`${ctx.deps.config.publicUrl}/admin`);
    for (const m of [toAdmin!, toSite!]) {
      expect(m.raw).not.toContain('pills');
      expect(m.raw).not.toContain(bob.account.displayName);
    }
    expect(await mailsOf(alice)).toHaveLength(1);
    expect((await outboxMailsExceptConfirmation(ctx.outboxDir, carol.account.email)).length).toBe(0);

    // Concern: shared, with a gentle note for its author alone.
    const concern = await post(carol, circle.id, 'Some days I wish I could just disappear');
    expect(concern.body.post.status).toBe('visible');
    expect(concern.body.support).toEqual({ risk: 'concern' });
    expect((await posts(alice, circle.id)).posts.map((p) => p.id)).toContain(concern.body.post.id);

    // The crisis raises its author's next post for a few hours (the screen reads it with the one
    // before), then no longer: a later ordinary post is shared.
    const soon = await post(bob, circle.id, 'Does anyone have tips for the first Christmas?');
    expect(soon.body.post).toMatchObject({ status: 'held', holdReason: 'crisis' });
    try {
      ctx.setNow(new Date(Date.now() + (SCREEN_CONTEXT_HOURS + 1) * 3_600_000));
      const later = await post(bob, circle.id, 'Does anyone have tips for the first Christmas?');
      expect(later.status, JSON.stringify(later.body)).toBe(201);
      expect(later.body.post).toMatchObject({ status: 'visible', holdReason: null });
    } finally {
      ctx.setNow(null);
    }
  });

  it('hides blocked people both ways, in posts and members', async () => {
    const circle = await newCircle(alice, { name: 'Siblings' });
    await bob.client.post(`/api/circles/${circle.id}/join`, {});
    await carol.client.post(`/api/circles/${circle.id}/join`, {});
    const fromBob = (await post(bob, circle.id, 'From Bob.')).body.post;
    const fromCarol = (await post(carol, circle.id, 'From Carol.')).body.post;

    expect((await anonymous.get('/api/blocks')).status).toBe(401);
    const self = await bob.client.post('/api/blocks', { userId: bob.userId });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(MODERATION_MSG.cannotBlockSelf);
    expect((await bob.client.post('/api/blocks', { userId: 'x' })).status).toBe(400);
    expect((await bob.client.post('/api/blocks', { userId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await bob.client.post('/api/blocks', { userId: carol.userId })).status).toBe(204);
    expect((await bob.client.post('/api/blocks', { userId: carol.userId })).status).toBe(204);
    const blocks = (await bob.client.get('/api/blocks')).body;
    expect(blocks.blocked).toEqual([
      { id: carol.userId, name: carol.account.displayName, blockedAt: expect.any(String) },
    ]);
    expect((await carol.client.get('/api/blocks')).body.blocked).toEqual([]);

    const bobSees = (await posts(bob, circle.id)).posts.map((p) => p.id);
    const carolSees = (await posts(carol, circle.id)).posts.map((p) => p.id);
    expect(bobSees).not.toContain(fromCarol.id);
    expect(carolSees).not.toContain(fromBob.id);
    expect((await posts(alice, circle.id)).posts.map((p) => p.id)).toEqual(
      expect.arrayContaining([fromBob.id, fromCarol.id]),
    );
    const members = (await carol.client.get(`/api/circles/${circle.id}/members`)).body.members.map((m: any) => m.id);
    expect(members).not.toContain(bob.userId);
    // Replying to a hidden post: not found.
    expect((await post(carol, circle.id, 'Re', { parentId: fromBob.id })).status).toBe(404);

    expect((await bob.client.delete(`/api/blocks/${carol.userId}`)).status).toBe(204);
    expect((await bob.client.delete(`/api/blocks/${carol.userId}`)).status).toBe(404);
    expect((await posts(bob, circle.id)).posts.map((p) => p.id)).toContain(fromCarol.id);
  });

  it('a site admin may remove any post; bad ids answer 404', async () => {
    const circle = await newCircle(alice, { name: 'Private grief', isPrivate: true });
    const p = (await post(alice, circle.id, 'Mine.')).body.post;
    expect((await carol.client.delete(`/api/circles/${circle.id}/posts/${p.id}`)).status).toBe(404);
    expect((await sam.client.delete(`/api/circles/${circle.id}/posts/${p.id}`)).status).toBe(204);
    expect((await logOf(circle.id)).map((l) => [l.action, l.actorId])).toEqual([['post.remove', sam.userId]]);
    expect((await alice.client.get('/api/circles/not-a-uuid')).status).toBe(404);
    expect((await alice.client.get(`/api/circles/${circle.id}/posts?before=zzz`)).status).toBe(400);
    expect((await alice.client.post(`/api/circles/${circle.id}/posts/not-a-uuid/pin`)).status).toBe(404);
    expect(MSG.http.notFound).toBeTruthy();
  });

  it('passes a deleted admin’s circles to the longest-standing member, or deletes them', async () => {
    const leaver = await person('monthly');
    const kept = await newCircle(leaver, { name: 'Kept' });
    const alone = await newCircle(leaver, { name: 'Alone' });
    await bob.client.post(`/api/circles/${kept.id}/join`, {});
    await carol.client.post(`/api/circles/${kept.id}/join`, {});
    const p = (await post(leaver, kept.id, 'My words.')).body.post;
    expect(await deleteAccountNow(ctx.deps, leaver.userId)).toBe(true);

    const header = (await bob.client.get(`/api/circles/${kept.id}`)).body.circle;
    expect(header).toMatchObject({ memberCount: 2, membership: { role: 'admin' } });
    expect((await carol.client.get(`/api/circles/${kept.id}`)).body.circle.membership.role).toBe('member');
    expect((await posts(bob, kept.id)).posts.map((x) => x.id)).not.toContain(p.id);
    const remaining = await ctx.database.db.select().from(supportCircles).where(eq(supportCircles.id, alone.id));
    expect(remaining).toEqual([]);
  });
});

describe('the crisis screen on a circle’s name and description (decision 045)', () => {
  const CRISIS = "I want to die, nobody would miss me. I'm ending it tonight";
  const mailsTo = async (p: Person) =>
    (await outboxMailsExceptConfirmation(ctx.outboxDir, p.account.email)).filter(
      (x) => x.subject === MODERATION_MSG.supportEmailSubject && x.text.includes(SAFETY_ADMIN_MSG.circleWordsEmailBody),
    );
  const waitForMails = async (p: Person) => {
    for (let i = 0; i < 100; i++) {
      const m = await mailsTo(p);
      if (m.length) return m;
      await new Promise((r) => setTimeout(r, 20));
    }
    return [];
  };

  it('saves a circle named in crisis as written, gives its writer help lines, and tells the site admins without the words', async () => {
    const before = (await mailsTo(sam)).length;
    const res = await alice.client.request(
      'POST',
      '/api/circles',
      { name: CRISIS, description: 'Goodbye everyone' },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.circle).toMatchObject({ name: CRISIS, description: 'Goodbye everyone' });
    expect(res.body.support.risk).toBe('crisis');
    expect(res.body.support.helplines[0].country).toBe('United Kingdom');
    const [row] = await ctx.database.db.select().from(supportCircles).where(eq(supportCircles.id, res.body.circle.id));
    expect(row!.name).toBe(CRISIS);
    // Nothing is held: the circle is listed as it was written.
    const listed = (await bob.client.get('/api/circles')).body.circles.map((c: { id: string }) => c.id);
    expect(listed).toContain(res.body.circle.id);

    expect(await logOf(res.body.circle.id)).toEqual([
      expect.objectContaining({ action: 'circle.words-crisis', actorId: null, targetUserId: alice.userId }),
    ]);
    const mails = await waitForMails(sam);
    expect(mails.length).toBe(before + 1);
    for (const m of mails) {
      expect(m.raw).not.toContain('nobody would miss me');
      expect(m.raw).not.toContain(alice.account.displayName);
    }
    // The writer is not emailed about their own words.
    expect(await mailsTo(alice)).toHaveLength(0);
  });

  it('reads a rename and a new description, gives a gentle note for a worry, and nothing for a grief name', async () => {
    const grief = await alice.client.post('/api/circles', {
      name: 'Parents after suicide',
      description: 'For those whose child died by suicide. We talk about the funeral, the ashes, the anniversaries.',
    });
    expect(grief.status).toBe(201);
    expect(grief.body).not.toHaveProperty('support');
    const id = grief.body.circle.id as string;

    const settings = await alice.client.patch(`/api/circles/${id}`, { requiresApproval: true });
    expect(settings.status).toBe(200);
    expect(settings.body).not.toHaveProperty('support');
    const worry = await alice.client.patch(`/api/circles/${id}`, {
      description: 'Some nights I wish I could just go to sleep and not wake up.',
    });
    expect(worry.status).toBe(200);
    expect(worry.body.support).toEqual({ risk: 'concern' });
    expect(await logOf(id)).not.toContainEqual(expect.objectContaining({ action: 'circle.words-crisis' }));

    const renamed = await alice.client.request(
      'PATCH',
      `/api/circles/${id}`,
      { name: CRISIS },
      { 'accept-language': 'en-US' },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.circle.name).toBe(CRISIS);
    expect(renamed.body.support.risk).toBe('crisis');
    expect(renamed.body.support.helplines[0].country).toBe('United States');
    expect(await logOf(id)).toContainEqual(expect.objectContaining({ action: 'circle.words-crisis' }));
  });

  it('tells the site admins once of the same words: settings saved again with them, only the writer is answered', async () => {
    const crisisLines = async (id: string) =>
      (await logOf(id)).filter((e) => e.action === 'circle.words-crisis' && e.targetUserId === alice.userId);
    const mailsAtLeast = async (n: number) => {
      for (let i = 0; i < 100 && (await mailsTo(sam)).length < n; i++) await new Promise((r) => setTimeout(r, 20));
      // A little longer, for any mail sent that should not have been.
      await new Promise((r) => setTimeout(r, 100));
      return mailsTo(sam);
    };
    const before = (await mailsAtLeast(0)).length;
    const created = await alice.client.post('/api/circles', { name: 'Tonight', description: CRISIS });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.support.risk).toBe('crisis');
    const id = created.body.circle.id as string;
    expect(await crisisLines(id)).toHaveLength(1);
    expect(await mailsAtLeast(before + 1)).toHaveLength(before + 1);

    // The settings dialog sends the name and description with every save: here only a setting changed.
    const settings = await alice.client.patch(`/api/circles/${id}`, {
      name: 'Tonight',
      description: CRISIS,
      requiresApproval: true,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.circle.requiresApproval).toBe(true);
    expect(settings.body.support.risk).toBe('crisis');
    expect(settings.body.support.helplines.length).toBeGreaterThan(0);
    expect(await crisisLines(id)).toHaveLength(1);

    // Other words in crisis are new words: the admins are told again.
    const changed = await alice.client.patch(`/api/circles/${id}`, {
      name: 'Tonight',
      description: 'I have the pills and tonight is the night',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.support.risk).toBe('crisis');
    expect(await crisisLines(id)).toHaveLength(2);
    expect(await mailsAtLeast(before + 2)).toHaveLength(before + 2);
  });
});
