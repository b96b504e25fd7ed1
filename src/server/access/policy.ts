/**
 * Who may see or change what: the one vocabulary (permissions and roles) and the one table that
 * joins them (decision 018). A route or service names the permission it needs and the thing it
 * is about; `access.ts` works out which roles the caller holds toward that thing and looks them
 * up here. A new kind of caller (a circle member, a connection, a plan that opens a room) is a
 * new role with its row below, not a new `if` in a route.
 */
import type { ErrorCode } from '@shared/errors';
import { CIRCLE_MSG } from '@shared/schemas/circles';
import { COMPANION_MSG } from '@shared/schemas/companion';
import { STORY_MSG } from '@shared/schemas/memorial-story';

/** Everything the server lets someone do, named `<what it is about>:<action>`. */
export const PERMISSIONS = [
  // A memorial and its page
  'memorial:create',
  'memorial:view',
  'memorial:edit',
  'memorial:delete',
  /** Turn the share link on or off, and see its token. */
  'memorial:share',
  /** Have the AI draft a legacy letter from this memorial. */
  'memorial:draft-letter',
  /** Name this memorial on one of one's own legacy letters. */
  'memorial:link-letter',
  /** Offer the memorial to another person, who becomes its owner on accepting (decision 031). */
  'memorial:transfer',
  /** The memorial's anniversary reminders and calendar: the owner's private settings. */
  'reminders:manage',
  /** Download the memorial as a static website (a ZIP): its whole page, guestbook emails aside. */
  'memorial:export-site',
  /** Tell its story: life-story sections, timeline events, captions, the cover photo (decision 038). */
  'memorial:story',
  /** Invite collaborators, revoke invitations, remove collaborators (decision 038): the owner's alone. */
  'memorial:collaborators',
  // Its guestbook
  'guestbook:view',
  'guestbook:post',
  /** See the email addresses people left with their messages. */
  'guestbook:view-emails',
  /** Delete messages. */
  'guestbook:moderate',
  // Its photos, videos and song file
  'media:upload',
  'media:reorder',
  'media:delete',
  // Private writing: one's own journal entries, letters and AI conversations
  'journal:create',
  'journal:view',
  'journal:edit',
  'journal:delete',
  'letter:create',
  'letter:view',
  'letter:edit',
  'letter:delete',
  'conversation:create',
  'conversation:view',
  'conversation:edit',
  'conversation:delete',
  /** Sign out one of one's own signed-in devices (decision 028). */
  'account-session:end',
  /** One's own data export (a ZIP of everything one wrote). */
  'data-export:download',
  // One's own passkeys (their list is the account's own factor list)
  'passkey:edit',
  'passkey:delete',
  /** Unlink one of one's own sign-in providers (decision 039). */
  'identity:delete',
  // The site as a whole
  'resource:manage',
  'email-jobs:manage',
  /** The admin console: every account's plan and roles (decision 033). */
  'people:manage',
  // Support circles (decision 035)
  /** See a circle's header (name, type, description, member count). */
  'circle:view',
  /** Join it, or ask to (a private circle needs a valid invitation). */
  'circle:join',
  /** Read its conversation and members, follow its stream. */
  'circle:read',
  /** Post and reply (a muted or removed member is refused by the circle's own rules). */
  'circle:post',
  /** The circle admin's: settings, invitations, requests, pins, approvals, mutes, removals, hand-on, delete. */
  'circle:manage',
  /** Remove a post: its author, the circle admin, a site admin. */
  'circle-post:remove',
  /** Report a post one can see (decision 035); whether one can see it is the feature's own check (404). */
  'report:create',
  /** The site's moderation queue: reports, held posts of every circle, and the moderation log (decision 035). */
  'moderation:manage',
  // Community rooms (decision 036)
  /** Create, edit, archive and bring back community rooms (the admin console). */
  'community-room:manage',
  // Peer support (decision 036)
  /** One's own matching profile, matches, overview, and sending requests (any signed-in person). */
  'peer:use',
  /** Withdraw a pending request: its sender. */
  'peer-request:withdraw',
  /** Accept or decline a pending request: its receiver alone. */
  'peer-request:answer',
  /** Read an accepted connection's conversation and follow its stream: its two people. */
  'peer-connection:read',
  /** Write in it, or end the connection: its two people. */
  'peer-connection:write',
  // Partners and support (decision 037)
  /** The partner applications and support requests sent to the site, and their status (the admin console). */
  'outreach:manage',
  // Referrals (decision 037)
  /** One's own referral code, link and referrals (any signed-in person). */
  'referral:use',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * A role is a relation between the caller and the thing asked about, not a badge on an account:
 * - `owner`: the signed-in user who made it (a memorial, a journal entry, a letter, a conversation);
 * - `share-token`: holds the memorial's share link while sharing is on;
 * - `visitor`: anyone, signed in or not, toward something public (a public memorial, the site);
 * - `signed-in`: any signed-in user, toward the site;
 * - `admin`: a user with the admin role, toward anything (moderation and the site's upkeep);
 * - `circle-member`, `circle-admin`: an active member (the admin is a member too) of the circle;
 * - `circle-requester`: asked to join the circle and waits for its admin;
 * - `circle-invitee`: holds a valid invitation link of the circle;
 * - `peer-sender`, `peer-receiver`: sent, or was sent, a pending peer request;
 * - `peer`: one of the two people of an accepted peer connection;
 * - `collaborator`: invited by a memorial's owner to tend it with them (decision 038).
 */
export const ROLES = [
  'owner',
  'share-token',
  'visitor',
  'signed-in',
  'admin',
  'circle-member',
  'circle-admin',
  'circle-requester',
  'circle-invitee',
  'peer-sender',
  'peer-receiver',
  'peer',
  'collaborator',
] as const;
export type Role = (typeof ROLES)[number];

/** The policy: what each role allows. A permission not listed for any role the caller holds is refused. */
export const POLICY: Record<Role, readonly Permission[]> = {
  owner: [
    'memorial:view',
    'memorial:edit',
    'memorial:delete',
    'memorial:share',
    'memorial:draft-letter',
    'memorial:link-letter',
    'memorial:transfer',
    'reminders:manage',
    'memorial:export-site',
    'memorial:story',
    'memorial:collaborators',
    'guestbook:view',
    'guestbook:post',
    'guestbook:view-emails',
    'guestbook:moderate',
    'media:upload',
    'media:reorder',
    'media:delete',
    'journal:view',
    'journal:edit',
    'journal:delete',
    'letter:view',
    'letter:edit',
    'letter:delete',
    'conversation:view',
    'conversation:edit',
    'conversation:delete',
    'account-session:end',
    'data-export:download',
    'passkey:edit',
    'passkey:delete',
    'identity:delete',
    'circle-post:remove',
  ],
  'share-token': ['memorial:view', 'guestbook:view', 'guestbook:post'],
  // Toward a circle, `visitor` means a public circle: any signed-in person sees its header and may join.
  visitor: ['memorial:view', 'guestbook:view', 'guestbook:post', 'circle:view', 'circle:join'],
  'signed-in': [
    'memorial:create',
    'journal:create',
    'letter:create',
    'conversation:create',
    'report:create',
    'peer:use',
    'referral:use',
  ],
  // Moderation sees what anyone may be shown, as a non-owner: no share token, no guestbook
  // emails, no reminders, no one's private writing, and no changes to a memorial.
  // In circles, site admins moderate posts (the admin queue); they read no circle they are not in.
  admin: [
    'memorial:view',
    'guestbook:view',
    'guestbook:post',
    'resource:manage',
    'email-jobs:manage',
    'people:manage',
    'moderation:manage',
    'circle-post:remove',
    'community-room:manage',
    'outreach:manage',
  ],
  'circle-member': ['circle:view', 'circle:read', 'circle:post'],
  'circle-admin': ['circle:view', 'circle:read', 'circle:post', 'circle:manage', 'circle-post:remove'],
  'circle-requester': ['circle:view'],
  'circle-invitee': ['circle:view', 'circle:join'],
  // A peer conversation is its two people's alone: site admins read only held or reported messages, in the queue.
  'peer-sender': ['peer-request:withdraw'],
  'peer-receiver': ['peer-request:answer'],
  peer: ['peer-connection:read', 'peer-connection:write'],
  // Decision 038: they add photos and videos (and delete only what they added: the media service's
  // rule) and moderate the guestbook; not the memorial's details, sharing, hand-on, reminders, the
  // site export, the guestbook's emails, or its collaborators.
  // The family tending a memorial with its owner (decision 038): its story and media, and its
  // guestbook's moderation; never its details, sharing, deletion, hand-on or guestbook emails.
  collaborator: [
    'memorial:view',
    'memorial:story',
    'media:upload',
    'media:delete',
    'guestbook:view',
    'guestbook:post',
    'guestbook:moderate',
  ],
};

/** What a refusal says when the caller may see the thing (otherwise it is answered as not found). */
export type Refusal =
  /** 403 with this message (and this code; FORBIDDEN without one). */
  | { forbidden: string; code?: ErrorCode }
  /** The thing's own not-found answer even to those who may see it: its existence is not theirs to learn here. */
  | 'not-found';

const OWNER_ONLY = 'Only the person who created this memorial can change it.';

/**
 * The refusals that are not the plain 403 (`MSG.http.forbidden`). A caller without a session who
 * may see the thing is asked to sign in (401) instead.
 */
export const REFUSALS: Partial<Record<Permission, Refusal>> = {
  'memorial:edit': { forbidden: OWNER_ONLY },
  'memorial:delete': { forbidden: OWNER_ONLY },
  'memorial:share': { forbidden: OWNER_ONLY },
  'memorial:transfer': { forbidden: OWNER_ONLY },
  'memorial:collaborators': { forbidden: OWNER_ONLY },
  'guestbook:moderate': { forbidden: OWNER_ONLY },
  'memorial:story': { forbidden: STORY_MSG.storyForbidden },
  'media:upload': { forbidden: OWNER_ONLY },
  'media:reorder': { forbidden: OWNER_ONLY },
  'media:delete': { forbidden: OWNER_ONLY },
  'memorial:draft-letter': { forbidden: COMPANION_MSG.letterOwnerOnly },
  'reminders:manage': 'not-found',
  // Only the owner may learn there is a website to download (admins included: it is not moderation).
  'memorial:export-site': 'not-found',
  'circle:manage': { forbidden: CIRCLE_MSG.notAdmin, code: 'NOT_CIRCLE_ADMIN' },
  // A circle's conversation is its members' alone: to anyone else it is as if there were none.
  'circle:read': 'not-found',
  'circle:post': 'not-found',
  // A request or connection is its two people's: to anyone else it is as if there were none.
  'peer-request:withdraw': 'not-found',
  'peer-request:answer': 'not-found',
  'peer-connection:read': 'not-found',
  'peer-connection:write': 'not-found',
};
