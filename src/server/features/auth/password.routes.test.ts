/**
 * Forgot password, reset, change and email confirmation (decision 028) through the real app, with
 * the emails read from the test's outbox as a mail program would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { ACCOUNT_SECURITY_MSG as M } from '@shared/messages.settings';
import { SESSION_CACHE_MS } from '../../auth/sessions';
import { session as sessionTable, user as userTable, verification } from '../../db/schema';
import { createTestContext, newAccount, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsTo, type OutboxMail } from '../../test/outbox';
import { FORGOT_MIN_MS, FORGOT_PER_ADDRESS } from './password.service';
import { RESEND_PER_ACCOUNT } from './email-verification.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SIGNIN_MAX_PER_IP: '6', SIGNIN_MAX_FAILURES_PER_SOURCE: '3' });
});
afterAll(async () => {
  await ctx.close();
});

/** The mails to an address once there are `count` of them (sending is not awaited by requests). */
async function mailsTo(address: string, count: number): Promise<OutboxMail[]> {
  for (let i = 0; i < 100; i++) {
    const mails = await outboxMailsTo(ctx.outboxDir, address);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${count} mails to ${address}`);
}

const resetTokenOf = (mail: OutboxMail) => {
  const url = /http:\/\/localhost:\d+\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  expect(url, mail.text).not.toBeNull();
  return decodeURIComponent(url![1]!);
};

async function requestLink(email: string, client = new TestClient(ctx)): Promise<string> {
  const before = (await outboxMailsTo(ctx.outboxDir, email)).filter((m) => m.subject === M.email.resetSubject).length;
  const res = await client.post('/api/auth/forgot-password', { email });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  let mails: OutboxMail[] = [];
  for (let n = before + 1; mails.length <= before;)
    mails = (await mailsTo(email, n)).filter((m) => m.subject === M.email.resetSubject);
  return resetTokenOf(mails.at(-1)!);
}

async function signIn(email: string, password: string) {
  const client = new TestClient(ctx);
  const res = await client.post('/api/auth/sign-in', { email, password });
  return { client, status: res.status };
}

describe('forgot password', () => {
  it('answers the same, after the same minimum time, whether or not the address has an account', async () => {
    const { account } = await signedInClient(ctx);
    const unknown = newAccount().email;
    const time = async (email: string) => {
      const started = performance.now();
      const res = await new TestClient(ctx).post('/api/auth/forgot-password', { email });
      return { res, ms: performance.now() - started };
    };
    const known = await time(account.email);
    const missing = await time(unknown);
    expect(known.res.status).toBe(200);
    expect(missing.res.status).toBe(200);
    expect(missing.res.body).toEqual(known.res.body);
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5);
    expect(missing.ms).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5);

    // Only the account's address gets an email: a link to /reset-password, with no other account detail.
    const [mail] = await mailsTo(account.email, 2).then((m) => m.filter((x) => x.subject === M.email.resetSubject));
    expect(mail!.text).toContain(M.email.resetAfter);
    expect(mail!.html).toContain('/reset-password?token=');
    expect(await outboxMailsTo(ctx.outboxDir, unknown)).toEqual([]);
    // The link is stored hashed: the database holds nothing that could be used as the link.
    const token = resetTokenOf(mail!);
    const rows = await ctx.database.db.select().from(verification);
    expect(rows.some((r) => r.identifier.includes(token))).toBe(false);
  });

  it('refuses a malformed address with the spec message', async () => {
    const res = await new TestClient(ctx).post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.validation.invalidEmail);
  });

  it('is limited per address, for addresses with and without an account alike', async () => {
    const { account } = await signedInClient(ctx);
    for (const email of [account.email, newAccount().email]) {
      for (let i = 0; i < FORGOT_PER_ADDRESS; i++) {
        // A fresh network each time: only the address's own count applies.
        expect((await new TestClient(ctx).post('/api/auth/forgot-password', { email })).status).toBe(200);
      }
      const res = await new TestClient(ctx).post('/api/auth/forgot-password', { email });
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body.error.message).toMatch(/^We have sent several links .* Please try again in about \d+ minutes\.$/);
    }
    const sent = (await outboxMailsTo(ctx.outboxDir, account.email)).filter((m) => m.subject === M.email.resetSubject);
    expect(sent).toHaveLength(FORGOT_PER_ADDRESS);
  });

  it('is limited per network', async () => {
    const client = new TestClient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await client.post('/api/auth/forgot-password', { email: newAccount().email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session of the account, and the link works only once', async () => {
    const { client: first, account } = await signedInClient(ctx);
    const { client: second } = await signIn(account.email, account.password);
    const token = await requestLink(account.email);

    expect((await new TestClient(ctx).post('/api/auth/reset-password/check', { token })).status).toBe(200);
    const res = await new TestClient(ctx).post('/api/auth/reset-password', { token, password: 'New-Gentle-Pass1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // Both devices are signed out at once (this instance's cache is cleared too).
    expect((await first.get('/api/session')).body.user).toBeNull();
    expect((await second.get('/api/session')).body.user).toBeNull();
    const userId = (await ctx.database.db.select().from(userTable).where(eq(userTable.email, account.email)))[0]!.id;
    expect(await ctx.database.db.select().from(sessionTable).where(eq(sessionTable.userId, userId))).toEqual([]);

    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, 'New-Gentle-Pass1')).status).toBe(200);
    // Opening the link proved the address.
    expect((await ctx.database.db.select().from(userTable).where(eq(userTable.id, userId)))[0]!.emailVerified).toBe(
      true,
    );
    // The account is told its password changed.
    const changed = await mailsTo(account.email, 3);
    expect(changed.some((m) => m.subject === M.email.changedSubject)).toBe(true);

    // A reused link: refused with its own message, and nothing changes.
    const again = await new TestClient(ctx).post('/api/auth/reset-password', { token, password: 'Other-Pass-123' });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: 'RESET_LINK_USED', message: M.reset.used });
    expect((await new TestClient(ctx).post('/api/auth/reset-password/check', { token })).body.error.code).toBe(
      'RESET_LINK_USED',
    );
    expect((await signIn(account.email, 'New-Gentle-Pass1')).status).toBe(200);
  });

  it('ends the other outstanding links of the account with a reset, and with a change in Settings', async () => {
    const { client, account } = await signedInClient(ctx);
    const older = await requestLink(account.email);
    const newer = await requestLink(account.email);
    expect(older).not.toBe(newer);
    expect(
      (await new TestClient(ctx).post('/api/auth/reset-password', { token: newer, password: 'New-Gentle-Pass1' }))
        .status,
    ).toBe(200);
    const res = await new TestClient(ctx).post('/api/auth/reset-password', {
      token: older,
      password: 'Other-Pass-123',
    });
    expect(res.body.error.code).toBe('RESET_LINK_USED');

    // A link asked for before a change in Settings cannot undo that change.
    const signedIn = await signIn(account.email, 'New-Gentle-Pass1');
    const pending = await requestLink(account.email);
    const changed = await signedIn.client.post('/api/account/password', {
      currentPassword: 'New-Gentle-Pass1',
      newPassword: 'Changed-Pass-456',
    });
    expect(changed.status).toBe(200);
    const late = await new TestClient(ctx).post('/api/auth/reset-password', {
      token: pending,
      password: 'Other-Pass-123',
    });
    expect(late.body.error.code).toBe('RESET_LINK_USED');
    expect((await signIn(account.email, 'Changed-Pass-456')).status).toBe(200);
    expect(client.hasSession()).toBe(true);
  });

  it('refuses an expired link (after an hour) and keeps the password', async () => {
    const { account } = await signedInClient(ctx);
    const token = await requestLink(account.email);
    ctx.setNow(new Date(Date.now() + 61 * 60 * 1000));
    try {
      const check = await new TestClient(ctx).post('/api/auth/reset-password/check', { token });
      expect(check.status).toBe(400);
      expect(check.body.error).toEqual({ code: 'RESET_LINK_EXPIRED', message: M.reset.expired });
      const res = await new TestClient(ctx).post('/api/auth/reset-password', { token, password: 'New-Gentle-Pass1' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('RESET_LINK_EXPIRED');
    } finally {
      ctx.setNow(null);
    }
    expect((await signIn(account.email, account.password)).status).toBe(200);
    // Within the hour the same link still works.
    ctx.setNow(new Date(Date.now() + 59 * 60 * 1000));
    try {
      const res = await new TestClient(ctx).post('/api/auth/reset-password', { token, password: 'New-Gentle-Pass1' });
      expect(res.status).toBe(200);
    } finally {
      ctx.setNow(null);
    }
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(24), password: 'New-Gentle-Pass1' }, 400, 'RESET_LINK_USED'],
    ['an empty token', { token: '', password: 'New-Gentle-Pass1' }, 400, 'VALIDATION'],
    ['a weak password', { token: 'x'.repeat(24), password: 'weakpass' }, 400, 'VALIDATION'],
    ['an extra field', { token: 'x'.repeat(24), password: 'New-Gentle-Pass1', admin: true }, 400, 'VALIDATION'],
  ])('refuses %s', async (_what, body, status, code) => {
    const res = await new TestClient(ctx).post('/api/auth/reset-password', body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('checks the new password with the spec rules before the link', async () => {
    const { account } = await signedInClient(ctx);
    const token = await requestLink(account.email);
    const res = await new TestClient(ctx).post('/api/auth/reset-password', { token, password: 'nocapitals1' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.validation.passwordUpper);
    // The link was not spent on a refused password.
    expect((await new TestClient(ctx).post('/api/auth/reset-password/check', { token })).status).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password, then keeps this session and ends the others', async () => {
    const { client, account, userId } = await signedInClient(ctx);
    const { client: other } = await signIn(account.email, account.password);

    const wrong = await client.post('/api/account/password', {
      currentPassword: 'Not-The-Password1',
      newPassword: 'New-Gentle-Pass1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'WRONG_PASSWORD',
      message: M.change.wrongCurrent,
      field: 'currentPassword',
    });
    expect((await other.get('/api/session')).body.user).not.toBeNull();

    const weak = await client.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe(MSG.validation.passwordMin);

    const res = await client.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'New-Gentle-Pass1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await client.get('/api/session')).body.user.id).toBe(userId);
    expect((await other.get('/api/session')).body.user).toBeNull();
    expect(await ctx.database.db.select().from(sessionTable).where(eq(sessionTable.userId, userId))).toHaveLength(1);
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, 'New-Gentle-Pass1')).status).toBe(200);
    // The account is told, in case it was not its owner.
    const mails = await mailsTo(account.email, 2);
    expect(mails.map((m) => m.subject)).toContain(M.email.changedSubject);
  });

  it('counts wrong current passwords toward a limit per account', async () => {
    const { client, account } = await signedInClient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client.post('/api/account/password', {
        currentPassword: `Wrong-Guess-${i}A`,
        newPassword: 'New-Gentle-Pass1',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Paused even with the right password, until the window ends.
    const right = await client.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'New-Gentle-Pass1',
    });
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/^For your safety, .* Please try again in about \d+ minutes\.$/);
    ctx.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      const later = await client.post('/api/account/password', {
        currentPassword: account.password,
        newPassword: 'New-Gentle-Pass1',
      });
      expect(later.status).toBe(200);
    } finally {
      ctx.setNow(null);
    }
  });

  it('answers a signed-out caller with 401', async () => {
    const res = await new TestClient(ctx).post('/api/account/password', {
      currentPassword: 'Gentle-Passw0rd',
      newPassword: 'New-Gentle-Pass1',
    });
    expect(res.status).toBe(401);
  });
});

describe('email confirmation', () => {
  const confirmUrl = (mail: OutboxMail) => {
    const m = /http:\/\/localhost:\d+(\/api\/auth\/verify-email\?token=[A-Za-z0-9._%-]+)/.exec(mail.text);
    expect(m, mail.text).not.toBeNull();
    return m![1]!;
  };

  it('sign-up sends a link; the account works before it is confirmed; the link confirms it', async () => {
    const { client, account } = await signedInClient(ctx);
    expect((await client.get('/api/account/email-verification')).body).toEqual({ verified: false });
    // Nothing is blocked in the meantime.
    expect((await client.get('/api/journal')).status).toBe(200);
    expect((await signIn(account.email, account.password)).status).toBe(200);

    const [mail] = await mailsTo(account.email, 1);
    expect(mail!.subject).toBe(M.email.verifySubject);
    // The link works from any browser, signed in or not.
    const res = await new TestClient(ctx).get(confirmUrl(mail!));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard?email=confirmed');
    expect((await client.get('/api/account/email-verification')).body).toEqual({ verified: true });
    // Once confirmed, asking again sends nothing.
    expect((await client.post('/api/account/email-verification')).body).toEqual({ verified: true });
    expect(await outboxMailsTo(ctx.outboxDir, account.email)).toHaveLength(1);
  });

  it('refuses a forged or expired link and says so', async () => {
    const res = await new TestClient(ctx).get('/api/auth/verify-email?token=not.a.token');
    expect(res.headers.get('location')).toBe('/dashboard?email=invalid');
    const empty = await new TestClient(ctx).get('/api/auth/verify-email');
    expect(empty.headers.get('location')).toBe('/dashboard?email=invalid');
  });

  it('sends the link again, a few times per window', async () => {
    const { client, account } = await signedInClient(ctx);
    await mailsTo(account.email, 1);
    const statuses: number[] = [];
    for (let i = 0; i <= RESEND_PER_ACCOUNT; i++)
      statuses.push((await client.post('/api/account/email-verification')).status);
    expect(statuses).toEqual([...Array(RESEND_PER_ACCOUNT).fill(200), 429]);
    const mails = await mailsTo(account.email, 1 + RESEND_PER_ACCOUNT);
    expect(mails.every((m) => m.subject === M.email.verifySubject)).toBe(true);
    expect((await new TestClient(ctx).post('/api/account/email-verification')).status).toBe(401);
    expect((await new TestClient(ctx).get('/api/account/email-verification')).status).toBe(401);
  });
});

describe('the session cache', () => {
  it('never outlives a reset on this instance, even within its lifetime', async () => {
    const { client, account } = await signedInClient(ctx);
    expect((await client.get('/api/session')).body.user).not.toBeNull(); // cached now
    const token = await requestLink(account.email);
    await new TestClient(ctx).post('/api/auth/reset-password', { token, password: 'New-Gentle-Pass1' });
    expect(SESSION_CACHE_MS).toBeGreaterThan(1000);
    expect((await client.get('/api/journal')).status).toBe(401);
  });
});
