/**
 * What a self-hoster can do from the command line without SQL: grant or revoke the admin role,
 * set a user's plan (or start a free trial), and look after the email queue (list jobs by status,
 * try a failed one again). Job lines hold ids, kinds, counts and error codes: never an address or
 * anything a letter says.
 */
import { eq } from 'drizzle-orm';
import { isUuid } from '@shared/schemas/fields';
import { TIERS, type Tier } from '@shared/tiers';
import { TRIAL } from '@shared/constants';
import type { Db } from '../../db/client';
import { EMAIL_JOB_STATUSES, user } from '../../db/schema';
import { emailJobSummaries, retryFailedEmailJob, type EmailJobStatus } from '../../scheduler/email-queue';
import { PEOPLE_PAGE_SIZE, type PeopleListResponse, type PersonSummary } from '@shared/schemas/admin';
import { grantAdminRole, revokeAdminRole, setPlan, startTrial } from '../entitlements/entitlements.service';
import { findPerson, listPeople, revokeAdminUnlessLast } from './admin.queries';
import { ADMIN_MSG } from '@shared/messages.plans';
import { AppError } from '../../lib/errors';
import { paysThroughStripe } from '../billing/stripe.service';
import type { AppDeps } from '../../app-env';
import { accountByEmail, deleteAccountNow } from '../account-deletion/account-deletion.service';
import { AdminExportError, exportAccountToFile } from '../exports/admin-export';
import { loadConfig } from '../../config';
import { createStorage } from '../../storage';

export class AdminCommandError extends Error {}

async function userIdByEmail(db: Db, email: string): Promise<string> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  if (!rows[0]) throw new AdminCommandError(`No account with the email ${email}.`);
  return rows[0].id;
}

export const USAGE = `Usage: npm run admin -- <command>
  grant <email>                                   make the account an admin
  revoke <email>                                  remove the admin role
  plan <email> <free|monthly|annual|professional> set the account's plan
  trial <email> [days]                            start a free trial (default ${TRIAL.days} days)
  emails [failed|pending|sent|cancelled|skipped]  list email jobs, one a line (default failed)
  retry-email <job id>                            try a failed email job again on the next tick
  delete-user <email> [--yes]                     delete the account and everything it wrote, now
  export <email> [file]                           write the account's data export (a ZIP) to a file`;

async function emailJobLines(db: Db, status: string): Promise<string> {
  if (!(EMAIL_JOB_STATUSES as readonly string[]).includes(status)) {
    throw new AdminCommandError(`The status must be one of: ${EMAIL_JOB_STATUSES.join(', ')}.\n\n${USAGE}`);
  }
  const jobs = await emailJobSummaries(db, status as EmailJobStatus);
  if (!jobs.length) return `No ${status} email jobs.`;
  return jobs
    .map((j) =>
      [
        j.id,
        j.kind,
        j.status,
        `attempts=${j.attempts}`,
        `error=${j.lastError ?? '-'}`,
        `run_at=${j.runAt}`,
        `updated=${j.updatedAt}`,
        `user=${j.userId}`,
      ].join(' '),
    )
    .join('\n');
}

// ---- what the CLI and the admin console share (decision 033) --------------------------------

/** One page of the site's accounts, newest first, matching `q` in the email or display name. */
export async function peoplePage(db: Db, q: string | undefined, page: number): Promise<PeopleListResponse> {
  const { people, total } = await listPeople(db, { q, page, pageSize: PEOPLE_PAGE_SIZE });
  return { people, page, pageSize: PEOPLE_PAGE_SIZE, total };
}

export { findPerson };

/** 409 for an account that pays through Stripe: its plan follows Stripe (decision 034). */
async function refuseIfPaidThroughStripe(db: Db, userId: string): Promise<void> {
  if (await paysThroughStripe(db, userId)) {
    throw new AppError('PAID_THROUGH_STRIPE', 409, ADMIN_MSG.paidThroughStripe);
  }
}

/** Puts the account on `plan` from `now` ('free' ends any plan or trial); older rows are kept, inactive. */
export async function grantPlan(db: Db, userId: string, plan: Tier, now: Date): Promise<void> {
  await refuseIfPaidThroughStripe(db, userId);
  await setPlan(db, userId, { subscriptionType: plan, trialExpiresAt: null }, now);
}

/** Starts a free trial of `days` (by default the spec's 3) from `now`; returns its end. */
export async function startTrialFor(db: Db, userId: string, now: Date, days: number = TRIAL.days): Promise<Date> {
  await refuseIfPaidThroughStripe(db, userId);
  return startTrial(db, userId, now, days);
}

/**
 * Gives or takes the admin role. Taking it from the site's last admin is refused ('last-admin'):
 * the console must never lock every admin out of it. (The CLI's `revoke` may, since the CLI can
 * always grant the role again.)
 */
export async function setAdminRole(
  db: Db,
  userId: string,
  admin: boolean,
): Promise<'granted' | 'removed' | 'not-admin' | 'last-admin'> {
  if (admin) {
    await grantAdminRole(db, userId);
    return 'granted';
  }
  return revokeAdminUnlessLast(db, userId);
}

export type { PersonSummary };

/** Runs one command; returns the line to print. */
/** A refusal the console answers with 409, as the CLI says it. */
async function cliRefusal<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.code === 'PAID_THROUGH_STRIPE') throw new AdminCommandError(err.userMessage);
    throw err;
  }
}

export async function runAdminCommand(db: Db, args: string[], now: Date = new Date()): Promise<string> {
  const [command, email, arg] = args;
  if (command === 'emails') return emailJobLines(db, email ?? 'failed');
  if (command === 'retry-email') {
    if (!isUuid(email)) throw new AdminCommandError(`Give the id of a failed email job.\n\n${USAGE}`);
    if (!(await retryFailedEmailJob(db, email.toLowerCase(), now)))
      throw new AdminCommandError(`No failed email job with the id ${email}.`);
    return `Email job ${email.toLowerCase()} will be tried again on the scheduler's next tick.`;
  }
  if (!command || !email) throw new AdminCommandError(USAGE);
  switch (command) {
    case 'export': {
      try {
        // The configured storage (local disk or S3), where the account's media are.
        return await exportAccountToFile(db, createStorage(loadConfig()), email, arg, now);
      } catch (err) {
        if (err instanceof AdminExportError) throw new AdminCommandError(err.message);
        throw err;
      }
    }
    case 'grant': {
      await grantAdminRole(db, await userIdByEmail(db, email));
      return `${email} is now an admin.`;
    }
    case 'revoke': {
      const removed = await revokeAdminRole(db, await userIdByEmail(db, email));
      return removed ? `${email} is no longer an admin.` : `${email} was not an admin.`;
    }
    case 'plan': {
      if (!arg || !(TIERS as readonly string[]).includes(arg)) {
        throw new AdminCommandError(`The plan must be one of: ${TIERS.join(', ')}.\n\n${USAGE}`);
      }
      await cliRefusal(grantPlan(db, await userIdByEmail(db, email), arg as Tier, now));
      return `${email} is now on the ${arg} plan.`;
    }
    case 'trial': {
      const days = arg === undefined ? TRIAL.days : Number(arg);
      if (!Number.isFinite(days) || days <= 0 || days > 365)
        throw new AdminCommandError('Trial days must be a number from 1 to 365.');
      const expires = await cliRefusal(startTrialFor(db, await userIdByEmail(db, email), now, days));
      return `${email} has a free trial until ${expires.toISOString()}.`;
    }
    default:
      throw new AdminCommandError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

/**
 * `delete-user <email> [--yes]`: deletes the account at once, by the same code as a scheduled
 * deletion (its files from storage, the last email). Without --yes, `confirm` is asked first.
 */
export async function deleteUserCommand(
  deps: AppDeps,
  args: string[],
  confirm: (question: string) => Promise<boolean>,
): Promise<string> {
  const email = args.find((a) => !a.startsWith('--'));
  if (!email) throw new AdminCommandError(`Give the email of the account to delete.\n\n${USAGE}`);
  const account = await accountByEmail(deps, email);
  if (!account) throw new AdminCommandError(`No account with the email ${email}.`);
  if (
    !args.includes('--yes') &&
    !(await confirm(`Delete ${account.email} and everything it wrote, now? This cannot be undone. Type "yes": `))
  ) {
    return 'Nothing was deleted.';
  }
  if (!(await deleteAccountNow(deps, account.id))) throw new AdminCommandError(`No account with the email ${email}.`);
  return `${account.email} was deleted.`;
}
