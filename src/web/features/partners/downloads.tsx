/**
 * The three downloads of /partners (decision 037): PDFs the server makes on request. "Download
 * Started" as the download begins and "<file name> downloaded!" once the file is saved, or
 * "Download failed. Please try again." when it could not be.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { Download, FileText, Loader2 } from 'lucide-react';
import { PARTNERS_MSG } from '@shared/messages.partners';
import { PARTNER_DOWNLOADS, type PartnerDownload } from '@shared/schemas/partners';
import { Button } from '@web/components/ui/button';
import { savePartnerPdf } from './api';

const DESCRIPTIONS: Record<PartnerDownload['file'], string> = {
  'brochure.pdf': 'What families find here, and our privacy and safety promises.',
  'referral-cards.pdf': 'A printable sheet of cards, each with a QR code to sign up.',
  'partner-guide.pdf': 'When to suggest it, how to refer a family, and what we promise them.',
};

export function PartnerDownloads({ personalCards }: { personalCards: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);

  const save = async (d: PartnerDownload) => {
    setBusy(d.file);
    toast(PARTNERS_MSG.downloadStarted);
    try {
      await savePartnerPdf(d);
      toast.success(PARTNERS_MSG.downloaded(d.title));
    } catch {
      toast.error(PARTNERS_MSG.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {PARTNER_DOWNLOADS.map((d) => (
        <li key={d.file} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
          <FileText aria-hidden className="size-6 text-primary" />
          <h3 className="mt-3 font-serif text-lg font-semibold">{d.title}</h3>
          <p className="mt-1 flex-1 text-sm text-muted-foreground">
            {DESCRIPTIONS[d.file]}
            {d.file === 'referral-cards.pdf' && (
              <> {personalCards ? PARTNERS_MSG.cardsPersonal : PARTNERS_MSG.cardsSignIn}</>
            )}
          </p>
          <p className="mt-2 text-xs text-muted-foreground">{PARTNERS_MSG.pdf}</p>
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            disabled={busy === d.file}
            aria-label={PARTNERS_MSG.download(d.title)}
            onClick={() => void save(d)}
          >
            {busy === d.file ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
            {PARTNERS_MSG.download(d.title)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
