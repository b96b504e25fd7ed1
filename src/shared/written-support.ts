/**
 * What the page says to the person whose own words the crisis screen was worried by, when those
 * words are saved and shown as written (decisions 045 and 049): the family's words on their
 * memorial, a circle's name and description, a grief buddy request's note, a
 * profile's About You and a matching profile's intro. Browser-only words, kept apart from
 * the schemas so that every screen importing those does not carry them.
 */
export const WRITTEN_SUPPORT_MSG = {
  crisisTitle: 'Thank you for writing this',
  crisisNote: (saved: string) =>
    `${saved} It sounds like things may be very hard right now. You don't have to carry this alone: the people below are there to listen.`,
  concernNote: (saved: string) =>
    `${saved} If it is feeling heavy right now, you can talk to someone: our Safety page lists people who can help.`,
  /** The first words of either note: what became of what they wrote. */
  saved: {
    story: 'Your words are saved on the memorial as you wrote them.',
    circle: 'Your circle is saved as you wrote it.',
    peerRequest: 'Your request is sent as you wrote it.',
    // Decision 049.
    memorial: 'Your memorial is saved as you wrote it.',
    profile: 'Your profile is saved as you wrote it.',
  },
  close: 'Close',
} as const;

export type WrittenSupportPlace = keyof typeof WRITTEN_SUPPORT_MSG.saved;
