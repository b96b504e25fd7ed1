/**
 * The admin console's moderation section (decisions 035 and 036): posts held from their circle (a
 * crisis, or waiting for approval), peer messages held by the crisis screen, and reports (of circle
 * posts and of peer messages), each with its circle, author and time; the words behind
 * "Show post", so nothing is read by surprise; release, dismiss, and remove after a confirmation;
 * and the moderation log below. The server decides who may (`moderation:manage`, site admins).
 * Loaded on its own (React.lazy) so the console's first paint stays within its budget.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Flag, Loader2, ShieldAlert } from 'lucide-react';
import {
  CIRCLE_MSG,
  MODERATION_MSG,
  type ModerationLogEntry,
  type ModerationPeerMessage,
  type ModerationPost,
  type ModerationReport,
} from '@shared/schemas/circles';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import { PEER_MSG } from '@shared/schemas/peer-support';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { useModerate, useModerationQueue, type ModerationAction } from './moderation-api';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const DONE: Record<ModerationAction['action'], string> = {
  release: MODERATION_MSG.released,
  dismiss: MODERATION_MSG.dismissed,
  remove: MODERATION_MSG.actioned,
  'remove-post': MODERATION_MSG.actioned,
};
const doneText = (a: ModerationAction) =>
  a.kind === 'held-peer-message'
    ? a.action === 'release'
      ? MODERATION_MSG.peerReleased
      : MODERATION_MSG.peerRemoved
    : DONE[a.action];

export default function ModerationQueueSection() {
  const queue = useModerationQueue();
  const moderate = useModerate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<ModerationAction | null>(null);
  /** Whether what is being removed is a peer message (its confirmation names a message, not a post). */
  const [removingMessage, setRemovingMessage] = useState(false);
  const confirmRemove = (a: ModerationAction, isMessage: boolean) => {
    setRemovingMessage(isMessage);
    setRemoving(a);
  };

  /** Does it, says so, and brings focus back to the section (the item it was on is gone). */
  const act = async (a: ModerationAction) => {
    try {
      await moderate.mutateAsync(a);
    } catch (err) {
      toast.error(MODERATION_MSG.actionFailed, { description: errorText(err, MODERATION_MSG.actionFailed) });
      return;
    }
    toast.success(doneText(a));
    headingRef.current?.focus();
  };

  const data = queue.data;
  const busyOn = moderate.isPending ? moderate.variables?.id : undefined;

  return (
    <Card role="region" aria-labelledby="moderation-title">
      <CardHeader>
        <h2
          id="moderation-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-serif text-xl font-semibold outline-none"
        >
          <ShieldAlert aria-hidden className="size-5 text-primary" />
          {MODERATION_MSG.queueTitle}
        </h2>
      </CardHeader>
      <CardContent className="space-y-6">
        {queue.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{MODERATION_MSG.loadFailed}</AlertTitle>
            <AlertDescription>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void queue.refetch()}>
                {MODERATION_MSG.retry}
              </Button>
            </AlertDescription>
          </Alert>
        ) : !data ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">{MODERATION_MSG.queueLoading}</span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : (
          <>
            {data.heldPosts.length === 0 && data.heldPeerMessages.length === 0 && data.reports.length === 0 ? (
              <p className="py-4 text-center text-muted-foreground" data-testid="moderation-empty">
                {MODERATION_MSG.queueEmpty}
              </p>
            ) : (
              <>
                {data.heldPosts.length > 0 && (
                  <section aria-labelledby="held-posts-title" className="space-y-2">
                    <h3 id="held-posts-title" className="font-semibold">
                      {MODERATION_MSG.heldPostsTitle} ({data.heldPosts.length})
                    </h3>
                    <ul className="divide-y rounded-md border">
                      {data.heldPosts.map((p) => (
                        <li key={p.id} className="space-y-3 p-4" data-testid="held-post">
                          <PostFacts post={p} />
                          <ShowPost body={p.body} />
                          <div className="flex flex-wrap gap-2">
                            <Button
                              size="sm"
                              disabled={busyOn === p.id}
                              onClick={() => void act({ kind: 'held-post', id: p.id, action: 'release' })}
                            >
                              {busyOn === p.id && <Loader2 aria-hidden className="animate-spin" />}
                              {MODERATION_MSG.release}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={busyOn === p.id}
                              onClick={() => confirmRemove({ kind: 'held-post', id: p.id, action: 'remove' }, false)}
                            >
                              {MODERATION_MSG.removePost}
                            </Button>
                          </div>
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                {data.heldPeerMessages.length > 0 && (
                  <section aria-labelledby="held-peer-title" className="space-y-2">
                    <h3 id="held-peer-title" className="font-semibold">
                      {MODERATION_MSG.heldPeerMessagesTitle} ({data.heldPeerMessages.length})
                    </h3>
                    <ul className="divide-y rounded-md border">
                      {data.heldPeerMessages.map((m) => (
                        <li key={m.id} className="space-y-3 p-4" data-testid="held-peer-message">
                          <PeerMessageFacts message={m} />
                          <ShowPost body={m.body} />
                          <div className="flex flex-wrap gap-2">
                            <Button
                              size="sm"
                              disabled={busyOn === m.id}
                              onClick={() => void act({ kind: 'held-peer-message', id: m.id, action: 'release' })}
                            >
                              {busyOn === m.id && <Loader2 aria-hidden className="animate-spin" />}
                              {MODERATION_MSG.releasePeerMessage}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={busyOn === m.id}
                              onClick={() =>
                                confirmRemove({ kind: 'held-peer-message', id: m.id, action: 'remove' }, true)
                              }
                            >
                              {MODERATION_MSG.removePeerMessage}
                            </Button>
                          </div>
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                {data.reports.length > 0 && (
                  <section aria-labelledby="reports-title" className="space-y-2">
                    <h3 id="reports-title" className="font-semibold">
                      {MODERATION_MSG.reportsTitle} ({data.reports.length})
                    </h3>
                    <ul className="divide-y rounded-md border">
                      {data.reports.map((r) => (
                        <ReportItem
                          key={r.id}
                          report={r}
                          busy={busyOn === r.id}
                          onDismiss={() => void act({ kind: 'report', id: r.id, action: 'dismiss' })}
                          onRemove={() =>
                            confirmRemove(
                              { kind: 'report', id: r.id, action: 'remove-post' },
                              r.targetKind === 'peer-message',
                            )
                          }
                        />
                      ))}
                    </ul>
                  </section>
                )}
              </>
            )}
            <ModerationLog entries={data.log} />
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removingMessage ? MODERATION_MSG.removePeerMessage : MODERATION_MSG.removePost}
        description={removingMessage ? MODERATION_MSG.removePeerConfirm : MODERATION_MSG.removeConfirm}
        confirmLabel={removingMessage ? MODERATION_MSG.removePeerMessage : MODERATION_MSG.removePost}
        focusAfterClose={() => headingRef.current}
        onConfirm={async () => {
          if (!removing) return;
          await act(removing);
          setRemoving(null);
        }}
      />
    </Card>
  );
}

function PostFacts({ post }: { post: ModerationPost }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium break-words">{post.circle.name}</p>
        <p className="break-words text-muted-foreground">
          {post.author.name} · <span className="break-all">{post.author.email}</span> ·{' '}
          <time dateTime={post.createdAt}>{when(post.createdAt)}</time>
        </p>
      </div>
      {post.status === 'held' && post.holdReason && (
        <Badge variant={post.holdReason === 'crisis' ? 'destructive' : 'secondary'}>
          {MODERATION_MSG.holdReasons[post.holdReason]}
        </Badge>
      )}
      {post.status === 'removed' && <Badge variant="outline">{MODERATION_MSG.actioned}</Badge>}
    </div>
  );
}

function PeerMessageFacts({ message }: { message: ModerationPeerMessage }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium">{MODERATION_MSG.peerMessageLabel}</p>
        <p className="break-words text-muted-foreground">
          {message.author.name} · <span className="break-all">{message.author.email}</span> ·{' '}
          <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
        </p>
      </div>
      {message.status === 'held' && <Badge variant="destructive">{MODERATION_MSG.holdReasons.crisis}</Badge>}
      {message.status === 'removed' && <Badge variant="outline">{MODERATION_MSG.peerRemoved}</Badge>}
    </div>
  );
}

/** The words, only when the moderator asks for them (a native disclosure: keyboard and screen readers know it). */
function ShowPost({ body, note }: { body: string; note?: string | null }) {
  return (
    <details className="rounded-md bg-muted/50 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden">
        {MODERATION_MSG.showPost}
      </summary>
      <p className="mt-2 break-words whitespace-pre-wrap">{body}</p>
      {note && (
        <p className="mt-2 border-t pt-2 break-words whitespace-pre-wrap text-muted-foreground">
          <span className="font-medium">{MODERATION_MSG.reportDetailsLabel}:</span> {note}
        </p>
      )}
    </details>
  );
}

function ReportItem({
  report: r,
  busy,
  onDismiss,
  onRemove,
}: {
  report: ModerationReport;
  busy: boolean;
  onDismiss: () => void;
  onRemove: () => void;
}) {
  const post = r.post;
  const message = r.peerMessage;
  const removable = (post && post.status !== 'removed') || (message && message.status !== 'removed');
  return (
    <li className="space-y-3 p-4" data-testid="report">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Flag aria-hidden className="size-4 text-primary" />
        <span className="font-medium">{MODERATION_MSG.reportReasons[r.reason]}</span>
        <span className="text-muted-foreground">
          · {r.reporter ? MODERATION_MSG.reportedBy(r.reporter.name) : MODERATION_MSG.reportedByDeleted} ·{' '}
          <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
        </span>
      </p>
      {post ? (
        <>
          <PostFacts post={post} />
          <ShowPost body={post.status === 'removed' ? CIRCLE_MSG.removedPlaceholder : post.body} note={r.details} />
        </>
      ) : message ? (
        <>
          <PeerMessageFacts message={message} />
          <ShowPost body={message.status === 'removed' ? PEER_MSG.removedPlaceholder : message.body} note={r.details} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {r.targetKind === 'peer-message' ? MODERATION_MSG.reportedPeerMessageGone : MODERATION_MSG.reportedPostGone}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {removable && (
          <Button size="sm" variant="outline" disabled={busy} onClick={onRemove}>
            {message ? MODERATION_MSG.removePeerMessage : MODERATION_MSG.removePost}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={busy} onClick={onDismiss}>
          {busy && <Loader2 aria-hidden className="animate-spin" />}
          {MODERATION_MSG.dismiss}
        </Button>
      </div>
    </li>
  );
}

function ModerationLog({ entries }: { entries: ModerationLogEntry[] }) {
  return (
    <section aria-labelledby="moderation-log-title" className="space-y-2">
      <h3 id="moderation-log-title" className="font-semibold">
        {MODERATION_MSG.auditTitle}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{MODERATION_MSG.logEmpty}</p>
      ) : (
        <ol className="divide-y rounded-md border text-sm" data-testid="moderation-log">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span className="break-words">
                <span className="font-medium">{e.actor?.name ?? MODERATION_MSG.systemActor}</span>{' '}
                {MODERATION_MSG.logActions[e.action] ?? SAFETY_ADMIN_MSG.logActions[e.action] ?? e.action}
              </span>
              <time dateTime={e.createdAt} className="text-muted-foreground">
                {when(e.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
