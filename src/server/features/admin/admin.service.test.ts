import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness';
import { AdminCommandError, runAdminCommand } from './admin.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('admin commands', () => {
  it('grants and revokes the admin role, which the session then reflects', async () => {
    const { client, account } = await signedInClient(ctx);
    expect(await runAdminCommand(ctx.database.db, ['grant', account.email.toUpperCase()])).toMatch(/is now an admin/);
    let session = await client.get('/api/session');
    expect(session.body.entitlements.isAdmin).toBe(true);
    expect(session.body.entitlements.features.canAccessAPI).toBe(true);
    expect(session.body.entitlements.canAccessCommunityRooms).toBe(true);

    expect(await runAdminCommand(ctx.database.db, ['revoke', account.email])).toMatch(/no longer an admin/);
    expect(await runAdminCommand(ctx.database.db, ['revoke', account.email])).toMatch(/was not an admin/);
    session = await client.get('/api/session');
    expect(session.body.entitlements.isAdmin).toBe(false);
    expect(session.body.entitlements.tier).toBe('free');
  });

  it('sets a plan, and a later plan replaces it', async () => {
    const { client, account } = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['plan', account.email, 'annual']);
    expect((await client.get('/api/session')).body.entitlements.tier).toBe('annual');
    await runAdminCommand(ctx.database.db, ['plan', account.email, 'free']);
    const ent = (await client.get('/api/session')).body.entitlements;
    expect(ent.tier).toBe('free');
    expect(ent.features.maxMemorials).toBe(1);
  });

  it('starts a trial with the premium features but one memorial', async () => {
    const { client, account } = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['trial', account.email]);
    const ent = (await client.get('/api/session')).body.entitlements;
    expect(ent.tier).toBe('free');
    expect(ent.trial.state).toBe('active');
    expect(ent.trial.hoursLeft).toBe(72);
    expect(ent.features.canCreateLegacyLetters).toBe(true);
    expect(ent.features.maxMemorials).toBe(1);
  });

  it.each([
    [[], /Usage/],
    [['grant'], /Usage/],
    [['plan', 'a@example.com', 'gold'], /must be one of: free, monthly, annual, professional/],
    [['grant', 'nobody@example.com'], /No account with the email nobody@example.com/],
    [['frobnicate', 'a@example.com'], /Unknown command "frobnicate"/],
    [['trial', 'a@example.com', '-3'], /Trial days/],
  ])('refuses %j with a clear message', async (args, message) => {
    await expect(runAdminCommand(ctx.database.db, args as string[])).rejects.toThrow(AdminCommandError);
    await expect(runAdminCommand(ctx.database.db, args as string[])).rejects.toThrow(message);
  });
});
