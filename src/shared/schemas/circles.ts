/**
 * Support circles (spec sections 2, 3, 5, 6 and 8; decision 035): request and response shapes and
 * the texts, one copy for the browser and the server. A circle is a small, moderated group of
 * bereaved people with a live conversation (posts and one level of replies).
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import type { WrittenSupport } from './companion';
import { FIELD_MSG, keysetCursor, text, uuidParam } from './fields';

export const CIRCLE_TYPES = [
  'parent_loss',
  'partner_loss',
  'child_loss',
  'sibling_loss',
  'friend_loss',
  'general',
] as const;
export type CircleType = (typeof CIRCLE_TYPES)[number];

/** How each circle type reads on screen. */
export const CIRCLE_TYPE_LABELS: Record<CircleType, string> = {
  parent_loss: 'Loss of a parent',
  partner_loss: 'Loss of a partner',
  child_loss: 'Loss of a child',
  sibling_loss: 'Loss of a sibling',
  friend_loss: 'Loss of a friend',
  general: 'General',
};

/** How long a circle admin can mute a member for (minutes; null: until unmuted). */
export const MUTE_CHOICES = [60, 24 * 60, 7 * 24 * 60, null] as const;

/** `mutedUntil` of a member muted "until unmuted" (a date no mute of a chosen length reaches). */
export const MUTED_INDEFINITELY_UNTIL = '9999-12-31T00:00:00.000Z';

/** An invitation link's life. */
export const CIRCLE_INVITATION_DAYS = 14;

/** An account younger than this is "new" for a circle that holds new accounts' posts. */
export const NEW_ACCOUNT_DAYS = 7;

/** Posts per page of GET /api/circles/:id/posts (older ones with the `before` cursor). */
export const CIRCLE_POSTS_PAGE_SIZE = 50;

export const CIRCLE_MSG = {
  // Screen texts (spec section 2, "Support circles").
  pageTitle: 'Support Circles',
  pageIntro: 'Small, gentle groups of people who understand your loss.',
  createCircle: 'Create Circle',
  joinCircle: 'Join Circle',
  askToJoin: 'Ask to Join',
  requested: 'Request sent',
  privateBadge: 'Private',
  defaultDescription: 'A supportive community space',
  empty: 'No support circles yet. Create the first one!',
  members: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  // The Create Circle dialog.
  nameLabel: 'Circle name',
  typeLabel: 'Circle type',
  descriptionLabel: 'Description',
  privateLabel: 'Private circle',
  privateHint: 'Only people you invite can find and join a private circle.',
  // Validation (spec section 5, "Support circle").
  nameRequired: 'Circle name required',
  nameTooLong: 'Circle name too long (max 100 characters)',
  descriptionTooLong: 'Description too long (max 500 characters)',
  typeInvalid: `Circle type must be one of: ${CIRCLE_TYPES.join(', ')}`,
  nothingToUpdate: 'Nothing to update.',
  // Toasts (spec section 8, "Community and circles").
  created: 'Circle Created',
  joined: 'Joined Circle',
  createFailed: 'Failed to create circle',
  joinFailed: 'Failed to join circle',
  notAuthenticated: 'Not authenticated',
  errorTitle: 'Error',
  // Ours: the circle page.
  notFound: 'We could not find that circle. It may be private, or it may no longer exist.',
  notMember: 'Join this circle to read and share in its conversation.',
  requestPending: 'Your request to join has been sent. The circle admin will let you in.',
  requestSent: 'Request sent',
  alreadyMember: 'You are already a member of this circle.',
  removedFromCircle: 'You can no longer take part in this circle.',
  mutedUntil: (when: string) => `You have been muted in this circle until ${when}.`,
  mutedIndefinitely: 'You have been muted in this circle by its admin.',
  left: 'You have left the circle',
  leave: 'Leave circle',
  leaveConfirm: 'Leave this circle? You can join again later if it is public.',
  adminMustHandOn: 'Please hand the admin role to another member before leaving.',
  deleteCircle: 'Delete circle',
  deleteConfirm: 'Delete this circle and its whole conversation for everyone? This cannot be undone.',
  deleted: 'Circle deleted',
  updated: 'Circle updated',
  // Posts.
  postLabel: 'Share with the circle',
  postPlaceholder: 'Write something to the circle…',
  postButton: 'Post',
  replyButton: 'Reply',
  postRequired: 'Please write something before posting.',
  postTooLong: 'Posts can be at most 5,000 characters.',
  postFailed: 'Your post could not be shared. It is still in the box, so nothing is lost.',
  postNotFound: 'We could not find that post.',
  emptyConversation: 'No posts yet. You could be the first to say hello.',
  pinned: 'Pinned',
  pin: 'Pin',
  unpin: 'Unpin',
  removePost: 'Remove post',
  removePostConfirm: 'Remove this post from the circle?',
  postRemoved: 'Post removed',
  removedPlaceholder: 'This post was removed.',
  heldForApproval: 'Your post is waiting for the circle admin’s approval. Only you can see it for now.',
  heldForSupport:
    'We have kept this post between you and our moderators for now, because it sounds like you are carrying something very heavy. You are not alone: please reach out to one of the people below.',
  heldBadge: 'Only visible to you',
  approve: 'Approve',
  concernNote:
    'Thank you for sharing this. If things feel too heavy, the Safety page has people you can talk to at any hour.',
  reconnecting: 'Reconnecting…',
  live: 'Live',
  newPosts: (n: number) => (n === 1 ? '1 new post' : `${n} new posts`),
  // Members and moderation in a circle.
  membersTitle: 'Members',
  anonymousMember: 'Anonymous member',
  adminBadge: 'Circle admin',
  mutedBadge: 'Muted',
  mute: 'Mute',
  unmute: 'Unmute',
  removeMember: 'Remove from circle',
  removeMemberConfirm: 'Remove this person from the circle? They will not be able to rejoin.',
  makeAdmin: 'Make circle admin',
  makeAdminConfirm: 'Hand the admin role to this member? You will become a member.',
  adminHandedOn: 'The admin role has been handed on',
  memberRemoved: 'Member removed',
  memberMuted: 'Member muted',
  memberUnmuted: 'Member unmuted',
  requestsTitle: 'Requests to join',
  approveRequest: 'Let in',
  declineRequest: 'Decline',
  notAdmin: 'Only the circle admin can do that.',
  cannotActOnSelf: 'You cannot do that to yourself.',
  notAMember: 'That person is not a member of this circle.',
  // Invitations.
  invite: 'Invite people',
  inviteCreated: 'Invitation link ready',
  inviteCopied: 'Copied!',
  inviteInvalid: 'This invitation link is no longer valid. Please ask the circle admin for a new one.',
  inviteRevoked: 'Invitation link turned off',
  inviteTitle: (name: string) => `You have been invited to join ${name}`,
  // Settings of a circle.
  settingsTitle: 'Circle settings',
  requiresApprovalLabel: 'New members wait for my approval',
  holdNewAccountPostsLabel: 'Posts from brand-new accounts wait for my approval',
  // Loading and errors.
  loadFailed: 'We could not load this circle. Please try again.',
} as const;

export const MODERATION_MSG = {
  report: 'Report',
  reportTitle: 'Report this post',
  reportReasonLabel: 'What is wrong?',
  reportDetailsLabel: 'Anything else our moderators should know (optional)',
  reportReasons: {
    harassment: 'Unkind or harassing',
    spam: 'Spam or advertising',
    harmful: 'Harmful or unsafe advice',
    crisis: 'Someone may be in danger',
    other: 'Something else',
  },
  reportDetailsTooLong: 'Please keep this under 500 characters.',
  reportReasonInvalid: 'Please choose a reason.',
  reported: 'Thank you. Our moderators will look at this soon.',
  alreadyReported: 'You have already reported this post. Thank you.',
  cannotReportOwn: 'You cannot report your own post.',
  block: 'Block',
  blockConfirm: 'Block this person? You will no longer see each other’s posts or be able to reach each other.',
  blocked: 'Blocked. You will no longer see each other here.',
  unblock: 'Unblock',
  unblocked: 'Unblocked',
  cannotBlockSelf: 'You cannot block yourself.',
  blockedListTitle: 'People you have blocked',
  blockedListEmpty: 'You have not blocked anyone.',
  // The admin console's moderation queue.
  queueTitle: 'Moderation',
  queueEmpty: 'Nothing waiting. Thank you for looking after the community.',
  heldPostsTitle: 'Held posts',
  reportsTitle: 'Reports',
  auditTitle: 'Moderation log',
  release: 'Release to the circle',
  dismiss: 'Dismiss',
  removePost: 'Remove post',
  released: 'Post released',
  dismissed: 'Report dismissed',
  actioned: 'Post removed',
  reportNotFound: 'We could not find that report.',
  showPost: 'Show post',
  hidePost: 'Hide post',
  removeConfirm: 'Remove this post from its circle? Its words will be deleted. This cannot be undone.',
  releaseConfirm: 'Release this post to its circle? Every member will be able to read it.',
  dismissConfirm: 'Dismiss this report? The post stays in the circle.',
  actionFailed: 'That did not work. Please try again.',
  loadFailed: 'We could not load the moderation queue. Please try again.',
  queueLoading: 'Loading the moderation queue…',
  retry: 'Try again',
  logEmpty: 'No moderation actions yet.',
  reportedBy: (name: string) => `Reported by ${name}`,
  reportedByDeleted: 'Reported by a deleted account',
  reportedPostGone: 'The post is no longer there (its author deleted their account).',
  heldPeerMessagesTitle: 'Held peer messages',
  peerMessageLabel: 'A message in a private peer conversation',
  reportedPeerMessageGone: 'The message is no longer there (the conversation ended).',
  releasePeerMessage: 'Release to the conversation',
  removePeerMessage: 'Remove message',
  releasePeerConfirm: 'Release this message to the conversation? The other person will be able to read it.',
  removePeerConfirm: 'Remove this message from the conversation? Its words will be deleted. This cannot be undone.',
  peerReleased: 'Message released',
  peerRemoved: 'Message removed',
  holdReasons: { crisis: 'Held: may be in crisis', approval: 'Waiting for approval' },
  logActions: {
    'post.remove': 'removed a post',
    'post.release': 'released a held post',
    'post.approve': 'approved a post',
    'post.pin': 'pinned a post',
    'post.unpin': 'unpinned a post',
    'post.hold-crisis': 'held a post for support',
    'member.mute': 'muted a member',
    'member.unmute': 'unmuted a member',
    'member.remove': 'removed a member',
    'member.approve': 'let a member in',
    'member.decline': 'declined a request to join',
    'circle.admin-handed-on': 'handed the circle admin role on',
    'circle.delete': 'deleted a circle',
    'circle.update': 'changed a circle’s settings',
    'report.action': 'removed a reported post',
    'report.dismiss': 'dismissed a report',
    'peer-message.hold-crisis': 'held a peer message for support',
    'peer-message.release': 'released a held peer message',
    'peer-message.remove': 'removed a peer message',
  } as Record<string, string>,
  systemActor: 'The safety screen',
  reportCrisisEmailBody: (circleName: string) =>
    `Someone in "${circleName}" reported a post because its author may be in danger. Please look at it in the moderation queue soon, and look in on them gently.`,
  openQueue: 'Open the moderation queue',
  adminEmailFooter: 'You receive this email because you are an admin of this site.',
  // The daily circle digest (never the words of a post).
  digestGreeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  digestIntro: 'There are new posts in your support circles since you last looked:',
  digestLine: (circleName: string, n: number) => `${circleName}: ${n === 1 ? '1 new post' : `${n} new posts`}`,
  digestAfter: 'Read them when you feel ready. There is no hurry.',
  digestAction: 'Open your support circles',
  digestFooter: 'You receive this email at most once a day because support circle emails are on in your settings.',
  digestUnsubscribe: 'Turn off support circle emails',
  // Emails (never the words of the post).
  supportEmailSubject: 'Someone in a support circle may need support',
  supportEmailBody: (circleName: string) =>
    `A post in "${circleName}" suggested that its author may be in crisis. It has been held from the circle and the author has been shown help lines. Please look in on them gently.`,
  digestSubject: 'New posts in your support circles',
} as const;

const name = text({ error: CIRCLE_MSG.nameRequired })
  .trim()
  .min(1, CIRCLE_MSG.nameRequired)
  .max(LIMITS.circleName, CIRCLE_MSG.nameTooLong);

const description = text()
  .trim()
  .max(LIMITS.circleDescription, CIRCLE_MSG.descriptionTooLong)
  .transform((v) => (v === '' ? null : v))
  .nullish();

const circleType = z.enum(CIRCLE_TYPES, { error: CIRCLE_MSG.typeInvalid });

/** POST /api/circles (spec: name, circle type, description, private toggle). */
export const circleCreateSchema = z.strictObject({
  name,
  circleType: circleType.default('general'),
  description,
  isPrivate: z.boolean().default(false),
});
export type CircleCreateInput = z.input<typeof circleCreateSchema>;

/** PATCH /api/circles/:id (the circle admin): any of the fields and the two moderation settings. */
export const circleUpdateSchema = z
  .strictObject({
    name: name.optional(),
    circleType: circleType.optional(),
    description,
    isPrivate: z.boolean().optional(),
    requiresApproval: z.boolean().optional(),
    holdNewAccountPosts: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), CIRCLE_MSG.nothingToUpdate);
export type CircleUpdateInput = z.input<typeof circleUpdateSchema>;

/** POST /api/circles/:id/join: `invitation` is the token of an invitation link (private circles). */
export const circleJoinSchema = z.strictObject({ invitation: z.string().max(200).optional() });

const postBody = text({ error: CIRCLE_MSG.postRequired })
  .trim()
  .min(1, CIRCLE_MSG.postRequired)
  .max(LIMITS.circlePost, CIRCLE_MSG.postTooLong);

/** POST /api/circles/:id/posts: a post, or a reply to `parentId`. */
export const circlePostCreateSchema = z.strictObject({
  body: postBody,
  parentId: uuidParam(FIELD_MSG.invalidId).optional(),
});
export type CirclePostCreateInput = z.input<typeof circlePostCreateSchema>;

/** GET /api/circles/:id/posts: `before` is a page's `nextCursor`. */
export const circlePostsQuerySchema = z.object({ before: keysetCursor(CIRCLE_MSG.postNotFound).optional() });

/** POST /api/circles/:id/members/:userId/mute: minutes, or null for until unmuted. */
export const circleMuteSchema = z.strictObject({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(365 * 24 * 60)
    .nullable(),
});

/** POST /api/circles/:id/admin: hand the admin role to this member. */
export const circleHandOnSchema = z.strictObject({ userId: uuidParam(FIELD_MSG.invalidId) });

export const REPORT_REASONS = ['harassment', 'spam', 'harmful', 'crisis', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** POST /api/reports. */
export const reportCreateSchema = z.strictObject({
  /** A circle post, or a message of the other person in one's peer conversation (decision 036). */
  targetKind: z.enum(['circle-post', 'peer-message']),
  targetId: uuidParam(FIELD_MSG.invalidId),
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MSG.reportReasonInvalid }),
  details: text()
    .trim()
    .max(LIMITS.reportDetails, MODERATION_MSG.reportDetailsTooLong)
    .transform((v) => (v === '' ? null : v))
    .nullish(),
});
export type ReportCreateInput = z.input<typeof reportCreateSchema>;

/** POST /api/blocks. */
export const blockCreateSchema = z.strictObject({ userId: uuidParam(FIELD_MSG.invalidId) });

// ---- responses ----------------------------------------------------------------------------

export type CircleRole = 'admin' | 'member';
/** The caller's standing in a circle: null when not a member and not asked. */
export type CircleMembership = { role: CircleRole; status: 'active' | 'requested'; mutedUntil: string | null } | null;

/** A card in the list (GET /api/circles). Private circles are listed to their members only. */
export interface CircleSummary {
  id: string;
  name: string;
  description: string | null;
  circleType: CircleType;
  isPrivate: boolean;
  /** A join becomes a request the circle admin answers ("Ask to Join" rather than "Join Circle"). */
  requiresApproval: boolean;
  memberCount: number;
  createdAt: string;
  membership: CircleMembership;
}

export interface CircleListResponse {
  circles: CircleSummary[];
  /** Whether the caller's plan lets them create a circle (the server checks again). */
  canCreate: boolean;
}

/** GET /api/circles/:id: the circle page's header; settings are present for its admin only. */
export interface CircleDetail extends CircleSummary {
  settings: { requiresApproval: boolean; holdNewAccountPosts: boolean } | null;
}

export interface CircleResponse {
  circle: CircleDetail;
  /**
   * On creating or renaming a circle (POST, PATCH with a name or description): what the crisis
   * screen read in its name and description (decision 045). Absent when nothing worried it.
   */
  support?: WrittenSupport;
}

/** A person as other members see them: `name` null when their profile is not visible (shown as Anonymous member). */
export interface CirclePerson {
  id: string;
  name: string | null;
}

/** GET /api/circles/:id/members (members only). Requests are listed to the admin only. */
export interface CircleMembersResponse {
  members: Array<CirclePerson & { role: CircleRole; mutedUntil: string | null; joinedAt: string }>;
  requests: Array<CirclePerson & { requestedAt: string }> | null;
}

export interface CirclePost {
  id: string;
  circleId: string;
  parentId: string | null;
  author: CirclePerson;
  /** Empty for a removed post (its place in the thread stays, its words do not). */
  body: string;
  status: 'visible' | 'held' | 'removed';
  /** For held posts, seen by their author and moderators only. */
  holdReason: 'crisis' | 'approval' | null;
  pinned: boolean;
  createdAt: string;
  /** Whether the caller may remove it (its author, the circle admin, a site admin). */
  canRemove: boolean;
}

/**
 * GET /api/circles/:id/posts: newest first, replies included (the page groups them under their
 * post); `pinned` holds the pinned posts whatever their age. `lastEventId` is where a stream
 * opened after this read starts, so nothing falls between the read and the stream.
 */
export interface CirclePostsPage {
  posts: CirclePost[];
  pinned: CirclePost[];
  nextCursor: string | null;
  lastEventId: number;
}

/** POST /api/circles/:id/posts (201). `support` is present when the screen saw risk. */
export interface CirclePostCreated {
  post: CirclePost;
  support?: WrittenSupport;
}

/**
 * One Server-Sent Event of GET /api/streams/circles/:id?after=<lastEventId of the page read>
 * (a reconnecting EventSource's Last-Event-ID header wins over `after`); `id:` is the event id,
 * `event:` the kind, `data:` this JSON:
 * `post` carries the post as this reader may see it (new or changed), `post-removed` its id,
 * `members` asks the page to read the members again.
 */
export type CircleStreamEvent =
  | { kind: 'post'; post: CirclePost }
  | { kind: 'post-removed'; postId: string }
  | { kind: 'members' }
  /** The stream could not resume from the reader's Last-Event-ID (too old): read the page again. */
  | { kind: 'reload' };

export interface CircleInvitationCreated {
  id: string;
  /** The whole link, shown once: `<site>/support-circles/<circle id>?invite=<token>`. */
  url: string;
  expiresAt: string;
}

/** GET /api/circle-invitations/:token: what the invitation page shows before joining. */
export interface CircleInvitationPreview {
  circle: Pick<
    CircleSummary,
    'id' | 'name' | 'circleType' | 'isPrivate' | 'requiresApproval' | 'memberCount' | 'membership'
  >;
  expiresAt: string;
}

// ---- moderation -------------------------------------------------------------------------

export interface BlockedPerson extends CirclePerson {
  blockedAt: string;
}

export interface BlocksResponse {
  blocked: BlockedPerson[];
}

/** A post in the admin queue: site admins see the words, to judge them; emails never carry them. */
export interface ModerationPost {
  id: string;
  circle: { id: string; name: string };
  author: { id: string; name: string; email: string };
  body: string;
  status: 'visible' | 'held' | 'removed';
  holdReason: 'crisis' | 'approval' | null;
  createdAt: string;
}

/** A peer message in the admin queue (decision 036): held by the crisis screen, or reported. */
export interface ModerationPeerMessage {
  id: string;
  connectionId: string;
  author: { id: string; name: string; email: string };
  body: string;
  status: 'visible' | 'held' | 'removed';
  createdAt: string;
}

export interface ModerationReport {
  id: string;
  targetKind: 'circle-post' | 'peer-message';
  reason: ReportReason;
  details: string | null;
  reporter: { id: string; name: string } | null;
  /** The reported circle post (null: a peer message, or the post is gone). */
  post: ModerationPost | null;
  /** The reported peer message (null: a circle post, or the conversation ended). */
  peerMessage: ModerationPeerMessage | null;
  createdAt: string;
}

export interface ModerationLogEntry {
  id: string;
  action: string;
  actor: { id: string; name: string } | null;
  circleId: string | null;
  postId: string | null;
  targetUserId: string | null;
  createdAt: string;
}

/** GET /api/admin/moderation: open reports, held posts, and the newest log entries. */
export interface ModerationQueue {
  reports: ModerationReport[];
  heldPosts: ModerationPost[];
  /** Peer messages held by the crisis screen (decision 036). */
  heldPeerMessages: ModerationPeerMessage[];
  log: ModerationLogEntry[];
}

/** POST /api/admin/moderation/reports/:id: remove the post, or dismiss the report. */
export const reportResolveSchema = z.strictObject({ action: z.enum(['remove-post', 'dismiss']) });
/** POST /api/admin/moderation/posts/:id: release a held post, or remove it. */
export const heldPostActionSchema = z.strictObject({ action: z.enum(['release', 'remove']) });
