/**
 * Photos, videos and the song file of a memorial: received as a stream, checked by their bytes,
 * photos re-encoded without metadata, then stored under {bucket}/{user id}/{memorial id}/.
 * Nothing is stored unless every step succeeded.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { STORY_LIMITS, STORY_MSG, voiceTitleSchema } from '@shared/schemas/memorial-story';
import {
  FILE_RULES,
  MEMORIAL_MSG,
  fileInvalidType,
  type MediaItem,
  type MemorialView,
} from '@shared/schemas/memorials';
import type { AppDeps, SessionUser } from '../../app-env';
import { COLLABORATOR_MSG } from '@shared/messages.collaborators';
import { AppError, Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { objectKey, type Bucket } from '../../storage/storage';
import { processPhoto } from '../media/photo';
import { readAudioFacts } from '../media/audio';
import { receiveUpload, type ReceivedFile } from '../media/upload';
import { requireFeature } from '../entitlements/entitlements.service';
import { actorOf } from '../../access/access';
import { memorialAccess } from './memorials.access';
import { deleteMediaRow, findMedia, insertMedia } from './memorials.queries';
import { mediaItem, replaceSong } from './memorials.service';

/** A short random prefix keeps two files with the same name from overwriting each other. */
function storedName(safeName: string): string {
  return `${randomBytes(6).toString('hex')}-${safeName}`.slice(0, 100);
}

async function storeAll(deps: AppDeps, files: { key: string; path: string; contentType: string }[]): Promise<void> {
  const stored: string[] = [];
  try {
    for (const f of files) {
      await deps.storage.putFile(f.key, f.path, f.contentType);
      stored.push(f.key);
    }
  } catch (err) {
    await Promise.all(stored.map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

/**
 * A voice memory's title (the form's `title` field) and length, read before anything is stored:
 * a file holding a video, one whose headers cannot be read, or one longer than the limit is refused.
 */
async function voiceFacts(file: ReceivedFile): Promise<{ caption: string; durationMs: number | null }> {
  const title = voiceTitleSchema.safeParse(file.fields.title ?? '');
  if (!title.success) throw Errors.validation(title.error.issues[0]?.message ?? STORY_MSG.voiceTitleRequired, 'title');
  const facts = await readAudioFacts(file.tmpPath);
  if (!facts) {
    throw new AppError('INVALID_FILE_TYPE', 415, fileInvalidType(file.originalName, FILE_RULES.audio.types));
  }
  if (facts.hasVideo) throw new AppError('INVALID_FILE_TYPE', 415, STORY_MSG.voiceHasVideo);
  if (facts.durationMs !== null && facts.durationMs > STORY_LIMITS.voiceMaxMinutes * 60_000)
    throw new AppError('FILE_TOO_LARGE', 413, STORY_MSG.voiceTooLong);
  return { caption: title.data, durationMs: facts.durationMs };
}

export async function addMedia(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  kind: 'photo' | 'video' | 'audio',
  request: Request,
): Promise<MediaItem> {
  const { memorial } = await memorialAccess(deps, actorOf(deps, user), 'media:upload', memorialId);
  // Voice memories are a premium feature of the memorial's owner's plan, whoever adds them (decision 038).
  if (kind === 'audio')
    await requireFeature(
      deps.database.db,
      memorial.userId,
      'canUploadVoiceMemories',
      STORY_MSG.voiceFeature,
      deps.now(),
    );
  const file = await receiveUpload(request, { kind, tmpDir: deps.tmpDir });
  const bucket: Bucket = kind === 'photo' ? 'memorial-photos' : kind === 'video' ? 'memorial-videos' : 'memorial-audio';
  const workDir = await mkdtemp(path.join(deps.tmpDir, 'media-'));
  const keys: string[] = [];
  try {
    const name = storedName(file.safeName);
    const key = (suffix = '') => objectKey(bucket, memorial.userId, memorial.id, `${name}${suffix}`);
    let values;
    if (kind === 'photo') {
      const photo = await processPhoto(file, workDir);
      const files = [
        { key: key(), path: photo.original.path, contentType: photo.original.contentType },
        { key: key('.display.webp'), path: photo.display.path, contentType: photo.display.contentType },
        { key: key('.medium.webp'), path: photo.medium.path, contentType: photo.medium.contentType },
        { key: key('.thumb.webp'), path: photo.thumb.path, contentType: photo.thumb.contentType },
      ];
      await storeAll(deps, files);
      keys.push(...files.map((f) => f.key));
      values = {
        filePath: files[0]!.key,
        displayPath: files[1]!.key,
        mediumPath: files[2]!.key,
        thumbPath: files[3]!.key,
        contentType: photo.original.contentType,
        byteSize: photo.original.size,
        width: photo.original.width,
        height: photo.original.height,
      };
    } else {
      const voice = kind === 'audio' ? await voiceFacts(file) : {};
      await storeAll(deps, [{ key: key(), path: file.tmpPath, contentType: file.mime }]);
      keys.push(key());
      values = { filePath: key(), contentType: file.mime, byteSize: file.size, ...voice };
    }
    const row = await insertMedia(deps.database.db, {
      memorialId: memorial.id,
      mediaType: kind,
      ...values,
      // The owner and the collaborators see who added what (decision 038).
      addedBy: user.id,
    });
    log.info('memorial.media_added', { memorialId: memorial.id, mediaId: row.id, kind, bytes: row.byteSize });
    return mediaItem(deps, row, deps.now());
  } catch (err) {
    await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  } finally {
    await file.cleanup();
    await rm(workDir, { recursive: true, force: true });
  }
}

export async function removeMedia(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  mediaId: string,
): Promise<void> {
  const access = await memorialAccess(deps, actorOf(deps, user), 'media:delete', memorialId);
  const row = await findMedia(deps.database.db, memorialId, mediaId);
  if (!row) throw new AppError('NOT_FOUND', 404, MEMORIAL_MSG.mediaGone);
  // A collaborator removes only what they added; the owner anything (decision 038).
  if (!access.isOwner && row.addedBy !== user.id) throw Errors.forbidden(COLLABORATOR_MSG.mediaNotYours);
  await deleteMediaRow(deps.database.db, row.id);
  for (const key of new Set([row.filePath, row.displayPath, row.mediumPath, row.thumbPath])) {
    if (!key) continue;
    await deps.storage
      .delete(key)
      .catch((err) => log.error('memorial.media_file_delete_failed', { mediaId, ...errorFields(err) }));
  }
}

/** Replaces the featured song with an uploaded audio file (a YouTube link is cleared). */
export async function uploadSong(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  request: Request,
): Promise<MemorialView> {
  // The song is the memorial's own (decision 038): the owner's, like its details.
  const access = await memorialAccess(deps, actorOf(deps, user), 'memorial:edit', memorialId);
  const { memorial } = access;
  const file = await receiveUpload(request, { kind: 'song', tmpDir: deps.tmpDir });
  const key = objectKey('memorial-audio', memorial.userId, memorial.id, storedName(file.safeName));
  try {
    await deps.storage.putFile(key, file.tmpPath, file.mime);
  } finally {
    await file.cleanup();
  }
  try {
    return await replaceSong(deps, access, key);
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}
