/**
 * What the journal says to its writer when the crisis screen is worried by an entry just saved
 * (decision 043). Browser-only words, kept apart from the journal schemas so that every screen
 * importing those does not carry them.
 */
export const JOURNAL_SUPPORT_MSG = {
  crisisTitle: 'Thank you for writing this down',
  crisisNote:
    "Your entry is saved, and only you can read it. It sounds like things may be very hard right now. You don't have to carry this alone: the people below are there to listen.",
  concernNote:
    'Your entry is saved. If it is feeling heavy right now, you can talk to someone: our Safety page lists people who can help.',
  close: 'Close',
} as const;
