/**
 * The emails Better Auth asks us to send (decision 028): the password reset link, the address
 * confirmation link, and the note that a password was changed. They go through the app's mailer
 * (SMTP, or an .eml file in the outbox without SMTP).
 *
 * Sending is not awaited by the request: an SMTP server's delay would otherwise tell a caller of
 * "Forgot password?" whether the address has an account (only then is there an email to send).
 * A failed send is logged with its code (never the address) and can be asked for again.
 */
import { ACCOUNT_SECURITY_MSG } from '@shared/messages.settings';
import type { Mailer } from '../email/mailer';
import { renderEmail } from '../email/layout';
import { log } from '../lib/logger';

const M = ACCOUNT_SECURITY_MSG.email;

/** How long a password reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;
/** How long an address confirmation link works. */
export const VERIFY_LINK_SECONDS = 7 * 24 * 60 * 60;

export const resetPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
export const verifyEmailUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;

export interface AccountMail {
  resetPassword(to: { id: string; email: string }, token: string): void;
  verifyEmail(to: { id: string; email: string }, token: string): void;
  passwordChanged(to: { id: string; email: string }): void;
  /** Resolves once every send started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function createAccountMail(mailer: Mailer | undefined, publicUrl: string): AccountMail {
  const pending = new Set<Promise<void>>();

  function send(kind: string, userId: string, to: string, subject: string, parts: Parameters<typeof renderEmail>[0]) {
    if (!mailer) {
      log.warn('mail.account_not_sent', { kind, userId, reason: 'no_mailer' });
      return;
    }
    const { text, html } = renderEmail(parts);
    const job: Promise<void> = mailer
      .send({ to, subject, text, html })
      .then(
        (sent) => log.info('mail.account_sent', { kind, userId, messageId: sent.messageId }),
        (err: unknown) =>
          log.warn('mail.account_failed', { kind, userId, code: (err as { code?: string }).code ?? 'SEND_FAILED' }),
      )
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    resetPassword(user, token) {
      send('reset_password', user.id, user.email, M.resetSubject, {
        paragraphs: [M.resetIntro],
        action: { label: M.resetAction, url: resetPasswordUrl(publicUrl, token) },
        after: [M.resetAfter],
        footer: [M.footer],
      });
    },
    verifyEmail(user, token) {
      send('verify_email', user.id, user.email, M.verifySubject, {
        paragraphs: [M.verifyIntro],
        action: { label: M.verifyAction, url: verifyEmailUrl(publicUrl, token) },
        after: [M.verifyAfter],
        footer: [M.footer],
      });
    },
    passwordChanged(user) {
      send('password_changed', user.id, user.email, M.changedSubject, {
        paragraphs: [M.changedIntro],
        after: [M.changedAfter],
        footer: [M.footer],
      });
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
