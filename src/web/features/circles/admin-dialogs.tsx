/**
 * The circle admin's dialogs, loaded when first opened: Circle settings (the fields of the circle
 * and its two moderation settings) and Invite people (make a link that lasts 14 days, copy it,
 * turn it off).
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Check, Copy, Link2, Loader2 } from 'lucide-react';
import { MSG } from '@shared/messages';
import {
  CIRCLE_INVITATION_DAYS,
  CIRCLE_MSG,
  type CircleDetail,
  type CircleInvitationCreated,
} from '@shared/schemas/circles';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorText } from '@web/lib/errors';
import { useCreateInvitation, useRevokeInvitation, useUpdateCircle } from './api';
import { CircleForm } from './circle-form';
import { setCircleSupport } from './words-support';

export function SettingsDialog({
  circle,
  open,
  onOpenChange,
}: {
  circle: CircleDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateCircle(circle.id);
  // With a crisis the help lines on the page take the focus, not the button that opened the dialog.
  const focusMoves = useRef(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !update.isPending && onOpenChange(o)}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          if (focusMoves.current) e.preventDefault();
          focusMoves.current = false;
        }}
      >
        <DialogHeader>
          <DialogTitle>{CIRCLE_MSG.settingsTitle}</DialogTitle>
          <DialogDescription className="break-words">{circle.name}</DialogDescription>
        </DialogHeader>
        <CircleForm
          formLabel={CIRCLE_MSG.settingsTitle}
          submitLabel="Save"
          withModeration
          pending={update.isPending}
          initial={{
            name: circle.name,
            circleType: circle.circleType,
            description: circle.description ?? '',
            isPrivate: circle.isPrivate,
            requiresApproval: circle.settings?.requiresApproval ?? false,
            holdNewAccountPosts: circle.settings?.holdNewAccountPosts ?? false,
          }}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (values) => {
            try {
              const { support } = await update.mutateAsync(values);
              focusMoves.current = support?.risk === 'crisis';
              // The form sends the name and description with every save: the server reads them again.
              setCircleSupport(support, circle.id);
              toast.success(CIRCLE_MSG.updated);
              onOpenChange(false);
              return null;
            } catch (err) {
              toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
              return err;
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Copies text; falls back to the selected input where the Clipboard API is missing (plain http). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  input?.focus();
  input?.select();
  if (!document.execCommand('copy')) throw new Error('copy refused');
}

export function InviteDialog({
  circleId,
  open,
  onOpenChange,
}: {
  circleId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateInvitation(circleId);
  const revoke = useRevokeInvitation(circleId);
  const [invitation, setInvitation] = useState<CircleInvitationCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const make = async () => {
    try {
      setInvitation(await create.mutateAsync());
      setCopied(false);
      toast.success(CIRCLE_MSG.inviteCreated);
    } catch (err) {
      toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
    }
  };

  const copy = async () => {
    if (!invitation) return;
    try {
      await copyText(invitation.url, inputRef.current);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      toast.error(CIRCLE_MSG.errorTitle, {
        description: 'We could not copy the link. It is selected, so you can copy it yourself.',
      });
    }
  };

  const turnOff = async () => {
    if (!invitation) return;
    try {
      await revoke.mutateAsync(invitation.id);
      setInvitation(null);
      toast.success(CIRCLE_MSG.inviteRevoked);
    } catch (err) {
      toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
    }
  };

  const expires = invitation ? new Date(invitation.expiresAt).toLocaleDateString(undefined, { dateStyle: 'long' }) : '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{CIRCLE_MSG.invite}</DialogTitle>
          <DialogDescription>
            Anyone with the link can join this circle for {CIRCLE_INVITATION_DAYS} days. Share it only with people you
            trust.
          </DialogDescription>
        </DialogHeader>
        {invitation ? (
          <div className="space-y-3">
            <Label htmlFor="circle-invite-link">Invitation link</Label>
            <div className="flex gap-2">
              <Input
                id="circle-invite-link"
                ref={inputRef}
                readOnly
                value={invitation.url}
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button onClick={() => void copy()} aria-live="polite">
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? CIRCLE_MSG.inviteCopied : 'Copy link'}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">Valid until {expires}.</p>
            <Button variant="outline" size="sm" onClick={() => void turnOff()} disabled={revoke.isPending}>
              {revoke.isPending && <Loader2 aria-hidden className="animate-spin" />}
              Turn this link off
            </Button>
          </div>
        ) : (
          <Button onClick={() => void make()} disabled={create.isPending}>
            {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Link2 aria-hidden />}
            Make an invitation link
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
