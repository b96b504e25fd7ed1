/**
 * The daily circle digest and the pruning of old live events, through the server's scheduler
 * (createAppScheduler) on the injectable clock; mail is read from the outbox as a mail program
 * parses it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MSG } from '@shared/schemas/circles';
import { circleMembers, emailJobs, liveEvents, userPreferences } from '../../db/schema';
import { verifyUnsubscribeToken } from '../../email/links';
import { createAppScheduler } from '../../scheduler';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { DIGEST_HOUR, planCircleDigests } from './circle-digest';
import { block, makeCircle, makePost } from './test-circles';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://fmn.example' });
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.setNow(null));

/**
 * One scheduler pass at `at` on two instances at once (as two servers over one database): the
 * planners (the digest's among them), then every due email.
 */
async function runDay(at: string) {
  ctx.setNow(new Date(at));
  const instances = ['a', 'b'].map((id) => createAppScheduler(ctx.deps, { instanceId: id }));
  try {
    return await Promise.all(instances.map((s) => s.tick()));
  } finally {
    await Promise.all(instances.map((s) => s.stop()));
  }
}

const digestsTo = async (email: string) =>
  (await outboxMailsExceptConfirmation(ctx.outboxDir, email)).filter((m) => m.subject === MODERATION_MSG.digestSubject);

describe('the daily circle digest', () => {
  it('sends each member one email a day with their circles and counts of new posts by others, never the words', async () => {
    const { db } = ctx.database;
    const live = ctx.deps.live;
    const [ada, ben, cal, dee, eve] = await Promise.all(
      ['Ada', 'Ben', 'Cal', 'Dee', 'Eve'].map((displayName) => signedInClient(ctx, { displayName })),
    );
    const parents = await makeCircle(db, 'Parents after loss', ada!.userId, [ben!.userId, cal!.userId, dee!.userId]);
    const sunday = await makeCircle(db, 'Sunday walkers', cal!.userId, [ben!.userId, eve!.userId]);
    // Eve has circle emails off; Ben has blocked Dee.
    await db.insert(userPreferences).values({ userId: eve!.userId, emailCircleMessages: false });
    await block(db, ben!.userId, dee!.userId);

    const post = (circleId: string, authorId: string, body: string, status?: 'held' | 'removed') =>
      makePost(db, live, { circleId, authorId, body, status, holdReason: status === 'held' ? 'crisis' : undefined });
    await post(parents.id, ada!.userId, 'Secret words one');
    await post(parents.id, cal!.userId, 'Secret words two');
    await post(parents.id, ben!.userId, 'Ben writes this himself');
    await post(parents.id, dee!.userId, 'Dee, whom Ben blocked');
    await post(parents.id, ada!.userId, 'Held for support', 'held');
    await post(parents.id, cal!.userId, '', 'removed');
    await post(sunday.id, cal!.userId, 'Secret words three');

    // Before the evening where they live, nothing is planned.
    await runDay(`2026-11-20T${String(DIGEST_HOUR - 1).padStart(2, '0')}:30:00Z`);
    expect(await digestsTo(ben!.account.email)).toEqual([]);

    await runDay(`2026-11-20T${DIGEST_HOUR}:05:00Z`);
    const [mail, ...more] = await digestsTo(ben!.account.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Hello Ben,');
    expect(mail!.text).toContain('Parents after loss: 2 new posts');
    expect(mail!.text).toContain('Sunday walkers: 1 new post');
    expect(mail!.text).toContain(`https://fmn.example/support-circles/${parents.id}`);
    expect(mail!.html).toContain(`href="https://fmn.example/support-circles/${sunday.id}"`);
    expect(mail!.raw).not.toMatch(/Secret words|writes this himself|whom Ben blocked|Held for support/);
    // The one-click unsubscribe of circle emails, as the other emails have.
    const link = /<https:\/\/fmn\.example\/api\/email\/unsubscribe\?token=([^>]+)>/.exec(
      mail!.headers['list-unsubscribe'] ?? '',
    );
    expect(verifyUnsubscribeToken(ctx.deps.emailKey, decodeURIComponent(link![1]!))).toEqual({
      userId: ben!.userId,
      topic: 'circles',
    });
    expect(mail!.text).toContain('https://fmn.example/unsubscribe?token=');

    // Others: Ada and Cal see three posts by others each; Dee two (Ben's block hides his post from
    // her too); Eve has the emails off; Cal's own circle has nothing new for him.
    expect(
      (await digestsTo(ada!.account.email)).map((m) => m.text.includes('Parents after loss: 3 new posts')),
    ).toEqual([true]);
    const calMail = await digestsTo(cal!.account.email);
    expect(calMail).toHaveLength(1);
    expect(calMail[0]!.text).toContain('Parents after loss: 3 new posts');
    expect(calMail[0]!.text).not.toContain('Sunday walkers');
    expect((await digestsTo(dee!.account.email))[0]!.text).toContain('Parents after loss: 2 new posts');
    expect(await digestsTo(eve!.account.email)).toEqual([]);

    // Later the same day, and a day with nothing new: nothing twice.
    await runDay(`2026-11-20T23:30:00Z`);
    await runDay(`2026-11-21T${DIGEST_HOUR}:30:00Z`);
    expect(await digestsTo(ben!.account.email)).toHaveLength(1);

    // A new post after the digest: the next day tells of it alone; one Ben has read is not told.
    await post(sunday.id, eve!.userId, 'Secret words four');
    await post(parents.id, ada!.userId, 'Secret words five');
    const seen = await post(parents.id, cal!.userId, 'Secret words six');
    await db
      .update(circleMembers)
      .set({ lastSeenEventId: seen.eventId })
      .where(and(eq(circleMembers.circleId, parents.id), eq(circleMembers.userId, ben!.userId)));
    await runDay(`2026-11-22T${DIGEST_HOUR}:30:00Z`);
    const benMails = await digestsTo(ben!.account.email);
    expect(benMails).toHaveLength(2);
    expect(benMails[1]!.text).toContain('Sunday walkers: 1 new post');
    expect(benMails[1]!.text).not.toContain('Parents after loss');
    const jobs = await db.select().from(emailJobs).where(eq(emailJobs.userId, ben!.userId));
    expect(jobs.filter((j) => j.kind === 'circle_digest').map((j) => [j.dedupeKey, j.status])).toEqual([
      [`circle-digest:${ben!.userId}:2026-11-20`, 'sent'],
      [`circle-digest:${ben!.userId}:2026-11-22`, 'sent'],
    ]);

    // The link in the email turns them off: no digest the next day, however much is new.
    const token = decodeURIComponent(link![1]!);
    expect((await new TestClient(ctx).post('/api/email/unsubscribe', { token })).body).toEqual({
      ok: true,
      topic: 'circles',
    });
    await post(sunday.id, eve!.userId, 'Secret words seven');
    await runDay(`2026-11-23T${DIGEST_HOUR}:30:00Z`);
    expect(await digestsTo(ben!.account.email)).toHaveLength(2);
  });

  it('prunes live events older than seven days', async () => {
    const { db } = ctx.database;
    const now = new Date('2026-12-10T12:00:00Z');
    const [old] = await db
      .insert(liveEvents)
      .values({ topic: 'circle:old', kind: 'post', createdAt: new Date(now.getTime() - 7 * 24 * 3600_000 - 60_000) })
      .returning();
    const [recent] = await db
      .insert(liveEvents)
      .values({ topic: 'circle:old', kind: 'post', createdAt: new Date(now.getTime() - 6 * 24 * 3600_000) })
      .returning();
    const { pruned } = await planCircleDigests(db, now);
    expect(pruned).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: liveEvents.id }).from(liveEvents).where(eq(liveEvents.topic, 'circle:old'));
    expect(left.map((r) => r.id)).toEqual([recent!.id]);
    expect(left.map((r) => r.id)).not.toContain(old!.id);
  });
});
