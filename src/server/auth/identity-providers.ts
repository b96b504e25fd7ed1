/**
 * The identity providers of the configuration (OIDC_* variables, config.ts) as Better Auth takes
 * them: Google, Microsoft and Apple through its own providers, any other OpenID Connect provider
 * through the generic OAuth plugin and its discovery document (decision 039).
 */
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { Config, IdentityProviderConfig } from '../config';

/** What the browser may know of a provider: its id (in URLs) and the words on its button. */
export interface PublicProvider {
  id: string;
  name: string;
}

export function publicProviders(config: Config): PublicProvider[] {
  return config.identityProviders.map(({ id, name }) => ({ id, name }));
}

export function findProvider(config: Config, id: string): IdentityProviderConfig | undefined {
  return config.identityProviders.find((p) => p.id === id);
}

/** Only what a sign-in needs: who the person is and their address. */
const SCOPES = ['openid', 'email', 'profile'];

export function socialProviders(config: Config) {
  const out: {
    google?: { clientId: string; clientSecret: string; prompt: 'select_account' };
    microsoft?: { clientId: string; clientSecret: string; tenantId: string; prompt: 'select_account' };
    apple?: { clientId: string; clientSecret: string };
  } = {};
  for (const p of config.identityProviders) {
    if (p.kind === 'google')
      out.google = { clientId: p.clientId, clientSecret: p.clientSecret, prompt: 'select_account' };
    if (p.kind === 'microsoft')
      out.microsoft = {
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        tenantId: p.tenantId,
        prompt: 'select_account',
      };
    if (p.kind === 'apple') out.apple = { clientId: p.clientId, clientSecret: p.clientSecret };
  }
  return out;
}

export function genericProviders(config: Config): GenericOAuthConfig[] {
  return config.identityProviders.flatMap((p) =>
    p.kind === 'oidc'
      ? [
          {
            providerId: p.id,
            name: p.name,
            clientId: p.clientId,
            clientSecret: p.clientSecret,
            discoveryUrl: p.discoveryUrl,
            scopes: SCOPES,
            pkce: true,
            // Without a verifiable id_token (issuer, JWKS) the provider is not used at all.
            requireIdTokenVerification: true,
          } satisfies GenericOAuthConfig,
        ]
      : [],
  );
}
