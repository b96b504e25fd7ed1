import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-db';
import { hit, peek, release, remember, remembered, sweep } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const t0 = new Date('2030-01-01T12:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('release', () => {
  it('takes back one hit in the current window, never below zero', async () => {
    const { db } = database;
    await hit(db, 'release-a', 60, t0);
    await hit(db, 'release-a', 60, at(1));
    await release(db, 'release-a', 60, at(2));
    expect((await peek(db, 'release-a', 60, at(3))).count).toBe(1);
    await release(db, 'release-a', 60, at(3));
    await release(db, 'release-a', 60, at(3));
    expect((await peek(db, 'release-a', 60, at(4))).count).toBe(0);
    expect((await hit(db, 'release-a', 60, at(5))).count).toBe(1);
  });

  it('leaves a window that has ended alone (the next hit starts a new one)', async () => {
    const { db } = database;
    await hit(db, 'release-b', 60, t0);
    await hit(db, 'release-b', 60, t0);
    await release(db, 'release-b', 60, at(61));
    expect((await hit(db, 'release-b', 60, at(61))).count).toBe(1);
  });
});

describe('remember', () => {
  it('answers whether a key was remembered within a given age, from its last time', async () => {
    const { db } = database;
    expect(await remembered(db, 'seen-a', 3600, t0)).toBe(false);
    await remember(db, 'seen-a', t0);
    expect(await remembered(db, 'seen-a', 3600, at(3599))).toBe(true);
    expect(await remembered(db, 'seen-a', 3600, at(3601))).toBe(false);
    await remember(db, 'seen-a', at(3000));
    expect(await remembered(db, 'seen-a', 3600, at(3601))).toBe(true);
  });

  it('is kept by the sweep for 30 days, while counters go after a day', async () => {
    const { db } = database;
    await hit(db, 'counter-c', 60, t0);
    await remember(db, 'seen-c', t0);
    await sweep(db, at(2 * 86_400));
    expect((await peek(db, 'counter-c', 10 * 86_400, at(2 * 86_400))).count).toBe(0);
    expect(await remembered(db, 'seen-c', 40 * 86_400, at(2 * 86_400))).toBe(true);
    await sweep(db, at(31 * 86_400));
    expect(await remembered(db, 'seen-c', 40 * 86_400, at(31 * 86_400))).toBe(false);
  });
});
