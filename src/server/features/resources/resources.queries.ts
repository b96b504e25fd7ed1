/**
 * SQL of the resource library. A shipped resource an admin removed stays behind as a tombstone
 * (resource_type 'removed', no content) so that start-up seeding, keyed by seed_key, never brings it
 * back; every read here leaves tombstones out. See docs/decisions/010-resource-library.md.
 */
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resources } from '../../db/schema';
import type { ShippedResource } from './seed-resources';

/** The resource_type of a removed shipped resource; never a type the API accepts. */
export const REMOVED_TYPE = 'removed';

const columns = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  content: resources.content,
  category: resources.category,
  resourceType: resources.resourceType,
  isFeatured: resources.isFeatured,
  externalUrl: resources.externalUrl,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
};

export type ResourceRow = {
  id: string;
  title: string;
  description: string;
  content: string;
  category: string;
  resourceType: string;
  isFeatured: boolean;
  externalUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const live = ne(resources.resourceType, REMOVED_TYPE);

/** Spec section 7: featured first, then newest (id breaks exact ties so the order is stable). */
export async function listResources(db: Db, category?: string): Promise<ResourceRow[]> {
  return db
    .select(columns)
    .from(resources)
    .where(category === undefined ? live : and(live, eq(resources.category, category)))
    .orderBy(desc(resources.isFeatured), desc(resources.createdAt), desc(resources.id));
}

export async function insertResource(
  db: Db,
  values: Omit<ResourceRow, 'id' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<ResourceRow> {
  const rows = await db
    .insert(resources)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(columns);
  return rows[0]!;
}

export async function updateResource(
  db: Db,
  id: string,
  values: Partial<Omit<ResourceRow, 'id' | 'createdAt' | 'updatedAt'>>,
  now: Date,
): Promise<ResourceRow | null> {
  const rows = await db
    .update(resources)
    .set({ ...values, updatedAt: now })
    .where(and(eq(resources.id, id), live))
    .returning(columns);
  return rows[0] ?? null;
}

/**
 * Removes a resource: an admin's own is deleted; a shipped one becomes a tombstone that keeps only
 * its seed_key. Returns false when there was nothing (live) to remove.
 */
export async function removeResource(db: Db, id: string, now: Date): Promise<boolean> {
  const deleted = await db
    .delete(resources)
    .where(and(eq(resources.id, id), live, sql`${resources.seedKey} is null`))
    .returning({ id: resources.id });
  if (deleted.length) return true;
  const tombstoned = await db
    .update(resources)
    .set({
      title: '',
      description: '',
      content: '',
      category: '',
      resourceType: REMOVED_TYPE,
      isFeatured: false,
      externalUrl: null,
      updatedAt: now,
    })
    .where(and(eq(resources.id, id), live, isNotNull(resources.seedKey)))
    .returning({ id: resources.id });
  return tombstoned.length > 0;
}

/**
 * Inserts the shipped resources whose seed_key is not in the table yet (never seeded, so never
 * edited or removed either). Creation times descend in list order, one second apart, so the
 * library shows them in the order they are written. Returns how many were inserted.
 */
export async function insertShippedResources(db: Db, shipped: readonly ShippedResource[], now: Date): Promise<number> {
  if (shipped.length === 0) return 0;
  const rows = shipped.map((r, i) => {
    const at = new Date(now.getTime() - i * 1000);
    return { ...r, createdAt: at, updatedAt: at };
  });
  const inserted = await db
    .insert(resources)
    .values(rows)
    .onConflictDoNothing({ target: resources.seedKey })
    .returning({ id: resources.id });
  return inserted.length;
}
