/**
 * AI Companion, /companion (spec sections 2, 4, 5 and 8). A private conversation with the AI grief
 * companion, optionally about a memorial (navigation state memorialPhoto, memorialName,
 * memorialDescription). Conversations are stored; ?c=<id> names the one on screen so a reload
 * resumes it, and past ones can be resumed, renamed or deleted. The route composes the companion
 * feature (features/companion) with the memorial the conversation is about.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, History, MessageCircleHeart } from 'lucide-react';
import type { ConversationSummary } from '@shared/schemas/companion';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { StageLine } from '@web/features/companion/companion-parts';
import { ConversationList, DeleteConversationDialog } from '@web/features/companion/conversation-list';
import { ConversationView } from '@web/features/companion/conversation-view';
import { useCompanionChat, useCompanionConversation } from '@web/features/companion/use-companion-chat';
import { useMemorial } from '@web/features/memorials/api';

export default function CompanionPage() {
  const conversation = useCompanionConversation();
  const { conversationId, detail, memorial } = conversation;
  // Whether the companion speaks as them is the server's to decide (decision 013): the memorial, read
  // with the same access rule and share token as the turn will be, says whether its owner chose it.
  const memorialId = memorial?.memorialId ?? null;
  const page = useMemorial(memorialId ?? '', memorial?.shareToken ?? null, { enabled: memorialId !== null });
  const pageVoice = memorialId && page.data?.id === memorialId && page.data.aiSpeakAs ? page.data.title : null;
  const companion = useCompanionChat(conversation, pageVoice);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ConversationSummary | null>(null);
  const stage = detail?.currentGriefStage ?? null;

  useEffect(() => {
    document.title = 'AI Companion · Forget-me-not';
  }, []);

  const select = (c: ConversationSummary | null) => {
    setHistoryOpen(false);
    companion.select(c);
  };

  const listProps = {
    selectedId: conversationId,
    busy: companion.chat.sending,
    onSelect: select,
    onNew: () => select(null),
    onDelete: setToDelete,
  };

  return (
    <div className="flex h-dvh flex-col bg-gradient-to-b from-secondary/60 to-background">
      <header className="shrink-0 border-b border-border bg-card/80 backdrop-blur">
        <div className="flex items-center gap-2 px-2 py-2 sm:gap-3 sm:px-4">
          <Button asChild variant="ghost" size="icon" aria-label="Back to Dashboard">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
          <div className="min-w-0 flex-1">
            <h1 className="flex items-center gap-2 text-xl font-semibold sm:text-2xl">
              <MessageCircleHeart aria-hidden className="size-5 shrink-0 text-primary" />
              AI Companion
            </h1>
            {stage && <StageLine stage={stage} />}
          </div>
          <Button variant="outline" size="sm" className="lg:hidden" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden />
            <span className="sr-only sm:not-sr-only">Conversations</span>
          </Button>
        </div>
      </header>

      <div className="flex min-h-0 w-full flex-1">
        <aside className="hidden w-72 shrink-0 flex-col border-r border-border bg-card/40 px-3 pt-4 lg:flex xl:w-80">
          <ConversationList {...listProps} />
        </aside>
        <ConversationView conversation={conversation} companion={companion} onNew={() => select(null)} />
      </div>

      <Dialog open={historyOpen} onOpenChange={setHistoryOpen}>
        <DialogContent
          aria-describedby={undefined}
          className="flex h-[min(36rem,calc(100dvh-2rem))] flex-col"
          onEscapeKeyDown={(e) => {
            // Escape in the rename field cancels the renaming, not the whole list.
            if ((e.target as HTMLElement | null)?.dataset?.renameInput !== undefined) e.preventDefault();
          }}
        >
          <DialogHeader>
            <DialogTitle>Your conversations</DialogTitle>
          </DialogHeader>
          <ConversationList {...listProps} hideHeading />
        </DialogContent>
      </Dialog>

      <DeleteConversationDialog
        conversation={toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        onDeleted={(id) => id === conversationId && select(null)}
      />
    </div>
  );
}
