import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { FIELD_MSG } from '@shared/schemas/fields';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_MSG,
  RESOURCE_TYPES,
  orderCategories,
  type Resource,
} from '@shared/schemas/resources';
import { resources } from '../../db/schema';
import { runAdminCommand } from '../admin/admin.service';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { seedShippedResources } from './resources.service';
import { SHIPPED_RESOURCES } from './seed-resources';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function adminClient(c: TestContext = ctx) {
  const person = await signedInClient(c);
  await runAdminCommand(c.database.db, ['grant', person.account.email]);
  return person.client;
}

const list = async (client: TestClient = new TestClient(ctx), query = '') =>
  (await client.get<{ resources: Resource[] }>(`/api/resources${query}`)).body.resources;

const valid = {
  title: 'A short walk each morning',
  description: 'Why a few minutes outside can help.',
  content: 'Some gentle words about walking.',
  category: 'Coping day to day',
  resourceType: 'article',
  isFeatured: false,
  externalUrl: 'https://www.cruse.org.uk',
};

/** Featured first; within each group, newest first. */
function expectLibraryOrder(items: Resource[]) {
  const firstOrdinary = items.findIndex((r) => !r.isFeatured);
  if (firstOrdinary !== -1) expect(items.slice(firstOrdinary).every((r) => !r.isFeatured)).toBe(true);
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!];
    if (a.isFeatured === b.isFeatured) expect(Date.parse(a.createdAt)).toBeGreaterThanOrEqual(Date.parse(b.createdAt));
  }
}

describe('the shipped content', () => {
  it('has at least 24 resources across every required category, with unique keys', () => {
    expect(SHIPPED_RESOURCES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(SHIPPED_RESOURCES.map((r) => r.seedKey)).size).toBe(SHIPPED_RESOURCES.length);
    for (const category of RESOURCE_CATEGORIES) {
      expect(
        SHIPPED_RESOURCES.some((r) => r.category === category),
        category,
      ).toBe(true);
    }
    expect(SHIPPED_RESOURCES.every((r) => (RESOURCE_CATEGORIES as readonly string[]).includes(r.category))).toBe(true);
  });

  it('is written to the house rules: short descriptions, 80–160 word content, https links only', () => {
    for (const r of SHIPPED_RESOURCES) {
      const words = r.content.split(/\s+/).filter(Boolean).length;
      expect(words, r.seedKey).toBeGreaterThanOrEqual(80);
      expect(words, r.seedKey).toBeLessThanOrEqual(160);
      expect(r.description.length, r.seedKey).toBeLessThanOrEqual(200);
      expect((RESOURCE_TYPES as readonly string[]).includes(r.resourceType)).toBe(true);
      if (r.externalUrl !== null)
        expect(r.externalUrl, r.seedKey).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+(\/[a-z0-9/-]*)?$/);
    }
    const featured = SHIPPED_RESOURCES.filter((r) => r.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(6);
    expect(featured.some((r) => r.category === 'Crisis help')).toBe(true);
  });
});

describe('an unseeded library', () => {
  it('is an empty list, readable without a session', async () => {
    const res = await new TestClient(ctx).get('/api/resources');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resources: [] });
  });

  it('says the spec text when empty', () => {
    expect(RESOURCE_MSG.empty).toBe('No resources available yet.');
  });
});

describe('seeding', () => {
  it('puts every shipped resource in the library, across the 11 categories', async () => {
    expect(await seedShippedResources(ctx.database.db)).toBe(SHIPPED_RESOURCES.length);
    const items = await list();
    expect(items.length).toBe(SHIPPED_RESOURCES.length);
    expect(items.length).toBeGreaterThanOrEqual(24);
    expect(orderCategories(items.map((r) => r.category))).toEqual([...RESOURCE_CATEGORIES]);
  });

  it('a second run inserts nothing new', async () => {
    expect(await seedShippedResources(ctx.database.db)).toBe(0);
    expect((await list()).length).toBe(SHIPPED_RESOURCES.length);
  });

  it('lists featured first, then newest', async () => {
    const items = await list();
    expectLibraryOrder(items);
    expect(items[0]!.title).toBe(SHIPPED_RESOURCES.find((r) => r.isFeatured)!.title);
    expect(items.filter((r) => r.isFeatured).length).toBe(SHIPPED_RESOURCES.filter((r) => r.isFeatured).length);
  });

  it("an admin's edit and removal of shipped resources survive the next seed run", async () => {
    const admin = await adminClient();
    const [first, second] = await list();
    const edited = await admin.patch(`/api/resources/${first!.id}`, { title: 'Edited by the admin' });
    expect(edited.status).toBe(200);
    expect((await admin.delete(`/api/resources/${second!.id}`)).status).toBe(200);

    expect(await seedShippedResources(ctx.database.db)).toBe(0);
    const items = await list();
    expect(items.length).toBe(SHIPPED_RESOURCES.length - 1);
    expect(items.find((r) => r.id === first!.id)!.title).toBe('Edited by the admin');
    expect(items.some((r) => r.id === second!.id || r.title === second!.title)).toBe(false);
    // The removed one cannot be edited or removed again.
    expect((await admin.patch(`/api/resources/${second!.id}`, { title: 'Back?' })).status).toBe(404);
    expect((await admin.delete(`/api/resources/${second!.id}`)).status).toBe(404);
  });

  it('a resource shipped in a later version arrives on the next start', async () => {
    const later = {
      ...SHIPPED_RESOURCES[0]!,
      seedKey: 'later-version-resource',
      title: 'Shipped later',
      isFeatured: false,
    };
    expect(await seedShippedResources(ctx.database.db, new Date(), [...SHIPPED_RESOURCES, later])).toBe(1);
    expect((await list()).some((r) => r.title === 'Shipped later')).toBe(true);
  });
});

describe('reading', () => {
  it('filters by ?category=', async () => {
    const items = await list(undefined, `?category=${encodeURIComponent('Loss of a pet')}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.category === 'Loss of a pet')).toBe(true);
    expect(await list(undefined, '?category=Nothing%20here')).toEqual([]);
  });

  it('refuses a category with a NUL with 400 (decision 016: it was a 500), signed in or not', async () => {
    for (const client of [new TestClient(ctx), (await signedInClient(ctx)).client]) {
      const res = await client.get('/api/resources?category=Crisis%00help');
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION', message: FIELD_MSG.unstorableText, field: 'category' });
    }
  });

  it('gives each resource its public fields only', async () => {
    const [one] = await list();
    expect(Object.keys(one!).sort()).toEqual(
      [
        'category',
        'content',
        'createdAt',
        'description',
        'externalUrl',
        'id',
        'isFeatured',
        'resourceType',
        'title',
        'updatedAt',
      ].sort(),
    );
  });

  it('is the same for a signed-in member', async () => {
    const { client } = await signedInClient(ctx);
    expect(await list(client)).toEqual(await list());
  });
});

describe('admin resource management', () => {
  it('adds, edits and removes a resource', async () => {
    const admin = await adminClient();
    const created = await admin.post('/api/resources', { ...valid, title: '  Padded title  ' });
    expect(created.status).toBe(201);
    const resource = created.body.resource as Resource;
    expect(resource).toMatchObject({ ...valid, title: 'Padded title' });

    // Newest non-featured comes right after the featured block.
    const items = await list();
    expectLibraryOrder(items);
    expect(items.find((r) => !r.isFeatured)!.id).toBe(resource.id);

    const edited = await admin.patch(`/api/resources/${resource.id}`, {
      isFeatured: true,
      externalUrl: null,
      resourceType: 'guide',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.resource).toMatchObject({
      isFeatured: true,
      externalUrl: null,
      resourceType: 'guide',
      title: 'Padded title',
    });
    expect((await list())[0]!.id).toBe(resource.id);

    expect((await admin.delete(`/api/resources/${resource.id}`)).body).toEqual({ ok: true });
    expect((await list()).some((r) => r.id === resource.id)).toBe(false);
    const rows = await ctx.database.db.select().from(resources).where(eq(resources.id, resource.id));
    expect(rows).toEqual([]);
  });

  it('uses the defaults: article, not featured, no link', async () => {
    const admin = await adminClient();
    const { title, description, content, category } = valid;
    const res = await admin.post('/api/resources', { title, description, content, category });
    expect(res.status).toBe(201);
    expect(res.body.resource).toMatchObject({ resourceType: 'article', isFeatured: false, externalUrl: null });
  });

  it.each([
    ['a javascript: link', { externalUrl: 'javascript:alert(1)' }, RESOURCE_MSG.urlInvalid, 'externalUrl'],
    ['a data: link', { externalUrl: 'data:text/html,<b>x</b>' }, RESOURCE_MSG.urlInvalid, 'externalUrl'],
    ['a link without a scheme', { externalUrl: 'www.example.org' }, RESOURCE_MSG.urlInvalid, 'externalUrl'],
    [
      'a too long link',
      { externalUrl: `https://example.org/${'a'.repeat(500)}` },
      RESOURCE_MSG.urlTooLong,
      'externalUrl',
    ],
    ['a blank title', { title: '   ' }, RESOURCE_MSG.titleRequired, 'title'],
    ['a 201-character title', { title: 't'.repeat(201) }, RESOURCE_MSG.titleTooLong, 'title'],
    ['a 501-character description', { description: 'd'.repeat(501) }, RESOURCE_MSG.descriptionTooLong, 'description'],
    ['5001 characters of content', { content: 'c'.repeat(5001) }, RESOURCE_MSG.contentTooLong, 'content'],
    ['a 61-character category', { category: 'c'.repeat(61) }, RESOURCE_MSG.categoryTooLong, 'category'],
    ['an unknown type', { resourceType: 'removed' }, RESOURCE_MSG.typeInvalid, 'resourceType'],
    ['a non-boolean featured flag', { isFeatured: 'yes' }, RESOURCE_MSG.featuredInvalid, 'isFeatured'],
  ])('refuses %s', async (_label, change, message, field) => {
    const admin = await adminClient();
    const before = (await list()).length;
    const res = await admin.post('/api/resources', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION', message, field } });
    expect((await list()).length).toBe(before);
  });

  it('refuses unknown fields, a bad link on edit, and an empty edit', async () => {
    const admin = await adminClient();
    expect((await admin.post('/api/resources', { ...valid, seedKey: 'x' })).body.error.message).toBe(
      'Unknown field: seedKey',
    );
    const id = (await admin.post('/api/resources', valid)).body.resource.id as string;
    const bad = await admin.patch(`/api/resources/${id}`, { externalUrl: 'javascript:void(0)' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(RESOURCE_MSG.urlInvalid);
    expect((await admin.patch(`/api/resources/${id}`, {})).body.error.message).toBe(RESOURCE_MSG.nothingToChange);
    expect((await list()).find((r) => r.id === id)!.externalUrl).toBe(valid.externalUrl);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await adminClient();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%00', 'x'.repeat(3000)]) {
      const edit = await admin.patch(`/api/resources/${id}`, { title: 'x' });
      expect(edit.status).toBe(404);
      expect(edit.body.error.message).toBe(RESOURCE_MSG.notFound);
      expect((await admin.delete(`/api/resources/${id}`)).status).toBe(404);
    }
  });
});

describe('non-admins are refused', () => {
  it('a member gets 403 on every write, and nothing changes', async () => {
    const { client } = await signedInClient(ctx);
    const before = await list();
    const target = before[0]!;
    for (const res of [
      await client.post('/api/resources', valid),
      await client.post('/api/resources', { nonsense: true }),
      await client.patch(`/api/resources/${target.id}`, { title: 'Hacked' }),
      await client.delete(`/api/resources/${target.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: MSG.http.forbidden } });
    }
    expect(await list()).toEqual(before);
  });

  it('a signed-out visitor gets 401 on every write', async () => {
    const client = new TestClient(ctx);
    const before = await list();
    const target = before[0]!;
    for (const res of [
      await client.post('/api/resources', valid),
      await client.patch(`/api/resources/${target.id}`, { title: 'Hacked' }),
      await client.delete(`/api/resources/${target.id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
    expect(await list()).toEqual(before);
  });

  it('a revoked admin is refused again', async () => {
    const person = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['grant', person.account.email]);
    expect((await person.client.post('/api/resources', valid)).status).toBe(201);
    await runAdminCommand(ctx.database.db, ['revoke', person.account.email]);
    expect((await person.client.post('/api/resources', valid)).status).toBe(403);
  });
});
