/**
 * Keeps running uploads safe: leaving the screen asks first (in-app links and closing the tab), and
 * uploads stop when the screen closes. One per screen: the router supports only one blocker.
 */
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

export function useUploadSession() {
  const state = useRef<{ busy: boolean; ctrl: AbortController | null }>({ busy: false, ctrl: null });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const s = state.current;
    return () => s.ctrl?.abort();
  }, []);

  const blocker = useBlocker(() => state.current.busy);

  useEffect(() => {
    if (!busy) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  /** Marks the screen busy; the signal aborts when the visitor leaves anyway. */
  const begin = (): AbortSignal => {
    const ctrl = new AbortController();
    state.current = { busy: true, ctrl };
    setBusy(true);
    return ctrl.signal;
  };

  /** Marks the screen idle again (call before navigating away on success). */
  const end = () => {
    state.current = { busy: false, ctrl: null };
    setBusy(false);
  };

  const leave = () => {
    state.current.ctrl?.abort();
    state.current = { busy: false, ctrl: null };
    blocker.proceed?.();
  };

  return { busy, begin, end, blocked: blocker.state === 'blocked', stay: () => blocker.reset?.(), leave };
}

export type UploadSession = ReturnType<typeof useUploadSession>;

/** Asked when the visitor tries to leave while files are still uploading. */
export function LeaveWhileUploadingDialog({ session, description }: { session: UploadSession; description: string }) {
  return (
    <Dialog open={session.blocked} onOpenChange={(open) => !open && session.stay()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave while files are uploading?</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={session.stay}>
            Stay and finish
          </Button>
          <Button variant="destructive" onClick={session.leave}>
            Leave
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
