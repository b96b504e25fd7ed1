/**
 * The collaborators of a memorial (decision 038), for its owner: invite by email, the people who
 * help keep it (remove, with a confirmation), the invitations waiting (revoke, with a
 * confirmation). A collaborator sees the same people (emails where each allows it), may add photos
 * and videos, and may stop helping. The server decides everything; this mirrors it.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Copy, Loader2, MailPlus, Undo2, UserMinus, Users } from 'lucide-react';
import { COLLABORATOR_MSG } from '@shared/messages.collaborators';
import { deletionDay } from '@shared/messages.settings';
import { MSG } from '@shared/messages';
import type { CollaboratorItem, CollaboratorsResponse, PendingInvitation } from '@shared/schemas/collaborators';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormField } from '@web/components/form-field';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCollaborators, useInviteCollaborator, useRemoveCollaborator, useRevokeInvitation } from './api';
import { errorText } from '@web/lib/errors';

const U = COLLABORATOR_MSG.ui;

const nameOf = (p: { name: string | null; email: string | null }) => p.name ?? p.email ?? U.anonymous;

function InviteForm({ memorialId }: { memorialId: string }) {
  const invite = useInviteCollaborator(memorialId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setLink(null);
    try {
      const sent = await invite.mutateAsync({ email });
      toast.success(U.invited(sent.invitation.email));
      setLink(sent.url);
      setEmail('');
    } catch (err) {
      setError(errorText(err, MSG.http.internal));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={U.emailLabel} error={error} className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={invite.isPending}
            />
          )}
        </FormField>
        <Button type="submit" disabled={invite.isPending || !email.trim()}>
          {invite.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <MailPlus aria-hidden />}
          {invite.isPending ? U.inviting : U.inviteButton}
        </Button>
      </div>
      {link && (
        <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-3 text-sm" role="status">
          <span className="min-w-0 flex-1 break-all" data-testid="invitation-link">
            {link}
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => toast.success('Link copied'),
                () => toast.error('The link could not be copied. You can select it instead.'),
              )
            }
          >
            <Copy aria-hidden />
            Copy link
          </Button>
        </div>
      )}
    </form>
  );
}

function PersonRow({
  person,
  note,
  action,
}: {
  person: { name: string | null; email: string | null; mediaAdded: number };
  note?: string;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {nameOf(person)}
          {note && <span className="ml-2 text-sm font-normal text-muted-foreground">{note}</span>}
        </p>
        {person.email && person.name && <p className="text-sm break-all text-muted-foreground">{person.email}</p>}
        <p className="text-sm text-muted-foreground">{U.added(person.mediaAdded)}</p>
      </div>
      {action}
    </li>
  );
}

export function CollaboratorsPanel({ memorialId, viewerId }: { memorialId: string; viewerId: string }) {
  const query = useCollaborators(memorialId);
  const remove = useRemoveCollaborator(memorialId);
  const revoke = useRevokeInvitation(memorialId);
  const [toRemove, setToRemove] = useState<CollaboratorItem | null>(null);
  const [toRevoke, setToRevoke] = useState<PendingInvitation | null>(null);

  if (query.isPending) {
    return (
      <Card role="status" aria-live="polite">
        <span className="sr-only">Loading collaborators...</span>
        <CardHeader>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
        </CardHeader>
        <CardContent className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </CardContent>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3 pt-6">
          <p role="alert" className="text-sm text-muted-foreground">
            {errorText(query.error, U.loadFailed)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isRefetching}>
            {U.tryAgain}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const data: CollaboratorsResponse = query.data;
  const isOwner = data.role === 'owner';
  const others = data.collaborators;

  return (
    <div className="space-y-6">
      {isOwner && (
        <Card>
          <CardHeader>
            <CardTitle>{U.inviteHeading}</CardTitle>
            <CardDescription>{U.intro}</CardDescription>
          </CardHeader>
          <CardContent>
            <InviteForm memorialId={memorialId} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden className="size-5 text-primary" />
            {U.listHeading}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y" aria-label={U.listHeading}>
            <PersonRow
              person={{ ...data.owner, email: data.owner.email }}
              note={`${U.owner}${data.owner.userId === viewerId ? ` ${U.you}` : ''}`}
            />
            {others.map((c) => (
              <PersonRow
                key={c.userId}
                person={c}
                note={c.userId === viewerId ? `${U.collaboratorBadge} ${U.you}` : U.collaboratorBadge}
                action={
                  isOwner ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setToRemove(c)}
                      aria-label={`${U.remove} ${nameOf(c)}`}
                    >
                      <UserMinus aria-hidden />
                      {U.remove}
                    </Button>
                  ) : c.userId === viewerId ? (
                    <Button variant="outline" size="sm" onClick={() => setToRemove(c)}>
                      <UserMinus aria-hidden />
                      {U.leave}
                    </Button>
                  ) : undefined
                }
              />
            ))}
          </ul>
          {others.length === 0 && <p className="mt-2 text-sm text-muted-foreground">{U.listEmpty}</p>}
        </CardContent>
      </Card>

      {isOwner && (
        <Card>
          <CardHeader>
            <CardTitle>{U.pendingHeading}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.invitations.length === 0 ? (
              <p className="text-sm text-muted-foreground">{U.pendingEmpty}</p>
            ) : (
              <ul className="divide-y" aria-label={U.pendingHeading}>
                {data.invitations.map((i) => (
                  <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-all">{i.email}</p>
                      <p className="text-sm text-muted-foreground">
                        {i.expired ? <Badge variant="outline">{U.expired}</Badge> : U.expires(deletionDay(i.expiresAt))}
                      </p>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setToRevoke(i)}
                      aria-label={`${U.revoke} the invitation to ${i.email}`}
                    >
                      <Undo2 aria-hidden />
                      {U.revoke}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={toRemove?.userId === viewerId ? U.leaveTitle : U.removeTitle(toRemove ? nameOf(toRemove) : '')}
        description={toRemove?.userId === viewerId ? U.leaveBody : U.removeBody}
        confirmLabel={toRemove?.userId === viewerId ? U.leave : U.remove}
        onConfirm={async () => {
          if (!toRemove) return;
          const leaving = toRemove.userId === viewerId;
          try {
            await remove.mutateAsync(toRemove.userId);
          } catch (err) {
            toast.error(errorText(err, MSG.http.internal));
            return;
          }
          setToRemove(null);
          toast.success(leaving ? U.left : U.removed);
          if (leaving) window.location.assign('/dashboard');
        }}
      />
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title={U.revokeTitle(toRevoke?.email ?? '')}
        description={U.revokeBody}
        confirmLabel={U.revoke}
        onConfirm={async () => {
          if (!toRevoke) return;
          try {
            await revoke.mutateAsync(toRevoke.id);
          } catch (err) {
            toast.error(errorText(err, MSG.http.internal));
            return;
          }
          setToRevoke(null);
          toast.success(U.revoked);
        }}
      />
    </div>
  );
}
