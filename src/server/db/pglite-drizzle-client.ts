/**
 * What drizzle-orm is given to talk to PGlite: the PGlite instance behind a thin adapter that
 * keeps PGlite from copying its whole table of value parsers on every query.
 *
 * drizzle-orm's PGlite driver (drizzle-orm/pglite/session.js) passes the same nine parsers with
 * every query: timestamps, dates, intervals and a few of their arrays are kept as the text
 * PostgreSQL sent, and drizzle converts them itself. PGlite merges per-query parsers with its own
 * (some 300 entries, one per type and array type) by copying both into a new object for every
 * query, which costs 0.2–0.4 ms of CPU: as much as a small indexed query itself, on the server's
 * only thread. So the same nine are installed on the instance once, and a query whose parsers are
 * all among them is passed on without them; it gets exactly the values it asked for. Any other
 * parsers (a later drizzle-orm passing more, say) are passed on unchanged, as before.
 * See docs/decisions/022-one-request-per-page.md.
 */
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/** Keeps the text PostgreSQL sent, as drizzle-orm's own parsers for these types do. */
const asText = (value: string) => value;

/** The parsers drizzle-orm's PGlite driver sends with each query, by type OID. */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const TEXT_TYPES = new Set(DRIZZLE_TEXT_TYPES.map(String));

type QueryOptions = Parameters<PGlite['query']>[2];
type Queryable = Pick<PGlite | Transaction, 'query'>;

/** The options without `parsers` when every one of them is installed on the instance already. */
export function withoutInstalledParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid in parsers) if (!TEXT_TYPES.has(oid)) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

function adapt(client: Queryable) {
  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      client.query<T>(sql, params, withoutInstalledParsers(options)),
  };
}

/**
 * Installs drizzle-orm's parsers on `client` (after PGlite has added its array types, so they
 * stay) and returns the object to hand to drizzle-orm: `query` and `transaction`, the two calls
 * its PGlite driver makes.
 */
export function drizzleClient(client: PGlite) {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  return {
    ...adapt(client),
    transaction: <T>(fn: (tx: ReturnType<typeof adapt>) => Promise<T>) => client.transaction((tx) => fn(adapt(tx))),
  };
}
