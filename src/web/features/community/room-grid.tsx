/**
 * The grid of community rooms (spec section 2): each card has its type's badge, icon and colour,
 * the name and the description, and opens the room (a click, or Enter or Space on its name).
 * The colours are dark text on a light tint (and the reverse in dark mode), well above 4.5:1.
 */
import { BookOpen, HeartHandshake, MessagesSquare, Sparkles, type LucideIcon } from 'lucide-react';
import { COMMUNITY_MSG, ROOM_TYPE_LABELS, type CommunityRoom, type RoomType } from '@shared/schemas/community';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

export const ROOM_TYPE_STYLE: Record<RoomType, { icon: LucideIcon; tint: string }> = {
  support: { icon: HeartHandshake, tint: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100' },
  discussion: { icon: MessagesSquare, tint: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100' },
  learning: { icon: BookOpen, tint: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100' },
  other: { icon: Sparkles, tint: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' },
};

export function RoomTypeBadge({ type }: { type: RoomType }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        ROOM_TYPE_STYLE[type].tint,
      )}
      data-testid="room-type"
    >
      {ROOM_TYPE_LABELS[type]}
    </span>
  );
}

export function RoomGrid({ rooms, onOpen }: { rooms: CommunityRoom[]; onOpen: (room: CommunityRoom) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={COMMUNITY_MSG.pageTitle}>
      {rooms.map((room) => {
        const { icon: Icon, tint } = ROOM_TYPE_STYLE[room.roomType];
        return (
          <li key={room.id}>
            {/* The room's name is its button, stretched over the whole card: a click anywhere, or
                Enter or Space on the focused name, opens it. */}
            <Card
              data-testid="room-card"
              className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
            >
              <CardHeader className="gap-2">
                <div className="flex items-center justify-between gap-2">
                  <span className={cn('flex size-10 items-center justify-center rounded-lg', tint)}>
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <RoomTypeBadge type={room.roomType} />
                </div>
                <CardTitle className="text-lg">
                  <button
                    type="button"
                    aria-label={COMMUNITY_MSG.openRoom(room.name)}
                    onClick={() => onOpen(room)}
                    className="text-left outline-hidden after:absolute after:inset-0 after:rounded-xl after:content-['']"
                  >
                    {room.name}
                  </button>
                </CardTitle>
                {room.description && <CardDescription>{room.description}</CardDescription>}
              </CardHeader>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

export function LoadingRooms() {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2" data-testid="rooms-loading">
      <span className="sr-only">Loading rooms…</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-36 w-full" />
      ))}
    </div>
  );
}
