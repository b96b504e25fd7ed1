/**
 * Collaborators through the real app (decision 038): invitations and their refusals, the link's
 * states, what a collaborator may and may not do, removal ending access at once, who sees whose
 * email, the email preference, and the rate limit.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { COLLABORATOR_MSG as M } from '@shared/messages.collaborators';
import { memorialCollaborators, memorialInvitations, memorialMedia, user } from '../../db/schema';
import { writeAccountArchive } from '../exports/account-archive';
import { runAdminCommand } from '../admin/admin.service';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { INVITES_PER_HOUR } from './collaborators.service';

const OWNER_ONLY = 'Only the person who created this memorial can change it.';
type Person = Awaited<ReturnType<typeof signedInClient>>;

let ctx: TestContext;
let owner: Person;
let jpeg: Uint8Array;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signedInClient(ctx, { displayName: 'Rose' });
  // Several memorials: a plan without a memorial limit.
  await runAdminCommand(ctx.database.db, ['plan', owner.account.email, 'monthly']);
  jpeg = new Uint8Array(
    await sharp({ create: { width: 16, height: 12, channels: 3, background: '#cc9988' } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(async () => {
  await ctx.close();
});

const newMemorial = async (who: Person = owner, isPublic = false) => {
  const res = await who.client.post('/api/memorials', { title: 'Grandpa Joe', isPublic });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.memorial.id as string;
};
const inviteOf = (memorialId: string, email: string, who: Person = owner) =>
  who.client.post(`/api/memorials/${memorialId}/collaborators/invitations`, { email });
const tokenOf = (url: string) => url.split('/invitations/')[1]!;
/** Invites a new account and has it accept: the collaborator. */
async function joined(memorialId: string, overrides: { displayName?: string } = {}) {
  const person = await signedInClient(ctx, overrides);
  const res = await inviteOf(memorialId, person.account.email);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const accepted = await person.client.post(`/api/collaboration-invitations/${tokenOf(res.body.url)}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return person;
}
const photo = (who: Person, memorialId: string) =>
  who.client.upload(`/api/memorials/${memorialId}/media?type=photo`, 'p.jpg', jpeg, 'image/jpeg');

describe('inviting, and accepting with a new account', () => {
  it('emails the link, which a person without an account opens, signs up, and accepts', async () => {
    const id = await newMemorial();
    const email = `grandchild-${Date.now()}@example.com`;
    const res = await inviteOf(id, email.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ emailed: true, invitation: { email, expired: false } });
    const [mail] = await outboxMailsExceptConfirmation(ctx.outboxDir, email);
    expect(mail?.subject).toBe(M.mail.subject('Rose', 'Grandpa Joe'));
    expect(mail?.text).toContain(res.body.url);
    const token = tokenOf(res.body.url);

    const stranger = new TestClient(ctx);
    const preview = await stranger.get(`/api/collaboration-invitations/${token}`);
    expect(preview.body).toMatchObject({ memorialTitle: 'Grandpa Joe', inviterName: 'Rose', status: 'valid' });
    expect((await stranger.post(`/api/collaboration-invitations/${token}/accept`)).status).toBe(401);

    // The private memorial is not theirs to see before accepting.
    const invitee = await signedInClient(ctx, { email, displayName: 'Lily' });
    expect((await invitee.client.get(`/api/memorials/${id}`)).status).toBe(404);
    const accepted = await invitee.client.post(`/api/collaboration-invitations/${token}/accept`);
    expect(accepted.body).toEqual({ memorialId: id });
    expect((await invitee.client.get(`/api/memorials/${id}`)).status).toBe(200);
    expect((await stranger.get(`/api/collaboration-invitations/${token}`)).body.status).toBe('used');
    expect((await invitee.client.post(`/api/collaboration-invitations/${token}/accept`)).body.error).toMatchObject({
      code: 'INVITATION_INVALID',
      message: M.link.used,
    });

    const list = (await owner.client.get(`/api/memorials/${id}/collaborators`)).body;
    expect(list.role).toBe('owner');
    expect(list.invitations).toEqual([]);
    expect(list.collaborators).toEqual([
      expect.objectContaining({ userId: invitee.userId, name: 'Lily', email, mediaAdded: 0 }),
    ]);
    expect((await invitee.client.get('/api/collaborations')).body.memorials).toEqual([
      expect.objectContaining({ id, title: 'Grandpa Joe' }),
    ]);
    expect((await owner.client.get('/api/collaborations')).body.memorials).toEqual([]);
  });

  it('refuses the owner, a collaborator, an address already invited, and a 21st invitation, storing nothing', async () => {
    const id = await newMemorial();
    const helper = await joined(id);
    const count = async () =>
      (await ctx.database.db.select().from(memorialInvitations).where(eq(memorialInvitations.memorialId, id))).length;
    const before = await count();
    for (const [email, message] of [
      [owner.account.email, M.ownAddress],
      [helper.account.email.toUpperCase(), M.alreadyCollaborator],
    ] as const) {
      const res = await inviteOf(id, email);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', message, field: 'email' });
    }
    for (const bad of ['not-an-address', '', 42, 'a@b']) {
      const res = await inviteOf(id, bad as string);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('email');
    }
    expect(
      (
        await owner.client.post(`/api/memorials/${id}/collaborators/invitations`, {
          email: 'x@example.com',
          role: 'owner',
        })
      ).status,
    ).toBe(400);
    expect(await count()).toBe(before);

    expect((await inviteOf(id, 'twice@example.com')).status).toBe(201);
    const again = await inviteOf(id, 'twice@example.com');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(M.alreadyInvited);
    for (let i = 1; i < M.maxPending; i++) expect((await inviteOf(id, `family-${i}@example.com`)).status).toBe(201);
    const beyond = await inviteOf(id, 'one-too-many@example.com');
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.message).toBe(M.tooManyPending);
    expect((await owner.client.get(`/api/memorials/${id}/collaborators`)).body.invitations).toHaveLength(M.maxPending);
    expect(await outboxMailsExceptConfirmation(ctx.outboxDir, 'one-too-many@example.com')).toEqual([]);
  });

  it('says an expired or revoked link cannot be used, and lets a new invitation replace an expired one', async () => {
    const id = await newMemorial();
    const person = await signedInClient(ctx);
    const revoked = await inviteOf(id, 'revoked@example.com');
    const list = (await owner.client.get(`/api/memorials/${id}/collaborators`)).body;
    const invitationId = list.invitations.find((i: { email: string }) => i.email === 'revoked@example.com').id;
    expect((await owner.client.delete(`/api/memorials/${id}/collaborators/invitations/${invitationId}`)).status).toBe(
      200,
    );
    expect((await owner.client.delete(`/api/memorials/${id}/collaborators/invitations/${invitationId}`)).status).toBe(
      404,
    );
    const revokedToken = tokenOf(revoked.body.url);
    expect((await person.client.get(`/api/collaboration-invitations/${revokedToken}`)).body.status).toBe('revoked');
    const refused = await person.client.post(`/api/collaboration-invitations/${revokedToken}/accept`);
    expect(refused.status).toBe(410);
    expect(refused.body.error.message).toBe(M.link.revoked);

    const late = await inviteOf(id, person.account.email);
    ctx.setNow(new Date(Date.now() + (M.inviteDays + 1) * 86_400_000));
    try {
      const token = tokenOf(late.body.url);
      expect((await person.client.get(`/api/collaboration-invitations/${token}`)).body.status).toBe('expired');
      const res = await person.client.post(`/api/collaboration-invitations/${token}/accept`);
      expect(res.status).toBe(410);
      expect(res.body.error.message).toBe(M.link.expired);
      expect((await person.client.get(`/api/memorials/${id}`)).status).toBe(404);
      const list2 = (await owner.client.get(`/api/memorials/${id}/collaborators`)).body;
      expect(list2.invitations[0]).toMatchObject({ email: person.account.email, expired: true });
      // A new invitation to the same address replaces the expired one.
      expect((await inviteOf(id, person.account.email)).status).toBe(201);
    } finally {
      ctx.setNow(null);
    }

    for (const path of ['/api/collaboration-invitations/short', `/api/collaboration-invitations/${'A'.repeat(43)}`]) {
      const res = await person.client.get(path);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'INVITATION_INVALID', message: M.link.unknown });
    }
  });

  it('obeys the invitee’s email_collaboration_invites, and the owner may share the link by hand', async () => {
    const id = await newMemorial();
    const quiet = await signedInClient(ctx);
    expect((await quiet.client.patch('/api/preferences', { emailCollaborationInvites: false })).status).toBe(200);
    const res = await inviteOf(id, quiet.account.email);
    expect(res.body.emailed).toBe(false);
    expect(await outboxMailsExceptConfirmation(ctx.outboxDir, quiet.account.email)).toEqual([]);
    expect((await quiet.client.post(`/api/collaboration-invitations/${tokenOf(res.body.url)}/accept`)).status).toBe(
      200,
    );
  });
});

describe('what a collaborator may do', () => {
  let id: string;
  let helper: Person;
  let ownerPhoto: string;

  beforeAll(async () => {
    id = await newMemorial();
    ownerPhoto = (await photo(owner, id)).body.media.id;
    await owner.client.post(`/api/memorials/${id}/guestbook`, {
      authorName: 'May',
      authorEmail: 'may@example.com',
      message: 'We miss you.',
    });
    helper = await joined(id, { displayName: 'Sam' });
  });

  it('adds photos, attributed to them, and removes only their own', async () => {
    const added = await photo(helper, id);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [row] = await ctx.database.db.select().from(memorialMedia).where(eq(memorialMedia.id, added.body.media.id));
    expect(row?.addedBy).toBe(helper.userId);
    const list = (await owner.client.get(`/api/memorials/${id}/collaborators`)).body;
    expect(list.collaborators[0].mediaAdded).toBe(1);
    expect(list.owner.mediaAdded).toBe(1);

    const notTheirs = await helper.client.delete(`/api/memorials/${id}/media/${ownerPhoto}`);
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error.message).toBe(M.mediaNotYours);
    expect((await helper.client.delete(`/api/memorials/${id}/media/${added.body.media.id}`)).status).toBe(200);
    // The owner removes anything, including what a collaborator added.
    const second = (await photo(helper, id)).body.media.id;
    expect((await owner.client.delete(`/api/memorials/${id}/media/${second}`)).status).toBe(200);
  });

  it('moderates the guestbook without seeing its emails', async () => {
    const page = (await helper.client.get(`/api/memorials/${id}/guestbook`)).body;
    expect(page.canDelete).toBe(true);
    expect(page.entries[0].authorEmail).toBeNull();
    expect((await helper.client.delete(`/api/memorials/${id}/guestbook/${page.entries[0].id}`)).status).toBe(200);
  });

  it('is refused the owner-only routes with the owner-only message (403)', async () => {
    const c = helper.client;
    const refusals = [
      c.patch(`/api/memorials/${id}`, { title: 'Changed', description: '', isPublic: true }),
      c.delete(`/api/memorials/${id}`),
      c.put(`/api/memorials/${id}/sharing`, { enabled: true }),
      c.put(`/api/memorials/${id}/song`, { youtubeUrl: null }),
      c.upload(`/api/memorials/${id}/song`, 's.mp3', new Uint8Array([1, 2, 3]), 'audio/mpeg', 'PUT'),
      c.put(`/api/memorials/${id}/media/order`, { mediaIds: [ownerPhoto] }),
      c.post(`/api/memorials/${id}/collaborators/invitations`, { email: 'cousin@example.com' }),
      c.delete(`/api/memorials/${id}/collaborators/${owner.userId}`),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', message: OWNER_ONLY });
    }
    // Reminders and the site export stay the owner's, as if there were none.
    expect((await c.get(`/api/reminders/${id}`)).status).toBe(404);
    expect((await c.get(`/api/exports/memorials/${id}/site`)).status).toBe(404);
    const view = (await c.get(`/api/memorials/${id}`)).body.memorial;
    expect(view).toMatchObject({ isOwner: false, title: 'Grandpa Joe' });
    expect(view.shareToken).toBeUndefined();
  });

  it('sees the other collaborators, their emails only where they allow it', async () => {
    const other = await joined(id, { displayName: 'Tess' });
    const seen = async () =>
      (await helper.client.get(`/api/memorials/${id}/collaborators`)).body.collaborators.find(
        (x: { userId: string }) => x.userId === other.userId,
      );
    expect(await seen()).toMatchObject({ name: 'Tess', email: null });
    await other.client.patch('/api/preferences', { showEmailToCollaborators: true, profileVisibility: 'connections' });
    expect(await seen()).toMatchObject({ name: 'Tess', email: other.account.email });
    const asHelper = (await helper.client.get(`/api/memorials/${id}/collaborators`)).body;
    expect(asHelper).toMatchObject({ role: 'collaborator', invitations: [], owner: { name: 'Rose', email: null } });
    // A stranger is refused the list.
    const stranger = await signedInClient(ctx);
    expect((await stranger.client.get(`/api/memorials/${id}/collaborators`)).status).toBe(404);
  });

  it('ends access at once when the owner removes them, and lets a collaborator leave', async () => {
    const removed = await joined(id);
    expect((await removed.client.get(`/api/memorials/${id}`)).status).toBe(200);
    expect((await owner.client.delete(`/api/memorials/${id}/collaborators/${removed.userId}`)).status).toBe(200);
    expect((await removed.client.get(`/api/memorials/${id}`)).status).toBe(404);
    expect((await photo(removed, id)).status).toBe(404);
    expect((await owner.client.delete(`/api/memorials/${id}/collaborators/${removed.userId}`)).status).toBe(404);

    const leaving = await joined(id);
    expect((await leaving.client.delete(`/api/memorials/${id}/collaborators/${leaving.userId}`)).status).toBe(200);
    expect((await leaving.client.get(`/api/memorials/${id}`)).status).toBe(404);
    expect((await leaving.client.get('/api/collaborations')).body.memorials).toEqual([]);
  });
});

describe('handing on, leaving the site, and the data export', () => {
  it('offers the collaborators when handing a memorial on; the one who takes it is no longer a collaborator', async () => {
    const id = await newMemorial(owner, true);
    const heir = await joined(id);
    const transfers = (await owner.client.get('/api/memorial-transfers')).body.memorials;
    expect(transfers.find((m: { id: string }) => m.id === id).collaborators).toEqual([heir.account.email]);
    await owner.client.post('/api/memorial-transfers', { memorialId: id, toEmail: heir.account.email });
    const [mail] = (await outboxMailsExceptConfirmation(ctx.outboxDir, heir.account.email)).filter((m) =>
      m.text.includes('/memorial-transfer/'),
    );
    const token = /\/memorial-transfer\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    expect((await heir.client.post(`/api/memorial-transfers/by-token/${token}/accept`)).status).toBe(200);
    const list = (await heir.client.get(`/api/memorials/${id}/collaborators`)).body;
    expect(list).toMatchObject({ role: 'owner', collaborators: [] });
    // The old owner does not become a collaborator.
    expect((await owner.client.get(`/api/memorials/${id}/collaborators`)).status).toBe(403);
  });

  it('removes a deleted account’s collaborations with it', async () => {
    const id = await newMemorial();
    const gone = await joined(id);
    await ctx.database.db.delete(user).where(eq(user.id, gone.userId));
    const rows = await ctx.database.db
      .select()
      .from(memorialCollaborators)
      .where(eq(memorialCollaborators.memorialId, id));
    expect(rows).toEqual([]);
    expect((await owner.client.get(`/api/memorials/${id}/collaborators`)).body.collaborators).toEqual([]);
  });

  it('puts the memorials one helps keep and the invitations one sent in the data export', async () => {
    const id = await newMemorial();
    const helper = await joined(id);
    const read = async (userId: string) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          chunks.push(chunk);
          done();
        },
      });
      await writeAccountArchive({ db: ctx.database.db, storage: ctx.deps.storage, now: new Date() }, userId, sink);
      const zip = unzipSync(new Uint8Array(Buffer.concat(chunks)));
      expect(strFromU8(zip['README.txt']!)).toContain('collaborations.json');
      return JSON.parse(strFromU8(zip['collaborations.json']!));
    };
    expect((await read(helper.userId)).memorialsYouHelpKeep).toEqual([
      expect.objectContaining({ memorialId: id, title: 'Grandpa Joe' }),
    ]);
    expect((await read(owner.userId)).invitationsYouSent).toContainEqual(
      expect.objectContaining({ memorialId: id, email: helper.account.email, status: 'accepted' }),
    );
  });
});

describe('limits', () => {
  it('limits how many invitations one person sends in an hour', async () => {
    const sender = await signedInClient(ctx);
    const id = await newMemorial(sender);
    let last = 0;
    for (let i = 0; i <= INVITES_PER_HOUR; i++) {
      const res = await inviteOf(id, `rl-${i}@example.com`, sender);
      last = res.status;
      if (res.status === 201) {
        const invitationId = res.body.invitation.id;
        await sender.client.delete(`/api/memorials/${id}/collaborators/invitations/${invitationId}`);
      }
    }
    expect(last).toBe(429);
  });
});
