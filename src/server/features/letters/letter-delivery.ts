/**
 * Sends a legacy letter on its date (decision 011): the scheduler claims the letter's job and calls
 * run(). The email carries no word of the letter: only a gentle note and the private reading link
 * (/letter/<token>), so the letter is read where its author can still withdraw it, and a mail
 * server keeps nothing of it. The token is made once and kept across retries, so every attempt's
 * email holds the same link.
 */
import { randomBytes } from 'node:crypto';
import { APP_NAME } from '@shared/constants';
import type { AppDeps } from '../../app-env';
import { renderEmail } from '../../email/layout';
import { letterReadingUrl } from '../../email/links';
import type { JobHandler } from '../../scheduler/scheduler';
import * as q from './letters.queries';

/** The email to the recipient: who wrote, and the link. */
export function letterEmail(parts: { recipientName: string; authorName: string; url: string }) {
  const { recipientName, authorName, url } = parts;
  return {
    subject: `${authorName} wrote you a letter`,
    ...renderEmail({
      paragraphs: [`Dear ${recipientName},`, `${authorName} wrote a letter for you and asked us to deliver it today.`],
      action: { label: 'Read the letter', url },
      after: ['Take your time. The letter will be here whenever you are ready.'],
      footer: [
        `This email was sent by ${APP_NAME} on behalf of ${authorName}, who asked us to deliver this letter to you. ` +
          'Nothing else will be sent to this address.',
      ],
    }),
  };
}

export function letterDeliveryHandler(deps: AppDeps): JobHandler {
  const { db } = deps.database;
  return {
    async run(job, now) {
      const letter = job.letterId ? await q.letterForDelivery(db, job.letterId) : undefined;
      if (!letter || !(q.DELIVERABLE as readonly string[]).includes(letter.status) || !letter.recipientEmail) {
        return { status: 'skipped', reason: 'not_scheduled' };
      }
      const token =
        letter.deliveryToken ?? (await q.ensureDeliveryToken(db, letter.id, randomBytes(32).toString('base64url')));
      // Deleted while we were about it.
      if (!token) return { status: 'skipped', reason: 'not_scheduled' };
      const mail = letterEmail({
        recipientName: letter.recipientName,
        authorName: letter.authorName,
        url: letterReadingUrl(deps.config.publicUrl, token),
      });
      await deps.mailer.send({ to: letter.recipientEmail, ...mail });
      await q.markDelivered(db, letter.id, now);
      return { status: 'sent' };
    },
    async onFailed(job, now) {
      if (job.letterId) await q.markLetterFailed(db, job.letterId, now);
    },
  };
}
