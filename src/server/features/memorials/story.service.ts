/**
 * A memorial's shared story (decision 038): the life story's sections, the timeline, captions and
 * the cover photo, written by those holding `memorial:story` (the owner and collaborators), with
 * who added each thing. Every write names its adder; every read shows the adder only to those who
 * may tell the story, never to visitors.
 */
import type { z } from 'zod';
import {
  STORY_LIMITS,
  STORY_MSG,
  type AddedBy,
  type MemorialCan,
  type StorySection,
  type TimelineEvent,
  type VoiceMemory,
  type captionSchema,
  type createSectionSchema,
  type timelineEventSchema,
  type updateSectionSchema,
} from '@shared/schemas/memorial-story';
import { MEMORIAL_MSG, type MediaItem } from '@shared/schemas/memorials';
import type { AppDeps, SessionUser } from '../../app-env';
import { actorOf } from '../../access/access';
import { AppError, Errors } from '../../lib/errors';
import { log } from '../../lib/logger';
import { signMediaUrl } from '../../storage/signed-url';
import type { Entitlements } from '@shared/tiers';
import { memorialAccess, type MemorialAccess } from './memorials.access';
import { listMedia } from './memorials.queries';
import type { MemorialContent } from './memorial-content';
import { mediaItem } from './memorials.service';
import {
  deleteEvent,
  deleteSection,
  findPhoto,
  insertEventWithinLimit,
  insertSectionWithinLimit,
  listEvents,
  listSections,
  setCaption,
  setCover,
  setSectionOrder,
  updateEvent,
  updateSection,
  type EventRow,
  type SectionRow,
} from './story.queries';

const sectionGone = () => new AppError('NOT_FOUND', 404, STORY_MSG.sectionGone);
const eventGone = () => new AppError('NOT_FOUND', 404, STORY_MSG.eventGone);

/** The caller may tell this memorial's story (and the owner's plan allows changes to it). */
export const storyAccess = (deps: AppDeps, user: SessionUser, memorialId: string) =>
  memorialAccess(deps, actorOf(deps, user), 'memorial:story', memorialId);

/** Who added it, for those who may see it; absent for everyone else. */
export function adder(
  showAdders: boolean,
  row: { addedBy: string | null; adderName?: string | null },
): { addedBy?: AddedBy | null } {
  if (!showAdders) return {};
  return { addedBy: row.addedBy ? { id: row.addedBy, name: row.adderName ?? '' } : null };
}

export function sectionView(row: SectionRow, showAdders: boolean): StorySection {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    displayOrder: row.displayOrder,
    updatedAt: row.updatedAt.toISOString(),
    ...adder(showAdders, row),
  };
}

function eventView(row: EventRow, photos: Map<string, MediaItem>, showAdders: boolean): TimelineEvent {
  const photo = row.mediaId ? photos.get(row.mediaId) : undefined;
  return {
    id: row.id,
    year: row.eventYear,
    date: row.eventDate,
    title: row.title,
    description: row.description,
    mediaId: photo ? row.mediaId : null,
    photo: photo ? { thumb: photo.urls.thumb, display: photo.urls.display } : null,
    createdAt: row.createdAt.toISOString(),
    ...adder(showAdders, row),
  };
}

/** What the caller may do here: the policy's answers, for the browser to mirror. */
export async function memorialCan(
  deps: AppDeps,
  access: MemorialAccess,
  /** The owner's plan, asked only of those who may upload (the page reads it once for all its questions). */
  entitlements: () => Promise<Entitlements>,
): Promise<MemorialCan> {
  const [edit, story, upload, share, del, reminders, exportSite, moderateGuestbook, collaborators] = await Promise.all(
    (
      [
        'memorial:edit',
        'memorial:story',
        'media:upload',
        'memorial:share',
        'memorial:delete',
        'reminders:manage',
        'memorial:export-site',
        'guestbook:moderate',
        'memorial:collaborators',
      ] as const
    ).map((p) => access.can(p)),
  );
  // The owner's plan decides, whoever uploads (decision 038); asked only of those who may upload.
  const voiceMemories = upload ? (await entitlements()).features.canUploadVoiceMemories : false;
  return {
    edit: edit!,
    story: story!,
    upload: upload!,
    share: share!,
    delete: del!,
    // Collaborators are the owner's to invite and remove (decision 038).
    manageCollaborators: collaborators!,
    reminders: reminders!,
    exportSite: exportSite!,
    moderateGuestbook: moderateGuestbook!,
    voiceMemories,
  };
}

/** The story part of the memorial's page, from its content as read (memorial-content.ts). */
export function storyView(
  deps: AppDeps,
  coverMediaId: string | null,
  { media, sections, events }: MemorialContent,
  items: MediaItem[],
  showAdders: boolean,
) {
  const now = deps.now();
  const photos = new Map(items.filter((m) => m.mediaType === 'photo').map((m) => [m.id, m]));
  const voiceMemories: VoiceMemory[] = media
    .filter((row) => row.mediaType === 'audio')
    .map((row) => ({
      id: row.id,
      title: row.caption ?? '',
      durationMs: row.durationMs,
      contentType: row.contentType,
      url: signMediaUrl(deps.mediaKey, row.filePath, now),
      createdAt: row.createdAt.toISOString(),
      ...adder(showAdders, row),
    }));
  return {
    coverMediaId: coverMediaId && photos.has(coverMediaId) ? coverMediaId : null,
    sections: sections.map((s) => sectionView(s, showAdders)),
    timeline: events.map((e) => eventView(e, photos, showAdders)),
    voiceMemories,
  };
}

// ---- sections ----------------------------------------------------------------------------------

async function sectionsOf(deps: AppDeps, memorialId: string): Promise<StorySection[]> {
  return (await listSections(deps.database.db, memorialId)).map((s) => sectionView(s, true));
}

export async function addSection(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  input: z.output<typeof createSectionSchema>,
): Promise<StorySection> {
  await storyAccess(deps, user, memorialId);
  const row = await insertSectionWithinLimit(
    deps.database.db,
    { memorialId, title: input.title, body: input.body, addedBy: user.id },
    STORY_LIMITS.sections,
  );
  if (!row) throw new AppError('STORY_LIMIT', 409, STORY_MSG.tooManySections);
  log.info('memorial.story_section_added', { memorialId, sectionId: row.id });
  const section = (await sectionsOf(deps, memorialId)).find((s) => s.id === row.id);
  return section ?? sectionView({ ...row, adderName: null }, true);
}

export async function editSection(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  sectionId: string,
  input: z.output<typeof updateSectionSchema>,
): Promise<StorySection> {
  await storyAccess(deps, user, memorialId);
  const ok = await updateSection(deps.database.db, memorialId, sectionId, { ...input, updatedAt: deps.now() });
  if (!ok) throw sectionGone();
  const section = (await sectionsOf(deps, memorialId)).find((s) => s.id === sectionId);
  if (!section) throw sectionGone();
  return section;
}

export async function removeSection(deps: AppDeps, user: SessionUser, memorialId: string, sectionId: string) {
  await storyAccess(deps, user, memorialId);
  if (!(await deleteSection(deps.database.db, memorialId, sectionId))) throw sectionGone();
  log.info('memorial.story_section_removed', { memorialId, sectionId });
}

export async function reorderSections(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  ids: string[],
): Promise<StorySection[]> {
  await storyAccess(deps, user, memorialId);
  if (!(await setSectionOrder(deps.database.db, memorialId, ids))) throw Errors.validation(STORY_MSG.sectionOrder);
  return sectionsOf(deps, memorialId);
}

// ---- timeline ----------------------------------------------------------------------------------

type EventInput = z.output<typeof timelineEventSchema>;

/** The row's values from the form: the year from the date when there is one. */
async function eventValues(deps: AppDeps, memorialId: string, input: EventInput) {
  if (input.mediaId && !(await findPhoto(deps.database.db, memorialId, input.mediaId)))
    throw Errors.validation(STORY_MSG.photoNotInMemorial);
  const date = input.date ?? null;
  return {
    eventYear: date ? Number(date.slice(0, 4)) : input.year!,
    eventDate: date,
    title: input.title,
    description: input.description,
    mediaId: input.mediaId ?? null,
  };
}

/** One event as the page shows it (with its photo's signed URLs). */
async function eventOf(deps: AppDeps, access: MemorialAccess, eventId: string): Promise<TimelineEvent> {
  const [events, media] = await Promise.all([
    listEvents(deps.database.db, access.memorial.id),
    listMedia(deps.database.db, access.memorial.id),
  ]);
  const row = events.find((e) => e.id === eventId);
  if (!row) throw eventGone();
  const now = deps.now();
  const photos = new Map(
    media.filter((m) => m.mediaType === 'photo').map((m) => [m.id, mediaItem(deps, m, now)] as const),
  );
  return eventView(row, photos, true);
}

export async function addEvent(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  input: EventInput,
): Promise<TimelineEvent> {
  const access = await storyAccess(deps, user, memorialId);
  const values = await eventValues(deps, memorialId, input);
  const row = await insertEventWithinLimit(
    deps.database.db,
    { memorialId, ...values, addedBy: user.id },
    STORY_LIMITS.events,
  );
  if (!row) throw new AppError('STORY_LIMIT', 409, STORY_MSG.tooManyEvents);
  log.info('memorial.timeline_event_added', { memorialId, eventId: row.id });
  return eventOf(deps, access, row.id);
}

export async function editEvent(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  eventId: string,
  input: EventInput,
): Promise<TimelineEvent> {
  const access = await storyAccess(deps, user, memorialId);
  const values = await eventValues(deps, memorialId, input);
  if (!(await updateEvent(deps.database.db, memorialId, eventId, { ...values, updatedAt: deps.now() })))
    throw eventGone();
  return eventOf(deps, access, eventId);
}

export async function removeEvent(deps: AppDeps, user: SessionUser, memorialId: string, eventId: string) {
  await storyAccess(deps, user, memorialId);
  if (!(await deleteEvent(deps.database.db, memorialId, eventId))) throw eventGone();
  log.info('memorial.timeline_event_removed', { memorialId, eventId });
}

// ---- captions and the cover --------------------------------------------------------------------

export async function captionMedia(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  mediaId: string,
  input: z.output<typeof captionSchema>,
): Promise<MediaItem> {
  await storyAccess(deps, user, memorialId);
  const row = await setCaption(deps.database.db, memorialId, mediaId, input.caption);
  if (!row) throw new AppError('NOT_FOUND', 404, MEMORIAL_MSG.mediaGone);
  return mediaItem(deps, row, deps.now());
}

export async function chooseCover(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  mediaId: string | null,
): Promise<{ coverMediaId: string | null }> {
  await storyAccess(deps, user, memorialId);
  if (mediaId && !(await findPhoto(deps.database.db, memorialId, mediaId)))
    throw Errors.validation(STORY_MSG.coverNotPhoto);
  await setCover(deps.database.db, memorialId, mediaId, deps.now());
  log.info('memorial.cover_changed', { memorialId, hasCover: mediaId !== null });
  return { coverMediaId: mediaId };
}

/** The story as written, for the memorial's website (the caller has checked access): sections and timeline. */
export async function storyForExport(deps: AppDeps, memorialId: string) {
  const [sections, events] = await Promise.all([
    listSections(deps.database.db, memorialId),
    listEvents(deps.database.db, memorialId),
  ]);
  return {
    sections: sections.map((x) => ({ title: x.title, body: x.body })),
    timeline: events.map((t) => ({ year: t.eventYear, date: t.eventDate, title: t.title, description: t.description })),
  };
}
