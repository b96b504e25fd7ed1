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
