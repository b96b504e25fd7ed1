/**
 * The members of a circle (decision 035, 3 to 5): each by name, or Anonymous member when their
 * profile is not visible; the admin and muted badges. The circle admin can mute (1 hour, 1 day,
 * 1 week or until unmuted), unmute, remove, and hand the admin role on, each confirmed, and lets
 * in or declines requests to join.
 */
import { useId, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import { MoreHorizontal, Shield, VolumeX } from 'lucide-react';
import { MSG } from '@shared/messages';
import { CIRCLE_MSG, MUTE_CHOICES, type CircleMembersResponse } from '@shared/schemas/circles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { cn } from '@web/lib/utils';
import { useCircleMembers, useMemberAction, type MemberAction } from './api';
import type { PendingConfirm } from '@web/components/confirm-action';

type Member = CircleMembersResponse['members'][number];

export const MUTE_LABELS: Record<string, string> = {
  '60': '1 hour',
  '1440': '1 day',
  '10080': '1 week',
  null: 'Until I unmute them',
};

/** A mute that lasts until the admin lifts it is stored far in the future. */
export function isMuted(mutedUntil: string | null, now = Date.now()): boolean {
  return mutedUntil !== null && new Date(mutedUntil).getTime() > now;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground';

function MuteChoice({ onChange }: { onChange: (minutes: number | null) => void }) {
  const id = useId();
  const [value, setValue] = useState('60');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">For how long?</legend>
      {MUTE_CHOICES.map((m) => {
        const key = String(m);
        return (
          <div key={key} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-${key}`}
              name={`${id}-mute`}
              value={key}
              checked={value === key}
              onChange={() => {
                setValue(key);
                onChange(m);
              }}
              className="size-4 accent-primary"
            />
            <Label htmlFor={`${id}-${key}`} className="font-normal">
              {MUTE_LABELS[key]}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}

export function MembersPanel({
  circleId,
  me,
  isAdmin,
  onConfirm,
}: {
  circleId: string;
  me: string;
  isAdmin: boolean;
  onConfirm: (c: PendingConfirm) => void;
}) {
  const members = useCircleMembers(circleId, true);
  const action = useMemberAction(circleId);

  const run = async (a: MemberAction, done: string) => {
    try {
      await action.mutateAsync(a);
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
      return false;
    }
  };

  const nameOf = (m: { id: string; name: string | null }) =>
    m.id === me ? 'You' : (m.name ?? CIRCLE_MSG.anonymousMember);

  const askMute = (m: Member) => {
    let minutes: number | null = 60;
    onConfirm({
      title: `${CIRCLE_MSG.mute} ${nameOf(m)}?`,
      description: 'They will still be able to read the circle, but not post in it.',
      confirmLabel: CIRCLE_MSG.mute,
      children: <MuteChoice onChange={(v) => (minutes = v)} />,
      run: () => run({ kind: 'mute', userId: m.id, minutes }, CIRCLE_MSG.memberMuted),
    });
  };

  const menu = (m: Member) => {
    const muted = isMuted(m.mutedUntil);
    const name = nameOf(m);
    return (
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-44 rounded-md border bg-card p-1 text-card-foreground shadow-md"
          >
            {muted ? (
              <DropdownMenu.Item
                className={itemClass}
                onSelect={() =>
                  onConfirm({
                    title: `${CIRCLE_MSG.unmute} ${name}?`,
                    description: 'They will be able to post in the circle again.',
                    confirmLabel: CIRCLE_MSG.unmute,
                    run: () => run({ kind: 'unmute', userId: m.id }, CIRCLE_MSG.memberUnmuted),
                  })
                }
              >
                {CIRCLE_MSG.unmute}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className={itemClass} onSelect={() => askMute(m)}>
                {CIRCLE_MSG.mute}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() =>
                onConfirm({
                  title: `${CIRCLE_MSG.makeAdmin}: ${name}?`,
                  description: CIRCLE_MSG.makeAdminConfirm,
                  confirmLabel: CIRCLE_MSG.makeAdmin,
                  run: () => run({ kind: 'make-admin', userId: m.id }, CIRCLE_MSG.adminHandedOn),
                })
              }
            >
              {CIRCLE_MSG.makeAdmin}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={cn(itemClass, 'text-destructive')}
              onSelect={() =>
                onConfirm({
                  title: `${CIRCLE_MSG.removeMember}: ${name}?`,
                  description: CIRCLE_MSG.removeMemberConfirm,
                  confirmLabel: CIRCLE_MSG.removeMember,
                  destructive: true,
                  run: () => run({ kind: 'remove', userId: m.id }, CIRCLE_MSG.memberRemoved),
                })
              }
            >
              {CIRCLE_MSG.removeMember}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    );
  };

  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-lg font-semibold">{CIRCLE_MSG.membersTitle}</h2>
      {members.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only" role="status">
            Loading members…
          </span>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : !members.data ? (
        <div className="text-sm text-muted-foreground">
          <p>We could not load the members just now.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void members.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {isAdmin && members.data.requests && members.data.requests.length > 0 && (
            <section aria-labelledby="circle-requests" className="space-y-2">
              <h3 id="circle-requests" className="text-sm font-medium">
                {CIRCLE_MSG.requestsTitle}
              </h3>
              <ul className="space-y-2">
                {members.data.requests.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>{nameOf(r)}</span>
                    <span className="flex gap-1">
                      <Button
                        size="sm"
                        onClick={() => void run({ kind: 'approve', userId: r.id }, CIRCLE_MSG.approveRequest)}
                        disabled={action.isPending}
                        aria-label={`${CIRCLE_MSG.approveRequest}: ${nameOf(r)}`}
                      >
                        {CIRCLE_MSG.approveRequest}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={action.isPending}
                        aria-label={`${CIRCLE_MSG.declineRequest}: ${nameOf(r)}`}
                        onClick={() =>
                          onConfirm({
                            title: `${CIRCLE_MSG.declineRequest}: ${nameOf(r)}?`,
                            description: 'They will not join the circle.',
                            confirmLabel: CIRCLE_MSG.declineRequest,
                            run: () => run({ kind: 'decline', userId: r.id }, CIRCLE_MSG.declineRequest),
                          })
                        }
                      >
                        {CIRCLE_MSG.declineRequest}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ul aria-label={CIRCLE_MSG.membersTitle} className="space-y-2">
            {members.data.members.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="flex min-w-0 flex-wrap items-center gap-1.5">
                  <span className="break-words">{nameOf(m)}</span>
                  {m.role === 'admin' && (
                    <Badge variant="secondary">
                      <Shield aria-hidden />
                      {CIRCLE_MSG.adminBadge}
                    </Badge>
                  )}
                  {isMuted(m.mutedUntil) && (
                    <Badge variant="outline">
                      <VolumeX aria-hidden />
                      {CIRCLE_MSG.mutedBadge}
                    </Badge>
                  )}
                </span>
                {isAdmin && m.id !== me && menu(m)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
