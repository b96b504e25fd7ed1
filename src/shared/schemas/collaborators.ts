/** The collaborators of a memorial and their invitations (decision 038): requests and answers. */
import { z } from 'zod';
import { emailSchema } from './auth';

export const inviteCollaboratorSchema = z.strictObject({ email: emailSchema });
export type InviteCollaboratorInput = z.input<typeof inviteCollaboratorSchema>;

/** An invitation link's token: 32 random bytes, base64url (43 characters). */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface CollaboratorItem {
  userId: string;
  /** Their display name, or null when their profile is not shown to the viewer. */
  name: string | null;
  /** Shown to the owner always, to the other collaborators when that person allows it. */
  email: string | null;
  /** How many photos and videos they added. */
  mediaAdded: number;
  since: string;
}

export interface PendingInvitation {
  id: string;
  email: string;
  expiresAt: string;
  expired: boolean;
  createdAt: string;
}

/** `GET /api/memorials/:id/collaborators`: the owner sees the invitations too; a collaborator, the people. */
export interface CollaboratorsResponse {
  memorial: { id: string; title: string };
  /** How the caller stands toward the memorial. */
  role: 'owner' | 'collaborator';
  owner: { userId: string; name: string | null; email: string | null; mediaAdded: number };
  collaborators: CollaboratorItem[];
  /** The owner's alone; empty for a collaborator. */
  invitations: PendingInvitation[];
}

export interface InvitationResponse {
  invitation: PendingInvitation;
}

export type InvitationStatus = 'valid' | 'expired' | 'revoked' | 'used';

/** `GET /api/collaboration-invitations/:token`: what the invitee's page shows. */
export interface InvitationPreview {
  memorialTitle: string;
  inviterName: string;
  status: InvitationStatus;
  expiresAt: string;
  /** Signed in as the memorial's owner or one of its collaborators already. */
  alreadyIn: boolean;
}

export interface InvitationAcceptedResponse {
  memorialId: string;
}

/** A memorial the signed-in person helps keep (the dashboard's list). */
export interface CollaborationSummary {
  id: string;
  title: string;
  birthDate: string | null;
  passingDate: string | null;
  thumbUrl: string | null;
}

export interface CollaborationsResponse {
  memorials: CollaborationSummary[];
}
