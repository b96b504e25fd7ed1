/** The live bus for a database: LISTEN/NOTIFY on PostgreSQL, in process on PGlite (decision 035). */
import type { Database } from '../db/client';
import type { LiveBus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createPgBus } from './pg-bus';

export function createLiveBus(database: Database): LiveBus {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('the PostgreSQL database has no URL for the live bus');
    return createPgBus({ url: database.url, db: database.db });
  }
  return createMemoryBus();
}
