/**
 * A memorial's content (its media, the life story's sections and the timeline, each with its
 * adder's name) kept by this server under the memorial's `content_version` (decision 044).
 *
 * Triggers raise that number in the same transaction as any change to those rows, or to the name
 * of whoever added one (migration 0017). The memorial's row is read on every request anyway (for
 * the access rules), so a copy read under the number that row carries now is the current content,
 * on every instance, with no time window: a page read after a change, anywhere, sees the change.
 * A copy is never older than its number: the lists are read after the row, so they may only be
 * newer, and a newer number then reads them again.
 *
 * This saves three statements on every signed-in read of a memorial page (the public reads have
 * their own short-lived cache of whole answers; decision 022). What each caller may see is still
 * decided per request from these rows.
 */
import type { Db } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import { listMedia, type MediaRow, type MemorialRow } from './memorials.queries';
import { listEvents, listSections, type EventRow, type SectionRow } from './story.queries';

export interface MemorialContent {
  media: (MediaRow & { adderName: string | null })[];
  sections: SectionRow[];
  events: EventRow[];
}

interface Entry {
  version: number;
  content: MemorialContent;
}

/** Memorials not read for this long leave the cache; they are read again when next visited. */
const IDLE_MS = 10 * 60_000;
const MAX_MEMORIALS = 1000;
/** About 16 MB of text at most, whatever is read (a long life story is ~60 KB). */
const MAX_WEIGHT = 16 * 1024 * 1024;

const textLength = (...values: (string | null | undefined)[]) => values.reduce((n, v) => n + (v?.length ?? 0), 0);

/** Roughly the bytes the copy holds: its text, and a fixed amount per row. */
export function contentWeight({ media, sections, events }: MemorialContent): number {
  let chars = 0;
  for (const m of media)
    chars += 300 + textLength(m.filePath, m.displayPath, m.mediumPath, m.thumbPath, m.caption, m.adderName);
  for (const s of sections) chars += 200 + textLength(s.title, s.body, s.adderName);
  for (const e of events) chars += 200 + textLength(e.title, e.description, e.eventDate, e.adderName);
  return chars * 2;
}

const caches = new WeakMap<Db, TtlCache<Entry>>();

function cacheOf(db: Db): TtlCache<Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache<Entry>(IDLE_MS, MAX_MEMORIALS, Date.now, {
      maxWeight: MAX_WEIGHT,
      weigh: (entry) => contentWeight(entry.content),
    });
    caches.set(db, cache);
  }
  return cache;
}

/** The memorial's media, sections and timeline as they are under `memorial.contentVersion`. */
export async function memorialContent(db: Db, memorial: MemorialRow): Promise<MemorialContent> {
  const cache = cacheOf(db);
  const kept = cache.get(memorial.id);
  if (kept && kept.version === memorial.contentVersion) return kept.content;
  const [media, sections, events] = await Promise.all([
    listMedia(db, memorial.id),
    listSections(db, memorial.id),
    listEvents(db, memorial.id),
  ]);
  const content = { media, sections, events };
  // A request that read the row before a change must not replace a copy made after it.
  if (!kept || kept.version < memorial.contentVersion)
    cache.set(memorial.id, { version: memorial.contentVersion, content });
  return content;
}
