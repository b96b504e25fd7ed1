/**
 * The account area's texts (spec sections 2 and 8, word for word where the spec gives them): the
 * /profile and /settings screens. One copy for the browser and the server.
 */
import type { UserPreferences } from './schemas/preferences';

/** The on/off preferences (user_preferences' booleans). */
export type PreferenceToggle = {
  [K in keyof UserPreferences]: UserPreferences[K] extends boolean ? K : never;
}[keyof UserPreferences];

export interface ToggleText {
  key: PreferenceToggle;
  label: string;
  description: string;
}

/** Settings → Notifications: the five email_* toggles of user_preferences. */
const NOTIFICATIONS_TOGGLES: readonly ToggleText[] = [
  {
    key: 'emailGuestbookEntries',
    label: 'Guestbook entries',
    description: 'When someone signs the guestbook of a memorial you keep.',
  },
  {
    key: 'emailAnniversaryReminders',
    label: 'Anniversary reminders',
    description: 'A gentle note before a birthday or anniversary you asked to be reminded of.',
  },
  {
    key: 'emailCollaborationInvites',
    label: 'Collaboration invitations',
    description: 'When someone invites you to help keep a memorial.',
  },
  {
    key: 'emailCircleMessages',
    label: 'Support circle messages',
    description: 'When there are new messages in the support circles you belong to.',
  },
  {
    key: 'emailMemorialUpdates',
    label: 'Memorial updates',
    description: 'When something is added to a memorial you help keep.',
  },
];

/** Settings → Privacy: the three toggles under the profile visibility select. */
const PRIVACY_TOGGLES: readonly ToggleText[] = [
  {
    key: 'defaultMemorialPrivacy',
    label: 'New memorials start public',
    description: 'A new memorial is visible to anyone with its address. You can change it for each memorial.',
  },
  {
    key: 'allowSearchIndexing',
    label: 'Let search engines list my public memorials',
    description: 'When off, search engines are asked not to index or show your memorials and their photos.',
  },
  {
    key: 'showEmailToCollaborators',
    label: 'Show my email to collaborators',
    description: 'People who help keep a memorial with you can see your email address.',
  },
];

export const SETTINGS_MSG = {
  pageTitle: 'Settings',
  tabs: { profile: 'Profile', account: 'Account', notifications: 'Notifications', privacy: 'Privacy' },
  profile: {
    pageTitle: 'Your Profile',
    cardTitle: 'Profile Information',
    cardDescription: 'How you appear to others in the community.',
    emailNote: 'Your email address cannot be changed here.',
    /** Settings → Profile's success toast title (spec section 8); /profile says "Profile updated". */
    settingsSavedTitle: 'Success',
    privacyTitle: 'Privacy & Safety',
    privacyBullets: [
      'Your data is encrypted and stored securely.',
      'Your AI conversations are private and never shared.',
      'You control what you share in community spaces.',
      'We never share your personal information with third parties.',
    ],
    moreSettings: 'Notifications, privacy and account security are in',
  },
  preferences: {
    loading: 'Loading your preferences',
    loadFailed: 'Your preferences could not be loaded. Please check your connection and try again.',
  },
  notifications: {
    title: 'Email notifications',
    description: 'Choose which emails Forget-me-not sends you. Each change is saved at once.',
    toggles: NOTIFICATIONS_TOGGLES,
  },
  privacy: {
    title: 'Privacy',
    description: 'Decide who sees your profile and how your memorials are shared. Each change is saved at once.',
    visibilityLabel: 'Profile visibility',
    visibilityHint: 'Who can see your display name and About You in circles, peer support and shared memorials.',
    visibility: {
      public: 'Public: anyone signed in',
      connections: 'Connections: collaborators and circle members',
      private: 'Private: only you',
    },
    toggles: PRIVACY_TOGGLES,
  },
  account: {
    title: 'Account',
    description: 'The address you sign in with.',
    emailNote: 'Contact support to change your email address.',
    securityHeading: 'Security',
    dataHeading: 'Your data',
  },
} as const;

/**
 * Leaving: deleting one's account after a 14-day grace period, and handing a public memorial on to
 * another person first (decision 031). One copy for the browser, the server and the emails.
 */
export const DELETION_MSG = {
  cardTitle: 'Delete my account',
  cardDescription: 'Leave Forget-me-not and take what you wrote with you.',
  whatHappens: [
    'Your memorials, their photos, videos and songs, guestbooks, journal entries, letters and conversations are deleted, not hidden.',
    'You will be signed out everywhere. Your account is deleted 14 days from now.',
    'If you change your mind, simply sign in again before then and nothing will be deleted.',
    'Messages you left in other people’s guestbooks stay with those memorials; their owners can remove them.',
  ],
  exportHint: 'You may want to keep a copy of your data first.',
  openButton: 'Delete my account…',
  dialogTitle: 'Delete your account?',
  dialogDescription:
    'Please enter your password to confirm. You can still change your mind: signing in within 14 days cancels the deletion.',
  passwordLabel: 'Your password',
  confirmButton: 'Delete my account in 14 days',
  confirming: 'Confirming…',
  cancelButton: 'Keep my account',
  passwordRequired: 'Please enter your password.',
  wrongPassword: 'That password is not right. Nothing has been changed.',
  tooManyTries: (seconds: number) =>
    `Too many tries. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minutes and try again. Nothing has been changed.`,
  requestFailed: 'We could not request the deletion. Nothing has been changed. Please try again.',
  requestedTitle: 'Your account will be deleted',
  requestedToast: (date: string) =>
    `You have been signed out. Your account will be deleted on ${date}. Sign in before then to keep it.`,
  cancelledNotice: 'Welcome back. Your account will not be deleted.',

  // Handing a public memorial on
  transferHeading: 'Hand a public memorial on',
  transferDescription:
    'Before you go, you can offer each of your public memorials to someone who will look after it. They accept from a link in an email; the memorial, its photos, videos, song, guestbook and reminder settings become theirs.',
  transferNone: 'You have no public memorials to hand on.',
  transferLoadFailed: 'We could not load your memorials. Please try again.',
  transferEmailLabel: (title: string) => `Email of the person to receive “${title}”`,
  transferSend: 'Send offer',
  transferSending: 'Sending…',
  transferSent: (email: string) => `We sent the offer to ${email}.`,
  transferPending: (email: string, date: string) => `Offered to ${email} until ${date}.`,
  transferAccepted: 'Handed on. It is no longer yours.',
  transferWithdraw: 'Withdraw offer',
  transferWithdrawn: 'The offer was withdrawn.',
  transferWithdrawConfirm: (title: string) => `Withdraw the offer of “${title}”?`,
  transferFailed: 'We could not send the offer. Please try again.',
  transferToSelf: 'You cannot offer a memorial to yourself.',
  transferOnlyPublic: 'Only a public memorial can be handed on. Make it public first.',
  transferEmailFailed: 'We could not send the email just now. Nothing was offered. Please try again in a little while.',

  // The receiver's page
  acceptTitle: 'A memorial for you to keep',
  acceptLoading: 'Opening the offer…',
  acceptIntro: (from: string, title: string) =>
    `${from} would like you to look after the memorial “${title}”: its photos, videos, song, guestbook and reminder settings.`,
  acceptExpires: (date: string) => `This offer is open until ${date}.`,
  acceptSignIn: 'Please sign in or create an account to accept it.',
  acceptSignInButton: 'Sign in or create an account',
  acceptButton: 'Accept the memorial',
  accepting: 'Accepting…',
  acceptedTitle: 'The memorial is now yours',
  acceptedBody: 'Thank you for looking after it.',
  openMemorial: 'Open the memorial',
  linkUnknown: 'This link is not valid. Please check that you copied all of it.',
  linkUsed: 'This offer has already been accepted, and the link cannot be used again.',
  linkExpired: 'This offer has expired or was withdrawn. Please ask the person who sent it for a new one.',
  ownOffer: 'This is your own offer: it has to be accepted by the person you sent it to.',
  acceptFailed: 'We could not accept the memorial. Please try again.',

  // Emails
  emailRequestedSubject: 'Your Forget-me-not account will be deleted',
  emailRequested: (date: string) => [
    'You asked us to delete your Forget-me-not account.',
    `On ${date} we will delete your account and everything you wrote: your memorials with their photos, videos and songs, their guestbooks, your journal, letters and conversations. Memorials you handed on to someone else stay with them.`,
    `If you want to keep your account, simply sign in before ${date}. Nothing will be deleted.`,
  ],
  emailRequestedAction: 'Sign in to keep my account',
  emailRequestedFooter: 'You receive this email because a deletion was requested for your account.',
  emailDeletedSubject: 'Your Forget-me-not account has been deleted',
  emailDeleted: [
    'Your account has been deleted, with everything you wrote and every file you uploaded.',
    'Thank you for the time you spent with us. We hope the memories stay with you.',
  ],
  emailDeletedFooter: 'This is the last email we send to this address about your account.',
  emailTransferSubject: (from: string) => `${from} would like you to look after a memorial`,
  emailTransfer: (from: string, title: string, date: string) => [
    `${from} would like to hand the memorial “${title}” on to you on Forget-me-not, so that it stays in the family.`,
    `If you accept, the memorial with its photos, videos, song, guestbook and reminder settings becomes yours. The offer is open until ${date}.`,
  ],
  emailTransferAction: 'See the offer',
  emailTransferFooter: 'If you do not know this person, you can ignore this email; nothing changes unless you accept.',
} as const;

/** "8 December 2026": how the emails and the web app name a deletion's or an offer's day (UTC, as the server computes it). */
export function deletionDay(date: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(date),
  );
}
