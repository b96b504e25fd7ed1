/**
 * The partner programme (decision 037): applications are stored, the site's admins are told one
 * arrived (the organisation and its kind, never the message), and /admin lists them with a status.
 */
import type { z } from 'zod';
import { PARTNER_TYPE_LABELS, PARTNERS_MSG } from '@shared/messages.partners';
import type {
  PartnerApplication,
  PartnerApplicationCreated,
  partnerApplicationSchema,
  PartnerApplicationStatus,
} from '@shared/schemas/partners';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { log } from '../../lib/logger';
import { adminAddresses, limitContactForm, sendInBackground } from './contact-forms';
import * as q from './partners.queries';

/** How many applications /admin shows (newest first). */
export const ADMIN_LIST_LIMIT = 200;

export const applicationNotFound = () => new AppError('NOT_FOUND', 404, PARTNERS_MSG.admin.notFound);

export const toApplication = (r: q.PartnerApplicationRow): PartnerApplication => ({
  id: r.id,
  name: r.name,
  organization: r.organization,
  email: r.email,
  phone: r.phone,
  partnerType: r.partnerType,
  message: r.message,
  status: r.status,
  fromAccount: r.userId !== null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** POST /api/partners/applications. */
export async function apply(
  deps: AppDeps,
  userId: string | null,
  ip: string,
  input: z.output<typeof partnerApplicationSchema>,
): Promise<PartnerApplicationCreated> {
  await limitContactForm(deps, 'partner', ip, input.email, PARTNERS_MSG.rateLimited);
  const now = deps.now();
  const row = await q.insertApplication(deps.database.db, {
    userId,
    name: input.name,
    organization: input.organization,
    email: input.email,
    phone: input.phone || null,
    partnerType: input.partnerType,
    message: input.message || null,
    createdAt: now,
    updatedAt: now,
  });
  log.info('partners.application_received', { applicationId: row.id, partnerType: row.partnerType });
  const E = PARTNERS_MSG.mail;
  sendInBackground(deps, 'partner_application', row.id, () => adminAddresses(deps), E.adminSubject, {
    paragraphs: [E.adminBody(row.organization, PARTNER_TYPE_LABELS[row.partnerType])],
    action: { label: E.openAdmin, url: `${deps.config.publicUrl}/admin` },
    footer: [E.adminFooter],
  });
  return { application: { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() } };
}

export async function adminApplications(deps: AppDeps): Promise<PartnerApplication[]> {
  return (await q.listApplications(deps.database.db, ADMIN_LIST_LIMIT)).map(toApplication);
}

export async function changeApplicationStatus(
  deps: AppDeps,
  id: string,
  status: PartnerApplicationStatus,
): Promise<PartnerApplication> {
  const row = await q.setApplicationStatus(deps.database.db, id, status, deps.now());
  if (!row) throw applicationNotFound();
  log.info('partners.application_status', { applicationId: id, status });
  return toApplication(row);
}

/** The person's own applications, for their data export (decision 030). */
export async function applicationsOf(db: Db, userId: string): Promise<PartnerApplication[]> {
  return (await q.applicationsOf(db, userId)).map(toApplication);
}
