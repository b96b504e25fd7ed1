/**
 * Community Rooms, /community (spec sections 2 and 6): for monthly, annual and professional
 * members and admins. Anyone else meets the calm Premium Feature card with a way to the plans
 * (decision 033), never an error. The rooms themselves are still being built.
 */
import { useEffect } from 'react';
import { Users } from 'lucide-react';
import { MSG } from '@shared/messages';
import { AppPage } from '@web/components/app-page';
import { PlanLimitCard } from '@web/components/plan-limit-card';
import { useSignedInSession } from '@web/lib/session';
import { ComingSoonPage } from './coming-soon';

export default function CommunityPage() {
  const { entitlements } = useSignedInSession();
  useEffect(() => {
    document.title = 'Community Rooms · Forget-me-not';
  }, []);
  if (entitlements.canAccessCommunityRooms) return <ComingSoonPage title="Community Rooms" />;
  return (
    <AppPage title="Community Rooms" icon={<Users aria-hidden className="size-5 shrink-0 text-primary" />}>
      <PlanLimitCard title={MSG.plan.premiumTitle} testId="community-premium">
        {MSG.plan.communityPremium}
      </PlanLimitCard>
    </AppPage>
  );
}
