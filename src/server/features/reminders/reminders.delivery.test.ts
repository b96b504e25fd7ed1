/**
 * Anniversary reminders end to end (decision 011): the server's scheduler (planner, queue, handler)
 * on the injectable clock, the mail as written to the outbox and parsed as a mail program would,
 * and the links in it. Each test has its own owner, so mails are told apart by recipient.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailJobs, memorials, userPreferences } from '../../db/schema';
import { createAppScheduler } from '../../scheduler';
import type { Scheduler } from '../../scheduler/scheduler';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { planReminders, reminderEmail } from './reminders.delivery';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://fmn.example' });
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.setNow(null));

type Owner = Awaited<ReturnType<typeof signedInClient>>;

async function ownerWith(
  values: {
    title?: string;
    birthDate?: string | null;
    passingDate?: string | null;
    birthReminder?: 'remind' | 'skip' | 'from_second_year';
    passingReminder?: 'remind' | 'skip' | 'from_second_year';
    createdAt?: Date;
  },
  timeZone?: string,
) {
  const owner = await signedInClient(ctx);
  const [memorial] = await ctx.database.db
    .insert(memorials)
    .values({ userId: owner.userId, title: values.title ?? 'Rose', ...values })
    .returning();
  if (timeZone) await ctx.database.db.insert(userPreferences).values({ userId: owner.userId, timeZone });
  return { ...owner, memorial: memorial! };
}

const schedulers: Scheduler[] = [];
function scheduler(instanceId = 'test'): Scheduler {
  const s = createAppScheduler(ctx.deps, { instanceId, backoffMs: () => 60_000 });
  schedulers.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((s) => s.stop()));
});

/** Moves the clock and runs one scheduler pass at that instant. */
async function tickAt(s: Scheduler, iso: string) {
  ctx.setNow(new Date(iso));
  return s.tick();
}

const mailsTo = (owner: Owner) => outboxMailsExceptConfirmation(ctx.outboxDir, owner.account.email);
const subjects = async (owner: Owner) => (await mailsTo(owner)).map((m) => m.subject);
const jobsOf = (memorialId: string) =>
  ctx.database.db.select().from(emailJobs).where(eq(emailJobs.memorialId, memorialId)).orderBy(emailJobs.runAt);

describe('birth and passing anniversaries', () => {
  it('sends a note 3 days before and one on the day, at 08:00 where the owner lives, with working links', async () => {
    const owner = await ownerWith(
      { title: 'Rose', birthDate: '1950-06-10', passingDate: '2024-06-20' },
      'America/Los_Angeles',
    );
    const s = scheduler();
    // 7 June 2025, 07:59 in Los Angeles: the 'before' note is queued, not yet due.
    expect(await tickAt(s, '2025-06-07T14:59:00Z')).toMatchObject({ sent: 0 });
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.dedupeKey, j.runAt.toISOString(), j.status])).toEqual([
      [`reminder:${owner.memorial.id}:birth:2025:before`, '2025-06-07T15:00:00.000Z', 'pending'],
    ]);
    expect(await subjects(owner)).toEqual([]);
    expect(await tickAt(s, '2025-06-07T15:00:00Z')).toMatchObject({ sent: 1 });
    await tickAt(s, '2025-06-10T15:00:00Z');
    await tickAt(s, '2025-06-17T15:00:00Z');
    await tickAt(s, '2025-06-20T15:00:00Z');
    expect(await subjects(owner)).toEqual([
      "Rose's birthday is on Tuesday, 10 June",
      "Today is Rose's birthday",
      'Remembering Rose on Friday, 20 June',
      'Remembering Rose today',
    ]);
    const jobs = await jobsOf(owner.memorial.id);
    expect(jobs.map((j) => [j.dedupeKey.split(':').slice(2).join(':'), j.status, j.userId, j.payload])).toEqual([
      [
        'birth:2025:before',
        'sent',
        owner.userId,
        { dateKind: 'birth', phase: 'before', year: 2025, anniversary: '2025-06-10' },
      ],
      [
        'birth:2025:on',
        'sent',
        owner.userId,
        { dateKind: 'birth', phase: 'on', year: 2025, anniversary: '2025-06-10' },
      ],
      [
        'passing:2025:before',
        'sent',
        owner.userId,
        { dateKind: 'passing', phase: 'before', year: 2025, anniversary: '2025-06-20' },
      ],
      [
        'passing:2025:on',
        'sent',
        owner.userId,
        { dateKind: 'passing', phase: 'on', year: 2025, anniversary: '2025-06-20' },
      ],
    ]);

    const [before, onDay, passingBefore, passingOn] = await mailsTo(owner);
    const memorialUrl = `https://fmn.example/memorial/${owner.memorial.id}`;
    for (const mail of [before!, onDay!, passingBefore!, passingOn!]) {
      expect(mail.text).toContain(memorialUrl);
      expect(mail.html).toContain(`href="${memorialUrl}"`);
      expect(mail.text).toMatch(/https:\/\/fmn\.example\/unsubscribe\?token=/);
      expect(mail.text).toContain('Anniversary reminders');
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<https:\/\/fmn\.example\/api\/email\/unsubscribe\?token=[^>]+>$/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(`${mail.subject} ${mail.text}`).not.toMatch(/celebrat|depress|disorder|symptom|stage/i);
      expect(mail.text).not.toContain(owner.account.email);
    }
    expect(before!.text).toContain('can feel heavy');
    expect(before!.text).toMatch(/journal/);
    expect(onDay!.text).toContain('Today is Rose');
    expect(onDay!.text).toContain('thinking of you');
    expect(passingOn!.text).toContain("Today marks the anniversary of Rose's passing");

    // The footer link goes to our page; the header's one-click address works as a mail program uses it.
    const pageToken = new URL(/https:\/\/fmn\.example\/unsubscribe\?token=\S+/.exec(before!.text)![0]).searchParams.get(
      'token',
    )!;
    const oneClick = new URL(before!.headers['list-unsubscribe']!.slice(1, -1));
    expect(oneClick.searchParams.get('token')).toBe(pageToken);
    const res = await ctx.app.request(`${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await owner.client.get('/api/preferences')).body.preferences.emailAnniversaryReminders).toBe(false);
    expect((await new TestClient(ctx).post('/api/email/resubscribe', { token: pageToken })).status).toBe(200);
    expect((await owner.client.get('/api/preferences')).body.preferences.emailAnniversaryReminders).toBe(true);
  });

  it('a 29 February birthday is remembered on 28 February in a year that is not a leap year', async () => {
    const owner = await ownerWith({ title: 'Leo', birthDate: '1948-02-29' });
    const s = scheduler();
    await tickAt(s, '2027-02-24T08:00:00Z');
    expect(await subjects(owner)).toEqual([]);
    await tickAt(s, '2027-02-25T08:00:00Z');
    await tickAt(s, '2027-02-28T08:00:00Z');
    await tickAt(s, '2027-03-01T08:00:00Z');
    expect(await subjects(owner)).toEqual(["Leo's birthday is on Sunday, 28 February", "Today is Leo's birthday"]);
    expect((await jobsOf(owner.memorial.id)).map((j) => j.payload.anniversary)).toEqual(['2027-02-28', '2027-02-28']);
  });
});

describe('the owner’s choices', () => {
  it('"from the second year on" leaves out the first birthday and first anniversary after the passing', async () => {
    const owner = await ownerWith({
      title: 'Ann',
      birthDate: '1950-03-01',
      passingDate: '2024-06-10',
      birthReminder: 'from_second_year',
      passingReminder: 'from_second_year',
    });
    const s = scheduler();
    for (const at of ['2025-02-26T08:00:00Z', '2025-03-01T08:00:00Z', '2025-06-07T08:00:00Z', '2025-06-10T08:00:00Z'])
      await tickAt(s, at);
    expect(await subjects(owner)).toEqual([]);
    expect(await jobsOf(owner.memorial.id)).toEqual([]);
    for (const at of ['2026-02-26T08:00:00Z', '2026-03-01T08:00:00Z', '2026-06-07T08:00:00Z', '2026-06-10T08:00:00Z'])
      await tickAt(s, at);
    expect(await subjects(owner)).toEqual([
      "Ann's birthday is on Sunday, 1 March",
      "Today is Ann's birthday",
      'Remembering Ann on Wednesday, 10 June',
      'Remembering Ann today',
    ]);
  });

  it("'skip' never sends", async () => {
    const owner = await ownerWith({
      title: 'Sam',
      birthDate: '1950-06-10',
      passingDate: '2024-06-20',
      birthReminder: 'skip',
      passingReminder: 'skip',
    });
    const s = scheduler();
    for (const at of [
      '2025-06-07T08:00:00Z',
      '2025-06-10T08:00:00Z',
      '2025-06-17T08:00:00Z',
      '2025-06-20T08:00:00Z',
      '2026-06-10T08:00:00Z',
    ]) {
      await tickAt(s, at);
    }
    expect(await jobsOf(owner.memorial.id)).toEqual([]);
    expect(await subjects(owner)).toEqual([]);
  });

  it('with the preference off nothing is planned; turned off after planning, the queued note is skipped', async () => {
    const off = await ownerWith({ title: 'Ivy', passingDate: '2020-06-10' });
    expect((await off.client.patch('/api/preferences', { emailAnniversaryReminders: false })).status).toBe(200);
    const later = await ownerWith({ title: 'Max', passingDate: '2020-06-10' });
    const s = scheduler();
    await tickAt(s, '2025-06-06T09:00:00Z'); // plans Max's 'before' for tomorrow 08:00
    expect(await jobsOf(later.memorial.id)).toHaveLength(1);
    expect(await jobsOf(off.memorial.id)).toEqual([]);
    expect((await later.client.patch('/api/preferences', { emailAnniversaryReminders: false })).status).toBe(200);
    await tickAt(s, '2025-06-07T08:00:00Z');
    await tickAt(s, '2025-06-10T08:00:00Z');
    expect(await subjects(off)).toEqual([]);
    expect(await subjects(later)).toEqual([]);
    expect((await jobsOf(later.memorial.id)).map((j) => [j.status, j.lastError])).toEqual([
      ['skipped', 'preference_off'],
    ]);
    expect(await jobsOf(off.memorial.id)).toEqual([]);
  });

  it('a choice or date changed after planning, or a deleted memorial, is re-checked when sending', async () => {
    const a = await ownerWith({ title: 'Kay', passingDate: '2024-06-10' });
    const b = await ownerWith({ title: 'Lou', birthDate: '1950-06-10' });
    const c = await ownerWith({ title: 'Mo', birthDate: '1950-06-10' });
    const [moved] = await ctx.database.db
      .insert(memorials)
      .values({ userId: c.userId, title: 'Ned', birthDate: '1950-06-10' })
      .returning();
    const s = scheduler();
    await tickAt(s, '2025-06-06T09:00:00Z'); // plans the four 'before' notes for 7 June
    expect(
      (await a.client.patch(`/api/reminders/${a.memorial.id}`, { passingReminder: 'from_second_year' })).status,
    ).toBe(200);
    await ctx.database.db.update(memorials).set({ birthDate: '1950-06-11' }).where(eq(memorials.id, b.memorial.id));
    await ctx.database.db.update(memorials).set({ birthDate: '1950-09-01' }).where(eq(memorials.id, moved!.id));
    const [cJob] = await jobsOf(c.memorial.id);
    await ctx.database.db.delete(memorials).where(eq(memorials.id, c.memorial.id));
    await tickAt(s, '2025-06-07T08:00:00Z');
    expect((await jobsOf(a.memorial.id)).map((j) => [j.status, j.lastError])).toEqual([['skipped', 'choice_off']]);
    expect((await jobsOf(moved!.id)).map((j) => [j.payload.anniversary, j.status, j.lastError])).toEqual([
      ['2025-06-10', 'skipped', 'date_changed'],
    ]);
    // b: the date was corrected while the note waited: it moves to the new day under the same key.
    expect(
      (await jobsOf(b.memorial.id)).map((j) => [
        j.dedupeKey.split(':').slice(2).join(':'),
        j.payload.anniversary,
        j.status,
      ]),
    ).toEqual([['birth:2025:before', '2025-06-11', 'pending']]);
    await tickAt(s, '2025-06-08T08:00:00Z');
    expect(await subjects(b)).toEqual(["Lou's birthday is on Wednesday, 11 June"]);
    // c: deleting the memorial removed its queued job with it.
    expect(await ctx.database.db.select().from(emailJobs).where(eq(emailJobs.id, cJob!.id))).toEqual([]);
    expect(await subjects(a)).toEqual([]);
    expect(await subjects(c)).toEqual([]);
    // The moved date's own reminders come in September, the skipped June key is not in the way.
    await tickAt(s, '2025-08-29T08:00:00Z');
    expect(await subjects(c)).toEqual(["Ned's birthday is on Monday, 1 September"]);
  });

  it('a date corrected after its skipped note is queued again for the new day, a sent note never twice', async () => {
    const owner = await ownerWith({ title: 'Pia', passingDate: '2020-06-10' });
    const s = scheduler();
    await tickAt(s, '2025-06-06T09:00:00Z');
    // Between the planner's pass and the send, the date moves one day (the same tick skips it).
    await ctx.database.db
      .update(memorials)
      .set({ passingDate: '2020-06-11' })
      .where(eq(memorials.id, owner.memorial.id));
    const [job] = await jobsOf(owner.memorial.id);
    await ctx.database.db
      .update(emailJobs)
      .set({ runAt: new Date('2025-06-06T09:00:00Z') })
      .where(eq(emailJobs.id, job!.id));
    const scheduler2 = scheduler('two');
    ctx.setNow(new Date('2025-06-06T09:05:00Z'));
    await s.tick(); // the planner is not due yet (15 min): the job is claimed and skipped
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.status, j.lastError])).toEqual([
      ['skipped', 'date_changed'],
    ]);
    await tickAt(scheduler2, '2025-06-08T08:00:00Z');
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.payload.anniversary, j.status])).toEqual([
      ['2025-06-11', 'sent'],
    ]);
    expect(await subjects(owner)).toEqual(['Remembering Pia on Wednesday, 11 June']);
    // Changed back after the note went out: that year's 'before' note is not sent again.
    await ctx.database.db
      .update(memorials)
      .set({ passingDate: '2020-06-10' })
      .where(eq(memorials.id, owner.memorial.id));
    await tickAt(s, '2025-06-08T08:00:00Z'); // its planner proposes the key again (06-07 08:00 is 24 h ago)
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.payload.phase, j.payload.anniversary, j.status])).toEqual([
      ['before', '2025-06-11', 'sent'],
      ['on', '2025-06-10', 'pending'],
    ]);
    expect(await subjects(owner)).toEqual(['Remembering Pia on Wednesday, 11 June']);
    await tickAt(scheduler2, '2025-06-10T08:00:00Z');
    expect(await subjects(owner)).toEqual(['Remembering Pia on Wednesday, 11 June', 'Remembering Pia today']);
  });
});

describe('never twice, never stale', () => {
  it('a second planner and tick the same day, also from another instance, creates no duplicates', async () => {
    const owner = await ownerWith({ title: 'Eve', passingDate: '2020-06-10' });
    const one = scheduler('one');
    const two = scheduler('two');
    await tickAt(one, '2025-06-07T08:00:00Z');
    await tickAt(two, '2025-06-07T08:05:00Z');
    await tickAt(one, '2025-06-07T12:00:00Z');
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.dedupeKey.split(':').slice(2).join(':'), j.status])).toEqual(
      [['passing:2025:before', 'sent']],
    );
    // The planner alone, twice at one instant: the second pass finds every job already there.
    const at = new Date('2025-06-08T09:00:00Z');
    expect((await planReminders(ctx.database.db, at)).created).toBeGreaterThanOrEqual(1);
    expect((await planReminders(ctx.database.db, at)).created).toBe(0);
    await tickAt(two, '2025-06-08T09:00:00Z');
    expect((await jobsOf(owner.memorial.id)).map((j) => [j.dedupeKey.split(':').slice(2).join(':'), j.status])).toEqual(
      [
        ['passing:2025:before', 'sent'],
        ['passing:2025:on', 'pending'],
      ],
    );
    expect(await subjects(owner)).toEqual(['Remembering Eve on Tuesday, 10 June']);
    await tickAt(two, '2025-06-10T08:00:00Z');
    await tickAt(one, '2025-06-10T08:30:00Z');
    await tickAt(two, '2025-06-10T20:00:00Z');
    expect(await subjects(owner)).toEqual(['Remembering Eve on Tuesday, 10 June', 'Remembering Eve today']);
    expect(
      await ctx.database.db
        .select()
        .from(emailJobs)
        .where(and(eq(emailJobs.memorialId, owner.memorial.id), eq(emailJobs.status, 'sent'))),
    ).toHaveLength(2);
  });

  it('after a long downtime nothing stale is planned or sent; within 24 h the day’s note still goes', async () => {
    const away = await ownerWith({ title: 'Ada', passingDate: '2020-06-10' });
    const s = scheduler();
    // The server is off from before 7 June until 12 June: both notes are more than 24 h past.
    await tickAt(s, '2025-06-12T09:00:00Z');
    expect(await jobsOf(away.memorial.id)).toEqual([]);

    const queued = await ownerWith({ title: 'Bo', passingDate: '2020-07-10' });
    await tickAt(s, '2025-07-06T09:00:00Z'); // plans the 'before' note for 7 July, then the server stops
    await tickAt(s, '2025-07-11T09:00:00Z'); // back after the day: the queued note is not sent late
    expect((await jobsOf(queued.memorial.id)).map((j) => [j.payload.phase, j.status, j.lastError])).toEqual([
      ['before', 'skipped', 'anniversary_passed'],
    ]);

    const brief = await ownerWith({ title: 'Cy', passingDate: '2020-08-10' });
    await tickAt(s, '2025-08-10T20:00:00Z'); // off from 6 August until the evening of the day
    expect(await subjects(brief)).toEqual(['Remembering Cy today']);
    expect(await subjects(away)).toEqual([]);
    expect(await subjects(queued)).toEqual([]);
  });
});

describe('the words', () => {
  it('never say "celebrate", and the passing note is not a birthday note', () => {
    const base = {
      name: 'Rose',
      ownerName: 'Anna',
      anniversary: '2025-06-10',
      memorialUrl: 'https://x/memorial/1',
      unsubscribeUrl: 'https://x/u',
    };
    for (const dateKind of ['birth', 'passing'] as const) {
      for (const phase of ['before', 'on'] as const) {
        const mail = reminderEmail({ ...base, dateKind, phase });
        expect(mail.text).not.toMatch(/celebrat/i);
        expect(mail.text.startsWith('Hello Anna,')).toBe(true);
        expect(mail.text.includes('birthday')).toBe(dateKind === 'birth');
      }
    }
    const escaped = reminderEmail({ ...base, name: '<b>Rose</b>', dateKind: 'birth', phase: 'on' });
    expect(escaped.html).not.toContain('<b>Rose</b>');
    expect(escaped.html).toContain('&lt;b&gt;Rose&lt;/b&gt;');
  });
});
