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

/**
 * Drafts of one kind kept per place (a chat box, a circle's box, a reply), in one entry under
 * `key`: `read` a place's text, `keep` it as it is typed (blank removes it). The `maxPlaces` most
 * recently written places are kept.
 */
export function placedDrafts(key: string, maxPlaces: number) {
  type Texts = Record<string, string>;
  const store = draftStore<{ texts: Texts }>(key, {
    fromStored: (v) => {
      const texts: Texts = {};
      if (typeof v.texts === 'object' && v.texts !== null) {
        for (const [place, text] of Object.entries(v.texts))
          if (typeof text === 'string' && text.trim()) texts[place] = text;
      }
      return { texts };
    },
    isBlank: (d) => Object.keys(d.texts).length === 0,
  });
  return {
    read(userId: string, place: string, storage?: Storage): string {
      return store.read(userId, storage)?.texts[place] ?? '';
    },
    keep(userId: string, place: string, text: string, storage?: Storage): void {
      const texts = { ...store.read(userId, storage)?.texts };
      if (!text.trim() && !(place in texts)) return;
      delete texts[place];
      if (text.trim()) texts[place] = text; // last: the most recent
      const places = Object.keys(texts);
      for (const old of places.slice(0, Math.max(0, places.length - maxPlaces))) delete texts[old];
      store.write(userId, { texts }, storage);
    },
  };
}
