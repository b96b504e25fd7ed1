/**
 * The partner programme (/partners) and support (/support) (spec sections 2, 5, 8 and 10; decision
 * 037): the partner application, the message to support, their admin views, and the support contact.
 * One copy for the browser and the server.
 */
import { z } from 'zod';
import type { WrittenSupport } from './companion';
import { LIMITS } from '../constants';
import { text } from './fields';
import { PARTNERS_MSG, SUPPORT_MSG } from '../messages.partners';

export const PARTNER_TYPES = ['counsellor', 'funeral_home', 'support_group'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const PARTNER_APPLICATION_STATUSES = ['new', 'contacted', 'accepted', 'declined'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** Lengths the spec leaves open (its table has none for these forms). */
export const OUTREACH_LIMITS = {
  name: 100,
  organization: 200,
  phone: 40,
  partnerMessage: 2000,
  subject: 200,
  supportMessage: 5000,
} as const;

const M = PARTNERS_MSG.form;
const S = SUPPORT_MSG.form;

const required = (label: string, max: number) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be less than ${max} characters`);

const email = (invalid: string, tooLong: string) =>
  text({ error: invalid })
    .trim()
    .max(LIMITS.email, tooLong)
    .refine((v) => z.email().safeParse(v).success, invalid);

/** POST /api/partners/applications. Spec section 5: name, organization, email (valid) and type required. */
export const partnerApplicationSchema = z.strictObject({
  name: required('Name', OUTREACH_LIMITS.name),
  organization: required('Organization', OUTREACH_LIMITS.organization),
  email: email(M.emailInvalid, M.emailTooLong),
  partnerType: z.enum(PARTNER_TYPES, { error: M.typeRequired }),
  phone: text()
    .trim()
    .max(OUTREACH_LIMITS.phone, `Phone must be less than ${OUTREACH_LIMITS.phone} characters`)
    .refine((v) => v === '' || /^[0-9+()\-.\s]{5,}$/.test(v), M.phoneInvalid)
    .optional(),
  message: text()
    .trim()
    .max(OUTREACH_LIMITS.partnerMessage, `Message must be less than ${OUTREACH_LIMITS.partnerMessage} characters`)
    .optional(),
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;

/** POST /api/support/requests. */
export const supportRequestSchema = z.strictObject({
  name: required('Name', OUTREACH_LIMITS.name),
  email: email(S.emailInvalid, S.emailTooLong),
  subject: required('Subject', OUTREACH_LIMITS.subject),
  message: required('Message', OUTREACH_LIMITS.supportMessage),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

export const partnerApplicationStatusSchema = z.strictObject({
  status: z.enum(PARTNER_APPLICATION_STATUSES, { error: PARTNERS_MSG.admin.statusInvalid }),
});
export const supportRequestStatusSchema = z.strictObject({
  status: z.enum(SUPPORT_REQUEST_STATUSES, { error: SUPPORT_MSG.admin.statusInvalid }),
});

export interface PartnerApplication {
  id: string;
  name: string;
  organization: string;
  email: string;
  phone: string | null;
  partnerType: PartnerType;
  message: string | null;
  status: PartnerApplicationStatus;
  /** Whether a signed-in account sent it. */
  fromAccount: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SupportRequest {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: boolean;
  status: SupportRequestStatus;
  fromAccount: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PartnerApplicationCreated {
  application: { id: string; status: PartnerApplicationStatus; createdAt: string };
}
export interface SupportRequestCreated {
  request: { id: string; priority: boolean; status: SupportRequestStatus; createdAt: string };
  /**
   * The crisis screen's word on the message (the same screen as the companion's and the circles'):
   * with `crisis`, the help lines for where the sender is, shown at once; support answers within
   * a day, which is too long for someone in danger now.
   */
  support?: WrittenSupport;
}
export interface AdminPartnerApplicationsResponse {
  applications: PartnerApplication[];
}
export interface AdminSupportRequestsResponse {
  requests: SupportRequest[];
}

/** GET /api/support/contact: the site's configured support contact (decision 037). */
export interface SupportContact {
  name: string;
  email: string;
  /** Null: no phone line is shown. */
  phone: string | null;
}

/** The three downloads of /partners, made by the server (GET /api/partners/downloads/<file>). */
export const PARTNER_DOWNLOADS = [
  { file: 'brochure.pdf', title: 'Brochure', name: 'forget-me-not-brochure.pdf' },
  { file: 'referral-cards.pdf', title: 'Referral Cards', name: 'forget-me-not-referral-cards.pdf' },
  { file: 'partner-guide.pdf', title: 'Partner Guide', name: 'forget-me-not-partner-guide.pdf' },
] as const;
export type PartnerDownload = (typeof PARTNER_DOWNLOADS)[number];
export type PartnerDownloadFile = PartnerDownload['file'];
