/**
 * On the dashboard: when a sign-in has just cancelled this account's deletion, say so, once
 * (decision 031). The server forgets the notice as it answers, so a reload does not repeat it.
 */
import { useEffect, useState } from 'react';
import { HeartHandshake, X } from 'lucide-react';
import { DELETION_MSG } from '@shared/messages.settings';
import { Button } from '@web/components/ui/button';
import { takeDeletionNotice } from './deletion-api';

/** The question in flight per account, so StrictMode's second effect does not eat the notice. */
const asked = new Map<string, Promise<boolean>>();

export function DeletionCancelledNotice({ userId }: { userId: string }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    let answer = asked.get(userId);
    if (!answer) {
      answer = takeDeletionNotice(userId).then(
        (r) => r.cancelled,
        () => false,
      );
      asked.set(userId, answer);
      // Forgotten once answered: after the next sign-in in this tab it is asked again.
      void answer.finally(() => asked.delete(userId));
    }
    void answer.then((cancelled) => {
      if (live && cancelled) setShow(true);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (!show) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-lg border border-primary/30 bg-secondary px-4 py-3 text-sm"
    >
      <HeartHandshake aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="flex-1">{DELETION_MSG.cancelledNotice}</p>
      <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={() => setShow(false)}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
