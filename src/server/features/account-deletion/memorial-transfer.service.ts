/**
 * Handing a public memorial on (decision 031): the owner offers it to someone by email; the link
 * (32 random bytes, only its hash stored) opens a page where the receiver, signed in, accepts. The
 * memorial then becomes theirs, with its media, guestbook and reminder choices. One open offer per
 * memorial; offers expire, can be withdrawn, and die with the giver's account unless accepted.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps, SessionUser } from '../../app-env';
import { actorOf } from '../../access/access';
import { renderEmail } from '../../email/layout';
import { AppError, Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { hashKey, hit } from '../../lib/rate-limit';
import { DELETION_MSG } from '@shared/messages.settings';
import type {
  TransferAcceptedResponse,
  TransferListResponse,
  TransferOffer,
  TransferPreviewResponse,
} from '@shared/schemas/account-deletion';
import { memorialAccess } from '../memorials/memorials.access';
import { collaboratorEmails } from '../collaborators/collaborators.service';
import { deletionDay, GRACE_DAYS } from './account-deletion.service';
import * as q from './account-deletion.queries';

/** How long an offer stays open: as long as a deletion's grace period. */
export const OFFER_DAYS = GRACE_DAYS;
/** Offers one account may send per hour (each is an email to an address it chose). */
const OFFERS_PER_HOUR = 10;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const linkUnknown = () => new AppError('INVALID_LINK', 404, DELETION_MSG.linkUnknown);
const linkUsed = () => new AppError('INVALID_LINK', 410, DELETION_MSG.linkUsed);
const linkExpired = () => new AppError('INVALID_LINK', 410, DELETION_MSG.linkExpired);

export async function listTransfers(deps: AppDeps, user: SessionUser): Promise<TransferListResponse> {
  const now = deps.now();
  const rows = await q.publicMemorialsWithOffers(deps.database.db, user.id);
  const collaborators = await collaboratorEmails(
    deps,
    rows.map((r) => r.id),
  );
  return {
    memorials: rows.map((r) => ({
      id: r.id,
      title: r.title,
      collaborators: collaborators.get(r.id) ?? [],
      offer:
        r.offerId && r.expiresAt && r.expiresAt > now
          ? { id: r.offerId, toEmail: r.toEmail!, expiresAt: r.expiresAt.toISOString(), acceptedAt: null }
          : null,
    })),
  };
}

export async function offerTransfer(
  deps: AppDeps,
  user: SessionUser,
  input: { memorialId: string; toEmail: string },
): Promise<TransferOffer> {
  const { db } = deps.database;
  const { memorial } = await memorialAccess(deps, actorOf(deps, user), 'memorial:transfer', input.memorialId);
  if (!memorial.isPublic) throw Errors.validation(DELETION_MSG.transferOnlyPublic, 'memorialId');
  if (input.toEmail === user.email.toLowerCase()) throw Errors.validation(DELETION_MSG.transferToSelf, 'toEmail');
  const now = deps.now();
  const window = await hit(db, `transfer:offer:${hashKey(user.id)}`, 3600, now);
  if (window.count > OFFERS_PER_HOUR) throw Errors.rateLimited(undefined, window.retryAfterSeconds);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OFFER_DAYS * 86_400_000);
  const offer = await q.replaceOpenOffer(db, {
    memorialId: memorial.id,
    fromUserId: user.id,
    toEmail: input.toEmail,
    tokenHash: tokenHash(token),
    expiresAt,
    now,
  });
  const from = user.name.trim() || user.email;
  try {
    await deps.mailer.send({
      to: input.toEmail,
      subject: DELETION_MSG.emailTransferSubject(from),
      ...renderEmail({
        paragraphs: [...DELETION_MSG.emailTransfer(from, memorial.title, deletionDay(expiresAt))],
        action: { label: DELETION_MSG.emailTransferAction, url: `${deps.config.publicUrl}/memorial-transfer/${token}` },
        footer: [DELETION_MSG.emailTransferFooter],
      }),
    });
  } catch (err) {
    // An offer nobody was told about is no offer.
    await q.deleteOffer(db, offer.id);
    log.error('transfer.email_failed', { memorialId: memorial.id, ...errorFields(err) });
    throw new AppError('INTERNAL', 502, DELETION_MSG.transferEmailFailed);
  }
  log.info('transfer.offered', { memorialId: memorial.id, offerId: offer.id, userId: user.id });
  return { id: offer.id, toEmail: offer.toEmail, expiresAt: offer.expiresAt.toISOString(), acceptedAt: null };
}

/** Withdraws the caller's own open offer; anyone else's (or none) is not found. */
export async function withdrawTransfer(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  if (!(await q.withdrawOffer(deps.database.db, id, user.id))) throw Errors.notFound();
  log.info('transfer.withdrawn', { offerId: id, userId: user.id });
}

async function openOffer(deps: AppDeps, token: string) {
  const offer = await q.offerByTokenHash(deps.database.db, tokenHash(token));
  if (!offer) throw linkUnknown();
  if (offer.acceptedAt) throw linkUsed();
  if (offer.expiresAt <= deps.now() || offer.memorialOwner !== offer.fromUserId) throw linkExpired();
  return offer;
}

/** What the receiver's page shows; anyone holding the link may see it. */
export async function previewTransfer(deps: AppDeps, token: string): Promise<TransferPreviewResponse> {
  const offer = await openOffer(deps, token);
  return { memorialTitle: offer.memorialTitle, fromName: offer.fromName, expiresAt: offer.expiresAt.toISOString() };
}

/** The signed-in receiver accepts: the memorial becomes theirs. The link is the authority, as for a letter. */
export async function acceptTransfer(
  deps: AppDeps,
  user: SessionUser,
  token: string,
): Promise<TransferAcceptedResponse> {
  const offer = await openOffer(deps, token);
  if (offer.fromUserId === user.id) throw new AppError('FORBIDDEN', 403, DELETION_MSG.ownOffer);
  const memorialId = await q.acceptOffer(deps.database.db, offer.id, user.id, deps.now());
  if (!memorialId) throw linkExpired();
  log.info('transfer.accepted', { memorialId, offerId: offer.id, from: offer.fromUserId, to: user.id });
  return { memorialId };
}
