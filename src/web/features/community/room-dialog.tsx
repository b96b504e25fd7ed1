/**
 * A community room opened (spec section 2, decision 036 point 8): a dialog with the shared chat
 * panel and the AI community moderator. The room's id goes with every message, so the server reads
 * the room's name and description itself. Its own chunk: the chat panel loads when a room opens.
 */
import { COMMUNITY_MSG, type CommunityRoom } from '@shared/schemas/community';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { ChatPanel } from '@web/features/companion/chat/chat-panel';
import { RoomTypeBadge } from './room-grid';

export default function RoomDialog({ room, onClose }: { room: CommunityRoom; onClose: () => void }) {
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
        <ChatPanel
          functionName="ai-community-moderator"
          context={{ roomId: room.id, name: room.name, description: room.description }}
          title={COMMUNITY_MSG.moderatorTitle}
          description={COMMUNITY_MSG.moderatorDescription}
        />
      </DialogContent>
    </Dialog>
  );
}
