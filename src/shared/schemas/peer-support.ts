/**
 * Peer support, /peer-support (spec sections 2, 3, 4, 6 and 8; decision 036): the opt-in matching
 * profile, requests and connections between grief buddies, and the private, live conversation of
 * a connection. One copy of the shapes and texts for the browser and the server.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { CIRCLE_TYPES, CIRCLE_TYPE_LABELS, type CircleType } from './circles';
import type { WrittenSupport } from './companion';
import { FIELD_MSG, keysetCursor, text, uuidParam } from './fields';

/** Who someone lost: the circle types' relationships (`general`: someone else). */
export const PEER_RELATIONSHIPS = CIRCLE_TYPES;
export type PeerRelationship = CircleType;
export const PEER_RELATIONSHIP_LABELS: Record<PeerRelationship, string> = {
  ...CIRCLE_TYPE_LABELS,
  general: 'Someone else close to me',
};

/** Roughly how long ago (ordered: neighbours are "close in time"). */
export const LOSS_WHEN = ['under_6_months', '6_to_12_months', '1_to_2_years', 'over_2_years'] as const;
export type LossWhen = (typeof LOSS_WHEN)[number];
export const LOSS_WHEN_LABELS: Record<LossWhen, string> = {
  under_6_months: 'Less than 6 months ago',
  '6_to_12_months': '6 to 12 months ago',
  '1_to_2_years': '1 to 2 years ago',
  over_2_years: 'More than 2 years ago',
};

export const PEER_HOPES = ['talk', 'listen', 'both'] as const;
export type PeerHope = (typeof PEER_HOPES)[number];
export const PEER_HOPE_LABELS: Record<PeerHope, string> = {
  talk: 'Someone to talk to',
  listen: 'To listen to someone',
  both: 'Both: to talk and to listen',
};

/** How many suggestions Find Matches gives at most. */
export const PEER_MATCH_LIMIT = 5;
/** After a decline, the person who asked cannot ask the same person again for this long. */
export const PEER_DECLINE_COOL_OFF_DAYS = 30;
/** Messages per page of GET /api/peer/connections/:id/messages (older ones with `before`). */
export const PEER_MESSAGES_PAGE_SIZE = 50;

export const PEER_MSG = {
  // Screen texts (spec section 2, "Peer support").
  pageTitle: 'Peer Support',
  pageIntro: 'Talk with someone who understands, at your own pace.',
  findTitle: 'Find a Grief Buddy',
  findIntro:
    'A grief buddy is another person who lost someone in a similar way. Tell us a little, and we will suggest people who chose to be found too.',
  findMatches: 'Find Matches',
  aiTitle: 'AI Peer Support Companion',
  aiDescription: 'A gentle listener, any time of day. It is an AI, not a person.',
  pendingTitle: 'Pending Requests',
  pendingEmpty: 'No requests waiting for you.',
  sentTitle: 'Requests you sent',
  sentWaiting: 'Waiting for a reply',
  connectionsTitle: 'Your Connections',
  connectionsEmpty: 'No active connections yet. Find a grief buddy to get started.',
  anonymous: 'Anonymous User',
  connectedOn: (date: string) => `Connected ${date}`,
  accept: 'Accept',
  decline: 'Decline',
  // Toasts (spec section 8, "Peer support").
  errorTitle: 'Error',
  loadFailed: 'Failed to load connections. Please refresh.',
  acceptFailed: 'Error accepting connection',
  declineFailed: 'Error declining connection',
  accepted: 'Connection accepted',
  declined: 'Connection declined',
  // The matching profile (ours).
  optInLabel: 'Let other grief buddies find me',
  optInHint: 'Off by default. Only people who also chose to be found can see you, and never your email.',
  relationshipLabel: 'Who did you lose?',
  lossWhenLabel: 'Roughly when?',
  lossWhenUnsaid: 'I would rather not say',
  introLabel: 'A few words about you (optional)',
  introHint: 'What would you like a grief buddy to know? Up to 300 characters.',
  hopeLabel: 'What are you hoping for?',
  saveProfile: 'Save',
  profileSaved: 'Your matching preferences are saved',
  profileSaveFailed: 'Your matching preferences could not be saved. Please try again.',
  optInFirst: 'Turn on “Let other grief buddies find me” to find matches.',
  relationshipInvalid: 'Please choose who you lost.',
  lossWhenInvalid: 'Please choose roughly when, or “I would rather not say”.',
  hopeInvalid: 'Please choose what you are hoping for.',
  introTooLong: 'Please keep your introduction under 300 characters.',
  // Matches.
  matchesTitle: 'People you might connect with',
  matchesEmpty:
    'No one who chose to be found matches yet. New people join every day; please look again soon, or try a support circle.',
  sameLoss: 'A similar loss',
  closeInTime: 'Around the same time',
  sendRequest: 'Send Request',
  requestNoteLabel: 'Add a short note (optional)',
  requestNoteTooLong: 'Please keep your note under 300 characters.',
  requestSent: 'Request sent',
  requestFailed: 'Your request could not be sent. Please try again.',
  // Refusals (the server's messages: nothing is stored).
  cannotRequestSelf: 'You cannot send a request to yourself.',
  notAvailable: 'This person is not available for matching right now.',
  alreadyConnected: 'You are already connected with this person.',
  alreadyRequested: 'There is already a request between you and this person.',
  askAgainLater: 'You cannot send another request to this person yet.',
  requestNotFound: 'We could not find that request. It may have been answered already.',
  connectionNotFound: 'We could not find that connection. It may have ended.',
  // The conversation.
  openConversation: 'Message',
  conversationTitle: (name: string) => `Conversation with ${name}`,
  conversationEmpty: 'No messages yet. You could say hello.',
  messageLabel: 'Your message',
  messagePlaceholder: 'Write a message…',
  send: 'Send',
  messageRequired: 'Please write something before sending.',
  messageTooLong: 'Messages can be at most 5,000 characters.',
  messageFailed: 'Your message could not be sent. It is still in the box, so nothing is lost.',
  heldBadge: 'Only visible to you',
  heldForSupport:
    'We have kept this message between you and our moderators for now, because it sounds like you are carrying something very heavy. You are not alone: please reach out to one of the people below.',
  concernNote:
    'Thank you for sharing this. If things feel too heavy, the Safety page has people you can talk to at any hour.',
  removedPlaceholder: 'This message was removed.',
  loadMessagesFailed: 'We could not load this conversation. Please try again.',
  // Ending, blocking, reporting.
  endConnection: 'End connection',
  endConfirm: (name: string) =>
    `End your connection with ${name}? Your conversation will be closed and deleted for both of you. This cannot be undone.`,
  ended: 'Connection ended',
  endFailed: 'The connection could not be ended. Please try again.',
  blockConfirm: (name: string) =>
    `Block ${name}? Your connection will end, and neither of you will be able to find or reach the other.`,
  reportMessage: 'Report this message',
  // Emails (never the words).
  supportEmailSubject: 'Someone in peer support may need support',
  supportEmailBody:
    'A message between two grief buddies suggested that its author may be in crisis. It has been held and the author has been shown help lines. Please look in on them gently.',
  reportCrisisEmailBody:
    'Someone in peer support reported a message because its author may be in danger. Please look at it in the moderation queue soon, and look in on them gently.',
} as const;

const relationship = z.enum(PEER_RELATIONSHIPS, { error: PEER_MSG.relationshipInvalid });
const lossWhen = z.enum(LOSS_WHEN, { error: PEER_MSG.lossWhenInvalid }).nullable();
const hope = z.enum(PEER_HOPES, { error: PEER_MSG.hopeInvalid });
const intro = text().trim().max(LIMITS.peerIntro, PEER_MSG.introTooLong);

/** PUT /api/peer/profile: the whole matching profile (opting in or out is `open`). */
export const peerProfileSchema = z.strictObject({
  open: z.boolean(),
  relationship,
  lossWhen: lossWhen.default(null),
  intro: intro.default(''),
  hope: hope.default('both'),
});
export type PeerProfileInput = z.input<typeof peerProfileSchema>;

/** POST /api/peer/requests. */
export const peerRequestSchema = z.strictObject({
  peerId: uuidParam(FIELD_MSG.invalidId),
  note: text()
    .trim()
    .max(LIMITS.peerNote, PEER_MSG.requestNoteTooLong)
    .transform((v) => (v === '' ? null : v))
    .nullish(),
});
export type PeerRequestInput = z.input<typeof peerRequestSchema>;

/** POST /api/peer/requests/:id: the receiver answers. */
export const peerAnswerSchema = z.strictObject({ action: z.enum(['accept', 'decline']) });

/** POST /api/peer/connections/:id/messages. */
export const peerMessageCreateSchema = z.strictObject({
  body: text({ error: PEER_MSG.messageRequired })
    .trim()
    .min(1, PEER_MSG.messageRequired)
    .max(LIMITS.peerMessage, PEER_MSG.messageTooLong),
});
export type PeerMessageCreateInput = z.input<typeof peerMessageCreateSchema>;

/** GET /api/peer/connections/:id/messages: `before` is a page's `nextCursor`. */
export const peerMessagesQuerySchema = z.object({ before: keysetCursor(PEER_MSG.connectionNotFound).optional() });

// ---- responses ----------------------------------------------------------------------------

/** The caller's own matching profile (null fields: never set). */
export interface PeerProfile {
  open: boolean;
  relationship: PeerRelationship | null;
  lossWhen: LossWhen | null;
  intro: string;
  hope: PeerHope;
}

/** `PUT /api/peer/profile`: the profile as saved, and what the crisis screen read in its intro (decision 049). */
export interface PeerProfileSaved extends PeerProfile {
  /** Absent when there is no intro or nothing in it worried the screen; `helplines` with a crisis. */
  support?: WrittenSupport;
}

/** Another person as the caller may see them: `name` and `bio` null when their profile is not visible. */
export interface PeerPerson {
  id: string;
  /** Null: shown as "Anonymous User". */
  name: string | null;
  bio: string | null;
}

/** One suggestion of Find Matches: what they chose to share for matching, never an email. */
export interface PeerMatch {
  person: PeerPerson;
  relationship: PeerRelationship;
  lossWhen: LossWhen | null;
  intro: string;
  hope: PeerHope;
  /** Why they are suggested (shown as small badges). */
  reasons: Array<'same-loss' | 'close-in-time'>;
}

/** GET /api/peer/matches. */
export interface PeerMatchesResponse {
  matches: PeerMatch[];
}

/** A request waiting for the caller's answer (only the receiver sees these). */
export interface PeerIncomingRequest {
  id: string;
  from: PeerPerson;
  note: string | null;
  /** What the sender shared for matching, so the receiver knows who is asking. */
  relationship: PeerRelationship | null;
  lossWhen: LossWhen | null;
  createdAt: string;
}

/** A request the caller sent that is still pending (a declined one is not shown, nor named). */
export interface PeerOutgoingRequest {
  id: string;
  to: PeerPerson;
  createdAt: string;
}

/** POST /api/peer/requests (201): the request, and what the crisis screen read in its note (decision 045). */
export interface PeerRequestCreated extends PeerOutgoingRequest {
  /** Absent when there is no note or nothing in it worried the screen; `helplines` with a crisis. */
  support?: WrittenSupport;
}

export interface PeerConnection {
  id: string;
  person: PeerPerson;
  connectedAt: string;
  /** Messages from them the caller has not read yet. */
  unread: number;
}

/** GET /api/peer: everything the page shows at once (one request per page, decision 022). */
export interface PeerOverview {
  profile: PeerProfile;
  incoming: PeerIncomingRequest[];
  outgoing: PeerOutgoingRequest[];
  connections: PeerConnection[];
}

export interface PeerMessage {
  id: string;
  connectionId: string;
  /** Whether the caller wrote it. */
  mine: boolean;
  /** Empty for a removed message. */
  body: string;
  status: 'visible' | 'held' | 'removed';
  createdAt: string;
}

/** GET /api/peer/connections/:id/messages: newest first; `lastEventId` is where a stream opened after this read starts. */
export interface PeerMessagesPage {
  connection: PeerConnection;
  messages: PeerMessage[];
  nextCursor: string | null;
  lastEventId: number;
}

/** POST /api/peer/connections/:id/messages (201). `support` is present when the screen saw risk. */
export interface PeerMessageCreated {
  message: PeerMessage;
  support?: WrittenSupport;
}

/**
 * One Server-Sent Event of GET /api/streams/peer/:connectionId?after=<lastEventId>: `id:` the event
 * id, `event:` the kind, `data:` this JSON. `ended`: the connection ended (or a block): the
 * stream closes and the page leaves the conversation.
 */
export type PeerStreamEvent =
  | { kind: 'message'; message: PeerMessage }
  | { kind: 'message-removed'; messageId: string }
  | { kind: 'ended' }
  | { kind: 'reload' };
