/**
 * Drafts kept in localStorage as they are typed, so a reload, a lost connection or an ended
 * session never loses what someone wrote (the journal's New Entry, a new legacy letter, a message
 * to the AI companion). Each draft is tied to the account that wrote it: another account signing
 * in on the same browser does not see it. A blank draft is not kept.
 */
export interface DraftStore<T> {
  /** The draft this account left, or null (none, blank, unreadable, or another account's). */
  read(userId: string, storage?: Storage): T | null;
  /** Keeps the draft, or removes it once it is blank. */
  write(userId: string, draft: T, storage?: Storage): void;
  clear(storage?: Storage): void;
}

const local = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled (some private modes throw on access): the forms still work, without the net.
    return undefined;
  }
};

export function draftStore<T extends object>(
  key: string,
  shape: {
    /** Builds a draft from what was stored, taking only fields of the right type. */
    fromStored(stored: Record<string, unknown>): T;
    isBlank(draft: T): boolean;
  },
): DraftStore<T> {
  return {
    read(userId, storage = local()) {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const stored = JSON.parse(raw) as unknown;
        if (typeof stored !== 'object' || stored === null || (stored as { userId?: unknown }).userId !== userId)
          return null;
        const draft = shape.fromStored(stored as Record<string, unknown>);
        return shape.isBlank(draft) ? null : draft;
      } catch {
        return null;
      }
    },
    write(userId, draft, storage = local()) {
      try {
        if (shape.isBlank(draft)) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify({ userId, ...draft, savedAt: Date.now() }));
      } catch {
        // Storage full or disabled: the form still works, only without the safety net.
      }
    },
    clear(storage = local()) {
      try {
        storage?.removeItem(key);
      } catch {
        /* nothing to clear */
      }
    },
  };
}

/** A stored field as text ('' when missing or of another type). */
export const storedText = (v: unknown): string => (typeof v === 'string' ? v : '');
