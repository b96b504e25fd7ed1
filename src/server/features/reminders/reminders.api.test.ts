/**
 * Anniversary reminder choices, the calendar download and the email links over HTTP (decision
 * 011): owner only (everyone else 404, no session 401), validation, the .ics file as RFC 5545 wants
 * it, and unsubscribing by our page (JSON) and by a mail program's one-click POST (RFC 8058).
 */
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { REMINDER_MSG } from '@shared/schemas/reminders';
import { memorials, userPreferences } from '../../db/schema';
import { oneClickUnsubscribeUrl, unsubscribeToken } from '../../email/links';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from '../admin/admin.service';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInClient>>;
let other: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://fmn.example' });
  owner = await signedInClient(ctx);
  other = await signedInClient(ctx);
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.setNow(null));

const MISSING = '00000000-0000-4000-8000-000000000000';

async function addMemorial(
  userId: string,
  values: { title?: string; birthDate?: string | null; passingDate?: string | null } = {},
) {
  const [row] = await ctx.database.db
    .insert(memorials)
    .values({
      userId,
      title: values.title ?? 'Rose Miller',
      birthDate: values.birthDate ?? null,
      passingDate: values.passingDate ?? null,
    })
    .returning();
  return row!;
}
const prefsRow = async (userId: string) =>
  (await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0];

describe('who may use the reminder routes', () => {
  it('without a session: 401 on every route', async () => {
    const m = await addMemorial(owner.userId, { birthDate: '1950-06-10' });
    const anon = new TestClient(ctx);
    for (const [method, path, body] of [
      ['GET', `/api/reminders/${m.id}`, undefined],
      ['PATCH', `/api/reminders/${m.id}`, { birthReminder: 'skip' }],
      ['GET', `/api/reminders/${m.id}/calendar.ics`, undefined],
    ] as const) {
      const res = await anon.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: MSG.http.unauthenticated } });
    }
  });

  it('another user and an admin get 404, as for a memorial that does not exist, and change nothing', async () => {
    const m = await addMemorial(owner.userId, { birthDate: '1950-06-10', passingDate: '2024-06-20' });
    const admin = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['grant', admin.account.email]);
    const notFound = { error: { code: 'NOT_FOUND', message: MEMORIAL_MSG.notFound } };
    for (const client of [other.client, admin.client]) {
      for (const res of [
        await client.get(`/api/reminders/${m.id}`),
        await client.patch(`/api/reminders/${m.id}`, { birthReminder: 'skip' }),
        await client.get(`/api/reminders/${m.id}/calendar.ics`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(notFound);
      }
    }
    for (const path of [
      `/api/reminders/${MISSING}`,
      '/api/reminders/not-a-uuid',
      `/api/reminders/${MISSING}/calendar.ics`,
    ]) {
      const res = await owner.client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    const [row] = await ctx.database.db.select().from(memorials).where(eq(memorials.id, m.id));
    expect(row!.birthReminder).toBe('remind');
  });
});

describe('GET and PATCH /api/reminders/:memorialId', () => {
  it('reads the defaults, stores choices and the time zone (creating the preferences row)', async () => {
    const { client, userId } = await signedInClient(ctx);
    const m = await addMemorial(userId, { title: 'Grandad Joe', birthDate: '1940-02-29', passingDate: '2023-11-05' });
    const first = await client.get(`/api/reminders/${m.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toEqual({
      memorialId: m.id,
      memorialTitle: 'Grandad Joe',
      birthDate: '1940-02-29',
      passingDate: '2023-11-05',
      birthReminder: 'remind',
      passingReminder: 'remind',
      emailAnniversaryReminders: true,
    });
    expect(await prefsRow(userId)).toBeUndefined();

    const res = await client.patch(`/api/reminders/${m.id}`, {
      passingReminder: 'from_second_year',
      timeZone: 'America/Chicago',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...first.body, passingReminder: 'from_second_year' });
    expect(await prefsRow(userId)).toMatchObject({ timeZone: 'America/Chicago', emailAnniversaryReminders: true });

    const both = await client.patch(`/api/reminders/${m.id}`, { birthReminder: 'skip', passingReminder: 'remind' });
    expect(both.body).toMatchObject({ birthReminder: 'skip', passingReminder: 'remind' });
    expect((await client.get(`/api/reminders/${m.id}`)).body).toEqual(both.body);
    expect((await prefsRow(userId))?.timeZone).toBe('America/Chicago');

    await client.patch('/api/preferences', { emailAnniversaryReminders: false });
    expect((await client.get(`/api/reminders/${m.id}`)).body.emailAnniversaryReminders).toBe(false);
  });

  it('refuses unknown choices, unknown fields and an empty change', async () => {
    const m = await addMemorial(owner.userId, { birthDate: '1950-06-10' });
    for (const body of [
      { birthReminder: 'sometimes' },
      { passingReminder: null },
      { title: 'x' },
      {},
      { timeZone: 'Europe/Paris' },
    ]) {
      const res = await owner.client.patch(`/api/reminders/${m.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    expect((await owner.client.patch(`/api/reminders/${m.id}`, {})).body.error.message).toBe('Nothing to update.');
    const res = await owner.client.request('PATCH', `/api/reminders/${m.id}`, 'birthReminder=skip', {
      'content-type': 'text/plain',
    });
    expect(res.status).toBe(415);
  });
});

/** The .ics body's content lines, unfolded (RFC 5545 3.1). */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l !== '');
}
function events(lines: string[]): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      out.push(current!);
      current = null;
    } else if (current) {
      const i = line.search(/[:;]/);
      const colon = line.indexOf(':');
      current[line.slice(0, i)] = line.slice(i, i + 1) === ';' ? line.slice(i + 1) : line.slice(colon + 1);
    }
  }
  return out;
}

describe('GET /api/reminders/:memorialId/calendar.ics', () => {
  it('one yearly all-day event per date from the next anniversary, escaped and folded, CRLF line ends', async () => {
    const title = 'Rose "Nana" Miller, née Dupont; our\\light';
    const m = await addMemorial(owner.userId, { title, birthDate: '1950-06-10', passingDate: '2024-03-02' });
    ctx.setNow(new Date('2025-06-10T12:00:00Z'));
    const res = await owner.client.get(`/api/reminders/${m.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="anniversaries-rose-nana-miller-nee-dupont-our-light.ics"',
    );
    const ics = res.body as string;
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare LF or CR anywhere
    for (const physical of ics.split('\r\n')) expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics.split('\r\n').some((l) => l.startsWith(' '))).toBe(true); // the long lines were folded

    const lines = unfold(ics);
    expect(lines.slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Forget-me-not//Anniversary reminders//EN',
      'CALSCALE:GREGORIAN',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const [birth, passing] = events(lines);
    const escaped = 'Rose "Nana" Miller\\, née Dupont\\; our\\\\light';
    expect(birth).toMatchObject({
      UID: `birth-${m.id}@fmn.example`,
      DTSTAMP: '20250610T120000Z',
      DTSTART: 'VALUE=DATE:20250610', // today is the birthday: it is the first one
      RRULE: 'FREQ=YEARLY',
      SUMMARY: `${escaped}'s birthday`,
      DESCRIPTION: `${escaped} was born on 10 June 1950.\\nhttps://fmn.example/memorial/${m.id}`,
    });
    expect(passing).toMatchObject({
      UID: `passing-${m.id}@fmn.example`,
      DTSTART: 'VALUE=DATE:20260302',
      RRULE: 'FREQ=YEARLY',
      SUMMARY: `Remembering ${escaped}`,
    });
    // Stable UIDs: a second download names the same events.
    ctx.setNow(new Date('2025-06-11T12:00:00Z'));
    const again = events(unfold((await owner.client.get(`/api/reminders/${m.id}/calendar.ics`)).body));
    expect(again.map((e) => e.UID)).toEqual([birth!.UID, passing!.UID]);
    expect(again[0]!.DTSTART).toBe('VALUE=DATE:20260610');
  });

  it('29 February repeats on the last day of February; only the dates the memorial has', async () => {
    const m = await addMemorial(owner.userId, { title: 'Leo', birthDate: '1948-02-29' });
    ctx.setNow(new Date('2025-01-15T12:00:00Z'));
    const evs = events(unfold((await owner.client.get(`/api/reminders/${m.id}/calendar.ics`)).body));
    expect(evs).toHaveLength(1);
    expect(evs[0]).toMatchObject({
      DTSTART: 'VALUE=DATE:20250228',
      RRULE: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
      SUMMARY: "Leo's birthday",
    });
    ctx.setNow(new Date('2027-03-01T12:00:00Z'));
    const later = events(unfold((await owner.client.get(`/api/reminders/${m.id}/calendar.ics`)).body));
    expect(later[0]!.DTSTART).toBe('VALUE=DATE:20280229');

    const none = await addMemorial(owner.userId, { title: '   ' });
    const empty = await owner.client.get(`/api/reminders/${none.id}/calendar.ics`);
    expect(empty.headers.get('content-disposition')).toBe('attachment; filename="anniversaries-memorial.ics"');
    expect(unfold(empty.body).filter((l) => l.startsWith('BEGIN:VEVENT'))).toHaveLength(0);
  });

  it('"today" is the owner’s day: in Tokyo the anniversary has already begun', async () => {
    const { client, userId } = await signedInClient(ctx);
    const m = await addMemorial(userId, { title: 'Aiko', passingDate: '2020-06-10' });
    ctx.setNow(new Date('2025-06-10T20:00:00Z')); // 11 June, 05:00 in Tokyo
    expect(events(unfold((await client.get(`/api/reminders/${m.id}/calendar.ics`)).body))[0]!.DTSTART).toBe(
      'VALUE=DATE:20250610',
    );
    await client.patch(`/api/reminders/${m.id}`, { passingReminder: 'remind', timeZone: 'Asia/Tokyo' });
    expect(events(unfold((await client.get(`/api/reminders/${m.id}/calendar.ics`)).body))[0]!.DTSTART).toBe(
      'VALUE=DATE:20260610',
    );
  });
});

describe('unsubscribe and resubscribe links', () => {
  const token = (userId: string) => unsubscribeToken(ctx.deps.emailKey, userId, 'anniversary');
  const guestbookToken = (userId: string) => unsubscribeToken(ctx.deps.emailKey, userId, 'guestbook');
  /** The token of the first reminder emails, before topics: the account id and its HMAC, no topic. */
  const oldFormatToken = (userId: string) =>
    `${userId}.${createHmac('sha256', ctx.deps.emailKey).update(`unsubscribe:anniversary:${userId}`).digest('base64url')}`;
  const anniversaryOn = async (userId: string) => (await prefsRow(userId))?.emailAnniversaryReminders;
  const guestbookOn = async (userId: string) => (await prefsRow(userId))?.emailGuestbookEntries;

  it('our page: JSON { token } turns reminders off without a session, and resubscribe turns them on', async () => {
    const { userId, account } = await signedInClient(ctx);
    const anon = new TestClient(ctx);
    const res = await anon.post('/api/email/unsubscribe', { token: token(userId) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, topic: 'anniversary' });
    expect(JSON.stringify(res.body)).not.toContain(account.email);
    expect(await anniversaryOn(userId)).toBe(false);
    expect(await guestbookOn(userId)).toBe(true);
    const again = await anon.post('/api/email/unsubscribe', { token: token(userId) });
    expect(again.body).toEqual({ ok: true, topic: 'anniversary' });
    const back = await anon.post('/api/email/resubscribe', { token: token(userId) });
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ ok: true, topic: 'anniversary' });
    expect(await anniversaryOn(userId)).toBe(true);
    // Other preferences are untouched.
    expect(await prefsRow(userId)).toMatchObject({ emailGuestbookEntries: true, emailMemorialUpdates: false });
  });

  it('a guestbook token turns off guestbook emails only, and its undo turns them on again', async () => {
    const { userId, account } = await signedInClient(ctx);
    const anon = new TestClient(ctx);
    const t = guestbookToken(userId);
    expect(t).toMatch(new RegExp(`^${userId}\\.guestbook\\.[A-Za-z0-9_-]{43}$`));
    const res = await anon.post('/api/email/unsubscribe', { token: t });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, topic: 'guestbook' });
    expect(JSON.stringify(res.body)).not.toContain(account.email);
    expect(await prefsRow(userId)).toMatchObject({
      emailGuestbookEntries: false,
      emailAnniversaryReminders: true,
      emailMemorialUpdates: false,
    });
    const back = await anon.post('/api/email/resubscribe', { token: t });
    expect(back.body).toEqual({ ok: true, topic: 'guestbook' });
    expect(await prefsRow(userId)).toMatchObject({ emailGuestbookEntries: true, emailAnniversaryReminders: true });

    // The one-click POST of a mail program, too.
    const url = new URL(oneClickUnsubscribeUrl(ctx.deps.config.publicUrl, t));
    const oneClick = await ctx.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ ok: true, topic: 'guestbook' });
    expect(await prefsRow(userId)).toMatchObject({ emailGuestbookEntries: false, emailAnniversaryReminders: true });
  });

  it('tokens in reminder emails sent before topics existed (id.mac) still turn anniversary reminders off and on', async () => {
    const { userId } = await signedInClient(ctx);
    const anon = new TestClient(ctx);
    const old = oldFormatToken(userId);
    expect(old.split('.')).toHaveLength(2);
    const res = await anon.post('/api/email/unsubscribe', { token: old });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, topic: 'anniversary' });
    expect(await prefsRow(userId)).toMatchObject({ emailAnniversaryReminders: false, emailGuestbookEntries: true });
    expect((await anon.post('/api/email/resubscribe', { token: old })).body).toEqual({
      ok: true,
      topic: 'anniversary',
    });
    expect(await anniversaryOn(userId)).toBe(true);
  });

  it('a token’s topic cannot be changed: the MAC covers it', async () => {
    const { userId } = await signedInClient(ctx);
    await ctx.database.db.insert(userPreferences).values({ userId });
    const anon = new TestClient(ctx);
    const [, , guestbookMac] = guestbookToken(userId).split('.');
    const [, , anniversaryMac] = token(userId).split('.');
    const oldMac = oldFormatToken(userId).split('.')[1];
    const invalid = { error: { code: 'INVALID_LINK', message: REMINDER_MSG.invalidLink } };
    for (const t of [
      `${userId}.anniversary.${guestbookMac}`,
      `${userId}.guestbook.${anniversaryMac}`,
      `${userId}.guestbook.${oldMac}`,
      `${userId}.${guestbookMac}`,
      `${userId}.letters.${anniversaryMac}`,
      `${userId}.guestbook.${guestbookMac}.extra`,
    ]) {
      const res = await anon.post('/api/email/unsubscribe', { token: t });
      expect(res.status, t).toBe(400);
      expect(res.body).toEqual(invalid);
    }
    expect(await prefsRow(userId)).toMatchObject({ emailAnniversaryReminders: true, emailGuestbookEntries: true });
  });

  it('RFC 8058 one-click: a form POST with the token in the URL, without or with a foreign Origin', async () => {
    const { userId } = await signedInClient(ctx);
    const url = new URL(oneClickUnsubscribeUrl(ctx.deps.config.publicUrl, token(userId)));
    for (const origin of [null, 'https://mail.example.net', 'null']) {
      await ctx.database.db
        .update(userPreferences)
        .set({ emailAnniversaryReminders: true })
        .where(eq(userPreferences.userId, userId));
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
      if (origin) headers.origin = origin;
      const res = await ctx.app.request(`${url.pathname}${url.search}`, {
        method: 'POST',
        headers,
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status, String(origin)).toBe(200);
      expect(await res.json()).toEqual({ ok: true, topic: 'anniversary' });
      expect(await anniversaryOn(userId)).toBe(false);
    }
    // The exemption is this one route: a cross-site form POST elsewhere is still refused.
    const elsewhere = await ctx.app.request(`/api/email/resubscribe${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(elsewhere.status).toBe(403);
    expect(await anniversaryOn(userId)).toBe(false);
  });

  it('a token that is not ours answers 400 with the spec’s message and changes nothing', async () => {
    const { userId } = await signedInClient(ctx);
    await ctx.database.db.insert(userPreferences).values({ userId });
    const good = token(userId);
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherUsers = `${other.userId}.anniversary.${good.split('.')[2]}`;
    const invalid = { error: { code: 'INVALID_LINK', message: REMINDER_MSG.invalidLink } };
    const anon = new TestClient(ctx);
    for (const t of [tampered, otherUsers, 'short', 'x'.repeat(400), 42]) {
      const res = await anon.post('/api/email/unsubscribe', { token: t });
      expect(res.status, String(t)).toBe(400);
      expect(res.body).toEqual(invalid);
      expect((await anon.post('/api/email/resubscribe', { token: t })).body).toEqual(invalid);
    }
    expect((await anon.post('/api/email/unsubscribe', {})).body).toEqual(invalid);
    const form = await ctx.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(tampered)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual(invalid);
    const noToken = await ctx.app.request('/api/email/unsubscribe', {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(noToken.status).toBe(400);
    expect(await anniversaryOn(userId)).toBe(true);
    expect(await anniversaryOn(other.userId)).not.toBe(false);
  });
});
