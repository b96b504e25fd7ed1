/**
 * What drizzle-orm is given to talk to PGlite: the PGlite instance behind a thin adapter that makes
 * a query one call into PostgreSQL instead of six, and skips planning a statement it has seen.
 *
 * 1. Parsers. drizzle-orm's PGlite driver (drizzle-orm/pglite/session.js) passes the same nine
 *    parsers with every query: timestamps, dates, intervals and a few of their arrays are kept as
 *    the text PostgreSQL sent, and drizzle converts them itself. PGlite merges per-query parsers
 *    with its own (some 300 entries) by copying both into a new object for every query, which costs
 *    0.2–0.4 ms of CPU. So the same nine are installed on the instance once, and a query whose
 *    parsers are all among them is passed on without them; it gets exactly the values it asked
 *    for. Any other parsers are passed on unchanged.
 * 2. Prepared statements. `PGlite.query` sends Parse, Describe, Bind, Describe, Execute and Sync as
 *    six separate calls into the WebAssembly PostgreSQL, parsing and planning the SQL every time:
 *    some 0.3–0.5 ms of the server's only thread even for a primary-key lookup. drizzle-orm sends
 *    the same SQL text for the same query with different parameters, so a data statement (select,
 *    insert, update, delete, with) outside a transaction is prepared once under a name, and after
 *    that each run is Bind, Execute and Sync in one call (~0.1 ms). Parameters are serialised by
 *    the types PostgreSQL reported for the statement, with PGlite's own serialisers. The answer is
 *    read here (`readAnswer`): PGlite's reader copies each field into a new buffer through private
 *    field lookups, twice the cost of a 20-row statement itself; values still go through the
 *    instance's own parsers, and errors through PGlite's, so results are those of `PGlite.query`
 *    (the test compares every column type). The most recently used `STATEMENT_CACHE_SIZE`
 *    statements are kept; older ones are closed. It takes PGlite's two locks as `PGlite.query`
 *    does, so it never runs inside another's transaction. Anything else (transactions, DDL,
 *    options drizzle-orm does not send) goes to PGlite unchanged.
 * See docs/decisions/022-one-request-per-page.md and 023-signed-in-reads.md.
 */
import { parse, protocol, types, type messages, type PGlite, type Transaction } from '@electric-sql/pglite';

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

/** How many prepared statements are kept (the app has some two hundred distinct queries). */
export const STATEMENT_CACHE_SIZE = 500;

type QueryOptions = Parameters<PGlite['query']>[2];
type Queryable = Pick<PGlite | Transaction, 'query'>;
type Results<T> = Awaited<ReturnType<PGlite['query']>> & { rows: T[] };
type BackendMessage = messages.BackendMessage;

const decided = new WeakMap<object, QueryOptions>();

/** The options without `parsers` when every one of them is installed on the instance already. */
export function withoutInstalledParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  // drizzle-orm passes the same options object with every run of a query: decide once per object.
  const known = decided.get(options);
  if (known) return known;
  let answer: QueryOptions = options;
  if (Object.keys(parsers).every((oid) => TEXT_TYPES.has(oid))) {
    const { parsers: _installed, ...rest } = options;
    answer = rest;
  }
  decided.set(options, answer);
  return answer;
}

/** Statements worth preparing: one data statement, as drizzle-orm's query builders write them. */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * A statement that only reads. PGlite's step after each statement that copies the database to its
 * store is skipped for these: a read changed nothing (on a directory it is a no-op anyway, but its
 * queue costs ~2 % of a read's time).
 */
const READ_ONLY = /^\s*select\b/i;
/** "cached plan must not change result type": a table changed under a prepared statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

interface Prepared {
  name: string;
  /** The parameter types PostgreSQL inferred, for serialising values as PGlite.query does. */
  paramTypes: number[];
  /** The statement's columns (none for one that returns no rows). */
  fields: Field[];
  /** Whether it may change the database (anything but a plain select). */
  writes: boolean;
}

interface Field {
  name: string;
  dataTypeID: number;
}

type Parsers = PGlite['parsers'];

const BYTE_D = 0x44; // DataRow
const BYTE_C = 0x43; // CommandComplete
const BYTE_E = 0x45; // ErrorResponse
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * Reads the answer to Bind, Execute and Sync into what `PGlite.query` gives (its `parseResults`):
 * rows as arrays or objects, each value through the instance's parser for its type, the command,
 * affected rows and row count. An ErrorResponse is handed to PGlite's protocol parser, so the error
 * thrown is the very DatabaseError PGlite would throw.
 */
export function readAnswer<T>(
  answer: Uint8Array,
  fields: Field[],
  rowMode: 'array' | 'object',
  parsers: Parsers,
): Results<T> {
  const buf = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const rows: unknown[] = [];
  let command: string | undefined;
  let rowCount: number | undefined;
  let affectedRows = 0;
  const valueAt = (at: number, length: number, i: number) => {
    const text = buf.toString('utf8', at, at + length);
    const type = fields[i]?.dataTypeID;
    const parser = type === undefined ? undefined : parsers[type];
    return parser ? parser(text, type!) : text;
  };
  for (let at = 0; at < buf.length;) {
    const kind = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    if (kind === BYTE_D) {
      const count = buf.readInt16BE(at + 5);
      let p = at + 7;
      if (rowMode === 'array') {
        const row = new Array<unknown>(count);
        for (let i = 0; i < count; i++) {
          const length = buf.readInt32BE(p);
          p += 4;
          row[i] = length < 0 ? null : valueAt(p, length, i);
          if (length > 0) p += length;
        }
        rows.push(row);
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) {
          const length = buf.readInt32BE(p);
          p += 4;
          row[fields[i]!.name] = length < 0 ? null : valueAt(p, length, i);
          if (length > 0) p += length;
        }
        rows.push(row);
      }
    } else if (kind === BYTE_C) {
      const tag = buf.toString('utf8', at + 5, end - 1).split(' ');
      command = tag[0];
      const n = parseInt(tag[tag.length - 1]!, 10);
      if (!Number.isNaN(n)) {
        rowCount = n;
        if (COUNTED.has(command!)) affectedRows += n;
      }
    } else if (kind === BYTE_E) {
      throw databaseError(answer);
    }
    at = end;
  }
  const result = { rows, fields, command, affectedRows } as Results<T> & { rowCount?: number };
  if (rowCount !== undefined) result.rowCount = rowCount;
  return result;
}

/** The DatabaseError in an answer, as PGlite's protocol parser makes it. */
function databaseError(answer: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(answer, (msg) => {
    if (!error && msg.name === 'error') error = msg as unknown as Error;
  });
  return error ?? new Error('The database answered with an error it did not describe.');
}

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Runs data statements through named prepared statements on `client`, most recently used kept.
 * Only for the instance itself, never inside a transaction (the caller sees to that).
 */
export class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();
  private counter = 0;

  constructor(
    private readonly client: PGlite,
    private readonly capacity = STATEMENT_CACHE_SIZE,
  ) {}

  /** How many statements are prepared now. */
  get size(): number {
    return this.statements.size;
  }

  /** Whether `query` can take this path with these options (else PGlite.query is used). */
  static suits(text: string, options: QueryOptions): boolean {
    if (!DATA_STATEMENT.test(text)) return false;
    if (!options) return true;
    for (const key in options) if (key !== 'rowMode') return false;
    return true;
  }

  query<T>(text: string, params: unknown[] = [], rowMode: 'array' | 'object' = 'object'): Promise<Results<T>> {
    const { client } = this;
    // The same two locks PGlite.query takes: never between another caller's BEGIN and COMMIT.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await this.run<T>(text, params, rowMode);
        } catch (err) {
          if ((err as { code?: string }).code !== FEATURE_NOT_SUPPORTED || !this.statements.has(text)) throw err;
          // The table changed since the statement was prepared: prepare it again, once.
          await this.forget(text);
          return await this.run<T>(text, params, rowMode);
        }
      }),
    );
  }

  private async run<T>(text: string, params: unknown[], rowMode: 'array' | 'object'): Promise<Results<T>> {
    const statement = this.statements.get(text) ?? (await this.prepare(text));
    // Most recently used last: Map keeps insertion order.
    this.statements.delete(text);
    this.statements.set(text, statement);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = this.client.serializers[statement.paramTypes[i]!];
      return serialize ? serialize(param) : String(param);
    });
    // The answer as PostgreSQL wrote it, read here: PGlite's own reader copies every field into a
    // new buffer through private-field lookups, which cost more than running the statement.
    const chunks: Uint8Array[] = [];
    await this.client.execProtocolRawStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { onRawData: (bytes) => chunks.push(bytes.slice()), syncToFs: statement.writes },
    );
    const answer = chunks.length === 1 ? chunks[0]! : concat(chunks);
    try {
      return readAnswer<T>(answer, statement.fields, rowMode, this.client.parsers);
    } catch (err) {
      throw withQuery(err, text, params);
    }
  }

  private async prepare(text: string): Promise<Prepared> {
    const name = `fmn_${++this.counter}`;
    const parts: Uint8Array[] = [];
    // Room for one more: close the least recently used.
    while (this.statements.size >= this.capacity) {
      const [oldest, old] = this.statements.entries().next().value as [string, Prepared];
      this.statements.delete(oldest);
      parts.push(protocol.serialize.close({ type: 'S', name: old.name }));
    }
    parts.push(
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.client.execProtocol(concat(parts), { syncToFs: false }));
    } catch (err) {
      throw withQuery(err, text, []);
    }
    const description = messages.find((m): m is messages.RowDescriptionMessage => m.name === 'rowDescription');
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: description?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
      writes: !READ_ONLY.test(text),
    };
    this.statements.set(text, prepared);
    return prepared;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    await this.client.execProtocol(
      concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
  }
}

/** A database error carries its query and parameters, as PGlite.query's errors do. */
function withQuery(err: unknown, query: string, params: unknown[]): unknown {
  if (err && typeof err === 'object' && 'code' in err) Object.assign(err, { query, params });
  return err;
}

function adapt(client: Queryable, prepared?: PreparedStatements) {
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const rest = withoutInstalledParsers(options);
      if (prepared && PreparedStatements.suits(text, rest)) return prepared.query<T>(text, params, rest?.rowMode);
      return client.query<T>(text, params, rest);
    },
  };
}

/**
 * Installs drizzle-orm's parsers on `client` (after PGlite has added its array types, so they
 * stay) and returns the object to hand to drizzle-orm: `query` and `transaction`, the two calls
 * its PGlite driver makes. Statements inside a transaction go to PGlite unchanged.
 */
export function drizzleClient(client: PGlite, opts: { statementCacheSize?: number } = {}) {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const prepared = new PreparedStatements(client, opts.statementCacheSize);
  return {
    ...adapt(client, prepared),
    transaction: <T>(fn: (tx: ReturnType<typeof adapt>) => Promise<T>) => client.transaction((tx) => fn(adapt(tx))),
    /** The prepared statements (for tests). */
    prepared,
  };
}
