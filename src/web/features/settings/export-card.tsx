/**
 * Settings → Account → Your data: "Export my data" (decision 030). One click asks the server for a
 * ZIP of everything the person wrote; it is prepared in the background while this card shows its
 * progress (asked for every second), then a download link and until when it is kept. An email says
 * when it is ready, so the person may leave meanwhile.
 */
import { useId } from 'react';
import { toast } from 'sonner';
import { Download, FileArchive, Loader2, RefreshCw } from 'lucide-react';
import { EXPORT_MSG } from '@shared/messages.settings';
import type { DataExportView } from '@shared/schemas/exports';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText, hasCode } from '@web/lib/errors';
import { isPreparing, useLatestExport, useStartExport } from './export-api';

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "840 KB", "12.5 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

function ExportState({ current }: { current: DataExportView }) {
  if (isPreparing(current)) {
    return (
      <div className="flex flex-col gap-2" aria-live="polite">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {EXPORT_MSG.preparing} <span className="tabular-nums">{current.progress}%</span>
        </p>
        <Progress value={current.progress} label={EXPORT_MSG.progressLabel} />
        <p className="text-sm text-muted-foreground">{EXPORT_MSG.preparingNote}</p>
      </div>
    );
  }
  if (current.status === 'failed') {
    return (
      <Alert variant="destructive">
        <AlertDescription>{EXPORT_MSG.failed}</AlertDescription>
      </Alert>
    );
  }
  const expires = current.expiresAt ? new Date(current.expiresAt) : null;
  // The server leaves the link out once the export has expired.
  if (!current.downloadUrl || !expires) {
    return <p className="text-sm text-muted-foreground">{EXPORT_MSG.expired}</p>;
  }
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <p className="text-sm font-medium">{EXPORT_MSG.ready}</p>
      <Progress value={100} label={EXPORT_MSG.progressLabel} />
      <div>
        <Button asChild>
          <a href={current.downloadUrl} download>
            <Download aria-hidden />
            {EXPORT_MSG.download}
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {current.sizeBytes ? `${EXPORT_MSG.sizeNote(fileSize(current.sizeBytes))} ` : ''}
        {EXPORT_MSG.availableUntil(WHEN.format(expires))}
      </p>
    </div>
  );
}

export function ExportCard() {
  const headingId = useId();
  const latest = useLatestExport();
  const start = useStartExport();
  const current = latest.data ?? null;
  const preparing = isPreparing(current);

  const begin = async () => {
    try {
      await start.mutateAsync();
    } catch (err) {
      const message = hasCode(err, 'EXPORT_IN_PROGRESS') ? EXPORT_MSG.alreadyRunning : EXPORT_MSG.startFailed;
      toast.error(EXPORT_MSG.cardTitle, { description: errorText(err, message) });
    }
  };

  let body;
  if (latest.isPending) {
    body = (
      <div className="flex flex-col gap-2" role="status">
        <span className="sr-only">{EXPORT_MSG.loading}</span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-9 w-40" />
      </div>
    );
  } else if (latest.isError && !current) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-col items-start gap-2">
          <p>{errorText(latest.error, EXPORT_MSG.loadFailed)}</p>
          <Button size="sm" variant="outline" onClick={() => void latest.refetch()}>
            <RefreshCw aria-hidden />
            {EXPORT_MSG.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else {
    body = (
      <>
        {current ? <ExportState current={current} /> : <p className="text-sm">{EXPORT_MSG.empty}</p>}
        {!preparing && (
          <div>
            <Button
              variant={current?.downloadUrl ? 'outline' : 'default'}
              onClick={() => void begin()}
              disabled={start.isPending}
            >
              {start.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <FileArchive aria-hidden />}
              {current ? EXPORT_MSG.startAgain : EXPORT_MSG.start}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{EXPORT_MSG.cardTitle}</CardTitle>
        <CardDescription>{EXPORT_MSG.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{body}</CardContent>
    </Card>
  );
}
