import type { Entitlements } from '../tiers';

/** GET /api/session: who is signed in, with profile and entitlements (null user when signed out). */
export type SessionResponse =
  | { user: null }
  | {
      /** isNew: the account was created less than a day ago and its owner has not signed in since (decision 015). */
      user: { id: string; email: string; isNew: boolean };
      profile: { displayName: string; bio: string };
      entitlements: Entitlements;
    };

export type SignedInSession = Extract<SessionResponse, { user: { id: string } }>;

/** The JSON body of every API failure: one definition, with the typed codes (src/shared/errors.ts). */
export type { ApiErrorBody } from '../errors';
