/**
 * Pending Requests (spec sections 2, 4 and 8; decision 036, 3): only the requests waiting for the
 * caller's answer, each with Accept and Decline and the spec's toasts; then the requests the caller
 * sent, "Waiting for a reply", each of which they can withdraw (confirmed). A declined request
 * simply leaves the sender's list.
 */
import { useId } from 'react';
import { toast } from 'sonner';
import { Check, Loader2, Undo2, X } from 'lucide-react';
import { MSG } from '@shared/messages';
import {
  LOSS_WHEN_LABELS,
  PEER_MSG,
  PEER_RELATIONSHIP_LABELS,
  type PeerIncomingRequest,
  type PeerOverview,
} from '@shared/schemas/peer-support';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import type { PendingConfirm } from '@web/components/confirm-action';
import { errorText } from '@web/lib/errors';
import { useAnswerRequest, useWithdrawRequest } from './api';
import { personName, readerDate } from './person';

function Incoming({ request }: { request: PeerIncomingRequest }) {
  const answer = useAnswerRequest();
  const name = personName(request.from);
  const busy = answer.isPending;

  const run = async (action: 'accept' | 'decline') => {
    try {
      await answer.mutateAsync({ id: request.id, action });
      toast.success(action === 'accept' ? PEER_MSG.accepted : PEER_MSG.declined);
    } catch {
      // Spec section 8: "Error" with the words of the step that failed.
      toast.error(PEER_MSG.errorTitle, {
        description: action === 'accept' ? PEER_MSG.acceptFailed : PEER_MSG.declineFailed,
      });
    }
  };

  const shared = [
    request.relationship && PEER_RELATIONSHIP_LABELS[request.relationship],
    request.lossWhen && LOSS_WHEN_LABELS[request.lossWhen],
  ].filter(Boolean);

  return (
    <li>
      <article aria-label={`Request from ${name}`} className="space-y-2 rounded-lg border bg-card p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4 className="font-medium break-words">{name}</h4>
          <time dateTime={request.createdAt} className="text-xs text-muted-foreground">
            {readerDate(request.createdAt)}
          </time>
        </div>
        {request.from.bio && <p className="text-sm break-words text-foreground/80">{request.from.bio}</p>}
        {shared.length > 0 && <p className="text-sm text-muted-foreground">{shared.join(' · ')}</p>}
        {request.note && (
          <blockquote className="border-l-2 border-primary/40 pl-3 break-words whitespace-pre-wrap">
            {request.note}
          </blockquote>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run('decline')}
            aria-label={`${PEER_MSG.decline} the request from ${name}`}
          >
            {busy && answer.variables?.action === 'decline' ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <X aria-hidden />
            )}
            {PEER_MSG.decline}
          </Button>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void run('accept')}
            aria-label={`${PEER_MSG.accept} the request from ${name}`}
          >
            {busy && answer.variables?.action === 'accept' ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <Check aria-hidden />
            )}
            {PEER_MSG.accept}
          </Button>
        </div>
      </article>
    </li>
  );
}

export function RequestsCard({
  overview,
  onConfirm,
}: {
  overview: PeerOverview;
  onConfirm: (c: PendingConfirm) => void;
}) {
  const ids = useId();
  const withdraw = useWithdrawRequest();

  const askWithdraw = (id: string, name: string) =>
    onConfirm({
      title: 'Withdraw your request?',
      description: `Your request to ${name} will be taken back. You can send another later.`,
      confirmLabel: 'Withdraw',
      destructive: true,
      run: async () => {
        try {
          await withdraw.mutateAsync(id);
        } catch (err) {
          toast.error(PEER_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
          return false;
        }
        toast.success('Request withdrawn');
        return true;
      },
    });

  return (
    <Card role="region" aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <h2 id={`${ids}-title`} className="font-serif text-xl leading-tight font-semibold">
          {PEER_MSG.pendingTitle}
        </h2>
      </CardHeader>
      <CardContent className="space-y-5">
        {overview.incoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">{PEER_MSG.pendingEmpty}</p>
        ) : (
          <ul className="space-y-3" aria-label={PEER_MSG.pendingTitle}>
            {overview.incoming.map((r) => (
              <Incoming key={r.id} request={r} />
            ))}
          </ul>
        )}
        {overview.outgoing.length > 0 && (
          <section aria-labelledby={`${ids}-sent`} className="space-y-2 border-t pt-4">
            <h3 id={`${ids}-sent`} className="font-semibold">
              {PEER_MSG.sentTitle}
            </h3>
            <ul className="space-y-2" aria-label={PEER_MSG.sentTitle}>
              {overview.outgoing.map((r) => {
                const name = personName(r.to);
                return (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{name}</p>
                      <p className="text-xs text-muted-foreground">
                        {PEER_MSG.sentWaiting} · <time dateTime={r.createdAt}>{readerDate(r.createdAt)}</time>
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => askWithdraw(r.id, name)}
                      aria-label={`Withdraw your request to ${name}`}
                    >
                      <Undo2 aria-hidden />
                      Withdraw
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
