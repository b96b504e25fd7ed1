import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import { moderationLog, profiles } from '../../db/schema';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { runAdminCommand } from '../admin/admin.service';

const V = MSG.validation;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function storedProfile(userId: string) {
  const rows = await ctx.database.db
    .select({ displayName: profiles.displayName, bio: profiles.bio })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return rows[0] ?? null;
}

describe('without a session', () => {
  it('GET /api/profile is 401 UNAUTHENTICATED', async () => {
    const res = await new TestClient(ctx).get('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: MSG.http.unauthenticated } });
  });

  it('PUT /api/profile is 401 before the body is even looked at', async () => {
    const client = new TestClient(ctx);
    expect((await client.put('/api/profile', { displayName: 'Someone', bio: '' })).body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: MSG.http.unauthenticated },
    });
    const invalid = await client.put('/api/profile', { displayName: '', id: 'x' });
    expect(invalid.status).toBe(401);
    expect(invalid.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('reading the profile', () => {
  it('gives the display name from sign-up and an empty bio', async () => {
    const { client } = await signedInClient(ctx, { displayName: '  Rose Gardener ' });
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profile: { displayName: 'Rose Gardener', bio: '' } });
  });

  it('recreates a missing profile row from the account name', async () => {
    const { client, userId } = await signedInClient(ctx, { displayName: 'Lost Row' });
    await ctx.database.db.delete(profiles).where(eq(profiles.id, userId));
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profile: { displayName: 'Lost Row', bio: '' } });
    expect(await storedProfile(userId)).toEqual({ displayName: 'Lost Row', bio: '' });
  });
});

describe('updating the profile', () => {
  it('saves a valid update, trimmed, and it persists', async () => {
    const { client, userId } = await signedInClient(ctx, { displayName: 'Before Name' });
    const res = await client.put('/api/profile', {
      displayName: '  After Name  ',
      bio: '  Missing my father every day.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profile: { displayName: 'After Name', bio: 'Missing my father every day.' } });

    const again = await client.get('/api/profile');
    expect(again.body).toEqual({ profile: { displayName: 'After Name', bio: 'Missing my father every day.' } });
    expect(await storedProfile(userId)).toEqual({ displayName: 'After Name', bio: 'Missing my father every day.' });
    expect((await client.get('/api/session')).body.profile).toEqual({
      displayName: 'After Name',
      bio: 'Missing my father every day.',
    });
  });

  it('accepts the limits exactly: 100-character name, 2000-character bio', async () => {
    const { client } = await signedInClient(ctx);
    const displayName = 'n'.repeat(100);
    const bio = 'b'.repeat(2000);
    const res = await client.put('/api/profile', { displayName, bio });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profile: { displayName, bio } });
  });

  it('allows names the sign-up form would refuse (no character rule on the profile)', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.put('/api/profile', { displayName: "José O'Brien", bio: 'Line one\nLine two' });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({ displayName: "José O'Brien", bio: 'Line one\nLine two' });
  });

  it('stores markup as plain text, exactly as typed', async () => {
    const { client } = await signedInClient(ctx);
    const bio = '<img src=x onerror=alert(1)> & "quotes"';
    const res = await client.put('/api/profile', { displayName: 'Plain', bio });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await client.get('/api/profile')).body.profile.bio).toBe(bio);
  });

  it.each([
    ['an empty display name', { displayName: '', bio: '' }, V.displayNameRequired, 'displayName'],
    ['a blank display name', { displayName: '    ', bio: 'kept?' }, V.displayNameRequired, 'displayName'],
    ['a missing display name', { bio: 'x' }, V.displayNameRequired, 'displayName'],
    [
      'a 101-character display name',
      { displayName: 'a'.repeat(101), bio: '' },
      V.profileDisplayNameTooLong,
      'displayName',
    ],
    ['a 2001-character bio', { displayName: 'Fine', bio: 'b'.repeat(2001) }, V.bioTooLong, 'bio'],
  ])('refuses %s with the spec message and changes nothing', async (_label, body, message, field) => {
    const { client, userId } = await signedInClient(ctx, { displayName: 'Unchanged Name' });
    await client.put('/api/profile', { displayName: 'Unchanged Name', bio: 'Unchanged bio' });

    const res = await client.put('/api/profile', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION', message, field } });
    expect(await storedProfile(userId)).toEqual({ displayName: 'Unchanged Name', bio: 'Unchanged bio' });
  });

  it('spells out the exact texts of the spec', () => {
    expect(V.displayNameRequired).toBe('Display name is required');
    expect(V.profileDisplayNameTooLong).toBe('Display name must be less than 100 characters');
    expect(V.bioTooLong).toBe('Bio must be less than 2000 characters');
  });

  it('refuses malformed JSON with 400 and changes nothing', async () => {
    const { client, userId } = await signedInClient(ctx, { displayName: 'Still Here' });
    const res = await client.request('PUT', '/api/profile', '{"displayName": "x"');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_JSON', message: MSG.http.badJson } });
    expect(await storedProfile(userId)).toEqual({ displayName: 'Still Here', bio: '' });
  });
});

describe('a user can only change their own profile', () => {
  it('an id in the body is refused as an unknown field, and the other profile is untouched', async () => {
    const victim = await signedInClient(ctx, { displayName: 'Victim Name' });
    await victim.client.put('/api/profile', { displayName: 'Victim Name', bio: 'Victim bio' });
    const attacker = await signedInClient(ctx, { displayName: 'Attacker Name' });

    for (const key of ['id', 'userId', 'user_id']) {
      const res = await attacker.client.put('/api/profile', {
        [key]: victim.userId,
        displayName: 'Hacked',
        bio: 'Hacked',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION', message: `Unknown field: ${key}` } });
    }

    expect(await storedProfile(victim.userId)).toEqual({ displayName: 'Victim Name', bio: 'Victim bio' });
    expect(await storedProfile(attacker.userId)).toEqual({ displayName: 'Attacker Name', bio: '' });
    expect((await victim.client.get('/api/profile')).body.profile).toEqual({
      displayName: 'Victim Name',
      bio: 'Victim bio',
    });
  });

  it('there is no per-id route: /api/profile/<id> is a 404 for reading and writing', async () => {
    const victim = await signedInClient(ctx, { displayName: 'Quiet Victim' });
    const attacker = await signedInClient(ctx);
    const read = await attacker.client.get(`/api/profile/${victim.userId}`);
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('NOT_FOUND');
    expect(JSON.stringify(read.body)).not.toContain('Quiet Victim');
    const write = await attacker.client.put(`/api/profile/${victim.userId}`, { displayName: 'Hacked', bio: '' });
    expect(write.status).toBe(404);
    expect(await storedProfile(victim.userId)).toEqual({ displayName: 'Quiet Victim', bio: '' });
  });

  it("each user's update lands on their own row only", async () => {
    const a = await signedInClient(ctx, { displayName: 'Alpha' });
    const b = await signedInClient(ctx, { displayName: 'Bravo' });
    expect((await a.client.put('/api/profile', { displayName: 'Alpha Two', bio: 'a' })).status).toBe(200);
    expect((await b.client.put('/api/profile', { displayName: 'Bravo Two', bio: 'b' })).status).toBe(200);
    expect((await a.client.get('/api/profile')).body.profile).toEqual({ displayName: 'Alpha Two', bio: 'a' });
    expect((await b.client.get('/api/profile')).body.profile).toEqual({ displayName: 'Bravo Two', bio: 'b' });
  });

  it('a signed-out client can no longer change the profile', async () => {
    const { client, userId } = await signedInClient(ctx, { displayName: 'Signed Out' });
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    const res = await client.put('/api/profile', { displayName: 'Changed', bio: '' });
    expect(res.status).toBe(401);
    expect(await storedProfile(userId)).toEqual({ displayName: 'Signed Out', bio: '' });
  });
});

describe('the crisis screen on the profile (decision 049)', () => {
  const CRISIS = "I want to die, nobody would miss me. I'm ending it tonight";
  const crisisMails = async (email: string) =>
    (await outboxMailsExceptConfirmation(ctx.outboxDir, email)).filter((m) =>
      m.text.includes(SAFETY_ADMIN_MSG.profileBioEmailBody),
    );

  it('saves an About You in crisis as written, gives its writer help lines, and tells the site admins without the words', async () => {
    const admin = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['grant', admin.account.email]);
    const { client, userId, account } = await signedInClient(ctx, { displayName: 'Wren Hollis' });
    const logged = () => ctx.database.db.select().from(moderationLog).where(eq(moderationLog.targetUserId, userId));

    // Grief full of death words: nothing back. A worry: a gentle note. Neither tells anyone.
    const grief = await client.put('/api/profile', {
      displayName: 'Wren Hollis',
      bio: 'My daughter died of an overdose in 2019. We scattered her ashes off the bridge she loved.',
    });
    expect(grief.status, JSON.stringify(grief.body)).toBe(200);
    expect(grief.body).not.toHaveProperty('support');
    const worry = await client.put('/api/profile', {
      displayName: 'Wren Hollis',
      bio: 'Some nights I wish I could just go to sleep and not wake up.',
    });
    expect(worry.status).toBe(200);
    expect(worry.body.support).toEqual({ risk: 'concern' });
    expect(await logged()).toEqual([]);

    const crisis = await client.request(
      'PUT',
      '/api/profile',
      { displayName: 'Wren Hollis', bio: CRISIS },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(crisis.status, JSON.stringify(crisis.body)).toBe(200);
    expect(crisis.body.profile).toEqual({ displayName: 'Wren Hollis', bio: CRISIS });
    expect(crisis.body.support.risk).toBe('crisis');
    expect(crisis.body.support.helplines[0].country).toBe('United Kingdom');
    expect(await storedProfile(userId)).toEqual({ displayName: 'Wren Hollis', bio: CRISIS });

    expect(await logged()).toEqual([
      expect.objectContaining({ action: 'profile.bio-crisis', actorId: null, targetUserId: userId }),
    ]);
    let mails: Awaited<ReturnType<typeof crisisMails>> = [];
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      mails = await crisisMails(admin.account.email);
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).not.toContain('nobody would miss me');
    expect(mails[0]!.raw).not.toContain('Wren Hollis');
    // The writer is not emailed about their own words.
    expect(await crisisMails(account.email)).toEqual([]);
  });

  it('tells the site admins once of the same words: saved again unchanged, only the writer is answered', async () => {
    const admin = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['grant', admin.account.email]);
    const { client, userId } = await signedInClient(ctx, { displayName: 'Ash Marlow' });
    const logged = () => ctx.database.db.select().from(moderationLog).where(eq(moderationLog.targetUserId, userId));
    const mailsAtLeast = async (n: number) => {
      for (let i = 0; i < 100 && (await crisisMails(admin.account.email)).length < n; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      // A little longer, for any mail sent that should not have been.
      await new Promise((r) => setTimeout(r, 100));
      return crisisMails(admin.account.email);
    };
    const save = (bio: string) => client.put('/api/profile', { displayName: 'Ash Marlow', bio });

    const first = await save(CRISIS);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.support.risk).toBe('crisis');
    expect(await logged()).toHaveLength(1);
    expect(await mailsAtLeast(1)).toHaveLength(1);

    // The Profile form sends the same words with every save (a change of visibility is saved beside it).
    const again = await save(CRISIS);
    expect(again.status).toBe(200);
    expect(again.body.support.risk).toBe('crisis');
    expect(again.body.support.helplines.length).toBeGreaterThan(0);
    expect(await logged()).toHaveLength(1);

    // Other words in crisis are new words: the admins are told again.
    const changed = await save('I have the pills and tonight is the night');
    expect(changed.status).toBe(200);
    expect(changed.body.support.risk).toBe('crisis');
    expect(await logged()).toEqual([
      expect.objectContaining({ action: 'profile.bio-crisis', targetUserId: userId }),
      expect.objectContaining({ action: 'profile.bio-crisis', targetUserId: userId }),
    ]);
    expect(await mailsAtLeast(2)).toHaveLength(2);
  });
});
