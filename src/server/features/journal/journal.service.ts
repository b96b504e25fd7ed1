/**
 * The journal's rules: entries belong to their author alone (another's id answers 404 exactly as
 * a missing one does, never 403), newest first, and the Markdown download. Nothing here logs an
 * entry's text; the logs of this feature hold ids and counts at most.
 */
import { MOODS, type Mood } from '@shared/constants';
import { MSG } from '@shared/messages';
import { encodeKeysetCursor, type KeysetPosition } from '@shared/schemas/fields';
import {
  JOURNAL_MSG,
  JOURNAL_PAGE_SIZE,
  journalExportFileName,
  type JournalEntry,
  type JournalEntryResponse,
  type JournalPage,
} from '@shared/schemas/journal';
import type { AppDeps, SessionUser } from '../../app-env';
import { screenWriting } from '../../ai/safety/screen';
import { writtenSupport } from '../../ai/safety/written-support';
import { log } from '../../lib/logger';
import { actorOf, privateResource, requireAccess, SITE, type Permission } from '../../access/access';
import { AppError } from '../../lib/errors';
import * as q from './journal.queries';

/**
 * What the crisis screen reads in an entry just saved (decision 043). The entry is saved whatever
 * it says; a worrying one is answered with a gentle note, a crisis with the help lines of the
 * writer's country. Nobody else is told, and only the level is logged, never the words.
 */
export function supportFor(
  entry: Pick<JournalEntry, 'id' | 'title' | 'content'>,
  country: string | null,
): JournalEntryResponse['support'] {
  const { risk } = screenWriting(`${entry.title}\n\n${entry.content}`);
  if (risk === 'none') return undefined;
  log.info('journal.screened', { entryId: entry.id, risk });
  return writtenSupport(risk, country);
}

export const entryNotFound = () => new AppError('NOT_FOUND', 404, JOURNAL_MSG.notFound);

/**
 * Refuses unless the caller may do `permission` on the entry (its author: decision 018); another's
 * entry answers exactly like a missing one. The statements after it are scoped to the author too.
 */
async function requireEntry(deps: AppDeps, user: SessionUser, permission: Permission, id: string): Promise<void> {
  const owner = await q.entryOwner(deps.database.db, id);
  await requireAccess(actorOf(deps, user), permission, privateResource('journal-entry', owner, entryNotFound));
}

const asMood = (value: string | null): Mood | null =>
  (MOODS as readonly string[]).includes(value ?? '') ? (value as Mood) : null;

export function toEntry(row: q.JournalRow): JournalEntry {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    mood: asMood(row.mood),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// The newest-first list, a page at a time (keyset: the cursor is the last entry shown, parsed
// from the query by journalListQuerySchema).

export async function listEntries(
  deps: AppDeps,
  user: SessionUser,
  before: KeysetPosition | undefined,
): Promise<JournalPage> {
  const rows = await q.listEntries(deps.database.db, user.id, JOURNAL_PAGE_SIZE + 1, before ?? null);
  const page = rows.slice(0, JOURNAL_PAGE_SIZE);
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > JOURNAL_PAGE_SIZE ? encodeKeysetCursor(page[page.length - 1]!) : null,
  };
}

export async function getEntry(deps: AppDeps, user: SessionUser, id: string): Promise<JournalEntry> {
  await requireEntry(deps, user, 'journal:view', id);
  const row = await q.findOwnEntry(deps.database.db, user.id, id);
  if (!row) throw entryNotFound();
  return toEntry(row);
}

/**
 * Saves a new entry. With a `clientId` the author's browser already used (an entry written offline
 * and sent again, the first answer lost on the way), nothing new is saved: the entry saved the
 * first time is answered, with `created` false (decision 025).
 */
export async function createEntry(
  deps: AppDeps,
  user: SessionUser,
  input: { title: string; content: string; mood?: Mood | null; clientId?: string },
): Promise<{ entry: JournalEntry; created: boolean }> {
  await requireAccess(actorOf(deps, user), 'journal:create', SITE);
  const db = deps.database.db;
  const clientId = input.clientId ?? null;
  const values = { title: input.title, content: input.content, mood: input.mood ?? null, clientId };
  // Twice at most: the entry the insert ran into may be deleted before it is read; then it is saved anew.
  for (let attempt = 0; attempt < 2; attempt++) {
    // Timestamps come from the app clock (millisecond precision), which keeps the cursor exact.
    const row = await q.insertEntry(db, user.id, values, deps.now());
    if (row) return { entry: toEntry(row), created: true };
    // Only a clientId can conflict, and the row it ran into is the author's own.
    const saved = clientId ? await q.findByClientId(db, user.id, clientId) : undefined;
    if (saved) return { entry: toEntry(saved), created: false };
  }
  throw new AppError('INTERNAL', 500, MSG.http.internal);
}

export async function updateEntry(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  input: { title?: string; content?: string; mood?: Mood | null },
): Promise<JournalEntry> {
  await requireEntry(deps, user, 'journal:edit', id);
  const values: { title?: string; content?: string; mood?: string | null } = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.content !== undefined) values.content = input.content;
  if (input.mood !== undefined) values.mood = input.mood;
  const row = await q.updateOwnEntry(deps.database.db, user.id, id, values, deps.now());
  if (!row) throw entryNotFound();
  return toEntry(row);
}

export async function deleteEntry(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  await requireEntry(deps, user, 'journal:delete', id);
  if (!(await q.deleteOwnEntry(deps.database.db, user.id, id))) throw entryNotFound();
}

// ---------------------------------------------------------------------------------------------
// The Markdown download

/** The reader's time zone when it is a real one (the browser sends it), else UTC. */
export function exportTimeZone(raw: string | undefined): string {
  if (!raw || raw.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

function formatters(timeZone: string) {
  const long = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const dayParts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    long: (d: Date) => long.format(d),
    isoDay: (d: Date) => {
      const p = Object.fromEntries(dayParts.formatToParts(d).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day}`;
    },
  };
}

/** A title on one line, with a trailing run of # kept as text (Markdown would drop it). */
function headingText(title: string): string {
  return title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(#+)$/, '$1\\$2');
}

/**
 * The entry's text as written, except that a line Markdown would read as a heading, a setext
 * underline, a rule, a code fence or an HTML block gets one backslash in front: it then shows as
 * typed and can never turn into a heading of the file or swallow the entries after it.
 */
export function markdownBody(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const indent = /^ {0,3}/.exec(line)![0];
      const rest = line.slice(indent.length);
      const structural =
        /^#/.test(rest) || // ATX heading
        /^(=+|-+)[ \t]*$/.test(rest) || // setext underline
        /^([-*_])([ \t]*\1){2,}[ \t]*$/.test(rest) || // thematic break
        /^(`{3,}|~{3,})/.test(rest) || // code fence
        /^</.test(rest); // HTML block
      return structural ? `${indent}\\${rest}` : line;
    })
    .join('\n');
}

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The whole journal as Markdown, oldest first (it reads like a diary), and its file name. */
export async function exportJournal(
  deps: AppDeps,
  user: SessionUser,
  tz: string | undefined,
): Promise<{ fileName: string; markdown: string }> {
  const rows = await q.allEntriesOldestFirst(deps.database.db, user.id);
  const now = deps.now();
  const f = formatters(exportTimeZone(tz));
  const out: string[] = [
    `# ${JOURNAL_MSG.pageTitle}`,
    '',
    `Downloaded from Forget-me-not on ${f.long(now)}. ${rows.length === 1 ? '1 entry' : `${rows.length} entries`}, oldest first.`,
    'This file holds only what you wrote. Keep it somewhere safe.',
    '',
  ];
  if (rows.length === 0) out.push(`*${JOURNAL_MSG.emptyHeading}: there are no entries yet.*`, '');
  for (const row of rows) {
    const entry = toEntry(row);
    const meta = [`*Written ${f.long(row.createdAt)}*`];
    if (entry.mood) meta.push(`Mood: ${capitalise(entry.mood)}`);
    if (row.updatedAt.getTime() - row.createdAt.getTime() >= 1000) meta.push(`*edited ${f.long(row.updatedAt)}*`);
    out.push('---', '', `## ${headingText(entry.title)}`, '', meta.join(' · '), '', markdownBody(entry.content), '');
  }
  return { fileName: journalExportFileName(f.isoDay(now)), markdown: out.join('\n') };
}
