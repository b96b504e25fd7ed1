/**
 * The companion API end to end with the offline builtin provider (spec sections 2, 3, 5, 7, 8):
 * the streaming format of the three chat functions read with a real SSE parser, sessions and
 * validation, ai-companion and its stored conversations, the free tier's monthly allowance and the
 * per-minute limit (also under parallel requests), and legacy letters. Upstream failures, crisis
 * handling and output screening against an OpenAI-compatible server are in
 * companion-openai.api.test.ts.
 */
import { readSse as readStream, shownText, type Sse } from '../../test/sse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { COMPANION_MSG, STREAM_FUNCTIONS } from '@shared/schemas/companion';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { aiUsage } from '../../db/schema';
import { createTestContext, newAccount, TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from '../admin/admin.service';
import { usagePeriod } from './companion.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AI_MAX_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => ctx.setNow(null));

// ---- helpers -------------------------------------------------------------------------------------

interface Person {
  client: TestClient;
  /** The session cookie, for calls whose streamed body is read here rather than by TestClient. */
  cookie: string;
  userId: string;
  email: string;
}

async function signUp(c: TestContext = ctx, plan?: 'monthly' | 'admin'): Promise<Person> {
  const account = newAccount();
  const client = new TestClient(c);
  const res = await client.post('/api/auth/sign-up', account);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((s) => s.split(';')[0]!)
    .join('; ');
  expect(cookie).toContain('session_token');
  const userId = (await client.get('/api/session')).body.user.id as string;
  // Without a plan: the free plan itself, the sign-up trial ended (decision 033).
  await runAdminCommand(c.database.db, ['plan', account.email, plan === 'monthly' ? 'monthly' : 'free']);
  if (plan === 'admin') await runAdminCommand(c.database.db, ['grant', account.email]);
  return { client, cookie, userId, email: account.email };
}

/** POST /api/functions/{name}, answered with the raw Response so a stream can be read as it comes. */
function callFunction(
  who: Person | null,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
  c: TestContext = ctx,
): Promise<Response> {
  return Promise.resolve(
    c.app.request(`/api/functions/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': '10.9.9.9',
        ...(who ? { cookie: who.cookie } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
}

async function json(res: Response): Promise<{ status: number; body: any }> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, body: await res.json() };
}

/** Reads a whole server-sent event stream; the parser must find nothing malformed. */
async function readSse(res: Response): Promise<Sse> {
  const result = await readStream(res);
  expect(result.problems).toEqual([]);
  return result;
}

/** Spec section 7: `{"choices":[{"delta":{...}}]}`, optionally with `safety` or `replace`. */
function expectSpecChunk(chunk: any) {
  expect(
    Object.keys(chunk).every((k) => ['choices', 'safety', 'replace'].includes(k)),
    JSON.stringify(chunk),
  ).toBe(true);
  expect(chunk.choices).toHaveLength(1);
  expect(Object.keys(chunk.choices[0])).toEqual(['delta']);
  const delta = chunk.choices[0].delta;
  expect(
    Object.keys(delta).every((k) => k === 'content' || k === 'role'),
    JSON.stringify(chunk),
  ).toBe(true);
  if ('content' in delta) expect(typeof delta.content).toBe('string');
}

const user = (content: string) => ({ role: 'user' as const, content });

async function usage(who: Person) {
  const res = await who.client.get('/api/ai/usage');
  expect(res.status).toBe(200);
  return res.body as { used: number; limit: number | null; period: string };
}

async function setUsed(who: Person, count: number, now = new Date()) {
  await ctx.database.db
    .insert(aiUsage)
    .values({ userId: who.userId, period: usagePeriod(now), count })
    .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.period], set: { count } });
}

async function companion(who: Person, body: Record<string, unknown>, c: TestContext = ctx) {
  return json(await callFunction(who, 'ai-companion', body, {}, c));
}

async function newConversation(who: Person, memorialContext?: Record<string, string>): Promise<string> {
  const res = await who.client.post('/api/conversations', memorialContext ? { memorialContext } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.title).toBe(COMPANION_MSG.newConversationTitle);
  return res.body.id as string;
}

// Under 60 characters, so it becomes a conversation's title whole.
const BENIGN = 'Today would have been her birthday. I baked her cake.';

// ---- streaming functions ---------------------------------------------------------------------------

describe('streaming chat functions (spec section 7)', () => {
  let member: Person;
  beforeAll(async () => {
    member = await signUp(ctx, 'monthly');
  });

  const CONTEXT: Record<string, Record<string, unknown>> = {
    'ai-memorial-companion': {
      memorialContext: { title: 'Margaret Ellis', description: 'A gardener who loved the sea.', dates: '1941 – 2024' },
    },
    'ai-peer-support': {},
    'ai-community-moderator': {
      roomContext: { name: 'Loss of a parent', description: 'A quiet room for those who lost a mother or father.' },
    },
  };

  it.each(STREAM_FUNCTIONS)('%s answers an event stream of OpenAI chunks ending with [DONE]', async (name) => {
    const res = await callFunction(
      member,
      name,
      { messages: [user(BENIGN)], ...CONTEXT[name] },
      { 'accept-encoding': 'gzip, br' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toMatch(/no-cache/);
    // Chat streams are never compressed (a compressor would hold the tokens back).
    expect(res.headers.get('content-encoding')).toBeNull();
    const sse = await readSse(res);
    expect(sse.done).toBe(true);
    expect(sse.afterDone).toBe(0);
    expect(sse.chunks.length).toBeGreaterThan(1);
    sse.chunks.forEach(expectSpecChunk);
    expect(sse.chunks[0].choices[0].delta.role).toBe('assistant');
    expect(sse.chunks.some((c) => c.replace)).toBe(false);
    expect(sse.chunks.some((c) => c.safety)).toBe(false);
    expect(shownText(sse.chunks).trim().length).toBeGreaterThan(0);
  });

  it('takes earlier turns of the conversation from the request', async () => {
    const res = await callFunction(member, 'ai-peer-support', {
      messages: [
        user('My brother died last spring.'),
        { role: 'assistant', content: 'I am so sorry about your brother.' },
        user('Nobody mentions him any more.'),
      ],
    });
    const sse = await readSse(res);
    expect(sse.done).toBe(true);
    expect(shownText(sse.chunks).length).toBeGreaterThan(0);
  });

  it('an unknown function name is a 404 JSON error', async () => {
    const { status, body } = await json(await callFunction(member, 'ai-something-else', { messages: [user(BENIGN)] }));
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: MSG.http.notFound });
  });

  it.each([...STREAM_FUNCTIONS, 'ai-companion', 'generate-legacy-letter'])(
    '%s without a session is a 401 with the spec message',
    async (name) => {
      for (const who of [null, { ...member, cookie: 'fmn.session_token=forged.value' }]) {
        const { status, body } = await json(await callFunction(who, name, { messages: [user(BENIGN)] }));
        expect(status).toBe(401);
        expect(body.error.message).toBe('You must be logged in to use this feature');
      }
    },
  );

  it.each([
    ['an empty message', '', COMPANION_MSG.empty],
    ['a message of spaces', '  \n\t ', COMPANION_MSG.empty],
    ['a message of 5001 characters', 'm'.repeat(5001), 'Message must be less than 5000 characters'],
  ])('refuses %s with its exact message, on every function', async (_label, content, message) => {
    const before = await usage(member);
    for (const name of [...STREAM_FUNCTIONS, 'ai-companion']) {
      const { status, body } = await json(await callFunction(member, name, { messages: [user(content)] }));
      expect(status, name).toBe(400);
      expect(body.error.message, name).toBe(message);
    }
    // A refused message costs nothing.
    expect((await usage(member)).used).toBe(before.used);
  });

  it("refuses a request whose newest turn is not the user's", async () => {
    const { status, body } = await json(
      await callFunction(member, 'ai-peer-support', {
        messages: [user('Hello'), { role: 'assistant', content: 'Hi' }],
      }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe(COMPANION_MSG.empty);
  });

  it('a message of exactly 5000 characters is accepted', async () => {
    const res = await callFunction(member, 'ai-peer-support', {
      messages: [user(`${'I miss her. '.repeat(416)}abcdefgh`)],
    });
    expect(res.status).toBe(200);
    expect((await readSse(res)).done).toBe(true);
  });
});

// ---- ai-companion and conversations ---------------------------------------------------------------

describe('ai-companion', () => {
  let alice: Person;
  let bob: Person;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([signUp(ctx, 'monthly'), signUp(ctx, 'monthly')]);
  });

  it('answers { choices: [{ message: { content } }] } without storing anything; grief_stage once there is enough to go on', async () => {
    const { status, body } = await companion(alice, {
      messages: [user(BENIGN)],
      memorialContext: { memorialName: 'Margaret' },
    });
    expect(status).toBe(200);
    expect(body.choices).toHaveLength(1);
    expect(body.choices[0].message.role).toBe('assistant');
    expect(typeof body.choices[0].message.content).toBe('string');
    expect(body.choices[0].message.content.trim().length).toBeGreaterThan(0);
    // One message is not enough to read a stage from.
    expect(body.grief_stage).toBeUndefined();
    const longer = await companion(alice, {
      messages: [
        user('I feel so empty and alone since she died.'),
        { role: 'assistant', content: 'I am so sorry. Tell me about her?' },
        user('She was everything. I cry all day.'),
        { role: 'assistant', content: 'That sounds so heavy.' },
        user("I can't get out of bed, everything is empty."),
      ],
    });
    expect(longer.body.grief_stage).toBe('depression');
    expect(body.safety).toEqual({ risk: 'none' });
    expect(body.conversationId).toBeUndefined();
    expect((await alice.client.get('/api/conversations')).body.conversations).toEqual([]);
  });

  it('with a conversation, stores both turns, the grief stage and a title from the first message', async () => {
    const id = await newConversation(alice, { memorialName: 'Margaret', memorialDescription: 'My mother.' });
    const first = await companion(alice, { messages: [user(`  ${BENIGN}  `)], conversationId: id, mood: 'sad' });
    expect(first.status).toBe(200);
    expect(first.body.conversationId).toBe(id);

    let detail = (await alice.client.get(`/api/conversations/${id}`)).body;
    expect(detail.title).toBe(BENIGN);
    // Not enough to go on yet: no stage is stored or sent.
    expect(first.body.grief_stage).toBeUndefined();
    expect(detail.currentGriefStage).toBeNull();
    expect(detail.memorialContext).toEqual({ memorialName: 'Margaret', memorialDescription: 'My mother.' });
    expect(detail.helplines).toBeNull();
    expect(detail.messages).toHaveLength(2);
    expect(detail.messages[0]).toMatchObject({ role: 'user', content: BENIGN, mood: 'sad', riskLevel: 'none' });
    expect(detail.messages[1]).toMatchObject({
      role: 'assistant',
      content: first.body.choices[0].message.content,
      riskLevel: 'none',
    });
    expect(Date.parse(detail.messages[1].createdAt)).toBeGreaterThan(Date.parse(detail.messages[0].createdAt));

    const second = await companion(alice, {
      messages: [user('I am so angry that nobody came to see her.')],
      conversationId: id,
      mood: 'angry',
    });
    expect(second.status).toBe(200);
    const third = await companion(alice, {
      messages: [user("I'm furious, it is so unfair.")],
      conversationId: id,
      mood: 'angry',
    });
    detail = (await alice.client.get(`/api/conversations/${id}`)).body;
    // The title is the first message's; the stage follows the newest turns once there are enough.
    expect(detail.title).toBe(BENIGN);
    expect(third.body.grief_stage).toBe('anger');
    expect(detail.currentGriefStage).toBe('anger');
    expect(detail.messages.map((m: any) => [m.role, m.mood])).toEqual([
      ['user', 'sad'],
      ['assistant', null],
      ['user', 'angry'],
      ['assistant', null],
      ['user', 'angry'],
      ['assistant', null],
    ]);
  });

  it('a long first message makes a short title', async () => {
    const id = await newConversation(alice);
    const long =
      'Since my father died in the autumn I have not been able to open the door of his workshop, the smell of sawdust is still there';
    expect((await companion(alice, { messages: [user(long)], conversationId: id })).status).toBe(200);
    const title: string = (await alice.client.get(`/api/conversations/${id}`)).body.title;
    expect(title.length).toBeLessThanOrEqual(61);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
  });

  it("another user's conversation, or one that does not exist, is a 404 and nothing is stored or charged", async () => {
    const id = await newConversation(alice);
    const before = await usage(bob);
    for (const conversationId of [id, '00000000-0000-4000-8000-000000000000']) {
      const { status, body } = await companion(bob, { messages: [user(BENIGN)], conversationId });
      expect(status).toBe(404);
      expect(body.error.message).toBe(COMPANION_MSG.conversationNotFound);
    }
    expect((await alice.client.get(`/api/conversations/${id}`)).body.messages).toEqual([]);
    expect((await usage(bob)).used).toBe(before.used);
  });

  it('lists only conversations with messages, most recently active first', async () => {
    const carol = await signUp(ctx, 'monthly');
    const base = Date.UTC(2031, 4, 10, 12);
    const empty = await newConversation(carol);
    const a = await newConversation(carol);
    const b = await newConversation(carol);
    ctx.setNow(new Date(base));
    await companion(carol, { messages: [user('About my grandmother.')], conversationId: a });
    ctx.setNow(new Date(base + 60_000));
    await companion(carol, { messages: [user('About my dog, Biscuit.')], conversationId: b });
    let list = (await carol.client.get('/api/conversations')).body.conversations;
    expect(list.map((c: any) => c.id)).toEqual([b, a]);
    expect(list.map((c: any) => c.id)).not.toContain(empty);
    expect(list[0]).toMatchObject({ title: 'About my dog, Biscuit.', memorialContext: null, currentGriefStage: null });

    ctx.setNow(new Date(base + 120_000));
    await companion(carol, { messages: [user('Her hands always smelled of bread.')], conversationId: a });
    list = (await carol.client.get('/api/conversations')).body.conversations;
    expect(list.map((c: any) => c.id)).toEqual([a, b]);
    // Nobody else sees them.
    expect((await bob.client.get('/api/conversations')).body.conversations.map((c: any) => c.id)).not.toContain(a);
  });

  it('renames a conversation, with validation', async () => {
    const id = await newConversation(alice);
    let res = await alice.client.patch(`/api/conversations/${id}`, { title: '  Talking about Mum  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: 'Talking about Mum' });
    expect((await alice.client.get(`/api/conversations/${id}`)).body.title).toBe('Talking about Mum');

    for (const [title, message] of [
      ['', 'Title is required'],
      ['   ', 'Title is required'],
      ['t'.repeat(101), 'Title must be less than 100 characters'],
    ] as const) {
      res = await alice.client.patch(`/api/conversations/${id}`, { title });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await alice.client.patch(`/api/conversations/${id}`, { title: 't'.repeat(100) })).status).toBe(200);
    // A renamed conversation keeps its name when its first message arrives.
    await companion(alice, { messages: [user(BENIGN)], conversationId: id });
    expect((await alice.client.get(`/api/conversations/${id}`)).body.title).toBe('t'.repeat(100));
  });

  it('deletes a conversation with its messages', async () => {
    const id = await newConversation(alice);
    await companion(alice, { messages: [user(BENIGN)], conversationId: id });
    const res = await alice.client.delete(`/api/conversations/${id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await alice.client.get(`/api/conversations/${id}`)).status).toBe(404);
    expect((await alice.client.delete(`/api/conversations/${id}`)).status).toBe(404);
    expect((await alice.client.get('/api/conversations')).body.conversations.map((c: any) => c.id)).not.toContain(id);
    // Messages to a deleted conversation are refused.
    expect((await companion(alice, { messages: [user(BENIGN)], conversationId: id })).status).toBe(404);
  });

  it('another user cannot read, rename or delete a conversation (404)', async () => {
    const id = await newConversation(alice);
    await companion(alice, { messages: [user(BENIGN)], conversationId: id });
    for (const res of [
      await bob.client.get(`/api/conversations/${id}`),
      await bob.client.patch(`/api/conversations/${id}`, { title: 'Mine now' }),
      await bob.client.delete(`/api/conversations/${id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(COMPANION_MSG.conversationNotFound);
    }
    const detail = (await alice.client.get(`/api/conversations/${id}`)).body;
    expect(detail.title).toBe(BENIGN);
    expect(detail.messages).toHaveLength(2);
  });

  it('an id that is not a uuid is a 404; without a session every conversation route is a 401', async () => {
    expect((await alice.client.get('/api/conversations/not-a-uuid')).status).toBe(404);
    const anonymous = new TestClient(ctx);
    for (const res of [
      await anonymous.get('/api/conversations'),
      await anonymous.post('/api/conversations', {}),
      await anonymous.get('/api/conversations/00000000-0000-4000-8000-000000000000'),
      await anonymous.get('/api/ai/usage'),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});

// ---- the monthly allowance and the per-minute limit ----------------------------------------------

describe('free tier: 20 AI messages a month', () => {
  const JAN = new Date(Date.UTC(2030, 0, 15, 10));

  it("refuses a free user's 21st message of the month with 402, and counts again next month", async () => {
    const free = await signUp();
    ctx.setNow(JAN);
    expect(await usage(free)).toEqual({ used: 0, limit: 20, period: '2030-01' });
    // Every AI function open to them draws on the same allowance (the community moderator is
    // premium: decision 036, refused below).
    const open = STREAM_FUNCTIONS.filter((n) => n !== 'ai-community-moderator');
    for (let i = 0; i < 20; i++) {
      const name = i % 2 ? 'ai-companion' : open[(i / 2) % open.length]!;
      const res = await callFunction(free, name, { messages: [user(`Message ${i}: I miss him.`)] });
      expect(res.status, `message ${i + 1}`).toBe(200);
      await res.arrayBuffer();
    }
    expect(await usage(free)).toEqual({ used: 20, limit: 20, period: '2030-01' });

    for (const name of ['ai-companion', ...open]) {
      const { status, body } = await json(
        await callFunction(free, name, {
          messages: [user('Could you help me word a thank-you card for the florist?')],
        }),
      );
      expect(status, name).toBe(402);
      expect(body.error.code).toBe('AI_QUOTA_REACHED');
      expect(body.error.message).toBe(COMPANION_MSG.quotaReached);
      expect(body.error.message).toContain('/pricing');
    }
    expect((await usage(free)).used).toBe(20);
    // The plan's gate answers first on the premium moderator, and charges nothing.
    const moderator = await json(
      await callFunction(free, 'ai-community-moderator', { messages: [user('Is anyone in this room?')] }),
    );
    expect(moderator.status).toBe(403);
    expect(moderator.body.error).toEqual({ code: 'PREMIUM_FEATURE', message: MSG.plan.communityPremium });
    expect((await usage(free)).used).toBe(20);

    ctx.setNow(new Date(Date.UTC(2030, 0, 31, 23, 59, 59)));
    expect((await companion(free, { messages: [user('Still January.')] })).status).toBe(402);

    ctx.setNow(new Date(Date.UTC(2030, 1, 1, 0, 0, 1)));
    expect(await usage(free)).toEqual({ used: 0, limit: 20, period: '2030-02' });
    expect((await companion(free, { messages: [user('A new month.')] })).status).toBe(200);
    expect(await usage(free)).toEqual({ used: 1, limit: 20, period: '2030-02' });
  });

  it.each([
    ['a monthly-plan', 'monthly'],
    ['an admin', 'admin'],
  ] as const)('%s user is not capped, and their usage is still shown', async (_label, kind) => {
    const who = await signUp(ctx, kind);
    await setUsed(who, 20);
    expect(await usage(who)).toMatchObject({ used: 20, limit: null });
    const { status } = await companion(who, { messages: [user('The twenty-first.')] });
    expect(status).toBe(200);
    const res = await callFunction(who, 'ai-peer-support', { messages: [user('The twenty-second.')] });
    expect(res.status).toBe(200);
    expect((await readSse(res)).done).toBe(true);
    expect(await usage(who)).toMatchObject({ used: 22, limit: null, period: usagePeriod(new Date()) });
  });

  it('five parallel messages from a free user at 18 used: exactly two are answered', async () => {
    const free = await signUp();
    await setUsed(free, 18);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => companion(free, { messages: [user(`Parallel message ${i}`)] })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 402, 402, 402]);
    for (const r of results.filter((x) => x.status === 402)) expect(r.body.error.code).toBe('AI_QUOTA_REACHED');
    expect((await usage(free)).used).toBe(20);
  });

  it('five parallel conversation turns at 18 used: two stored, three refused', async () => {
    const free = await signUp();
    await setUsed(free, 18);
    const ids = await Promise.all(Array.from({ length: 5 }, () => newConversation(free)));
    const results = await Promise.all(
      ids.map((conversationId, i) => companion(free, { messages: [user(`Turn ${i}`)], conversationId })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 402, 402, 402]);
    const stored = await Promise.all(
      ids.map(async (id) => (await free.client.get(`/api/conversations/${id}`)).body.messages.length),
    );
    expect(stored.sort()).toEqual([0, 0, 0, 2, 2]);
    expect((await free.client.get('/api/conversations')).body.conversations).toHaveLength(2);
  });
});

describe('per-minute limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ AI_MAX_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('the 4th message within a minute gets 429 with Retry-After, and is not charged', async () => {
    const who = await signUp(limited);
    const t0 = new Date(Date.UTC(2030, 5, 1, 9));
    limited.setNow(t0);
    for (let i = 0; i < 3; i++)
      expect((await companion(who, { messages: [user(`Hello ${i}`)] }, limited)).status).toBe(200);
    const res = await callFunction(who, 'ai-peer-support', { messages: [user('Hello again')] }, {}, limited);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'RATE_LIMITED', message: COMPANION_MSG.rateLimited });
    expect((await who.client.get('/api/ai/usage')).body.used).toBe(3);

    // Another user is not held back by this one.
    const other = await signUp(limited);
    expect((await companion(other, { messages: [user('Hello')] }, limited)).status).toBe(200);

    // Someone in crisis is answered even over the limit.
    const crisis = await companion(who, { messages: [user('I have the pills and tonight is the night')] }, limited);
    expect(crisis.status).toBe(200);
    expect(crisis.body.safety.risk).toBe('crisis');

    limited.setNow(new Date(t0.getTime() + 61_000));
    expect((await companion(who, { messages: [user('A minute later')] }, limited)).status).toBe(200);
    limited.setNow(null);
  });
});

// ---- legacy letters -------------------------------------------------------------------------------

describe('generate-legacy-letter', () => {
  let owner: Person;
  let stranger: Person;
  let privateId: string;
  let publicId: string;
  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signUp(ctx, 'monthly'), signUp(ctx, 'monthly')]);
    const p = await owner.client.post('/api/memorials', {
      title: 'Margaret Ellis',
      description: 'A gardener who loved the sea.',
      isPublic: false,
    });
    expect(p.status).toBe(201);
    privateId = p.body.memorial.id;
    const q = await owner.client.post('/api/memorials', { title: 'Arthur Ellis', isPublic: true });
    expect(q.status).toBe(201);
    publicId = q.body.memorial.id;
  });

  it("drafts a letter for the memorial's owner, addressed to the recipient", async () => {
    const { status, body } = await json(
      await callFunction(owner, 'generate-legacy-letter', { memorial_id: privateId, recipient_name: 'Lily' }),
    );
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['letter']);
    expect(typeof body.letter).toBe('string');
    expect(body.letter).toContain('Lily');
    expect(body.letter).toBe(body.letter.trim());
  });

  it("another user cannot write from a private memorial (404, it is not revealed) nor from someone else's public one (403)", async () => {
    let res = await json(
      await callFunction(stranger, 'generate-legacy-letter', { memorial_id: privateId, recipient_name: 'Lily' }),
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MEMORIAL_MSG.noPermission);
    res = await json(
      await callFunction(stranger, 'generate-legacy-letter', {
        memorial_id: '00000000-0000-4000-8000-000000000000',
        recipient_name: 'Lily',
      }),
    );
    expect(res.status).toBe(404);
    res = await json(
      await callFunction(stranger, 'generate-legacy-letter', { memorial_id: publicId, recipient_name: 'Lily' }),
    );
    expect(res.status).toBe(403);
  });

  it.each([
    ['no recipient', () => ({ memorial_id: privateId })],
    ['a blank recipient', () => ({ memorial_id: privateId, recipient_name: '   ' })],
    ['no memorial', () => ({ recipient_name: 'Lily' })],
    ['a memorial id that is not an id', () => ({ memorial_id: 'margaret', recipient_name: 'Lily' })],
  ])('refuses %s with 400 "Please select a memorial and recipient."', async (_label, body) => {
    const res = await json(await callFunction(owner, 'generate-legacy-letter', body()));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please select a memorial and recipient.');
  });
});
