/**
 * Edit memorial, /memorial/:id/edit (spec sections 2, 4 and 5): the owner's details, featured
 * song, photos and videos, and deleting it. Each section is its own component in
 * features/memorials/edit; uploads in flight hold the page (leaving asks first).
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { LIMIT_MSG, PLANS_MSG } from '@shared/messages.plans';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { PlanLimitCard } from '@web/components/plan-limit-card';
import { Button } from '@web/components/ui/button';
import { useMemorial } from '@web/features/memorials/api';
import { DangerZone } from '@web/features/memorials/edit/danger-zone';
import { DetailsSection } from '@web/features/memorials/edit/details';
import { MediaSection } from '@web/features/memorials/edit/media';
import { SongSection } from '@web/features/memorials/edit/song';
import { EditShell, LoadingSkeleton, StateCard } from '@web/features/memorials/edit/states';
import { LeaveWhileUploadingDialog, useUploadSession } from '@web/features/memorials/upload-session';
import { hasCode } from '@web/lib/errors';

export default function EditMemorialPage() {
  const { id = '' } = useParams();
  const { data: memorial, error, isPending, refetch, isRefetching } = useMemorial(id);
  const uploads = useUploadSession();
  // Once deletion starts, the memorial's own query answers 404: keep showing the page until we leave.
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    document.title = memorial?.isOwner ? `Edit ${memorial.title} · Forget-me-not` : 'Edit memorial · Forget-me-not';
  }, [memorial?.isOwner, memorial?.title]);

  if (isPending) return <LoadingSkeleton />;

  const gone = hasCode(error, 'NOT_FOUND', 'SHARE_LINK_INVALID');
  if (!memorial || (!deleting && (gone || hasCode(error, 'FORBIDDEN')))) {
    if (gone)
      return (
        <StateCard
          title={MEMORIAL_MSG.notFound}
          description="It may have been deleted, or the link may be incomplete."
        />
      );
    if (hasCode(error, 'FORBIDDEN', 'UNAUTHENTICATED')) {
      return <StateCard title={MEMORIAL_MSG.accessDeniedTitle} description={MEMORIAL_MSG.noPermission} />;
    }
    return (
      <StateCard
        title={MEMORIAL_MSG.loadFailedTitle}
        description={MEMORIAL_MSG.loadFailed}
        action={
          <Button onClick={() => void refetch()} disabled={isRefetching}>
            {isRefetching ? 'Trying again...' : 'Try again'}
          </Button>
        }
      />
    );
  }

  if (!memorial.isOwner) {
    return <StateCard title={MEMORIAL_MSG.accessDeniedTitle} description={MEMORIAL_MSG.noPermission} />;
  }

  // Beyond the plan's memorials: said calmly; what stays possible (deleting) stays (decision 033).
  if (memorial.readOnly) {
    return (
      <EditShell memorialId={memorial.id} subtitle={memorial.title}>
        <PlanLimitCard title={LIMIT_MSG.memorialReadOnlyTitle} testId="memorial-read-only">
          {PLANS_MSG.memorialReadOnly}
        </PlanLimitCard>
        <DangerZone memorial={memorial} onDeleting={setDeleting} />
      </EditShell>
    );
  }

  return (
    <EditShell memorialId={memorial.id} subtitle={memorial.title}>
      <DetailsSection key={memorial.id} memorial={memorial} />
      <SongSection memorial={memorial} uploads={uploads} />
      <MediaSection memorial={memorial} uploads={uploads} />
      <DangerZone memorial={memorial} onDeleting={setDeleting} />
      <LeaveWhileUploadingDialog
        session={uploads}
        description="The files that have not finished yet will not be added. Everything already uploaded is saved."
      />
    </EditShell>
  );
}
