/**
 * Journal entries written without a connection (decision 025). Each new entry is put in this
 * device's outbox (IndexedDB) under an id made here, before it is sent; it leaves the outbox once
 * the server has it. An entry whose answer never came stays and is sent again, with the same id,
 * when the connection is back: the server saves an id once, so nothing is lost and nothing doubles.
 *
 * The outbox is kept per account, as drafts are (lib/draft-store.ts): another account signing in
 * on this device never sees or sends it, and its own person finds it again after signing back in.
 */
import { del, get, set, values } from 'idb-keyval';
import type { Mood } from '@shared/constants';
import type { JournalEntry } from '@shared/schemas/journal';
import { ApiError } from '@web/lib/api';
import { lazyStore } from '@web/lib/offline/idb-store';

export interface QueuedEntry {
  clientId: string;
  userId: string;
  title: string;
  content: string;
  mood: Mood | null;
  queuedAt: number;
  /** The server refused it (it is kept, with the reason, until its writer removes it). */
  refused?: string;
}

const store = lazyStore('fmn-journal-outbox', 'entries');

/** A random (v4) UUID; crypto.randomUUID needs a secure origin, getRandomValues does not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Puts the entry in the outbox; false when this device cannot keep it (storage disabled or full). */
export async function queueEntry(entry: QueuedEntry): Promise<boolean> {
  const s = store();
  if (!s) return false;
  try {
    await set(entry.clientId, entry, s);
    return true;
  } catch {
    return false;
  }
}

export async function unqueueEntry(clientId: string): Promise<void> {
  const s = store();
  if (s) await del(clientId, s).catch(() => undefined);
}

/** The account's entries waiting in the outbox, oldest first. */
export async function queuedEntries(userId: string): Promise<QueuedEntry[]> {
  const s = store();
  if (!s) return [];
  try {
    const all = await values<QueuedEntry>(s);
    return all.filter((e) => e.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
  } catch {
    return [];
  }
}

/** Entries this tab is sending right now (sendQueued leaves them to that send). */
const inFlight = new Set<string>();

/** Runs `send` for an entry with its id marked as being sent. */
export async function sending<T>(clientId: string, send: () => Promise<T>): Promise<T> {
  inFlight.add(clientId);
  try {
    return await send();
  } finally {
    inFlight.delete(clientId);
  }
}

/** Worth trying again later: no answer, the session ended, a pause, a failure on the server's side. */
export function isPassing(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status === 401 || err.status === 429 || err.status >= 500);
}

/**
 * Sends the account's waiting entries, oldest first, each with its own id, and takes out each one
 * the server saved. Stops at the first failure that may pass (the rest wait for the next try); a
 * refusal is kept with its reason. One sender at a time across this browser's tabs (Web Locks).
 */
export async function sendQueued(
  userId: string,
  send: (entry: QueuedEntry) => Promise<JournalEntry>,
): Promise<JournalEntry[]> {
  const run = async () => {
    const sent: JournalEntry[] = [];
    const s = store();
    for (const entry of await queuedEntries(userId)) {
      if (entry.refused || inFlight.has(entry.clientId)) continue;
      try {
        sent.push(await send(entry));
        await unqueueEntry(entry.clientId);
      } catch (err) {
        if (isPassing(err) || !(err instanceof ApiError)) break;
        const kept = s ? await get<QueuedEntry>(entry.clientId, s).catch(() => undefined) : undefined;
        if (kept && s) await set(entry.clientId, { ...kept, refused: err.message }, s).catch(() => undefined);
      }
    }
    return sent;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('fmn-journal-outbox', run) : run();
}
