/**
 * What the site's admins are told when the crisis screen reads a crisis in words saved as written
 * (decisions 045 and 049): the email (never the words, never who) and the moderation log's line. Kept apart
 * from the schemas, which every signed-in page loads: only the server and the admin's moderation
 * queue (loaded when opened) need these words.
 */
export const SAFETY_ADMIN_MSG = {
  circleWordsEmailBody:
    'A support circle was just named or described in words that suggest the person who looks after it may be in crisis. The circle was saved as they wrote it, and they have been shown help lines. Please look in on the circle gently.',
  requestNoteEmailBody:
    'A note sent with a grief buddy request suggested that its author may be in crisis. The request was sent as written, and its author has been shown help lines. Please look in on peer support gently.',
  // Decision 049: words a person wrote about themselves for others to read.
  profileEmailSubject: 'Someone in the community may need support',
  profileBioEmailBody:
    'Someone just wrote words about themselves on their profile that suggest they may be in crisis. Their profile was saved as they wrote it, and they have been shown help lines. Please look in on the community gently.',
  peerIntroEmailBody:
    'Someone just wrote an introduction for grief buddy matching that suggests they may be in crisis. It was saved as they wrote it, and they have been shown help lines. Please look in on peer support gently.',
  /** The display name an account is made with: read after it is made, and its maker is shown no note then. */
  newAccountNameEmailBody:
    'Someone just made an account with a display name that suggests they may be in crisis. The account was made as they asked, and others will see the name. Please look in on the community gently.',
  /** The moderation log's lines for the screen's own entries (beside MODERATION_MSG.logActions). */
  logActions: {
    'circle.words-crisis': 'read a crisis in a circle’s name or description',
    'peer-request.note-crisis': 'read a crisis in a grief buddy request’s note',
    'profile.bio-crisis': 'read a crisis in a profile’s About You',
    'peer-profile.intro-crisis': 'read a crisis in a grief buddy introduction',
    'profile.name-crisis': 'read a crisis in the display name an account was made with',
  } as Record<string, string>,
} as const;
