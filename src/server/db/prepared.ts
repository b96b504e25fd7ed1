/**
 * A query built once per database and then run with new values (drizzle-orm's prepared queries).
 *
 * drizzle-orm builds a query's SQL text anew every time it runs: walking the schema objects and
 * checking each part's kind costs 50–150 µs of the server's only thread per query, as much as
 * PGlite's own run of a small indexed lookup once it is prepared (db/pglite-drizzle-client.ts).
 * The queries every signed-in screen makes are written with `sql.placeholder(...)` and built here
 * once per database: on PGlite the adapter keeps their plans, on PostgreSQL node-postgres prepares
 * them by name on each connection. Names must be unique per query.
 * See docs/decisions/023-signed-in-reads.md.
 */
import type { Db } from './client';

export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
