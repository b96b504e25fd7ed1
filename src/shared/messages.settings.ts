/**
 * The account area's texts (spec sections 2 and 8, word for word where the spec gives them): the
 * /profile and /settings screens. One copy for the browser and the server.
 */
export const SETTINGS_MSG = {
  pageTitle: 'Settings',
  tabs: { profile: 'Profile', account: 'Account', notifications: 'Notifications', privacy: 'Privacy' },
  account: {
    title: 'Account',
    description: 'The address you sign in with.',
    emailNote: 'Contact support to change your email address.',
    securityHeading: 'Security',
    dataHeading: 'Your data',
  },
} as const;

/**
 * "Your data": exporting one's data (Settings → Account) and a memorial as a website (the memorial
 * page's owner tools). Server and browser use the same words.
 */
export const EXPORT_MSG = {
  cardTitle: 'Export your data',
  cardDescription:
    'Download a copy of everything you have written here: your memorials with their photos, videos, songs and guestbooks, your journal, letters, conversations and settings.',
  start: 'Export my data',
  startAgain: 'Export again',
  empty: 'You have not exported your data yet.',
  loading: 'Loading your exports…',
  loadFailed: 'We could not load your export. Please try again.',
  retry: 'Try again',
  preparing: 'Preparing your export…',
  preparingNote: 'You can leave this page: we will email you when it is ready.',
  progressLabel: 'Export progress',
  ready: 'Your export is ready.',
  download: 'Download ZIP',
  availableUntil: (date: string) => `Available until ${date}.`,
  sizeNote: (size: string) => `ZIP file, ${size}.`,
  alreadyRunning: 'Your export is already being prepared.',
  failed: 'We could not prepare your export. Please try again.',
  startFailed: 'We could not start your export. Please try again.',
  expired: 'This export has expired. Please ask for a new one.',
  /** The ready email. */
  emailSubject: 'Your data export is ready',
  emailIntro: 'The copy of your data you asked for is ready to download.',
  emailExpiry: (date: string) => `It stays available until ${date}; after that it is deleted.`,
  emailAction: 'Open Settings',
  emailFooter: 'You are receiving this because you asked for an export of your data.',
  /** A memorial as a website. */
  siteTitle: 'Keep a copy',
  siteDescription:
    'Download this memorial as a small website (a ZIP file) that opens in any browser, from a USB stick, with no internet.',
  siteButton: 'Download as a website',
  siteDownloading: 'Preparing the website…',
  siteProgressLabel: 'Website download progress',
  siteDone: 'The website was downloaded.',
  siteFailed: 'We could not download the website. Please try again.',
} as const;
