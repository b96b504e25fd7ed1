/**
 * Leaving, over HTTP and through the scheduler's job (decision 031): who may ask, the password
 * proof and its limit, signing out everywhere, the grace period that a sign-in cancels (told once),
 * the emails, the deletion itself (no row left in any table that references the account, no file
 * left in storage, a file that fails to go tried again), memorials handed on first (with their
 * files, surviving the giver), offers' bad links, and the admin CLI.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_MSG } from '@shared/messages.settings';
import { memorialMedia, storageDeletions } from '../../db/schema';
import type { StorageDriver } from '../../storage/storage';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { SoftPasskey, type Ceremony } from '../../test/webauthn';
import { createAppScheduler } from '../../scheduler';
import { deleteUserCommand, runAdminCommand } from '../admin/admin.service';
import { jpeg } from '../media/test-files';
import { deletionDay, PROOF_ATTEMPTS, runDueDeletions } from './account-deletion.service';

let ctx: TestContext;
let photo: Uint8Array;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://fmn.example' });
  photo = new Uint8Array(await jpeg());
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.setNow(null));

type Person = Awaited<ReturnType<typeof signedInClient>>;

/** A person on a paid plan (several memorials, letters). */
async function person(): Promise<Person> {
  const p = await signedInClient(ctx);
  await runAdminCommand(ctx.database.db, ['plan', p.account.email, 'monthly']);
  return p;
}

async function memorialOf(p: Person, title: string, isPublic: boolean): Promise<string> {
  const res = await p.client.post('/api/memorials', { title, description: 'Loved.', isPublic });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.memorial.id;
}

/** Uploads a photo and returns the storage keys of its three files. */
async function photoOf(p: Person, memorialId: string): Promise<string[]> {
  const res = await p.client.upload(`/api/memorials/${memorialId}/media?type=photo`, 'p.jpg', photo, 'image/jpeg');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await ctx.database.db.select().from(memorialMedia).where(eq(memorialMedia.id, res.body.media.id));
  return [row!.filePath, row!.displayPath!, row!.thumbPath!];
}

const stored = async (keys: string[]) =>
  (await Promise.all(keys.map((k) => ctx.deps.storage.stat(k)))).filter((s) => s !== null).length;

const requestDeletion = (p: Person, password = p.account.password) =>
  p.client.post(`/api/users/${p.userId}/deletion`, { method: 'password', password });

/** A second browser of the same person, signed in. */
async function secondBrowser(p: Person): Promise<TestClient> {
  const c = new TestClient(ctx);
  const res = await c.post('/api/auth/sign-in', { email: p.account.email, password: p.account.password });
  expect(res.status).toBe(200);
  return c;
}

/** Every (table, column) with a foreign key to "user", from the catalogue. */
async function userReferences(): Promise<{ table: string; column: string }[]> {
  const result = (await ctx.database.db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = '"user"'::regclass
    order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
  return result.rows;
}

async function rowsReferencing(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await userReferences()) {
    const result = (await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.identifier(column)} = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  const self = (await ctx.database.db.execute(
    sql`select count(*)::int as n from "user" where id = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  if (self.rows[0]!.n > 0) found.push('user.id');
  return found;
}

/** The link of the newest offer email to `email`. */
async function offerToken(email: string): Promise<string> {
  const mails = await outboxMailsExceptConfirmation(ctx.outboxDir, email);
  const link = /\/memorial-transfer\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '');
  expect(link, 'an offer email with its link').not.toBeNull();
  return link![1]!;
}

describe('asking for the deletion', () => {
  it('without a session: 401; for another account: 404; nothing changes', async () => {
    const a = await person();
    const b = await person();
    const anon = new TestClient(ctx);
    expect((await anon.post(`/api/users/${a.userId}/deletion`, { method: 'password', password: 'x' })).status).toBe(
      401,
    );
    const other = await b.client.post(`/api/users/${a.userId}/deletion`, {
      method: 'password',
      password: a.account.password,
    });
    expect(other.status).toBe(404);
    expect((await b.client.post('/api/users/not-an-id/deletion', { method: 'password', password: 'x' })).status).toBe(
      404,
    );
    expect((await a.client.get('/api/session')).body.user.id).toBe(a.userId);
    expect((await b.client.get('/api/session')).body.user.id).toBe(b.userId);
    expect(await outboxMailsExceptConfirmation(ctx.outboxDir, a.account.email)).toEqual([]);
  });

  it('a wrong password: a clear message, nothing changed, and after a few tries a pause', async () => {
    const a = await person();
    const wrong = await requestDeletion(a, 'Not-the-passw0rd');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'AUTH_FAILED', message: DELETION_MSG.wrongPassword });
    expect((await a.client.get('/api/session')).body.user.id).toBe(a.userId);
    const bad = await a.client.post(`/api/users/${a.userId}/deletion`, { method: 'password' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(DELETION_MSG.passwordRequired);

    for (let i = 1; i < PROOF_ATTEMPTS; i++) expect((await requestDeletion(a, 'Wrong-passw0rd')).status).toBe(400);
    const paused = await requestDeletion(a); // even the right password waits now
    expect(paused.status).toBe(429);
    expect(paused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await a.client.get('/api/session')).body.user.id).toBe(a.userId);
    expect(await outboxMailsExceptConfirmation(ctx.outboxDir, a.account.email)).toEqual([]);
    // After the window the right password works.
    ctx.setNow(new Date(Date.now() + 16 * 60_000));
    expect((await requestDeletion(a)).status).toBe(202);
  });

  it('signs out everywhere and emails the day; a sign-in cancels it and is told once', async () => {
    const a = await person();
    const other = await secondBrowser(a);
    const res = await requestDeletion(a);
    expect(res.status).toBe(202);
    const deleteAfter = new Date(res.body.deleteAfter);
    expect(deleteAfter.getTime() - Date.now()).toBeGreaterThanOrEqual(14 * DAY);
    expect(deleteAfter.getTime() - Date.now()).toBeLessThanOrEqual(15 * DAY);
    expect(a.client.hasSession()).toBe(false);
    expect((await a.client.get('/api/session')).body.user).toBeNull();
    expect((await other.get('/api/session')).body.user).toBeNull();

    const [mail] = await outboxMailsExceptConfirmation(ctx.outboxDir, a.account.email);
    expect(mail!.subject).toBe(DELETION_MSG.emailRequestedSubject);
    expect(mail!.text).toContain(`sign in before ${deletionDay(deleteAfter)}`);
    expect(mail!.text).toContain('https://fmn.example/auth');

    // Signing in again during the grace period cancels the deletion.
    ctx.setNow(new Date(Date.now() + 3 * DAY));
    const back = new TestClient(ctx);
    expect(
      (await back.post('/api/auth/sign-in', { email: a.account.email, password: a.account.password })).status,
    ).toBe(200);
    expect((await back.post(`/api/users/${a.userId}/deletion-notice`)).body).toEqual({ cancelled: true });
    expect((await back.post(`/api/users/${a.userId}/deletion-notice`)).body).toEqual({ cancelled: false });
    ctx.setNow(new Date(Date.now() + 30 * DAY));
    await runDueDeletions(ctx.deps);
    expect((await back.get('/api/session')).body.user.id).toBe(a.userId);
  });
});

describe('confirming with a passkey instead of the password', () => {
  const here = (): Ceremony => ({ origin: 'https://fmn.example', rpId: 'fmn.example' });
  async function withPasskey(p: Person): Promise<SoftPasskey> {
    const key = new SoftPasskey();
    const options = await p.client.post('/api/account/passkeys/options');
    const added = await p.client.post('/api/account/passkeys', { response: key.register(options.body, here()) });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return key;
  }
  const passkeyProof = async (p: Person, key: SoftPasskey, at: Ceremony = here()) => {
    const options = await p.client.post(`/api/users/${p.userId}/deletion/passkey-options`);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    // Only the account's own passkeys are offered.
    expect(options.body.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    return p.client.post(`/api/users/${p.userId}/deletion`, {
      method: 'passkey',
      response: key.authenticate(options.body, at),
    });
  };
  const sessionsOf = async (userId: string) =>
    (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from session where user_id = ${userId}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('one of my passkeys confirms it; another account’s passkey, another site’s answer or none do not, and sign no one in', async () => {
    const a = await person();
    const b = await person();
    const keyA = await withPasskey(a);
    const keyB = await withPasskey(b);
    const bSessions = await sessionsOf(b.userId);

    // B's passkey answering A's challenge: refused, nothing changed, no session made for B.
    const options = await a.client.post(`/api/users/${a.userId}/deletion/passkey-options`);
    const wrongKey = await a.client.post(`/api/users/${a.userId}/deletion`, {
      method: 'passkey',
      response: keyB.authenticate(options.body, here()),
    });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.error).toEqual({ code: 'AUTH_FAILED', message: DELETION_MSG.passkeyFailed });
    expect(await sessionsOf(b.userId)).toBe(bSessions);
    // A's own passkey answering for another site: refused.
    const elsewhere = await passkeyProof(a, keyA, { origin: 'https://elsewhere.example', rpId: 'elsewhere.example' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toBe(DELETION_MSG.passkeyFailed);
    // No challenge asked for first: refused.
    const noChallenge = await b.client.post(`/api/users/${b.userId}/deletion`, {
      method: 'passkey',
      response: keyB.authenticate({ challenge: 'AAAA' }, here()),
    });
    expect(noChallenge.status).toBe(400);
    expect((await a.client.get('/api/session')).body.user.id).toBe(a.userId);

    // A's own passkey: the deletion is asked for and every session of A ends, the proof's own too.
    const ok = await passkeyProof(a, keyA);
    expect(ok.status, JSON.stringify(ok.body)).toBe(202);
    expect(a.client.hasSession()).toBe(false);
    expect(await sessionsOf(a.userId)).toBe(0);
    // Another person cannot ask for options on my account.
    expect((await b.client.post(`/api/users/${a.userId}/deletion/passkey-options`)).status).toBe(404);
    expect((await new TestClient(ctx).post(`/api/users/${a.userId}/deletion/passkey-options`)).status).toBe(401);
  });
});

describe('the deletion, 14 days on', () => {
  it('deletes every row and every file of the person; a memorial handed on first stays, with its files', async () => {
    const giver = await person();
    const receiver = await person();
    const stranger = await person();
    const friend = await person();

    // What the giver made: a private memorial with a photo, two public ones (one handed on), writing.
    const priv = await memorialOf(giver, 'Grandad', false);
    const privFiles = await photoOf(giver, priv);
    const handed = await memorialOf(giver, 'Nana', true);
    const handedFiles = await photoOf(giver, handed);
    const offered = await memorialOf(giver, 'Uncle Jo', true);
    const offeredFiles = await photoOf(giver, offered);
    await giver.client.post(`/api/memorials/${handed}/guestbook`, { authorName: 'Me', message: 'Always.' });
    await giver.client.patch(`/api/reminders/${handed}`, { birthReminder: 'skip' });
    expect((await giver.client.post('/api/journal', { title: 'Today', content: 'Rain.' })).status).toBe(201);
    expect((await giver.client.post('/api/letters', { recipientName: 'Lily', letterContent: 'Hi' })).status).toBe(201);
    expect((await giver.client.post('/api/conversations', {})).status).toBe(201);
    expect((await giver.client.get('/api/preferences')).status).toBe(200);
    // A message the giver left on a friend's memorial (kept: decision 031).
    const friends = await memorialOf(friend, 'Rex', true);
    await giver.client.post(`/api/memorials/${friends}/guestbook`, {
      authorName: 'Giver',
      authorEmail: giver.account.email,
      message: 'So sorry.',
    });

    // Handing on: one offer accepted before the deletion, one never accepted.
    expect(
      (await giver.client.post('/api/memorial-transfers', { memorialId: handed, toEmail: receiver.account.email }))
        .status,
    ).toBe(201);
    const handedToken = await offerToken(receiver.account.email);
    expect(
      (await giver.client.post('/api/memorial-transfers', { memorialId: offered, toEmail: stranger.account.email }))
        .status,
    ).toBe(201);
    const offeredToken = await offerToken(stranger.account.email);
    const preview = await new TestClient(ctx).get(`/api/memorial-transfers/by-token/${handedToken}`);
    expect(preview.body).toMatchObject({ memorialTitle: 'Nana', fromName: giver.account.displayName });
    const accepted = await receiver.client.post(`/api/memorial-transfers/by-token/${handedToken}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ memorialId: handed });

    const requested = await requestDeletion(giver);
    expect(requested.status).toBe(202);
    const deleteAfter = new Date(requested.body.deleteAfter);

    // Not yet: the day before.
    ctx.setNow(new Date(deleteAfter.getTime() - 60_000));
    expect((await runDueDeletions(ctx.deps)).deleted).toBe(0);
    expect(await rowsReferencing(giver.userId)).toEqual(
      expect.arrayContaining([
        'user.id',
        'account.user_id',
        'profiles.id',
        'memorials.user_id',
        'journal_entries.user_id',
        'legacy_letters.user_id',
        'ai_conversations.user_id',
        'user_preferences.user_id',
        'subscriptions.user_id',
        'account_deletions.user_id',
        'memorial_transfers.from_user_id',
      ]),
    );
    expect(await stored([...privFiles, ...offeredFiles])).toBe(6);

    // The server's own scheduler runs the job.
    ctx.setNow(new Date(deleteAfter.getTime() + 60_000));
    await createAppScheduler(ctx.deps).tick();
    expect(await userReferences()).toEqual(
      expect.arrayContaining([
        { table: 'memorials', column: 'user_id' },
        { table: 'journal_entries', column: 'user_id' },
        { table: 'account_deletions', column: 'user_id' },
        { table: 'memorial_transfers', column: 'from_user_id' },
      ]),
    );
    expect(await rowsReferencing(giver.userId)).toEqual([]);
    expect(await stored([...privFiles, ...offeredFiles])).toBe(0);
    expect(await ctx.database.db.select().from(storageDeletions)).toEqual([]);

    // The handed-on memorial is the receiver's, with its photo, guestbook and reminder choice.
    const page = await receiver.client.get(`/api/memorials/${handed}`);
    expect(page.status).toBe(200);
    expect(page.body.memorial.media).toHaveLength(1);
    expect(page.body.guestbook.entries.map((e: { message: string }) => e.message)).toEqual(['Always.']);
    expect(await stored(handedFiles)).toBe(3);
    expect((await receiver.client.get(`/api/reminders/${handed}`)).body).toMatchObject({ birthReminder: 'skip' });
    // The unaccepted offer went with the account; the friend's guestbook keeps the message.
    expect((await stranger.client.get(`/api/memorial-transfers/by-token/${offeredToken}`)).status).toBe(404);
    expect((await friend.client.get(`/api/memorials/${friends}`)).body.guestbook.entries).toHaveLength(1);

    const mails = await outboxMailsExceptConfirmation(ctx.outboxDir, giver.account.email);
    expect(mails.map((m) => m.subject)).toEqual([DELETION_MSG.emailRequestedSubject, DELETION_MSG.emailDeletedSubject]);
    // Signing in is now impossible.
    const again = await new TestClient(ctx).post('/api/auth/sign-in', {
      email: giver.account.email,
      password: giver.account.password,
    });
    expect(again.status).toBe(401);
  });

  it('a file that fails to go is kept on the list and removed on a later run', async () => {
    const a = await person();
    const m = await memorialOf(a, 'Bea', false);
    const files = await photoOf(a, m);
    const real = ctx.deps.storage;
    // The storage refuses one removal, as a disk or S3 might.
    let refusals = 1;
    ctx.deps.storage = {
      ...real,
      deletePrefix: async (prefix: string) => {
        if (prefix.startsWith('memorial-photos/') && refusals-- > 0)
          throw Object.assign(new Error('I/O error'), { code: 'EIO' });
        return real.deletePrefix(prefix);
      },
    } satisfies StorageDriver;
    try {
      const res = await requestDeletion(a);
      ctx.setNow(new Date(new Date(res.body.deleteAfter).getTime() + 1000));
      await runDueDeletions(ctx.deps);
      expect(await rowsReferencing(a.userId)).toEqual([]);
      const left = await ctx.database.db.select().from(storageDeletions);
      expect(left).toMatchObject([{ key: `memorial-photos/${a.userId}/${m}/`, attempts: 1, lastError: 'EIO' }]);
      expect(await stored(files)).toBe(3);

      // Not before its retry time; then gone.
      await runDueDeletions(ctx.deps);
      expect(await stored(files)).toBe(3);
      ctx.setNow(new Date(new Date(res.body.deleteAfter).getTime() + 2 * 3_600_000));
      expect((await runDueDeletions(ctx.deps)).filesRetried).toBe(1);
      expect(await stored(files)).toBe(0);
      expect(await ctx.database.db.select().from(storageDeletions)).toEqual([]);
    } finally {
      ctx.deps.storage = real;
    }
  });

  it('the admin CLI deletes at once by the same path, after a confirmation', async () => {
    const a = await person();
    const m = await memorialOf(a, 'Cat', false);
    const files = await photoOf(a, m);
    const no = await deleteUserCommand(ctx.deps, [a.account.email], async () => false);
    expect(no).toBe('Nothing was deleted.');
    expect(await rowsReferencing(a.userId)).toContain('user.id');
    let asked = '';
    const yes = await deleteUserCommand(ctx.deps, [a.account.email.toUpperCase()], async (q) => {
      asked = q;
      return true;
    });
    expect(asked).toContain(a.account.email);
    expect(yes).toBe(`${a.account.email} was deleted.`);
    expect(await rowsReferencing(a.userId)).toEqual([]);
    expect(await stored(files)).toBe(0);
    expect((await outboxMailsExceptConfirmation(ctx.outboxDir, a.account.email)).map((x) => x.subject)).toEqual([
      DELETION_MSG.emailDeletedSubject,
    ]);
    const b = await person();
    expect(await deleteUserCommand(ctx.deps, [b.account.email, '--yes'], async () => false)).toMatch(/was deleted/);
    await expect(deleteUserCommand(ctx.deps, ['nobody@example.com', '--yes'], async () => true)).rejects.toThrow(
      /No account with the email nobody@example.com/,
    );
  });
});

describe('handing a memorial on: bad links and who may', () => {
  let giver: Person;
  let receiver: Person;
  let pub: string;
  beforeAll(async () => {
    giver = await person();
    receiver = await person();
    pub = await memorialOf(giver, 'Dot', true);
  });

  it('only the owner offers, only a public memorial, never to oneself', async () => {
    const anon = new TestClient(ctx);
    expect((await anon.post('/api/memorial-transfers', { memorialId: pub, toEmail: 'x@example.com' })).status).toBe(
      401,
    );
    expect((await anon.get('/api/memorial-transfers')).status).toBe(401);
    const notOwner = await receiver.client.post('/api/memorial-transfers', {
      memorialId: pub,
      toEmail: 'x@example.com',
    });
    expect(notOwner.status).toBe(403);
    const priv = await memorialOf(giver, 'Hidden', false);
    const notPublic = await giver.client.post('/api/memorial-transfers', {
      memorialId: priv,
      toEmail: 'x@example.com',
    });
    expect(notPublic.body.error.message).toBe(DELETION_MSG.transferOnlyPublic);
    expect(
      (await receiver.client.post('/api/memorial-transfers', { memorialId: priv, toEmail: 'x@example.com' })).status,
    ).toBe(404);
    const self = await giver.client.post('/api/memorial-transfers', {
      memorialId: pub,
      toEmail: giver.account.email.toUpperCase(),
    });
    expect(self.body.error.message).toBe(DELETION_MSG.transferToSelf);
    const list = await giver.client.get('/api/memorial-transfers');
    expect(list.body.memorials).toEqual([{ id: pub, title: 'Dot', offer: null, collaborators: [] }]);
  });

  it('one open offer per memorial; withdrawn, expired, reused and own links are refused clearly', async () => {
    const first = await giver.client.post('/api/memorial-transfers', { memorialId: pub, toEmail: 'first@example.com' });
    expect(first.status).toBe(201);
    const firstToken = await offerToken('first@example.com');
    const second = await giver.client.post('/api/memorial-transfers', {
      memorialId: pub,
      toEmail: receiver.account.email,
    });
    const token = await offerToken(receiver.account.email);
    // The new offer replaced the first.
    expect((await receiver.client.get(`/api/memorial-transfers/by-token/${firstToken}`)).status).toBe(404);
    expect((await giver.client.get('/api/memorial-transfers')).body.memorials[0].offer).toMatchObject({
      id: second.body.offer.id,
      toEmail: receiver.account.email,
    });

    // The giver cannot accept their own offer; someone else cannot withdraw it.
    const own = await giver.client.post(`/api/memorial-transfers/by-token/${token}/accept`);
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(DELETION_MSG.ownOffer);
    expect((await receiver.client.delete(`/api/memorial-transfers/${second.body.offer.id}`)).status).toBe(404);
    expect((await new TestClient(ctx).post(`/api/memorial-transfers/by-token/${token}/accept`)).status).toBe(401);

    // Expired.
    ctx.setNow(new Date(Date.now() + 15 * DAY));
    const late = await receiver.client.post(`/api/memorial-transfers/by-token/${token}/accept`);
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe(DELETION_MSG.linkExpired);
    ctx.setNow(null);

    // Withdrawn.
    expect((await giver.client.delete(`/api/memorial-transfers/${second.body.offer.id}`)).status).toBe(200);
    expect((await receiver.client.post(`/api/memorial-transfers/by-token/${token}/accept`)).status).toBe(404);
    expect((await giver.client.get('/api/memorial-transfers')).body.memorials).toEqual([
      { id: pub, title: 'Dot', offer: null, collaborators: [] },
    ]);

    // Accepted once, then the link is used up.
    await giver.client.post('/api/memorial-transfers', { memorialId: pub, toEmail: receiver.account.email });
    const fresh = await offerToken(receiver.account.email);
    expect((await receiver.client.post(`/api/memorial-transfers/by-token/${fresh}/accept`)).status).toBe(200);
    const reused = await receiver.client.post(`/api/memorial-transfers/by-token/${fresh}/accept`);
    expect(reused.status).toBe(410);
    expect(reused.body.error.message).toBe(DELETION_MSG.linkUsed);
    expect((await new TestClient(ctx).get('/api/memorial-transfers/by-token/short')).status).toBe(404);
    // The memorial is the receiver's now: the giver may no longer change it.
    expect((await giver.client.patch(`/api/memorials/${pub}`, { title: 'Dot', isPublic: false })).status).toBe(403);
    expect((await receiver.client.get('/api/memorial-transfers')).body.memorials).toEqual([
      { id: pub, title: 'Dot', offer: null, collaborators: [] },
    ]);
  });
});
