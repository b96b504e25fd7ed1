/** The mails a test's outbox holds for one address, oldest first, parsed as a mail program reads them. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { ACCOUNT_SECURITY_MSG } from '@shared/messages.settings';

export interface OutboxMail {
  subject: string;
  text: string;
  html: string;
  raw: string;
  headers: Record<string, string>;
}

export async function outboxMailsTo(outboxDir: string, address: string): Promise<OutboxMail[]> {
  let files: string[] = [];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(outboxDir, file));
    const parsed = await PostalMime.parse(raw);
    if (!parsed.to?.some((a) => 'address' in a && a.address === address)) continue;
    mails.push({
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html ?? '',
      raw: raw.toString('utf8'),
      headers: Object.fromEntries(parsed.headers.map((h) => [h.key, h.value])),
    });
  }
  return mails;
}

/**
 * The same, without the "confirm your email address" mail every new account is sent at sign-up
 * (decision 028): for tests about other mails. That mail is sent without holding up the sign-up,
 * so it may arrive at any moment of a test.
 */
export async function outboxMailsExceptConfirmation(outboxDir: string, address: string): Promise<OutboxMail[]> {
  const mails = await outboxMailsTo(outboxDir, address);
  return mails.filter((m) => m.subject !== ACCOUNT_SECURITY_MSG.email.verifySubject);
}
