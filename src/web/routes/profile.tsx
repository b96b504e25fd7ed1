/**
 * Your Profile, /profile (spec section 2): the email, read-only, with a note that it cannot be
 * changed; Display Name and About You with Save Changes; and the Privacy & Safety card.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { MSG } from '@shared/messages';
import { SETTINGS_MSG } from '@shared/messages.settings';
import { AppPage } from '@web/components/app-page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PrivacySafetyCard } from '@web/features/settings/privacy-safety-card';
import { ProfileForm } from '@web/features/settings/profile-form';
import { useSignedInSession } from '@web/lib/session';

export default function ProfilePage() {
  const { user, profile } = useSignedInSession();

  useEffect(() => {
    document.title = `${SETTINGS_MSG.profile.pageTitle} · Forget-me-not`;
  }, []);

  return (
    <AppPage
      title={SETTINGS_MSG.profile.pageTitle}
      icon={<UserRound aria-hidden className="size-5 shrink-0 text-primary" />}
    >
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{SETTINGS_MSG.profile.cardTitle}</CardTitle>
            <CardDescription>{SETTINGS_MSG.profile.cardDescription}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="profile-email">Email</Label>
              <Input
                id="profile-email"
                type="email"
                value={user.email}
                readOnly
                aria-describedby="profile-email-note"
              />
              <p id="profile-email-note" className="text-xs text-muted-foreground">
                {SETTINGS_MSG.profile.emailNote}
              </p>
            </div>
            <ProfileForm profile={profile} successTitle={MSG.profile.savedTitle} />
          </CardContent>
        </Card>
        <PrivacySafetyCard />
        <p className="text-sm text-muted-foreground">
          {SETTINGS_MSG.profile.moreSettings}{' '}
          <Link to="/settings" className="font-medium text-primary underline underline-offset-4">
            {SETTINGS_MSG.pageTitle}
          </Link>
          .
        </p>
      </div>
    </AppPage>
  );
}
