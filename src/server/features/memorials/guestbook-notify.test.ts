/**
 * Guestbook emails end to end (spec user_preferences.email_guestbook_entries; decision 011): a post
 * over HTTP queues the owner's email, the server's scheduler (createAppScheduler) sends it 2
 * minutes later on the injectable clock, and the mail is read from the outbox as a mail program
 * parses it. Each test has its own owner, so mails are told apart by recipient.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailJobs, memorials, userPreferences } from '../../db/schema';
import { verifyUnsubscribeToken } from '../../email/links';
import { createAppScheduler } from '../../scheduler';
import type { Scheduler } from '../../scheduler/scheduler';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { GUESTBOOK_DAILY_CAP, GUESTBOOK_QUOTE_MAX, guestbookEmail, quoteMessage } from './guestbook-notify';

let ctx: TestContext;
beforeAll(async () => {
  // Room for the flood-guard test: 21 entries on one memorial within the rate-limit window.
  ctx = await createTestContext({ PUBLIC_URL: 'https://fmn.example', GUESTBOOK_MAX_PER_MEMORIAL: '100' });
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.setNow(null));

const schedulers: Scheduler[] = [];
function scheduler(): Scheduler {
  const s = createAppScheduler(ctx.deps, { instanceId: 'test', backoffMs: () => 60_000 });
  schedulers.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((s) => s.stop()));
});

let ipCounter = 0;
/** A visitor from an address of its own, so the per-address limit starts at zero. */
const visitor = () => new TestClient(ctx, `10.201.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

type Owner = Awaited<ReturnType<typeof signedInClient>>;

async function ownerWithMemorial(values: { title?: string; isPublic?: boolean; shareToken?: string } = {}) {
  const owner = await signedInClient(ctx, { displayName: 'Anna Rivers' });
  const [memorial] = await ctx.database.db
    .insert(memorials)
    .values({
      userId: owner.userId,
      title: values.title ?? 'Rose',
      isPublic: values.isPublic ?? true,
      shareEnabled: Boolean(values.shareToken),
      shareToken: values.shareToken ?? null,
    })
    .returning();
  return { ...owner, memorial: memorial! };
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  authorName: 'Cousin Jo',
  message: 'Such happy summers.',
  ...overrides,
});

async function sign(
  client: TestClient,
  memorialId: string,
  body: Record<string, unknown> = entry(),
  query = '',
): Promise<string> {
  const res = await client.post(`/api/memorials/${memorialId}/guestbook${query}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.entry.id as string;
}

const mailsTo = (owner: Owner) => outboxMailsExceptConfirmation(ctx.outboxDir, owner.account.email);

const jobsOf = (memorialId: string) =>
  ctx.database.db.select().from(emailJobs).where(eq(emailJobs.memorialId, memorialId)).orderBy(emailJobs.createdAt);

const T0 = new Date('2025-03-04T10:00:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

async function tickAt(s: Scheduler, at: Date) {
  ctx.setNow(at);
  return s.tick();
}

describe('an entry by a visitor', () => {
  it('emails the owner once, 2 minutes later: the message quoted and escaped, no poster address, working links', async () => {
    const owner = await ownerWithMemorial({ title: 'Rose Miller' });
    // No preferences row: the spec's default (on).
    expect(
      await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, owner.userId)),
    ).toEqual([]);
    ctx.setNow(T0);
    const entryId = await sign(visitor(), owner.memorial.id, {
      authorName: 'Cousin <Jo>',
      authorEmail: 'jo.poster@example.org',
      message: '<b>hi</b>\nWe miss you & your laugh.',
    });

    const [job, ...more] = await jobsOf(owner.memorial.id);
    expect(more).toEqual([]);
    expect(job).toMatchObject({
      kind: 'guestbook_entry',
      dedupeKey: `guestbook:${entryId}`,
      userId: owner.userId,
      memorialId: owner.memorial.id,
      payload: { entryId },
      status: 'pending',
    });
    expect(job!.runAt.toISOString()).toBe(after(2 * MIN).toISOString());

    const s = scheduler();
    expect(await tickAt(s, after(2 * MIN - 1000))).toMatchObject({ sent: 0, skipped: 0 });
    expect(await mailsTo(owner)).toEqual([]);
    expect(await tickAt(s, after(2 * MIN))).toMatchObject({ sent: 1, skipped: 0 });
    expect(await tickAt(s, after(10 * MIN))).toMatchObject({ sent: 0 });
    expect((await jobsOf(owner.memorial.id)).map((j) => j.status)).toEqual(['sent']);

    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Cousin <Jo> signed Rose Miller's guestbook");
    expect(mail.text).toContain('Hello Anna Rivers,');
    expect(mail.text).toContain('Cousin <Jo> left a message in the guestbook of Rose Miller:');
    expect(mail.text).toContain('“<b>hi</b>\nWe miss you & your laugh.”');
    // Escaped in the HTML: shown as text, never as markup.
    expect(mail.html).toContain('“&lt;b&gt;hi&lt;/b&gt;<br>We miss you &amp; your laugh.”');
    expect(mail.html).toContain('Cousin &lt;Jo&gt; left a message');
    expect(mail.html).not.toContain('<b>hi</b>');
    expect(mail.html).not.toContain('<Jo>');
    // The poster's address is for the owner on the page, not in the mail.
    for (const part of [mail.text, mail.html, mail.raw, JSON.stringify(mail.headers)])
      expect(part).not.toContain('jo.poster');

    const memorialUrl = `https://fmn.example/memorial/${owner.memorial.id}`;
    expect(mail.text).toContain(`Read it on the memorial:\n${memorialUrl}`);
    expect(mail.html).toContain(`href="${memorialUrl}"`);
    expect(mail.text).toContain('guestbook emails are on for your account');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    expect(oneClick.origin + oneClick.pathname).toBe('https://fmn.example/api/email/unsubscribe');
    const pageLink = /Turn off guestbook emails: (https:\/\/fmn\.example\/unsubscribe\?token=\S+)/.exec(mail.text);
    expect(pageLink).not.toBeNull();
    const token = new URL(pageLink![1]!).searchParams.get('token')!;
    expect(oneClick.searchParams.get('token')).toBe(token);
    expect(verifyUnsubscribeToken(ctx.deps.emailKey, token)).toEqual({ userId: owner.userId, topic: 'guestbook' });

    // The link turns off guestbook emails only.
    const res = await new TestClient(ctx).post('/api/email/unsubscribe', { token });
    expect(res.body).toEqual({ ok: true, topic: 'guestbook' });
    const prefs = (await owner.client.get('/api/preferences')).body.preferences;
    expect(prefs).toMatchObject({ emailGuestbookEntries: false, emailAnniversaryReminders: true });
  });

  it('a signed-in visitor, and a visitor of a private memorial with its share link, queue an email too', async () => {
    const owner = await ownerWithMemorial({ isPublic: false, shareToken: 'share-token-guestbook-notify-0001' });
    const someone = await signedInClient(ctx);
    ctx.setNow(T0);
    await sign(visitor(), owner.memorial.id, entry(), '?share=share-token-guestbook-notify-0001');
    await sign(someone.client, owner.memorial.id, entry(), '?share=share-token-guestbook-notify-0001');
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.kind, j.userId])).toEqual([
      ['guestbook_entry', owner.userId],
      ['guestbook_entry', owner.userId],
    ]);
    expect(await tickAt(scheduler(), after(2 * MIN))).toMatchObject({ sent: 2 });
    expect((await mailsTo(owner)).map((m) => m.subject)).toEqual([
      "Cousin Jo signed Rose's guestbook",
      "Cousin Jo signed Rose's guestbook",
    ]);
  });
});

describe('no email', () => {
  it('when the owner signs their own guestbook', async () => {
    const owner = await ownerWithMemorial();
    ctx.setNow(T0);
    await sign(owner.client, owner.memorial.id);
    expect(await jobsOf(owner.memorial.id)).toEqual([]);
    // A visitor's entry right after is queued: the owner's was not left out by accident.
    await sign(visitor(), owner.memorial.id);
    expect(await jobsOf(owner.memorial.id)).toHaveLength(1);
    expect(await tickAt(scheduler(), after(2 * MIN))).toMatchObject({ sent: 1, skipped: 0 });
    expect(await mailsTo(owner)).toHaveLength(1);
  });

  it('when the owner turned guestbook emails off (skipped, with the reason)', async () => {
    const owner = await ownerWithMemorial();
    expect((await owner.client.patch('/api/preferences', { emailGuestbookEntries: false })).status).toBe(200);
    ctx.setNow(T0);
    await sign(visitor(), owner.memorial.id);
    expect(await tickAt(scheduler(), after(2 * MIN))).toMatchObject({ sent: 0, skipped: 1 });
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.status, j.lastError])).toEqual([
      ['skipped', 'preference_off'],
    ]);
    expect(await mailsTo(owner)).toEqual([]);
  });

  it('when the owner deleted the entry within the 2 minutes', async () => {
    const owner = await ownerWithMemorial();
    ctx.setNow(T0);
    const entryId = await sign(visitor(), owner.memorial.id, entry({ message: 'Buy cheap watches' }));
    ctx.setNow(after(MIN));
    expect((await owner.client.delete(`/api/memorials/${owner.memorial.id}/guestbook/${entryId}`)).status).toBe(200);
    expect(await tickAt(scheduler(), after(2 * MIN))).toMatchObject({ sent: 0, skipped: 1 });
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.status, j.lastError])).toEqual([
      ['skipped', 'entry_deleted'],
    ]);
    expect(await mailsTo(owner)).toEqual([]);
  });

  it('when the memorial now belongs to someone else, or was deleted', async () => {
    const owner = await ownerWithMemorial();
    const next = await signedInClient(ctx);
    ctx.setNow(T0);
    await sign(visitor(), owner.memorial.id);
    await ctx.database.db.update(memorials).set({ userId: next.userId }).where(eq(memorials.id, owner.memorial.id));
    expect(await tickAt(scheduler(), after(2 * MIN))).toMatchObject({ sent: 0, skipped: 1 });
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.status, j.lastError])).toEqual([
      ['skipped', 'owner_changed'],
    ]);

    const other = await ownerWithMemorial();
    ctx.setNow(T0);
    await sign(visitor(), other.memorial.id);
    await ctx.database.db.delete(memorials).where(eq(memorials.id, other.memorial.id));
    // The job went with the memorial.
    expect(await jobsOf(other.memorial.id)).toEqual([]);
    expect(await tickAt(scheduler(), after(2 * MIN))).toMatchObject({ sent: 0, skipped: 0 });
    expect([...(await mailsTo(owner)), ...(await mailsTo(next)), ...(await mailsTo(other))]).toEqual([]);
  });
});

describe('the flood guard', () => {
  it(`sends at most ${GUESTBOOK_DAILY_CAP} guestbook emails per memorial in 24 hours; the 21st is skipped`, async () => {
    const owner = await ownerWithMemorial();
    const [second] = await ctx.database.db
      .insert(memorials)
      .values({ userId: owner.userId, title: 'Tom', isPublic: true })
      .returning();
    const s = scheduler();
    // 20 entries over the morning, each emailed.
    for (let i = 0; i < GUESTBOOK_DAILY_CAP; i++) {
      ctx.setNow(after(i * 10 * MIN));
      await sign(visitor(), owner.memorial.id, entry({ message: `Message ${i}` }));
      expect(await tickAt(s, after(i * 10 * MIN + 2 * MIN))).toMatchObject({ sent: 1 });
    }
    // The 21st, and one on another memorial of the same owner.
    ctx.setNow(after(6 * 60 * MIN));
    await sign(visitor(), owner.memorial.id, entry({ message: 'Message 20' }));
    await sign(visitor(), second!.id, entry({ message: 'For Tom' }));
    expect(await tickAt(s, after(6 * 60 * MIN + 2 * MIN))).toMatchObject({ sent: 1, skipped: 1 });
    const jobs = await jobsOf(owner.memorial.id);
    expect(jobs.filter((j) => j.status === 'sent')).toHaveLength(GUESTBOOK_DAILY_CAP);
    expect(jobs.filter((j) => j.status === 'skipped').map((j) => j.lastError)).toEqual(['daily_cap']);
    expect((await jobsOf(second!.id)).map((j) => j.status)).toEqual(['sent']);
    expect(await mailsTo(owner)).toHaveLength(GUESTBOOK_DAILY_CAP + 1);

    // A day after the first email, there is room again.
    ctx.setNow(after(24 * 60 * MIN + 5 * MIN));
    await sign(visitor(), owner.memorial.id, entry({ message: 'Next day' }));
    expect(await tickAt(s, after(24 * 60 * MIN + 7 * MIN))).toMatchObject({ sent: 1, skipped: 0 });
  });
});

describe('a failure to queue the email', () => {
  it('never fails the post, and is logged with ids and the error code only', async () => {
    const owner = await ownerWithMemorial();
    const { db } = ctx.database;
    await db.execute(sql`create function fail_guestbook_jobs() returns trigger language plpgsql as $$
      begin raise exception 'queue unavailable'; end $$`);
    await db.execute(sql`create trigger fail_guestbook_jobs before insert on email_jobs
      for each row when (new.kind = 'guestbook_entry') execute function fail_guestbook_jobs()`);
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      ctx.setNow(T0);
      const entryId = await sign(
        visitor(),
        owner.memorial.id,
        entry({ authorName: 'Secret Name', message: 'A private memory' }),
      );
      const stored = await owner.client.get(`/api/memorials/${owner.memorial.id}/guestbook`);
      expect(stored.body.entries.map((e: { id: string }) => e.id)).toEqual([entryId]);
      expect(await jobsOf(owner.memorial.id)).toEqual([]);
      const logged = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.event === 'guestbook.notify_enqueue_failed');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 'error', memorialId: owner.memorial.id, entryId, code: 'P0001' });
      expect(lines.join('')).not.toMatch(/Secret Name|A private memory|queue unavailable|Cousin/);
    } finally {
      spy.mockRestore();
      await db.execute(sql`drop trigger fail_guestbook_jobs on email_jobs`);
      await db.execute(sql`drop function fail_guestbook_jobs()`);
    }
  });
});

describe('the words', () => {
  const base = {
    ownerName: 'Anna',
    authorName: 'Jo',
    memorialTitle: 'Rose',
    message: 'Thinking of you.',
    memorialUrl: 'https://x/memorial/1',
    unsubscribeUrl: 'https://x/u',
  };

  it('quotes at most 1,000 characters of a long message, then "…", without splitting a character', () => {
    const long = `${'a'.repeat(GUESTBOOK_QUOTE_MAX - 1)}🌸${'b'.repeat(500)}`;
    const quoted = quoteMessage(long);
    expect(quoted).toBe(`“${'a'.repeat(GUESTBOOK_QUOTE_MAX - 1)}🌸…”`);
    expect(quoteMessage('x'.repeat(GUESTBOOK_QUOTE_MAX))).toBe(`“${'x'.repeat(GUESTBOOK_QUOTE_MAX)}”`);
    const mail = guestbookEmail({ ...base, message: 'm'.repeat(5000) });
    expect(mail.text).toContain(`“${'m'.repeat(GUESTBOOK_QUOTE_MAX)}…”`);
    expect(mail.text).not.toContain('m'.repeat(GUESTBOOK_QUOTE_MAX + 1));
  });

  it('keeps the subject on one line, and says "A new message" when there is no name to give', () => {
    expect(guestbookEmail({ ...base, authorName: 'Jo\r\nBcc: x@example.com' }).subject).toBe(
      "Jo Bcc: x@example.com signed Rose's guestbook",
    );
    expect(guestbookEmail({ ...base, authorName: '  ' }).subject).toBe("A new message in Rose's guestbook");
    expect(guestbookEmail({ ...base, ownerName: '' }).text.startsWith('Hello,\n')).toBe(true);
    expect(guestbookEmail(base).text).not.toMatch(/celebrat|depress|disorder/i);
  });
});
