/**
 * Peer support through the API (decision 036): matching (the same loss, ranked by time since the
 * loss, then hopes that fit, then recency; never self, opted-out, blocked or recently-declining
 * people, never an email); every refusal of a request, with nothing stored; only the receiver
 * answers; the private conversation: its limit, the crisis hold (the other side never sees it, its
 * author is shown help lines, the site admins get an email without the words), the live stream
 * (two readers, Last-Event-ID resume, `ended` on end and on block), reports and the moderation
 * queue, unread counts and the data export.
 */
import { PassThrough } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import { PEER_MSG, type PeerMatch, type PeerStreamEvent } from '@shared/schemas/peer-support';
import { moderationLog, peerConnections, peerMessages } from '../../db/schema';
import { deleteAccountNow } from '../account-deletion/account-deletion.service';
import { runAdminCommand } from '../admin/admin.service';
import { writeAccountArchive } from '../exports/account-archive';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { OpenStream } from '../../test/sse';

type Person = Awaited<ReturnType<typeof signedInClient>>;
class PeerStream extends OpenStream<PeerStreamEvent> {
  bodies() {
    return this.events.flatMap((e) => (e.data.kind === 'message' ? [e.data.message.body] : []));
  }
}

let ctx: TestContext;
let ann: Person;
let sam: Person; // a site admin
const p: Record<string, Person> = {};

const CRISIS = 'I have the pills and tonight is the night';

async function profile(who: Person, body: Record<string, unknown>) {
  const res = await who.client.put('/api/peer/profile', { open: true, relationship: 'parent_loss', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const request = (from: Person, to: string, note?: string) =>
  from.client.post('/api/peer/requests', { peerId: to, note });
const connectionRows = async () =>
  Number((await ctx.database.db.select({ n: sql`count(*)` }).from(peerConnections))[0]!.n);
async function connect(a: Person, b: Person): Promise<string> {
  const sent = await request(a, b.userId);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const accepted = await b.client.post(`/api/peer/requests/${sent.body.id}`, { action: 'accept' });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return sent.body.id as string;
}
async function stream(who: Person, id: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.request(`/api/streams/peer/${id}`, {
    headers: { cookie: who.client.cookieHeader(), 'x-forwarded-for': who.client.ip, ...headers },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return new PeerStream(res);
}
async function say(who: Person, id: string, body: string, headers: Record<string, string> = {}) {
  const res = await who.client.request('POST', `/api/peer/connections/${id}/messages`, { body }, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const page = async (who: Person, id: string) => {
  const res = await who.client.get(`/api/peer/connections/${id}/messages`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { messages: { id: string; body: string; mine: boolean; status: string }[]; lastEventId: number };
};
const mailsTo = async (who: Person) => {
  for (let i = 0; i < 100; i++) {
    const m = (await outboxMailsExceptConfirmation(ctx.outboxDir, who.account.email)).filter(
      (x) => x.subject === PEER_MSG.supportEmailSubject,
    );
    if (m.length) return m;
    await new Promise((r) => setTimeout(r, 20));
  }
  return [];
};

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signedInClient(ctx);
  sam = await signedInClient(ctx);
  await runAdminCommand(ctx.database.db, ['grant', sam.account.email]);
  for (const name of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'partner', 'closed', 'blocker', 'decliner']) {
    p[name] = await signedInClient(ctx);
  }
  await profile(ann, { lossWhen: 'under_6_months', hope: 'talk', intro: 'My mum, in spring.' });
  // Ranked: the same time range first (a hope that fits before one that does not), an unsaid
  // range next, then neighbours, then far ranges, the most recently updated first among equals.
  await profile(p.b5!, { lossWhen: 'over_2_years', hope: 'listen' });
  await profile(p.b4!, { lossWhen: '6_to_12_months', hope: 'listen' });
  await profile(p.b3!, { lossWhen: null, hope: 'both' });
  await profile(p.b2!, { lossWhen: 'under_6_months', hope: 'talk' });
  await profile(p.b1!, { lossWhen: 'under_6_months', hope: 'listen', intro: 'Dad, last winter.' });
  await profile(p.b6!, { lossWhen: 'over_2_years', hope: 'both' });
  await profile(p.partner!, { relationship: 'partner_loss', lossWhen: 'under_6_months' });
  await profile(p.closed!, { open: false, lossWhen: 'under_6_months' });
  await profile(p.blocker!, { lossWhen: 'under_6_months' });
  await profile(p.decliner!, { lossWhen: 'under_6_months' });
  expect((await p.blocker!.client.post('/api/blocks', { userId: ann.userId })).status).toBe(204);
});
afterAll(async () => {
  await ctx.close();
});

describe('peer support', () => {
  it('matches people with the same loss, ranked, and refuses every bad request with nothing stored', async () => {
    // Only an open profile finds matches.
    const stranger = await signedInClient(ctx);
    const notOpen = await stranger.client.get('/api/peer/matches');
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.error).toMatchObject({ code: 'PEER_NOT_OPEN', message: PEER_MSG.optInFirst });
    // Matching is mutual: someone who cannot be found cannot ask either (nothing stored).
    const closedAsks = await request(p.closed!, p.b1!.userId);
    expect(closedAsks.status).toBe(409);
    expect(closedAsks.body.error.code).toBe('PEER_NOT_OPEN');
    expect((await p.b1!.client.get('/api/peer')).body.incoming).toEqual([]);

    // A decline keeps the decliner out of matches and refuses a new request for 30 days.
    const asked = await request(ann, p.decliner!.userId);
    expect(asked.status).toBe(201);
    expect((await ann.client.post(`/api/peer/requests/${asked.body.id}`, { action: 'accept' })).status).toBe(404);
    expect((await p.decliner!.client.post(`/api/peer/requests/${asked.body.id}`, { action: 'decline' })).status).toBe(
      204,
    );
    expect((await ann.client.get('/api/peer')).body.outgoing).toEqual([]);

    const res = await ann.client.get('/api/peer/matches');
    expect(res.status).toBe(200);
    const matches = res.body.matches as PeerMatch[];
    expect(matches.map((m) => m.person.id)).toEqual(['b1', 'b2', 'b3', 'b4', 'b6'].map((n) => p[n]!.userId));
    expect(matches[0]).toMatchObject({
      person: { name: null, bio: null }, // a `connections` profile, to a stranger
      relationship: 'parent_loss',
      lossWhen: 'under_6_months',
      intro: 'Dad, last winter.',
      hope: 'listen',
      reasons: ['same-loss', 'close-in-time'],
    });
    expect(matches[2]!.reasons).toEqual(['same-loss']);
    const text = JSON.stringify(res.body);
    for (const who of [ann, ...Object.values(p)]) expect(text).not.toContain(who.account.email);

    // Refusals, each with nothing stored.
    const before = await connectionRows();
    const refused = async (to: string, status: number, code: string) => {
      const r = await request(ann, to, 'Hello');
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body.error.code).toBe(code);
    };
    await refused(ann.userId, 400, 'PEER_SELF');
    await refused(p.closed!.userId, 404, 'PEER_UNAVAILABLE');
    await refused(p.blocker!.userId, 404, 'PEER_UNAVAILABLE');
    await refused(randomUUID(), 404, 'PEER_UNAVAILABLE');
    await refused(p.decliner!.userId, 409, 'PEER_ASK_LATER');
    expect((await ann.client.post('/api/peer/requests', { peerId: 'nope' })).status).toBe(400);
    expect((await request(ann, p.b1!.userId, 'x'.repeat(301))).status).toBe(400);
    expect(await connectionRows()).toBe(before);

    // A request: only the receiver sees and answers it; twice either way is refused.
    const sent = await request(ann, p.b1!.userId, 'I lost my mum too.');
    expect(sent.status).toBe(201);
    await refused(p.b1!.userId, 409, 'PEER_ALREADY_REQUESTED');
    expect((await request(p.b1!, ann.userId)).body.error.code).toBe('PEER_ALREADY_REQUESTED');
    const theirs = (await p.b1!.client.get('/api/peer')).body;
    expect(theirs.incoming).toEqual([
      expect.objectContaining({ id: sent.body.id, note: 'I lost my mum too.', relationship: 'parent_loss' }),
    ]);
    expect((await ann.client.get('/api/peer')).body).toMatchObject({
      incoming: [],
      outgoing: [{ id: sent.body.id, to: { id: p.b1!.userId } }],
    });
    for (const who of [p.b2!, ann]) {
      expect((await who.client.post(`/api/peer/requests/${sent.body.id}`, { action: 'accept' })).status).toBe(404);
    }
    expect((await p.b1!.client.delete(`/api/peer/requests/${sent.body.id}`)).status).toBe(404);
    const accepted = await p.b1!.client.post(`/api/peer/requests/${sent.body.id}`, { action: 'accept' });
    expect(accepted.status).toBe(200);
    await refused(p.b1!.userId, 409, 'PEER_ALREADY_CONNECTED');
    // Connected: each is the other's connection, so a `connections` profile now shows its name.
    const overview = (await ann.client.get('/api/peer')).body;
    expect(overview.connections).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        unread: 0,
        person: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
    expect((await ann.client.get('/api/peer/matches')).body.matches.map((m: PeerMatch) => m.person.id)).not.toContain(
      p.b1!.userId,
    );

    // The sender withdraws a pending request; nobody else can.
    const second = await request(ann, p.b2!.userId);
    expect((await p.b2!.client.delete(`/api/peer/requests/${second.body.id}`)).status).toBe(404);
    expect((await ann.client.delete(`/api/peer/requests/${second.body.id}`)).status).toBe(204);
    expect((await p.b2!.client.get('/api/peer')).body.incoming).toEqual([]);
  });

  it('keeps a private live conversation: streams, resume, the crisis hold, reports, moderation, export, end and block', async () => {
    const b1 = p.b1!;
    const b3 = p.b3!;
    const id = (await ann.client.get('/api/peer')).body.connections[0].id as string;
    expect((await b3.client.get(`/api/peer/connections/${id}/messages`)).status).toBe(404);
    const tooLong = await ann.client.post(`/api/peer/connections/${id}/messages`, { body: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe(PEER_MSG.messageTooLong);
    expect((await b3.client.post(`/api/peer/connections/${id}/messages`, { body: 'Hi' })).status).toBe(404);

    // Unread: what the other person wrote since one last read the conversation.
    await say(b1, id, 'Are you there?');
    expect((await ann.client.get('/api/peer')).body.connections[0].unread).toBe(1);
    expect((await page(ann, id)).messages.map((m) => m.body)).toEqual(['Are you there?']);
    expect((await ann.client.get('/api/peer')).body.connections[0].unread).toBe(0);

    // Two readers; each message reaches both, shaped for each.
    const annLive = await stream(ann, id, { 'last-event-id': String((await page(ann, id)).lastEventId) });
    let b1Live = await stream(b1, id);
    const first = await say(b1, id, 'Hello, I am glad you wrote.');
    await annLive.until((s) => s.bodies().includes('Hello, I am glad you wrote.'));
    await b1Live.until((s) => s.bodies().length === 1);
    const mineFor = (s: PeerStream) => s.events.find((e) => e.data.kind === 'message')!.data;
    expect(mineFor(annLive)).toMatchObject({ message: { mine: false } });
    expect(mineFor(b1Live)).toMatchObject({ message: { mine: true } });

    // b1 goes away; a reconnect with Last-Event-ID gets exactly what it missed, in order.
    const resumeFrom = b1Live.lastId!;
    await b1Live.close();
    await say(ann, id, 'It has been a hard week.');
    await say(ann, id, 'Mornings are the worst.');
    b1Live = await stream(b1, id, { 'last-event-id': resumeFrom });
    await b1Live.until((s) => s.bodies().length === 2);
    expect(b1Live.bodies()).toEqual(['It has been a hard week.', 'Mornings are the worst.']);

    // The crisis hold: the author sees it with help lines; the other side's stream and page never do.
    const held = await say(b1, id, CRISIS, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(held.message).toMatchObject({ status: 'held', body: CRISIS, mine: true });
    expect(held.support.risk).toBe('crisis');
    expect(held.support.helplines[0].name).toBe('Samaritans');
    await b1Live.until((s) => s.bodies().includes(CRISIS));
    await say(ann, id, 'Are you still there?');
    await annLive.until((s) => s.bodies().includes('Are you still there?'));
    expect(annLive.bodies()).not.toContain(CRISIS);
    expect((await page(ann, id)).messages.map((m) => m.body)).not.toContain(CRISIS);
    expect((await page(b1, id)).messages.map((m) => m.body)).toContain(CRISIS);
    const [mail] = await mailsTo(sam);
    expect(mail!.text).toContain(PEER_MSG.supportEmailBody);
    expect(mail!.raw).not.toContain('pills');
    const toAnn = await outboxMailsExceptConfirmation(ctx.outboxDir, ann.account.email);
    expect(toAnn.filter((m) => m.subject === PEER_MSG.supportEmailSubject)).toEqual([]);

    // Reports: only the other person, once; never one's own; a held or unknown message is not found.
    const report = (who: Person, targetId: string) =>
      who.client.post('/api/reports', { targetKind: 'peer-message', targetId, reason: 'harassment' });
    expect((await report(b1, first.message.id)).status).toBe(400);
    expect((await report(b3, first.message.id)).status).toBe(404);
    expect((await report(ann, held.message.id)).status).toBe(404);
    expect((await report(ann, randomUUID())).status).toBe(404);
    const reported = await report(ann, first.message.id);
    expect(reported.status).toBe(201);
    expect((await report(ann, first.message.id)).status).toBe(409);

    // The site's queue: the held message and the report, with the words (admins judge them).
    const queue = (await sam.client.get('/api/admin/moderation')).body;
    expect(queue.heldPeerMessages).toEqual([expect.objectContaining({ id: held.message.id, body: CRISIS })]);
    expect(queue.reports).toEqual([
      expect.objectContaining({
        id: reported.body.id,
        targetKind: 'peer-message',
        post: null,
        peerMessage: expect.objectContaining({ id: first.message.id }),
      }),
    ]);
    expect(
      (await ann.client.post(`/api/admin/moderation/peer-messages/${held.message.id}`, { action: 'release' })).status,
    ).toBe(403);
    expect(
      (await sam.client.post(`/api/admin/moderation/peer-messages/${held.message.id}`, { action: 'release' })).status,
    ).toBe(204);
    await annLive.until((s) => s.bodies().includes(CRISIS));
    expect(
      (await sam.client.post(`/api/admin/moderation/peer-messages/${held.message.id}`, { action: 'release' })).status,
    ).toBe(404);
    expect(
      (await sam.client.post(`/api/admin/moderation/reports/${reported.body.id}`, { action: 'remove-post' })).status,
    ).toBe(204);
    await annLive.until((s) => s.events.some((e) => e.data.kind === 'message-removed'));
    expect((await page(ann, id)).messages.find((m) => m.id === first.message.id)).toMatchObject({
      status: 'removed',
      body: '',
    });
    const logged = await ctx.database.db
      .select()
      .from(moderationLog)
      .where(sql`${moderationLog.action} like 'peer-message.%' or ${moderationLog.reportId} = ${reported.body.id}`);
    expect(logged.map((l) => l.action).sort()).toEqual([
      'peer-message.hold-crisis',
      'peer-message.release',
      'report.action',
    ]);
    expect(JSON.stringify(logged)).not.toContain('pills');

    await annLive.close();

    // The export: one's own profile, connections and messages; never the other person's words.
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeAccountArchive({ db: ctx.database.db, storage: ctx.deps.storage, now: new Date() }, ann.userId, out);
    const exported = JSON.parse(strFromU8(unzipSync(new Uint8Array(Buffer.concat(chunks)))['peer-support.json']!));
    expect(exported.profile).toMatchObject({ relationship: 'parent_loss', intro: 'My mum, in spring.' });
    expect(exported.connections).toEqual([expect.objectContaining({ id, direction: 'sent', status: 'accepted' })]);
    expect(exported.messages.map((m: { body: string }) => m.body)).toEqual([
      'It has been a hard week.',
      'Mornings are the worst.',
      'Are you still there?',
    ]);

    // Ending: both streams are told and close; the conversation is deleted.
    const annAgain = await stream(ann, id);
    expect((await b3.client.delete(`/api/peer/connections/${id}`)).status).toBe(404);
    expect((await ann.client.delete(`/api/peer/connections/${id}`)).status).toBe(204);
    for (const s of [annAgain, b1Live]) {
      await s.until((x) => x.ended && x.events.some((e) => e.data.kind === 'ended'));
    }
    expect(await ctx.database.db.select().from(peerMessages).where(eq(peerMessages.connectionId, id))).toEqual([]);
    expect((await b1.client.get(`/api/peer/connections/${id}/messages`)).status).toBe(404);
    expect((await b1.client.get('/api/peer')).body.connections).toEqual([]);

    // A block ends a connection at once, and its open streams with it.
    const other = await connect(ann, p.b4!);
    const annLast = await stream(ann, other);
    expect((await p.b4!.client.post('/api/blocks', { userId: ann.userId })).status).toBe(204);
    await annLast.until((s) => s.ended && s.events.some((e) => e.data.kind === 'ended'));
    expect((await ann.client.get('/api/peer')).body.connections).toEqual([]);
    expect((await request(ann, p.b4!.userId)).status).toBe(404);

    // An account that is deleted ends its connections too: the other side's open stream is told.
    const last = await connect(ann, p.b5!);
    const annEnd = await stream(ann, last);
    expect(await deleteAccountNow(ctx.deps, p.b5!.userId)).toBe(true);
    await annEnd.until((s) => s.ended && s.events.some((e) => e.data.kind === 'ended'));
    expect((await ann.client.get('/api/peer')).body.connections).toEqual([]);
  });
});

describe('the crisis screen on a request’s note (decision 045)', () => {
  it('sends a note in crisis as written, gives its writer help lines, and tells the site admins without the words', async () => {
    const writer = await signedInClient(ctx);
    const [calm, worried, asked] = [await signedInClient(ctx), await signedInClient(ctx), await signedInClient(ctx)];
    for (const who of [writer, calm, worried, asked]) await profile(who, { lossWhen: 'under_6_months' });

    // Grief full of death words: no note back. No note at all: nothing to read.
    const grief = await request(
      writer,
      calm.userId,
      'My son died by suicide last spring. I scattered his ashes off the bridge he loved.',
    );
    expect(grief.status, JSON.stringify(grief.body)).toBe(201);
    expect(grief.body).not.toHaveProperty('support');
    const worry = await request(writer, worried.userId, 'Some nights I wish I could just go to sleep and not wake up.');
    expect(worry.status).toBe(201);
    expect(worry.body.support).toEqual({ risk: 'concern' });

    const before = (await outboxMailsExceptConfirmation(ctx.outboxDir, sam.account.email)).filter((m) =>
      m.text.includes(SAFETY_ADMIN_MSG.requestNoteEmailBody),
    ).length;
    const crisis = await writer.client.request(
      'POST',
      '/api/peer/requests',
      { peerId: asked.userId, note: CRISIS },
      { 'accept-language': 'en-AU' },
    );
    expect(crisis.status, JSON.stringify(crisis.body)).toBe(201);
    expect(crisis.body.support.risk).toBe('crisis');
    expect(crisis.body.support.helplines[0].country).toBe('Australia');
    // Sent as written: the receiver reads the note as it was written.
    const incoming = (await asked.client.get('/api/peer')).body.incoming;
    expect(incoming).toEqual([expect.objectContaining({ id: crisis.body.id, note: CRISIS })]);

    const log = await ctx.database.db.select().from(moderationLog).where(eq(moderationLog.postId, crisis.body.id));
    expect(log).toEqual([
      expect.objectContaining({ action: 'peer-request.note-crisis', actorId: null, targetUserId: writer.userId }),
    ]);
    let mails: Awaited<ReturnType<typeof outboxMailsExceptConfirmation>> = [];
    for (let i = 0; i < 100 && mails.length <= before; i++) {
      mails = (await outboxMailsExceptConfirmation(ctx.outboxDir, sam.account.email)).filter((m) =>
        m.text.includes(SAFETY_ADMIN_MSG.requestNoteEmailBody),
      );
      if (mails.length <= before) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mails.length).toBe(before + 1);
    for (const m of mails) {
      expect(m.raw).not.toContain('pills');
      expect(m.raw).not.toContain(writer.account.displayName);
    }
  });
});

describe('the crisis screen on a peer profile’s intro (decision 049)', () => {
  const introMails = async () =>
    (await outboxMailsExceptConfirmation(ctx.outboxDir, sam.account.email)).filter((m) =>
      m.text.includes(SAFETY_ADMIN_MSG.peerIntroEmailBody),
    );

  it('saves an intro in crisis as written, gives its writer help lines, and tells the site admins without the words', async () => {
    const writer = await signedInClient(ctx);
    const save = (intro: string, headers: Record<string, string> = {}) =>
      writer.client.request(
        'PUT',
        '/api/peer/profile',
        { open: true, relationship: 'sibling_loss', lossWhen: 'over_2_years', intro },
        headers,
      );

    // Grief full of death words: nothing back. A worry: a gentle note. Neither tells anyone.
    const grief = await save('My brother died by suicide. We scattered his ashes off the bridge after the funeral.');
    expect(grief.status, JSON.stringify(grief.body)).toBe(200);
    expect(grief.body).not.toHaveProperty('support');
    const worry = await save('Some nights I wish I could just go to sleep and not wake up.');
    expect(worry.status).toBe(200);
    expect(worry.body.support).toEqual({ risk: 'concern' });
    const logged = () =>
      ctx.database.db.select().from(moderationLog).where(eq(moderationLog.targetUserId, writer.userId));
    expect(await logged()).toEqual([]);

    const before = (await introMails()).length;
    const crisis = await save(CRISIS, { 'accept-language': 'en-GB' });
    expect(crisis.status, JSON.stringify(crisis.body)).toBe(200);
    expect(crisis.body).toMatchObject({ open: true, intro: CRISIS });
    expect(crisis.body.support.risk).toBe('crisis');
    expect(crisis.body.support.helplines[0].country).toBe('United Kingdom');
    // Saved as written: the profile reads as it was written.
    expect((await writer.client.get('/api/peer')).body.profile.intro).toBe(CRISIS);

    expect(await logged()).toEqual([
      expect.objectContaining({ action: 'peer-profile.intro-crisis', actorId: null, targetUserId: writer.userId }),
    ]);
    let mails: Awaited<ReturnType<typeof introMails>> = [];
    for (let i = 0; i < 100 && mails.length <= before; i++) {
      mails = await introMails();
      if (mails.length <= before) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mails.length).toBe(before + 1);
    for (const m of mails) {
      expect(m.raw).not.toContain('pills');
      expect(m.raw).not.toContain(writer.account.displayName);
    }
  });

  it('tells the site admins once of the same intro: saved again unchanged, only the writer is answered', async () => {
    const writer = await signedInClient(ctx);
    const save = (intro: string, hope = 'talk') =>
      writer.client.put('/api/peer/profile', { open: true, relationship: 'child_loss', lossWhen: null, intro, hope });
    const logged = () =>
      ctx.database.db.select().from(moderationLog).where(eq(moderationLog.targetUserId, writer.userId));
    const mailsAtLeast = async (n: number) => {
      for (let i = 0; i < 100 && (await introMails()).length < n; i++) await new Promise((r) => setTimeout(r, 20));
      // A little longer, for any mail sent that should not have been.
      await new Promise((r) => setTimeout(r, 100));
      return introMails();
    };
    const before = (await mailsAtLeast(0)).length;

    const first = await save(CRISIS);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.support.risk).toBe('crisis');
    expect(await logged()).toHaveLength(1);
    expect(await mailsAtLeast(before + 1)).toHaveLength(before + 1);

    // The matching form sends the intro with every save: here only the hope changed.
    const again = await save(CRISIS, 'listen');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ hope: 'listen', intro: CRISIS });
    expect(again.body.support.risk).toBe('crisis');
    expect(again.body.support.helplines.length).toBeGreaterThan(0);
    expect(await logged()).toHaveLength(1);

    // Other words in crisis are new words: the admins are told again.
    const changed = await save("I want to die, nobody would miss me. I'm ending it tonight");
    expect(changed.status).toBe(200);
    expect(changed.body.support.risk).toBe('crisis');
    expect(await logged()).toEqual([
      expect.objectContaining({ action: 'peer-profile.intro-crisis', targetUserId: writer.userId }),
      expect.objectContaining({ action: 'peer-profile.intro-crisis', targetUserId: writer.userId }),
    ]);
    expect(await mailsAtLeast(before + 2)).toHaveLength(before + 2);
  });
});
