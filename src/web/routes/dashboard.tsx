/** Dashboard, /dashboard (spec section 2): the greeting, the plan's notices, the memorials, and a card for each feature. */
import { lazy, Suspense, useEffect } from 'react';
import { Flower2, LogOut } from 'lucide-react';
import { MSG } from '@shared/messages';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/features/auth/sign-out';
import {
  AdminConsoleCard,
  CommunityCard,
  FeatureCardView,
  PartnerCard,
  SubscriptionCard,
  TrialNotice,
  accountCards,
  featureCards,
} from '@web/features/dashboard/dashboard-cards';
import { MyMemorials } from '@web/features/memorials/my-memorials';
import { useSignedInSession } from '@web/lib/session';

// Notes shown to few people at a time: loaded after the dashboard paints (decision 026).
// Most people help keep no one else's memorial: the list loads after the page, not before it.
const MyCollaborations = lazy(() =>
  import('@web/features/collaborators/my-collaborations').then((m) => ({ default: m.MyCollaborations })),
);
const DeletionCancelledNotice = lazy(() =>
  import('@web/features/settings/deletion-notice').then((m) => ({ default: m.DeletionCancelledNotice })),
);
const EmailVerificationBanner = lazy(() =>
  import('@web/features/settings/email-verification-banner').then((m) => ({ default: m.EmailVerificationBanner })),
);

export default function DashboardPage() {
  const { user, profile, entitlements } = useSignedInSession();
  const signOut = useSignOut();
  const name = profile.displayName.trim() || 'Friend';
  // A new account is greeted, not welcomed back (the server decides what "new" is: decision 015).
  const greeting = user.isNew ? MSG.auth.newAccountTitle : MSG.auth.signedInTitle;

  useEffect(() => {
    document.title = 'Dashboard · Forget-me-not';
  }, []);

  return (
    <div className="min-h-screen bg-gradient-to-b from-secondary/60 to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <div className="flex items-center gap-2">
            <Flower2 aria-hidden className="h-6 w-6 text-primary" />
            <h1 className="text-xl font-semibold sm:text-2xl">
              {greeting}, {name}
            </h1>
          </div>
          <Button variant="ghost" onClick={() => void signOut()}>
            <LogOut aria-hidden className="mr-2 h-4 w-4" />
            Sign Out
          </Button>
        </div>
      </header>

      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <Suspense fallback={null}>
          <DeletionCancelledNotice userId={user.id} />
        </Suspense>
        <p className="text-muted-foreground">Take your time. Everything here moves at your pace.</p>
        <Suspense fallback={null}>
          <EmailVerificationBanner dismissible />
        </Suspense>
        <TrialNotice trial={entitlements.trial} />
        <MyMemorials />
        <Suspense fallback={null}>
          <MyCollaborations />
        </Suspense>
        <section aria-label="Features" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featureCards.map((card) => (
            <FeatureCardView key={card.to} card={card} />
          ))}
          <CommunityCard locked={!entitlements.canAccessCommunityRooms} />
          {accountCards.map((card) => (
            <FeatureCardView key={card.to} card={card} />
          ))}
          <SubscriptionCard entitlements={entitlements} />
          {entitlements.isAdmin && <PartnerCard />}
          {entitlements.isAdmin && <AdminConsoleCard />}
        </section>
      </main>
    </div>
  );
}
