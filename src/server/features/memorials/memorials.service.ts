/** Memorial rules: create within the plan, view, edit, delete, song, media order, sharing. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { MSG } from '@shared/messages';
import {
  youtubeVideoId,
  type createMemorialSchema,
  type MediaItem,
  type MemorialSummary,
  type MemorialView,
  type SharingState,
  type updateMemorialSchema,
} from '@shared/schemas/memorials';
import type { AppDeps, SessionUser } from '../../app-env';
import { AppError, Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { BUCKETS } from '../../storage/storage';
import { signMediaUrl } from '../../storage/signed-url';
import { actorOf, requireAccess, SITE } from '../../access/access';
import { getEntitlements } from '../entitlements/entitlements.service';
import { memorialContent } from './memorial-content';
import { memorialAccess, ownerPlan, type MemorialAccess } from './memorials.access';
import { adder, memorialCan, storyView } from './story.service';
import {
  deleteMemorialRow,
  firstPhotos,
  insertMemorialWithinLimit,
  listMedia,
  listMemorialsOf,
  setMediaOrder,
  updateMemorial,
  type MediaRow,
  type MemorialRow,
  type OwnerPlanFacts,
} from './memorials.queries';

/** Song values that are storage keys rather than YouTube links. */
export const isStoredSong = (value: string | null): value is string => !!value && value.startsWith('memorial-audio/');

export function mediaItem(
  deps: AppDeps,
  row: MediaRow & { adderName?: string | null },
  now: Date,
  showAdders = false,
): MediaItem {
  const sign = (key: string) => signMediaUrl(deps.mediaKey, key, now);
  const original = sign(row.filePath);
  return {
    id: row.id,
    mediaType: row.mediaType,
    displayOrder: row.displayOrder,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    urls: {
      original,
      display: row.displayPath ? sign(row.displayPath) : original,
      medium: row.mediumPath ? sign(row.mediumPath) : row.displayPath ? sign(row.displayPath) : original,
      thumb: row.thumbPath ? sign(row.thumbPath) : original,
    },
    caption: row.caption,
    ...adder(showAdders, row),
  };
}

export async function memorialView(
  deps: AppDeps,
  access: MemorialAccess,
  /** The owner's plan facts when read with the row (decision 065); else read here when needed. */
  ownerFacts?: OwnerPlanFacts,
): Promise<MemorialView> {
  const { memorial: m, isOwner } = access;
  const now = deps.now();
  // The owner's plan, read once for both questions below (voice memories, read-only).
  let plan: ReturnType<typeof ownerPlan> | undefined;
  const planOnce = () => (plan ??= ownerPlan(deps, m, ownerFacts));
  const [can, content] = await Promise.all([
    memorialCan(deps, access, async () => (await planOnce()).entitlements),
    memorialContent(deps.database.db, m),
  ]);
  const { media } = content;
  // Who added what: for those who tell the story with the owner, never for visitors (decision 038).
  const showAdders = can.story;
  // Voice memories have their own list; the gallery is photos and videos.
  const gallery = media.filter((row) => row.mediaType !== 'audio').map((row) => mediaItem(deps, row, now, showAdders));
  const story = storyView(deps, m.coverMediaId, content, gallery, showAdders);
  let song: MemorialView['song'] = null;
  if (isStoredSong(m.featuredSongUrl))
    song = { kind: 'audio', url: signMediaUrl(deps.mediaKey, m.featuredSongUrl, now) };
  else if (m.featuredSongUrl)
    song = { kind: 'youtube', url: m.featuredSongUrl, videoId: youtubeVideoId(m.featuredSongUrl) };
  const view: MemorialView = {
    id: m.id,
    title: m.title,
    description: m.description,
    birthDate: m.birthDate,
    passingDate: m.passingDate,
    isPublic: m.isPublic,
    aiSpeakAs: m.aiSpeakAs,
    song,
    media: gallery,
    ...story,
    isOwner,
    can,
    createdAt: m.createdAt.toISOString(),
  };
  // The owner learns before trying that the plan keeps this memorial read-only (decision 033).
  if (isOwner && !(await planOnce()).within) view.readOnly = true;
  // Only the owner ever receives the share token (spec section 6): whoever may manage sharing.
  if (can.share) {
    view.shareEnabled = m.shareEnabled;
    view.shareToken = m.shareToken;
  }
  return view;
}

/** The signed thumbnail of each memorial's first photo (for summaries: the collaborations list). */
export async function memorialThumbs(deps: AppDeps, memorialIds: string[]): Promise<Map<string, string>> {
  const photos = await firstPhotos(deps.database.db, memorialIds);
  const now = deps.now();
  return new Map(
    [...photos].map(([id, photo]) => [id, signMediaUrl(deps.mediaKey, photo.thumbPath ?? photo.filePath, now)]),
  );
}

export async function listMyMemorials(deps: AppDeps, user: SessionUser): Promise<MemorialSummary[]> {
  const rows = await listMemorialsOf(deps.database.db, user.id);
  const photos = await firstPhotos(
    deps.database.db,
    rows.map((r) => r.id),
  );
  const now = deps.now();
  return rows.map((m) => {
    const photo = photos.get(m.id);
    return {
      id: m.id,
      title: m.title,
      birthDate: m.birthDate,
      passingDate: m.passingDate,
      isPublic: m.isPublic,
      thumbUrl: photo ? signMediaUrl(deps.mediaKey, photo.thumbPath ?? photo.filePath, now) : null,
      createdAt: m.createdAt.toISOString(),
    };
  });
}

export async function createMemorial(
  deps: AppDeps,
  user: SessionUser,
  input: z.output<typeof createMemorialSchema>,
): Promise<MemorialRow> {
  await requireAccess(actorOf(deps, user), 'memorial:create', SITE);
  const ent = await getEntitlements(deps.database.db, user.id, deps.now());
  const created = await insertMemorialWithinLimit(
    deps.database.db,
    {
      userId: user.id,
      title: input.title,
      description: input.description,
      birthDate: input.birthDate,
      passingDate: input.passingDate,
      isPublic: input.isPublic,
      featuredSongUrl: input.youtubeUrl || null,
      aiSpeakAs: input.aiSpeakAs,
    },
    ent.features.maxMemorials,
  );
  if (!created) throw new AppError('MEMORIAL_LIMIT', 403, MSG.plan.memorialLimit);
  log.info('memorial.created', { memorialId: created.id, userId: user.id });
  return created;
}

export async function editMemorial(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  input: z.output<typeof updateMemorialSchema>,
): Promise<MemorialView> {
  const access = await memorialAccess(deps, actorOf(deps, user), 'memorial:edit', id);
  // Left out, the AI voice choice stays as it is (an older form sends only the details).
  const { aiSpeakAs, ...details } = input;
  const updated = await updateMemorial(deps.database.db, id, {
    ...details,
    ...(aiSpeakAs === undefined ? {} : { aiSpeakAs }),
    updatedAt: deps.now(),
  });
  if (!updated) throw Errors.notFound();
  return memorialView(deps, { ...access, memorial: updated });
}

/** Deletes the memorial (media rows and guestbook go with it) and then its stored files. */
export async function deleteMemorial(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  const { memorial } = await memorialAccess(deps, actorOf(deps, user), 'memorial:delete', id);
  await deleteMemorialRow(deps.database.db, id);
  for (const bucket of BUCKETS) {
    try {
      await deps.storage.deletePrefix(`${bucket}/${memorial.userId}/${memorial.id}/`);
    } catch (err) {
      // The rows are gone, so nothing links to these files any more; log for a later sweep.
      log.error('memorial.files_delete_failed', { memorialId: id, bucket, ...errorFields(err) });
    }
  }
  log.info('memorial.deleted', { memorialId: id, userId: user.id });
}

/** Sets the song to a YouTube link, or removes it (null); a stored audio file is deleted. */
export async function setSongLink(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  youtubeUrl: string | null,
): Promise<MemorialView> {
  return replaceSong(deps, await memorialAccess(deps, actorOf(deps, user), 'memorial:edit', id), youtubeUrl);
}

/** Sets the song of a memorial the caller was allowed to change (`access`). */
export async function replaceSong(deps: AppDeps, access: MemorialAccess, value: string | null): Promise<MemorialView> {
  const { memorial } = access;
  const previous = memorial.featuredSongUrl;
  const updated = await updateMemorial(deps.database.db, memorial.id, {
    featuredSongUrl: value,
    updatedAt: deps.now(),
  });
  if (!updated) throw Errors.notFound();
  if (isStoredSong(previous) && previous !== value) {
    await deps.storage
      .delete(previous)
      .catch((err) => log.error('memorial.song_delete_failed', { memorialId: memorial.id, ...errorFields(err) }));
  }
  return memorialView(deps, { ...access, memorial: updated });
}

export async function reorderMedia(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  mediaIds: string[],
): Promise<MediaItem[]> {
  await memorialAccess(deps, actorOf(deps, user), 'media:reorder', id);
  // The gallery's order: voice memories keep theirs.
  const current = (await listMedia(deps.database.db, id)).filter((m) => m.mediaType !== 'audio');
  const known = new Set(current.map((m) => m.id));
  if (
    mediaIds.length !== current.length ||
    new Set(mediaIds).size !== mediaIds.length ||
    !mediaIds.every((m) => known.has(m))
  ) {
    throw Errors.validation('The new order must list each photo and video of this memorial exactly once.');
  }
  await setMediaOrder(deps.database.db, id, mediaIds);
  const now = deps.now();
  return (await listMedia(deps.database.db, id))
    .filter((m) => m.mediaType !== 'audio')
    .map((row) => mediaItem(deps, row, now, true));
}

/** Turning sharing on creates a token (192 random bits) once; turning it off keeps the token. */
export async function setSharing(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  enabled: boolean,
): Promise<SharingState> {
  const { memorial } = await memorialAccess(deps, actorOf(deps, user), 'memorial:share', id);
  const shareToken = memorial.shareToken ?? (enabled ? randomBytes(24).toString('base64url') : null);
  const updated = await updateMemorial(deps.database.db, id, {
    shareEnabled: enabled,
    shareToken,
    updatedAt: deps.now(),
  });
  if (!updated) throw Errors.notFound();
  log.info('memorial.sharing_changed', { memorialId: id, enabled });
  return { shareEnabled: updated.shareEnabled, shareToken: updated.shareToken };
}
