/** A provider's refusal on /auth (decision 039), loaded only when there is one. */
import { IDENTITY_MSG, PROVIDER_ERROR_CODES, type ProviderErrorCode } from '@shared/messages.identities';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

export function ProviderError({ code }: { code: string }) {
  const known = (PROVIDER_ERROR_CODES as readonly string[]).includes(code) ? (code as ProviderErrorCode) : 'failed';
  return (
    <Alert variant="destructive" className="mb-4">
      <AlertTitle>{IDENTITY_MSG.errorTitle}</AlertTitle>
      <AlertDescription>{IDENTITY_MSG.errors[known]}</AlertDescription>
    </Alert>
  );
}
