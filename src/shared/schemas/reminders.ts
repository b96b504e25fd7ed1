/**
 * Anniversary reminders (decision 011): per memorial and per date, remind, do not remind, or
 * remind from the second year on. Emails go a few days before and on the day, in the morning of
 * the owner's time zone. Shapes and texts for the browser and the server.
 */
import { z } from 'zod';
import { text } from './fields';
import { isValidTimeZone } from './letters';

export const REMINDER_CHOICES = ['remind', 'skip', 'from_second_year'] as const;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];

export const REMINDER_CHOICE_LABELS: Record<ReminderChoice, string> = {
  remind: 'Remind me',
  skip: "Don't remind me",
  from_second_year: 'Remind me from the second year on',
};

/** Days before the anniversary the first, gentle heads-up is sent. */
export const REMINDER_DAYS_BEFORE = 3;
/** Local hour both emails are sent at. */
export const REMINDER_HOUR = 8;

export const REMINDER_MSG = {
  title: 'Anniversary reminders',
  intro: 'We can send you a gentle email a few days before, and on, these dates.',
  birthLabel: 'Birthday',
  passingLabel: 'Anniversary of passing',
  noDates: 'Add a birth or passing date to this memorial to get anniversary reminders.',
  prefOff: 'Anniversary emails are turned off for your account.',
  turnOn: 'Turn them on',
  download: 'Add to my calendar (.ics)',
  saved: 'Reminder choices saved',
  saveFailed: 'Error saving reminder choices',
  loadFailed: 'Error loading reminder choices',
  // The unsubscribe page.
  unsubscribeTitle: 'Anniversary reminders',
  unsubscribing: 'Turning off anniversary reminders...',
  unsubscribed: 'You will not receive anniversary reminder emails any more.',
  unsubscribeUndo: 'Keep sending them',
  resubscribed: 'Anniversary reminders are on again.',
  invalidLink: 'This link is not valid any more. You can change your email choices in Settings.',
  unsubscribeFailed: 'We could not change your email choices just now. Please try again.',
  // Ours: the memorial card and the unsubscribe page around the texts above.
  dateOn: (date: string) => `on ${date}`,
  turnedOn: 'Anniversary reminders are on again.',
  turnOnFailed: 'Error turning reminders on',
  editMemorial: 'Add dates',
  saving: 'Saving...',
  resubscribing: 'Turning anniversary reminders back on...',
  tryAgain: 'Try again',
  goToSettings: 'Go to Settings',
  goHome: 'Go to the home page',
} as const;

/** GET/PATCH /api/reminders/:memorialId (owner only). */
export interface MemorialReminders {
  memorialId: string;
  memorialTitle: string;
  birthDate: string | null;
  passingDate: string | null;
  birthReminder: ReminderChoice;
  passingReminder: ReminderChoice;
  /** The account-wide email_anniversary_reminders preference. */
  emailAnniversaryReminders: boolean;
}

export const remindersUpdateSchema = z
  .strictObject({
    birthReminder: z.enum(REMINDER_CHOICES).optional(),
    passingReminder: z.enum(REMINDER_CHOICES).optional(),
    timeZone: z
      .string()
      .max(64)
      .optional()
      .transform((v) => (v && isValidTimeZone(v) ? v : undefined)),
  })
  .refine((v) => v.birthReminder !== undefined || v.passingReminder !== undefined, 'Nothing to update.');
export type RemindersUpdateInput = z.input<typeof remindersUpdateSchema>;

/** POST /api/email/unsubscribe and /api/email/resubscribe. */
export const unsubscribeSchema = z.object({ token: text().min(10).max(300) });

/**
 * What an unsubscribe link turns off: each topic is one user_preferences toggle
 * (email_anniversary_reminders, email_guestbook_entries, email_circle_messages for the daily circle
 * digest). The topic is part of the signed token.
 */
export const EMAIL_TOPICS = ['anniversary', 'guestbook', 'circles'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** The answer of POST /api/email/unsubscribe and /api/email/resubscribe. */
export interface UnsubscribeResult {
  ok: true;
  topic: EmailTopic;
}

/** The /unsubscribe page's texts for each topic (REMINDER_MSG's for anniversary reminders). */
export const UNSUBSCRIBE_MSG: Record<
  EmailTopic,
  {
    title: string;
    unsubscribing: string;
    unsubscribed: string;
    undo: string;
    resubscribing: string;
    resubscribed: string;
  }
> = {
  anniversary: {
    title: REMINDER_MSG.unsubscribeTitle,
    unsubscribing: REMINDER_MSG.unsubscribing,
    unsubscribed: REMINDER_MSG.unsubscribed,
    undo: REMINDER_MSG.unsubscribeUndo,
    resubscribing: REMINDER_MSG.resubscribing,
    resubscribed: REMINDER_MSG.resubscribed,
  },
  guestbook: {
    title: 'Guestbook emails',
    unsubscribing: 'Turning off guestbook emails...',
    unsubscribed: 'You will not receive guestbook emails any more.',
    undo: 'Keep sending them',
    resubscribing: 'Turning guestbook emails back on...',
    resubscribed: 'Guestbook emails are on again.',
  },
  circles: {
    title: 'Support circle emails',
    unsubscribing: 'Turning off support circle emails...',
    unsubscribed: 'You will not receive the daily support circle email any more.',
    undo: 'Keep sending it',
    resubscribing: 'Turning support circle emails back on...',
    resubscribed: 'Support circle emails are on again.',
  },
};
