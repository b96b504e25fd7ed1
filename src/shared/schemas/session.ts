import type { Entitlements } from '../tiers';

/** GET /api/session: who is signed in, with profile and entitlements (null user when signed out). */
export type SessionResponse =
  | { user: null }
  | {
      user: { id: string; email: string };
      profile: { displayName: string; bio: string };
      entitlements: Entitlements;
    };

export type SignedInSession = Extract<SessionResponse, { user: { id: string } }>;

/** The JSON body of every API failure. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}
