/**
 * The crisis screen on the words a person writes about themselves for others to read (decision
 * 049): a profile's bio (About You), which their connections or everyone may read, and the peer
 * matching profile's intro, which the people suggested to them read. The words are saved as
 * written; their writer is answered with a gentle note or their country's help lines. With a
 * crisis, as for a circle's name (decision 045), the site's admins are emailed (a safety email,
 * whatever their settings; never the words, never who; not the writer if they are an admin) and
 * the moderation log keeps a line with the writer as its target. Only ids and the level are logged.
 */
import type { WrittenSupport } from '@shared/schemas/companion';
import { PEER_MSG } from '@shared/schemas/peer-support';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import type { AppDeps } from '../../app-env';
import type { ModerationAction } from '../moderation/moderation-log';
import { wordsForOthersSupport } from '../moderation/moderation.service';

/** Which words about themselves: the bio of their profile, or the intro of their peer profile. */
export type ProfileWords = 'bio' | 'peer-intro';

const PLACES: Record<ProfileWords, { action: ModerationAction; emailBody: string; subject: string }> = {
  bio: {
    action: 'profile.bio-crisis',
    emailBody: SAFETY_ADMIN_MSG.profileBioEmailBody,
    subject: SAFETY_ADMIN_MSG.profileEmailSubject,
  },
  'peer-intro': {
    action: 'peer-profile.intro-crisis',
    emailBody: SAFETY_ADMIN_MSG.peerIntroEmailBody,
    subject: PEER_MSG.supportEmailSubject,
  },
};

export async function profileWordsSupport(
  deps: AppDeps,
  place: ProfileWords,
  authorId: string,
  words: string,
  country: string | null,
): Promise<WrittenSupport | undefined> {
  const { action, emailBody, subject } = PLACES[place];
  return wordsForOthersSupport(deps, {
    words,
    country,
    authorId,
    event: 'profile.words',
    ids: { place },
    moderation: { action },
    email: { subject, body: emailBody },
  });
}
