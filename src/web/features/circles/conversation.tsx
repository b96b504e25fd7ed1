/**
 * A circle's live conversation (decision 035, 6 and 7). Pinned posts come first; then the posts in
 * the order they were written, the newest at the bottom, right above the box to write in, as in
 * every messaging app people already know: one reads down to "now" and answers where the
 * conversation ends. Replies sit under their post. Older posts load on demand at the top.
 *
 * New posts arrive through the stream (use-circle-stream.ts) without reloading; ones by others are
 * announced politely to screen readers (a count, never the words, and the focus stays where it is).
 * The reader stays where they are unless they were already at the end. "Live" / "Reconnecting…"
 * says whether the stream is open.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Loader2, MessageCircle } from 'lucide-react';
import type { Helpline } from '@shared/schemas/companion';
import { CIRCLE_MSG, type CirclePost, type CirclePostCreated } from '@shared/schemas/circles';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { localHelplines } from '@web/lib/helplines';
import { useCirclePosts } from './api';
import { Composer } from './composer';
import type { PendingConfirm } from '@web/components/confirm-action';
import { LiveIndicator } from '@web/components/live-indicator';
import { PostItem, type PostContext } from './post-item';
import { useCircleStream } from './use-circle-stream';

// Rarely opened: loaded the first time someone reports a post.
const ReportDialog = lazy(() => import('@web/components/report-dialog').then((m) => ({ default: m.ReportDialog })));

const byTime = (a: CirclePost, b: CirclePost) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1;

export function Conversation({
  circleId,
  me,
  isAdmin,
  mutedNote,
  renderSupport,
  onConfirm,
  onRefused,
}: {
  circleId: string;
  me: string;
  isAdmin: boolean;
  /** Why the caller cannot post (muted), or null when they can. */
  mutedNote: string | null;
  /** The crisis support card (the same one the companion shows). */
  renderSupport: (helplines: Helpline[]) => ReactNode;
  onConfirm: (c: PendingConfirm) => void;
  onRefused: () => void;
}) {
  const posts = useCirclePosts(circleId, true);
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

  const onNewPost = useCallback(
    (post: CirclePost) => {
      if (post.author.id === me) return;
      unseen.current += 1;
      setAnnouncement(CIRCLE_MSG.newPosts(unseen.current));
      clearTimeout(announceTimer.current);
      announceTimer.current = setTimeout(() => {
        unseen.current = 0;
      }, 5_000);
      if (atEnd.current) scrollToEnd.current = true;
    },
    [me],
  );
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  const stream = useCircleStream(circleId, posts.data !== undefined, onNewPost);

  const { pinned, topLevel, replies } = useMemo(() => {
    const all = new Map<string, CirclePost>();
    for (const page of posts.data?.pages ?? []) {
      for (const p of page.pinned) all.set(p.id, p);
      for (const p of page.posts) all.set(p.id, p);
    }
    const list = [...all.values()];
    const replies = new Map<string, CirclePost[]>();
    const top: CirclePost[] = [];
    for (const p of list) {
      if (p.parentId && all.has(p.parentId)) {
        const r = replies.get(p.parentId) ?? [];
        r.push(p);
        replies.set(p.parentId, r);
      } else {
        top.push(p);
      }
    }
    for (const r of replies.values()) r.sort(byTime);
    top.sort(byTime);
    return {
      pinned: top.filter((p) => p.pinned && p.status !== 'removed'),
      topLevel: top.filter((p) => !(p.pinned && p.status !== 'removed')),
      replies,
    };
  }, [posts.data]);

  // Follow the end of the conversation when the reader is there (or just posted).
  const count = topLevel.length + [...replies.values()].reduce((n, r) => n + r.length, 0);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !scrollToEnd.current) return;
    el.scrollTop = el.scrollHeight;
    scrollToEnd.current = false;
  }, [count, posts.data]);

  const onPosted = (created: CirclePostCreated) => {
    const helped = created.support;
    if (helped?.risk === 'crisis') {
      setHelplines((h) => ({
        ...h,
        [created.post.id]: helped.helplines?.length ? helped.helplines : localHelplines(),
      }));
    }
    setConcern(helped?.risk === 'concern');
    scrollToEnd.current = true;
  };

  const ctx: PostContext = {
    circleId,
    me,
    isAdmin,
    canPost: mutedNote === null,
    supportFor: (post) => renderSupport(helplines[post.id] ?? localHelplines()),
    onReport: (postId) => {
      setReportOpened(true);
      setReporting(postId);
    },
    onConfirm,
    onPosted,
    onRefused,
  };

  const loadingOlder = posts.isFetchingNextPage;

  return (
    <section aria-labelledby="circle-conversation" className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="circle-conversation" className="text-lg font-semibold">
          Conversation
        </h2>
        {/* Nothing while the first connection opens: it is not yet a reconnection. */}
        {posts.data && stream !== 'connecting' && <LiveIndicator state={stream} testId="circle-live" />}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {posts.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading the conversation…
          </span>
          {[0, 1, 2].map((i) => (
            <Card key={i} className="space-y-2 p-4">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </Card>
          ))}
        </div>
      ) : !posts.data ? (
        <Card className="p-6 text-center">
          <p className="text-muted-foreground">{CIRCLE_MSG.loadFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => void posts.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          {pinned.length > 0 && (
            <section aria-label={CIRCLE_MSG.pinned} className="space-y-2">
              {pinned.map((p) => (
                <PostItem key={p.id} post={p} replies={replies.get(p.id) ?? []} ctx={ctx} />
              ))}
            </section>
          )}
          <div
            ref={scroller}
            role="region"
            aria-label="Posts"
            tabIndex={0}
            onScroll={(e) => {
              const el = e.currentTarget;
              atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
            }}
            className="max-h-[600px] space-y-3 overflow-y-auto rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
          >
            {posts.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="outline" size="sm" onClick={() => void posts.fetchNextPage()} disabled={loadingOlder}>
                  {loadingOlder && <Loader2 aria-hidden className="animate-spin" />}
                  Show older posts
                </Button>
              </div>
            )}
            {topLevel.length === 0 && pinned.length === 0 ? (
              <Card className="flex flex-col items-center px-6 py-10 text-center">
                <MessageCircle aria-hidden className="size-8 text-primary" />
                <p className="mt-3 text-muted-foreground">{CIRCLE_MSG.emptyConversation}</p>
              </Card>
            ) : (
              topLevel.map((p) => <PostItem key={p.id} post={p} replies={replies.get(p.id) ?? []} ctx={ctx} />)
            )}
          </div>
          {concern && (
            <Alert role="status" data-testid="circle-concern">
              <AlertDescription className="flex items-start justify-between gap-3">
                <span>{CIRCLE_MSG.concernNote}</span>
                <Button variant="ghost" size="sm" onClick={() => setConcern(false)}>
                  Close
                </Button>
              </AlertDescription>
            </Alert>
          )}
          {mutedNote ? (
            <Alert role="status" data-testid="circle-muted">
              <AlertDescription>{mutedNote}</AlertDescription>
            </Alert>
          ) : (
            <Composer
              circleId={circleId}
              me={me}
              label={CIRCLE_MSG.postLabel}
              submitLabel={CIRCLE_MSG.postButton}
              onPosted={onPosted}
              onRefused={onRefused}
            />
          )}
        </>
      )}
      {reportOpened && (
        <Suspense fallback={null}>
          <ReportDialog
            target={reporting ? { kind: 'circle-post', id: reporting } : null}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
