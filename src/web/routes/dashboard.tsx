import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  BookHeart,
  BookOpen,
  Crown,
  Flower2,
  Handshake,
  HeartHandshake,
  Library,
  LifeBuoy,
  Lock,
  LogOut,
  Mail,
  MessageCircleHeart,
  Settings,
  Share2,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { MSG } from '@shared/messages';
import { TIER_LABELS } from '@shared/tiers';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSignOut } from '@web/features/auth/sign-out';
import { MyMemorials } from '@web/features/memorials/my-memorials';
import { useSignedInSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';

interface FeatureCard {
  title: string;
  description: string;
  to: string;
  action: string;
  icon: LucideIcon;
}

const cards: FeatureCard[] = [
  { title: 'AI Companion', description: 'Talk any time with a gentle AI companion that listens.', to: '/companion', action: 'Start Talking', icon: MessageCircleHeart },
  { title: 'Create Memorial', description: 'Honour someone you love with photos, videos, stories and a song.', to: '/create-memorial', action: 'Create Memorial', icon: Flower2 },
  { title: 'Grief Journal', description: 'A private place for your thoughts and feelings, only for you.', to: '/journal', action: 'Open Journal', icon: BookHeart },
  { title: 'Resources', description: 'Articles and guidance for the days after a loss.', to: '/resources', action: 'Browse Resources', icon: Library },
  { title: 'Peer Support', description: 'Connect with someone who understands what you are going through.', to: '/peer-support', action: 'Find Support', icon: HeartHandshake },
  { title: 'Legacy Letters', description: 'Write letters to be delivered on a day that matters.', to: '/legacy-letters', action: 'Write a Letter', icon: Mail },
];

const lowerCards: FeatureCard[] = [
  { title: 'Your Profile', description: 'Your name and a few words about you.', to: '/profile', action: 'View Profile', icon: User },
  { title: 'Share Forget-me-not', description: 'Invite someone who might find comfort here, with your referral link.', to: '/referrals', action: 'Share', icon: Share2 },
  { title: 'Settings', description: 'Notifications, privacy and your account.', to: '/settings', action: 'Open Settings', icon: Settings },
  { title: 'Customer Support', description: 'Questions or trouble? A real person will help.', to: '/support', action: 'Contact Support', icon: LifeBuoy },
];

function FeatureCardView({ card }: { card: FeatureCard }) {
  const Icon = card.icon;
  return (
    <Card className="flex flex-col transition-shadow hover:shadow-md">
      <CardHeader>
        <div className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden className="h-5 w-5" />
        </div>
        <CardTitle className="text-lg">{card.title}</CardTitle>
        <CardDescription>{card.description}</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        <Button asChild variant="outline" className="w-full">
          <Link to={card.to}>{card.action}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export default function DashboardPage() {
  const { profile, entitlements } = useSignedInSession();
  const signOut = useSignOut();
  const name = profile.displayName.trim() || 'Friend';
  const communityLocked = !entitlements.canAccessCommunityRooms;
  const { trial } = entitlements;

  useEffect(() => {
    document.title = 'Dashboard · Forget-me-not';
  }, []);

  return (
    <div className="min-h-screen bg-gradient-to-b from-secondary/60 to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <div className="flex items-center gap-2">
            <Flower2 aria-hidden className="h-6 w-6 text-primary" />
            <h1 className="text-xl font-semibold sm:text-2xl">Welcome back, {name}</h1>
          </div>
          <Button variant="ghost" onClick={() => void signOut()}>
            <LogOut aria-hidden className="mr-2 h-4 w-4" />
            Sign Out
          </Button>
        </div>
      </header>

      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <p className="text-muted-foreground">Take your time. Everything here moves at your pace.</p>

        {trial.state === 'expiring' && trial.hoursLeft !== null && (
          <Alert variant="warning">
            <AlertTitle>{MSG.trial.endingTitle}</AlertTitle>
            <AlertDescription>{MSG.trial.ending(trial.hoursLeft)}</AlertDescription>
          </Alert>
        )}
        {trial.state === 'expired' && (
          <Alert variant="destructive">
            <AlertTitle>{MSG.trial.expiredTitle}</AlertTitle>
            <AlertDescription>
              {MSG.trial.expired}{' '}
              <Link to="/pricing" className="font-medium underline">
                See plans
              </Link>
            </AlertDescription>
          </Alert>
        )}

        <MyMemorials />

        <section aria-label="Features" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <FeatureCardView key={card.to} card={card} />
          ))}

          <Card className={cn('flex flex-col', communityLocked && 'opacity-60')} data-testid="community-card">
            <CardHeader>
              <div className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                {communityLocked ? <Lock aria-hidden className="h-5 w-5" /> : <Users aria-hidden className="h-5 w-5" />}
              </div>
              <CardTitle className="text-lg">Community Rooms</CardTitle>
              <CardDescription>Gather with others in rooms gently guided by an AI moderator.</CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              {communityLocked ? (
                <Tooltip>
                  <TooltipTrigger asChild>
                    <Button asChild variant="secondary" className="w-full">
                      <Link to="/pricing" aria-label="Community Rooms: Upgrade to Access">
                        Upgrade to Access
                      </Link>
                    </Button>
                  </TooltipTrigger>
                  <TooltipContent>{MSG.plan.communityPremium}</TooltipContent>
                </Tooltip>
              ) : (
                <Button asChild variant="outline" className="w-full">
                  <Link to="/community">Enter Community</Link>
                </Button>
              )}
            </CardFooter>
          </Card>

          {lowerCards.map((card) => (
            <FeatureCardView key={card.to} card={card} />
          ))}

          <Card className="flex flex-col" data-testid="subscription-card">
            <CardHeader>
              <div className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Crown aria-hidden className="h-5 w-5" />
              </div>
              <CardTitle className="text-lg">Subscription</CardTitle>
              <CardDescription>
                {entitlements.hasFullAccess ? (
                  <>
                    {entitlements.isAdmin ? 'Admin' : TIER_LABELS[entitlements.tier]} plan · Full access
                  </>
                ) : (
                  <>Free plan · 1 memorial and 20 AI messages a month</>
                )}
              </CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              <Button asChild variant={entitlements.hasFullAccess ? 'outline' : 'default'} className="w-full">
                <Link to="/pricing">{entitlements.hasFullAccess ? 'Manage Subscription' : 'View Plans'}</Link>
              </Button>
            </CardFooter>
          </Card>

          {entitlements.isAdmin && (
            <Card className="flex flex-col border-primary/40" data-testid="partner-card">
              <CardHeader>
                <div className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Handshake aria-hidden className="h-5 w-5" />
                </div>
                <CardTitle className="text-lg">Partner Programme</CardTitle>
                <CardDescription>
                  For grief counsellors, therapists, funeral homes and support groups who walk beside families.
                </CardDescription>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">
                <BookOpen aria-hidden className="mr-1 inline h-4 w-4" />
                Materials, referral cards and a partner guide.
              </CardContent>
              <CardFooter className="mt-auto">
                <Button asChild className="w-full">
                  <Link to="/partners">Learn More</Link>
                </Button>
              </CardFooter>
            </Card>
          )}
        </section>
      </main>
    </div>
  );
}
