/**
 * What the guestbook says around the crisis screen (decision 041): to the author of a message the
 * screen held or found worrying, and to the family who may show a held message. Browser-only words,
 * kept apart from the memorial schemas so that every screen importing those does not carry them.
 */
export const GUESTBOOK_SUPPORT_MSG = {
  heldTitle: 'Your message is safe with us',
  heldNote:
    "It is kept for the family to read before it appears on the memorial. It sounds like things may be very hard right now: you don't have to carry this alone, and there are people you can talk to.",
  concernNote:
    'Thank you for sharing this. If it is feeling heavy right now, you can talk to someone: our Safety page lists people who can help.',
  awaitingApproval: 'Awaiting approval',
  approve: 'Show on the memorial',
  approveLabel: (author: string) => `Show the message from ${author} on the memorial`,
  approved: 'The message now shows on the memorial.',
  approveFailed: 'We could not show that message. Please try again.',
} as const;
