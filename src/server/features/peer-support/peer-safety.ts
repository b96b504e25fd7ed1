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
import { screenWriting, type ScreenResult } from '../../ai/safety/screen';
import { writtenSupport } from '../../ai/safety/written-support';
import { errorFields, log } from '../../lib/logger';
import { screenWithRecent } from '../circles/circle-safety';
import { logModeration } from '../moderation/moderation-log';
import { emailAdminsOfCrisis } from '../moderation/moderation.service';
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
  const { risk } = screenWriting(note);
  if (risk === 'none') return undefined;
  log.info('peer.request_screened', { connectionId, userId: authorId, risk });
  if (risk === 'crisis') {
    // The request is sent already: a failure here is logged and never costs its writer the help lines.
    await logModeration(deps.database.db, {
      actorId: null,
      action: 'peer-request.note-crisis',
      postId: connectionId,
      targetUserId: authorId,
    }).catch((err: unknown) => log.error('peer.request_log_failed', { connectionId, ...errorFields(err) }));
    void sendPeerCrisisEmails(deps, connectionId, null, authorId, SAFETY_ADMIN_MSG.requestNoteEmailBody);
  }
  return writtenSupport(risk, country);
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
