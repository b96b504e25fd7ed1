/**
 * A calm note while the app is offline (decision 025): what can still be read, and that writing is
 * kept. Its live region is always there, so screen readers hear the note when it appears.
 */
import { CloudOff } from 'lucide-react';
import { MSG } from '@shared/messages';
import { useOffline } from '@web/lib/offline/connection';

export function OfflineNote() {
  const offline = useOffline();
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <div className="border-b border-warning/40 bg-accent px-4 py-2 text-accent-foreground">
          <p className="mx-auto flex max-w-3xl items-start gap-2 text-sm">
            <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{MSG.offline.title}.</strong> {MSG.offline.body}
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
