/**
 * The memorial permission matrix (spec section 6 and decision 006), table-driven:
 * anonymous, owner, another user, admin, a valid share token, a token after sharing was turned
 * off, and a wrong token × every read and every change.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { runAdminCommand } from '../admin/admin.service';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let owner: TestClient;
let other: TestClient;
let admin: TestClient;
let anonymous: TestClient;
let photo: Uint8Array;

type Actor = 'anonymous' | 'owner' | 'other' | 'admin' | 'share' | 'shareOff' | 'wrongToken';
const ACTORS: Actor[] = ['anonymous', 'owner', 'other', 'admin', 'share', 'shareOff', 'wrongToken'];

interface Fixture {
  id: string;
  token: string;
  /** A memorial whose sharing was turned on and then off again. */
  offId: string;
  offToken: string;
  entryId: string;
}

function client(actor: Actor): TestClient {
  return actor === 'owner' ? owner : actor === 'other' ? other : actor === 'admin' ? admin : anonymous;
}

function target(actor: Actor, f: Fixture): { id: string; q: string } {
  if (actor === 'share') return { id: f.id, q: `?share=${f.token}` };
  if (actor === 'shareOff') return { id: f.offId, q: `?share=${f.offToken}` };
  if (actor === 'wrongToken') return { id: f.id, q: `?share=${'x'.repeat(32)}` };
  return { id: f.id, q: '' };
}

async function privateMemorial(title: string): Promise<Fixture> {
  const created = await owner.post('/api/memorials', { title, description: 'Loved by many.', isPublic: false });
  expect(created.status).toBe(201);
  const id = created.body.memorial.id as string;
  expect((await owner.upload(`/api/memorials/${id}/media?type=photo`, 'garden.jpg', photo, 'image/jpeg')).status).toBe(
    201,
  );
  const entry = await owner.post(`/api/memorials/${id}/guestbook`, {
    authorName: 'Aunt May',
    authorEmail: 'may@example.com',
    message: 'We miss you.',
  });
  expect(entry.status).toBe(201);
  const shared = await owner.put(`/api/memorials/${id}/sharing`, { enabled: true });
  expect(shared.status).toBe(200);

  const off = await owner.post('/api/memorials', { title: `${title} (off)`, isPublic: false });
  const offId = off.body.memorial.id as string;
  const offToken = (await owner.put(`/api/memorials/${offId}/sharing`, { enabled: true })).body.shareToken as string;
  expect((await owner.put(`/api/memorials/${offId}/sharing`, { enabled: false })).body).toEqual({
    shareEnabled: false,
    shareToken: offToken,
  });
  return { id, token: shared.body.shareToken, offId, offToken, entryId: entry.body.entry.id };
}

beforeAll(async () => {
  // The guestbook limits have their own tests; here many entries come from one address.
  ctx = await createTestContext({ GUESTBOOK_MAX_PER_IP: '100000', GUESTBOOK_MAX_PER_MEMORIAL: '100000' });
  photo = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8899cc' } })
      .jpeg()
      .toBuffer(),
  );
  ({ client: owner } = await signedInClient(ctx));
  await runAdminCommand(ctx.database.db, ['plan', (await owner.get('/api/session')).body.user.email, 'monthly']);
  ({ client: other } = await signedInClient(ctx));
  const a = await signedInClient(ctx);
  admin = a.client;
  await runAdminCommand(ctx.database.db, ['grant', a.account.email]);
  anonymous = new TestClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('reading a private memorial', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await privateMemorial('Eleanor Vance');
  });

  const canView: Record<Actor, boolean> = {
    anonymous: false,
    owner: true,
    other: false,
    admin: true,
    share: true,
    shareOff: false,
    wrongToken: false,
  };

  it.each(ACTORS)('%s: memorial, media and guestbook', async (actor) => {
    const { id, q } = target(actor, f);
    const res = await client(actor).get(`/api/memorials/${id}${q}`);
    const guestbook = await client(actor).get(`/api/memorials/${id}/guestbook${q}`);
    const qr = await client(actor).get(`/api/memorials/${id}/qr.png${q}`);
    if (!canView[actor]) {
      expect(res.status).toBe(404);
      expect(guestbook.status).toBe(404);
      expect(qr.status).toBe(404);
      const expected = q ? MEMORIAL_MSG.invalidShareLink : MEMORIAL_MSG.noPermission;
      expect(res.body.error.message).toBe(expected);
      expect(JSON.stringify(res.body)).not.toContain('Eleanor');
      return;
    }
    expect(res.status).toBe(200);
    const m = res.body.memorial;
    expect(m.title).toBe('Eleanor Vance');
    expect(m.isOwner).toBe(actor === 'owner');
    // Everyone who may see it is told whether the companion speaks as the person (off by default).
    expect(m.aiSpeakAs).toBe(false);
    if (actor === 'owner') {
      expect(m.shareToken).toBe(f.token);
      expect(m.shareEnabled).toBe(true);
    } else {
      expect(m).not.toHaveProperty('shareToken');
      expect(m).not.toHaveProperty('shareEnabled');
      expect(JSON.stringify(res.body)).not.toContain(f.token);
    }
    // The media URL works for whoever could see the memorial.
    expect(m.media).toHaveLength(1);
    const media = await client(actor).get(m.media[0].urls.display);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');

    expect(guestbook.status).toBe(200);
    // The memorial's own answer carries the same first guestbook page for this caller.
    expect(res.body.guestbook).toEqual(guestbook.body);
    expect(guestbook.body.entries[0].authorEmail).toBe(actor === 'owner' ? 'may@example.com' : null);
    expect(guestbook.body.canDelete).toBe(actor === 'owner');
    if (actor !== 'owner') expect(JSON.stringify(guestbook.body)).not.toContain('may@example.com');
    expect(qr.status).toBe(200);
  });

  it.each(ACTORS)('%s: signing the guestbook', async (actor) => {
    const { id, q } = target(actor, f);
    const res = await client(actor).post(`/api/memorials/${id}/guestbook${q}`, {
      authorName: 'A friend',
      message: 'Thinking of you all.',
    });
    expect(res.status).toBe(canView[actor] ? 201 : 404);
    if (canView[actor]) expect(res.body.entry.authorEmail).toBeNull();
  });
});

describe('changing a private memorial', () => {
  // Only the owner may change anything; others who can see it get 403, the rest 404 (or 401).
  const expectedStatus = (actor: Actor, ok: number): number =>
    actor === 'owner' ? ok : actor === 'admin' ? 403 : actor === 'other' ? 404 : 401;

  const changes: [string, (c: TestClient, f: Fixture, q: string) => Promise<{ status: number }>, number][] = [
    [
      'edit',
      (c, f, q) => c.patch(`/api/memorials/${f.id}${q}`, { title: 'Changed', description: '', isPublic: false }),
      200,
    ],
    // Decision 013: letting the companion speak as the person is the owner's choice alone.
    [
      'let the AI companion speak as them',
      (c, f, q) =>
        c.patch(`/api/memorials/${f.id}${q}`, { title: 'Changed', description: '', isPublic: false, aiSpeakAs: true }),
      200,
    ],
    ['toggle sharing', (c, f, q) => c.put(`/api/memorials/${f.id}/sharing${q}`, { enabled: false }), 200],
    ['delete a guestbook entry', (c, f, q) => c.delete(`/api/memorials/${f.id}/guestbook/${f.entryId}${q}`), 200],
    [
      'set the song',
      (c, f, q) => c.put(`/api/memorials/${f.id}/song${q}`, { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
      200,
    ],
    [
      'add a photo',
      (c, f, q) =>
        c.upload(`/api/memorials/${f.id}/media?type=photo${q ? '&' + q.slice(1) : ''}`, 'x.jpg', photo, 'image/jpeg'),
      201,
    ],
    ['delete the memorial', (c, f, q) => c.delete(`/api/memorials/${f.id}${q}`), 200],
  ];

  for (const [name, change, ok] of changes) {
    it.each(ACTORS)(`%s: ${name}`, async (actor) => {
      const f = await privateMemorial(`Change ${name} ${actor}`);
      const q = target(actor, f).q;
      const res = await change(client(actor), f, q);
      expect(res.status).toBe(expectedStatus(actor, ok));
      // Nothing changed unless the owner did it.
      const after = await owner.get(`/api/memorials/${f.id}`);
      if (actor !== 'owner') {
        expect(after.status).toBe(200);
        expect(after.body.memorial.title).toBe(`Change ${name} ${actor}`);
        expect(after.body.memorial.shareEnabled).toBe(true);
        expect(after.body.memorial.media).toHaveLength(1);
        expect(after.body.memorial.song).toBeNull();
        expect(after.body.memorial.aiSpeakAs).toBe(false);
        expect((await owner.get(`/api/memorials/${f.id}/guestbook`)).body.entries).toHaveLength(1);
      }
    });
  }
});

describe('public memorials and share links', () => {
  it('anyone reads a public memorial without emails and may sign; a wrong token does not matter', async () => {
    const created = await owner.post('/api/memorials', { title: 'Public Paul', isPublic: true });
    const id = created.body.memorial.id;
    await owner.post(`/api/memorials/${id}/guestbook`, {
      authorName: 'Sam',
      authorEmail: 'sam@example.com',
      message: 'Rest well.',
    });
    for (const c of [anonymous, other]) {
      const res = await c.get(`/api/memorials/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.memorial).not.toHaveProperty('shareToken');
      expect(res.body.guestbook.entries[0].authorEmail).toBeNull();
      expect((await c.get(`/api/memorials/${id}/guestbook`)).body.entries[0].authorEmail).toBeNull();
    }
    expect((await anonymous.get(`/api/memorials/${id}?share=wrong`)).status).toBe(200);
  });

  it('turning sharing off stops the link at once and on again brings the same link back', async () => {
    const f = await privateMemorial('Toggle Tess');
    expect((await anonymous.get(`/api/memorials/${f.id}?share=${f.token}`)).status).toBe(200);
    await owner.put(`/api/memorials/${f.id}/sharing`, { enabled: false });
    const off = await anonymous.get(`/api/memorials/${f.id}?share=${f.token}`);
    expect(off.status).toBe(404);
    expect(off.body.error).toEqual({ code: 'SHARE_LINK_INVALID', message: MEMORIAL_MSG.invalidShareLink });
    const on = await owner.put(`/api/memorials/${f.id}/sharing`, { enabled: true });
    expect(on.body.shareToken).toBe(f.token);
    expect((await anonymous.get(`/api/memorials/${f.id}?share=${f.token}`)).status).toBe(200);
  });

  it('share tokens carry at least 128 random bits', async () => {
    const f = await privateMemorial('Token Tom');
    expect(f.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(f.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const g = await privateMemorial('Token Tim');
    expect(g.token).not.toBe(f.token);
  });

  it('a malformed id is a plain 404', async () => {
    expect((await owner.get('/api/memorials/not-a-uuid')).status).toBe(404);
    expect((await owner.get('/api/memorials/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });
});
