/**
 * The owner's Share panel (spec sections 2 and 4, "Sharing"): a private link that lets anyone who
 * has it see the memorial, even a private one, until sharing is turned off again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Check, Copy, Link2 } from 'lucide-react';
import { UI } from '@shared/constants';
import { MEMORIAL_MSG, type MemorialView } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { errorText } from '@web/lib/errors';
import { useSetSharing } from './api';

interface SharePanelProps {
  memorial: MemorialView;
  /** The share token of the current address (the query key the memorial is cached under). */
  share: string | null;
}

/** Copies text; falls back to the selected input where the Clipboard API is missing (plain http). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  input?.focus();
  input?.select();
  if (!document.execCommand('copy')) throw new Error('copy refused');
}

export function SharePanel({ memorial, share }: SharePanelProps) {
  const sharing = useSetSharing(memorial.id, share);
  const headingId = useId();
  const switchId = useId();
  const linkId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<boolean | null>(null);
  const [copiedAt, setCopiedAt] = useState(0);

  const enabled = pending ?? Boolean(memorial.shareEnabled);
  const token = memorial.shareToken ?? null;
  const link = token ? `${window.location.origin}/memorial/${memorial.id}?share=${encodeURIComponent(token)}` : '';

  useEffect(() => {
    if (!copiedAt) return;
    const timer = setTimeout(() => setCopiedAt(0), UI.shareCopiedMs);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      const res = await sharing.mutateAsync(next);
      toast.success(res.shareEnabled ? MEMORIAL_MSG.sharingEnabled : MEMORIAL_MSG.sharingDisabled);
    } catch (err) {
      toast.error(MEMORIAL_MSG.sharingFailed, { description: errorText(err, 'Please try again.') });
    } finally {
      setPending(null);
    }
  };

  const copy = async () => {
    try {
      await copyText(link, inputRef.current);
      setCopiedAt(Date.now());
      toast.success(MEMORIAL_MSG.linkCopied);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      toast.error('Error', { description: 'We could not copy the link. It is selected, so you can copy it yourself.' });
    }
  };

  const copied = copiedAt > 0;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Link2 aria-hidden className="size-5 text-primary" />
          <h2 id={headingId} className="font-serif text-xl leading-tight font-semibold">
            Share
          </h2>
        </div>
        <CardDescription>
          {memorial.isPublic
            ? 'This memorial is public, so anyone with its address can visit. A private link matters most if you make it private later.'
            : 'This memorial is private. A private link lets the people you choose visit it and sign the guestbook.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={switchId} className="leading-snug">
            Share with a private link
          </Label>
          <Switch id={switchId} checked={enabled} disabled={pending !== null} onCheckedChange={(v) => void toggle(v)} />
        </div>

        {enabled && link && (
          <div className="space-y-2">
            <Label htmlFor={linkId} className="sr-only">
              Share link
            </Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                ref={inputRef}
                id={linkId}
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs md:text-xs"
              />
              <Button variant="outline" onClick={() => void copy()} className="shrink-0">
                {copied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
          </div>
        )}

        <p className="text-xs leading-relaxed text-muted-foreground">
          Turning sharing off stops the link working at once. Turning it on again brings back the same link.
        </p>
      </CardContent>
    </Card>
  );
}
