/**
 * Support (decision 037): the contact card's details from configuration, and the contact form: a
 * message is stored, marked priority by the server when the sender's plan has
 * canAccessPrioritySupport, the site's admins are told one arrived (never its words), and the
 * sender gets a copy of their own message.
 */
import type { z } from 'zod';
import { SUPPORT_MSG } from '@shared/messages.partners';
import type {
  SupportContact,
  SupportRequest,
  SupportRequestCreated,
  supportRequestSchema,
  SupportRequestStatus,
} from '@shared/schemas/partners';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { log } from '../../lib/logger';
import { screenMessage } from '../../ai/safety/screen';
import { writtenSupport } from '../../ai/safety/written-support';
import { getEntitlements } from '../entitlements/entitlements.service';
import { adminAddresses, limitContactForm, sendInBackground } from '../partners/contact-forms';
import * as q from './support.queries';

/** How many requests /admin shows. */
export const ADMIN_LIST_LIMIT = 200;

export const requestNotFound = () => new AppError('NOT_FOUND', 404, SUPPORT_MSG.admin.notFound);

export const toRequest = (r: q.SupportRequestRow): SupportRequest => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  priority: r.priority,
  status: r.status,
  fromAccount: r.userId !== null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function supportContact(deps: AppDeps): SupportContact {
  const { name, email, phone } = deps.config.support;
  return { name, email, phone };
}

/** POST /api/support/requests. */
export async function sendRequest(
  deps: AppDeps,
  userId: string | null,
  ip: string,
  input: z.output<typeof supportRequestSchema>,
  /** Where the sender is, from their browser's languages: which help lines to show. */
  country: string | null = null,
): Promise<SupportRequestCreated> {
  await limitContactForm(deps, 'support', ip, input.email, SUPPORT_MSG.rateLimited);
  const now = deps.now();
  // A message to support is read by a person within a day; someone in danger needs help now.
  const { risk } = screenMessage(`${input.subject}\n${input.message}`);
  // A message that may come from someone in danger is read first, whatever the plan.
  const priority =
    risk === 'crisis' ||
    (userId ? (await getEntitlements(deps.database.db, userId, now)).features.canAccessPrioritySupport : false);
  const row = await q.insertRequest(deps.database.db, {
    userId,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    priority,
    createdAt: now,
    updatedAt: now,
  });
  log.info('support.request_received', { requestId: row.id, priority, risk });
  const E = SUPPORT_MSG.mail;
  sendInBackground(deps, 'support_request', row.id, () => adminAddresses(deps), E.adminSubject(priority), {
    paragraphs: [E.adminBody(priority)],
    action: { label: E.openAdmin, url: `${deps.config.publicUrl}/admin` },
    footer: [E.adminFooter],
  });
  // The sender's copy: their own words, to the address they gave (rate limited above).
  sendInBackground(
    deps,
    'support_request_copy',
    row.id,
    async () => [row.email],
    E.copySubject(row.subject.replace(/\s+/g, ' ')),
    { paragraphs: [E.copyIntro, `${row.subject}\n\n${row.message}`], footer: [E.copyFooter] },
  );
  const created: SupportRequestCreated = {
    request: { id: row.id, priority: row.priority, status: row.status, createdAt: row.createdAt.toISOString() },
  };
  const support = writtenSupport(risk, country);
  return support ? { ...created, support } : created;
}

export async function adminRequests(deps: AppDeps): Promise<SupportRequest[]> {
  return (await q.listRequests(deps.database.db, ADMIN_LIST_LIMIT)).map(toRequest);
}

export async function changeRequestStatus(
  deps: AppDeps,
  id: string,
  status: SupportRequestStatus,
): Promise<SupportRequest> {
  const row = await q.setRequestStatus(deps.database.db, id, status, deps.now());
  if (!row) throw requestNotFound();
  log.info('support.request_status', { requestId: id, status });
  return toRequest(row);
}

/** The person's own messages, for their data export (decision 030). */
export async function requestsOf(db: Db, userId: string): Promise<SupportRequest[]> {
  return (await q.requestsOf(db, userId)).map(toRequest);
}
