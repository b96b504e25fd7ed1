/**
 * A community room opened (spec section 2, decision 036 point 8): a dialog around the room's chat
 * (the route gives it the shared chat panel with the AI community moderator, which sends the room's
 * id with every message so the server reads the room's name and description itself).
 */
import type { ReactNode } from 'react';
import { COMMUNITY_MSG, type CommunityRoom } from '@shared/schemas/community';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { RoomTypeBadge } from './room-grid';

export function RoomDialog({
  room,
  onClose,
  children,
}: {
  room: CommunityRoom;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[95dvh] overflow-y-auto sm:max-w-2xl" data-testid="room-dialog">
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2 pr-6">
            <DialogTitle>{room.name}</DialogTitle>
            <RoomTypeBadge type={room.roomType} />
          </div>
          <DialogDescription>{room.description || COMMUNITY_MSG.moderatorDescription}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
