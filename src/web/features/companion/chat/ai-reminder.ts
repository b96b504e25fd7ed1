/**
 * When to say again that the companion is an AI. The notice opens every conversation; after
 * AI_REMINDER_AFTER_MS (3 hours) of use it is repeated once, then again after another 3 hours.
 */
import { AI_REMINDER_AFTER_MS } from '@shared/schemas/companion';

/**
 * Given the times (ms) at which the person sent their messages, oldest first, returns the indexes
 * of the messages to show the reminder just before. The first message is covered by the opening
 * notice; each reminder restarts the clock. Times that are not numbers (an unreadable date) are
 * skipped.
 */
export function reminderIndexes(sentAt: readonly number[], afterMs: number = AI_REMINDER_AFTER_MS): Set<number> {
  const out = new Set<number>();
  let lastNotice: number | null = null;
  sentAt.forEach((t, i) => {
    if (!Number.isFinite(t)) return;
    if (lastNotice === null) {
      lastNotice = t;
      return;
    }
    if (t - lastNotice >= afterMs) {
      out.add(i);
      lastNotice = t;
    }
  });
  return out;
}
