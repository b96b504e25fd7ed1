/**
 * The owner's "Download as a website" (decision 030): the memorial as a ZIP of a small static site
 * that opens from a USB stick with no server and no network. The server streams it as it is made;
 * this reads the stream to show how far it has come (against the size the server expects), then
 * hands the file to the browser's downloads.
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Globe, Loader2 } from 'lucide-react';
import { EXPORT_MSG } from '@shared/messages.settings';
import { EXPECTED_BYTES_HEADER, memorialSiteUrl } from '@shared/schemas/exports';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { apiErrorFrom, notifyUnauthorized } from '@web/lib/api';
import { errorText } from '@web/lib/errors';

/** The file name from `Content-Disposition: attachment; filename="…"`. */
function fileNameOf(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

async function downloadSite(memorialId: string, onProgress: (pct: number) => void): Promise<void> {
  const res = await fetch(memorialSiteUrl(memorialId), { credentials: 'same-origin' });
  if (!res.ok || !res.body) {
    if (res.status === 401) notifyUnauthorized();
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      /* not JSON */
    }
    throw apiErrorFrom(res.status, body, EXPORT_MSG.siteFailed);
  }
  const expected = Number(res.headers.get(EXPECTED_BYTES_HEADER)) || 0;
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    // The expected size is close, not exact: the bar waits at 99% for the last bytes.
    if (expected) onProgress(Math.min(99, (received / expected) * 100));
  }
  onProgress(100);
  const href = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res, 'memorial-website.zip');
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function SiteExportPanel({ memorialId }: { memorialId: string }) {
  const headingId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const start = async () => {
    setProgress(0);
    try {
      await downloadSite(memorialId, setProgress);
      toast.success(EXPORT_MSG.siteDone);
    } catch (err) {
      toast.error(EXPORT_MSG.siteButton, { description: errorText(err, EXPORT_MSG.siteFailed) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Globe aria-hidden className="size-5 text-primary" />
          <h2 id={headingId} className="font-serif text-xl leading-tight font-semibold">
            {EXPORT_MSG.siteTitle}
          </h2>
        </div>
        <CardDescription>{EXPORT_MSG.siteDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {progress !== null && (
          <div className="flex flex-col gap-2" aria-live="polite">
            <p className="text-sm">
              {EXPORT_MSG.siteDownloading} <span className="tabular-nums">{Math.round(progress)}%</span>
            </p>
            <Progress value={progress} label={EXPORT_MSG.siteProgressLabel} />
          </div>
        )}
        <Button variant="outline" onClick={() => void start()} disabled={progress !== null}>
          {progress !== null ? <Loader2 aria-hidden className="animate-spin" /> : <Globe aria-hidden />}
          {EXPORT_MSG.siteButton}
        </Button>
      </CardContent>
    </Card>
  );
}
