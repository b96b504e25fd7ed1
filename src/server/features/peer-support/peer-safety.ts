/**
 * The crisis screen on peer messages (decisions 012 and 036), and the email it sends. A message is
 * read with its author's own recent messages in that conversation, as circle posts are. On a
 * crisis the site's admins get ONE email saying someone in peer support may need support, with a
 * link to the moderation queue: never the words, never who. It is a safety email: no preference
 * turns it off.
 */
import { PEER_MSG } from '@shared/schemas/peer-support';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import type { WrittenSupport } from '@shared/schemas/companion';
import type { AppDeps } from '../../app-env';
import type { ScreenResult } from '../../ai/safety/screen';
import { screenWithRecent } from '../circles/circle-safety';
import { emailAdminsOfCrisis, wordsForOthersSupport } from '../moderation/moderation.service';
import * as q from './peer-support.queries';

export function screenMessage(
  deps: AppDeps,
  connectionId: string,
  authorId: string,
  body: string,
): Promise<ScreenResult> {
  return screenWithRecent(deps, body, (since, limit) =>
    q.recentMessagesOf(deps.database.db, connectionId, authorId, limit, since),
  );
}

/**
 * The crisis screen on a grief buddy request's note (decision 045). The request is sent as written;
 * its writer is answered with a gentle note or their country's help lines. With a crisis, as for a
 * held message (decision 036: another bereaved person is not asked to carry a crisis alone), the
 * site's admins are emailed (never the words, never who) and the moderation log keeps a line.
 */
export async function requestNoteSupport(
  deps: AppDeps,
  connectionId: string,
  authorId: string,
  note: string,
  country: string | null,
): Promise<WrittenSupport | undefined> {
  return wordsForOthersSupport(deps, {
    words: note,
    country,
    authorId,
    event: 'peer.request',
    ids: { connectionId },
    moderation: { action: 'peer-request.note-crisis', postId: connectionId },
    email: { subject: PEER_MSG.supportEmailSubject, body: SAFETY_ADMIN_MSG.requestNoteEmailBody },
  });
}

/**
 * Emails the site's admins about a held message (or, with `messageId` null, a request's note read as
 * a crisis); a failure is logged (ids and a code), never thrown.
 */
export function sendPeerCrisisEmails(
  deps: AppDeps,
  connectionId: string,
  messageId: string | null,
  authorId: string,
  body: string = PEER_MSG.supportEmailBody,
): Promise<void> {
  return emailAdminsOfCrisis(deps, {
    authorId,
    subject: PEER_MSG.supportEmailSubject,
    body,
    event: 'peer.crisis',
    ids: { connectionId, messageId },
  });
}
