/** The access check's own rules, without a database (the API walk is permissions.api.test.ts). */
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/errors';
import { can, memorialResource, privateResource, relationsOf, requireAccess, type Actor } from './access';
import { PERMISSIONS, POLICY, ROLES } from './policy';

const gone = () => new AppError('NOT_FOUND', 404, 'gone');
function actor(
  userId: string | null,
  opts: { admin?: boolean; share?: string } = {},
): Actor & { lookups: () => number } {
  const isAdmin = vi.fn(async () => !!opts.admin);
  return {
    user: userId ? { id: userId, email: `${userId}@example.com`, name: userId } : null,
    shareToken: opts.share ?? null,
    isAdmin,
    lookups: () => isAdmin.mock.calls.length,
  };
}
const memorial = (
  over: Partial<{ userId: string; isPublic: boolean; shareEnabled: boolean; shareToken: string | null }> = {},
) => memorialResource({ userId: 'owner', isPublic: false, shareEnabled: true, shareToken: 'tok', ...over }, gone);

describe('the policy table', () => {
  it('names only known roles and permissions', () => {
    expect(Object.keys(POLICY).sort()).toEqual([...ROLES].sort());
    for (const list of Object.values(POLICY)) for (const p of list) expect(PERMISSIONS).toContain(p);
  });
});

describe('roles toward a thing', () => {
  it('are relations: owner, share link while sharing is on, public, signed in', () => {
    expect(relationsOf(actor('owner'), memorial())).toEqual(['owner', 'signed-in']);
    expect(relationsOf(actor(null, { share: 'tok' }), memorial())).toEqual(['share-token']);
    expect(relationsOf(actor(null, { share: 'tok' }), memorial({ shareEnabled: false }))).toEqual([]);
    expect(relationsOf(actor(null, { share: 'other' }), memorial())).toEqual([]);
    expect(relationsOf(actor(null), memorial({ isPublic: true }))).toEqual(['visitor']);
  });

  it('are none toward a thing that does not exist, for an admin too', async () => {
    const admin = actor('a', { admin: true });
    expect(relationsOf(admin, memorialResource(null, gone))).toEqual([]);
    expect(await can(admin, 'memorial:view', memorialResource(null, gone))).toBe(false);
    expect(await can(actor('me'), 'journal:view', privateResource('journal-entry', null, gone))).toBe(false);
  });
});

describe('the admin role', () => {
  it('is looked up only when nothing else allows it and admins may', async () => {
    const a = actor('a', { admin: true });
    expect(await can(a, 'memorial:view', memorial({ isPublic: true }))).toBe(true);
    expect(await can(a, 'guestbook:view-emails', memorial())).toBe(false);
    expect(a.lookups()).toBe(0);
    expect(await can(a, 'memorial:view', memorial())).toBe(true);
    expect(await can(a, 'guestbook:post', memorial())).toBe(true);
    expect(a.lookups()).toBe(2);
  });
});

describe('refusals', () => {
  const refusal = async (
    a: Actor,
    ...args: Parameters<typeof requireAccess> extends [Actor, ...infer R] ? R : never
  ) => {
    try {
      await requireAccess(a, ...args);
      return null;
    } catch (err) {
      return err instanceof AppError ? { status: err.status, code: err.code } : err;
    }
  };

  it('are the thing’s not-found to whoever may not see it, 401 or 403 to whoever may', async () => {
    expect(await refusal(actor('stranger'), 'memorial:edit', memorial())).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await refusal(actor(null, { share: 'tok' }), 'memorial:edit', memorial())).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(await refusal(actor('stranger'), 'memorial:edit', memorial({ isPublic: true }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await refusal(actor('stranger'), 'journal:edit', privateResource('journal-entry', 'owner', gone))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await refusal(actor('owner'), 'journal:edit', privateResource('journal-entry', 'owner', gone))).toBeNull();
  });

  it('of reminders are not-found even to an admin who may see the memorial', async () => {
    expect(await refusal(actor('a', { admin: true }), 'reminders:manage', memorial({ isPublic: true }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
