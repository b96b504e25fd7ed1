/** The resource library: a public read, and admin-only writes (the server decides who is admin). */
import {
  RESOURCE_MSG,
  type Resource,
  type createResourceSchema,
  type updateResourceSchema,
} from '@shared/schemas/resources';
import type { z } from 'zod';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import {
  insertResource,
  insertShippedResources,
  listResources,
  removeResource,
  updateResource,
  type ResourceRow,
} from './resources.queries';
import { SHIPPED_RESOURCES, type ShippedResource } from './seed-resources';

function toResource(row: ResourceRow): Resource {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export const resourceNotFound = () => Errors.notFound(RESOURCE_MSG.notFound);

export async function getResources(deps: AppDeps, category?: string): Promise<Resource[]> {
  return (await listResources(deps.database.db, category)).map(toResource);
}

/** The callers below are admin-only: the routes check 'resource:manage' before anything else. */
export async function createResource(deps: AppDeps, input: z.output<typeof createResourceSchema>): Promise<Resource> {
  return toResource(await insertResource(deps.database.db, input, deps.now()));
}

export async function editResource(
  deps: AppDeps,
  id: string,
  input: z.output<typeof updateResourceSchema>,
): Promise<Resource> {
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const saved = await updateResource(deps.database.db, id, values, deps.now());
  if (!saved) throw resourceNotFound();
  return toResource(saved);
}

export async function deleteResource(deps: AppDeps, id: string): Promise<void> {
  if (!(await removeResource(deps.database.db, id, deps.now()))) throw resourceNotFound();
}

/**
 * Puts the shipped resources that were never seeded into the library; called once at start-up.
 * Never throws: a library that could not be filled must not keep the server from starting.
 */
export async function seedShippedResources(
  db: Db,
  now: Date = new Date(),
  shipped: readonly ShippedResource[] = SHIPPED_RESOURCES,
): Promise<number> {
  try {
    const inserted = await insertShippedResources(db, shipped, now);
    if (inserted > 0) log.info('resources.seeded', { inserted });
    return inserted;
  } catch (err) {
    log.error('resources.seed_failed', errorFields(err));
    return 0;
  }
}
