/**
 * AI Companion, /companion (spec sections 2, 4, 5 and 8). A private conversation with the AI grief
 * companion, optionally about a memorial (navigation state memorialPhoto, memorialName,
 * memorialDescription). Conversations are stored; ?c=<id> names the one on screen so a reload
 * resumes it, and past ones can be resumed, renamed or deleted.
 */
import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Check, Flower2, Heart, History, Info, Loader2, MessageCircleHeart, Pencil, Plus, Send, Trash2, X } from 'lucide-react';
import { LIMITS, MOODS, type Mood } from '@shared/constants';
import { firstIssueMessage } from '@shared/schemas/auth';
import {
  COMPANION_MSG,
  companionText,
  renameConversationRequest,
  type ConversationDetail,
  type ConversationSummary,
  type MemorialPhotoContext,
  type StoredMessage,
} from '@shared/schemas/companion';
import { helplinesFor } from '@shared/safety';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { reminderIndexes } from '@web/features/companion/ai-reminder';
import {
  askCompanion,
  companionKeys,
  createConversation,
  useAiUsage,
  useConversation,
  useConversations,
  useDeleteConversation,
  useRenameConversation,
} from '@web/features/companion/api';
import { AiNotice, AiReminder, ChatNotice, MessageBubble, Thinking, isSendKey, localId, useAutoScroll } from '@web/features/companion/chat-parts';
import { CrisisCard } from '@web/features/companion/crisis-card';
import { useMessageBox } from '@web/features/companion/draft';
import { clearCompanionContext, memorialContextFrom, readCompanionContext } from '@web/features/companion/memorial-context';
import { ApiError } from '@web/lib/api';
import { useSignedInSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';

/** How many earlier turns go with each request (the server's schema accepts at most 200). */
const MAX_TURNS = 100;

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "14:05" for today, "3 Mar 2025" otherwise. */
function when(timestamp: string): string {
  const d = new Date(timestamp);
  if (Number.isNaN(d.getTime())) return '';
  return d.toDateString() === new Date().toDateString() ? TIME.format(d) : DAY.format(d);
}

/** The toast for a failed reply (spec section 8), with the way to the plans when the free messages ran out. */
function showReplyError(err: unknown, goToPlans: () => void) {
  if (err instanceof ApiError && err.status === 402) {
    toast.error(COMPANION_MSG.failedTitle, {
      description: err.message || COMPANION_MSG.quotaReached,
      duration: 10_000,
      action: { label: 'View plans', onClick: goToPlans },
    });
    return;
  }
  // A refusal the person can act on (too long, too fast, gone) is said as the server says it.
  const own = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.message;
  toast.error(COMPANION_MSG.failedTitle, { description: own || COMPANION_MSG.failed });
}

// ---------------------------------------------------------------------------------------------
// The memorial photo and the empty state

function MemorialPhoto({ src, name, className }: { src?: string; name?: string; className?: string }) {
  // A signed photo URL expires after an hour: fall back to the flower once it no longer loads.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-primary ring-4 ring-card shadow-sm',
        className,
      )}
    >
      {broken ? (
        <Flower2 aria-hidden className="size-1/2" />
      ) : (
        <img src={src} alt={name ? `Photo of ${name}` : ''} className="size-full object-cover" onError={() => setFailedSrc(src)} />
      )}
    </span>
  );
}

function EmptyConversation({ memorial }: { memorial: MemorialPhotoContext | null }) {
  if (memorial?.memorialName) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center px-2 py-8 text-center motion-safe:animate-fade-in">
        <MemorialPhoto src={memorial.memorialPhoto} name={memorial.memorialName} className="size-28" />
        <h2 className="mt-5 text-2xl font-semibold text-balance">{COMPANION_MSG.connectingWith(memorial.memorialName)}</h2>
        {memorial.memorialDescription && (
          <p className="mt-3 line-clamp-4 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
            {memorial.memorialDescription}
          </p>
        )}
        <p className="mt-4 text-sm text-foreground/80">Share a memory, or say what you wish you could tell them.</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-2 py-8 text-center motion-safe:animate-fade-in">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <Heart aria-hidden className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold">{COMPANION_MSG.emptyHeading}</h2>
      <p className="mt-3 leading-relaxed text-muted-foreground">
        This is a quiet space to share whatever is on your heart, at your own pace. There is no right or wrong thing to say.
      </p>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Past conversations

function DeleteConversationDialog({
  conversation,
  onOpenChange,
  onDeleted,
}: {
  conversation: ConversationSummary | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteConversation();
  const confirm = async () => {
    if (!conversation) return;
    try {
      await remove.mutateAsync(conversation.id);
      toast.success('Conversation deleted');
      onDeleted(conversation.id);
      onOpenChange(false);
    } catch (err) {
      toast.error('Error', {
        description: err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : 'We could not delete that conversation. Please try again.',
      });
    }
  };
  return (
    <ConfirmDialog
      open={conversation !== null}
      onOpenChange={onOpenChange}
      title={`Delete “${conversation?.title ?? ''}”?`}
      description="This conversation and all of its messages will be removed for good. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={confirm}
    />
  );
}

function ConversationItem({
  conversation,
  selected,
  disabled,
  onSelect,
  onDelete,
}: {
  conversation: ConversationSummary;
  selected: boolean;
  disabled: boolean;
  onSelect: (c: ConversationSummary) => void;
  onDelete: (c: ConversationSummary) => void;
}) {
  const rename = useRenameConversation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(conversation.title);
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const startEditing = () => {
    setDraft(conversation.title);
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => renameRef.current?.focus());
  };

  const save = async () => {
    const parsed = renameConversationRequest.safeParse({ title: draft });
    if (!parsed.success) {
      toast.error(COMPANION_MSG.validationTitle, { description: firstIssueMessage(parsed.error) });
      return;
    }
    if (parsed.data.title === conversation.title) return stopEditing();
    try {
      await rename.mutateAsync({ id: conversation.id, title: parsed.data.title });
      stopEditing();
    } catch (err) {
      toast.error('Error', {
        description: err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : 'We could not rename that conversation. Please try again.',
      });
    }
  };

  if (editing) {
    return (
      <li>
        <form
          className="flex items-center gap-1 rounded-lg bg-secondary/70 p-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Input
            ref={inputRef}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                stopEditing();
              }
            }}
            data-rename-input
            maxLength={120}
            aria-label={`New name for “${conversation.title}”`}
            className="h-9"
            disabled={rename.isPending}
          />
          <Button type="submit" size="icon" variant="ghost" className="size-9" aria-label="Save the new name" disabled={rename.isPending}>
            {rename.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Check aria-hidden />}
          </Button>
          <Button type="button" size="icon" variant="ghost" className="size-9" aria-label="Cancel renaming" onClick={stopEditing}>
            <X aria-hidden />
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className={cn('group flex items-center gap-1 rounded-lg transition-colors', selected ? 'bg-secondary' : 'hover:bg-secondary/60')}>
      <button
        type="button"
        onClick={() => onSelect(conversation)}
        disabled={disabled}
        aria-current={selected ? 'page' : undefined}
        className="min-w-0 flex-1 rounded-lg px-3 py-2 text-left focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span className={cn('block truncate text-sm', selected ? 'font-semibold text-foreground' : 'font-medium text-foreground/90')}>
          {conversation.title}
        </span>
        <time dateTime={conversation.updatedAt} className="block text-xs text-muted-foreground">
          {when(conversation.updatedAt)}
          {conversation.memorialContext?.memorialName && ` · ${conversation.memorialContext.memorialName}`}
        </time>
      </button>
      <Button
        ref={renameRef}
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        onClick={startEditing}
        aria-label={`Rename “${conversation.title}”`}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="mr-1 size-8 text-muted-foreground hover:text-destructive"
        onClick={() => onDelete(conversation)}
        disabled={disabled}
        aria-label={`Delete “${conversation.title}”`}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

function ConversationList({
  selectedId,
  busy,
  onSelect,
  onNew,
  onDelete,
  hideHeading = false,
}: {
  hideHeading?: boolean;
  selectedId: string | null;
  busy: boolean;
  onSelect: (c: ConversationSummary) => void;
  onNew: () => void;
  onDelete: (c: ConversationSummary) => void;
}) {
  const headingId = useId();
  const list = useConversations();
  return (
    <nav aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col gap-3">
      <h2 id={headingId} className={cn('font-sans text-sm font-semibold tracking-normal text-foreground', hideHeading && 'sr-only')}>
        Past conversations
      </h2>
      <Button onClick={onNew} disabled={busy} variant="outline" className="w-full justify-start">
        <Plus aria-hidden />
        New conversation
      </Button>
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1 pb-2">
        {list.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only">Loading your conversations…</span>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="space-y-1.5 px-3 py-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            ))}
          </div>
        ) : list.isError && !list.data ? (
          <div className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            <p>We could not load your conversations just now.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm leading-relaxed text-muted-foreground">
            No past conversations yet. When you talk with the companion, your conversations are kept here, privately, so you
            can come back to them.
          </p>
        ) : (
          <ul className="space-y-1">
            {list.data.map((c) => (
              <ConversationItem
                key={c.id}
                conversation={c}
                selected={c.id === selectedId}
                disabled={busy}
                onSelect={onSelect}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

// ---------------------------------------------------------------------------------------------
// The conversation

interface PendingTurn {
  content: string;
  at: number;
}

function StageLine({ stage }: { stage: string }) {
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      {COMPANION_MSG.stage(capitalise(stage))}
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label="About the stage"
            className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Info aria-hidden className="size-4" />
          </button>
        </TooltipTrigger>
        <TooltipContent>{COMPANION_MSG.stageInfo}</TooltipContent>
      </Tooltip>
    </p>
  );
}

function UsageLine({ used, limit }: { used: number; limit: number }) {
  if (used >= limit) {
    return (
      <p className="text-xs text-muted-foreground">
        You&apos;ve used this month&apos;s {limit} free messages.{' '}
        <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
          View plans
        </Link>
      </p>
    );
  }
  return (
    <p className="text-xs text-muted-foreground">
      {used} of {limit} free messages used this month
    </p>
  );
}

function MessageSkeletons() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">Loading the conversation…</span>
      <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-20 w-3/4 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
    </div>
  );
}

export default function CompanionPage() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const conversationId = searchParams.get('c')?.trim() || null;

  const conversation = useConversation(conversationId);
  const usage = useAiUsage();
  const detail = conversation.data && conversation.data.id === conversationId ? conversation.data : null;
  const notFound = conversation.error instanceof ApiError && (conversation.error.status === 404 || conversation.error.status === 400);

  const { user } = useSignedInSession();
  const [mood, setMood] = useState<Mood | null>(null);
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [waiting, setWaiting] = useState(false);
  // What was being written survives a reload or a trip through /auth (features/companion/draft.ts).
  const { input, setInput, giveBack, restored } = useMessageBox({ userId: user.id, place: 'companion', sending: waiting });
  const [announcement, setAnnouncement] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ConversationSummary | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // The memorial of a conversation not started yet comes with the navigation (or, after a trip
  // through /auth, from sessionStorage); a stored conversation keeps its own.
  const stateContext = memorialContextFrom(location.state);
  const [savedContext] = useState(() => (stateContext || conversationId ? null : readCompanionContext()));
  const memorial = conversationId ? (detail?.memorialContext ?? null) : (stateContext ?? savedContext);

  useEffect(() => {
    document.title = 'AI Companion · Forget-me-not';
  }, []);

  // The copy saved for the trip through /auth is used once: it moves into the navigation state
  // (so a reload keeps it) and leaves sessionStorage. A context that came with the navigation
  // makes any saved copy stale, so it goes too.
  const initial = useRef({ savedContext, path: location.pathname, search: location.search });
  useEffect(() => {
    clearCompanionContext();
    const { savedContext: saved, path, search } = initial.current;
    if (saved) void navigate({ pathname: path, search }, { replace: true, state: saved });
  }, [navigate]);

  const messages: StoredMessage[] = detail?.messages ?? [];
  const stage = detail?.currentGriefStage ?? null;
  const helplines = detail?.helplines ?? null;
  const scrollContent = `${conversationId}:${messages.length}:${pending ? 1 : 0}:${waiting ? 1 : 0}:${helplines ? 1 : 0}`;
  const { ref: scrollRef, onScroll, pin } = useAutoScroll<HTMLDivElement>(scrollContent);

  const goToPlans = () => void navigate('/pricing');

  const selectConversation = (c: ConversationSummary | null) => {
    setHistoryOpen(false);
    setAnnouncement('');
    pin();
    if (!c) {
      setMood(null);
      setSearchParams({}, { replace: true, state: null });
    } else if (c.id !== conversationId) {
      setSearchParams({ c: c.id }, { replace: true });
    }
    // Ready to write on a computer; on a phone the keyboard would cover the conversation just chosen.
    if (window.matchMedia('(pointer: fine)').matches) requestAnimationFrame(() => textareaRef.current?.focus());
  };

  const onDeleted = (id: string) => {
    if (id === conversationId) selectConversation(null);
  };

  const send = async () => {
    if (waiting || (conversationId && !detail && !notFound)) return;
    const parsed = companionText.safeParse(input);
    if (!parsed.success) {
      toast.error(COMPANION_MSG.validationTitle, { description: firstIssueMessage(parsed.error) });
      return;
    }
    const raw = input;
    const content = parsed.data;
    const sentAt = Date.now();
    setPending({ content, at: sentAt });
    setInput('');
    setWaiting(true);
    setAnnouncement('');
    pin();

    try {
      let id = notFound ? null : conversationId;
      let history: StoredMessage[] = id ? messages : [];
      let context = memorial;
      if (!id) {
        const created = await createConversation(memorial);
        id = created.id;
        history = [];
        context = created.memorialContext ?? memorial;
        qc.setQueryData<ConversationDetail>(companionKeys.one(id), {
          ...created,
          memorialContext: context,
          messages: [],
          helplines: null,
        });
        setSearchParams({ c: id }, { replace: true });
      }
      const turns = [...history.map(({ role, content }) => ({ role, content })), { role: 'user' as const, content }].slice(-MAX_TURNS);
      const res = await askCompanion({
        messages: turns,
        memorialContext: context ?? undefined,
        conversationId: id,
        mood: mood ?? undefined,
      });
      const reply = res.choices[0]?.message.content ?? '';
      const now = new Date().toISOString();
      const crisis = res.safety?.risk === 'crisis';
      qc.setQueryData<ConversationDetail>(companionKeys.one(id), (old) =>
        old
          ? {
              ...old,
              currentGriefStage: res.grief_stage ?? old.currentGriefStage,
              helplines: crisis ? (res.safety.helplines?.length ? res.safety.helplines : helplinesFor(null)) : old.helplines,
              updatedAt: now,
              messages: [
                ...old.messages,
                { id: localId('u'), role: 'user', content, mood, riskLevel: res.safety?.risk ?? 'none', createdAt: new Date(sentAt).toISOString() },
                { id: localId('a'), role: 'assistant', content: reply, mood: null, riskLevel: 'none', createdAt: now },
              ],
            }
          : old,
      );
      setAnnouncement(reply);
      // The stored copy (real ids, the title the server gave it) and the new place in the list.
      void qc.invalidateQueries({ queryKey: companionKeys.one(id) });
      void qc.invalidateQueries({ queryKey: companionKeys.list });
      void qc.invalidateQueries({ queryKey: companionKeys.usage });
    } catch (err) {
      // Nothing the person wrote is lost: it goes back into the box (before anything typed since).
      giveBack(raw);
      if (err instanceof ApiError && err.status === 401) return; // The session ended: /auth follows.
      showReplyError(err, goToPlans);
      if (err instanceof ApiError && err.status === 402) void qc.invalidateQueries({ queryKey: companionKeys.usage });
    } finally {
      setPending(null);
      setWaiting(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(e)) {
      e.preventDefault();
      void send();
    }
  };

  // The timeline: the stored turns, the one on its way, and a reminder every 3 hours of use.
  const shown: { id: string; role: 'user' | 'assistant'; content: string; at: number }[] = [
    ...messages.map((m) => ({ id: m.id, role: m.role, content: m.content, at: Date.parse(m.createdAt) })),
    ...(pending ? [{ id: 'pending', role: 'user' as const, content: pending.content, at: pending.at }] : []),
  ];
  const userTurns = shown.filter((m) => m.role === 'user');
  const reminderBefore = new Set([...reminderIndexes(userTurns.map((m) => m.at))].map((i) => userTurns[i]?.id));

  const loadingConversation = Boolean(conversationId) && !detail && conversation.isPending;
  const blank = !input.trim();
  const nearLimit = input.length > LIMITS.companionMessage * 0.9;
  const limit = usage.data?.limit ?? null;

  const listProps = {
    selectedId: conversationId,
    busy: waiting,
    onSelect: selectConversation,
    onNew: () => selectConversation(null),
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

        <main className="flex min-w-0 flex-1 flex-col">
          <div
            ref={scrollRef}
            onScroll={onScroll}
            tabIndex={0}
            aria-label="Conversation"
            className="min-h-0 flex-1 overflow-y-auto px-3 py-5 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6"
          >
            <div className="mx-auto flex max-w-3xl flex-col gap-4">
              {notFound && conversationId ? (
                <div className="mx-auto max-w-md py-10 text-center">
                  <p className="text-muted-foreground">{COMPANION_MSG.conversationNotFound}</p>
                  <Button className="mt-4" onClick={() => selectConversation(null)}>
                    <Plus aria-hidden />
                    Start a new conversation
                  </Button>
                </div>
              ) : loadingConversation ? (
                <MessageSkeletons />
              ) : conversationId && !detail ? (
                <div className="mx-auto max-w-md py-10 text-center">
                  <p className="text-muted-foreground">We could not load this conversation just now.</p>
                  <Button variant="outline" className="mt-4" onClick={() => void conversation.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : (
                <>
                  {shown.length === 0 && <EmptyConversation memorial={memorial} />}
                  {memorial?.memorialName && shown.length > 0 && (
                    <div className="flex items-center gap-3 self-center">
                      <MemorialPhoto src={memorial.memorialPhoto} name={memorial.memorialName} className="size-10 ring-2" />
                      <p className="font-serif text-lg font-semibold">{COMPANION_MSG.connectingWith(memorial.memorialName)}</p>
                    </div>
                  )}
                  {memorial?.memorialName && (
                    <ChatNotice icon="none" className="text-center text-sm">
                      {COMPANION_MSG.memorialNotice(memorial.memorialName)}
                    </ChatNotice>
                  )}
                  <AiNotice />
                  {shown.map((m) => (
                    <Fragment key={m.id}>
                      {reminderBefore.has(m.id) && <AiReminder />}
                      <MessageBubble role={m.role}>{m.content}</MessageBubble>
                    </Fragment>
                  ))}
                  {waiting && (
                    <div className="flex justify-start">
                      <div className="rounded-2xl rounded-bl-md border border-border bg-card px-4 py-2.5 shadow-xs">
                        <Thinking />
                      </div>
                    </div>
                  )}
                </>
              )}
            </div>
          </div>

          <div className="sr-only" aria-live="polite" aria-atomic="true">
            {announcement}
          </div>

          <div className="shrink-0 border-t border-border bg-card/80 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-6">
            <div className="mx-auto max-w-3xl space-y-2">
              {helplines && <CrisisCard helplines={helplines} collapsible className="max-h-[40dvh] overflow-y-auto" />}
              <form onSubmit={onSubmit} aria-label="Message the AI companion" className="space-y-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Select value={mood ?? ''} onValueChange={(v) => setMood(v as Mood)}>
                    <SelectTrigger className="h-9 w-56" aria-label={COMPANION_MSG.moodPlaceholder}>
                      <SelectValue placeholder={COMPANION_MSG.moodPlaceholder} />
                    </SelectTrigger>
                    <SelectContent>
                      {MOODS.map((m) => (
                        <SelectItem key={m} value={m}>
                          {capitalise(m)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {limit !== null && usage.data && <UsageLine used={usage.data.used} limit={limit} />}
                </div>
                <div className="flex items-end gap-2">
                  <Textarea
                    ref={textareaRef}
                    id={`${ids}-message`}
                    rows={3}
                    value={input}
                    onChange={(e) => setInput(e.target.value)}
                    onKeyDown={onKeyDown}
                    placeholder={COMPANION_MSG.inputPlaceholder}
                    aria-label="Your message"
                    aria-describedby={`${ids}-hint${nearLimit ? ` ${ids}-count` : ''}`}
                    className="max-h-48 resize-none"
                  />
                  <Button
                    type="submit"
                    size="icon"
                    className="size-11 shrink-0"
                    disabled={waiting || blank || loadingConversation}
                    aria-label={waiting ? 'Waiting for the reply' : 'Send message'}
                  >
                    {waiting ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
                  </Button>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
                    {restored && <>{COMPANION_MSG.draftRestored} </>}
                    Enter to send, Shift+Enter for a new line.{' '}
                    <Link to="/safety" className="underline-offset-4 hover:underline">
                      Your safety
                    </Link>
                  </p>
                  {nearLimit && (
                    <p
                      id={`${ids}-count`}
                      className={cn('text-xs', input.length > LIMITS.companionMessage ? 'text-destructive' : 'text-muted-foreground')}
                    >
                      {input.length} / {LIMITS.companionMessage} characters
                    </p>
                  )}
                </div>
              </form>
            </div>
          </div>
        </main>
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
        onDeleted={onDeleted}
      />
    </div>
  );
}
