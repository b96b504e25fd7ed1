/**
 * Makes the phone-sized derivative (decision 048) of photos stored before it existed, a few at a
 * time, from their display derivative: a memorial's cover then gets its `srcset` without anyone
 * uploading again. Several servers may run it at once: the file's key is the same for all of them,
 * and the first to record it wins.
 */
import { buffer } from 'node:stream/consumers';
import type { AppDeps } from '../../app-env';
import { errorFields, log } from '../../lib/logger';
import type { Planner } from '../../scheduler/scheduler';
import { mediumFromDisplay } from '../media/photo';
import { photosWithoutMedium, setMediumPath } from './memorials.queries';

/** Photos per run: each takes ~20–60 ms of one core, so a run never holds the server for long. */
const BATCH = 20;

/** The key of a display derivative's phone-sized sibling (`<name>.display.webp` → `<name>.medium.webp`). */
export function mediumKeyOf(displayKey: string): string {
  return displayKey.endsWith('.display.webp')
    ? `${displayKey.slice(0, -'.display.webp'.length)}.medium.webp`
    : `${displayKey}.medium.webp`;
}

/**
 * One run: how many photos got their derivative, and how many keep the display one alone (its
 * file is gone or is not a readable image). A storage error ends the run; those photos are tried
 * again on the next one.
 */
export async function makeMissingMediumPhotos(deps: AppDeps): Promise<{ made: number; skipped: number }> {
  let made = 0;
  let skipped = 0;
  try {
    for (const photo of await photosWithoutMedium(deps.database.db, BATCH)) {
      const displayKey = photo.displayPath!;
      const file = await deps.storage.read(displayKey);
      const medium = file ? await mediumFromDisplay(await buffer(file.body)).catch(() => null) : null;
      if (!medium) {
        // Not tried again on every run: the page shows the display file alone, as before.
        await setMediumPath(deps.database.db, photo.id, displayKey);
        skipped++;
        log.warn('memorial.medium_photo_skipped', { mediaId: photo.id, reason: file ? 'unreadable' : 'missing' });
        continue;
      }
      const key = mediumKeyOf(displayKey);
      await deps.storage.putBuffer(key, medium, 'image/webp');
      if (await setMediumPath(deps.database.db, photo.id, key)) made++;
    }
  } catch (err) {
    log.error('memorial.medium_photos_failed', errorFields(err));
  }
  if (made || skipped) log.info('memorial.medium_photos', { made, skipped });
  return { made, skipped };
}

export function mediumPhotoPlanner(deps: AppDeps): Planner {
  return { name: 'medium-photos', everyMs: 60_000, run: () => makeMissingMediumPhotos(deps).then(() => undefined) };
}
