/**
 * Peer support, /peer-support (spec sections 2, 4, 6 and 8; decision 036): Find a Grief Buddy
 * (the opt-in matching profile, Find Matches, requests), Pending Requests (only those waiting for
 * the caller, and the ones they sent), Your Connections with each one's private, live
 * conversation, and the AI Peer Support Companion. Everything but the matches and a conversation
 * comes from one read, GET /api/peer (decision 022). A failed read is the spec's toast ("Error",
 * "Failed to load connections. Please refresh.") and a way to try again on the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { HeartHandshake } from 'lucide-react';
import { PEER_MSG } from '@shared/schemas/peer-support';
import { AppPage } from '@web/components/app-page';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ConfirmAction, type PendingConfirm } from '@web/components/confirm-action';
import { ChatPanel } from '@web/features/companion/chat/chat-panel';
import { CrisisCard } from '@web/components/crisis-card';
import { peerKeys, usePeerOverview } from '@web/features/peer-support/api';
import { ConnectionsCard } from '@web/features/peer-support/connections';
import { PeerConversation } from '@web/features/peer-support/conversation';
import { FindBuddyCard } from '@web/features/peer-support/find-buddy';
import { RequestsCard } from '@web/features/peer-support/requests';
import { useSignedInSession } from '@web/lib/session';

function SectionSkeleton({ label }: { label: string }) {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <Skeleton className="h-6 w-48" />
      </CardHeader>
      <CardContent className="space-y-3">
        <span className="sr-only" role="status">
          {label}
        </span>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-10 w-32" />
      </CardContent>
    </Card>
  );
}

export default function PeerSupportPage() {
  const { user } = useSignedInSession();
  const qc = useQueryClient();
  const overview = usePeerOverview();
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const toasted = useRef(false);

  useEffect(() => {
    document.title = `${PEER_MSG.pageTitle} · Forget-me-not`;
  }, []);

  // Spec section 8: the failed load is said once, as a toast, and the page offers to try again.
  useEffect(() => {
    if (overview.isError && !overview.data && !toasted.current) {
      toasted.current = true;
      toast.error(PEER_MSG.errorTitle, { description: PEER_MSG.loadFailed });
    }
    if (overview.data) toasted.current = false;
  }, [overview.isError, overview.data]);

  const readLists = useCallback(() => void qc.invalidateQueries({ queryKey: peerKeys.overview }), [qc]);
  const data = overview.data;
  // A conversation stays open only while its connection does (ended, blocked: it closes).
  const open = data?.connections.find((c) => c.id === openId) ?? null;

  const toggle = (id: string) => {
    setOpenId((current) => (current === id ? null : id));
    if (openId !== null) readLists();
  };

  const close = () => {
    setOpenId(null);
    readLists();
  };

  useEffect(() => {
    if (!open) return;
    document.getElementById('peer-conversation-anchor')?.querySelector<HTMLElement>('h3')?.focus();
  }, [open?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <AppPage
      title={PEER_MSG.pageTitle}
      icon={<HeartHandshake aria-hidden className="size-5 shrink-0 text-primary" />}
      after={<ConfirmAction pending={confirm} onClose={() => setConfirm(null)} />}
    >
      <p className="text-muted-foreground">{PEER_MSG.pageIntro}</p>
      {overview.isPending ? (
        <>
          <SectionSkeleton label="Loading your grief buddy preferences…" />
          <SectionSkeleton label="Loading your requests…" />
          <SectionSkeleton label="Loading your connections…" />
        </>
      ) : !data ? (
        <Card className="p-6 text-center">
          <p className="text-muted-foreground">{PEER_MSG.loadFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <FindBuddyCard overview={data} />
          <RequestsCard overview={data} onConfirm={setConfirm} />
          <ConnectionsCard connections={data.connections} openId={open?.id ?? null} onOpen={toggle}>
            {open && (
              <div id="peer-conversation-anchor">
                <PeerConversation
                  key={open.id}
                  connection={open}
                  me={user.id}
                  onClose={close}
                  onConfirm={setConfirm}
                  onStale={readLists}
                  renderSupport={(helplines) => <CrisisCard helplines={helplines} />}
                />
              </div>
            )}
          </ConnectionsCard>
        </>
      )}
      <ChatPanel functionName="ai-peer-support" title={PEER_MSG.aiTitle} description={PEER_MSG.aiDescription} />
    </AppPage>
  );
}
