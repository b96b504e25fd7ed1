/**
 * The memorial's guestbook (spec sections 2, 5 and 8): messages newest first in a 400 px scrolling
 * list with older pages on request, a form to leave a message, and for the owner the authors'
 * emails and a delete control. A message the crisis screen held (decision 041) waits for the family
 * ("Show on the memorial"); its author is given the help lines, and a worrying one a gentle note.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { BookHeart, Eye, Loader2, Mail, Send, Trash2 } from 'lucide-react';
import { LIMITS, UI } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Helpline } from '@shared/schemas/companion';
import { GUESTBOOK_SUPPORT_MSG as GUESTBOOK_MSG } from '@shared/guestbook-support';
import {
  MEMORIAL_MSG,
  guestbookEntrySchema,
  type GuestbookEntry,
  type GuestbookEntryResponse,
} from '@shared/schemas/memorials';
import { FormField } from '@web/components/form-field';
import { CharacterCount } from '@web/components/character-count';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { errorText } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
import { useRenderingHtml } from '@web/lib/hydration';
import { useSession } from '@web/lib/session';
import {
  fetchGuestbookPage,
  useApproveGuestbookEntry,
  useDeleteGuestbookEntry,
  useGuestbook,
  usePostGuestbookEntry,
} from './api';
import SignedSupport from './view-guestbook-support';
import { entryDate } from './view-utils';

interface GuestbookPanelProps {
  memorialId: string;
  share: string | null;
  title: string;
  /** The crisis support card with these help lines (the companion's, passed in by the route). */
  renderSupport: (helplines: Helpline[]) => ReactNode;
}

interface FormValues {
  authorName: string;
  authorEmail: string;
  message: string;
}

/** Newest first; ties broken by id so the order never flickers. */
function byNewest(a: GuestbookEntry, b: GuestbookEntry) {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

function EntryItem({
  entry,
  canDelete,
  onDelete,
  onApprove,
}: {
  entry: GuestbookEntry;
  canDelete: boolean;
  onDelete: (e: GuestbookEntry) => Promise<void>;
  onApprove: (e: GuestbookEntry) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [approving, setApproving] = useState(false);
  const approve = async () => {
    setApproving(true);
    try {
      await onApprove(entry);
    } finally {
      setApproving(false);
    }
  };
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    // Give the focus back to the button that asked.
    requestAnimationFrame(() => deleteRef.current?.focus());
  };

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete(entry);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const local = !useRenderingHtml();
  return (
    <li className="rounded-lg border border-border bg-background/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words">{entry.authorName}</p>
        <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
          {entryDate(entry.createdAt, local)}
        </time>
      </div>
      {canDelete && entry.authorEmail && (
        <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <Mail aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">Email:</span>
          <span className="truncate">{entry.authorEmail}</span>
        </p>
      )}
      {canDelete && !entry.isApproved && (
        <Badge variant="outline" className="mt-1">
          {GUESTBOOK_MSG.awaitingApproval}
        </Badge>
      )}
      <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-foreground/90">{entry.message}</p>
      {canDelete && (
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
          {!entry.isApproved && !confirming && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void approve()}
              disabled={approving}
              aria-label={GUESTBOOK_MSG.approveLabel(entry.authorName)}
            >
              {approving ? <Loader2 aria-hidden className="animate-spin" /> : <Eye aria-hidden />}
              {GUESTBOOK_MSG.approve}
            </Button>
          )}
          {confirming ? (
            <div role="group" aria-label="Confirm delete" className="flex flex-wrap items-center justify-end gap-2">
              <span className="text-sm text-muted-foreground">Delete this message?</span>
              <Button ref={keepRef} size="sm" variant="outline" onClick={cancel} disabled={deleting}>
                Keep
              </Button>
              <Button size="sm" variant="destructive" onClick={() => void confirm()} disabled={deleting}>
                {deleting && <Loader2 aria-hidden className="animate-spin" />}
                Delete
              </Button>
            </div>
          ) : (
            <Button
              ref={deleteRef}
              size="sm"
              variant="ghost"
              className="text-muted-foreground hover:text-destructive"
              onClick={() => setConfirming(true)}
              aria-label={`Delete entry from ${entry.authorName}`}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function GuestbookForm({
  memorialId,
  share,
  labelledBy,
  renderSupport,
}: {
  memorialId: string;
  share: string | null;
  labelledBy: string;
  renderSupport: (helplines: Helpline[]) => ReactNode;
}) {
  const [support, setSupport] = useState<GuestbookEntryResponse['support'] | null>(null);
  const ids = useId();
  const post = usePostGuestbookEntry(memorialId, share);
  const session = useSession();
  const displayName = session.data?.user ? session.data.profile.displayName.trim() : '';
  const form = useZodForm<FormValues, z.output<typeof guestbookEntrySchema>>(guestbookEntrySchema, {
    defaultValues: { authorName: '', authorEmail: '', message: '' },
  });
  const errors = form.formState.errors;
  const submitting = form.formState.isSubmitting;
  const messageLength = (useWatch({ control: form.control, name: 'message' }) ?? '').length;

  // A signed-in visitor's name is offered, never their email (it would be shown to the owner).
  useEffect(() => {
    if (displayName && !form.getValues('authorName')) form.setValue('authorName', displayName);
  }, [displayName, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const res = await post.mutateAsync(input);
      setSupport(res.support ?? null);
      // A held message is not on the memorial yet: the card says what happened instead of the toast.
      if (res.support?.risk !== 'crisis') toast.success(MEMORIAL_MSG.guestbookAdded);
      form.reset({ authorName: displayName, authorEmail: '', message: '' });
    } catch (err) {
      placeServerError(form, err);
      toast.error(MEMORIAL_MSG.guestbookAddFailed, { description: errorText(err, MSG.http.internal) });
    }
  }, onInvalidFields(form));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="space-y-4">
      {support && <SignedSupport support={support} renderSupport={renderSupport} onClose={() => setSupport(null)} />}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.authorName?.message}>
          {(field) => <Input {...field} autoComplete="name" {...form.register('authorName')} />}
        </FormField>
        <FormField
          label={
            <>
              Email <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={errors.authorEmail?.message}
          describedBy={[`${ids}-email-note`]}
        >
          {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('authorEmail')} />}
        </FormField>
      </div>
      <p id={`${ids}-email-note`} className="-mt-1 text-xs text-muted-foreground">
        {MEMORIAL_MSG.guestbookEmailNote}
      </p>
      <FormField
        label="Message"
        error={errors.message?.message}
        describedBy={[messageLength >= LIMITS.guestbookMessage * 0.9 && `${ids}-count`]}
        after={<CharacterCount id={`${ids}-count`} length={messageLength} limit={LIMITS.guestbookMessage} from={0.9} />}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            placeholder="Share a memory, a thought or a few kind words..."
            {...form.register('message')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {submitting ? 'Sending...' : 'Leave a Message'}
      </Button>
    </form>
  );
}

export function GuestbookPanel({ memorialId, share, title, renderSupport }: GuestbookPanelProps) {
  const headingId = useId();
  const removeEntry = useDeleteGuestbookEntry(memorialId, share);
  const approveEntry = useApproveGuestbookEntry(memorialId, share);
  const [approvedIds, setApprovedIds] = useState<ReadonlySet<string>>(new Set());
  const listRef = useRef<HTMLUListElement>(null);
  const page = useGuestbook(memorialId, share);
  // Older pages, plus the first page as it was when they were fetched: if new messages push an
  // entry off the first page, it must not vanish from between the two.
  const [older, setOlder] = useState<GuestbookEntry[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  const first = page.data?.entries ?? [];
  const canDelete = page.data?.canDelete ?? false;
  const cursor = olderCursor === undefined ? (page.data?.nextCursor ?? null) : olderCursor;
  const byId = new Map<string, GuestbookEntry>();
  for (const e of [...older, ...first]) {
    if (!removed.has(e.id)) byId.set(e.id, approvedIds.has(e.id) ? { ...e, isApproved: true } : e);
  }
  const entries = [...byId.values()].sort(byNewest);

  const loadOlder = async () => {
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const res = await fetchGuestbookPage(memorialId, cursor, share);
      setOlder((prev) => [...prev, ...first, ...res.entries]);
      setOlderCursor(res.nextCursor);
      // The button goes away at the end: keep the focus in the list rather than losing it.
      if (!res.nextCursor) listRef.current?.focus();
    } catch (err) {
      toast.error('Error', { description: errorText(err, 'We could not load older messages. Please try again.') });
    } finally {
      setLoadingOlder(false);
    }
  };

  const approve = async (entry: GuestbookEntry) => {
    try {
      await approveEntry.mutateAsync(entry.id);
      setApprovedIds((prev) => new Set(prev).add(entry.id));
      toast.success(GUESTBOOK_MSG.approved);
    } catch (err) {
      toast.error(GUESTBOOK_MSG.approveFailed, { description: errorText(err, MSG.http.internal) });
    }
  };

  const remove = async (entry: GuestbookEntry) => {
    try {
      await removeEntry.mutateAsync(entry.id);
      setRemoved((prev) => new Set(prev).add(entry.id));
      toast.success(MEMORIAL_MSG.guestbookDeleted);
    } catch (err) {
      toast.error(MEMORIAL_MSG.guestbookDeleteFailed, { description: errorText(err, MSG.http.internal) });
    }
  };

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <div className="flex items-center gap-2">
          <BookHeart aria-hidden className="size-5 text-primary" />
          <h2 id={headingId} className="font-serif text-xl leading-tight font-semibold">
            Guestbook
          </h2>
        </div>
        <CardDescription>Leave a memory or a few kind words for everyone who loved {title}.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {page.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
            <span className="sr-only">Loading messages...</span>
          </div>
        ) : page.isError && !page.data ? (
          <div className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            <p>We could not load the guestbook just now.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void page.refetch()}>
              Try again
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-6 py-8 text-center text-muted-foreground">
            Be the first to leave a message.
          </p>
        ) : (
          <div className="space-y-3">
            <ul
              ref={listRef}
              tabIndex={0}
              aria-label="Guestbook entries"
              className="space-y-3 overflow-y-auto rounded-lg pr-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
              style={{ maxHeight: UI.guestbookMaxHeightPx }}
            >
              {entries.map((entry) => (
                <EntryItem key={entry.id} entry={entry} canDelete={canDelete} onDelete={remove} onApprove={approve} />
              ))}
            </ul>
            {cursor && (
              <div className="text-center">
                <Button variant="ghost" size="sm" onClick={() => void loadOlder()} disabled={loadingOlder}>
                  {loadingOlder && <Loader2 aria-hidden className="animate-spin" />}
                  {loadingOlder ? 'Loading...' : 'Load older messages'}
                </Button>
              </div>
            )}
          </div>
        )}

        <div className="border-t border-border pt-6">
          <h3 id={`${headingId}-form`} className="mb-4 font-sans text-base font-semibold tracking-normal">
            Sign the guestbook
          </h3>
          <GuestbookForm
            memorialId={memorialId}
            share={share}
            labelledBy={`${headingId}-form`}
            renderSupport={renderSupport}
          />
        </div>
      </CardContent>
    </Card>
  );
}
