/**
 * What this device keeps so that the signed-in person can read their own things without a
 * connection (decision 025): their session, journal and memorials, as last read, in IndexedDB.
 *
 * Every copy belongs to one account, the owner. A session read that names someone else, or no one
 * (signed out here or elsewhere, the session ended), forgets every copy before anything new is
 * kept, and signing out forgets them at once: grieving people share devices. The service worker
 * never stores an answer of the API; this store is the only place such copies live.
 */
import { clear, get, set, type UseStore } from 'idb-keyval';
import { ApiError } from '@web/lib/api';
import { lazyStore } from './idb-store';

interface Copy<T> {
  owner: string;
  savedAt: number;
  value: T;
}

const OWNER = 'owner';
/** The account the copies belong to; undefined until read from the store. */
let owner: string | null | undefined;

const DATABASE = 'fmn-offline';
/** The copies; null where storage is disabled (some private modes): the app works, only not offline. */
const store = lazyStore(DATABASE, 'copies');

// One operation at a time, in order: a copy being written can never outlive the forgetting that
// follows it. `skip` is asked in turn, before the store is opened.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(op: (s: UseStore) => Promise<T>, otherwise: T, skip?: () => Promise<boolean>): Promise<T> {
  const next = queue
    .then(async () => {
      if (skip && (await skip())) return otherwise;
      const s = store();
      return s ? op(s) : otherwise;
    })
    .catch(() => otherwise);
  queue = next;
  return next;
}

/**
 * False when the browser can tell that this device never kept a copy (their database was never
 * made); true otherwise, or when it cannot tell.
 */
async function copiesMayBeKept(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    return (await indexedDB.databases()).some((db) => db.name === DATABASE);
  } catch {
    return true;
  }
}

async function currentOwner(s: UseStore): Promise<string | null> {
  if (owner === undefined) owner = (await get<string>(OWNER, s)) ?? null;
  return owner;
}

/** The copies are now `userId`'s: those of anyone else (or of a signed-out person) are forgotten first. */
export function keepFor(userId: string | null): Promise<void> {
  return serial(
    async (s) => {
      if ((await currentOwner(s)) === userId) return;
      owner = userId;
      await clear(s);
      if (userId) await set(OWNER, userId, s);
    },
    undefined,
    // A visitor who is not signed in, on a device that never kept anything: there is nothing to
    // forget, and no database is made for them (opening one was a long task on every first visit).
    async () => {
      if (userId !== null || owner !== undefined || (await copiesMayBeKept())) return false;
      owner = null;
      return true;
    },
  );
}

/** Forgets every copy (signing out). */
export function forgetAll(): Promise<void> {
  return serial(async (s) => {
    owner = null;
    await clear(s);
  }, undefined);
}

/** Keeps `value` as the owner's copy of `key`; nothing when no one is signed in. */
export function remember(key: string, value: unknown): Promise<void> {
  return serial(async (s) => {
    const who = await currentOwner(s);
    if (who) await set(`copy:${key}`, { owner: who, savedAt: Date.now(), value } satisfies Copy<unknown>, s);
  }, undefined);
}

/** The owner's copy of `key`, if this device kept one. */
export function recall<T>(key: string): Promise<T | undefined> {
  return serial(async (s) => {
    const who = await currentOwner(s);
    const copy = await get<Copy<T>>(`copy:${key}`, s);
    return who && copy?.owner === who ? copy.value : undefined;
  }, undefined);
}

/**
 * Reads through the network: a fresh answer is kept as the owner's copy of `key`; without a
 * connection the copy kept before is answered instead (or the error, when there is none).
 */
export async function readThrough<T>(key: string, load: () => Promise<T>): Promise<T> {
  let value: T;
  try {
    value = await load();
  } catch (err) {
    if (err instanceof ApiError && err.code === 'NETWORK') {
      const copy = await recall<T>(key);
      if (copy !== undefined) return copy;
    }
    throw err;
  }
  await remember(key, value);
  return value;
}
