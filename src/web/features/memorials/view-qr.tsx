/**
 * The Memorial QR Code panel (spec section 2): the memorial's address as a 300x300 QR image made
 * by our own server (no third party sees memorial URLs), with a download.
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Download, Loader2, QrCode } from 'lucide-react';
import { UI } from '@shared/constants';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { qrCodeUrl } from './api';

interface QrPanelProps {
  memorialId: string;
  share: string | null;
  /** Shown to the owner of a private memorial: who the code will open it for. */
  privateNote?: string | null;
}

export function QrPanel({ memorialId, share, privateNote }: QrPanelProps) {
  const headingId = useId();
  const [downloading, setDownloading] = useState(false);
  const src = qrCodeUrl(memorialId, share);

  const download = async () => {
    setDownloading(true);
    try {
      const res = await fetch(src, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`QR ${res.status}`);
      const blob = await res.blob();
      const href = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = `memorial-${memorialId}-qr.png`;
      document.body.append(a);
      a.click();
      a.remove();
      // Revoke on the next tick: some browsers start the download asynchronously.
      setTimeout(() => URL.revokeObjectURL(href), 1000);
      toast.success(MEMORIAL_MSG.qrDownloaded);
    } catch {
      toast.error('Error', { description: 'We could not download the QR code. Please try again.' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <QrCode aria-hidden className="size-5 text-primary" />
          <h2 id={headingId} className="font-serif text-xl leading-tight font-semibold">
            Memorial QR Code
          </h2>
        </div>
        <CardDescription>Scan to visit this memorial. Print it for a service, a card or a keepsake.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        <div className="rounded-xl border border-border bg-white p-3 shadow-xs">
          <img
            src={src}
            width={UI.qrSize}
            height={UI.qrSize}
            alt="QR code for this memorial"
            className="aspect-square h-auto w-full max-w-[300px]"
          />
        </div>
        {privateNote && <p className="text-center text-xs text-muted-foreground">{privateNote}</p>}
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
          Download QR code
        </Button>
      </CardContent>
    </Card>
  );
}
