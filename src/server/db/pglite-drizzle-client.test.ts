import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { boolean, date, integer, interval, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_TEXT_TYPES, drizzleClient, withoutInstalledParsers } from './pglite-drizzle-client';

const sample = pgTable('sample', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  dayAsDate: date('day_as_date', { mode: 'date' }).notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
  days: date('days').array().notNull(),
  stamps: timestamp('stamps', { withTimezone: true }).array().notNull(),
  doc: jsonb('doc'),
  flag: boolean('flag'),
  n: integer('n'),
  tags: text('tags').array(),
});

const CREATE = `create table sample (
  id uuid primary key default gen_random_uuid(), at timestamptz not null, local timestamp not null, day date not null,
  day_as_date date not null, span interval not null, amounts numeric[] not null, days date[] not null, stamps timestamptz[] not null,
  doc jsonb, flag boolean, n integer, tags text[])`;
const RAW = sql`select '2024-02-29 23:30:00+00'::timestamptz as at, '2024-02-29 23:30:00'::timestamp as local,
  '2024-02-29'::date as day, '1 day 02:00:00'::interval as span, '{1.50,2}'::numeric[] as amounts,
  '{2024-01-01,2024-12-31}'::date[] as days, 42::int as n, true as b, '{"a":1}'::jsonb as j`;

describe('drizzle-orm through the adapter', () => {
  let plainPg: PGlite;
  let adaptedPg: PGlite;
  beforeAll(async () => {
    plainPg = await PGlite.create();
    adaptedPg = await PGlite.create();
    for (const pg of [plainPg, adaptedPg]) await pg.exec(CREATE);
  });
  afterAll(async () => {
    await plainPg.close();
    await adaptedPg.close();
  });

  it('reads and writes every kind of value exactly as drizzle-orm on PGlite itself does', async () => {
    const plain = drizzle(plainPg);
    const adapted = drizzle(drizzleClient(adaptedPg) as unknown as PGlite);
    const row = {
      id: '6f1c2b9e-8f3a-4c55-9d2e-0a1b2c3d4e5f',
      at: new Date('2024-02-29T23:30:00.123Z'),
      local: new Date('2024-03-31T01:30:00Z'),
      day: '2024-02-29',
      dayAsDate: new Date('2023-12-31T00:00:00Z'),
      span: '1 year 2 mons 3 days 04:05:06',
      amounts: ['1.50', '-0.000001', '12345678901234567890.5'],
      days: ['2020-02-29', '1999-12-31'],
      stamps: [new Date('2001-01-01T00:00:00Z'), new Date('2038-01-19T03:14:08Z')],
      doc: { a: [1, 'two', null], 'quote"': "it's" },
      flag: false,
      n: -7,
      tags: ['a,b', 'c"d', ''],
    };
    for (const db of [plain, adapted]) await db.insert(sample).values(row);
    const viaPlain = await plain.select().from(sample);
    const viaAdapted = await adapted.select().from(sample);
    expect(viaAdapted).toEqual(viaPlain);
    expect(viaAdapted[0]).toMatchObject({ doc: row.doc, flag: false, n: -7, tags: row.tags });
    // Parameters of every kind, through a prepared statement, find the row.
    const found = await adapted
      .select({ id: sample.id })
      .from(sample)
      .where(and(eq(sample.at, row.at), eq(sample.flag, false), eq(sample.doc, row.doc), eq(sample.day, row.day)));
    expect(found).toEqual([{ id: row.id }]);
    expect(viaAdapted[0]!.day).toBe('2024-02-29');
    expect(viaAdapted[0]!.at.toISOString()).toBe('2024-02-29T23:30:00.123Z');

    // Raw SQL (db.execute) and transactions go the same way.
    expect((await adapted.execute(RAW)).rows).toEqual((await plain.execute(RAW)).rows);
    const inTx = await adapted.transaction(async (tx) => (await tx.execute(RAW)).rows);
    expect(inTx).toEqual(await plain.transaction(async (tx) => (await tx.execute(RAW)).rows));
  });

  it('drizzle-orm sends only parsers the adapter has installed, so none are copied per query', async () => {
    const seen: unknown[] = [];
    const recorder = {
      query: async (_sql: string, _params: unknown[], options: unknown) => {
        seen.push(options);
        return { rows: [], fields: [], affectedRows: 0 };
      },
      transaction: async <T>(fn: (tx: unknown) => Promise<T>) => fn(recorder),
    };
    const db = drizzle(recorder as unknown as PGlite);
    await db.select().from(sample);
    await db.execute(sql`select 1`);
    await db.insert(sample).values({
      at: new Date(),
      local: new Date(),
      day: '2024-01-01',
      dayAsDate: new Date(),
      span: '1 day',
      amounts: [],
      days: [],
      stamps: [],
    });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const options of seen) {
      const parsers = (options as { parsers?: Record<string, unknown> }).parsers ?? {};
      // A drizzle-orm that sends other parsers needs them added to DRIZZLE_TEXT_TYPES.
      expect(Object.keys(parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
      expect(withoutInstalledParsers(options as never)).not.toHaveProperty('parsers');
    }
  });

  it('passes any other parsers on unchanged', () => {
    const own = { parsers: { 25: (v: string) => v.toUpperCase() }, rowMode: 'array' as const };
    expect(withoutInstalledParsers(own)).toBe(own);
    const mixed = { parsers: { 1184: (v: string) => v, 25: (v: string) => v } };
    expect(withoutInstalledParsers(mixed)).toBe(mixed);
    expect(withoutInstalledParsers(undefined)).toBeUndefined();
    expect(withoutInstalledParsers({ rowMode: 'object' })).toEqual({ rowMode: 'object' });
  });
});

describe('prepared statements', () => {
  let pg: PGlite;
  let client: ReturnType<typeof drizzleClient>;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec('create table t (id int primary key, name text not null)');
    client = drizzleClient(pg, { statementCacheSize: 2 });
  });
  afterAll(async () => {
    await pg.close();
  });

  it('keeps at most the cache size, and answers right after closing the oldest', async () => {
    await client.query('insert into t (id, name) values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const cases: [string, unknown[], unknown[]][] = [
      ['select name from t where id = $1', [2], [{ name: 'two' }]],
      ['select id from t where name = $1', ['one'], [{ id: 1 }]],
      ['select count(*)::int as n from t where id <> $1', [2], [{ n: 1 }]],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [q, params, expected] of cases) {
        expect((await client.query(q, params)).rows).toEqual(expected);
        expect(client.prepared.size).toBeLessThanOrEqual(2);
      }
    }
  });

  it('reads nulls, empty strings and any UTF-8 exactly, in both row modes', async () => {
    const q = "select null::text as a, $1::text as b, '' as c, $2::int as d";
    const text = 'Grüße, 想念你 😊';
    expect((await client.query(q, [text, 3])).rows).toEqual([{ a: null, b: text, c: '', d: 3 }]);
    expect((await client.query(q, [text, null], { rowMode: 'array' })).rows).toEqual([[null, text, '', null]]);
    expect((await client.query(q, [text, 3])).rows).toEqual((await pg.query(q, [text, 3])).rows);
  });

  it('reports a database error with its code and query, and goes on working', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    const err = await client.query(insert, [1, 'again']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', query: insert });
    await expect(client.query('select nothing from t where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('select name from t where id = $1', [2])).rows).toEqual([{ name: 'two' }]);
    expect((await client.query('update t set name = $1 where id > $2', ['many', 0])).affectedRows).toBe(2);
  });

  it('prepares again when the table changed under a statement', async () => {
    const q = 'select * from t where id = $1';
    expect((await client.query(q, [1])).rows).toEqual([{ id: 1, name: 'many' }]);
    await pg.exec("alter table t add column note text default 'x'");
    expect((await client.query(q, [1])).rows).toEqual([{ id: 1, name: 'many', note: 'x' }]);
  });

  it("never runs inside another caller's transaction", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = client.transaction(async (t) => {
      await t.query('insert into t (id, name) values ($1, $2)', [3, 'three']);
      await held;
      throw new Error('rolled back');
    });
    // Issued while the transaction is open: it must wait for the rollback, so never sees row 3.
    const outside = client.query('select count(*)::int as n from t where id = $1', [3]);
    await new Promise((r) => setTimeout(r, 20));
    release();
    await expect(tx).rejects.toThrow('rolled back');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });
});
