/**
 * A voice memory's facts read from its bytes (decision 038): its length, and whether the
 * container (MP4, WebM) holds a video. `music-metadata` is pure JavaScript and reads only the
 * headers it needs from the file on disk.
 */
import { parseFile } from 'music-metadata';

export interface AudioFacts {
  /** Its length in milliseconds; null when the file does not say. */
  durationMs: number | null;
  hasVideo: boolean;
}

export async function readAudioFacts(filePath: string): Promise<AudioFacts | null> {
  try {
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true });
    const seconds = format.duration;
    return {
      durationMs: typeof seconds === 'number' && Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
      hasVideo: format.hasVideo === true,
    };
  } catch {
    // A file whose magic bytes pass but whose headers cannot be read: nothing is known about it.
    return null;
  }
}
