import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailJobs } from '../../db/schema';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness';
import { AdminCommandError, runAdminCommand, USAGE } from './admin.service';

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
    [['emails', 'lost'], /The status must be one of: pending, sent, failed, cancelled, skipped/],
    [['retry-email'], /Give the id of a failed email job/],
    [['retry-email', 'abc'], /Give the id of a failed email job/],
    [
      ['retry-email', '00000000-0000-4000-8000-000000000000'],
      /No failed email job with the id 00000000-0000-4000-8000-000000000000/,
    ],
  ])('refuses %j with a clear message', async (args, message) => {
    await expect(runAdminCommand(ctx.database.db, args as string[])).rejects.toThrow(AdminCommandError);
    await expect(runAdminCommand(ctx.database.db, args as string[])).rejects.toThrow(message);
  });
});

describe('the email queue from the command line', () => {
  it('lists jobs by status, one a line, without addresses or content; retries a failed one', async () => {
    const { userId } = await signedInClient(ctx);
    const runAt = new Date('2025-06-12T09:00:00.000Z');
    const [failed] = await ctx.database.db
      .insert(emailJobs)
      .values({
        kind: 'anniversary_reminder',
        dedupeKey: `test:${randomUUID()}`,
        userId,
        runAt,
        status: 'failed',
        attempts: 5,
        lastError: 'SMTP_550',
        payload: { title: 'Quokka' },
      })
      .returning();
    const [sent] = await ctx.database.db
      .insert(emailJobs)
      .values({
        kind: 'anniversary_reminder',
        dedupeKey: `test:${randomUUID()}`,
        userId,
        runAt,
        status: 'sent',
        attempts: 1,
      })
      .returning();

    const failedLines = (await runAdminCommand(ctx.database.db, ['emails'])).split('\n');
    expect(failedLines).toEqual(
      await runAdminCommand(ctx.database.db, ['emails', 'failed']).then((t) => t.split('\n')),
    );
    const line = failedLines.find((l) => l.startsWith(failed!.id));
    expect(line).toMatch(
      new RegExp(
        `^${failed!.id} anniversary_reminder failed attempts=5 error=SMTP_550 run_at=2025-06-12T09:00:00.000Z updated=\\S+ user=${userId}$`,
      ),
    );
    expect(failedLines.join('\n')).not.toContain('Quokka');
    expect(failedLines.some((l) => l.startsWith(sent!.id))).toBe(false);
    expect(
      (await runAdminCommand(ctx.database.db, ['emails', 'sent']))
        .split('\n')
        .some((l) => l.startsWith(`${sent!.id} anniversary_reminder sent attempts=1 error=-`)),
    ).toBe(true);

    const now = new Date('2025-06-13T10:00:00.000Z');
    expect(await runAdminCommand(ctx.database.db, ['retry-email', failed!.id.toUpperCase()], now)).toBe(
      `Email job ${failed!.id} will be tried again on the scheduler's next tick.`,
    );
    const [row] = await ctx.database.db.select().from(emailJobs).where(eq(emailJobs.id, failed!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, runAt: now });
    await expect(runAdminCommand(ctx.database.db, ['retry-email', failed!.id])).rejects.toThrow(/No failed email job/);
  });

  it('says so when there is nothing to list', async () => {
    await ctx.database.db.delete(emailJobs).where(eq(emailJobs.status, 'skipped'));
    expect(await runAdminCommand(ctx.database.db, ['emails', 'skipped'])).toBe('No skipped email jobs.');
  });

  it('the usage names the email commands', () => {
    expect(USAGE).toMatch(/emails \[failed\|pending\|sent/);
    expect(USAGE).toMatch(/retry-email <job id>/);
  });
});
