/**
 * One post of a circle's conversation with its replies under it (one level). Its author's name
 * (or Anonymous member), when, the words as plain text, and its state: pinned, "Only visible to
 * you" for a held post of one's own (a crisis hold with the support card and help lines), or
 * "This post was removed." Its menu: Report and Block for someone else's post, Remove for one's own
 * or for the circle admin, Pin, Unpin and Approve for the admin; each step that loses something is
 * confirmed first.
 */
import { useState, type ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import { EyeOff, MoreHorizontal, Pin, Reply } from 'lucide-react';
import { MSG } from '@shared/messages';
import { CIRCLE_MSG, MODERATION_MSG, type CirclePost, type CirclePostCreated } from '@shared/schemas/circles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/errors';
import { cn } from '@web/lib/utils';
import { useMemberAction, usePostAction } from './api';
import { Composer } from './composer';
import { readCircleDraft } from './draft';
import type { PendingConfirm } from '@web/components/confirm-action';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function authorName(post: CirclePost, me: string): string {
  if (post.author.id === me) return 'You';
  return post.author.name ?? CIRCLE_MSG.anonymousMember;
}

export interface PostContext {
  circleId: string;
  me: string;
  isAdmin: boolean;
  /** Whether the caller can write (not muted): the Reply button. */
  canPost: boolean;
  /** The crisis support card for a post of one's own that was held for support. */
  supportFor: (post: CirclePost) => ReactNode;
  onReport: (postId: string) => void;
  onConfirm: (c: PendingConfirm) => void;
  onPosted: (created: CirclePostCreated) => void;
  onRefused: () => void;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground';

function PostMenu({ post, ctx }: { post: CirclePost; ctx: PostContext }) {
  const act = usePostAction(ctx.circleId);
  const member = useMemberAction(ctx.circleId);
  const own = post.author.id === ctx.me;
  const name = authorName(post, ctx.me);

  const run = async (action: 'pin' | 'unpin' | 'approve' | 'remove', done: string) => {
    try {
      await act.mutateAsync({ postId: post.id, action });
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
      return false;
    }
  };

  const items: ReactNode[] = [];
  if (ctx.isAdmin && post.parentId === null && post.status === 'visible') {
    items.push(
      <DropdownMenu.Item
        key="pin"
        className={itemClass}
        onSelect={() => void run(post.pinned ? 'unpin' : 'pin', post.pinned ? CIRCLE_MSG.unpin : CIRCLE_MSG.pinned)}
      >
        <Pin aria-hidden className="size-4" />
        {post.pinned ? CIRCLE_MSG.unpin : CIRCLE_MSG.pin}
      </DropdownMenu.Item>,
    );
  }
  if (ctx.isAdmin && post.status === 'held' && post.holdReason === 'approval') {
    items.push(
      <DropdownMenu.Item key="approve" className={itemClass} onSelect={() => void run('approve', CIRCLE_MSG.approve)}>
        {CIRCLE_MSG.approve}
      </DropdownMenu.Item>,
    );
  }
  if (!own) {
    items.push(
      <DropdownMenu.Item key="report" className={itemClass} onSelect={() => ctx.onReport(post.id)}>
        {MODERATION_MSG.report}
      </DropdownMenu.Item>,
      <DropdownMenu.Item
        key="block"
        className={itemClass}
        onSelect={() =>
          ctx.onConfirm({
            title: `${MODERATION_MSG.block} ${name}?`,
            description: MODERATION_MSG.blockConfirm,
            confirmLabel: MODERATION_MSG.block,
            destructive: true,
            run: async () => {
              try {
                await member.mutateAsync({ kind: 'block', userId: post.author.id });
                toast.success(MODERATION_MSG.blocked);
                return true;
              } catch (err) {
                toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
                return false;
              }
            },
          })
        }
      >
        {MODERATION_MSG.block}
      </DropdownMenu.Item>,
    );
  }
  if (post.canRemove) {
    items.push(
      <DropdownMenu.Item
        key="remove"
        className={cn(itemClass, 'text-destructive')}
        onSelect={() =>
          ctx.onConfirm({
            title: CIRCLE_MSG.removePost,
            description: CIRCLE_MSG.removePostConfirm,
            confirmLabel: CIRCLE_MSG.removePost,
            destructive: true,
            run: () => run('remove', CIRCLE_MSG.postRemoved),
          })
        }
      >
        {CIRCLE_MSG.removePost}
      </DropdownMenu.Item>,
    );
  }
  if (items.length === 0) return null;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for the post by ${name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          {items}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function PostBody({ post, ctx }: { post: CirclePost; ctx: PostContext }) {
  const name = authorName(post, ctx.me);
  const removed = post.status === 'removed';
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{removed ? '' : name}</span>
        <time dateTime={post.createdAt} className="text-xs text-muted-foreground">
          {WHEN.format(new Date(post.createdAt))}
        </time>
        {post.pinned && (
          <Badge variant="secondary">
            <Pin aria-hidden />
            {CIRCLE_MSG.pinned}
          </Badge>
        )}
        {post.status === 'held' && (
          <Badge variant="outline">
            <EyeOff aria-hidden />
            {/* The circle admin sees a new account's post that waits for their approval. */}
            {post.author.id === ctx.me ? CIRCLE_MSG.heldBadge : 'Waiting for your approval'}
          </Badge>
        )}
      </div>
      {removed ? (
        <p className="mt-1 text-sm text-muted-foreground italic">{CIRCLE_MSG.removedPlaceholder}</p>
      ) : (
        <p className="mt-1 break-words whitespace-pre-wrap">{post.body}</p>
      )}
      {post.status === 'held' && post.author.id === ctx.me && (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-foreground/80">
            {post.holdReason === 'crisis' ? CIRCLE_MSG.heldForSupport : CIRCLE_MSG.heldForApproval}
          </p>
          {post.holdReason === 'crisis' && ctx.supportFor(post)}
        </div>
      )}
    </div>
  );
}

export function PostItem({ post, replies, ctx }: { post: CirclePost; replies: CirclePost[]; ctx: PostContext }) {
  // A reply left unsent (kept on this device) opens again where it was being written.
  const [replying, setReplying] = useState(() => readCircleDraft(ctx.me, `reply:${post.id}`) !== '');
  const name = authorName(post, ctx.me);
  return (
    <article
      aria-label={post.status === 'removed' ? CIRCLE_MSG.removedPlaceholder : `Post by ${name}`}
      data-post-id={post.id}
      className={cn(
        'rounded-lg border bg-card p-4',
        post.status === 'held' && 'border-dashed border-warning/60',
        post.pinned && 'border-primary/40',
      )}
    >
      <div className="flex items-start gap-2">
        <PostBody post={post} ctx={ctx} />
        {post.status !== 'removed' && <PostMenu post={post} ctx={ctx} />}
      </div>
      {replies.length > 0 && (
        <ul aria-label={`Replies to ${name}`} className="mt-3 space-y-2 border-l-2 border-secondary pl-3">
          {replies.map((r) => (
            <li key={r.id}>
              <article
                aria-label={
                  r.status === 'removed' ? CIRCLE_MSG.removedPlaceholder : `Reply by ${authorName(r, ctx.me)}`
                }
                data-post-id={r.id}
                className="flex items-start gap-2 rounded-md bg-secondary/30 p-3"
              >
                <PostBody post={r} ctx={ctx} />
                {r.status !== 'removed' && <PostMenu post={r} ctx={ctx} />}
              </article>
            </li>
          ))}
        </ul>
      )}
      {ctx.canPost && post.status === 'visible' && (
        <div className="mt-2">
          {replying ? (
            <Composer
              circleId={ctx.circleId}
              me={ctx.me}
              parentId={post.id}
              label={`Reply to ${name}`}
              submitLabel={CIRCLE_MSG.replyButton}
              autoFocus
              onPosted={(created) => {
                setReplying(false);
                ctx.onPosted(created);
              }}
              onRefused={ctx.onRefused}
              onCancel={() => setReplying(false)}
            />
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setReplying(true)}>
              <Reply aria-hidden />
              {CIRCLE_MSG.replyButton}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
