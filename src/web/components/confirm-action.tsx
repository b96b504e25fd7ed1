/**
 * The confirmation before every moderation step in a circle (remove, block, mute, hand on, leave,
 * delete) and in peer support (end a connection, block, withdraw a request): what will happen, a way to step back, and the button that does it, which shows it is
 * working until the server answered. `children`: a choice to make first (how long to mute for).
 */
import { useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

export interface PendingConfirm {
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Does it; resolves true when done (the dialog closes), false to stay open (the error was shown). */
  run: () => Promise<boolean>;
  children?: ReactNode;
}

export function ConfirmAction({ pending, onClose }: { pending: PendingConfirm | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={pending !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">{pending?.title}</DialogTitle>
          <DialogDescription>{pending?.description}</DialogDescription>
        </DialogHeader>
        {pending?.children}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={pending?.destructive ? 'destructive' : 'default'}
            disabled={busy}
            onClick={async () => {
              if (!pending) return;
              setBusy(true);
              let done = false;
              try {
                done = await pending.run();
              } finally {
                setBusy(false);
              }
              if (done) onClose();
            }}
          >
            {busy && <Loader2 aria-hidden className="animate-spin" />}
            {pending?.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
