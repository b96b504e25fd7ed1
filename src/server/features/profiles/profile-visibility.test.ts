import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_VISIBILITIES } from '@shared/schemas/preferences';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness';
import { mayViewProfile, profilesVisibleTo } from './profile-visibility';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('mayViewProfile', () => {
  it('follows the spec: public to anyone, connections to connections, private to no one else', () => {
    const table = PROFILE_VISIBILITIES.flatMap((v) =>
      (['self', 'connection', 'other'] as const).map((r) => `${v}/${r}: ${mayViewProfile(v, r)}`),
    );
    expect(table).toEqual([
      'public/self: true',
      'public/connection: true',
      'public/other: true',
      'connections/self: true',
      'connections/connection: true',
      'connections/other: false',
      'private/self: true',
      'private/connection: false',
      'private/other: false',
    ]);
  });
});

describe('profilesVisibleTo', () => {
  it("applies each person's saved visibility (connections by default) in one lookup", async () => {
    const viewer = await signedInClient(ctx);
    const pub = await signedInClient(ctx);
    const conn = await signedInClient(ctx);
    const priv = await signedInClient(ctx);
    const unset = await signedInClient(ctx);
    expect((await pub.client.put('/api/profile', { displayName: 'Open Olive', bio: 'Hello' })).status).toBe(200);
    expect((await pub.client.patch('/api/preferences', { profileVisibility: 'public' })).status).toBe(200);
    expect((await conn.client.patch('/api/preferences', { profileVisibility: 'connections' })).status).toBe(200);
    expect((await priv.client.patch('/api/preferences', { profileVisibility: 'private' })).status).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    const ids = [viewer.userId, pub.userId, conn.userId, priv.userId, unset.userId, missing];
    const shown = async (viewerId: string | null, connections: string[] = []) => {
      const map = await profilesVisibleTo(ctx.database.db, viewerId, ids, new Set(connections));
      return ids.map((id) => map.get(id) !== null);
    };

    // A stranger, signed in: only the public profile (and their own).
    expect(await shown(viewer.userId)).toEqual([true, true, false, false, false, false]);
    // Signed out: only the public one.
    expect(await shown(null)).toEqual([false, true, false, false, false, false]);
    // Connected to everyone: all but the private profile (and the id that is no one).
    expect(await shown(viewer.userId, [pub.userId, conn.userId, priv.userId, unset.userId])).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    // What is shown is the profile's name and words, never the email.
    const map = await profilesVisibleTo(ctx.database.db, viewer.userId, [pub.userId]);
    expect(map.get(pub.userId)).toEqual({ id: pub.userId, displayName: 'Open Olive', bio: 'Hello' });
  });
});
