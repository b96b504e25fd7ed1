/**
 * Property-based fuzzing of every route (DESIGN.md, decision 016): whatever a client sends, the
 * server answers below 500, and every 4xx is our JSON error `{ error: { code, message } }`.
 *
 * The routes are read from the app itself (`app.routes`), so a route added later is fuzzed without
 * anyone adding it here. Each route is called signed out and signed in as the owner of a memorial
 * (on a paid plan and an admin, so owner-only and admin-only handlers are reached), with generated
 * path parameters (ids that exist, non-UUIDs, mixed case, NUL, invalid escapes, huge), query
 * strings (NUL, huge numbers, floats, negatives, repeated keys, cursors that decode to absurd
 * dates) and bodies (wrong types, NUL and lone surrogates in strings, year-0 and year-10000 dates,
 * deep nesting, huge arrays, `__proto__` keys, wrong content types, empty bodies). The dictionaries
 * below (query keys, example bodies) only help the generator get past the first checks of the
 * routes we know; a new route is fuzzed without them.
 *
 * A fixed seed and a bounded number of runs keep it fast: `FUZZ_RUNS` (default 12) per route
 * signed out and twice as many signed in, about 30 s of CPU for the file. `FUZZ_RUNS=200 npx
 * vitest run src/server/app.fuzz.test.ts` runs longer, `FUZZ_SEED=…` another sequence. A failure
 * names the request, shrunk by fast-check to a small one, and the answer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from './features/admin/admin.service';
import * as T from './features/media/test-files';
import { createTestContext, signedInClient, TestClient } from './test/harness';
import { startFakeStripe } from './test/fake-stripe';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 12);
const SEED = Number(process.env.FUZZ_SEED) || 20_160_016;

// Stripe billing on, against the local fake, so the billing routes run their whole code.
const stripe = await startFakeStripe();
// Limits high enough that bad input reaches the code behind them (the limits have their own tests).
const ctx = await createTestContext({
  ...stripe.env,
  SIGNIN_MAX_PER_IP: '100000',
  SIGNUP_MAX_PER_IP: '100000',
  GUESTBOOK_MAX_PER_IP: '100000',
  GUESTBOOK_MAX_PER_MEMORIAL: '100000',
  AI_MAX_PER_MINUTE: '100000',
});

/** Every route the app registered (middleware that runs for all methods is not a route). */
const ROUTES = [
  ...new Map(ctx.app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values(),
].map((r) => ({ method: r.method, path: r.path }));

// ---- the owner and the things they own ------------------------------------------------------

let owner: TestClient;
let ownerAccount: { email: string; password: string };
let ownerCookie = '';
const known = {
  memorial: '',
  media: '',
  guestbookEntry: '',
  journalEntry: '',
  letter: '',
  conversation: '',
  resource: '',
};

async function refreshOwnerSession(): Promise<void> {
  const session = await ctx.app.request('/api/session', { headers: { cookie: ownerCookie } });
  if (((await session.json()) as { user: unknown }).user) return;
  // A fuzzed sign-out ended the owner's session: sign in again.
  owner = new TestClient(ctx);
  const res = await owner.post('/api/auth/sign-in', { email: ownerAccount.email, password: ownerAccount.password });
  expect(res.status).toBe(200);
  ownerCookie = owner.cookieHeader();
}

beforeAll(async () => {
  const o = await signedInClient(ctx);
  owner = o.client;
  ownerAccount = o.account;
  ownerCookie = owner.cookieHeader();
  await runAdminCommand(ctx.database.db, ['plan', o.account.email, 'annual']);
  await runAdminCommand(ctx.database.db, ['grant', o.account.email]);
  const created = async (res: Promise<{ status: number; body: any }>, pick: (body: any) => string) => {
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    return pick(r.body);
  };
  known.memorial = await created(
    owner.post('/api/memorials', { title: 'Rose Ellis', isPublic: true }),
    (b) => b.memorial.id,
  );
  known.media = await created(
    owner.upload(`/api/memorials/${known.memorial}/media?type=photo`, 'rose.jpg', await T.jpeg(), 'image/jpeg'),
    (b) => b.media.id,
  );
  known.guestbookEntry = await created(
    owner.post(`/api/memorials/${known.memorial}/guestbook`, { authorName: 'Ann', message: 'Thinking of you.' }),
    (b) => b.entry.id,
  );
  known.journalEntry = await created(
    owner.post('/api/journal', { title: 'Today', content: 'Quiet.' }),
    (b) => b.entry.id,
  );
  known.letter = await created(
    owner.post('/api/letters', { recipientName: 'Sam', letterContent: 'Dear Sam' }),
    (b) => b.letter.id,
  );
  known.conversation = await created(owner.post('/api/conversations', {}), (b) => b.id);
  known.resource = await created(
    owner.post('/api/resources', {
      title: 'On grief',
      description: 'A short read.',
      content: 'Grief is love.',
      category: 'Coping day to day',
    }),
    (b) => b.resource.id,
  );
}, 60_000);

afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

// ---- values ---------------------------------------------------------------------------------

/** A value already written as it goes on the wire (percent escapes kept as they are). */
const raw = (s: string) => ({ raw: s });
type Piece = string | { raw: string };
const wire = (p: Piece) => (typeof p === 'string' ? encodeURIComponent(p.replace(/\p{Cs}/gu, '\ufffd')) : p.raw);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n));
const nasty = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: fc.constantFrom('\u202e', '\ufeff', '\u2028', '\uffff', '\u{10ffff}') },
);
/** `s` with a NUL, a lone surrogate or another odd character put in at some place. */
const tainted = (s: string) =>
  fc.tuple(nasty, fc.nat({ max: s.length })).map(([bad, at]) => s.slice(0, at) + bad + s.slice(at));
const mixedCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((up) => [...s].map((ch, i) => (up[i] ? ch.toUpperCase() : ch)).join(''));
const huge = (ch: string) => fc.integer({ min: 1_000, max: 20_000 }).map((n) => ch.repeat(n));

/** Path segments that name nothing that can exist. */
const badSegment: fc.Arbitrary<Piece> = fc.oneof(
  fc.constantFrom<Piece>(
    'x',
    '0',
    '-1',
    '1.5',
    '1e308',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    ' ',
    'me',
    '..',
  ),
  fc.constantFrom<Piece>(
    raw('%00'),
    raw('%ED%A0%80'),
    raw('%FF'),
    raw('%'),
    raw('%zz'),
    raw('%2e%2e'),
    raw('%2F'),
    raw('%C0%80'),
  ),
  fc.uuid().chain(mixedCase),
  fc.uuid().map((u) => u.replace(/-/g, '')),
  fc.uuid().map((u) => `{${u}}`),
  fc.uuid().map((u) => `${u}x`),
  fc.uuid().map((u) => raw(`${u}%00`)),
  fc.uuid().map((u) => u.slice(0, 35)),
  fc.uuid().map((u) => u.replace(/^./, 'g')),
  huge('a'),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 10 }).chain(tainted),
);

/** Numbers as a query carries them: fractions, negatives, too large, not numbers at all. */
const numberish: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -5, max: 60 }).map((n) => `${n}.5`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Piece>(
      '-1',
      '0',
      '1e308',
      '99999999999999999999',
      'NaN',
      'Infinity',
      '0x10',
      '',
      ' ',
      '1,2',
      raw('1%00'),
    ),
  },
  { weight: 1, arbitrary: fc.oneof(fc.integer().map(String), fc.double({ noNaN: true }).map(String)) },
  { weight: 1, arbitrary: huge('9') },
);
/** Text as a query carries it: NUL, invalid escapes, huge, odd characters. */
const textish: fc.Arbitrary<Piece> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom<Piece>(
      raw('%00'),
      raw('a%00b'),
      raw('%ED%A0%80'),
      raw('%FF%FE'),
      raw('%'),
      raw('%zz'),
      '',
      ' ',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('Crisis help', 'photo', 'video', 'failed', 'UTC', 'Europe/London').chain(tainted),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: huge('x') },
);

/** base64url of a text, as our opaque cursors are written. */
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const absurdTime = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '+100000-01-01T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '10000-01-01',
      'not a date',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
);
const absurdMs = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      8_640_000_000_000_000,
      -8_640_000_000_000_000,
      8_640_000_000_000_001,
      Number.MAX_SAFE_INTEGER,
      -62_198_755_200_000,
      253_402_300_800_000,
      1e21,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
);
/** Opaque page cursors that decode to something absurd, or do not decode at all. */
const cursorLike: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(absurdTime, fc.uuid()).map(([t, id]) => b64(JSON.stringify({ t, id }))) },
  { weight: 2, arbitrary: fc.tuple(absurdMs, fc.uuid()).map(([ms, id]) => b64(`${ms}.${id}`)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.oneof(absurdTime, fc.string()), fc.oneof(fc.uuid(), fc.string()))
      .map(([t, id]) => b64(`${t}.${id}`)),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.string({ maxLength: 30 }), fc.string({ maxLength: 10 }).chain(tainted).map(b64), textish),
  },
);

/** The query keys our routes read, with the kind of value each takes. */
const QUERY_KEYS: Record<string, fc.Arbitrary<Piece>> = {
  limit: numberish,
  cursor: cursorLike,
  before: cursorLike,
  category: textish,
  share: textish,
  type: textish,
  status: textish,
  tz: textish,
  token: textish,
  exp: numberish,
  sig: textish,
  q: textish,
  page: numberish,
};
/** Which of them the routes we know read; a route not listed gets all of them. */
const ROUTE_QUERY: Record<string, string[]> = {
  'GET /api/memorials/:id': ['share'],
  'GET /api/memorials/:id/guestbook': ['limit', 'cursor', 'share'],
  'POST /api/memorials/:id/guestbook': ['share'],
  'GET /api/memorials/:id/qr.png': ['share'],
  'POST /api/memorials/:id/media': ['type'],
  'GET /api/resources': ['category'],
  'GET /api/journal': ['before'],
  'GET /api/journal/export': ['tz'],
  'GET /api/admin/email-jobs': ['status'],
  'GET /api/admin/people': ['q', 'page'],
  'POST /api/email/unsubscribe': ['token'],
  'GET /api/media/*': ['exp', 'sig'],
};
const anyQueryValue = fc.oneof(...Object.values(QUERY_KEYS));

function queryArb(route: string): fc.Arbitrary<string> {
  const keys = ROUTE_QUERY[route] ?? Object.keys(QUERY_KEYS);
  const valueOf = (k: string) => QUERY_KEYS[k] ?? anyQueryValue;
  const pairs: fc.Arbitrary<[string, Piece[]][]> = fc.oneof(
    // One key with one bad value.
    {
      weight: 4,
      arbitrary: fc.constantFrom(...keys).chain((k) => valueOf(k).map((v): [string, Piece[]][] => [[k, [v]]])),
    },
    // One key given more than once (?limit=1&limit=2 is an array to a parser).
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((k) => fc.array(valueOf(k), { minLength: 2, maxLength: 3 }).map((vs): [string, Piece[]][] => [[k, vs]])),
    },
    // Several of its keys at once.
    {
      weight: 1,
      arbitrary: fc
        .subarray(keys, { minLength: 1 })
        .chain((ks) => fc.tuple(...ks.map(valueOf)).map((vs) => ks.map((k, i): [string, Piece[]] => [k, [vs[i]!]]))),
    },
    // Keys of other routes, keys nobody reads, prototype keys.
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...Object.keys(QUERY_KEYS), '__proto__', 'constructor'),
            fc.string({ maxLength: 8 }),
          ),
          anyQueryValue.map((v) => [v]),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    },
  );
  return pairs.map((ps) => `?${ps.flatMap(([k, vs]) => vs.map((v) => `${wire(k)}=${wire(v)}`)).join('&')}`);
}

// ---- paths ----------------------------------------------------------------------------------

/** The ids that exist, for the parameters of the routes we know; all of them for any other. */
function knownFor(path: string, name: string): string[] {
  if (name === 'mediaId') return [known.media];
  if (name === 'entryId') return [known.guestbookEntry];
  if (name === 'memorialId' || path.startsWith('/api/memorials')) return [known.memorial];
  if (path.startsWith('/api/journal')) return [known.journalEntry];
  if (path.startsWith('/api/letters')) return [known.letter];
  if (path.startsWith('/api/conversations')) return [known.conversation];
  if (path.startsWith('/api/resources')) return [known.resource];
  if (path.startsWith('/api/functions')) return ['ai-memorial-companion', 'ai-peer-support', 'ai-community-moderator'];
  return Object.values(known);
}

/**
 * A path for the route pattern with each `:param` and `*` filled in with ids that exist, except
 * for the one at `bad` (an index into the pattern's parts), which gets a bad segment. The last
 * parameter of a DELETE never names what exists: the owner's things must outlive the run.
 */
function pathWith(method: string, pattern: string, bad: number | 'any' | null): fc.Arbitrary<string> {
  const parts = pattern.split('/');
  const last = parts.findLastIndex((p) => p.startsWith(':'));
  const segs = parts.map((p, i): fc.Arbitrary<string> => {
    if (p === '*')
      return i === bad || bad === 'any'
        ? fc.array(badSegment, { minLength: 1, maxLength: 3 }).map((xs) => xs.map(wire).join('/'))
        : fc.constant('x');
    if (!p.startsWith(':')) return fc.constant(p);
    const wrong = fc.oneof({ weight: 1, arbitrary: fc.uuid() }, { weight: 6, arbitrary: badSegment }).map(wire);
    const right =
      method === 'DELETE' && i === last
        ? fc.uuid()
        : fc.constantFrom(...knownFor(pattern, p.slice(1).replace(/\{.*$/, '')));
    return i === bad ? wrong : bad === 'any' ? fc.oneof(right, wrong) : right;
  });
  return fc.tuple(...segs).map((xs) => xs.join('/') || '/');
}

/** Indexes of the parts of a route pattern that a request fills in. */
const holes = (pattern: string) => pattern.split('/').flatMap((p, i) => (p.startsWith(':') || p === '*' ? [i] : []));

/** A good path, or one with a single bad parameter (when the pattern has any). */
const pathArb = (method: string, pattern: string, good: boolean): fc.Arbitrary<string> =>
  good || holes(pattern).length === 0
    ? pathWith(method, pattern, null)
    : fc.constantFrom(...holes(pattern)).chain((i) => pathWith(method, pattern, i));

// ---- bodies ---------------------------------------------------------------------------------

/** Bodies a route we know accepts: the generator breaks them so that bad values reach deep code. */
function examples(route: string): Record<string, unknown>[] {
  const memorialId = known.memorial;
  const messages = [{ role: 'user', content: 'I miss her so much today.' }];
  const memorial = {
    title: 'Rose Ellis',
    description: 'Loved by all.',
    birthDate: '1950-03-03',
    passingDate: '2020-05-12',
    isPublic: true,
    aiSpeakAs: false,
  };
  const resource = {
    title: 'On grief',
    description: 'A short read.',
    content: 'Grief is love.',
    category: 'Coping day to day',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://example.org/grief',
  };
  const letter = {
    recipientName: 'Sam',
    letterContent: 'Dear Sam,',
    memorialId,
    scheduledDeliveryDate: '2031-01-01',
    timeZone: 'Europe/London',
  };
  const table: Record<string, Record<string, unknown>[]> = {
    'POST /api/auth/sign-up': [{ displayName: 'Fuzz User', email: 'fuzz@example.com', password: 'Gentle-Passw0rd' }],
    'POST /api/auth/sign-in': [{ email: 'fuzz@example.com', password: 'Gentle-Passw0rd' }],
    'PUT /api/profile': [{ displayName: 'Mary', bio: 'Mum of two.' }],
    'POST /api/memorials': [{ ...memorial, youtubeUrl: 'https://youtu.be/abcdefgh' }],
    'PATCH /api/memorials/:id': [memorial],
    'POST /api/memorials/:id/guestbook': [
      { authorName: 'Ann', authorEmail: 'ann@example.com', message: 'Thinking of you.' },
    ],
    'PUT /api/memorials/:id/media/order': [{ mediaIds: [known.media] }],
    'PUT /api/memorials/:id/song': [{ youtubeUrl: 'https://youtu.be/abcdefgh' }],
    'PUT /api/memorials/:id/sharing': [{ enabled: true }],
    'POST /api/resources': [resource],
    'PATCH /api/resources/:id': [resource],
    'POST /api/conversations': [
      { memorialContext: { memorialName: 'Rose', memorialDescription: 'Loved.', memorialId } },
    ],
    'PATCH /api/conversations/:id': [{ title: 'An evening' }],
    'POST /api/functions/ai-companion': [
      {
        messages,
        memorialContext: { memorialName: 'Rose', memorialId },
        conversationId: known.conversation,
        mood: 'sad',
      },
    ],
    'POST /api/functions/generate-legacy-letter': [{ memorial_id: memorialId, recipient_name: 'Sam' }],
    'POST /api/functions/:name': [
      {
        messages,
        memorialContext: { title: 'Rose', dates: '1950 – 2020', memorialId },
        roomContext: { name: 'Circle', description: 'Friends' },
      },
    ],
    'POST /api/journal': [{ title: 'Today', content: 'Quiet.', mood: 'peaceful' }],
    'PATCH /api/journal/:id': [{ title: 'Today', content: 'Quiet.', mood: 'sad' }],
    'PATCH /api/preferences': [
      { emailGuestbookEntries: true, profileVisibility: 'private', timeZone: 'Europe/London' },
    ],
    'PATCH /api/reminders/:memorialId': [{ birthReminder: 'remind', passingReminder: 'skip', timeZone: 'UTC' }],
    'POST /api/email/unsubscribe': [{ token: 'x'.repeat(40) }],
    'POST /api/email/resubscribe': [{ token: 'x'.repeat(40) }],
    'POST /api/letters': [letter, { ...letter, recipientEmail: 'sam@example.com' }],
    'PATCH /api/letters/:id': [letter],
    'POST /api/billing/checkout': [{ plan: 'monthly' }, { plan: 'annual' }],
  };
  return table[route] ?? Object.values(table).flat();
}

const DEEP = '__fuzz_deep__';
/** JSON text of `v`, with each `deep` placeholder written out as `depth` nested arrays or objects. */
function serialize(v: unknown): string {
  return (JSON.stringify(v) ?? 'null').replace(
    /\{"__fuzz_deep__":\{"depth":(\d+),"open":"(\[|\{\\"a\\":)"\}\}/g,
    (_m, depth: string, open: string) => {
      const n = Number(depth);
      return open === '[' ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    },
  );
}
/** Deep nesting is written into the body's text (see `serialize`): the test's own stack stays small. */
const deep = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => ({ [DEEP]: { depth, open } }));

const badDate = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('0000-01-01', '0000-02-29', '0000-12-31') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '10000-01-01',
      '-0001-01-01',
      '+010000-01-01',
      '2024-02-30',
      '2023-13-01',
      '1950-3-3',
      '275760-09-13',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('0001-01-01', '9999-12-31') },
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badDate,
  fc.string({ maxLength: 20 }).chain(tainted),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, '', ' ', [], {}, [null], 'null', '__proto__'),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, () => 1)),
  fc.uuid().chain(mixedCase),
  deep,
  fc.jsonValue({ maxDepth: 3 }),
);

/** A bad value in place of `v`, of a kind that fits it: a date made impossible, text made unstorable… */
function mutate(v: unknown): fc.Arbitrary<unknown> {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v))
    return fc.oneof({ weight: 4, arbitrary: badDate }, { weight: 1, arbitrary: badValue });
  if (typeof v === 'string') return fc.oneof({ weight: 3, arbitrary: tainted(v) }, { weight: 1, arbitrary: badValue });
  return badValue;
}

/** Every string inside `v` with a NUL or lone surrogate put in. */
const taintAll = (v: unknown): fc.Arbitrary<unknown> => {
  if (typeof v === 'string') return tainted(v);
  if (Array.isArray(v)) return fc.tuple(...v.map(taintAll));
  if (v && typeof v === 'object') {
    const entries = Object.entries(v);
    return fc
      .tuple(...entries.map(([, x]) => taintAll(x)))
      .map((xs) => Object.fromEntries(entries.map(([k], i) => [k, xs[i]])));
  }
  return fc.constant(v);
};

/** The paths to every value inside `v`. */
function leafPaths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return [at, ...v.flatMap((x, i) => leafPaths(x, [...at, i]))];
  if (v && typeof v === 'object') return [at, ...Object.entries(v).flatMap(([k, x]) => leafPaths(x, [...at, k]))];
  return [at];
}
function setAt(v: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(v) ? [...v] : { ...(v as object) };
  copy[path[0]!] = setAt(copy[path[0]!], path.slice(1), value);
  return copy;
}

/** A good body with one value made bad (anywhere inside it; dates and text more often). */
const oneBad = (e: Record<string, unknown>): fc.Arbitrary<unknown> => {
  const paths = leafPaths(e).filter((p) => p.length > 0);
  if (!paths.length) return badValue;
  const at = (p: (string | number)[]): unknown => p.reduce<any>((x, k) => x[k], e);
  const weight = (v: unknown) => (typeof v === 'string' ? (/^\d{4}-\d{2}-\d{2}$/.test(v) ? 4 : 2) : 1);
  const path = fc.oneof(...paths.map((p) => ({ weight: weight(at(p)), arbitrary: fc.constant(p) })));
  return path.chain((p) => mutate(at(p)).map((bad) => setAt(e, p, bad)));
};

function badBodyArb(route: string): fc.Arbitrary<string> {
  const exs = examples(route);
  const ex = fc.constantFrom(...exs);
  const withoutSome = ex.chain((e) =>
    fc.subarray(Object.keys(e)).map((drop) => Object.fromEntries(Object.entries(e).filter(([k]) => !drop.includes(k)))),
  );
  const keys = [...new Set(exs.flatMap((e) => Object.keys(e)))];
  const value = fc.oneof(
    { weight: 6, arbitrary: ex.chain(oneBad) },
    { weight: 1, arbitrary: withoutSome.chain(oneBad) },
    { weight: 1, arbitrary: ex.chain(taintAll) },
    // Prototype keys, first or last.
    {
      weight: 1,
      arbitrary: fc
        .tuple(ex, fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.boolean())
        .map(([e, k, first]) => {
          const rest = JSON.stringify(e).slice(1, -1);
          const extra = `"${k}":{"isAdmin":true}`;
          return JSON.parse(
            `{${first ? [extra, rest] : [rest, extra]}}`.replace(/{,|,}/g, (m) => m.replace(',', '')),
          ) as unknown;
        }),
    },
    // Known keys with any values; anything at all.
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...keys), fc.oneof(badValue, fc.jsonValue({ maxDepth: 2 })), {
        maxKeys: 6,
      }),
    },
    { weight: 1, arbitrary: badValue },
  );
  return fc.oneof(
    { weight: 9, arbitrary: value.map(serialize) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '{',
        '{"a":',
        'nul',
        '[1,]',
        '\u0000',
        '{"a":"\\u0000"}',
        '{"a":"\\ud800"}',
        '"\\udfff"',
        '{"__proto__":[]}',
      ),
    },
  );
}

const wrongType = fc.constantFrom(
  undefined,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'application/jsonx',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
);

// ---- requests -------------------------------------------------------------------------------

interface FuzzRequest {
  url: string;
  body: string | undefined;
  contentType: string | undefined;
  origin: string | undefined;
}

/**
 * One request with one thing wrong at a time (its path, its query, its body or its headers), so
 * that each bad part reaches the code behind the others; and sometimes everything at once.
 */
function requestArb(method: string, pattern: string): fc.Arbitrary<FuzzRequest> {
  const route = `${method} ${pattern}`;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const goodPath = pathArb(method, pattern, true);
  const goodBody = hasBody ? fc.constantFrom(...examples(route)).map((e) => JSON.stringify(e)) : fc.constant(undefined);
  const json = hasBody ? 'application/json' : undefined;
  const origin = hasBody ? 'http://localhost' : undefined;
  const r = (
    url: fc.Arbitrary<string>,
    body: fc.Arbitrary<string | undefined>,
    contentType: fc.Arbitrary<string | undefined>,
    o: fc.Arbitrary<string | undefined>,
  ) => fc.record({ url, body, contentType, origin: o });
  return fc.oneof(
    {
      weight: holes(pattern).length ? 2 : 0,
      arbitrary: r(pathArb(method, pattern, false), goodBody, fc.constant(json), fc.constant(origin)),
    },
    {
      weight: hasBody ? 2 : 6,
      arbitrary: r(
        fc.tuple(goodPath, queryArb(route)).map(([p, q]) => p + q),
        goodBody,
        fc.constant(json),
        fc.constant(origin),
      ),
    },
    { weight: hasBody ? 5 : 0, arbitrary: r(goodPath, badBodyArb(route), fc.constant(json), fc.constant(origin)) },
    {
      weight: hasBody ? 1 : 0,
      arbitrary: r(
        goodPath,
        fc.oneof(goodBody, badBodyArb(route), fc.constant(undefined), fc.constant('')),
        wrongType,
        fc.constantFrom<string | undefined>(origin, origin, 'https://elsewhere.example', 'null', undefined),
      ),
    },
    {
      weight: 1,
      arbitrary: r(
        fc.tuple(pathWith(method, pattern, 'any'), fc.option(queryArb(route), { nil: '' })).map(([p, q]) => p + q),
        hasBody ? fc.option(badBodyArb(route), { nil: undefined }) : fc.constant(undefined),
        hasBody ? fc.oneof(fc.constant(json), wrongType) : fc.constant(undefined),
        fc.constantFrom<string | undefined>(origin, origin, undefined),
      ),
    },
  );
}

async function send(
  method: string,
  r: FuzzRequest,
  cookie: string | null,
): Promise<{ status: number; type: string; text: string }> {
  const headers: Record<string, string> = { 'x-forwarded-for': '10.9.8.7' };
  if (cookie) headers.cookie = cookie;
  if (r.origin) headers.origin = r.origin;
  if (r.contentType !== undefined) headers['content-type'] = r.contentType;
  const res = await ctx.app.request(r.url, { method, headers, body: r.body });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Below 500; a 4xx is our JSON error. */
function checkAnswer(method: string, r: FuzzRequest, res: { status: number; type: string; text: string }): void {
  const what = () =>
    `${method} ${r.url.slice(0, 300)} (${r.contentType ?? 'no type'}, body ${JSON.stringify(r.body?.slice(0, 300))}) answered ${res.status} ${res.text.slice(0, 300)}`;
  if (res.status >= 500) throw new Error(what());
  if (res.status >= 400) {
    if (!res.type.startsWith('application/json')) throw new Error(`not JSON: ${what()}`);
    const body = JSON.parse(res.text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string' || !body.error.message) {
      throw new Error(`not our error shape: ${what()}`);
    }
  }
}

/** Each route its own sequence, the same on every run. */
const seedOf = (route: string) => [...route].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

describe('every route answers bad input with a 4xx JSON error, never a 5xx', () => {
  it('finds the routes in the app', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES).toContainEqual({ method: 'DELETE', path: '/api/memorials/:id/media/:mediaId' });
  });

  it.each(ROUTES)(
    '$method $path',
    async ({ method, path }) => {
      for (const who of ['signed out', 'owner'] as const) {
        if (who === 'owner') await refreshOwnerSession();
        await fc.assert(
          fc.asyncProperty(requestArb(method, path), async (r) => {
            checkAnswer(method, r, await send(method, r, who === 'owner' ? ownerCookie : null));
          }),
          // Signed in is where the deep code is (owner-only routes answer 401 to everyone else).
          { seed: seedOf(`${who} ${method} ${path}`), numRuns: who === 'owner' ? 2 * RUNS : RUNS },
        );
      }
    },
    120_000,
  );
});
