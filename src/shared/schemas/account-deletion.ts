/**
 * Leaving (decision 031): the deletion request with its proof, and handing a public memorial on.
 * One copy for the browser and the server.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { DELETION_MSG } from '../messages.settings';
import { emailSchema } from './auth';
import { uuidParam } from './fields';
import { passkeySignInSchema } from './mfa';

/**
 * How the person proves it is them: their password, or one of their passkeys answering the
 * challenge of `POST /api/users/:id/deletion/passkey-options`. A tagged union: another proof is
 * one more member here and one more case in the server's `verifyProof`.
 */
export const deletionProofSchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('password'),
    password: z
      .string({ error: DELETION_MSG.passwordRequired })
      .min(1, DELETION_MSG.passwordRequired)
      .max(LIMITS.passwordMax, DELETION_MSG.passwordRequired),
  }),
  z.strictObject({ method: z.literal('passkey'), response: passkeySignInSchema.shape.response }),
]);
export type DeletionProof = z.input<typeof deletionProofSchema>;

/** `POST /api/account/deletion` answers with the day the account will be deleted. */
export interface DeletionRequestedResponse {
  deleteAfter: string;
}

/** `POST /api/account/deletion-notice`: whether a sign-in just cancelled a deletion (told once). */
export interface DeletionNoticeResponse {
  cancelled: boolean;
}

export const transferOfferSchema = z.strictObject({
  memorialId: uuidParam(),
  toEmail: emailSchema,
});
export type TransferOfferInput = z.input<typeof transferOfferSchema>;

export interface TransferOffer {
  id: string;
  toEmail: string;
  expiresAt: string;
  acceptedAt: string | null;
}

/** One of the caller's public memorials, with its open offer. */
export interface TransferableMemorial {
  id: string;
  title: string;
  offer: TransferOffer | null;
  /** The addresses of its collaborators (decision 038): the people one may most want to hand it to. */
  collaborators: string[];
}

/** `GET /api/memorial-transfers`: the caller's public memorials and their open offers. */
export interface TransferListResponse {
  memorials: TransferableMemorial[];
}

/** `GET /api/memorial-transfers/by-token/:token`: what the receiver's page shows. */
export interface TransferPreviewResponse {
  memorialTitle: string;
  fromName: string;
  expiresAt: string;
}

/** `POST /api/memorial-transfers/by-token/:token/accept`. */
export interface TransferAcceptedResponse {
  memorialId: string;
}

/** A transfer link's token: 32 random bytes, base64url. */
export const transferTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, DELETION_MSG.linkUnknown);
