/**
 * The access policy (decision 018) through the real app: one row per (role, permission, resource)
 * and the status it must answer. Roles as the policy names them: the owner; a share-token holder
 * (anonymous, with the memorial's link); a public visitor (anonymous); a signed-in user who is none
 * of the others; an admin. Every permission of PERMISSIONS has at least one row (checked below),
 * so a new permission comes with its rows. The finer answers (messages, what each field shows)
 * are in the features' own tests (memorials.access.test.ts and the *.api tests).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../features/admin/admin.service';
import { exportWorker } from '../features/exports/export-worker';
import { account, passkey } from '../db/schema';
import { createTestContext, signedInClient, TestClient, type JsonResponse, type TestContext } from '../test/harness';
import { PERMISSIONS, type Permission } from './access';

type Actor = 'owner' | 'share-token' | 'visitor' | 'signed-in' | 'admin' | 'collaborator';

interface Fixture {
  /** The owner's private memorial, shared by link. */
  priv: string;
  token: string;
  /** The owner's public memorial. */
  pub: string;
  entry: string;
  photo: string;
  journal: string;
  letter: string;
  conversation: string;
  ownerId: string;
  /** Another signed-in device of the owner's. */
  session: string;
  /** The owner's ready data export. */
  dataExport: string;
  /** The owner's passkey (its registration is tested in features/auth/mfa.api.test.ts). */
  passkey: string;
  /** Support circles the owner administers: public, private, and a public one `signed-in` is a member of. */
  pubCircle: string;
  privCircle: string;
  memberCircle: string;
  /** The owner's post in memberCircle. */
  circlePost: string;
}

let ctx: TestContext;
let owner: TestClient;
let other: TestClient;
let admin: TestClient;
let anonymous: TestClient;
let jpeg: Uint8Array;
let f: Fixture;
let ownerLogin: { email: string; password: string };
let ownerId: string;

const client = (actor: Actor) =>
  actor === 'owner'
    ? owner
    : actor === 'signed-in'
      ? other
      : actor === 'admin'
        ? admin
        : actor === 'collaborator'
          ? (collaborator ?? anonymous)
          : anonymous;
/** The share link's query for the share-token holder; nothing for everyone else. */
const share = (actor: Actor) => (actor === 'share-token' ? `?share=${f.token}` : '');

async function created(res: Promise<JsonResponse<any>>, pick: (body: any) => string): Promise<string> {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return pick(r.body);
}
const newMemorial = (isPublic = false) =>
  created(owner.post('/api/memorials', { title: 'Ada', description: 'Loved.', isPublic }), (b) => b.memorial.id);
const newPhoto = (id: string) =>
  created(owner.upload(`/api/memorials/${id}/media?type=photo`, 'p.jpg', jpeg, 'image/jpeg'), (b) => b.media.id);
const newEntry = (id: string) =>
  created(
    owner.post(`/api/memorials/${id}/guestbook`, {
      authorName: 'May',
      authorEmail: 'may@example.com',
      message: 'We miss you.',
    }),
    (b) => b.entry.id,
  );
const newJournal = () =>
  created(owner.post('/api/journal', { title: 'Morning', content: 'Quiet.' }), (b) => b.entry.id);
const newLetter = () =>
  created(owner.post('/api/letters', { recipientName: 'Lily', letterContent: 'Hello' }), (b) => b.letter.id);
const newConversation = () => created(owner.post('/api/conversations', {}), (b) => b.id);
/** Signs the owner in on one more device; the id of that session. */
const newOwnerSession = async () => {
  const device = new TestClient(ctx);
  await created(device.post('/api/auth/sign-in', ownerLogin), () => '');
  return created(device.get('/api/account/sessions'), (b) => b.sessions.find((s: any) => s.current).id);
};
/** A passkey row of the owner's, as the passkey plugin stores one. */
const newPasskey = async () => {
  const [row] = await ctx.database.db
    .insert(passkey)
    .values({
      userId: ownerId,
      name: 'Laptop',
      publicKey: 'cHVibGlj',
      credentialID: randomUUID(),
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    })
    .returning({ id: passkey.id });
  return row!.id;
};

type Row = [
  Actor,
  Permission,
  string,
  (c: TestClient, a: Actor) => Promise<JsonResponse<any>>,
  number,
  ((body: any) => void)?,
];

const memorialRows = (): Row[] => {
  const rows: Row[] = [];
  const each = (
    permission: Permission,
    what: string,
    run: Row[3],
    expected: Partial<Record<Actor, number>>,
    check?: Partial<Record<Actor, Row[5]>>,
  ) => {
    for (const actor of Object.keys(expected) as Actor[])
      rows.push([actor, permission, what, run, expected[actor]!, check?.[actor]]);
  };
  // A private memorial: whoever may not see it gets 404; whoever may see it but not change it, 403
  // (401 without a session, before anything else is read).
  each('memorial:view', 'private memorial', (c, a) => c.get(`/api/memorials/${f.priv}${share(a)}`), {
    owner: 200,
    'share-token': 200,
    visitor: 404,
    'signed-in': 404,
    admin: 200,
  });
  each('memorial:view', 'public memorial', (c) => c.get(`/api/memorials/${f.pub}`), {
    owner: 200,
    'share-token': 200,
    visitor: 200,
    'signed-in': 200,
    admin: 200,
  });
  each('guestbook:view', 'private memorial', (c, a) => c.get(`/api/memorials/${f.priv}/guestbook${share(a)}`), {
    owner: 200,
    'share-token': 200,
    visitor: 404,
    'signed-in': 404,
    admin: 200,
  });
  const email = (seen: boolean) => (body: any) =>
    expect(body.entries[0].authorEmail).toBe(seen ? 'may@example.com' : null);
  each(
    'guestbook:view-emails',
    'private memorial',
    (c, a) => c.get(`/api/memorials/${f.priv}/guestbook${share(a)}`),
    { owner: 200, 'share-token': 200, admin: 200 } as Record<Actor, number>,
    {
      owner: email(true),
      'share-token': email(false),
      admin: email(false),
    },
  );
  const sign = { authorName: 'A friend', message: 'Thinking of you.' };
  each('guestbook:post', 'private memorial', (c, a) => c.post(`/api/memorials/${f.priv}/guestbook${share(a)}`, sign), {
    owner: 201,
    'share-token': 201,
    visitor: 404,
    'signed-in': 404,
    admin: 201,
  });
  each('guestbook:post', 'public memorial', (c) => c.post(`/api/memorials/${f.pub}/guestbook`, sign), {
    visitor: 201,
    'signed-in': 201,
  } as Record<Actor, number>);
  const change = { owner: 200, 'share-token': 401, visitor: 401, 'signed-in': 404, admin: 403 };
  each(
    'memorial:edit',
    'private memorial',
    (c) => c.patch(`/api/memorials/${f.priv}`, { title: 'Ada', description: 'Loved.', isPublic: false }),
    change,
  );
  each(
    'memorial:edit',
    'public memorial',
    (c) => c.patch(`/api/memorials/${f.pub}`, { title: 'Ada', description: 'Loved.', isPublic: true }),
    {
      ...change,
      'signed-in': 403,
    },
  );
  each('memorial:edit', 'the song', (c) => c.put(`/api/memorials/${f.priv}/song`, { youtubeUrl: null }), change);
  each(
    'memorial:share',
    'private memorial',
    (c) => c.put(`/api/memorials/${f.priv}/sharing`, { enabled: true }),
    change,
  );
  each(
    'media:upload',
    'private memorial',
    (c) => c.upload(`/api/memorials/${f.priv}/media?type=photo`, 'x.jpg', jpeg, 'image/jpeg'),
    { ...change, owner: 201 },
  );
  each(
    'media:reorder',
    'private memorial',
    async (c) => {
      const media = (await owner.get(`/api/memorials/${f.priv}`)).body.memorial.media as { id: string }[];
      return c.put(`/api/memorials/${f.priv}/media/order`, { mediaIds: media.map((m) => m.id).reverse() });
    },
    change,
  );
  each(
    'media:delete',
    'a photo',
    async (c, a) => c.delete(`/api/memorials/${f.priv}/media/${a === 'owner' ? await newPhoto(f.priv) : f.photo}`),
    change,
  );
  each(
    'guestbook:moderate',
    'a message',
    async (c, a) => c.delete(`/api/memorials/${f.priv}/guestbook/${a === 'owner' ? await newEntry(f.priv) : f.entry}`),
    change,
  );
  // Showing a message the crisis screen held (decision 041): the same people who delete.
  each(
    'guestbook:moderate',
    'show a held message',
    (c) => c.post(`/api/memorials/${f.priv}/guestbook/${f.entry}/approve`),
    change,
  );
  each(
    'memorial:delete',
    'private memorial',
    async (c, a) => c.delete(`/api/memorials/${a === 'owner' ? await newMemorial() : f.priv}`),
    change,
  );
  // Handing a memorial on (decision 031): the owner's alone, and only a public memorial (400 for a private one).
  const offer = (id: () => string) => (c: TestClient) =>
    c.post('/api/memorial-transfers', { memorialId: id(), toEmail: 'heir@example.com' });
  each(
    'memorial:transfer',
    'public memorial',
    offer(() => f.pub),
    { ...change, owner: 201, 'signed-in': 403 },
  );
  each(
    'memorial:transfer',
    'private memorial',
    offer(() => f.priv),
    { ...change, owner: 400 },
  );
  // Reminders are the owner's private settings: 404 to everyone else, admins included.
  each('reminders:manage', 'private memorial', (c) => c.get(`/api/reminders/${f.priv}`), { ...change, admin: 404 });
  each('reminders:manage', 'public memorial', (c) => c.get(`/api/reminders/${f.pub}`), { ...change, admin: 404 });
  // The memorial as a website: the owner's alone, answered to anyone else as a memorial they may not see.
  each('memorial:export-site', 'private memorial', (c) => c.get(`/api/exports/memorials/${f.priv}/site`), {
    ...change,
    admin: 404,
  });
  each('memorial:export-site', 'public memorial', (c) => c.get(`/api/exports/memorials/${f.pub}/site`), {
    ...change,
    admin: 404,
  });
  const draft = (id: () => string) => (c: TestClient) =>
    c.post('/api/functions/generate-legacy-letter', { memorial_id: id(), recipient_name: 'Lily' });
  each(
    'memorial:draft-letter',
    'private memorial',
    draft(() => f.priv),
    change,
  );
  each(
    'memorial:draft-letter',
    'public memorial',
    draft(() => f.pub),
    { ...change, 'signed-in': 403 },
  );
  // Admins have every plan, so the plan check passes and the memorial rule answers (400: not theirs to name).
  each(
    'memorial:link-letter',
    'private memorial',
    (c) => c.post('/api/letters', { recipientName: 'Lily', letterContent: 'Hi', memorialId: f.priv }),
    {
      owner: 201,
      admin: 400,
    } as Record<Actor, number>,
  );
  return rows;
};

const privateRows = (): Row[] => {
  const rows: Row[] = [];
  // Private writing: the owner's alone; anyone else's request answers as for something missing.
  const others: [Actor, number][] = [
    ['signed-in', 404],
    ['admin', 404],
    ['visitor', 401],
  ];
  const kinds: [
    string,
    string,
    () => Promise<string>,
    () => string,
    { view: Permission; edit: Permission; delete: Permission },
    unknown,
    number,
  ][] = [
    [
      'journal',
      '/api/journal',
      newJournal,
      () => f.journal,
      { view: 'journal:view', edit: 'journal:edit', delete: 'journal:delete' },
      { title: 'Evening' },
      204,
    ],
    [
      'letter',
      '/api/letters',
      newLetter,
      () => f.letter,
      { view: 'letter:view', edit: 'letter:edit', delete: 'letter:delete' },
      { recipientName: 'Rose' },
      204,
    ],
    [
      'conversation',
      '/api/conversations',
      newConversation,
      () => f.conversation,
      { view: 'conversation:view', edit: 'conversation:edit', delete: 'conversation:delete' },
      { title: 'Talking' },
      204,
    ],
  ];
  // One's own passkeys: rename (PATCH) and remove (DELETE); the list is one's own factor list.
  rows.push([
    'owner',
    'passkey:edit',
    'passkey',
    (c) => c.patch(`/api/account/passkeys/${f.passkey}`, { name: 'Phone' }),
    200,
  ]);
  rows.push([
    'owner',
    'passkey:delete',
    'passkey',
    async (c) => c.delete(`/api/account/passkeys/${await newPasskey()}`),
    204,
  ]);
  for (const [actor, status] of others) {
    rows.push([
      actor,
      'passkey:edit',
      'passkey',
      (c) => c.patch(`/api/account/passkeys/${f.passkey}`, { name: 'Mine' }),
      status,
    ]);
    rows.push([actor, 'passkey:delete', 'passkey', (c) => c.delete(`/api/account/passkeys/${f.passkey}`), status]);
  }
  for (const [what, base, fresh, existing, p, edit, deleted] of kinds) {
    rows.push(['owner', p.view, what, (c) => c.get(`${base}/${existing()}`), 200]);
    rows.push(['owner', p.edit, what, (c) => c.patch(`${base}/${existing()}`, edit), 200]);
    rows.push(['owner', p.delete, what, async (c) => c.delete(`${base}/${await fresh()}`), deleted]);
    for (const [actor, status] of others) {
      rows.push([actor, p.view, what, (c) => c.get(`${base}/${existing()}`), status]);
      rows.push([actor, p.edit, what, (c) => c.patch(`${base}/${existing()}`, edit), status]);
      rows.push([actor, p.delete, what, (c) => c.delete(`${base}/${existing()}`), status]);
    }
  }
  return rows;
};

const siteRows = (): Row[] => [
  ['signed-in', 'memorial:create', 'the site', (c) => c.post('/api/memorials', { title: 'Bea', isPublic: false }), 201],
  ['visitor', 'memorial:create', 'the site', (c) => c.post('/api/memorials', { title: 'Bea', isPublic: false }), 401],
  ['signed-in', 'journal:create', 'the site', (c) => c.post('/api/journal', { title: 'Today', content: 'Rain.' }), 201],
  ['visitor', 'journal:create', 'the site', (c) => c.post('/api/journal', { title: 'Today', content: 'Rain.' }), 401],
  [
    'owner',
    'letter:create',
    'the site',
    (c) => c.post('/api/letters', { recipientName: 'Sam', letterContent: 'Hi' }),
    201,
  ],
  [
    'visitor',
    'letter:create',
    'the site',
    (c) => c.post('/api/letters', { recipientName: 'Sam', letterContent: 'Hi' }),
    401,
  ],
  ['signed-in', 'conversation:create', 'the site', (c) => c.post('/api/conversations', {}), 201],
  ['visitor', 'conversation:create', 'the site', (c) => c.post('/api/conversations', {}), 401],
  ...(['admin', 'signed-in', 'visitor'] as const).map((actor): Row => [
    actor,
    'resource:manage',
    'the library',
    (c) =>
      c.post('/api/resources', {
        title: 'Breathing',
        description: 'A short exercise.',
        content: 'Breathe in.',
        category: 'coping',
      }),
    { admin: 201, 'signed-in': 403, visitor: 401 }[actor],
  ]),
  // Signed-in devices are the account's own: anyone else's request answers as for something missing.
  ...(['owner', 'signed-in', 'admin', 'visitor'] as const).map((actor): Row => [
    actor,
    'account-session:end',
    'a signed-in device',
    async (c, a) => c.delete(`/api/account/sessions/${a === 'owner' ? await newOwnerSession() : f.session}`),
    { owner: 200, 'signed-in': 404, admin: 404, visitor: 401 }[actor],
  ]),
  ...(['admin', 'signed-in', 'visitor'] as const).map((actor): Row => [
    actor,
    'email-jobs:manage',
    'the email queue',
    (c) => c.get('/api/admin/email-jobs'),
    { admin: 200, 'signed-in': 403, visitor: 401 }[actor],
  ]),
  ...(['admin', 'signed-in', 'visitor'] as const).map((actor): Row => [
    actor,
    'people:manage',
    'the people list',
    (c) => c.get('/api/admin/people'),
    { admin: 200, 'signed-in': 403, visitor: 401 }[actor],
  ]),
  // Reporting a post (decision 035): anyone signed in who can see it; a post one cannot see is
  // not found, one's own is refused (400, moderation.api.test.ts has the rest).
  ...(['signed-in', 'owner', 'admin', 'visitor'] as const).map((actor): Row => [
    actor,
    'report:create',
    'a circle post',
    (c) => c.post('/api/reports', { targetKind: 'circle-post', targetId: f.circlePost, reason: 'spam' }),
    { 'signed-in': 201, owner: 400, admin: 404, visitor: 401 }[actor],
  ]),
  // The moderation queue: site admins only, before the path or the body is read.
  ...(['admin', 'signed-in', 'visitor'] as const).flatMap((actor): Row[] => [
    [
      actor,
      'moderation:manage',
      'the moderation queue',
      (c) => c.get('/api/admin/moderation'),
      { admin: 200, 'signed-in': 403, visitor: 401 }[actor],
    ],
    [
      actor,
      'moderation:manage',
      'a held post',
      (c) => c.post(`/api/admin/moderation/posts/${randomUUID()}`, { action: 'release' }),
      { admin: 404, 'signed-in': 403, visitor: 401 }[actor],
    ],
  ]),
  // Another person's plan: only an admin may change it (the owner is the person here).
  ...(['admin', 'signed-in', 'visitor'] as const).map((actor): Row => [
    actor,
    'people:manage',
    "another person's plan",
    (c) => c.put(`/api/admin/people/${f.ownerId}/plan`, { plan: 'monthly' }),
    { admin: 200, 'signed-in': 403, visitor: 401 }[actor],
  ]),
];

/** A fresh circle of the owner's (rows that change or delete one get their own). */
const newCircle = (isPrivate = false) =>
  created(owner.post('/api/circles', { name: 'Evening circle', isPrivate }), (b) => b.circle.id);
const newCirclePost = (circleId: string) =>
  created(owner.post(`/api/circles/${circleId}/posts`, { body: 'Thinking of you all.' }), (b) => b.post.id);

// Support circles (decision 035): the owner is the circle admin; `signed-in` is a stranger to the
// public and private circles and a plain member of memberCircle; the site admin is in none.
const circleRows = (): Row[] => {
  const rows: Row[] = [];
  const each = (permission: Permission, what: string, run: Row[3], expected: Partial<Record<Actor, number>>) => {
    for (const [actor, status] of Object.entries(expected) as [Actor, number][])
      rows.push([actor, permission, what, run, status]);
  };
  each('circle:view', 'public circle', (c) => c.get(`/api/circles/${f.pubCircle}`), {
    owner: 200,
    'signed-in': 200,
    admin: 200,
    visitor: 401,
  });
  each('circle:view', 'private circle', (c) => c.get(`/api/circles/${f.privCircle}`), {
    owner: 200,
    'signed-in': 404,
    admin: 404,
    visitor: 401,
  });
  each('circle:join', 'public circle', async (c) => c.post(`/api/circles/${await newCircle()}/join`, {}), {
    'signed-in': 200,
    admin: 200,
    visitor: 401,
  });
  each('circle:join', 'private circle', (c) => c.post(`/api/circles/${f.privCircle}/join`, {}), {
    'signed-in': 404,
    admin: 404,
    visitor: 401,
  });
  each(
    'circle:join',
    'private circle, with its invitation link',
    async (c) => {
      const id = await newCircle(true);
      const url = await created(owner.post(`/api/circles/${id}/invitations`), (b) => b.url);
      return c.post(`/api/circles/${id}/join`, { invitation: new URL(url).searchParams.get('invite') });
    },
    { 'signed-in': 200, visitor: 401 },
  );
  for (const [what, id, member] of [
    ['public circle', () => f.pubCircle, 404],
    ['private circle', () => f.privCircle, 404],
    ['public circle, as a member', () => f.memberCircle, 200],
  ] as const) {
    each('circle:read', `${what}: posts`, (c) => c.get(`/api/circles/${id()}/posts`), {
      owner: 200,
      'signed-in': member,
      admin: 404,
      visitor: 401,
    });
    each('circle:read', `${what}: members`, (c) => c.get(`/api/circles/${id()}/members`), {
      owner: 200,
      'signed-in': member,
      admin: 404,
      visitor: 401,
    });
    each('circle:post', what, (c) => c.post(`/api/circles/${id()}/posts`, { body: 'Hello, everyone.' }), {
      owner: 201,
      'signed-in': member === 200 ? 201 : 404,
      admin: 404,
      visitor: 401,
    });
    each('circle:manage', `${what}: settings`, (c) => c.patch(`/api/circles/${id()}`, { requiresApproval: false }), {
      owner: 200,
      'signed-in': what === 'private circle' ? 404 : 403,
      admin: what === 'private circle' ? 404 : 403,
      visitor: 401,
    });
  }
  // Streams answer JSON when refused (the open stream itself is in circles.live.test.ts).
  each('circle:read', 'public circle: stream', (c) => c.get(`/api/streams/circles/${f.pubCircle}`), {
    'signed-in': 404,
    admin: 404,
    visitor: 401,
  });
  each('circle:manage', 'private circle: invitation', (c) => c.post(`/api/circles/${f.privCircle}/invitations`), {
    owner: 201,
    'signed-in': 404,
    admin: 404,
    visitor: 401,
  });
  each(
    'circle:manage',
    'a member: mute',
    (c) => c.post(`/api/circles/${f.memberCircle}/members/${f.ownerId}/mute`, { minutes: 60 }),
    { 'signed-in': 403, admin: 403, visitor: 401 },
  );
  each(
    'circle:manage',
    'public circle: delete',
    async (c, a) => c.delete(`/api/circles/${a === 'owner' ? await newCircle() : f.pubCircle}`),
    { owner: 204, 'signed-in': 403, admin: 403, visitor: 401 },
  );
  each(
    'circle-post:remove',
    'a post, as a member who did not write it',
    async (c, a) =>
      c.delete(
        `/api/circles/${f.memberCircle}/posts/${a === 'signed-in' || a === 'visitor' ? f.circlePost : await newCirclePost(f.memberCircle)}`,
      ),
    { owner: 204, 'signed-in': 403, admin: 204, visitor: 401 },
  );
  each(
    'circle-post:remove',
    'a post in a private circle',
    async (c) => c.delete(`/api/circles/${f.privCircle}/posts/${await newCirclePost(f.privCircle)}`),
    { 'signed-in': 404 },
  );
  return rows;
};

// One's own data export: nobody else's to download, admins included.
const exportRows = (): Row[] =>
  (['owner', 'signed-in', 'admin', 'visitor'] as const).map((actor): Row => [
    actor,
    'data-export:download',
    'a data export',
    (c) => c.get(`/api/exports/${f.dataExport}/download`),
    { owner: 200, 'signed-in': 404, admin: 404, visitor: 401 }[actor],
  ]);

// Community rooms (decision 036): the list is premium (the owner is monthly, `signed-in` is on the
// sign-up trial: 403 PREMIUM_FEATURE); the rooms' administration is site admins' alone, before the
// path or the body is read.
const communityRows = (): Row[] => [
  ...(['owner', 'signed-in', 'admin', 'visitor'] as const).map((actor): Row => [
    actor,
    'community-room:manage',
    'the room list (premium, not a permission)',
    (c) => c.get('/api/community/rooms'),
    { owner: 200, 'signed-in': 403, admin: 200, visitor: 401 }[actor],
  ]),
  ...(['admin', 'owner', 'signed-in', 'visitor'] as const).flatMap((actor): Row[] => [
    [
      actor,
      'community-room:manage',
      'the admin room list',
      (c) => c.get('/api/admin/community-rooms'),
      { admin: 200, owner: 403, 'signed-in': 403, visitor: 401 }[actor],
    ],
    [
      actor,
      'community-room:manage',
      'a new room',
      (c) => c.post('/api/admin/community-rooms', { name: 'Evenings' }),
      { admin: 201, owner: 403, 'signed-in': 403, visitor: 401 }[actor],
    ],
    [
      actor,
      'community-room:manage',
      'an unknown room',
      (c) => c.patch(`/api/admin/community-rooms/${randomUUID()}`, { archived: true }),
      { admin: 404, owner: 403, 'signed-in': 403, visitor: 401 }[actor],
    ],
  ]),
  ...(['owner', 'signed-in', 'admin', 'visitor'] as const).map((actor): Row => [
    actor,
    'community-room:manage',
    'the AI community moderator (premium, not a permission)',
    (c) => c.post('/api/functions/ai-community-moderator', { messages: [{ role: 'user', content: 'Hello' }] }),
    { owner: 200, 'signed-in': 403, admin: 200, visitor: 401 }[actor],
  ]),
];

// Peer support (decision 036): any signed-in person has their own overview, profile and matches;
// a request is its two people's (only the receiver answers, only the sender withdraws) and an
// accepted connection's conversation is theirs alone (admins included: 404). Set up on first use:
// `signed-in` accepted the owner's request, a third person asked `signed-in`, and the owner asked
// the third person.
let peerFixture: Promise<{ connection: string; message: string; toAnswer: string; toWithdraw: string }> | null = null;
const peer = () =>
  (peerFixture ??= (async () => {
    const third = (await signedInClient(ctx)).client;
    const ids: string[] = [];
    for (const c of [owner, other, third]) {
      await created(c.put('/api/peer/profile', { open: true, relationship: 'friend_loss' }), () => '');
      ids.push(await created(c.get('/api/session'), (b) => b.user.id));
    }
    const [, otherPeer, thirdPeer] = ids as [string, string, string];
    const connection = await created(owner.post('/api/peer/requests', { peerId: otherPeer }), (b) => b.id);
    await created(other.post(`/api/peer/requests/${connection}`, { action: 'accept' }), () => '');
    const message = await created(
      owner.post(`/api/peer/connections/${connection}/messages`, { body: 'Thinking of you.' }),
      (b) => b.message.id,
    );
    const toAnswer = await created(third.post('/api/peer/requests', { peerId: otherPeer }), (b) => b.id);
    const toWithdraw = await created(owner.post('/api/peer/requests', { peerId: thirdPeer }), (b) => b.id);
    return { connection, message, toAnswer, toWithdraw };
  })());
const peerRows = (): Row[] => {
  const rows: Row[] = [];
  const each = (
    permission: Permission,
    what: string,
    run: (c: TestClient, a: Actor, fx: Awaited<ReturnType<typeof peer>>) => Promise<JsonResponse<any>>,
    expected: Partial<Record<Actor, number>>,
  ) => {
    for (const [actor, status] of Object.entries(expected) as [Actor, number][]) {
      rows.push([actor, permission, what, async (c, a) => run(c, a, await peer()), status]);
    }
  };
  each('peer:use', 'the overview', (c) => c.get('/api/peer'), {
    owner: 200,
    'signed-in': 200,
    admin: 200,
    visitor: 401,
  });
  each('peer:use', 'matches', (c) => c.get('/api/peer/matches'), { owner: 200, admin: 409, visitor: 401 });
  each(
    'peer:use',
    'the matching profile',
    (c) => c.put('/api/peer/profile', { open: true, relationship: 'friend_loss' }),
    { owner: 200, visitor: 401 },
  );
  each('peer:use', 'a request to nobody', (c) => c.post('/api/peer/requests', { peerId: randomUUID() }), {
    owner: 404,
    visitor: 401,
  });
  each(
    'peer-request:answer',
    'a request to signed-in',
    (c, _a, fx) => c.post(`/api/peer/requests/${fx.toAnswer}`, { action: 'accept' }),
    { owner: 404, admin: 404, visitor: 401, 'signed-in': 200 },
  );
  each('peer-request:withdraw', "the owner's request", (c, _a, fx) => c.delete(`/api/peer/requests/${fx.toWithdraw}`), {
    'signed-in': 404,
    admin: 404,
    visitor: 401,
    owner: 204,
  });
  each(
    'peer-connection:read',
    'the conversation',
    (c, _a, fx) => c.get(`/api/peer/connections/${fx.connection}/messages`),
    { owner: 200, 'signed-in': 200, admin: 404, visitor: 401 },
  );
  // Streams answer JSON when refused (the open stream itself is in peer-support.api.test.ts).
  each('peer-connection:read', 'the stream', (c, _a, fx) => c.get(`/api/streams/peer/${fx.connection}`), {
    admin: 404,
    visitor: 401,
  });
  each(
    'peer-connection:write',
    'a message',
    (c, _a, fx) => c.post(`/api/peer/connections/${fx.connection}/messages`, { body: 'Hello again.' }),
    { owner: 201, 'signed-in': 201, admin: 404, visitor: 401 },
  );
  each(
    'report:create',
    "the owner's peer message",
    (c, _a, fx) => c.post('/api/reports', { targetKind: 'peer-message', targetId: fx.message, reason: 'spam' }),
    { 'signed-in': 201, owner: 400, admin: 404, visitor: 401 },
  );
  each(
    'moderation:manage',
    'a held peer message',
    (c) => c.post(`/api/admin/moderation/peer-messages/${randomUUID()}`, { action: 'release' }),
    { admin: 404, 'signed-in': 403, visitor: 401 },
  );
  each(
    'peer-connection:write',
    'ending the connection',
    (c, _a, fx) => c.delete(`/api/peer/connections/${fx.connection}`),
    {
      admin: 404,
      visitor: 401,
      owner: 204,
    },
  );
  return rows;
};

/** Partners and support (decision 037): the forms are anyone's; their lists and statuses are admins'. */
const outreachRows = (): Row[] => {
  const rows: Row[] = [];
  const each = (what: string, run: Row[3], expected: Partial<Record<Actor, number>>) => {
    for (const [actor, status] of Object.entries(expected) as [Actor, number][])
      rows.push([actor, 'outreach:manage', what, run, status]);
  };
  const missing = '00000000-0000-4000-8000-000000000000';
  each('the partner applications', (c) => c.get('/api/admin/partner-applications'), {
    admin: 200,
    'signed-in': 403,
    visitor: 401,
  });
  each(
    'a partner application’s status',
    (c) => c.patch(`/api/admin/partner-applications/${missing}`, { status: 'accepted' }),
    {
      admin: 404,
      owner: 403,
      visitor: 401,
    },
  );
  each('the support requests', (c) => c.get('/api/admin/support-requests'), { admin: 200, owner: 403, visitor: 401 });
  each('a support request’s status', (c) => c.patch(`/api/admin/support-requests/${missing}`, { status: 'closed' }), {
    admin: 404,
    'signed-in': 403,
    visitor: 401,
  });
  const apply = (c: TestClient, a: Actor) =>
    c.post('/api/partners/applications', {
      name: 'Ruth',
      organization: 'Quiet Harbour',
      email: `${a}@partners.example`,
      partnerType: 'funeral_home',
    });
  each('applying to the partner programme (anyone: not a permission)', apply, { visitor: 201, 'signed-in': 201 });
  const write = (c: TestClient, a: Actor) =>
    c.post('/api/support/requests', {
      name: 'May',
      email: `${a}@support.example`,
      subject: 'Hello',
      message: 'A question.',
    });
  each('writing to support (anyone: not a permission)', write, { visitor: 201, owner: 201 });
  each('the support contact (anyone)', (c) => c.get('/api/support/contact'), { visitor: 200, 'signed-in': 200 });
  each('the referral cards (anyone)', (c) => c.get('/api/partners/downloads/referral-cards.pdf'), {
    visitor: 200,
    owner: 200,
  });
  return rows;
};
/** Referrals (decision 037): one's own code, link and referrals, for any signed-in person. */
const referralRows = (): Row[] =>
  (['owner', 'signed-in', 'admin', 'visitor'] as const).map((actor): Row => [
    actor,
    'referral:use',
    'their own referrals',
    (c) => c.get('/api/referrals'),
    { owner: 200, 'signed-in': 200, admin: 200, visitor: 401 }[actor],
    actor === 'visitor' ? undefined : (b) => expect(b.code).toMatch(/^[A-Z2-9]{8}$/),
  ]);

// Collaborators (decision 038): `collaborator` accepted the owner's invitation to the private
// memorial (made on its first row). They view it, add media and delete only their own, moderate
// the guestbook without its emails; the owner-only routes answer 403 with the owner-only message.
let collaborator: TestClient | undefined;
let joining: Promise<TestClient> | undefined;
const asCollaborator = () =>
  (joining ??= (async () => {
    const person = await signedInClient(ctx);
    const url = await created(
      owner.post(`/api/memorials/${f.priv}/collaborators/invitations`, { email: person.account.email }),
      (b) => b.url,
    );
    await created(
      person.client.post(`/api/collaboration-invitations/${url.split('/invitations/')[1]}/accept`),
      () => '',
    );
    collaborator = person.client;
    return person.client;
  })());
const collaboratorRows = (): Row[] => {
  const rows: Row[] = [];
  const each = (permission: Permission, what: string, run: Row[3], expected: Partial<Record<Actor, number>>) => {
    for (const [actor, status] of Object.entries(expected) as [Actor, number][])
      rows.push([
        actor,
        permission,
        what,
        async (c, a) => (a === 'collaborator' ? run(await asCollaborator(), a) : run(c, a)),
        status,
      ]);
  };
  const list = (c: TestClient) => c.get(`/api/memorials/${f.priv}/collaborators`);
  each('memorial:collaborators', 'the list', list, {
    collaborator: 200,
    owner: 200,
    'share-token': 401,
    visitor: 401,
    'signed-in': 404,
    admin: 403,
  });
  let n = 0;
  const invite = (c: TestClient) =>
    c.post(`/api/memorials/${f.priv}/collaborators/invitations`, { email: `cousin-${++n}@example.com` });
  each('memorial:collaborators', 'an invitation', invite, {
    owner: 201,
    collaborator: 403,
    'signed-in': 404,
    admin: 403,
    visitor: 401,
  });
  const missing = '00000000-0000-4000-8000-000000000000';
  each(
    'memorial:collaborators',
    'revoking an invitation',
    (c) => c.delete(`/api/memorials/${f.priv}/collaborators/invitations/${missing}`),
    { owner: 404, collaborator: 403, 'signed-in': 404, admin: 403 },
  );
  each(
    'memorial:collaborators',
    'removing a collaborator',
    (c) => c.delete(`/api/memorials/${f.priv}/collaborators/${missing}`),
    { owner: 404, collaborator: 403, 'signed-in': 404, admin: 403 },
  );
  each('memorial:view', 'private memorial, as a collaborator', (c) => c.get(`/api/memorials/${f.priv}`), {
    collaborator: 200,
  });
  each(
    'guestbook:view-emails',
    'private memorial, as a collaborator',
    (c) => c.get(`/api/memorials/${f.priv}/guestbook`),
    { collaborator: 200 },
  );
  each(
    'guestbook:moderate',
    'private memorial, as a collaborator',
    async (c) => c.delete(`/api/memorials/${f.priv}/guestbook/${await newEntry(f.priv)}`),
    { collaborator: 200 },
  );
  each(
    'media:upload',
    'private memorial, as a collaborator',
    (c) => c.upload(`/api/memorials/${f.priv}/media?type=photo`, 'p.jpg', jpeg, 'image/jpeg'),
    {
      collaborator: 201,
    },
  );
  each(
    'media:delete',
    "the owner's photo, as a collaborator",
    (c) => c.delete(`/api/memorials/${f.priv}/media/${f.photo}`),
    {
      collaborator: 403,
    },
  );
  each(
    'media:reorder',
    'as a collaborator',
    (c) => c.put(`/api/memorials/${f.priv}/media/order`, { mediaIds: [f.photo] }),
    {
      collaborator: 403,
    },
  );
  const ownerOnly: [Permission, Row[3], number][] = [
    [
      'memorial:edit',
      (c) => c.patch(`/api/memorials/${f.priv}`, { title: 'Ada', description: '', isPublic: true }),
      403,
    ],
    ['memorial:edit', (c) => c.put(`/api/memorials/${f.priv}/song`, { youtubeUrl: null }), 403],
    ['memorial:share', (c) => c.put(`/api/memorials/${f.priv}/sharing`, { enabled: false }), 403],
    ['memorial:delete', (c) => c.delete(`/api/memorials/${f.priv}`), 403],
    [
      'memorial:transfer',
      (c) => c.post('/api/memorial-transfers', { memorialId: f.priv, toEmail: 'heir@example.com' }),
      403,
    ],
    [
      'memorial:draft-letter',
      (c) => c.post('/api/functions/generate-legacy-letter', { memorial_id: f.priv, recipient_name: 'Lily' }),
      403,
    ],
    ['reminders:manage', (c) => c.get(`/api/reminders/${f.priv}`), 404],
    ['memorial:export-site', (c) => c.get(`/api/exports/memorials/${f.priv}/site`), 404],
  ];
  for (const [permission, run, status] of ownerOnly)
    each(permission, 'private memorial, as a collaborator (the owner’s alone)', run, { collaborator: status });
  return rows;
};

/**
 * A memorial's story (decision 038): sections, timeline, captions, cover. The owner's (and
 * collaborators'); to others who may see the memorial 403 (401 without a session), else 404.
 */
const storyRows = (): Row[] => {
  const change: Partial<Record<Actor, number>> = {
    owner: 200,
    collaborator: 200,
    'share-token': 401,
    visitor: 401,
    'signed-in': 404,
    admin: 403,
  };
  const routes: [string, (id: () => string) => (c: TestClient) => Promise<JsonResponse<any>>, number][] = [
    [
      'a story section',
      (id) => (c) => c.post(`/api/memorials/${id()}/story`, { title: 'Early years', body: '**Kind**' }),
      201,
    ],
    ['a timeline event', (id) => (c) => c.post(`/api/memorials/${id()}/timeline`, { year: 1950, title: 'Born' }), 201],
    ['a caption', (id) => (c) => c.patch(`/api/memorials/${id()}/media/${f.photo}`, { caption: 'At the sea' }), 200],
    ['the cover', (id) => (c) => c.patch(`/api/memorials/${id()}/cover`, { mediaId: f.photo }), 200],
  ];
  return routes.flatMap(([what, run, ok]) =>
    (Object.keys(change) as Actor[]).map((actor): Row => [
      actor,
      'memorial:story',
      `${what} · private memorial`,
      // A collaborator tells the story with the owner: they accepted an invitation to it (above).
      async (c, a) => (a === 'collaborator' ? run(() => f.priv)(await asCollaborator()) : run(() => f.priv)(c)),
      actor === 'owner' || actor === 'collaborator' ? ok : change[actor]!,
    ]),
  );
};

/**
 * Linked sign-in methods (decision 039): unlinking one of one's own identities. Another person's
 * is 404 like one that does not exist; the owner keeps the password, so the unlink is allowed.
 */
const identityRows = (): Row[] => {
  /** A provider identity of the owner's, as Better Auth stores one. */
  const newIdentity = async () => {
    const [row] = await ctx.database.db
      .insert(account)
      .values({ userId: ownerId, providerId: 'practice', accountId: randomUUID() })
      .returning({ id: account.id });
    return row!.id;
  };
  const statuses: [Actor, number][] = [
    ['owner', 204],
    ['signed-in', 404],
    ['admin', 404],
    ['visitor', 401],
    ['share-token', 401],
  ];
  return statuses.map(([actor, status]): Row => [
    actor,
    'identity:delete',
    'their own identity',
    async (c) => c.delete(`/api/account/identities/${await newIdentity()}`),
    status,
  ]);
};

/** The table, in order: a row's request reads the fixture's ids when it runs. */
const ROWS: Row[] = [
  ...memorialRows(),
  ...privateRows(),
  ...siteRows(),
  ...exportRows(),
  ...circleRows(),
  ...communityRows(),
  ...peerRows(),
  ...outreachRows(),
  ...referralRows(),
  ...collaboratorRows(),
  ...storyRows(),
  ...identityRows(),
];

beforeAll(async () => {
  // Many guestbook messages come from one address here; the limits have their own tests.
  ctx = await createTestContext({ GUESTBOOK_MAX_PER_IP: '100000', GUESTBOOK_MAX_PER_MEMORIAL: '100000' });
  jpeg = new Uint8Array(
    await sharp({ create: { width: 32, height: 24, channels: 3, background: '#8899cc' } })
      .jpeg()
      .toBuffer(),
  );
  const o = await signedInClient(ctx);
  owner = o.client;
  ownerLogin = { email: o.account.email, password: o.account.password };
  ownerId = o.userId;
  await runAdminCommand(ctx.database.db, ['plan', o.account.email, 'monthly']);
  ({ client: other } = await signedInClient(ctx));
  const memberCircle = await newCircle();
  await created(other.post(`/api/circles/${memberCircle}/join`, {}), () => '');
  const a = await signedInClient(ctx);
  admin = a.client;
  await runAdminCommand(ctx.database.db, ['grant', a.account.email]);
  anonymous = new TestClient(ctx);

  const priv = await newMemorial();
  const token = await created(owner.put(`/api/memorials/${priv}/sharing`, { enabled: true }), (b) => b.shareToken);
  f = {
    priv,
    token,
    pub: await newMemorial(true),
    photo: await newPhoto(priv),
    entry: await newEntry(priv),
    journal: await newJournal(),
    letter: await newLetter(),
    conversation: await newConversation(),
    ownerId,
    session: await newOwnerSession(),
    dataExport: await created(owner.post('/api/exports'), (b) => b.export.id),
    passkey: await newPasskey(),
    pubCircle: await newCircle(),
    privCircle: await newCircle(true),
    memberCircle,
    circlePost: await newCirclePost(memberCircle),
  };
  await exportWorker(ctx.deps).idle();
});
afterAll(async () => {
  await ctx.close();
});

describe('the access policy through the API', () => {
  it('has a row for every permission', () => {
    const covered = new Set(ROWS.map((r) => r[1]));
    expect(PERMISSIONS.filter((p) => !covered.has(p))).toEqual([]);
  });

  it.each(
    ROWS.map(([actor, permission, what, run, expected, check]) => ({ actor, permission, what, run, expected, check })),
  )('$actor · $permission · $what → $expected', async ({ actor, run, expected, check }) => {
    const res = await run(client(actor), actor);
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected >= 400)
      expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    check?.(res.body);
  });

  it('changed nothing for anyone but the owner', async () => {
    const page = (await owner.get(`/api/memorials/${f.priv}`)).body;
    expect(page.memorial.shareEnabled).toBe(true);
    expect(page.memorial.shareToken).toBe(f.token);
    expect(page.guestbook.entries.some((e: { id: string }) => e.id === f.entry)).toBe(true);
    expect(page.memorial.media.some((m: { id: string }) => m.id === f.photo)).toBe(true);
    expect((await owner.get(`/api/journal/${f.journal}`)).body.entry.title).toBe('Evening');
    expect((await owner.get(`/api/letters/${f.letter}`)).body.letter.recipientName).toBe('Rose');
    expect((await owner.get(`/api/conversations/${f.conversation}`)).body.title).toBe('Talking');
    const sessions = (await owner.get('/api/account/sessions')).body.sessions as { id: string }[];
    expect(sessions.some((s) => s.id === f.session)).toBe(true);
    const factors = (await owner.get('/api/account/factors')).body.factors;
    expect(factors.find((x: { id: string }) => x.id === f.passkey)?.friendlyName).toBe('Phone');
  });
});

// Marketing (decision 037): routes that need no permission: the same answer for every actor.
describe('public marketing routes, the same for everyone', () => {
  const actors: Actor[] = ['owner', 'share-token', 'visitor', 'signed-in', 'admin'];
  it.each(
    actors.flatMap(
      (actor) =>
        [
          [actor, '/api/marketing/banners/leaderboard.png', 200],
          [actor, '/api/marketing/banners/unknown.png', 404],
          [actor, '/robots.txt', 200],
          [actor, '/sitemap.xml', 200],
          [actor, '/sitemap.xml?page=0', 400],
        ] as const,
    ),
  )('%s · GET %s → %i', async (actor, path, expected) => {
    const res = await client(actor).get(path);
    expect(res.status).toBe(expected);
    if (expected >= 400)
      expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
  it('lists the public memorial in the sitemap for everyone alike, and never the private one', async () => {
    const [a, b] = await Promise.all([owner.get('/sitemap.xml'), anonymous.get('/sitemap.xml')]);
    expect(a.body).toBe(b.body);
    expect(a.body).toContain(`/memorial/${f.pub}`);
    expect(a.body).not.toContain(`/memorial/${f.priv}`);
  });
});
