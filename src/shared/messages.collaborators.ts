/**
 * What the collaborators of a memorial read (decision 038): the owner's panel, the invitation
 * email and page, and the refusals. One copy for the browser and the server.
 */
export const COLLABORATOR_MSG = {
  /** How many invitations may wait on one memorial at once. */
  maxPending: 20,
  /** How long an invitation link lasts. */
  inviteDays: 14,

  ownAddress: 'That is your own address. You already keep this memorial.',
  alreadyCollaborator: 'This person already helps keep this memorial.',
  alreadyInvited: 'An invitation to this address is already waiting. You can revoke it and send a new one.',
  tooManyPending:
    'There are already 20 invitations waiting on this memorial. Please revoke one, or wait for someone to accept, before inviting more.',
  rateLimited: 'You have sent many invitations in a short time. Please wait a little before sending more.',
  emailFailed: 'The invitation email could not be sent, so nothing was saved. Please try again in a moment.',
  invitationGone: 'This invitation is no longer waiting. It may have been accepted or revoked.',
  collaboratorGone: 'This person no longer helps keep this memorial.',
  notCollaborator: 'You do not help keep this memorial.',
  mediaNotYours:
    'You can remove only the photos and videos you added. The person who keeps this memorial can remove the others.',

  link: {
    unknown: 'This invitation link is not valid. Please check that you copied all of it.',
    expired: 'This invitation has expired. Please ask the person who sent it for a new one.',
    revoked: 'This invitation was withdrawn by the person who sent it.',
    used: 'This invitation has already been accepted, and the link cannot be used again.',
    ownMemorial: 'This is your own memorial. You already keep it.',
  },

  mail: {
    subject: (from: string, title: string) => `${from} invites you to help keep the memorial of ${title}`,
    body: (from: string, title: string, until: string) => [
      `${from} has invited you to help keep the memorial of ${title} on Forget-me-not.`,
      'As a collaborator you can add photos and videos, share memories, and look after the guestbook together.',
      `The invitation is open until ${until}. If you do not have an account yet, you can make one from the link.`,
    ],
    action: 'Open the invitation',
    footer:
      'You received this because someone entered your address. If you were not expecting it, you can simply ignore this email. You can turn off collaboration invitations in your settings.',
  },

  ui: {
    pageTitle: 'Collaborators',
    intro:
      'Invite family and friends to help keep this memorial. Collaborators can add photos and videos and look after the guestbook. They cannot change its details, its sharing, or delete it.',
    inviteHeading: 'Invite someone',
    emailLabel: 'Their email address',
    inviteButton: 'Send invitation',
    inviting: 'Sending...',
    invited: (email: string) => `Invitation sent to ${email}`,
    listHeading: 'People who help keep this memorial',
    listEmpty: 'No one else helps keep this memorial yet. An invitation is a gentle way to share the work.',
    pendingHeading: 'Invitations waiting',
    pendingEmpty: 'No invitations are waiting.',
    owner: 'Keeps this memorial',
    you: '(you)',
    anonymous: 'A collaborator',
    added: (n: number) => (n === 1 ? 'Added 1 photo or video' : `Added ${n} photos and videos`),
    expires: (day: string) => `Open until ${day}`,
    expired: 'Expired',
    remove: 'Remove',
    removeTitle: (name: string) => `Remove ${name}?`,
    removeBody:
      'They will no longer be able to add to this memorial or look after its guestbook. What they added stays. You can invite them again later.',
    removed: 'Collaborator removed',
    revoke: 'Revoke',
    revokeTitle: (email: string) => `Revoke the invitation to ${email}?`,
    revokeBody: 'The link in their email will stop working. You can invite them again later.',
    revoked: 'Invitation revoked',
    leave: 'Stop helping keep this memorial',
    leaveTitle: 'Stop helping keep this memorial?',
    leaveBody:
      'You will no longer be able to add to it. What you added stays. The person who keeps it can invite you again.',
    left: 'You no longer help keep this memorial',
    collaboratorIntro: 'You help keep this memorial. You can add photos and videos, and remove the ones you added.',
    addMedia: 'Add photos and videos',
    loadFailed: 'The collaborators could not be loaded. Please try again.',
    tryAgain: 'Try again',
    collaboratorBadge: 'Collaborator',
    manageLink: 'Collaborators',
  },

  invitation: {
    title: 'An invitation',
    heading: (title: string) => `Help keep the memorial of ${title}`,
    from: (name: string) => `${name} invited you to help keep this memorial with them.`,
    explain:
      'As a collaborator you can add photos and videos and look after the guestbook. Whatever you add stays part of the memorial.',
    accept: 'Accept the invitation',
    accepting: 'Accepting...',
    accepted: 'You now help keep this memorial',
    signUp: 'Create an account to accept',
    signIn: 'I already have an account',
    signInFirst: 'To accept, please sign in or create an account first. You will come back here afterwards.',
    loadFailed: 'The invitation could not be loaded. Please check your connection and try again.',
    gone: 'This link cannot be used',
  },
} as const;
