/** The server's scheduler: the email queue's handlers (letters, reminders, guestbook emails, circle digests), the anniversary and circle digest planners, the data exports' sweep, the Stripe reconciliation and the photos' phone-sized copies, wired to deps. */
import type { AppDeps } from '../app-env';
import { exportPlanner } from '../features/exports/export-worker';
import { letterDeliveryHandler } from '../features/letters/letter-delivery';
import { guestbookEntryHandler } from '../features/memorials/guestbook-notify';
import { anniversaryPlanner, reminderDeliveryHandler } from '../features/reminders/reminders.delivery';
import { accountDeletionPlanner } from '../features/account-deletion/account-deletion.planner';
import { circleDigestHandler, circleDigestPlanner } from '../features/moderation/circle-digest';
import { stripeReconcilePlanner } from '../features/billing/stripe-reconcile';
import { mediumPhotoPlanner } from '../features/memorials/photo-medium.planner';
import { createScheduler, type Scheduler, type SchedulerOptions } from './scheduler';

export function createAppScheduler(
  deps: AppDeps,
  options: Partial<Omit<SchedulerOptions, 'db' | 'handlers'>> = {},
): Scheduler {
  return createScheduler({
    db: deps.database.db,
    now: deps.now,
    handlers: {
      legacy_letter: letterDeliveryHandler(deps),
      anniversary_reminder: reminderDeliveryHandler(deps),
      guestbook_entry: guestbookEntryHandler(deps),
      circle_digest: circleDigestHandler(deps),
    },
    planners: [
      anniversaryPlanner(deps),
      accountDeletionPlanner(deps),
      exportPlanner(deps),
      circleDigestPlanner(deps),
      stripeReconcilePlanner(deps),
      mediumPhotoPlanner(deps),
    ],
    ...options,
  });
}
