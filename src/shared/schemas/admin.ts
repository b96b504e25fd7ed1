/**
 * The admin console's contract (issue 16, decision 033): the people of the site with their plan
 * and roles, and the changes an admin makes. Admins only (the `people:manage` permission).
 *
 *   GET  /api/admin/people?q=&page=      PeopleListResponse (newest accounts first, 20 a page)
 *   PUT  /api/admin/people/:id/plan      { plan } → PersonResponse ('free' revokes the plan)
 *   POST /api/admin/people/:id/trial     → PersonResponse (a new free trial of TRIAL.days)
 *   PUT  /api/admin/people/:id/admin     { admin } → PersonResponse (409 LAST_ADMIN for the last one)
 */
import { z } from 'zod';
import { TIERS, type Tier } from '../tiers';
import { text, wholeNumberQuery } from './fields';

export const PEOPLE_PAGE_SIZE = 20;

export const peopleQuerySchema = z.object({
  q: text().max(255, 'The search is too long.').optional(),
  page: wholeNumberQuery({ min: 1, max: 100_000, message: 'The page must be a whole number.' }).optional(),
});

export const setPlanSchema = z.strictObject({
  plan: z.enum(TIERS, { error: `The plan must be one of: ${TIERS.join(', ')}.` }),
});
export const setAdminSchema = z.strictObject({
  admin: z.boolean({ error: 'Say whether the person is an admin (true or false).' }),
});

export interface PersonSummary {
  id: string;
  email: string;
  displayName: string;
  /** The newest active subscription's plan ('free' when there is none). */
  plan: Tier;
  /** The free trial's end when the plan is a trial (running or ended), else null. */
  trialExpiresAt: string | null;
  roles: string[];
  createdAt: string;
}

export interface PeopleListResponse {
  people: PersonSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PersonResponse {
  person: PersonSummary;
}

/** One email job as the console lists it (GET /api/admin/email-jobs): ids, counts and codes only. */
export interface AdminEmailJob {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  runAt: string;
  updatedAt: string;
  userId: string;
  letterId: string | null;
  memorialId: string | null;
}

export interface AdminEmailJobList {
  jobs: AdminEmailJob[];
}
