/**
 * /memorial/:id/collaborators (decision 038): the owner's collaborators panel; for a collaborator,
 * the people who keep the memorial with them, adding photos and videos (the gallery's own
 * upload), and stopping. Anyone else is told plainly it is not theirs to see.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Eye } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { COLLABORATOR_MSG } from '@shared/messages.collaborators';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { AppPage } from '@web/components/app-page';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useCollaborators } from '@web/features/collaborators/api';
import { CollaboratorsPanel } from '@web/features/collaborators/collaborators-panel';
import { showUploadFailures, uploadFiles, usePickedFiles } from '@web/features/memorials/file-picker';
import { MediaPickers } from '@web/features/memorials/media-pickers';
import { StateCard } from '@web/features/memorials/edit/states';
import { useRefreshMemorials } from '@web/features/memorials/api';
import { LeaveWhileUploadingDialog, useUploadSession } from '@web/features/memorials/upload-session';
import { hasCode } from '@web/lib/errors';
import { useSignedInSession } from '@web/lib/session';

const U = COLLABORATOR_MSG.ui;

/** A collaborator adds photos and videos with the gallery's own upload. */
function AddMedia({ memorialId, onAdded }: { memorialId: string; onAdded: () => void }) {
  const uploads = useUploadSession();
  const photos = usePickedFiles('photo');
  const videos = usePickedFiles('video');
  const [uploading, setUploading] = useState(false);

  const add = async () => {
    setUploading(true);
    const signal = uploads.begin();
    const { uploaded, failures, doneKeys } = await uploadFiles(memorialId, [photos, videos], signal);
    if (signal.aborted) return;
    uploads.end();
    setUploading(false);
    photos.removeKeys(doneKeys);
    videos.removeKeys(doneKeys);
    if (uploaded > 0) toast.success(uploaded === 1 ? '1 file added' : `${uploaded} files added`);
    showUploadFailures(failures, 'Everything else was saved.');
    onAdded();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{U.addMedia}</CardTitle>
        <CardDescription>{U.collaboratorIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <MediaPickers
          photos={photos}
          videos={videos}
          busy={uploads.busy}
          uploading={uploading}
          onAdd={() => void add()}
        />
      </CardContent>
      <LeaveWhileUploadingDialog
        session={uploads}
        description="The files that have not finished yet will not be added. Everything already uploaded is saved."
      />
    </Card>
  );
}

export default function MemorialCollaboratorsPage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const query = useCollaborators(id);
  const refreshMemorials = useRefreshMemorials();
  const title = query.data?.memorial.title;

  useEffect(() => {
    document.title = title ? `${U.pageTitle}: ${title} · ${APP_NAME}` : `${U.pageTitle} · ${APP_NAME}`;
  }, [title]);

  if (hasCode(query.error, 'NOT_FOUND', 'FORBIDDEN')) {
    return <StateCard title={MEMORIAL_MSG.accessDeniedTitle} description={MEMORIAL_MSG.noPermission} />;
  }

  return (
    <AppPage
      title={U.pageTitle}
      subtitle={title}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to={`/memorial/${id}`}>
            <Eye aria-hidden />
            View memorial
          </Link>
        </Button>
      }
    >
      <div className="space-y-6">
        <CollaboratorsPanel memorialId={id} viewerId={user.id} />
        {query.data?.role === 'collaborator' && (
          <AddMedia
            memorialId={id}
            onAdded={() => {
              refreshMemorials();
              void query.refetch();
            }}
          />
        )}
      </div>
    </AppPage>
  );
}
