/** Sign in with an identity provider, and linked sign-in methods (decision 039): the API's shapes. */

/** A provider this site offers: its id (in URLs) and the words on its button. */
export interface IdentityProvider {
  id: string;
  name: string;
}

/** GET /api/auth/providers: the providers configured here (none: no buttons). */
export interface ProvidersResponse {
  providers: IdentityProvider[];
}

/** One linked identity of the signed-in account. */
export interface LinkedIdentity {
  id: string;
  providerId: string;
  providerName: string;
  /** The account's email at the provider, when the provider said it. */
  email: string | null;
  linkedAt: string;
}

/** GET /api/account/identities */
export interface IdentitiesResponse {
  identities: LinkedIdentity[];
  /** Whether the account has a password (email and password sign-in). */
  hasPassword: boolean;
  /** Every provider configured here, to link another. */
  providers: IdentityProvider[];
}

/**
 * POST /api/auth/provider/:id and /api/account/identities/:provider/link, asked for JSON: where the
 * browser goes next (the provider). The page's CSP (form-action 'self') blocks a form's redirect to
 * another origin, so the buttons fetch this and then go there.
 */
export interface ProviderStartResponse {
  url: string;
}
