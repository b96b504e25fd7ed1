/**
 * Settings, /settings (spec section 2): four tabs, Profile, Account, Notifications and Privacy.
 * The open tab is in the address (?tab=…), so a link or a reload lands on it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Settings as SettingsIcon } from 'lucide-react';
import { SETTINGS_MSG } from '@shared/messages.settings';
import { AppPage } from '@web/components/app-page';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { NotificationsTab, PrivacyTab } from '@web/features/preferences/settings-tabs';
import { ProfileForm } from '@web/features/settings/profile-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSignedInSession } from '@web/lib/session';

// The Account tab's security and data cards load when it is first opened (decision 026).
const AccountTab = lazy(() => import('@web/features/settings/account-tab').then((m) => ({ default: m.AccountTab })));

const TABS = ['profile', 'account', 'notifications', 'privacy'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

export default function SettingsPage() {
  const { user, profile } = useSignedInSession();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab = isTab(wanted) ? wanted : 'profile';

  useEffect(() => {
    document.title = `${SETTINGS_MSG.pageTitle} · Forget-me-not`;
  }, []);

  return (
    <AppPage
      title={SETTINGS_MSG.pageTitle}
      icon={<SettingsIcon aria-hidden className="size-5 shrink-0 text-primary" />}
    >
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}>
        <TabsList className="w-full">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {SETTINGS_MSG.tabs[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile" className="pt-4">
          <Card>
            <CardHeader>
              <CardTitle>{SETTINGS_MSG.profile.cardTitle}</CardTitle>
              <CardDescription>{SETTINGS_MSG.profile.cardDescription}</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm profile={profile} successTitle={SETTINGS_MSG.profile.settingsSavedTitle} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="account" className="pt-4">
          <Suspense fallback={<Spinner label="Loading your account settings…" className="py-12" />}>
            <AccountTab email={user.email} />
          </Suspense>
        </TabsContent>
        <TabsContent value="notifications" className="pt-4">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="privacy" className="pt-4">
          <PrivacyTab />
        </TabsContent>
      </Tabs>
    </AppPage>
  );
}
