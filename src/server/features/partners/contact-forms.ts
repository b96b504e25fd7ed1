/**
 * What the partner application and the support form share (decision 037): their rate limits, per
 * IP and per address, and the emails that tell the site's admins something arrived. Nothing here
 * logs what a person wrote or their address: ids and codes only.
 */
import type { AppDeps } from '../../app-env';
import { renderEmail, type EmailParts } from '../../email/layout';
import { Errors } from '../../lib/errors';
import { log } from '../../lib/logger';
import { hashKey, hit } from '../../lib/rate-limit';
import { siteAdmins } from '../moderation/moderation.service';

export type ContactForm = 'partner' | 'support';

/**
 * Counts one sending of `form` from this IP and this address; refuses (429) past either limit.
 * The IP is counted first, so one address cannot use up another's allowance from a shared IP.
 */
export async function limitContactForm(
  deps: AppDeps,
  form: ContactForm,
  ip: string,
  email: string,
  message: string,
): Promise<void> {
  const { db } = deps.database;
  const rl = deps.config.rateLimits;
  const now = deps.now();
  const perIp = await hit(db, `${form}-form:ip:${hashKey(ip)}`, rl.contactFormWindowSeconds, now);
  if (perIp.count > rl.contactFormPerIp) {
    log.warn('contact_form.rate_limited', { form, reason: 'ip' });
    throw Errors.rateLimited(message, perIp.retryAfterSeconds);
  }
  const address = email.trim().toLowerCase();
  const perAddress = await hit(db, `${form}-form:email:${hashKey(address)}`, rl.contactFormWindowSeconds, now);
  if (perAddress.count > rl.contactFormPerAddress) {
    log.warn('contact_form.rate_limited', { form, reason: 'address' });
    throw Errors.rateLimited(message, perAddress.retryAfterSeconds);
  }
}

const pending = new Set<Promise<void>>();

/** Resolves once every email started so far has been sent or has failed (tests, shutdown). */
export async function contactMailSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/**
 * Sends without holding up the request (an SMTP server's delay is not the sender's to wait for);
 * a failed send is logged with its id and code, never thrown: what was sent is stored either way,
 * and /admin lists it.
 */
export function sendInBackground(
  deps: AppDeps,
  kind: string,
  id: string,
  to: () => Promise<string[]>,
  subject: string,
  parts: EmailParts,
): void {
  const { text, html } = renderEmail(parts);
  const job: Promise<void> = (async () => {
    let addresses: string[];
    try {
      addresses = await to();
    } catch (err) {
      log.error('contact_form.mail_failed', { kind, id, code: (err as Error).name });
      return;
    }
    for (const address of addresses) {
      try {
        const sent = await deps.mailer.send({ to: address, subject, text, html });
        log.info('contact_form.mail_sent', { kind, id, messageId: sent.messageId });
      } catch (err) {
        log.error('contact_form.mail_failed', { kind, id, code: (err as { code?: string }).code ?? 'SEND_FAILED' });
      }
    }
  })().finally(() => pending.delete(job));
  pending.add(job);
}

/** The site's admins' addresses (whom "something arrived" emails reach). */
export async function adminAddresses(deps: AppDeps): Promise<string[]> {
  return (await siteAdmins(deps.database.db)).map((a) => a.email);
}
