/**
 * The community rooms in the admin console (decision 036 point 7): every room, archived ones
 * included; create, edit, archive (confirmed) and bring back. The server decides who may
 * (`community-room:manage`) and checks every field; the form mirrors the shared rules.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Loader2, Plus, Users } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import {
  COMMUNITY_MSG,
  ROOM_TYPES,
  ROOM_TYPE_LABELS,
  roomCreateSchema,
  type AdminCommunityRoom,
  type RoomType,
} from '@shared/schemas/community';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Alert, AlertTitle, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { useAdminRooms, useChangeRoom } from './api';
import { errorText } from '@web/lib/errors';
import { RoomTypeBadge } from './room-grid';

type Editing = { room: AdminCommunityRoom | null } | null;

export default function CommunityRoomsAdmin() {
  const rooms = useAdminRooms();
  const change = useChangeRoom();
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<AdminCommunityRoom | null>(null);

  const setArchived = async (room: AdminCommunityRoom, archived: boolean) => {
    try {
      await change.mutateAsync({ kind: 'update', id: room.id, input: { archived } });
      toast.success(archived ? COMMUNITY_MSG.archived : COMMUNITY_MSG.unarchived);
    } catch (err) {
      toast.error(COMMUNITY_MSG.saveFailed, { description: errorText(err, COMMUNITY_MSG.saveFailed) });
    }
  };

  return (
    <Card data-testid="admin-rooms">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 font-serif text-xl font-semibold">
            <Users aria-hidden className="size-5 text-primary" />
            {COMMUNITY_MSG.adminTitle}
          </h2>
          {!editing && (
            <Button size="sm" onClick={() => setEditing({ room: null })}>
              <Plus aria-hidden />
              {COMMUNITY_MSG.newRoom}
            </Button>
          )}
        </div>
        <CardDescription>{COMMUNITY_MSG.adminIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {editing && (
          <RoomForm
            key={editing.room?.id ?? 'new'}
            room={editing.room}
            pending={change.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              try {
                if (editing.room) await change.mutateAsync({ kind: 'update', id: editing.room.id, input });
                else await change.mutateAsync({ kind: 'create', input });
              } catch (err) {
                toast.error(COMMUNITY_MSG.saveFailed, { description: errorText(err, COMMUNITY_MSG.saveFailed) });
                return;
              }
              toast.success(editing.room ? COMMUNITY_MSG.updated : COMMUNITY_MSG.created);
              setEditing(null);
            }}
          />
        )}
        {rooms.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">Loading rooms…</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : rooms.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{COMMUNITY_MSG.loadFailed}</AlertTitle>
            <AlertDescription>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void rooms.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : rooms.data.rooms.length === 0 ? (
          <p className="py-4 text-center text-muted-foreground">{COMMUNITY_MSG.empty}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={COMMUNITY_MSG.adminTitle}>
            {rooms.data.rooms.map((room) => (
              <li
                key={room.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
                data-testid="admin-room"
                aria-label={room.name}
              >
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                    {room.name}
                    <RoomTypeBadge type={room.roomType} />
                    {room.archived && <Badge variant="outline">{COMMUNITY_MSG.archivedBadge}</Badge>}
                  </p>
                  {room.description && <p className="text-sm text-muted-foreground">{room.description}</p>}
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing({ room })}>
                    {COMMUNITY_MSG.editRoom}
                  </Button>
                  {room.archived ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={change.isPending}
                      onClick={() => void setArchived(room, false)}
                    >
                      {COMMUNITY_MSG.unarchive}
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => setArchiving(room)}>
                      {COMMUNITY_MSG.archive}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={COMMUNITY_MSG.archive}
        description={archiving ? COMMUNITY_MSG.archiveConfirm(archiving.name) : ''}
        confirmLabel={COMMUNITY_MSG.archive}
        onConfirm={async () => {
          if (!archiving) return;
          await setArchived(archiving, true);
          setArchiving(null);
        }}
      />
    </Card>
  );
}

function RoomForm({
  room,
  pending,
  onSave,
  onCancel,
}: {
  room: AdminCommunityRoom | null;
  pending: boolean;
  onSave: (input: { name: string; description: string; roomType: RoomType }) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(room?.name ?? '');
  const [description, setDescription] = useState(room?.description ?? '');
  const [roomType, setRoomType] = useState<RoomType>(room?.roomType ?? 'support');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = roomCreateSchema.safeParse({ name, description, roomType });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? 'name'), message: issue.message });
      return;
    }
    setError(null);
    void onSave(parsed.data);
  };
  const errorFor = (field: string) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive" role="alert">
        {error.message}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={room ? COMMUNITY_MSG.editRoom : COMMUNITY_MSG.newRoom}
      className="space-y-3 rounded-md border p-4"
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>{COMMUNITY_MSG.nameLabel}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={LIMITS.roomName}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error?.field === 'name' || undefined}
          aria-describedby={error?.field === 'name' ? `${id}-name-error` : undefined}
        />
        {errorFor('name')}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-description`}>{COMMUNITY_MSG.descriptionLabel}</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={description}
          maxLength={LIMITS.roomDescription}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={error?.field === 'description' || undefined}
          aria-describedby={error?.field === 'description' ? `${id}-description-error` : undefined}
        />
        {errorFor('description')}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-type`}>{COMMUNITY_MSG.typeLabel}</Label>
        <select
          id={`${id}-type`}
          value={roomType}
          onChange={(e) => setRoomType(e.target.value as RoomType)}
          className="block h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
        >
          {ROOM_TYPES.map((t) => (
            <option key={t} value={t}>
              {ROOM_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending && <Loader2 aria-hidden className="animate-spin" />}
          {COMMUNITY_MSG.save}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
