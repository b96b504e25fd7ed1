import { Button } from '@web/components/ui/button';
import { FILE_HINTS, FilePicker, type PickedFiles } from './file-picker';

/**
 * The gallery's "add photos and videos" pickers and their one upload button (the edit page's
 * "Add more" and a collaborator's page share it).
 */
export function MediaPickers({
  photos,
  videos,
  busy,
  uploading,
  onAdd,
}: {
  photos: PickedFiles;
  videos: PickedFiles;
  /** An upload is under way: the pickers and the button wait. */
  busy: boolean;
  /** The chosen files are being sent now. */
  uploading: boolean;
  onAdd: () => void;
}) {
  const pending = [...photos.items, ...videos.items].filter((i) => i.status !== 'done').length;
  return (
    <>
      <div className="space-y-2">
        <p className="text-sm font-medium">Photos</p>
        <FilePicker files={photos} label="Photos" hint={FILE_HINTS.photo} disabled={busy} waiting={uploading} />
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">Videos</p>
        <FilePicker files={videos} label="Videos" hint={FILE_HINTS.video} disabled={busy} waiting={uploading} />
      </div>
      {pending > 0 && (
        <div className="flex justify-end">
          <Button onClick={onAdd} disabled={busy}>
            {uploading
              ? 'Uploading Media...'
              : pending === 1
                ? 'Add 1 file to the memorial'
                : `Add ${pending} files to the memorial`}
          </Button>
        </div>
      )}
    </>
  );
}
