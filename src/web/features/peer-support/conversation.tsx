/**
 * The private conversation of a connection (decision 036, 4 and 5): the messages, oldest first and
 * the newest right above the box to write in; older ones on demand. New messages arrive through the
 * live stream (use-peer-stream.ts) and ones from the other person are announced politely (never
 * their words). A message of one's own held by the crisis screen is marked "Only visible to you"
 * with the support card; a concern gets a gentle note. The other person's messages can be reported;
 * the connection can be ended or the person blocked, both confirmed.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toast } from 'sonner';
import { Ban, EyeOff, Flag, Loader2, Unlink, X } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Helpline } from '@shared/schemas/companion';
import { PEER_MSG, type PeerConnection, type PeerMessage, type PeerMessageCreated } from '@shared/schemas/peer-support';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import type { PendingConfirm } from '@web/components/confirm-action';
import { LiveIndicator } from '@web/components/live-indicator';
import { MessageComposer } from '@web/components/message-composer';
import { errorText, hasCode } from '@web/lib/errors';
import { localHelplines } from '@web/lib/helplines';
import { cn } from '@web/lib/utils';
import { orderedMessages, useBlockPeer, useEndConnection, usePeerMessages, useSendMessage } from './api';
import { keepPeerDraft, readPeerDraft } from './draft';
import { personName } from './person';
import { usePeerStream } from './use-peer-stream';

// Rarely opened: loaded the first time someone reports a message.
const ReportDialog = lazy(() => import('@web/components/report-dialog').then((m) => ({ default: m.ReportDialog })));

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function MessageItem({
  message,
  name,
  support,
  onReport,
}: {
  message: PeerMessage;
  name: string;
  /** The crisis support card, for a message of one's own held by the crisis screen. */
  support: ReactNode;
  onReport: () => void;
}) {
  const who = message.mine ? 'You' : name;
  const removed = message.status === 'removed';
  return (
    <li className={cn('flex', message.mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={removed ? PEER_MSG.removedPlaceholder : `Message from ${who}`}
        data-message-id={message.id}
        className={cn(
          'max-w-[85%] space-y-1 rounded-lg border p-3',
          message.mine ? 'bg-primary/10' : 'bg-card',
          message.status === 'held' && 'border-dashed border-warning/60',
        )}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium">{who}</span>
          <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
            {WHEN.format(new Date(message.createdAt))}
          </time>
          {message.status === 'held' && message.mine && (
            <Badge variant="outline">
              <EyeOff aria-hidden />
              {PEER_MSG.heldBadge}
            </Badge>
          )}
          {!message.mine && message.status === 'visible' && (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto h-7 px-2"
              onClick={onReport}
              aria-label={`${PEER_MSG.reportMessage} from ${name}`}
              title={PEER_MSG.reportMessage}
            >
              <Flag aria-hidden />
            </Button>
          )}
        </div>
        {removed ? (
          <p className="text-sm text-muted-foreground italic">{PEER_MSG.removedPlaceholder}</p>
        ) : (
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
        )}
        {message.status === 'held' && message.mine && (
          <div className="space-y-3 pt-2">
            <p className="text-sm text-foreground/80">{PEER_MSG.heldForSupport}</p>
            {support}
          </div>
        )}
      </article>
    </li>
  );
}

function Composer({
  connectionId,
  me,
  onSent,
  onRefused,
}: {
  connectionId: string;
  me: string;
  onSent: (created: PeerMessageCreated) => void;
  onRefused: () => void;
}) {
  const send = useSendMessage(connectionId);
  const draft = useMemo(
    () => ({
      read: () => readPeerDraft(me, connectionId),
      keep: (body: string) => keepPeerDraft(me, connectionId, body),
    }),
    [me, connectionId],
  );
  return (
    <MessageComposer
      label={PEER_MSG.messageLabel}
      placeholder={PEER_MSG.messagePlaceholder}
      submitLabel={PEER_MSG.send}
      hint="Ctrl+Enter to send."
      limit={LIMITS.peerMessage}
      texts={{ required: PEER_MSG.messageRequired, tooLong: PEER_MSG.messageTooLong, failed: PEER_MSG.messageFailed }}
      draft={draft}
      send={(body) => send.mutateAsync(body)}
      pending={send.isPending}
      onSent={onSent}
      refused={(err) => hasCode(err, 'NOT_FOUND')}
      onRefused={onRefused}
    />
  );
}

export function PeerConversation({
  connection,
  me,
  onClose,
  onConfirm,
  onStale,
  renderSupport,
}: {
  connection: PeerConnection;
  me: string;
  onClose: () => void;
  onConfirm: (c: PendingConfirm) => void;
  /** The lists may be out of date (the conversation was read, refused or ended): the page reads them again. */
  onStale: () => void;
  /** The crisis support card (the same one the companion and the circles show). */
  renderSupport: (helplines: Helpline[]) => ReactNode;
}) {
  const ids = useId();
  const name = personName(connection.person);
  const messages = usePeerMessages(connection.id);
  const end = useEndConnection();
  const block = useBlockPeer();
  const [announcement, setAnnouncement] = useState('');
  const unseen = useRef(0);
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [helplines, setHelplines] = useState<Record<string, Helpline[]>>({});
  const [concern, setConcern] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const [reportOpened, setReportOpened] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const scrollToEnd = useRef(true);

  const onNewMessage = useCallback(
    (message: PeerMessage) => {
      if (message.mine) return;
      unseen.current += 1;
      setAnnouncement(
        unseen.current === 1 ? `A new message from ${name}` : `${unseen.current} new messages from ${name}`,
      );
      clearTimeout(announceTimer.current);
      announceTimer.current = setTimeout(() => {
        unseen.current = 0;
      }, 5_000);
      if (atEnd.current) scrollToEnd.current = true;
    },
    [name],
  );
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  const stream = usePeerStream(connection.id, messages.data !== undefined, onNewMessage);
  const list = orderedMessages(messages.data);

  // Opening the conversation reads it: the unread count in the list is read again once.
  const loaded = messages.data !== undefined;
  useEffect(() => {
    if (loaded) onStale();
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  // A refusal (the connection ended, a block) reads the lists again, where it is gone.
  const refused = messages.isError && hasCode(messages.error, 'NOT_FOUND');
  useEffect(() => {
    if (refused) onStale();
  }, [refused, onStale]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !scrollToEnd.current) return;
    el.scrollTop = el.scrollHeight;
    scrollToEnd.current = false;
  }, [list.length, messages.data]);

  const onSent = (created: PeerMessageCreated) => {
    const helped = created.support;
    if (helped?.risk === 'crisis') {
      setHelplines((h) => ({
        ...h,
        [created.message.id]: helped.helplines?.length ? helped.helplines : localHelplines(),
      }));
    }
    setConcern(helped?.risk === 'concern');
    scrollToEnd.current = true;
  };

  const askEnd = () =>
    onConfirm({
      title: `${PEER_MSG.endConnection}?`,
      description: PEER_MSG.endConfirm(name),
      confirmLabel: PEER_MSG.endConnection,
      destructive: true,
      run: async () => {
        try {
          await end.mutateAsync(connection.id);
        } catch (err) {
          toast.error(PEER_MSG.errorTitle, { description: errorText(err, PEER_MSG.endFailed) });
          return false;
        }
        toast.success(PEER_MSG.ended);
        onClose();
        return true;
      },
    });

  const askBlock = () =>
    onConfirm({
      title: `Block ${name}?`,
      description: PEER_MSG.blockConfirm(name),
      confirmLabel: 'Block',
      destructive: true,
      run: async () => {
        try {
          await block.mutateAsync({ userId: connection.person.id, connectionId: connection.id });
        } catch (err) {
          toast.error(PEER_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
          return false;
        }
        toast.success(`${name} is blocked`);
        onClose();
        return true;
      },
    });

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="space-y-4 rounded-lg border border-primary/30 bg-secondary/20 p-4"
      data-testid="peer-conversation"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${ids}-title`} tabIndex={-1} className="font-semibold break-words outline-none">
          {PEER_MSG.conversationTitle(name)}
        </h3>
        <div className="flex items-center gap-3">
          {messages.data && stream !== 'connecting' && <LiveIndicator state={stream} testId="peer-live" />}
          <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the conversation">
            <X aria-hidden />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={askEnd}>
          <Unlink aria-hidden />
          {PEER_MSG.endConnection}
        </Button>
        <Button size="sm" variant="outline" className="text-destructive" onClick={askBlock}>
          <Ban aria-hidden />
          Block
        </Button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {messages.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading the conversation…
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={cn('h-12', i % 2 ? 'ml-auto w-2/3' : 'w-3/4')} />
          ))}
        </div>
      ) : !messages.data ? (
        <div className="py-4 text-center">
          <p className="text-muted-foreground">{refused ? PEER_MSG.connectionNotFound : PEER_MSG.loadMessagesFailed}</p>
          {!refused && (
            <Button variant="outline" className="mt-3" onClick={() => void messages.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <>
          <div
            ref={scroller}
            role="region"
            aria-label="Messages"
            tabIndex={0}
            onScroll={(e) => {
              const el = e.currentTarget;
              atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
            }}
            className="max-h-[480px] space-y-3 overflow-y-auto rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
          >
            {messages.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void messages.fetchNextPage()}
                  disabled={messages.isFetchingNextPage}
                >
                  {messages.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
                  Show older messages
                </Button>
              </div>
            )}
            {list.length === 0 ? (
              <p className="py-6 text-center text-muted-foreground">{PEER_MSG.conversationEmpty}</p>
            ) : (
              <ul className="space-y-3">
                {list.map((m) => (
                  <MessageItem
                    key={m.id}
                    message={m}
                    name={name}
                    support={m.mine && m.status === 'held' ? renderSupport(helplines[m.id] ?? localHelplines()) : null}
                    onReport={() => {
                      setReportOpened(true);
                      setReporting(m.id);
                    }}
                  />
                ))}
              </ul>
            )}
          </div>
          {concern && (
            <Alert role="status" data-testid="peer-concern">
              <AlertDescription className="flex items-start justify-between gap-3">
                <span>{PEER_MSG.concernNote}</span>
                <Button variant="ghost" size="sm" onClick={() => setConcern(false)}>
                  Close
                </Button>
              </AlertDescription>
            </Alert>
          )}
          <Composer connectionId={connection.id} me={me} onSent={onSent} onRefused={onStale} />
        </>
      )}
      {reportOpened && (
        <Suspense fallback={null}>
          <ReportDialog
            target={reporting ? { kind: 'peer-message', id: reporting } : null}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
