/**
 * The scheduler's part in leaving (decision 031): every hour, delete the accounts whose day has
 * come and try again any file that could not be removed before. Hourly rather than daily: a
 * deletion is due at the start of its day, and a server restarted often must still get to it.
 */
import type { AppDeps } from '../../app-env';
import type { Planner } from '../../scheduler/scheduler';
import { runDueDeletions } from './account-deletion.service';

export const ACCOUNT_DELETION_EVERY_MS = 60 * 60_000;

export function accountDeletionPlanner(deps: AppDeps): Planner {
  return {
    name: 'account-deletions',
    everyMs: ACCOUNT_DELETION_EVERY_MS,
    run: async () => {
      await runDueDeletions(deps);
    },
  };
}
