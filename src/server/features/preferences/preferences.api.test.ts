/**
 * user_preferences over HTTP (spec sections 3, 4 and 8): the row is created with the spec's
 * defaults when settings load, PATCH changes only what it names, and each account sees its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { DEFAULT_PREFERENCES, PREFERENCES_MSG } from '@shared/schemas/preferences';
import { userPreferences } from '../../db/schema';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const storedRow = async (userId: string) =>
  (await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0];

describe('without a session', () => {
  it.each([
    ['GET', undefined],
    ['PATCH', { emailAnniversaryReminders: false }],
  ])('%s /api/preferences is 401', async (method, body) => {
    const res = await new TestClient(ctx).request(method, '/api/preferences', body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: MSG.http.unauthenticated } });
  });
});

describe('GET /api/preferences', () => {
  it('creates the row with the spec’s defaults on first load, and keeps it', async () => {
    const { client, userId } = await signedInClient(ctx);
    expect(await storedRow(userId)).toBeUndefined();
    const res = await client.get('/api/preferences');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ preferences: { ...DEFAULT_PREFERENCES, timeZone: null } });
    expect(res.body.preferences).toMatchObject({
      emailGuestbookEntries: true,
      emailAnniversaryReminders: true,
      emailCollaborationInvites: true,
      emailCircleMessages: true,
      emailMemorialUpdates: false,
      profileVisibility: 'connections',
      defaultMemorialPrivacy: false,
      allowSearchIndexing: true,
      showEmailToCollaborators: false,
    });
    const row = await storedRow(userId);
    expect(row).toMatchObject({ emailAnniversaryReminders: true, profileVisibility: 'connections' });
    expect((await client.get('/api/preferences')).body).toEqual(res.body);
    expect(await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId))).toHaveLength(
      1,
    );
  });
});

describe('PATCH /api/preferences', () => {
  it('changes only the named toggles and returns them all', async () => {
    const { client, userId } = await signedInClient(ctx);
    await client.get('/api/preferences');
    const res = await client.patch('/api/preferences', {
      emailAnniversaryReminders: false,
      profileVisibility: 'private',
      timeZone: 'Europe/Berlin',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      preferences: {
        ...DEFAULT_PREFERENCES,
        emailAnniversaryReminders: false,
        profileVisibility: 'private',
        timeZone: 'Europe/Berlin',
      },
    });
    const again = await client.patch('/api/preferences', { defaultMemorialPrivacy: true });
    expect(again.body.preferences).toMatchObject({
      emailAnniversaryReminders: false,
      defaultMemorialPrivacy: true,
      timeZone: 'Europe/Berlin',
    });
    expect(await storedRow(userId)).toMatchObject({
      emailAnniversaryReminders: false,
      defaultMemorialPrivacy: true,
      profileVisibility: 'private',
    });
    expect((await client.get('/api/preferences')).body).toEqual(again.body);
  });

  it('creates the row when PATCH comes before any GET', async () => {
    const { client, userId } = await signedInClient(ctx);
    const res = await client.patch('/api/preferences', { emailMemorialUpdates: true });
    expect(res.status).toBe(200);
    expect(res.body.preferences).toEqual({ ...DEFAULT_PREFERENCES, emailMemorialUpdates: true, timeZone: null });
    expect(await storedRow(userId)).toMatchObject({ emailMemorialUpdates: true, emailAnniversaryReminders: true });
  });

  it('refuses unknown fields, wrong types, an empty change and a time zone alone that does not exist', async () => {
    const { client, userId } = await signedInClient(ctx);
    const cases: [unknown, string][] = [
      [{ emailAnniversaryReminders: 'no' }, 'VALIDATION'],
      [{ profileVisibility: 'everyone' }, 'VALIDATION'],
      [{ userId: '00000000-0000-4000-8000-000000000000' }, 'VALIDATION'],
      [{}, 'VALIDATION'],
      [{ timeZone: 'Mars/Olympus' }, 'VALIDATION'],
    ];
    for (const [body, code] of cases) {
      const res = await client.patch('/api/preferences', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe(code);
    }
    expect((await client.patch('/api/preferences', {})).body.error.message).toBe(PREFERENCES_MSG.nothingToUpdate);
    expect((await client.patch('/api/preferences', { userId: 'x' })).body.error.message).toBe('Unknown field: userId');
    // An unknown zone beside a real change is dropped, not stored.
    const res = await client.patch('/api/preferences', { emailCircleMessages: false, timeZone: 'Mars/Olympus' });
    expect(res.status).toBe(200);
    expect(res.body.preferences).toMatchObject({ emailCircleMessages: false, timeZone: null });
    expect((await storedRow(userId))?.timeZone).toBeNull();
  });

  it('one account’s change never touches another’s', async () => {
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    await b.client.get('/api/preferences');
    await a.client.patch('/api/preferences', { emailAnniversaryReminders: false });
    expect((await b.client.get('/api/preferences')).body.preferences.emailAnniversaryReminders).toBe(true);
    expect((await storedRow(a.userId))?.emailAnniversaryReminders).toBe(false);
  });
});
