/**
 * "Continue with …" on /auth (decision 039): one button per provider configured here, none when
 * there is none. No provider code runs in the browser: the server starts the sign-in and says
 * where the provider is, and the page goes there (a form could not: the CSP's form-action 'self'
 * blocks its redirect to another origin).
 * A provider's refusal is said here too. Both live in one lazy chunk on purpose: a chunk of its own
 * that drew JSX and an Alert without React or Button made the bundler split React, the JSX runtime
 * and the class helpers out of their shared chunks, which put about 1 KB on every route.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUTH_PROVIDERS_KEY } from '@shared/constants';
import { IDENTITY_MSG, PROVIDER_ERROR_CODES, type ProviderErrorCode } from '@shared/messages.identities';
import type { ProviderStartResponse, ProvidersResponse } from '@shared/schemas/identities';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api';
import { errorText } from '@web/lib/errors';

export function ProviderButtons() {
  const { data } = useQuery({
    queryKey: AUTH_PROVIDERS_KEY,
    queryFn: () => api.get<ProvidersResponse>('/api/auth/providers'),
    staleTime: Infinity,
  });
  const [going, setGoing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = data?.providers ?? [];
  if (!providers.length) return null;
  const go = async (id: string) => {
    setGoing(id);
    setError(null);
    try {
      const { url } = await api.post<ProviderStartResponse>(`/api/auth/provider/${encodeURIComponent(id)}`);
      window.location.assign(url);
    } catch (err) {
      setError(errorText(err, IDENTITY_MSG.errors.failed));
      setGoing(null);
    }
  };
  return (
    <div className="mt-6 space-y-2">
      <p className="flex items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {IDENTITY_MSG.or}
      </p>
      {providers.map((p) => (
        <Button
          key={p.id}
          type="button"
          variant="outline"
          className="w-full"
          disabled={going !== null}
          onClick={() => void go(p.id)}
        >
          {IDENTITY_MSG.continueWith(p.name)}
        </Button>
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A provider's refusal on /auth, shown above the forms only when there is one. */
export function ProviderError({ code }: { code: string }) {
  const known = (PROVIDER_ERROR_CODES as readonly string[]).includes(code) ? (code as ProviderErrorCode) : 'failed';
  return (
    <Alert variant="destructive" className="mb-4">
      <AlertTitle>{IDENTITY_MSG.errorTitle}</AlertTitle>
      <AlertDescription>{IDENTITY_MSG.errors[known]}</AlertDescription>
    </Alert>
  );
}
