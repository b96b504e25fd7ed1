/**
 * "Continue with …" on /auth (decision 039): one plain form per provider configured here, none
 * when there is none. No provider code runs in the browser: the server sends it to the provider.
 * A provider's refusal is said here too. Both live in one lazy chunk on purpose: a chunk of its own
 * that drew JSX and an Alert without React or Button made the bundler split React, the JSX runtime
 * and the class helpers out of their shared chunks, which put about 1 KB on every route.
 */
import { useQuery } from '@tanstack/react-query';
import { IDENTITY_MSG, PROVIDER_ERROR_CODES, type ProviderErrorCode } from '@shared/messages.identities';
import type { ProvidersResponse } from '@shared/schemas/identities';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api';

export function ProviderButtons() {
  const { data } = useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => api.get<ProvidersResponse>('/api/auth/providers'),
    staleTime: Infinity,
  });
  const providers = data?.providers ?? [];
  if (!providers.length) return null;
  return (
    <div className="mt-6 space-y-2">
      <p className="flex items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {IDENTITY_MSG.or}
      </p>
      {providers.map((p) => (
        <form key={p.id} method="post" action={`/api/auth/provider/${encodeURIComponent(p.id)}`}>
          <Button type="submit" variant="outline" className="w-full">
            {IDENTITY_MSG.continueWith(p.name)}
          </Button>
        </form>
      ))}
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
