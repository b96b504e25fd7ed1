/**
 * The words of /partners and /support (spec sections 2, 5, 8 and 10; decision 037), their admin
 * sections and their emails: one copy for the browser and the server. The spec's own strings are
 * word for word ("Application Submitted!", "Download Started", "<file name> downloaded!",
 * "Download failed. Please try again.", the hours and the reply promises).
 */
import { APP_NAME } from './constants';

export const PARTNER_TYPE_LABELS = {
  counsellor: 'Grief counsellor or therapist',
  funeral_home: 'Funeral home',
  support_group: 'Support group',
} as const;

export const PARTNER_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  accepted: 'Accepted',
  declined: 'Declined',
} as const;

export const SUPPORT_STATUS_LABELS = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
} as const;

/** Spec section 10: the partner promise. */
export const PARTNER_REPLY = 'We will reply within 2 business days.';
/** Spec sections 2 and 10: the support hours and reply promise. */
export const SUPPORT_HOURS = 'Monday to Friday 9:00 AM to 6:00 PM EST';
export const SUPPORT_REPLY = 'We reply to every email within 24 hours on business days.';

export const PARTNERS_MSG = {
  title: 'Partner Programme',
  intro: `Grief counsellors, funeral homes and support groups walk beside families in their hardest weeks. ${APP_NAME} gives them a gentle place to keep remembering, and a companion for the long nights in between.`,
  kindsTitle: 'Who we partner with',
  kinds: [
    {
      type: 'counsellor',
      title: 'Counsellors and therapists',
      body: 'Offer clients a private journal, memorial pages and an AI companion for the hours between sessions. It never replaces your care, and says so.',
    },
    {
      type: 'funeral_home',
      title: 'Funeral homes',
      body: 'Give families a memorial page they can share with everyone who could not be there, with a guestbook, photos and their loved one’s song.',
    },
    {
      type: 'support_group',
      title: 'Support groups',
      body: 'Keep your members connected between meetings with support circles, peer support and a library of gentle resources.',
    },
  ],
  downloadsTitle: 'Materials for your practice',
  downloadsIntro: 'Print them, share them, leave them in your waiting room. Each is a PDF made for you when you ask.',
  cardsPersonal: 'Your referral cards carry your own referral link as a QR code.',
  cardsSignIn: 'Sign in first and your referral cards will carry your own referral link.',
  download: (title: string) => `Download ${title}`,
  pdf: 'PDF',
  downloadStarted: 'Download Started',
  downloaded: (name: string) => `${name} downloaded!`,
  downloadFailed: 'Download failed. Please try again.',
  applyTitle: 'Apply to become a partner',
  applyIntro: 'Tell us a little about your work. There is no cost to partner with us.',
  submitted: 'Application Submitted!',
  submittedDescription: PARTNER_REPLY,
  submitFailed: 'Your application could not be sent. Please try again.',
  contactTitle: 'Questions first?',
  contactBody: 'Our support team is glad to talk through how a partnership could work for you.',
  contactUs: 'Contact Us',
  form: {
    name: 'Your name',
    organization: 'Organization',
    email: 'Email',
    phone: 'Phone (optional)',
    partnerType: 'Partner type',
    partnerTypePlaceholder: 'Choose one',
    message: 'Message (optional)',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    emailInvalid: 'Please enter a valid email address',
    emailTooLong: 'Email must be less than 255 characters',
    phoneInvalid: 'Please enter a valid phone number',
    typeRequired: 'Please choose a partner type',
  },
  admin: {
    title: 'Partner applications',
    intro: 'Applications from /partners, newest first.',
    empty: 'No partner applications yet.',
    loading: 'Loading partner applications',
    statusLabel: (org: string) => `Status of ${org}’s application`,
    statusInvalid: 'Status must be one of: new, contacted, accepted, declined',
    updated: 'Application updated',
    notFound: 'We could not find that application.',
  },
  mail: {
    adminSubject: 'A new partner application',
    adminBody: (organization: string, type: string) =>
      `${organization} has applied to the partner programme as: ${type}. Their details and message are in the admin console.`,
    openAdmin: 'Open the admin console',
    adminFooter: `You receive this email because you look after ${APP_NAME}.`,
  },
  rateLimited: 'You have sent several applications already. Please wait a while and try again.',
  /** The referral link's note on signed-out cards. */
  cardsSignedOut: 'Sign in at the address above for cards that carry your own link.',
} as const;

export const SUPPORT_MSG = {
  title: 'Customer Support',
  intro: 'We are here to help with anything about your account, your memorials or your plan.',
  contactTitle: 'Contact',
  contactPerson: (name: string) => `Your contact: ${name}`,
  phone: 'Phone',
  email: 'Email',
  hoursTitle: 'Support hours',
  hours: SUPPORT_HOURS,
  reply: SUPPORT_REPLY,
  priorityNote: 'Your plan includes priority support: your messages are answered first.',
  crisisNote: 'If you are in danger now, call your local emergency number.',
  safetyLink: 'See how we keep you safe',
  formTitle: 'Send us a message',
  sent: 'Message Sent!',
  sentDescription: `Thank you. ${SUPPORT_REPLY} A copy of your message is on its way to your inbox.`,
  sendAnother: 'Send another message',
  /** After a message the crisis screen rated crisis: shown above the help lines. */
  crisisAfterSend:
    'Your message has reached us, and someone will read it. What you wrote sounds very heavy. Please do not wait for our reply: the people below can talk with you right now.',
  /** After a message rated concern. */
  concernAfterSend:
    'It sounds like things are very hard right now. If it would help to talk to someone today, the help lines on our safety page are there day and night.',
  sendFailed: 'Your message could not be sent. Please try again.',
  contactLoadFailed: 'The contact details could not be loaded.',
  retry: 'Try again',
  form: {
    name: 'Your name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    submitting: 'Sending...',
    emailInvalid: 'Please enter a valid email address',
    emailTooLong: 'Email must be less than 255 characters',
  },
  admin: {
    title: 'Support requests',
    intro: 'Messages from /support: priority first, then the oldest open.',
    empty: 'No support requests yet.',
    loading: 'Loading support requests',
    priority: 'Priority',
    statusLabel: (subject: string) => `Status of “${subject}”`,
    statusInvalid: 'Status must be one of: open, answered, closed',
    updated: 'Request updated',
    notFound: 'We could not find that request.',
  },
  mail: {
    adminSubject: (priority: boolean) => (priority ? 'A new priority support request' : 'A new support request'),
    adminBody: (priority: boolean) =>
      `${priority ? 'A priority' : 'A'} support request has arrived. Read it and reply from the admin console.`,
    openAdmin: 'Open the admin console',
    adminFooter: `You receive this email because you look after ${APP_NAME}.`,
    copySubject: (subject: string) => `We received your message: ${subject}`,
    copyIntro: `Thank you for writing to ${APP_NAME}. ${SUPPORT_REPLY} Here is a copy of what you sent:`,
    copyFooter: 'You receive this email because you wrote to our support team.',
  },
  rateLimited: 'You have sent several messages already. Please wait a while and try again.',
} as const;
