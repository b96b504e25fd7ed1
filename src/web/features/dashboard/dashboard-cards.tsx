/** The dashboard's cards (spec section 2): one per feature, Community Rooms by plan, the subscription, and the admin's partner card. */
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
  Mail,
  MessageCircleHeart,
  Settings,
  Share2,
  ShieldCheck,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/messages.plans';
import { TIER_LABELS, type Entitlements } from '@shared/tiers';
import { referralPremiumLine } from '@shared/schemas/referrals';
import { longDate } from '@web/lib/dates';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/utils';

interface FeatureCard {
  title: string;
  description: string;
  to: string;
  action: string;
  icon: LucideIcon;
}

export const featureCards: FeatureCard[] = [
  {
    title: 'AI Companion',
    description: 'Talk any time with a gentle AI companion that listens.',
    to: '/companion',
    action: 'Start Talking',
    icon: MessageCircleHeart,
  },
  {
    title: 'Create Memorial',
    description: 'Honour someone you love with photos, videos, stories and a song.',
    to: '/create-memorial',
    action: 'Create Memorial',
    icon: Flower2,
  },
  {
    title: 'Grief Journal',
    description: 'A private place for your thoughts and feelings, only for you.',
    to: '/journal',
    action: 'Open Journal',
    icon: BookHeart,
  },
  {
    title: 'Resources',
    description: 'Articles and guidance for the days after a loss.',
    to: '/resources',
    action: 'Browse Resources',
    icon: Library,
  },
  {
    title: 'Peer Support',
    description: 'Connect with someone who understands what you are going through.',
    to: '/peer-support',
    action: 'Find Support',
    icon: HeartHandshake,
  },
  {
    title: 'Legacy Letters',
    description: 'Write letters to be delivered on a day that matters.',
    to: '/legacy-letters',
    action: 'Write a Letter',
    icon: Mail,
  },
];

export const accountCards: FeatureCard[] = [
  {
    title: 'Your Profile',
    description: 'Your name and a few words about you.',
    to: '/profile',
    action: 'View Profile',
    icon: User,
  },
  {
    title: 'Share Forget-me-not',
    description: 'Invite someone who might find comfort here, with your referral link.',
    to: '/referrals',
    action: 'Share',
    icon: Share2,
  },
  {
    title: 'Settings',
    description: 'Notifications, privacy and your account.',
    to: '/settings',
    action: 'Open Settings',
    icon: Settings,
  },
  {
    title: 'Customer Support',
    description: 'Questions or trouble? A real person will help.',
    to: '/support',
    action: 'Contact Support',
    icon: LifeBuoy,
  },
];

export function FeatureCardView({ card }: { card: FeatureCard }) {
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

/** The trial's notices: ending soon, or ended. */
export function TrialNotice({ trial }: { trial: Entitlements['trial'] }) {
  if (trial.state === 'expiring' && trial.hoursLeft !== null) {
    return (
      <Alert variant="warning">
        <AlertTitle>{MSG.trial.endingTitle}</AlertTitle>
        <AlertDescription>{MSG.trial.ending(trial.hoursLeft)}</AlertDescription>
      </Alert>
    );
  }
  if (trial.state === 'expired') {
    // Said calmly: what was made during the trial is all still there (decision 033).
    return (
      <Alert variant="warning">
        <AlertTitle>{MSG.trial.expiredTitle}</AlertTitle>
        <AlertDescription>
          {MSG.trial.expired}{' '}
          <Link to="/pricing" className="font-medium underline">
            See plans
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

export function CommunityCard({ locked }: { locked: boolean }) {
  return (
    // Dimmed by its colours, not by opacity: text under opacity-60 fell to 3.45:1 (decision 019).
    <Card
      className={cn('flex flex-col', locked && 'border-dashed bg-muted shadow-none')}
      data-testid="community-card"
      data-locked={locked || undefined}
    >
      <CardHeader>
        <div
          className={cn(
            'mb-2 flex h-10 w-10 items-center justify-center rounded-lg',
            locked ? 'bg-background text-muted-foreground' : 'bg-primary/10 text-primary',
          )}
        >
          {locked ? <Lock aria-hidden className="h-5 w-5" /> : <Users aria-hidden className="h-5 w-5" />}
        </div>
        <CardTitle className={cn('text-lg', locked && 'text-muted-foreground')}>Community Rooms</CardTitle>
        <CardDescription>Gather with others in rooms gently guided by an AI moderator.</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        {locked ? (
          <Tooltip>
            <TooltipTrigger asChild>
              <Button asChild variant="outline" className="w-full">
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
  );
}

export function SubscriptionCard({ entitlements }: { entitlements: Entitlements }) {
  const trialRunning = entitlements.trial.state === 'active' || entitlements.trial.state === 'expiring';
  // A free month from a referral (decision 037): full access, and still the plans to choose from.
  const referralPremium = entitlements.isAdmin ? undefined : entitlements.referralPremiumUntil;
  const paying = entitlements.hasFullAccess && !referralPremium;
  return (
    <Card className="flex flex-col" data-testid="subscription-card">
      <CardHeader>
        <div className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Crown aria-hidden className="h-5 w-5" />
        </div>
        <CardTitle className="text-lg">Subscription</CardTitle>
        <CardDescription>
          {referralPremium ? (
            <>{referralPremiumLine(longDate(referralPremium) ?? '')}</>
          ) : entitlements.hasFullAccess ? (
            <>{entitlements.isAdmin ? 'Admin' : TIER_LABELS[entitlements.tier]} plan · Full access</>
          ) : trialRunning ? (
            <>Free Trial · Full access with 1 memorial</>
          ) : (
            <>Free plan · 1 memorial and 20 AI messages a month</>
          )}
        </CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        <Button asChild variant={paying ? 'outline' : 'default'} className="w-full">
          <Link to="/pricing">{paying ? 'Manage Subscription' : 'View Plans'}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** For admins: the way to the admin console (decision 033). */
export function AdminConsoleCard() {
  return (
    <Card className="flex flex-col border-primary/40" data-testid="admin-console-card">
      <CardHeader>
        <div className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <ShieldCheck aria-hidden className="h-5 w-5" />
        </div>
        <CardTitle className="text-lg">{ADMIN_MSG.dashboardCardTitle}</CardTitle>
        <CardDescription>{ADMIN_MSG.dashboardCardBody}</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        <Button asChild variant="outline" className="w-full">
          <Link to="/admin">{ADMIN_MSG.dashboardCardAction}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function PartnerCard() {
  return (
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
  );
}
