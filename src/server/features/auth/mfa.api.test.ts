/**
 * Two-factor authentication and passkeys over HTTP (decision 029): TOTP codes computed from the
 * key the server shows (otpauth), passkeys answered by a software authenticator
 * (test/webauthn.ts) for this site and for another one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { MFA_MSG } from '@shared/messages.settings';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { SoftPasskey, type Ceremony } from '../../test/webauthn';

const E = MFA_MSG.errors;
let ctx: TestContext;
let here: Ceremony;

beforeAll(async () => {
  ctx = await createTestContext();
  const url = new URL(ctx.deps.config.publicUrl);
  here = { origin: url.origin, rpId: url.hostname };
});
afterAll(async () => {
  await ctx?.close();
});

const totpOf = (uri: string) => OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
/** A code for another 30-second step than now (still accepted: one step either side). */
const codeAt = (totp: OTPAuth.TOTP, steps: number) => totp.generate({ timestamp: Date.now() + steps * 30_000 });

/** A new account with two-factor on; its client keeps the (new) session. */
async function withTwoFactor() {
  const signedIn = await signedInClient(ctx);
  const setup = await signedIn.client.post('/api/account/two-factor/enable', { password: signedIn.account.password });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const totp = totpOf(setup.body.totpUri);
  const confirmed = await signedIn.client.post('/api/account/two-factor/confirm', { code: totp.generate() });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { ...signedIn, totp, backupCodes: confirmed.body.backupCodes as string[] };
}

/** The password step from a fresh browser (its own address unless given). */
async function passwordStep(account: { email: string; password: string }, ip?: string) {
  const client = new TestClient(ctx, ip);
  const res = await client.post('/api/auth/sign-in', { email: account.email, password: account.password });
  return { client, res };
}

describe('without a session', () => {
  it.each([
    ['GET', '/api/account/factors'],
    ['POST', '/api/account/two-factor/enable'],
    ['POST', '/api/account/two-factor/confirm'],
    ['POST', '/api/account/two-factor/disable'],
    ['POST', '/api/account/two-factor/backup-codes'],
    ['POST', '/api/account/passkeys/options'],
    ['POST', '/api/account/passkeys'],
    ['PATCH', '/api/account/passkeys/6f1c3b1e-6a0e-4a53-9a55-1d7d3c9b2a10'],
    ['DELETE', '/api/account/passkeys/6f1c3b1e-6a0e-4a53-9a55-1d7d3c9b2a10'],
  ])('%s %s is 401', async (method, path) => {
    const res = await new TestClient(ctx).request(
      method,
      path,
      method === 'GET' || method === 'DELETE' ? undefined : {},
    );
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('the second step without a password step first is refused', async () => {
    const res = await new TestClient(ctx).post('/api/auth/two-factor/verify', { code: '123456' });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'AUTH_FAILED', message: E.stepExpired });
  });
});

describe('turning two-factor on and off', () => {
  it('needs the password, shows the key and QR code, turns on with a right code, and lists the factor', async () => {
    const { client, account } = await signedInClient(ctx);
    expect((await client.get('/api/account/factors')).body).toEqual({ factors: [], twoFactorEnabled: false });

    const wrong = await client.post('/api/account/two-factor/enable', { password: 'Not-the-Passw0rd' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'VALIDATION', message: E.wrongPassword, field: 'password' });

    const setup = await client.post('/api/account/two-factor/enable', { password: account.password });
    expect(setup.status).toBe(200);
    expect(setup.headers.get('cache-control')).toBe('no-store');
    expect(setup.body.totpUri).toMatch(/^otpauth:\/\/totp\/Forget-me-not:/);
    expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const totp = totpOf(setup.body.totpUri);
    expect(totp.issuer).toBe('Forget-me-not');
    expect(setup.body.secret).toBe(totp.secret.base32);

    // Not on until a code confirms the app has the key.
    const pending = (await client.get('/api/account/factors')).body;
    expect(pending.twoFactorEnabled).toBe(false);
    expect(pending.factors).toEqual([
      expect.objectContaining({ factorType: 'totp', status: 'unverified', friendlyName: 'Authenticator app' }),
    ]);
    expect((await passwordStep(account)).res.body).toEqual({ ok: true });

    const bad = await client.post('/api/account/two-factor/confirm', { code: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(E.totpFormat);
    const wrongCode = await client.post('/api/account/two-factor/confirm', { code: codeAt(totp, 10) });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error).toEqual({ code: 'VALIDATION', message: E.wrongCode, field: 'code' });

    const confirmed = await client.post('/api/account/two-factor/confirm', { code: totp.generate() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.backupCodes).toHaveLength(10);
    for (const code of confirmed.body.backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // The session was replaced and the new cookie passed on: still signed in.
    expect((await client.get('/api/session')).body.user.email).toBe(account.email);
    const on = (await client.get('/api/account/factors')).body;
    expect(on).toEqual({
      twoFactorEnabled: true,
      factors: [
        {
          id: expect.any(String),
          factorType: 'totp',
          status: 'verified',
          friendlyName: 'Authenticator app',
          issuer: 'Forget-me-not',
          createdAt: expect.any(String),
        },
      ],
    });
    const again = await client.post('/api/account/two-factor/enable', { password: account.password });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(E.alreadyOn);
  });

  it('turning off needs the password; then sign-in asks for the password only', async () => {
    const { client, account } = await withTwoFactor();
    const wrong = await client.post('/api/account/two-factor/disable', { password: 'Not-the-Passw0rd' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field).toBe('password');
    expect((await client.get('/api/account/factors')).body.twoFactorEnabled).toBe(true);
    expect((await client.post('/api/account/two-factor/disable', {})).status).toBe(400);

    const off = await client.post('/api/account/two-factor/disable', { password: account.password });
    expect(off.status).toBe(200);
    expect((await client.get('/api/session')).body.user.email).toBe(account.email);
    expect((await client.get('/api/account/factors')).body).toEqual({ factors: [], twoFactorEnabled: false });
    const { client: fresh, res } = await passwordStep(account);
    expect(res.body).toEqual({ ok: true });
    expect((await fresh.get('/api/session')).body.user.email).toBe(account.email);
  });

  it('new backup codes need the password and end the old ones', async () => {
    const { client, account, backupCodes } = await withTwoFactor();
    const wrong = await client.post('/api/account/two-factor/backup-codes', { password: 'Not-the-Passw0rd' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field).toBe('password');
    const fresh = await client.post('/api/account/two-factor/backup-codes', { password: account.password });
    expect(fresh.status).toBe(200);
    expect(fresh.body.backupCodes).toHaveLength(10);
    expect(fresh.body.backupCodes).not.toContain(backupCodes[0]);

    const old = await passwordStep(account);
    const refused = await old.client.post('/api/auth/two-factor/verify', { code: backupCodes[0] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(E.wrongBackupCode);
    expect((await old.client.post('/api/auth/two-factor/verify', { code: fresh.body.backupCodes[0] })).status).toBe(
      200,
    );
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, and only then makes a session', async () => {
    const { account, totp } = await withTwoFactor();
    const { client, res } = await passwordStep(account);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, twoFactorRequired: true });
    expect(client.hasSession()).toBe(false);
    expect((await client.get('/api/session')).body).toEqual({ user: null });

    const wrong = await client.post('/api/auth/two-factor/verify', { code: codeAt(totp, 20) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'VALIDATION', message: E.wrongCode, field: 'code' });
    expect(client.hasSession()).toBe(false);

    // A code with a space in it, as people type it from the app.
    const code = totp.generate();
    const ok = await client.post('/api/auth/two-factor/verify', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await client.get('/api/session')).body.user.email).toBe(account.email);
    // The challenge is spent.
    expect((await client.post('/api/auth/two-factor/verify', { code })).status).toBe(401);

    // The same code once more, from another browser, within its time window: refused.
    const other = await passwordStep(account);
    const reused = await other.client.post('/api/auth/two-factor/verify', { code });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(E.codeUsed);
    expect(other.client.hasSession()).toBe(false);
  });

  it('a backup code works once', async () => {
    const { account, backupCodes } = await withTwoFactor();
    const first = await passwordStep(account);
    // Typed without its hyphen: it is put back.
    const ok = await first.client.post('/api/auth/two-factor/verify', { code: backupCodes[1]!.replace('-', '') });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await first.client.get('/api/session')).body.user.email).toBe(account.email);

    const second = await passwordStep(account);
    const again = await second.client.post('/api/auth/two-factor/verify', { code: backupCodes[1] });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(E.wrongBackupCode);
    expect(second.client.hasSession()).toBe(false);
  });

  it('wrong codes end the challenge after 5, pause the address after 10, and lock the account’s second step', async () => {
    const { account, totp } = await withTwoFactor();
    const ip = '10.9.8.7';
    const wrongCode = codeAt(totp, 40);
    const first = await passwordStep(account, ip);
    for (let i = 0; i < 5; i += 1) {
      expect((await first.client.post('/api/auth/two-factor/verify', { code: wrongCode })).status).toBe(400);
    }
    const ended = await first.client.post('/api/auth/two-factor/verify', { code: totp.generate() });
    expect(ended.status).toBe(401);
    expect(ended.body.error.message).toBe(E.stepExpired);
    expect(first.client.hasSession()).toBe(false);

    const second = await passwordStep(account, ip);
    for (let i = 0; i < 5; i += 1) {
      expect((await second.client.post('/api/auth/two-factor/verify', { code: wrongCode })).status).toBe(400);
    }
    const paused = await second.client.post('/api/auth/two-factor/verify', { code: totp.generate() });
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(paused.body.error.code).toBe('RATE_LIMITED');

    // Ten failures in a row: even the right code from elsewhere waits (Better Auth's lockout).
    const elsewhere = await passwordStep(account, '10.9.8.8');
    expect(elsewhere.res.body.twoFactorRequired).toBe(true);
    const locked = await elsewhere.client.post('/api/auth/two-factor/verify', { code: totp.generate() });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(E.locked);
    expect(elsewhere.client.hasSession()).toBe(false);
  });

  it('refuses codes that are neither 6 digits nor a backup code, with the rule', async () => {
    const res = await new TestClient(ctx).post('/api/auth/two-factor/verify', { code: 'hello' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(E.codeFormat);
  });
});

describe('passkeys', () => {
  async function addPasskey(client: TestClient, key: SoftPasskey, name?: string, at: Ceremony = here) {
    const options = await client.post('/api/account/passkeys/options');
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    return client.post('/api/account/passkeys', { name, response: key.register(options.body, at) });
  }
  async function signInWith(key: SoftPasskey, at: Ceremony = here) {
    const client = new TestClient(ctx);
    const options = await client.post('/api/auth/passkey/options');
    expect(options.status).toBe(200);
    const res = await client.post('/api/auth/passkey/verify', { response: key.authenticate(options.body, at) });
    return { client, res };
  }

  it('adds, lists, renames and removes passkeys, and signs in with one', async () => {
    const { client, account } = await signedInClient(ctx);
    const options = await client.post('/api/account/passkeys/options');
    expect(options.body.rp).toEqual({ name: 'Forget-me-not', id: here.rpId });
    expect(options.body.authenticatorSelection).toMatchObject({ residentKey: 'required' });

    const laptop = new SoftPasskey();
    const added = await addPasskey(client, laptop, 'My laptop');
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.passkey).toEqual({ id: expect.any(String), name: 'My laptop', createdAt: expect.any(String) });
    // No name given: the authenticator's name where it is known, else "Passkey".
    const phone = new SoftPasskey();
    const unnamed = await addPasskey(client, phone);
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.passkey.name).toBe('Passkey');

    const listed = (await client.get('/api/account/factors')).body;
    expect(listed.factors).toEqual([
      {
        id: added.body.passkey.id,
        factorType: 'webauthn',
        status: 'verified',
        friendlyName: 'My laptop',
        createdAt: expect.any(String),
      },
      {
        id: unnamed.body.passkey.id,
        factorType: 'webauthn',
        status: 'verified',
        friendlyName: 'Passkey',
        createdAt: expect.any(String),
      },
    ]);
    // Passkeys are not the second step of a password sign-in.
    expect(listed.twoFactorEnabled).toBe(false);

    const renamed = await client.patch(`/api/account/passkeys/${unnamed.body.passkey.id}`, { name: '  Phone  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.passkey.name).toBe('Phone');
    const blank = await client.patch(`/api/account/passkeys/${unnamed.body.passkey.id}`, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(MFA_MSG.passkeys.nameRequired);

    const { client: signedIn, res } = await signInWith(laptop);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await signedIn.get('/api/session')).body.user.email).toBe(account.email);

    expect((await client.delete(`/api/account/passkeys/${added.body.passkey.id}`)).status).toBe(204);
    expect(
      (await client.get('/api/account/factors')).body.factors.map((f: { friendlyName: string }) => f.friendlyName),
    ).toEqual(['Phone']);
    const gone = await signInWith(laptop);
    expect(gone.res.status).toBe(401);
    expect(gone.res.body.error).toEqual({ code: 'AUTH_FAILED', message: MFA_MSG.signIn.passkeyFailed });
    expect(gone.client.hasSession()).toBe(false);
  });

  it('refuses a passkey answer from another site (origin or relying party)', async () => {
    const { client } = await signedInClient(ctx);
    const evil = { origin: 'https://evil.example', rpId: 'evil.example' };
    const fromElsewhere = await addPasskey(client, new SoftPasskey(), 'Elsewhere', evil);
    expect(fromElsewhere.status).toBe(400);
    expect(fromElsewhere.body.error.message).toBe(MFA_MSG.passkeys.failed);
    expect((await client.get('/api/account/factors')).body.factors).toEqual([]);

    const key = new SoftPasskey();
    expect((await addPasskey(client, key, 'Mine')).status).toBe(201);
    for (const at of [
      { origin: 'https://evil.example', rpId: here.rpId },
      { origin: here.origin, rpId: 'evil.example' },
    ]) {
      const { client: attempt, res } = await signInWith(key, at);
      expect(res.status).toBe(401);
      expect(attempt.hasSession()).toBe(false);
    }
    expect((await signInWith(key)).res.status).toBe(200);
  });

  it('another person cannot rename or remove my passkey (404), and nothing changes', async () => {
    const me = await signedInClient(ctx);
    const added = await addPasskey(me.client, new SoftPasskey(), 'Kitchen tablet');
    const id = added.body.passkey.id as string;
    const stranger = await signedInClient(ctx);
    const rename = await stranger.client.patch(`/api/account/passkeys/${id}`, { name: 'Mine now' });
    expect(rename.status).toBe(404);
    expect(rename.body.error).toEqual({ code: 'NOT_FOUND', message: MFA_MSG.passkeys.notFound });
    expect((await stranger.client.delete(`/api/account/passkeys/${id}`)).status).toBe(404);
    expect((await stranger.client.delete('/api/account/passkeys/not-an-id')).status).toBe(404);
    expect((await stranger.client.get('/api/account/factors')).body.factors).toEqual([]);
    expect((await me.client.get('/api/account/factors')).body.factors).toEqual([
      expect.objectContaining({ id, friendlyName: 'Kitchen tablet' }),
    ]);
  });

  it('a passkey sign-in needs no password step and is not asked for a code', async () => {
    const { client, account } = await withTwoFactor();
    const key = new SoftPasskey();
    expect((await addPasskey(client, key, 'Laptop')).status).toBe(201);
    const { client: signedIn, res } = await signInWith(key);
    expect(res.status).toBe(200);
    expect((await signedIn.get('/api/session')).body.user.email).toBe(account.email);
  });
});
