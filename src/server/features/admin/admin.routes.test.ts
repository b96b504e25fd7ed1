/**
 * The admin console's API (decision 033): admins only; the people list (search, pages); granting
 * and revoking a plan, starting a trial, the admin role and the last-admin rule. The same service
 * functions as the CLI, so a plan granted here is the plan the person's session shows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/messages.plans';
import { PEOPLE_PAGE_SIZE, type PersonSummary } from '@shared/schemas/admin';
import { profiles, user } from '../../db/schema';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from './admin.service';

const start = new Date('2031-06-01T08:00:00.000Z');
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInClient>>;
let person: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(start);
  admin = await signedInClient(ctx, { displayName: 'Site Keeper' });
  await runAdminCommand(ctx.database.db, ['grant', admin.account.email]);
  person = await signedInClient(ctx, { displayName: 'Wren Holloway' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('who may use the console', () => {
  it('answers 401 signed out and 403 to anyone but an admin, before reading the request', async () => {
    const anonymous = new TestClient(ctx);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/people'],
      ['PUT', `/api/admin/people/${admin.userId}/plan`, { plan: 'monthly' }],
      ['POST', `/api/admin/people/${admin.userId}/trial`],
      ['PUT', `/api/admin/people/${person.userId}/admin`, { admin: true }],
    ];
    for (const [method, path, body] of routes) {
      const out = await anonymous.request(method, path, body);
      expect(out.status, `${method} ${path}`).toBe(401);
      // A bad body too: the refusal comes before the body is read.
      const member = await person.client.request(method, path, body ?? (method === 'GET' ? undefined : 'not json'));
      expect(member.status, `${method} ${path}`).toBe(403);
      expect(member.body).toEqual({ error: { code: 'FORBIDDEN', message: MSG.http.forbidden } });
    }
    // Nothing changed: the person is not an admin and still on the sign-up trial.
    const ent = (await person.client.get('/api/session')).body.entitlements;
    expect(ent.isAdmin).toBe(false);
    expect(ent.trial.state).toBe('active');
  });
});

describe('the people list', () => {
  it('shows email, display name, plan with the trial end, and roles; never cached', async () => {
    const res = await admin.client.get('/api/admin/people');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ page: 1, pageSize: PEOPLE_PAGE_SIZE, total: 2 });
    // Newest account first.
    expect(res.body.people.map((p: PersonSummary) => p.email)).toEqual([person.account.email, admin.account.email]);
    expect(res.body.people[0]).toEqual({
      id: person.userId,
      email: person.account.email,
      displayName: 'Wren Holloway',
      plan: 'free',
      trialExpiresAt: '2031-06-04T08:00:00.000Z',
      roles: [],
      createdAt: expect.any(String),
    });
    expect(res.body.people[1]).toMatchObject({ displayName: 'Site Keeper', roles: ['admin'] });
  });

  it('searches the email and the display name, case-insensitively, with % and _ taken literally', async () => {
    const byName = await admin.client.get('/api/admin/people?q=hollow');
    expect(byName.body.people.map((p: PersonSummary) => p.id)).toEqual([person.userId]);
    expect(byName.body.total).toBe(1);
    const byEmail = await admin.client.get(
      `/api/admin/people?q=${encodeURIComponent(admin.account.email.toUpperCase())}`,
    );
    expect(byEmail.body.people.map((p: PersonSummary) => p.id)).toEqual([admin.userId]);
    expect((await admin.client.get('/api/admin/people?q=%25')).body.people).toEqual([]);
    // Text a database cannot hold is refused, not searched for.
    expect((await admin.client.get('/api/admin/people?q=%00')).status).toBe(400);
  });

  it('pages 20 at a time', async () => {
    // Accounts as the sign-up makes them, without hashing twenty passwords.
    const ids = Array.from({ length: PEOPLE_PAGE_SIZE }, () => randomUUID());
    await ctx.database.db
      .insert(user)
      .values(ids.map((id, i) => ({ id, name: `Pager ${i}`, email: `pager-${i}-${id.slice(0, 6)}@example.com` })));
    await ctx.database.db.insert(profiles).values(ids.map((id, i) => ({ id, displayName: `Pager ${i}` })));
    const first = await admin.client.get('/api/admin/people?q=pager');
    expect(first.body).toMatchObject({ total: PEOPLE_PAGE_SIZE, page: 1 });
    expect(first.body.people).toHaveLength(PEOPLE_PAGE_SIZE);
    const all = await admin.client.get('/api/admin/people?page=2');
    expect(all.body.total).toBe(PEOPLE_PAGE_SIZE + 2);
    expect(all.body.people).toHaveLength(2);
    expect((await admin.client.get('/api/admin/people?page=zero')).status).toBe(400);
  });
});

describe('changing a plan or a role', () => {
  it('grants a plan that the person’s session then shows, and revoking puts them on free', async () => {
    const granted = await admin.client.put(`/api/admin/people/${person.userId}/plan`, { plan: 'annual' });
    expect(granted.status).toBe(200);
    expect(granted.body.person).toMatchObject({ id: person.userId, plan: 'annual', trialExpiresAt: null });
    const ent = (await person.client.get('/api/session')).body.entitlements;
    expect(ent).toMatchObject({ tier: 'annual', hasFullAccess: true, canAccessCommunityRooms: true });

    const revoked = await admin.client.put(`/api/admin/people/${person.userId}/plan`, { plan: 'free' });
    expect(revoked.body.person).toMatchObject({ plan: 'free', trialExpiresAt: null });
    const after = (await person.client.get('/api/session')).body.entitlements;
    expect(after).toMatchObject({ tier: 'free', hasFullAccess: false, trial: { state: 'none' } });
    expect(after.features.canCreateLegacyLetters).toBe(false);
  });

  it('starts a new trial from the app’s clock', async () => {
    ctx.setNow(new Date('2031-07-01T10:00:00.000Z'));
    const res = await admin.client.post(`/api/admin/people/${person.userId}/trial`);
    expect(res.status).toBe(200);
    expect(res.body.person).toMatchObject({ plan: 'free', trialExpiresAt: '2031-07-04T10:00:00.000Z' });
    expect((await person.client.get('/api/session')).body.entitlements.trial).toMatchObject({
      state: 'active',
      hoursLeft: 72,
    });
  });

  it('refuses an unknown plan, a bad body, and someone who does not exist', async () => {
    const bad = await admin.client.put(`/api/admin/people/${person.userId}/plan`, { plan: 'gold' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION');
    expect((await admin.client.put(`/api/admin/people/${person.userId}/admin`, { admin: 'yes' })).status).toBe(400);
    const missing = await admin.client.put(`/api/admin/people/${randomUUID()}/plan`, { plan: 'monthly' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(ADMIN_MSG.noSuchPerson);
    expect((await admin.client.post('/api/admin/people/not-an-id/trial')).status).toBe(404);
  });

  it('grants and removes the admin role; the last admin cannot remove their own', async () => {
    const last = await admin.client.put(`/api/admin/people/${admin.userId}/admin`, { admin: false });
    expect(last.status).toBe(409);
    expect(last.body.error).toEqual({ code: 'LAST_ADMIN', message: ADMIN_MSG.lastAdmin });
    expect((await admin.client.get('/api/session')).body.entitlements.isAdmin).toBe(true);

    const made = await admin.client.put(`/api/admin/people/${person.userId}/admin`, { admin: true });
    expect(made.body.person.roles).toEqual(['admin']);
    expect((await person.client.get('/api/admin/people')).status).toBe(200);

    // Now there are two: the first may step down, and the new one is then the last.
    const stepDown = await admin.client.put(`/api/admin/people/${admin.userId}/admin`, { admin: false });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.person.roles).toEqual([]);
    expect((await admin.client.get('/api/admin/people')).status).toBe(403);
    expect((await person.client.put(`/api/admin/people/${person.userId}/admin`, { admin: false })).status).toBe(409);

    // Two admins removing each other at once: exactly one succeeds, one admin is left.
    await person.client.put(`/api/admin/people/${admin.userId}/admin`, { admin: true });
    const [a, b] = await Promise.all([
      admin.client.put(`/api/admin/people/${person.userId}/admin`, { admin: false }),
      person.client.put(`/api/admin/people/${admin.userId}/admin`, { admin: false }),
    ]);
    // The loser is refused as no longer an admin (403) or as the last one (409).
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((s) => s !== 200)[0]).toBeOneOf([403, 409]);
    const admins = await Promise.all([admin.client, person.client].map((c) => c.get('/api/session')));
    expect(admins.filter((s) => s.body.entitlements.isAdmin)).toHaveLength(1);
  });
});
