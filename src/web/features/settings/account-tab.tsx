/**
 * Settings → Account (spec section 2): the email, read-only, with how to change it; then the
 * account's security and its data, each a card of its own (features/settings/*).
 */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SETTINGS_MSG } from '@shared/messages.settings';
import { DeleteAccountCard } from './delete-account-card';
import { EmailVerificationBanner } from './email-verification-banner';
import { PasswordCard, SessionsCard } from './security-cards';
import { ExportCard } from './export-card';
import { PasskeysCard } from './passkeys-card';
import { TwoFactorCard } from './two-factor-card';
import { IdentitiesCard } from './identities-card';

export function AccountTab({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{SETTINGS_MSG.account.title}</CardTitle>
          <CardDescription>{SETTINGS_MSG.account.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Label htmlFor="account-email">Email</Label>
          <Input id="account-email" type="email" value={email} readOnly aria-describedby="account-email-note" />
          <p id="account-email-note" className="text-sm text-muted-foreground">
            {SETTINGS_MSG.account.emailNote}
          </p>
        </CardContent>
      </Card>
      <section aria-labelledby="security-heading" className="flex flex-col gap-6">
        <h2 id="security-heading" className="text-lg font-semibold">
          {SETTINGS_MSG.account.securityHeading}
        </h2>
        <EmailVerificationBanner />
        <PasswordCard />
        <SessionsCard />
        <TwoFactorCard />
        <PasskeysCard />
        <IdentitiesCard email={email} />
      </section>
      <section aria-labelledby="data-heading" className="flex flex-col gap-6">
        <h2 id="data-heading" className="text-lg font-semibold">
          {SETTINGS_MSG.account.dataHeading}
        </h2>
        <ExportCard />
        <DeleteAccountCard />
      </section>
    </div>
  );
}
