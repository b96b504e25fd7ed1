/**
 * The crisis screen on the words a person writes about themselves for others to read (decision
 * 049): a profile's bio (About You), which their connections or everyone may read, the peer
 * matching profile's intro, which the people suggested to them read, and the display name an
 * account is made with, which others see beside everything the person writes. The words are saved
 * as written; their writer is answered with a gentle note or their country's help lines. With a
 * crisis, as for a circle's name (decision 045), the site's admins are emailed (a safety email,
 * whatever their settings; never the words, never who; not the writer if they are an admin) and
 * the moderation log keeps a line with the writer as its target, once for the same words. Only
 * ids and the level are logged.
 */
import type { WrittenSupport } from '@shared/schemas/companion';
import { PEER_MSG } from '@shared/schemas/peer-support';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import { errorFields, log } from '../../lib/logger';
import type { ModerationAction } from '../moderation/moderation-log';
import { wordsForOthersSupport, type WordsDeps } from '../moderation/moderation.service';

/**
 * Which words about themselves: the bio of their profile (read with its display name), the intro
 * of their peer profile, or the display name the account was made with.
 */
export type ProfileWords = 'bio' | 'peer-intro' | 'new-account-name';

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
  'new-account-name': {
    action: 'profile.name-crisis',
    emailBody: SAFETY_ADMIN_MSG.newAccountNameEmailBody,
    subject: SAFETY_ADMIN_MSG.profileEmailSubject,
  },
};

/** `previous`: the words as stored before this save (null when there were none), so that nobody is told twice. */
export async function profileWordsSupport(
  deps: WordsDeps,
  place: ProfileWords,
  authorId: string,
  words: string,
  country: string | null,
  previous: string | null = null,
): Promise<WrittenSupport | undefined> {
  const { action, emailBody, subject } = PLACES[place];
  return wordsForOthersSupport(deps, {
    words,
    previous,
    country,
    authorId,
    event: 'profile.words',
    ids: { place },
    moderation: { action },
    email: { subject, body: emailBody },
  });
}

/**
 * The display name an account was just made with, by sign-up or by an identity provider (decision
 * 049): read once the account exists, without holding up or failing the sign-up (nothing is
 * awaited; a failure is logged, ids and a code). The person is not answered here: the sign-up's
 * answer shows no note (decision 049, "Not done"); the admins are told as for a profile's words.
 */
export function screenNewAccountName(deps: WordsDeps, userId: string, name: string): void {
  void Promise.resolve()
    .then(() => profileWordsSupport(deps, 'new-account-name', userId, name, null))
    .catch((err: unknown) =>
      log.error('profile.words_screen_failed', { place: 'new-account-name', userId, ...errorFields(err) }),
    );
}
