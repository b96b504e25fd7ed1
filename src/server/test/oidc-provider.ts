/**
 * A real OpenID Connect provider for tests (the `oidc-provider` package, certified by the OpenID
 * Foundation) on a local port: discovery, JWKS, authorization code with PKCE, signed id_tokens.
 * Its login and consent are the smallest it allows: the next sign-in is the account the test
 * chose (`signInAs`), and consent is given at once. Also a discovery document that names another
 * issuer (`wrongIssuerDiscoveryUrl`), to check that the app refuses it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A discovery document like the real one but naming another issuer. */
  wrongIssuerDiscoveryUrl: string;
  /** The account the next login at the provider signs in as. */
  signInAs(identity: TestIdentity): void;
  /** How long an authorization code lives, in seconds (default 60). */
  setCodeTtl(seconds: number): void;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/**
 * `redirectUris`: the app's callback URLs (`<PUBLIC_URL>/api/auth/callback/<provider id>`), or a
 * function that gives them at the first request (a browser test learns the app's port only when
 * the app's environment is made, after the provider has to be listening).
 */
export async function startTestOidcProvider(redirectUris: string[] | (() => string[])): Promise<TestOidcProvider> {
  const identities = new Map<string, TestIdentity>();
  let next: TestIdentity | null = null;
  let codeTtl = 60;
  const server = http.createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'forget-me-not';
  const clientSecret = 'test-client-secret-0123456789';
  const make = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: typeof redirectUris === 'function' ? redirectUris() : redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      // Every client must use PKCE (S256), not only public ones.
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // The id_token carries the claims (as Google's and Microsoft's do).
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      ttl: {
        AuthorizationCode: () => codeTtl,
        AccessToken: 600,
        IdToken: 600,
        Grant: 600,
        Interaction: 600,
        Session: 600,
      },
      cookies: { keys: ['test-provider-cookie-key'] },
      findAccount: (_ctx, sub) => {
        const who = identities.get(sub);
        if (!who) return undefined;
        return { accountId: sub, claims: () => ({ ...who }) };
      },
    });
  let made: { provider: Provider; callback: ReturnType<Provider['callback']> } | null = null;
  const op = () => {
    if (!made) {
      const provider = make();
      provider.proxy = false;
      made = { provider, callback: provider.callback() };
    }
    return made;
  };

  // The discovery document with another issuer, same endpoints and keys.
  const wrong = http.createServer(async (_req, res) => {
    const doc = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ...doc, issuer: `http://127.0.0.1:${wrongPort}/someone-else` }));
  });
  const wrongPort = await listen(wrong);

  server.on('request', (req, res) => {
    const { provider, callback } = op();
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          if (!next) throw new Error('the test did not say who signs in (signInAs)');
          identities.set(next.sub, next);
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: next.sub } },
            {
              mergeWithLastSubmission: false,
            },
          );
          return;
        }
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      } catch (err) {
        res.statusCode = 500;
        res.end(err instanceof Error ? err.message : 'interaction failed');
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    wrongIssuerDiscoveryUrl: `http://127.0.0.1:${wrongPort}/.well-known/openid-configuration`,
    signInAs: (identity) => {
      next = identity;
    },
    setCodeTtl: (seconds) => {
      codeTtl = seconds;
    },
    close: async () => {
      server.closeAllConnections();
      wrong.closeAllConnections();
      await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => wrong.close(r))]);
    },
  };
}
