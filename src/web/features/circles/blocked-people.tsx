/**
 * The people the caller has blocked (decision 035, 6), under the circles: each by name (or
 * Anonymous member) with Unblock, confirmed. Folded away until opened: most people never block.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { ChevronDown } from 'lucide-react';
import { MSG } from '@shared/messages';
import { CIRCLE_MSG, MODERATION_MSG, type BlockedPerson } from '@shared/schemas/circles';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/errors';
import { cn } from '@web/lib/utils';
import { useBlocks, useUnblock } from './api';
import { ConfirmAction, type PendingConfirm } from '@web/components/confirm-action';

export function BlockedPeople() {
  const [open, setOpen] = useState(false);
  const blocks = useBlocks(open);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const unblock = useUnblock();

  const ask = (p: BlockedPerson) => {
    const name = p.name ?? CIRCLE_MSG.anonymousMember;
    setConfirm({
      title: `${MODERATION_MSG.unblock} ${name}?`,
      description: 'You will see each other’s posts in circles again.',
      confirmLabel: MODERATION_MSG.unblock,
      run: async () => {
        try {
          await unblock.mutateAsync(p.id);
          toast.success(MODERATION_MSG.unblocked);
          return true;
        } catch (err) {
          toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
          return false;
        }
      },
    });
  };

  return (
    <Card className="p-4">
      <Button
        variant="ghost"
        className="w-full justify-between"
        aria-expanded={open}
        aria-controls="blocked-people"
        onClick={() => setOpen((o) => !o)}
      >
        {MODERATION_MSG.blockedListTitle}
        <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id="blocked-people" hidden={!open} className="mt-3 text-sm">
        {open &&
          (blocks.isPending ? (
            <Spinner label="Loading…" />
          ) : !blocks.data ? (
            <p className="text-muted-foreground">
              We could not load this just now.{' '}
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void blocks.refetch()}>
                Try again
              </Button>
            </p>
          ) : blocks.data.blocked.length === 0 ? (
            <p className="text-muted-foreground">{MODERATION_MSG.blockedListEmpty}</p>
          ) : (
            <ul className="space-y-2">
              {blocks.data.blocked.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-2">
                  <span>{p.name ?? CIRCLE_MSG.anonymousMember}</span>
                  <Button size="sm" variant="outline" onClick={() => ask(p)}>
                    {MODERATION_MSG.unblock}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </div>
      <ConfirmAction pending={confirm} onClose={() => setConfirm(null)} />
    </Card>
  );
}
