/**
 * The crisis screen on the family's own words on their memorial (decision 045): a life-story
 * section, a timeline event, a caption, a voice memory's title, and the memorial's own title and
 * description (decision 049). The words are always saved as
 * written; the person who wrote them is answered with a gentle note (concern) or the help lines of
 * their country (crisis). Nobody else is told, and only ids and the level are logged, never the words.
 */
import type { WrittenSupport } from '@shared/schemas/companion';
import { screenWriting } from '../../ai/safety/screen';
import { writtenSupport } from '../../ai/safety/written-support';
import { log } from '../../lib/logger';

/** Where on the memorial the words were written (the log's `place`). */
export type StoryPlace = 'section' | 'event' | 'caption' | 'voice-title' | 'memorial';

export function storySupport(
  place: StoryPlace,
  ids: { memorialId: string; id: string },
  words: string,
  country: string | null,
): WrittenSupport | undefined {
  const { risk } = screenWriting(words);
  if (risk === 'none') return undefined;
  log.info('memorial.story_screened', { memorialId: ids.memorialId, place, id: ids.id, risk });
  return writtenSupport(risk, country);
}
